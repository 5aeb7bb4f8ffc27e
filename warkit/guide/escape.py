"""Text made inert on its way into the guide's Markdown: the one escaping path, on by default.

Every ``{{ … }}`` of a guide template passes through :func:`finalize` (the Markdown environment's
``finalize``, as autoescape is for HTML): text is escaped with :func:`inline` unless it is
:class:`MarkdownText`, the explicit mark for Markdown the guide itself made (an escaped
translation, a code span, a heading's or a reference's place). So a template that prints a
translated word it got from anywhere (a preset's name, a rank, a seat) prints it escaped without
having to remember to; only code that builds Markdown marks it, and it builds it from escaped
parts (:func:`cell`, :func:`code_span`, :func:`either`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

MARKERS = "\ue000\ue001\ue002\ue003\ue004\ue005\ue006"
"""The private characters the renderer uses for its placeholders (references, headings, the note
on how complete the translation is): never from a translation."""
_NO_MARKERS = {ord(mark): None for mark in MARKERS}
_BLOCK_START = re.compile(r"^(?:[#>+*=|~_-]|\d+[.)])")
_BREAKING_SPACE = re.compile(r"[^\S\u00a0\u2007\u202f]+")
"""Runs of white space a line may break at. The no-break spaces (French « : », « 10 % », Russian
« 100 000 ») are the translation's typography and stay as they are."""
_BACKTICKS = re.compile("`+")


class MarkdownText(str):
    """Markdown the guide made itself, printed as it is (all else is escaped): the mark that
    :func:`finalize` and :func:`escaped` trust, like ``markupsafe.Markup`` for HTML."""

    __slots__ = ()


def one_line(text: str) -> str:
    """``text`` on one line: line breaks and runs of spaces become one space, no-break spaces stay."""
    return _BREAKING_SPACE.sub(" ", text).strip()


def inline(text: str) -> str:
    """Text made safe as inline Markdown: one line, no raw HTML, no link, no block, no marker.

    >>> print(inline("# <b>Hi</b>\\n[there](https://example.com)"))
    \\# \\<b>Hi\\</b> \\[there\\](https://example.com)
    """
    text = one_line(text).translate(_NO_MARKERS)
    for char in "\\<[]":  # no raw HTML, no links or images of a translation's own
        text = text.replace(char, "\\" + char)
    if _BLOCK_START.match(text):
        digits = len(text) - len(text.lstrip("0123456789"))
        text = text[:digits] + "\\" + text[digits:]
    return text


def escaped(value: object) -> MarkdownText:
    """``value`` as inline Markdown: :class:`MarkdownText` as it is, anything else escaped."""
    if isinstance(value, MarkdownText):
        return value
    return MarkdownText(inline(str(value)))


def finalize(value: object) -> object:
    """What a template's ``{{ value }}`` prints: ``value`` escaped (an undefined or None too)."""
    return escaped("" if value is None else value)


def cell(value: object) -> MarkdownText:
    """``value`` escaped and safe inside a table cell."""
    return MarkdownText(escaped(value).replace("|", "\\|"))


def either(values: Iterable[object]) -> MarkdownText:
    """Alternatives, each escaped, written ``a / b``."""
    return MarkdownText(" / ".join(escaped(value) for value in values))


def code_span(text: str) -> MarkdownText:
    """``text`` as one code span (a card, a flag, a command): inert whatever it holds, since the
    fence is longer than any run of backticks inside, and it stays on one line.

    >>> print(code_span("Q♠"), code_span("a`b"), code_span("`x"))
    `Q♠` ``a`b`` `` `x ``
    """
    text = one_line(text).translate(_NO_MARKERS).replace("|", "\\|")  # a table never splits it
    fence = "`" * (1 + max((len(run) for run in _BACKTICKS.findall(text)), default=0))
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return MarkdownText(f"{fence}{pad}{text}{pad}{fence}")
