"""Placeholders in messages, and the only way a translated message is ever formatted.

Translations are untrusted input, so nothing here calls ``str.format`` or ``%`` on them: a
message's ``{name}`` fields are found with one regular expression and replaced with the values
given as keywords. Attribute access (``{card.__class__}``), indexing (``{x[0]}``), conversions
(``{x!r}``) and format specs (``{x:>999999999}``) are not placeholders at all; a translation that
contains one is refused at load time (the English shows) and reported by ``warkit i18n check``.

The guide's templates call the same gettext functions with the same ``{name}`` placeholders
(see ``content/README.md``), so there is one placeholder syntax everywhere.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

_BRACE = re.compile(r"\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)\}")
_ANY_BRACE_FIELD = re.compile(r"\{\{|\}\}|\{[^{}]*\}?|\}")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


@dataclass(frozen=True, slots=True)
class Fields:
    """What a message text contains: its named fields, and anything that is not a safe field."""

    names: frozenset[str]
    unsafe: tuple[str, ...]


def brace_fields(text: str) -> Fields:
    """The ``{name}`` fields of ``text`` and every brace construct that is not one.

    >>> brace_fields("You take {count} cards, {card.__class__}")
    Fields(names=frozenset({'count'}), unsafe=('{card.__class__}',))
    """
    names: set[str] = set()
    unsafe: list[str] = []
    for match in _ANY_BRACE_FIELD.finditer(text):
        token = match.group(0)
        if token in ("{{", "}}"):
            continue
        field = _BRACE.fullmatch(token)
        if field and field.group(1):
            names.add(field.group(1))
        else:
            unsafe.append(token)
    return Fields(frozenset(names), tuple(unsafe))


def field_count(text: str) -> int:
    """How many brace constructs ``text`` holds (each ``{name}`` counts, repeats included)."""
    return sum(1 for match in _ANY_BRACE_FIELD.finditer(text) if match.group(0) not in ("{{", "}}"))


def control_characters(text: str) -> list[str]:
    """Control characters (escape sequences could drive the terminal) other than tab and newline."""
    return _CONTROL.findall(text)


def fill(text: str, values: Mapping[str, object], render: Callable[[object], str] = str) -> str:
    """Replace each ``{name}`` of ``text`` with ``render(values[name])``; ``{{`` and ``}}`` are braces.

    A field with no value stays as it is, so a forgotten keyword shows up in the text rather
    than crashing the game.

    >>> fill("{who} take {count} {{cards}}", {"who": "You", "count": 2})
    'You take 2 {cards}'
    """

    def replace(match: re.Match[str]) -> str:
        token = match.group(0)
        if token == "{{":
            return "{"
        if token == "}}":
            return "}"
        name = match.group(1)
        return render(values[name]) if name in values else token

    return _BRACE.sub(replace, text)
