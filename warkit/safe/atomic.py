"""Writing a file so that a crash or a second writer leaves the old file or the new one, never half."""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path


def make_folder(folder: Path) -> None:
    """Make ``folder`` and its parents if missing; OSError if the system refuses.

    A file where the folder should be is ``NotADirectoryError`` ("Not a directory"), the words
    that say what is wrong, rather than mkdir's "File exists".
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(folder)) from None


def write_atomically(path: Path, text: str, *, durable: bool = True) -> None:
    """Write ``text`` to a temporary file beside ``path``, then rename it over ``path``.

    ``durable`` also flushes it to the disk first (saves the player must not lose); a cache that
    can be made again skips that. Raises OSError if the folder refuses.
    """
    make_folder(path.parent)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            file.write(text)
            if durable:
                file.flush()
                os.fsync(file.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
