"""The one place that opens files a player or translator controls: saves, settings, catalogs, decks.

Such a path can name anything: a FIFO (opening it would wait for ever), a device like
``/dev/zero`` (reading it never ends), a symlink loop, or a huge file. :func:`read_text` opens
without blocking, accepts only a regular file, and reads at most ``limit`` bytes; everything else
raises :class:`UntrustedFileError`, whose ``reason`` names what was wrong so that the caller can
word it for the person who can fix it.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Literal

Reason = Literal["missing", "not-a-file", "too-large", "unreadable", "not-text"]

_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


class UntrustedFileError(Exception):
    """A file that cannot be read safely; ``reason`` says why, ``detail`` the system's words."""

    def __init__(self, path: Path, reason: Reason, detail: str = "") -> None:
        super().__init__(f"{path}: {reason}{': ' + detail if detail else ''}")
        self.path = path
        self.reason: Reason = reason
        self.detail = detail


def read_bytes(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path`` (symlinks followed), at most ``limit`` of them."""
    try:
        fd = os.open(path, _FLAGS)
    except (FileNotFoundError, NotADirectoryError) as error:
        raise UntrustedFileError(path, "missing", error.strerror or "") from None
    except (OSError, ValueError) as error:  # a symlink loop, no permission, a NUL in the name
        raise UntrustedFileError(path, "unreadable", getattr(error, "strerror", None) or str(error)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UntrustedFileError(path, "not-a-file")
        if info.st_size > limit:
            raise UntrustedFileError(path, "too-large", str(info.st_size))
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:  # the file grew while being read
            raise UntrustedFileError(path, "too-large", str(size))
        return b"".join(chunks)
    except OSError as error:
        raise UntrustedFileError(path, "unreadable", error.strerror or str(error)) from None
    finally:
        os.close(fd)


def read_text(path: Path, limit: int) -> str:
    """The UTF-8 text of the regular file at ``path``; see :func:`read_bytes`."""
    data = read_bytes(path, limit)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise UntrustedFileError(path, "not-text", str(error)) from None
