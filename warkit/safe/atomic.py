"""Writing a file so that a crash, a second writer or a failure leaves the old file or the new
one, never half of one: the text goes in full to a temporary file beside it, then renamed over it
(``os.replace``). Files written one after another (the guide's pages) are each old or new; an
export that fails part of the way is mended by running it again. A new file gets ``0666`` less the
umask (a web server can serve the guide), or ``0600`` if ``private``; a file replaced keeps its mode.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from pathlib import Path


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
    temp = path.with_name(f".{path.name}.{os.urandom(6).hex()}.tmp")
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
