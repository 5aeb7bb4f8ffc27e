"""The one place that reads files a player or translator controls: saves, settings, catalogs, decks.

Such a path can name anything: a FIFO (opening it would wait for ever), a device like
``/dev/zero`` (reading it never ends), a symlink loop, or a huge file. :func:`read_text` opens
without blocking, accepts only a regular file, and reads at most ``limit`` bytes; everything else
raises :class:`UntrustedFileError`, whose ``reason`` names what was wrong so that the caller can
word it for the person who can fix it. Standard input (``replay --deck -``) is read to its end by
:func:`read_stream_text` with the same limit: it may be ``/dev/zero`` or an endless pipe too.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Literal

Reason = Literal["missing", "not-a-file", "too-large", "unreadable", "not-text"]

_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


class UntrustedFileError(Exception):
    """A file that cannot be read safely; ``reason`` says why, ``detail`` the system's words.

    ``path`` is None for standard input, which has no name of its own to show.
    """

    def __init__(self, path: Path | None, reason: Reason, detail: str = "") -> None:
        super().__init__(f"{path or 'standard input'}: {reason}{': ' + detail if detail else ''}")
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
        return _read_to_end(fd, limit, path)  # the file may grow while it is read
    except OSError as error:
        raise UntrustedFileError(path, "unreadable", error.strerror or str(error)) from None
    finally:
        os.close(fd)


def read_text(path: Path, limit: int) -> str:
    """The UTF-8 text of the regular file at ``path``; see :func:`read_bytes`."""
    return _decoded(read_bytes(path, limit), path)


def read_stream_text(fd: int, limit: int) -> str:
    """The UTF-8 text of the open stream ``fd`` (standard input) up to its end, at most ``limit``
    bytes of it.

    The stream may be a pipe, a terminal (read until Ctrl+D, as a person expects), a file, or a
    device that never ends: reading stops as soon as ``limit`` is passed, so ``/dev/zero`` or an
    endless pipe costs at most ``limit`` bytes of memory and is refused as "too-large".
    """
    try:
        return _decoded(_read_to_end(fd, limit, None), None)
    except OSError as error:
        raise UntrustedFileError(None, "unreadable", error.strerror or str(error)) from None


def _read_to_end(fd: int, limit: int, path: Path | None) -> bytes:
    """Every byte up to the end of ``fd``, or "too-large" once more than ``limit`` have come."""
    chunks, size = [], 0
    while size <= limit:
        chunk = os.read(fd, min(1 << 20, limit + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    if size > limit:
        raise UntrustedFileError(path, "too-large", str(size))
    return b"".join(chunks)


def _decoded(data: bytes, path: Path | None) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise UntrustedFileError(path, "not-text", str(error)) from None
