"""Whole numbers written the locale's way, without loading Babel's locale data at every start.

Babel writes numbers (``format_decimal``), and the first number it writes loads the locale's data:
about 10 ms, the largest single cost of the words on the table's first frame ("Deal 7",
"Battle 0"), in every language. A whole number that is not negative needs only a few facts of the
locale's decimal pattern: its group symbol, its grouping sizes, its minimum digits and the text
around the digits. Those facts are read from Babel once, checked against Babel's own output, and
kept in the user's cache folder per Babel version; every later start writes its whole numbers
from them. Babel stays the reference: negative numbers, fractions and any language whose facts do
not reproduce Babel's output exactly are written by Babel itself, and ``tests/test_numbers.py``
holds the kept facts to ``format_decimal`` for every language.

The kept file is a copy in a folder the player controls, read as untrusted: anything missing,
stale, malformed or out of bounds is ignored and made again from Babel.
"""

from __future__ import annotations

import json
import threading
import unicodedata
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ..atomic import write_atomically
from ..cache_folder import cache_folder
from ..untrusted import UntrustedFileError, read_text

FORMAT = 1
"""Bumped whenever the layout of the kept facts changes."""
MAX_BYTES = 64 * 1024
MAX_AFFIX = 8
"""Cells of text a pattern may put around the digits (CLDR uses none, or a bidi mark)."""
SAMPLES = (0, 1, 7, 42, 999, 1000, 1234, 12345, 123456, 1234567, 12345678, 4294967295)
"""What a language's facts must write exactly as Babel does before they are used."""


@dataclass(frozen=True)
class IntegerFormat:
    """How a locale writes a whole number that is not negative (from its CLDR decimal pattern)."""

    group: str
    """The group symbol: "," in English, a no-break space in French, "." in German."""
    primary: int
    """Digits in the group nearest the end (3 nearly everywhere)."""
    secondary: int
    """Digits in each group further left (2 in Indian grouping: 12,34,567)."""
    min_digits: int = 1
    prefix: str = ""
    suffix: str = ""

    def format(self, number: int) -> str:
        """``number`` (0 or more) written with this format: what Babel's pattern would write.

        >>> IntegerFormat(",", 3, 3).format(4294967295)
        '4,294,967,295'
        >>> IntegerFormat(",", 3, 2).format(1234567)
        '12,34,567'
        """
        digits = str(number).rjust(self.min_digits, "0")
        size = self.primary
        groups = ""
        while len(digits) > size:
            groups = self.group + digits[-size:] + groups
            digits = digits[:-size]
            size = self.secondary
        return self.prefix + digits + groups + self.suffix

    @classmethod
    def from_json(cls, data: Any) -> IntegerFormat | None:
        """Kept facts read back, or None unless every field is of its type and within bounds."""
        if not isinstance(data, dict) or set(data) != set(cls.__dataclass_fields__):
            return None
        texts = (data["group"], data["prefix"], data["suffix"])
        sizes = (data["primary"], data["secondary"], data["min_digits"])
        if not all(isinstance(text, str) and len(text) <= MAX_AFFIX for text in texts):
            return None
        if not all(type(size) is int and 1 <= size <= 9 for size in sizes):
            return None
        if not all(harmless(char) for text in texts for char in text):
            return None
        return cls(**data)


BIDI_MARKS = frozenset("\u200e\u200f\u061c")
"""Marks a locale's pattern may put around its digits (LRM, RLM, ALM): format characters, yet harmless."""


def harmless(char: str) -> bool:
    """Whether a kept character may be shown: letters, marks, digits, symbols, punctuation and
    spaces (French groups with a narrow no-break space), the bidi marks, and nothing else (no
    control or other format character, no line break)."""
    category = unicodedata.category(char)
    return char in BIDI_MARKS or category[0] in "LMNPS" or category == "Zs"


_MISSING: Any = object()
_formats: dict[str, IntegerFormat | None] = {}
"""This process's facts, by language code; None means "Babel writes this language's numbers"."""
_kept: dict[str, Any] | None = None
_lock = threading.Lock()
"""Held while facts are looked up or kept: the guide is written in a thread of its own."""


def format_integer(number: int, language: str) -> str:
    """``number`` (a whole number, 0 or more) written as ``language`` (warkit's code: ``en``,
    ``zh-Hans``, ``en-XA``) writes it, from the kept facts when they are known to match Babel."""
    facts = _formats.get(language, _MISSING)
    if facts is _MISSING:
        with _lock:
            facts = _formats.get(language, _MISSING)
            if facts is _MISSING:
                facts = _formats[language] = _facts(language)
    if facts is None:
        return _babel_format(number, language)
    return facts.format(number)


def _facts(language: str) -> IntegerFormat | None:
    """The facts for a language: kept by an earlier run, else read from Babel (and kept)."""
    kept = _kept_formats()
    if language in kept:
        facts = IntegerFormat.from_json(kept[language])
        if facts is not None or kept[language] is None:  # kept, or known to need Babel
            return facts
        # a damaged entry: made again from Babel below
    facts = facts_from_babel(language)
    kept[language] = asdict(facts) if facts is not None else None
    _keep(kept)
    return facts


def facts_from_babel(language: str) -> IntegerFormat | None:
    """The language's integer facts from Babel's data, or None when they do not reproduce
    Babel's own output for every sample (then Babel writes that language's numbers itself)."""
    from babel.numbers import get_group_symbol

    from .languages import babel_locale

    locale = babel_locale(language)
    pattern = locale.decimal_formats[None]
    try:
        facts = IntegerFormat(
            group=get_group_symbol(locale),
            primary=pattern.grouping[0],
            secondary=pattern.grouping[1],
            min_digits=pattern.int_prec[0],
            prefix=pattern.prefix[0],
            suffix=pattern.suffix[0],
        )
    except (IndexError, TypeError, ValueError):
        return None
    checked = IntegerFormat.from_json(asdict(facts))
    if checked is None or any(checked.format(n) != _babel_format(n, language) for n in SAMPLES):
        return None
    return checked


def _babel_format(number: int, language: str) -> str:
    from babel.numbers import format_decimal

    from .languages import babel_locale

    return format_decimal(number, locale=babel_locale(language))


def kept_path() -> Path:
    """The kept facts: one small JSON file in warkit's cache folder."""
    return cache_folder("numbers") / "integers.json"


def _key() -> dict[str, Any]:
    """What the kept facts depend on: this layout and the installed Babel (its package file's
    place and stamp, found without importing Babel, so a start that needs no Babel loads none)."""
    from importlib.util import find_spec

    spec = find_spec("babel")
    if spec is None or spec.origin is None:
        return {"format": FORMAT, "babel": []}
    info = Path(spec.origin).stat()
    return {"format": FORMAT, "babel": [spec.origin, info.st_mtime_ns, info.st_size]}


def _kept_formats() -> dict[str, Any]:
    """The facts kept by earlier runs for this Babel (read once a process), or an empty set."""
    global _kept
    if _kept is None:
        _kept = {}
        try:
            data = json.loads(read_text(kept_path(), MAX_BYTES))
            if isinstance(data, dict) and data.get("key") == _key() and isinstance(data.get("formats"), dict):
                _kept = dict(data["formats"])
        except (UntrustedFileError, OSError, ValueError, RecursionError):
            pass
    return _kept


def _keep(formats: dict[str, Any]) -> None:
    """Keep the facts for the next start; a cache folder that refuses is no problem."""
    try:
        write_atomically(kept_path(), json.dumps({"key": _key(), "formats": formats}), durable=False)
    except OSError:
        pass


def forget() -> None:
    """Drop this process's facts (tests, and a cache folder that moved)."""
    global _kept
    with _lock:
        _kept = None
        _formats.clear()
