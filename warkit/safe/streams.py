"""Standard output and error that take any text, and a reader that goes away without a fuss.

An output in a narrow encoding (ASCII, Latin-1, cp1252, KOI8-U, cp1251, ISO-8859-8: set by
``PYTHONIOENCODING``, an old locale, a Windows console) has the codec hand each character it cannot
hold to the error handler :data:`HANDLER`, never an error. A reader that closes the pipe early
(``warkit replay --events | head -3``) has had what it wanted: :func:`discard_output` sends what
is still to be written to the null device, so even the flush at interpreter exit finds nothing to
complain about. A write that fails for another reason (``> /dev/full``, or ``>&-``: standard output
closed) is a :class:`StandardOutputError`, also when the writer (argparse's ``--version``) ignored
it. Standard error that is closed (``2>&-``) or cannot be written (``2>/dev/full``) takes what is
said there and drops it: there is nowhere left to tell, and the command's status stays its own.
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import io
import os
import sys
import unicodedata
from collections.abc import Callable, Iterator
from typing import Any, TextIO, cast

HANDLER = "warkit-ascii"
"""The name of the codec error handler (``codecs.register_error``) the standard streams use."""

ASCII_FORMS = str.maketrans({
    **dict.fromkeys("‘’ʼ׳", "'"),  # ʼ Ukrainian's apostrophe (компʼютер), ׳ Hebrew geresh
    **dict.fromkeys("“”„«»「」״", '"'),  # ״ Hebrew gershayim
    **dict.fromkeys("–—־", "-"),  # ־ Hebrew maqaf
    "·": "-", "→": "->", "×": "x", "。": ".", "、": ",", "،": ",", "؛": ";", "؟": "?",
    "♠": "S", "♥": "H", "♦": "D", "♣": "C",  # the letters of the card codes: Q♥ is QH
})
"""The characters of warkit's catalogs that are not letters and that NFKD leaves as they are."""


def _in_ascii(error: UnicodeError) -> tuple[str, int]:
    """The codec error handler: what the encoding cannot hold, in ASCII: :data:`ASCII_FORMS`, then
    NFKD without accents (é, the ellipsis, no-break spaces, fullwidth punctuation), no direction
    marks, and ``?`` for anything else.

    >>> "L’été — компʼютер, Q♥…".encode("ascii", HANDLER)
    b"L'ete - ????'????, QH..."
    """
    if not isinstance(error, UnicodeEncodeError):
        raise error
    folded = unicodedata.normalize("NFKD", error.object[error.start : error.end].translate(ASCII_FORMS))
    kept = "".join(char for char in folded if not unicodedata.combining(char) and unicodedata.category(char) != "Cf")
    return kept.encode("ascii", "replace").decode("ascii"), error.end


codecs.register_error(HANDLER, _in_ascii)


@contextlib.contextmanager
def standard_streams() -> Iterator[None]:
    """For the length of a command: standard output and error write what their encoding cannot
    hold in ASCII forms, a failed write to standard output is a :class:`StandardOutputError` (an
    OSError of a write names no file, so it is told apart here, where it happens), and standard
    error never fails. A closed standard stream is the null device underneath (:func:`_hold`)."""
    for number, stream in enumerate((sys.stdin, sys.stdout, sys.stderr)):
        if stream is None:
            _hold(number)
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):  # not None (closed), nor a test's own stand-in
            stream.reconfigure(errors=HANDLER)
    stdout, stderr = sys.stdout, sys.stderr
    sys.stdout = cast(TextIO, _StandardOutput(stdout if stdout is not None else _Closed()))
    sys.stderr = cast(TextIO, _StandardError(stderr if stderr is not None else open(os.devnull, "w", encoding="utf-8")))
    try:
        yield
    finally:
        sys.stdout, sys.stderr = stdout, stderr


def _hold(number: int) -> None:
    """Open the null device as descriptor ``number`` when it is closed (``<&-``, ``>&-``, ``2>&-``),
    so that no file warkit opens later becomes standard input, output or error by taking the
    lowest free number, for this process or a worker it starts."""
    try:
        os.fstat(number)
        return  # open: a file of this process's own already holds the number
    except OSError:
        pass
    held = os.open(os.devnull, os.O_RDONLY if number == 0 else os.O_WRONLY)
    if held != number:
        os.dup2(held, number)
        os.close(held)


class StandardOutputError(OSError):
    """Writing to standard output failed (a full disk, ``> /dev/full``, a terminal gone)."""


class _StandardOutput:
    """Standard output itself, whose failed writes say that it is what failed. A reader that went
    away stays a BrokenPipeError: that is no failure (see :func:`discard_output`). A failure its
    writer caught and ignored (argparse's ``--version`` does) comes again at the next flush, so the
    command's own flush at its end still tells it."""

    def __init__(self, stream: TextIO | _Closed) -> None:
        self._stream = stream
        self._failed: OSError | None = None

    def write(self, text: str) -> int:
        return cast(int, self._named(self._stream.write, text))

    def flush(self) -> None:
        self._named(self._stream.flush)
        if self._failed is not None:
            raise self._failed

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)  # fileno, isatty, encoding, buffer…: the stream's own

    def _named(self, call: Callable[..., Any], *args: Any) -> Any:
        try:
            return call(*args)
        except BrokenPipeError as error:
            self._failed = error
            raise
        except OSError as error:
            self._failed = StandardOutputError(error.errno, error.strerror or str(error))
            raise self._failed from error


class _Closed:
    """Standard output closed before warkit started (``>&-``): every write fails as the system's
    would, with EBADF; nothing is a terminal."""

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, os.strerror(errno.EBADF))

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False


class _StandardError:
    """Standard error, which takes any text: what it cannot write (``2>/dev/full``, a reader gone)
    is dropped, and so is everything after it, since the null device takes its place."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except OSError:
            self._drop()
            return len(text)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError:
            self._drop()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)

    def _drop(self) -> None:
        """The null device in the place of standard error's descriptor: what is still buffered
        is written there at the next flush, which would otherwise fail again at interpreter exit."""
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, self._stream.fileno())
        except (AttributeError, OSError, ValueError):  # a stream without a descriptor
            pass
        finally:
            os.close(devnull)


def discard_output() -> None:
    """Point standard output and error at the null device: their reader has gone, or they cannot
    be written, and what is still buffered (written again at interpreter exit) must go somewhere
    that takes it."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        for stream in (sys.stdout, sys.stderr):
            try:
                os.dup2(devnull, stream.fileno())
            except (AttributeError, OSError, ValueError):  # no stream, or one without a descriptor
                continue
    finally:
        os.close(devnull)
