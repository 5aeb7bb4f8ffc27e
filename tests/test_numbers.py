"""Numbers are written exactly as Babel writes them in the language's CLDR default numbering system,
in that system's digits (Persian ۰–۹, which Babel leaves as ASCII); English's whole numbers need no
Babel at all."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from babel.numbers import format_decimal

from warkit.i18n import Translator, available_languages, get_translator
from warkit.i18n.languages import babel_locale

NUMBERS = [
    *range(0, 2100),
    *(10**power for power in range(4, 20)),
    *(10**power - 1 for power in range(4, 20)),
    *random.Random(52).sample(range(2**32), 400),
    2**32 - 1,
    2**64 + 7,
]
"""Every number below 2,100, each power of ten and the one before it, and a fixed sample of deals."""
SYSTEM_DIGITS = {"latn": "0123456789", "arabext": "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9"}
"""CLDR's numberingSystems.xml: the digits of each default system of a shipped language."""


def babel_writes(number: int | float, language: str) -> str:
    """``number`` as Babel writes it in the language's default numbering system (its separators),
    with that system's digits for Babel's ASCII ones."""
    locale = babel_locale(language)
    digits = SYSTEM_DIGITS[locale.default_numbering_system]
    return format_decimal(number, locale=locale, numbering_system="default").translate(str.maketrans("0123456789", digits))


@pytest.mark.parametrize("language", [*available_languages(pseudo=True), "hi", "es", "pt-PT"])
def test_whole_numbers_read_as_babel_writes_them(language: str) -> None:
    t = get_translator(language) if language in available_languages(pseudo=True) else Translator(language)
    for number in NUMBERS:
        assert t.format_number(number) == babel_writes(number, language), (language, number)


def test_indian_grouping_uses_the_second_group_size() -> None:
    assert Translator("hi").format_number(1234567) == "12,34,567"


def test_french_groups_with_a_narrow_no_break_space() -> None:
    assert get_translator("fr").format_number(1234) == "1\u202f234"


@pytest.mark.parametrize("language", ["en", "ar", "en-XA", "fa"])
def test_negative_numbers_and_fractions_are_written_by_babel(language: str) -> None:
    t = get_translator(language)
    for number in (-1, -1234, 2.5, 1234.75, -0.5):
        assert t.format_number(number) == babel_writes(number, language)


def test_persian_numbers_are_written_in_persian_digits_with_persian_separators() -> None:
    t = get_translator("fa")
    assert t.format_number(1234567) == "\u06f1\u066c\u06f2\u06f3\u06f4\u066c\u06f5\u06f6\u06f7"  # ۱٬۲۳۴٬۵۶۷
    assert t.format_number(2.5) == "\u06f2\u066b\u06f5"  # ۲٫۵
    assert t.format_percent(0.4, decimals=0) == "\u06f4\u06f0\u066a"  # ۴۰٪
    assert get_translator("en").format_number(1234567) == "1,234,567"  # English as it was


def test_an_english_table_starts_without_babel(tmp_path: Path) -> None:
    """The table's first frame in English (deal and battle lines, counts) imports no Babel."""
    program = (
        "import asyncio, sys\n"
        "from pathlib import Path\n"
        "from warkit.tui.app import WarApp\n"
        "async def main():\n"
        f"    app = WarApp(deal=2847112004, lang='en', data_dir=Path({str(tmp_path)!r}))\n"
        "    async with app.run_test(size=(80, 24)) as pilot:\n"
        "        await pilot.pause()\n"
        "        print(app.table.query_one('#deal').render())\n"
        "asyncio.run(main())\n"
        "print(sorted(name for name in sys.modules if name.split('.')[0] == 'babel'))\n"
    )
    env = {**os.environ, "WARKIT_CACHE_DIR": str(tmp_path / "cache")}
    run = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, check=True)
    assert "Deal 2847112004" in run.stdout  # as typed into "Play deal number…"
    assert run.stdout.splitlines()[-1] == "[]"


def test_threads_that_meet_new_languages_at_once_all_write_as_babel_does() -> None:
    """The guide is written in a thread while the table writes its own numbers."""
    from concurrent.futures import ThreadPoolExecutor

    languages = available_languages(pseudo=True) * 3
    translators = [get_translator(language) for language in languages]
    with ThreadPoolExecutor(max_workers=8) as pool:
        written = list(pool.map(lambda t: t.format_number(1234567), translators))
    assert written == [babel_writes(1234567, language) for language in languages]
