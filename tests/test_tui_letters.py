"""Letters means ASCII everywhere, and the Linux console draws Letters unless the player chose.

With the card style Letters every mark, line and frame the game draws beside its words is ASCII:
the cards, "..." where something had no room, the Settings' list mark, the summary's bars, Help's
table lines, bullets and cards, the dialogs' frames, a notice's edge and the scroll bars. The
words are the language and stay as translated; so that whatever is not ASCII on screen can only be
the game's own drawing, these tests play in English with its typography made ASCII (:class:`AsciiEnglish`).

A player who never chose a card style gets Letters where ``TERM=linux`` (the Linux console's fonts
have no ♠ ♥ ♦ ♣) and Symbols elsewhere; a choice, saved, wins everywhere.
"""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest
from test_tui_support import WAR_DEAL, choose_setting, make_app, screen_text, setting_value, until

import warkit.tui.card_art
import warkit.tui.chart
from warkit.engine import Card, Game, Rules
from warkit.engine.events import CardsTurned
from warkit.i18n import Translator, get_translator
from warkit.i18n import catalog as catalogs
from warkit.narration.cardface import SUIT_SYMBOLS
from warkit.storage import load_settings
from warkit.tui.card_art import card_text, draw_stack, style_in_use
from warkit.tui.screens.settings import SettingsScreen
from warkit.tui.screens.summary import SummaryScreen
from warkit.tui.views.guide import GuideText
from warkit.tui.widgets import SeatRow

SUITS = set(SUIT_SYMBOLS.values())


class AsciiEnglish(Translator):
    """English (or the longer pseudo-English ``en-XA``) with every character that is not ASCII
    written ``?`` (… “ ” ’ —): the same widths, so the screens lay out as in that language, and
    the words themselves all ASCII."""

    def __init__(self, language: str = "en") -> None:
        super().__init__(language, catalogs.load(language) if language != "en" else None)

    def gettext(self, message: str, /, **values: object) -> str:
        return _ascii(super().gettext(message, **values))

    def pgettext(self, context: str, message: str, /, **values: object) -> str:
        return _ascii(super().pgettext(context, message, **values))

    def ngettext(self, singular: str, plural: str, n: int, /, **values: object) -> str:
        return _ascii(super().ngettext(singular, plural, n, **values))

    def npgettext(self, context: str, singular: str, plural: str, n: int, /, **values: object) -> str:
        return _ascii(super().npgettext(context, singular, plural, n, **values))


def _ascii(text: str) -> str:
    return "".join(ch if ch.isascii() else "?" for ch in text)


def assert_ascii(app, where: str) -> str:
    text = screen_text(app)
    drawn = sorted({ch for ch in text if not ch.isascii()})
    assert not drawn, f"{where} draws {''.join(drawn)}:\n{text}"
    return text


async def test_letters_draw_every_screen_in_ascii(tmp_path: Path) -> None:
    app = make_app(tmp_path, deal=WAR_DEAL)
    async with app.run_test(size=(80, 24)) as pilot:
        app.show_words(AsciiEnglish())
        await pilot.press("s")
        await choose_setting(pilot, "card_style", "ascii")
        assert_ascii(app, "Settings")
        await pilot.press("enter")  # the list of answers, in its frame
        await pilot.pause()
        assert_ascii(app, "the list of answers")
        await pilot.press("escape", "escape", "space", "space")  # a war: cards up and down
        await pilot.pause()
        assert "+---+" in assert_ascii(app, "the table")
        app.tell("A notice.", severity="warning")
        await pilot.pause()
        assert_ascii(app, "a notice")
        app.clear_notifications()
        await pilot.press("d")
        await pilot.pause()
        assert_ascii(app, "the deal dialog")
        await pilot.press("escape", "h")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert_ascii(app, "Help")  # its frames and scroll bars
        guide = "\n".join(line.text for block in app.screen.query_one(GuideText).placed for line in block.lines)
        drawn = sorted({ch for ch in guide if not ch.isascii()})
        assert not drawn, f"Help's guide draws {''.join(drawn)}"  # every table, list and card of it
        assert " | " in guide and "-+-" in guide and "* " in guide and "AS KS QS" in guide, guide
        await pilot.press("escape", "f")
        await until(pilot, lambda: isinstance(app.screen, SummaryScreen))  # Finish plays off the loop
        assert_ascii(app, "the summary and its chart")
        app.show_words(AsciiEnglish("en-XA"))  # longer words, at the smallest size: cut with "..."
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert "..." in assert_ascii(app, "the summary, its words cut")
        await pilot.press("escape")
        await pilot.pause()
        assert "..." in assert_ascii(app, "the table, its words cut")


def test_the_examples_in_the_card_style_and_chart_docs_hold() -> None:
    assert doctest.testmod(warkit.tui.card_art).failed == doctest.testmod(warkit.tui.chart).failed == 0


def test_cards_with_no_room_end_in_three_dots() -> None:
    t = get_translator("en")
    cards = [(Card.parse(code), True) for code in "2C 3D 4H 5S 6C 7D 8H 9S TC".split()]
    rows = [row.plain for row in draw_stack(cards, "ascii", t, 10)]
    assert rows[1].startswith("...") and all(row.isascii() for row in rows)


@pytest.fixture
def linux_console(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TERM", "linux")


def table_cards(app) -> str:
    return " ".join(row.render().plain for row in app.table.query(SeatRow) if row.display)


@pytest.mark.usefixtures("linux_console")
async def test_the_linux_console_draws_letters_until_the_player_chooses_symbols(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("space")
        await pilot.pause()
        turned = Game(Rules(), deal=app.session.deal).step()[0]
        assert isinstance(turned, CardsTurned)
        cards = table_cards(app)
        assert all(card_text(play.card, "ascii", app.t) in cards for play in turned.plays)
        assert not SUITS & set(screen_text(app))
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen) and setting_value(app, "card_style") == "ascii"
        await choose_setting(pilot, "card_style", "symbols")
        await pilot.press("escape")
        await pilot.pause()
        assert SUITS & set(table_cards(app))
    assert load_settings(tmp_path).card_style == "symbols"  # chosen, so it stays on this console too


@pytest.mark.usefixtures("linux_console")
async def test_another_setting_changed_leaves_the_card_style_to_the_terminal(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await choose_setting(pilot, "pace", "quick")
    saved = load_settings(tmp_path)
    assert saved.pace == "quick" and saved.card_style is None  # never chosen: still the terminal's


def test_a_card_style_never_chosen_follows_the_terminal_and_a_choice_wins() -> None:
    assert style_in_use(None, {"TERM": "linux"}).ascii_only
    assert not style_in_use(None, {"TERM": "xterm-256color"}).ascii_only
    assert not style_in_use(None, {}).ascii_only
    assert not style_in_use("symbols", {"TERM": "linux"}).ascii_only
    assert style_in_use("ascii", {"TERM": "xterm-256color"}).ascii_only
