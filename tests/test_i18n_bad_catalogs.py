"""A broken or hostile catalog never stops the game: it warns once, naming file and line, and the
English shows for whatever cannot be used."""

from __future__ import annotations

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


TAKE = ("You take {count} card.", "You take {count} cards.")


def test_a_syntax_error_warns_with_file_and_line_and_keeps_the_rest(locale: Path) -> None:
    write_po(
        locale,
        "ms",
        """\
        msgid "Quit"
        msgstr "Keluar"

        msgid "Turn cards"
        msgstr "Buka kad

        msgid "Help"
        msgstr "Bantuan"
        """,
    )
    t = get_translator("ms", locale_dir=locale)
    assert t.gettext("Quit") == "Keluar"
    assert t.gettext("Help") == "Bantuan"
    assert t.gettext("Turn cards") == "Turn cards"
    assert len(t.warnings) == 1
    assert "warkit.po:10: error:" in t.warnings[0]


def test_a_previous_msgid_comment_is_only_a_comment(locale: Path) -> None:
    write_po(
        locale,
        "ms",
        """\
        msgid "Quit"
        msgstr "Keluar"

        #| msgid "" "Old
        #| text" " here."
        msgid "Help"
        msgstr "Bantuan"
        """,
    )
    t = get_translator("ms", locale_dir=locale)
    assert (t.gettext("Quit"), t.gettext("Help")) == ("Keluar", "Bantuan")
    assert t.warnings == []


def test_stray_text_before_an_entry_drops_that_entry_only(locale: Path) -> None:
    write_po(
        locale,
        "ms",
        """\
        msgid "Quit"
        msgstr "Keluar"

        stray words
        msgid "Help"
        msgstr "Bantuan"
        """,
    )
    t = get_translator("ms", locale_dir=locale)
    assert (t.gettext("Quit"), t.gettext("Help")) == ("Keluar", "Help")
    assert len(t.warnings) == 1 and "warkit.po:9: error:" in t.warnings[0]


def test_a_wrong_plural_count_shows_the_english(locale: Path) -> None:
    write_po(
        locale,
        "ru",
        """\
        msgid "You take {count} card."
        msgid_plural "You take {count} cards."
        msgstr[0] "Вы берёте {count} карту."
        msgstr[1] "Вы берёте {count} карт."
        """,
        RU_PLURAL,
    )
    t = get_translator("ru", locale_dir=locale)
    assert t.ngettext(*TAKE, 5, count=5) == "You take 5 cards."
    assert t.ngettext(*TAKE, 1, count=1) == "You take 1 card."
    assert len(t.warnings) == 1
    assert "warkit.po:6:" in t.warnings[0]
    assert "2" in t.warnings[0] and "3" in t.warnings[0]


def test_a_missing_placeholder_shows_the_english(locale: Path) -> None:
    write_po(locale, "ms", 'msgid "Deal {deal}"\nmsgstr "Agihan"\n')
    t = get_translator("ms", locale_dir=locale)
    assert t.gettext("Deal {deal}", deal="7") == "Deal 7"
    assert len(t.warnings) == 1 and "{deal}" in t.warnings[0]


def test_an_attribute_access_placeholder_is_refused(locale: Path) -> None:
    write_po(
        locale, "ms", 'msgid "Your {card} wins."\nmsgstr "{card.__class__} anda menang {card}."\n'
    )
    t = get_translator("ms", locale_dir=locale)
    assert t.gettext("Your {card} wins.", card="QH") == "Your QH wins."
    assert len(t.warnings) == 1 and "{card.__class__}" in t.warnings[0]


def test_an_empty_file_warns_and_everything_is_english(locale: Path) -> None:
    path = locale / "ms" / "LC_MESSAGES" / "warkit.po"
    path.parent.mkdir(parents=True)
    path.write_text("", encoding="utf-8")
    t = get_translator("ms", locale_dir=locale)
    assert t.language == "ms"
    assert t.gettext("Quit") == "Quit"
    assert len(t.warnings) == 1 and "empty" in t.warnings[0]


@pytest.mark.parametrize(
    "hostile",
    [
        "{count:>999999999}",
        "{count!r}",
        "{count[0]}",
        "{0}",
        "{}",
        "{count.real}",
        "{count",
        "count}",
        "{other}",
        "Ambil {count} kad\x1b[2J\x07",
    ],
)
def test_hostile_translations_render_the_english(locale: Path, hostile: str) -> None:
    write_po(locale, "ms", f'msgid "Take {{count}} cards"\nmsgstr "{hostile} {{count}}"\n')
    t = get_translator("ms", locale_dir=locale)
    assert t.gettext("Take {count} cards", count=3) == "Take 3 cards"
    assert len(t.warnings) == 1


def test_warnings_are_given_once_not_once_per_message(locale: Path) -> None:
    write_po(locale, "ms", 'msgid "Deal {deal}"\nmsgstr "Agihan"\n')
    t = get_translator("ms", locale_dir=locale)
    for _ in range(3):
        t.gettext("Deal {deal}", deal="7")
    assert len(t.warnings) == 1
    assert get_translator("ms", locale_dir=locale).warnings == t.warnings


def test_a_header_other_than_cldr_s_is_reported_and_still_used(locale: Path) -> None:
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
        "nplurals=3; plural=0;",
    )
    t = get_translator("ru", locale_dir=locale)
    assert t.ngettext(*TAKE, 5, count=5) == "Вы берёте 5 карту."  # the header's msgstr[0], as GNU gettext reads it
    assert [(problem.code, problem.severity, problem.refused) for problem in t.problems] == [("plural-header", "warning", False)]
