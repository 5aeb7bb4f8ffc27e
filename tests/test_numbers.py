"""Whole numbers are written exactly as Babel writes them, from facts kept between runs, so a
start in any language loads none of Babel's locale data."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.numbers import format_decimal

from warkit.i18n import available_languages, get_translator
from warkit.i18n import numbers as kept_numbers
from warkit.i18n.languages import babel_locale
from warkit.i18n.numbers import IntegerFormat, facts_from_babel, format_integer, kept_path

NUMBERS = [
    *range(0, 2100),
    *(10**power for power in range(4, 20)),
    *(10**power - 1 for power in range(4, 20)),
    *random.Random(52).sample(range(2**32), 400),
    2**32 - 1,
    2**64 + 7,
]
"""Every number below 2,100, each power of ten and the one before it, and a fixed sample of deals."""


@pytest.fixture(autouse=True)
def fresh_facts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Each test starts with no facts in memory and an empty cache folder of its own."""
    monkeypatch.setenv("WARKIT_CACHE_DIR", str(tmp_path / "cache"))
    kept_numbers.forget()
    yield tmp_path / "cache"
    kept_numbers.forget()


@pytest.mark.parametrize("language", [*available_languages(pseudo=True), "hi", "es", "pt-PT"])
def test_whole_numbers_read_as_babel_writes_them(language: str) -> None:
    t = get_translator(language) if language in available_languages(pseudo=True) else None
    locale = babel_locale(language)
    for number in NUMBERS:
        expected = format_decimal(number, locale=locale)
        assert format_integer(number, language) == expected, (language, number)
        if t is not None:
            assert t.format_number(number) == expected


@pytest.mark.parametrize("language", available_languages(pseudo=True))
def test_every_shipped_language_writes_its_whole_numbers_from_kept_facts(language: str) -> None:
    """None falls back to Babel at every start: French's narrow no-break space is kept too."""
    assert facts_from_babel(language) is not None


def test_indian_grouping_uses_the_second_group_size() -> None:
    assert format_integer(1234567, "hi") == "12,34,567"


def test_negative_numbers_and_fractions_are_written_by_babel() -> None:
    t = get_translator("ar")
    for number in (-1, -1234, 2.5, 1234.75):
        assert t.format_number(number) == format_decimal(number, locale=babel_locale("ar"))


def test_the_facts_are_kept_and_read_back_without_babel(fresh_facts: Path) -> None:
    """A later start writes its numbers from the kept file and never imports Babel."""
    assert format_integer(4294967295, "de") == "4.294.967.295"
    assert kept_path().is_file()
    program = (
        "import sys\n"
        "from warkit.i18n.numbers import format_integer\n"
        "print(format_integer(4294967295, 'de'), format_integer(1234, 'fr'))\n"
        "print(sorted(name for name in sys.modules if name.split('.')[0] == 'babel'))\n"
    )
    env = {**os.environ, "WARKIT_CACHE_DIR": str(fresh_facts)}
    first = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, check=True)
    second = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, check=True)
    assert first.stdout.splitlines()[0] == second.stdout.splitlines()[0] == "4.294.967.295 1\u202f234"
    assert "'babel.numbers'" in first.stdout.splitlines()[1]  # French was new: read from Babel once
    assert second.stdout.splitlines()[1] == "[]"


def test_an_english_table_starts_without_babel(tmp_path: Path) -> None:
    """The table's first frame in English (deal and battle lines, counts) imports no Babel once
    the facts are kept."""
    program = (
        "import asyncio, sys\n"
        "from pathlib import Path\n"
        "from warkit.tui.app import WarApp\n"
        "async def main():\n"
        f"    app = WarApp(deal=2847112004, lang='en', data_dir=Path({str(tmp_path)!r}), prepare_guide=False)\n"
        "    async with app.run_test(size=(80, 24)) as pilot:\n"
        "        await pilot.pause()\n"
        "        print(app.table.query_one('#deal').render())\n"
        "asyncio.run(main())\n"
        "print(sorted(name for name in sys.modules if name.split('.')[0] == 'babel'))\n"
    )
    env = {**os.environ, "WARKIT_CACHE_DIR": str(tmp_path / "cache")}
    runs = [
        subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, check=True)
        for _ in range(2)
    ]
    assert "Deal 2847112004" in runs[1].stdout  # as typed into "Play deal number…"
    assert runs[1].stdout.splitlines()[-1] == "[]"


@pytest.mark.parametrize(
    "kept",
    [
        "not json",
        json.dumps([1, 2, 3]),
        json.dumps({"key": "old", "formats": {"en": {"group": "X"}}}),
        "HOSTILE_GROUP",
        "HOSTILE_SIZE",
        "HOSTILE_FIELDS",
    ],
)
def test_a_damaged_or_hostile_kept_file_is_ignored(kept: str) -> None:
    """The cache folder is the player's: what is kept there never changes how a number reads."""
    good = {"group": ",", "primary": 3, "secondary": 3, "min_digits": 1, "prefix": "", "suffix": ""}
    hostile = {
        "HOSTILE_GROUP": {**good, "group": "\x1b[31m"},
        "HOSTILE_SIZE": {**good, "primary": 0},
        "HOSTILE_FIELDS": {**good, "extra": 1},
    }
    if kept in hostile:
        kept_path().parent.mkdir(parents=True)
        kept = json.dumps({"key": kept_numbers._key(), "formats": {"en": hostile[kept]}})
    else:
        kept_path().parent.mkdir(parents=True)
    kept_path().write_text(kept, encoding="utf-8")
    assert format_integer(1234567, "en") == "1,234,567"


def test_a_damaged_entry_is_made_again_from_babel() -> None:
    """A later start writes that language from kept facts again, not from Babel for ever."""
    kept_path().parent.mkdir(parents=True)
    damaged = {"group": "\x1b", "primary": 3, "secondary": 3, "min_digits": 1, "prefix": "", "suffix": ""}
    kept_path().write_text(json.dumps({"key": kept_numbers._key(), "formats": {"en": damaged}}))
    assert format_integer(1234, "en") == "1,234"
    assert json.loads(kept_path().read_text())["formats"]["en"]["group"] == ","


def test_a_kept_file_for_another_babel_is_made_again() -> None:
    kept_path().parent.mkdir(parents=True)
    wrong = {"group": ".", "primary": 3, "secondary": 3, "min_digits": 1, "prefix": "", "suffix": ""}
    kept_path().write_text(json.dumps({"key": {"format": 1, "babel": ["elsewhere"]}, "formats": {"en": wrong}}))
    assert format_integer(1234, "en") == "1,234"
    assert json.loads(kept_path().read_text())["formats"]["en"]["group"] == ","


def test_facts_that_do_not_reproduce_babel_are_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    """A language whose pattern the facts cannot express is written by Babel every time."""
    monkeypatch.setattr(IntegerFormat, "format", lambda self, number: "?")
    assert facts_from_babel("en") is None
    assert format_integer(1234, "en") == "1,234"


def test_threads_that_meet_new_languages_at_once_all_write_as_babel_does() -> None:
    """The guide is written in a thread while the table writes its own numbers."""
    from concurrent.futures import ThreadPoolExecutor

    languages = available_languages(pseudo=True) * 3
    with ThreadPoolExecutor(max_workers=8) as pool:
        written = list(pool.map(lambda language: format_integer(1234567, language), languages))
    assert written == [format_decimal(1234567, locale=babel_locale(language)) for language in languages]
    assert set(json.loads(kept_path().read_text())["formats"]) == set(available_languages(pseudo=True))


def test_an_unwritable_cache_folder_costs_only_time(fresh_facts: Path) -> None:
    fresh_facts.parent.mkdir(parents=True, exist_ok=True)
    fresh_facts.write_text("a file where the folder should be")
    assert format_integer(98765, "ru") == format_decimal(98765, locale=babel_locale("ru"))
