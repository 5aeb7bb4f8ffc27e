"""Numbers in each language's own digits: CLDR's default numbering system, which Babel does not write.

CLDR gives every locale a default numbering system: ``latn`` (0–9) for every language warkit
ships but Persian, whose is ``arabext`` (Persian digits ۰–۹, ``Locale.parse("fa").default_numbering_system``).
Babel's ``format_decimal(..., numbering_system=...)`` takes the system's separators (Persian ``٬``
and ``٫``) but still writes ASCII digits and the pattern's own ``%`` (its issue 446), so these few
lines finish the job: the digits from :data:`DIGITS`, the per cent sign from the system's symbols.
A system warkit has no digits for is written as ``latn``, whole, never half one and half the other.
Deal numbers are identifiers, written ``str(deal)`` in ASCII in every language (what ``--deal``
takes); :func:`warkit.engine.read_number` reads a number typed in any digits of :data:`DIGITS`.

>>> from babel import Locale
>>> decimal(1234567.5, Locale("fa")), percent(0.4, Locale("fa")), decimal(1234567.5, Locale("de"))
('۱٬۲۳۴٬۵۶۷٫۵', '۴۰٪', '1.234.567,5')
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from babel import Locale

LATIN = "latn"
DIGITS = {LATIN: "0123456789", "arabext": "۰۱۲۳۴۵۶۷۸۹"}
"""CLDR's numbering systems warkit writes numbers in (numberingSystems.xml), zero to nine: one
row for each default system of a shipped language (``tests/test_language_fa.py`` holds them to it)."""


def numbering_system(locale: Locale) -> str:
    """The locale's CLDR default numbering system if warkit has its digits, else ``latn``."""
    system = locale.default_numbering_system
    return system if system in DIGITS else LATIN


def own_digits(text: str, locale: Locale) -> str:
    """``text`` (Babel's output, ASCII digits and ``%``) in the locale's own digits and per cent sign."""
    system = numbering_system(locale)
    if system == LATIN:
        return text
    table = str.maketrans({**dict(zip(DIGITS[LATIN], DIGITS[system], strict=True)), "%": locale.number_symbols[system]["percentSign"]})
    return text.translate(table)


def decimal(number: int | float, locale: Locale) -> str:
    """``number`` written as ``locale`` writes it: its grouping, separators and digits."""
    from babel.numbers import format_decimal

    return own_digits(format_decimal(number, locale=locale, numbering_system=numbering_system(locale)), locale)


def percent(fraction: float, locale: Locale, decimals: int = 0) -> str:
    """``fraction`` as a per cent, as ``locale`` writes it, with ``decimals`` decimals (40% / 40,0 % / ۴۰٪)."""
    from babel.numbers import format_percent

    pattern = str(locale.percent_formats[None].pattern)  # "#,##0 %" in German
    if decimals:
        pattern = re.sub(r"0(?![0-9])", "0." + "0" * decimals, pattern, count=1)
    return own_digits(format_percent(fraction, pattern, locale=locale, numbering_system=numbering_system(locale)), locale)
