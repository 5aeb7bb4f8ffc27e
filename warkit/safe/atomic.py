"""Writing a file so that a crash, a second writer or a failure leaves the old file or the new
one, never half of one.

Each file is written in full to a temporary file beside it, then renamed over the old one
(``os.replace``). Files written one after another (the guide's pages) are each whole, old or new;
an export that fails part of the way is made whole by running it again.

Modes are the ones people expect of any program: a new file gets ``0666`` less the umask (so
a web server can serve the guide), and a file replaced keeps the mode it had. A ``private`` new
file is the owner's alone (``0600``).
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

PUBLIC_MODE = 0o666
"""A new file's mode before the umask, which the system takes away as it creates the file."""
PRIVATE_MODE = 0o600


class WriteError(OSError):
    """``filename`` could not be written; ``strerror`` is the system's reason."""

    @classmethod
    def of(cls, error: OSError, path: Path) -> WriteError:
        return cls(error.errno, error.strerror or str(error), str(path))


def write_atomically(path: Path, text: str, *, durable: bool = True, private: bool = False) -> None:
    """Write ``text`` to ``path`` through a temporary file beside it (a symlink there is replaced,
    never written through), with ``path``'s own mode if it has one.

    ``durable`` also flushes it to the disk first (saves the player must not lose); files that can
    be made again skip that. Raises WriteError naming ``path`` (or its folder) if the folder refuses.
    """
    make_folder(path.parent)
    temp = path.with_name(f".{path.name}.{os.urandom(6).hex()}.tmp")
    try:
        # O_EXCL: a new file of our own, never one (or a link) someone put there.
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), PRIVATE_MODE if private else PUBLIC_MODE)
    except OSError as error:
        raise WriteError.of(error, path) from error
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            file.write(text)
            if durable:
                file.flush()
                os.fsync(file.fileno())
        kept = _mode_of(path)
        if kept is not None:
            os.chmod(temp, kept)
        os.replace(temp, path)
    except BaseException as error:
        temp.unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise WriteError.of(error, path) from error
        raise


def make_folder(folder: Path) -> None:
    """``folder`` and the folders above it, made if missing; WriteError naming it if they cannot be.

    A file where the folder should be is "Not a directory", the words that say what is wrong,
    rather than mkdir's "File exists".
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        refused = Path(error.filename) if error.filename else folder
        if refused.is_symlink() and not refused.exists():  # a link to nowhere: say so, not "File exists"
            raise WriteError(errno.ENOENT, os.strerror(errno.ENOENT), str(refused)) from error
        if isinstance(error, FileExistsError):  # a file where the folder should be: say that
            raise WriteError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(refused)) from error
        raise WriteError.of(error, folder) from error


def _mode_of(path: Path) -> int | None:
    """The permissions of the regular file at ``path`` (through a link), None if there is none."""
    try:
        facts = os.stat(path)
    except OSError:
        return None
    return stat.S_IMODE(facts.st_mode) & 0o777 if stat.S_ISREG(facts.st_mode) else None
