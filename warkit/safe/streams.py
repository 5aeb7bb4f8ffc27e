"""Standard output and error that take any text, and a reader that goes away without a fuss.

An output in a narrow encoding (ASCII, Latin-1, cp1252, KOI8-U, cp1251, ISO-8859-8: set by
``PYTHONIOENCODING``, an old locale, a Windows console) has the codec hand each character it cannot
hold to the error handler :data:`HANDLER`, never an error. A reader that closes the pipe early
(``warkit replay --events | head -3``) has had what it wanted: :func:`discard_output` sends what
is still to be written to the null device, so even the flush at interpreter exit finds nothing to
complain about. A write that fails for another reason (``> /dev/full``) is a :class:`StandardOutputError`.
"""

from __future__ import annotations

import codecs
import contextlib
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
    hold in ASCII forms, and a failed write to standard output is a :class:`StandardOutputError`
    (an OSError of a write names no file, so it is told apart here, where it happens)."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):  # not None (closed), nor a test's own stand-in
            stream.reconfigure(errors=HANDLER)
    stdout = sys.stdout
    if stdout is not None:
        sys.stdout = cast(TextIO, _StandardOutput(stdout))
    try:
        yield
    finally:
        sys.stdout = stdout


class StandardOutputError(OSError):
    """Writing to standard output failed (a full disk, ``> /dev/full``, a terminal gone)."""


class _StandardOutput:
    """Standard output itself, whose failed writes say that it is what failed. A reader that went
    away stays a BrokenPipeError: that is no failure (see :func:`discard_output`)."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._named(self._stream.write, text)

    def flush(self) -> None:
        self._named(self._stream.flush)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)  # fileno, isatty, encoding, buffer…: the stream's own

    @staticmethod
    def _named(call: Callable[..., Any], *args: Any) -> Any:
        try:
            return call(*args)
        except BrokenPipeError:
            raise
        except OSError as error:
            raise StandardOutputError(error.errno, error.strerror or str(error)) from error


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
