"""Writing a file so that a crash, a second writer or a failure leaves the old file or the new
one, never half of one: the text goes in full to a temporary file beside it, then renamed over it
(``os.replace``). Files written one after another (the guide's pages) are each old or new; an
export that fails part of the way is mended by running it again. A new file gets ``0666`` less the
umask (a web server can serve the guide), or ``0600`` if ``private``; a file replaced keeps its mode.
A write cut short by SIGKILL or a power loss leaves its temporary file: :func:`remove_leftovers`
removes those of the files a program names, in a folder of its own.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import time
from collections.abc import Iterable
from pathlib import Path

TEMPORARY_BYTES = 6
"""Random bytes in a temporary file's name (``.round.json.<12 hex digits>.tmp``)."""
LEFT_FOR = 60.0
"""Seconds after which a temporary file is a leftover: a write under way (another game saving its
settings) takes a few milliseconds."""


class WriteError(OSError):
    """``filename`` could not be written; ``strerror`` is the system's reason."""

    @classmethod
    def of(cls, error: OSError, path: Path) -> WriteError:
        return cls(error.errno, error.strerror or str(error), str(path))


def write_atomically(path: Path, text: str, *, durable: bool = True, private: bool = False) -> None:
    """Write ``text`` to ``path`` through a temporary file beside it (a symlink there is replaced,
    never written through). ``durable`` also flushes it to the disk first (saves the player must
    not lose); files that can be made again skip that. Raises WriteError naming ``path`` (or its
    folder) if the folder refuses.
    """
    make_folder(path.parent)
    temp = path.with_name(f".{path.name}.{os.urandom(TEMPORARY_BYTES).hex()}.tmp")
    try:
        # O_EXCL: a new file of our own, never one (or a link) someone put there; the umask applies.
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600 if private else 0o666)
    except OSError as error:
        raise WriteError.of(error, path) from error
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            file.write(text)
            if durable:
                file.flush()
                os.fsync(file.fileno())
        with contextlib.suppress(OSError):  # the mode of the regular file replaced (through a link)
            facts = os.stat(path)
            if stat.S_ISREG(facts.st_mode):
                os.chmod(temp, stat.S_IMODE(facts.st_mode) & 0o777)
        os.replace(temp, path)
    except BaseException as error:
        temp.unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise WriteError.of(error, path) from error
        raise


def remove_leftovers(folder: Path, names: Iterable[str]) -> None:
    """Remove from ``folder`` what :func:`write_atomically` left of writes to ``names`` that were
    cut short: regular files named exactly as it names its temporary files, untouched for
    :data:`LEFT_FOR` seconds. Anything else (another name, a link, a folder) is left as it is, and
    a folder or file that cannot be looked at or removed is no error."""
    hex_digits = f"[0-9a-f]{{{2 * TEMPORARY_BYTES}}}"
    pattern = re.compile("|".join(rf"\.{re.escape(name)}\.{hex_digits}\.tmp" for name in names))
    try:
        with os.scandir(folder) as entries:
            found = [entry for entry in entries if pattern.fullmatch(entry.name)]
    except OSError:
        return
    now = time.time()
    for entry in found:
        with contextlib.suppress(OSError):
            facts = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(facts.st_mode) and now - facts.st_mtime > LEFT_FOR:
                os.unlink(entry.path)


def make_folder(folder: Path) -> None:
    """``folder`` and the folders above it, made if missing; WriteError naming it if they cannot be.

    A link to nowhere, or a file, where the folder should be is said as such ("No such file or
    directory", "Not a directory"), rather than as mkdir's "File exists".
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        refused = Path(error.filename) if error.filename else folder
        if isinstance(error, FileExistsError):
            code = errno.ENOENT if refused.is_symlink() and not refused.exists() else errno.ENOTDIR
            raise WriteError(code, os.strerror(code), str(refused)) from error
        raise WriteError.of(error, folder) from error
