"""The settings screen: rules start a new round, the language changes at once, cards and motion."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_support import (
    NEXT_DEAL,
    choose_setting,
    make_app,
    screen_text,
    setting_value,
    widget_text,
)
from textual.widgets import OptionList

from warkit.controls import CONTROLS, control_label
from warkit.engine import Rules
from warkit.i18n import get_translator
from warkit.storage import load_settings
from warkit.tui.card_art import card_text
from warkit.tui.labels import card_count
from warkit.tui.screens.answers import AnswerList
from warkit.tui.screens.settings import SettingsScreen
from warkit.tui.screens.table import table_cards
from warkit.tui.views.settings import SettingsForm
from warkit.tui.widgets import ControlBar, SeatRow

SIZE = (80, 24)


choose = choose_setting


async def test_choosing_a_preset_with_the_keyboard_deals_a_new_round(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space", "s")
        assert isinstance(app.screen, SettingsScreen)
        await pilot.press("enter", "down", "down", "enter")  # Classic -> Family -> Krig
        await pilot.press("enter")  # yes, leave the game under way
        assert app.session.rules == Rules.preset("krig")
        assert app.session.deal == NEXT_DEAL and app.session.game.battles == 0
        await pilot.press("escape")
        table = app.table
        assert all(table.query_one(f"#seat-{seat}", SeatRow).display for seat in range(4))
        t = get_translator("en")
        for seat in range(4):
            assert card_count(t, 13) in widget_text(app, table.query_one(f"#seat-{seat}", SeatRow))
    assert load_settings(tmp_path).rules == Rules.preset("krig")


async def test_changing_a_knob_makes_rules_named_by_the_change_and_a_new_round(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "s")
        await choose(pilot, "face_down", 3)
        await pilot.press("enter")  # yes, leave the game under way
        assert app.session.rules == Rules(face_down=3)
        assert app.session.game.battles == 0
        assert setting_value(app, "preset") == "custom"
        await pilot.press("escape")
        assert "Rules: Classic, 3 face-down cards" in screen_text(app)


@pytest.mark.parametrize("length", [26, 50, 100])
async def test_the_short_game_sets_the_limit_and_most_cards_wins(tmp_path: Path, length: int) -> None:
    app = make_app(tmp_path, rules=Rules.preset("family"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await choose(pilot, "short_game", length)
        assert app.session.rules == Rules.preset("family").replace(max_battles=length, at_limit="count")
        await choose(pilot, "short_game", 0)
        assert app.session.rules == Rules.preset("family")


async def test_a_short_game_started_from_family_turns_off_to_family(tmp_path: Path) -> None:
    """Settings opened on "Family, short game" (no preset's exact rules) go back to Family's own
    rules when the short game is turned off, not to Classic's 500-battle draw."""
    short = Rules.preset("family").replace(max_battles=26, at_limit="count")
    app = make_app(tmp_path, rules=short)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await choose(pilot, "short_game", 0)
        assert app.session.rules == Rules.preset("family")


async def test_a_new_language_rerenders_every_screen_at_once(tmp_path: Path) -> None:
    app = make_app(tmp_path, "en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space", "s")
        before = (app.session.deal, app.session.steps)
        await choose(pilot, "language", "ms")
        ms = get_translator("ms")
        assert ms.gettext("Settings") in screen_text(app)
        assert ms.gettext("Language") in screen_text(app)
        await pilot.press("escape")
        footer = widget_text(app, app.table.query_one(ControlBar))
        assert all(control_label(item, ms) in footer for item in CONTROLS)
        assert card_count(ms, app.session.game.counts[0]) in screen_text(app)
        assert (app.session.deal, app.session.steps) == before  # the round goes on
    assert load_settings(tmp_path).language == "ms"
    again = make_app(tmp_path, None, deal=None)
    assert again.language == "ms"


async def test_letter_cards_draw_no_suit_symbols(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space", "s")
        await choose(pilot, "card_style", "ascii")
        await pilot.press("escape")
        text = screen_text(app)
        assert not set("♠♥♦♣╭╮╰╯│─░") & set(text)
        t = get_translator("en")
        faces = [card for cards in table_cards(app.session.battle_events, 2) for card, up in cards if up]
        assert len(faces) == 2  # the battle's cards stay on the table, drawn in letters
        for card in faces:
            assert card_text(card, "ascii", t) in text
        assert "+---+" in text


@pytest.mark.parametrize("name, value", [("animation", False), ("pace", "quick"), ("aces", "low"), ("bidi", "visual")])
async def test_every_choice_is_kept(tmp_path: Path, name: str, value: object) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await choose(pilot, name, value)
    saved = load_settings(tmp_path)
    assert (getattr(saved.rules, name) if name == "aces" else getattr(saved, name)) == value


async def test_left_and_right_take_the_previous_and_next_answer(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "down", "down", "down")  # Rules, Short game, Players, Face-down cards
        assert app.screen.query_one(SettingsForm).current.name == "face_down"
        await pilot.press("right", "right")
        assert app.session.rules.face_down == 3
        await pilot.press("left")
        assert app.session.rules.face_down == 2
        assert setting_value(app, "preset") == "custom"


async def test_escape_closes_the_list_and_keeps_the_answer(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "enter")
        assert isinstance(app.screen, AnswerList)
        await pilot.press("down", "escape")
        assert isinstance(app.screen, SettingsScreen)
        assert app.session.rules == Rules()


async def test_a_click_on_a_row_opens_its_answers_and_a_click_takes_one(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        form = app.screen.query_one(SettingsForm)
        await pilot.click(SettingsForm, offset=(form.columns()[1].start + 2, form.line_of("aces")))
        answers = app.screen
        assert isinstance(answers, AnswerList) and answers.row.name == "aces"
        await pilot.click(OptionList, offset=(2, 1))  # the second answer: aces low
        assert isinstance(app.screen, SettingsScreen)
        assert app.session.rules.aces.value == "low"
        assert setting_value(app, "aces") == app.session.rules.aces


async def test_tab_and_the_page_keys_move_between_questions_at_the_smallest_size(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.press("s")
        form = app.screen.query_one(SettingsForm)
        await pilot.press("tab", "tab")
        assert form.current is not None and form.current.name == "players"
        await pilot.press("shift+tab")
        assert form.current.name == "short_game"
        await pilot.press("end")
        assert form.current.name == form.rows[-1].name
        top = form.line_of(form.current.name)
        assert form.scroll_offset.y <= top < form.scroll_offset.y + form.size.height  # scrolled into view
        await pilot.press("pageup")
        assert form.current.name != form.rows[-1].name
        await pilot.press("home")
        assert form.current.name == "preset" and form.scroll_offset.y == 0


async def test_an_answer_taken_with_enter_and_settings_left_at_once_is_kept(tmp_path: Path) -> None:
    """Enter takes the answer even when Escape (back to the table) follows before the list has
    closed: a quick typist, or a busy machine, never loses the choice."""
    from textual import events

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "down", "down", "enter")  # the answers for Players
        assert isinstance(app.screen, AnswerList)
        for key, character in (("down", None), ("enter", "\r"), ("escape", "\x1b")):
            app.post_message(events.Key(key, character))  # queued at once, none waited for
        for _ in range(5):
            await pilot.pause()
        assert app.session.rules.players == 3
        assert app.screen is app.table
