"""Catalogs: read from the .po on demand, English for whatever cannot be used, never a crash."""

from __future__ import annotations

import os
import textwrap
from pathlib import Path

import pytest

from warkit.i18n import get_translator, reload

HEADER = """\
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: {plural}\\n"

"""
RU_PLURAL = (
    "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
    "(n%100<10 || n%100>=20) ? 1 : 2);"
)


def write_po(base: Path, lang: str, body: str, plural: str = "nplurals=2; plural=(n != 1);") -> Path:
    path = base / lang / "LC_MESSAGES" / "warkit.po"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(HEADER.format(plural=plural) + textwrap.dedent(body), encoding="utf-8")
    return path


@pytest.fixture
def locale(tmp_path: Path) -> Path:
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
    path.write_text(path.read_text(encoding="utf-8").replace("Keluar", "Berhenti"), encoding="utf-8")
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    assert get_translator("ms", locale_dir=locale).gettext("Quit") == "Berhenti"


@pytest.mark.parametrize(("n", "form"), [(1, "карту"), (2, "карты"), (5, "карт"), (21, "карту"), (11, "карт")])
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
    assert get_translator("en", locale_dir=locale).gettext("{n} battles", n=12345) == "12,345 battles"
    assert get_translator("ru", locale_dir=locale).gettext("{n}", n=12345) == "12\N{NO-BREAK SPACE}345"
