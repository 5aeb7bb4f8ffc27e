"""A strict line check of the .po format, because polib and Babel both quietly accept broken files.

Both parsers drop an unterminated string or stray text without a word, and the message then
silently shows in English. This check finds such lines, with their numbers, so the loader can
warn once and the checker can point the translator at the line.
"""

from __future__ import annotations

import re

_STRING = r'"(?:[^"\\]|\\["\\abfnrtv0-7x?\'])*"'
_KEYWORD_LINE = re.compile(
    r"(?:msgctxt|msgid|msgid_plural|msgstr|msgstr\[\d+\])\s+" + _STRING + r"\s*"
)
_CONTINUATION = re.compile(_STRING + r"\s*")


def syntax_errors(text: str) -> list[tuple[int, str]]:
    """``(line number, line)`` for every line that is not valid .po syntax (1-based numbers)."""
    errors: list[tuple[int, str]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith("#~"):
            line = line[2:].strip()  # an obsolete entry: same syntax after the mark
            if not line:
                continue
        elif not line or line.startswith("#"):
            continue
        if not (_KEYWORD_LINE.fullmatch(line) or _CONTINUATION.fullmatch(line)):
            errors.append((number, raw))
    return errors


def blocks(text: str) -> list[tuple[int, str]]:
    """The blank-line separated entries of a .po text, each with its first line number."""
    result: list[tuple[int, str]] = []
    current: list[str] = []
    start = 1
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            if not current:
                start = number
            current.append(line)
        elif current:
            result.append((start, "\n".join(current) + "\n"))
            current = []
    if current:
        result.append((start, "\n".join(current) + "\n"))
    return result
