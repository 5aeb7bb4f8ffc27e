"""Catalogs: read from the .po on demand, English for whatever cannot be used, never a crash."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from po_files import RU_PLURAL, write_po

from warkit.i18n import get_translator, reload


@pytest.fixture
def locale(tmp_path: Path) -> Iterator[Path]:
    reload()
    yield tmp_path
    reload()


def test_translated_message_is_shown(locale: Path) -> None:
    write_po(locale, "ms", 'msgid "Turn cards"\nmsgstr "Buka kad"\n')
    assert get_translator("ms", locale_dir=locale).gettext("Turn cards") == "Buka kad"


def test_untranslated_and_fuzzy_messages_show_the_english(locale: Path) -> None:
    write_po(
        locale,
        "ms",
        """\
        msgid "Turn cards"
        msgstr ""

        #, fuzzy
        msgid "Quit"
        msgstr "Keluar salah"
        """,
    )
    t = get_translator("ms", locale_dir=locale)
    assert t.gettext("Turn cards") == "Turn cards"
    assert t.gettext("Quit") == "Quit"
    assert t.warnings == []


def test_context_picks_the_right_translation(locale: Path) -> None:
    write_po(
        locale,
        "ms",
        """\
        msgctxt "button"
        msgid "Play"
        msgstr "Main"

        msgid "Play"
        msgstr "Permainan"
        """,
    )
    t = get_translator("ms", locale_dir=locale)
    assert t.pgettext("button", "Play") == "Main"
    assert t.gettext("Play") == "Permainan"


def test_an_edited_po_is_seen_after_reload_without_a_compile_step(locale: Path) -> None:
    path = write_po(locale, "ms", 'msgid "Quit"\nmsgstr "Keluar"\n')
    assert get_translator("ms", locale_dir=locale).gettext("Quit") == "Keluar"
    path.write_text(
        path.read_text(encoding="utf-8").replace("Keluar", "Berhenti"), encoding="utf-8"
    )
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    assert get_translator("ms", locale_dir=locale).gettext("Quit") == "Berhenti"


@pytest.mark.parametrize(
    ("n", "form"), [(1, "карту"), (2, "карты"), (5, "карт"), (21, "карту"), (11, "карт")]
)
def test_russian_has_three_plural_forms(locale: Path, n: int, form: str) -> None:
    write_po(
        locale,
        "ru",
        """\
        msgid "You take {count} card."
        msgid_plural "You take {count} cards."
        msgstr[0] "Вы берёте {count} карту."
        msgstr[1] "Вы берёте {count} карты."
        msgstr[2] "Вы берёте {count} карт."
        """,
        RU_PLURAL,
    )
    t = get_translator("ru", locale_dir=locale)
    text = t.ngettext("You take {count} card.", "You take {count} cards.", n, count=n)
    assert text == f"Вы берёте {n} {form}."


def test_numbers_are_written_the_locales_way(locale: Path) -> None:
    write_po(locale, "ru", 'msgid "x"\nmsgstr "y"\n', RU_PLURAL)
    assert (
        get_translator("en", locale_dir=locale).gettext("{n} battles", n=12345) == "12,345 battles"
    )
    assert (
        get_translator("ru", locale_dir=locale).gettext("{n}", n=12345) == "12\N{NO-BREAK SPACE}345"
    )
