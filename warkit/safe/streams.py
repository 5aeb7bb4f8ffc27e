"""Standard output and error that take any text, and a reader that goes away without a fuss.

A terminal, pipe or file in ASCII, Latin-1 or cp1252 (``PYTHONIOENCODING``, an old locale, a
Windows console) cannot hold every character warkit writes: ’, —, …, a no-break space, Cyrillic.
:func:`standard_streams` has each such character written as something the stream can hold, never
an error: typographic punctuation as its ASCII form, an accented letter as its plain letter
(NFKD), a digit of another script as its ASCII digit, anything else as ``?``.

A reader that closes the pipe early (``warkit replay --events | head -3``) has had what it
wanted: :func:`discard_output` sends what is still to be written to the null device, so even the
flush at interpreter exit finds nothing to complain about. A write that fails for another reason
(a full disk, ``> /dev/full``) is a :class:`StandardOutputError`, told in one line.
"""

from __future__ import annotations

import codecs
import contextlib
import io
import os
import sys
import unicodedata
from collections.abc import Iterator
from typing import Any, TextIO, cast

HANDLER = "warkit-ascii"
"""The name of the codec error handler (``codecs.register_error``) the standard streams use."""

ASCII_FORMS = {
    **dict.fromkeys("‘’‚‛′‵׳", "'"),  # ׳ Hebrew geresh (ג׳)
    **dict.fromkeys("“”„‟″«»「」『』《》〈〉״", '"'),  # ״ Hebrew gershayim (צה״ל)
    "‹": "<", "›": ">",
    **dict.fromkeys("‐‑‒–—―−⁃־", "-"),  # ־ Hebrew maqaf
    "…": "...", "·": "-", "•": "*", "‣": "*", "◦": "*", "▪": "*", "⭑": "*",
    "→": "->", "←": "<-", "↑": "^", "↓": "v", "×": "x", "÷": "/",
    "≤": "<=", "≥": ">=", "≠": "!=",
    "♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C",
    "。": ".", "、": ",", "،": ",", "؛": ";", "؟": "?", "٪": "%",
    **dict.fromkeys("\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000", " "),
    # Marks that only steer how text is shown (direction, joining, breaking) take no room.
    **dict.fromkeys("\u00ad\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060\u2066\u2067\u2068\u2069\ufeff", ""),
}
"""Characters written the way ASCII writes them, tried first. The characters of warkit's catalogs
that are not letters are all here or folded by NFKD (fullwidth ，：（）, the ellipsis); the suits
become the letters of the card codes (``Q♥`` → ``QH``). Hebrew's own punctuation is here too: a
Hebrew locale's ISO-8859-8 holds its letters but not its maqaf, geresh or gershayim."""


def ascii_form(char: str) -> str:
    """How ``char`` is written where it cannot be: its ASCII form, else ``?``.

    >>> "".join(ascii_form(c) for c in "«Déjà»\u00a0— ٣ ♥ ж")
    '"Deja" - 3 H ?'
    """
    if char in ASCII_FORMS:
        return ASCII_FORMS[char]
    if unicodedata.combining(char):
        return ""  # an accent written apart from its letter: the letter alone reads fine
    digit = unicodedata.decimal(char, None)
    if digit is not None:
        return str(digit)
    folded = "".join(part for part in unicodedata.normalize("NFKD", char) if not unicodedata.combining(part))
    return folded if folded and folded.isascii() and folded.isprintable() else "?"


def _in_ascii(error: UnicodeError) -> tuple[str, int]:
    """The codec error handler: the characters the encoding cannot hold, in their ASCII forms."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return "".join(ascii_form(char) for char in error.object[error.start : error.end]), error.end


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
        with _named():
            return self._stream.write(text)

    def flush(self) -> None:
        with _named():
            self._stream.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)  # fileno, isatty, encoding, buffer…: the stream's own


@contextlib.contextmanager
def _named() -> Iterator[None]:
    try:
        yield
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
