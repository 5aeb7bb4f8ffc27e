"""Turkish has a dotted and a dotless i: i ↔ İ and ı ↔ I. Every capital warkit makes of a word
or a key is the language's own, and a key stays a key whichever of its capitals is typed.

A small Turkish catalog is laid over the shipped ones (``WARKIT_LOCALE_DIR``), as a translator's
would be.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import polib
import pytest
from babel import Locale
from test_tmux_play import real_terminal
from test_tui_support import make_app, screen_text

from warkit.controls import key_label, typed_key
from warkit.engine import Rules
from warkit.guide.markdown import render_document
from warkit.i18n import get_translator, language_name
from warkit.i18n.case import upper, upper_first
from warkit.i18n.catalog import reload
from warkit.tui.screens.stats import StatisticsScreen
from warkit.tui.screens.stats import title as record_title
from warkit.tui.screens.table import TableScreen

TURKISH = {
    ("control", "Statistics"): "İstatistik",
    ("control", "Quit"): "Çık",
    ("control description", "Shows your record: games played, won, lost and drawn for each set of rules."): (
        "Kaydını gösterir: her kural takımı için oynanan, kazanılan, kaybedilen ve berabere biten oyunlar."
    ),
}
"""A few of the game's words in Turkish, as the catalog writes them (capitals included)."""


def write_turkish_catalog(folder: Path) -> None:
    """A Turkish catalog in the overlay folder ``folder``, with the words of :data:`TURKISH`."""
    po = polib.POFile()
    po.metadata = {
        "Language": "tr",
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
        "Plural-Forms": "nplurals=2; plural=(n != 1);",
    }
    for (context, msgid), msgstr in TURKISH.items():
        po.append(polib.POEntry(msgctxt=context, msgid=msgid, msgstr=msgstr))
    po.append(polib.POEntry(msgid="{count} card", msgid_plural="{count} cards", msgstr_plural={0: "{count} kart", 1: "{count} kart"}))
    path = folder / "tr" / "LC_MESSAGES" / "warkit.po"
    path.parent.mkdir(parents=True)
    po.save(str(path))


@pytest.fixture
def turkish(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The Turkish catalog laid over the shipped ones for this test."""
    folder = tmp_path / "catalogs"
    write_turkish_catalog(folder)
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(folder))
    reload()
    yield folder
    reload()


def test_a_capital_i_in_turkish_and_azerbaijani_keeps_its_dot() -> None:
    assert upper_first("istatistik", "tr") == "İstatistik"
    assert upper_first("iki kart", "tr-CY") == "İki kart"
    assert upper_first("ılık", "tr") == "Ilık"
    assert upper_first("ingilis", "az") == "İngilis"
    assert upper("iki", "tr") == "İKİ"
    assert upper_first("istatistik", "en") == "Istatistik"


def test_a_language_name_babel_writes_in_lower_case_gets_its_languages_capital(monkeypatch: pytest.MonkeyPatch) -> None:
    # No Turkic language's name in itself starts with an i in Babel's data today; one that did
    # would be written as the language writes it.
    names = {"tr": "ilk dil", "es": "español"}
    monkeypatch.setattr(Locale, "display_name", property(lambda locale: names[locale.language]))
    assert language_name("tr") == "İlk dil"
    assert language_name("es") == "Español"


def test_the_statistics_key_is_shown_as_the_turkish_keyboard_labels_it(turkish: Path) -> None:
    t = get_translator("tr")
    assert t.pgettext("control", "Statistics") == "İstatistik"
    assert key_label("i", t) == "İ"
    assert key_label("q", t) == "Q"
    assert key_label("i", get_translator("en")) == "I"


def test_the_turkish_guide_lists_statistics_under_the_dotted_capital(turkish: Path) -> None:
    markdown = render_document(Rules(), get_translator("tr"), figures_pending=True).markdown()
    row = next(line for line in markdown.splitlines() if "İstatistik" in line and line.startswith("|"))
    assert row.startswith("| İ | İstatistik | Kaydını gösterir")


async def test_shift_i_on_a_turkish_keyboard_opens_statistics_and_dotless_i_does_not(turkish: Path, tmp_path: Path) -> None:
    app = make_app(tmp_path / "data", "tr")
    async with app.run_test(size=(160, 30)) as pilot:
        assert " İ İstatistik " in screen_text(app)
        await pilot.press("ı")  # the key labelled I types ı: another letter, not Statistics
        assert isinstance(app.screen, TableScreen)
        await pilot.press("İ")  # Shift and the key labelled İ
        assert isinstance(app.screen, StatisticsScreen)
        await pilot.press("escape", "i")  # the same key without Shift
        assert isinstance(app.screen, StatisticsScreen)



@pytest.mark.slow
def test_shift_i_opens_statistics_in_a_real_terminal_in_turkish(tmp_path: Path) -> None:
    """The terminal sends «İ» as UTF-8; Textual's parser names the key by the character itself.
    The shipped Turkish catalog, as a player has it."""
    with real_terminal(tmp_path, "dotted", "--lang tr --deal 7", "", size=(100, 30)) as pane:
        pane.wait_for("İ İstatistik")
        pane.keys("İ")
        pane.wait_for(record_title(get_translator("tr")))


def test_a_key_typed_in_the_plain_mode_matches_whichever_capital_it_is_typed_in() -> None:
    assert typed_key(" İ\n") == "i"
    assert typed_key("I") == "i"
    assert typed_key("ı") == "ı"
    assert typed_key("Q") == "q"



def test_the_examples_in_the_case_rules_hold() -> None:
    import doctest

    import warkit.controls
    import warkit.i18n.case

    assert doctest.testmod(warkit.i18n.case).failed == 0
    assert doctest.testmod(warkit.controls).failed == 0
