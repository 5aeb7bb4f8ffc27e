"""Coming back and leaving: the table says the saved game goes on (the plain mode's sentence),
quitting a game under way says where it was saved, and auto-play switches its pace, quits as Q
does and ends on the summary (Textual's Pilot, 80x24)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_tui_support import DEAL, flat, make_app, until, widget_text

from warkit.engine import Rules
from warkit.i18n import get_translator
from warkit.narration import join_sentences
from warkit.storage.save_words import resumed, saved_on_quit
from warkit.tui.screens import table
from warkit.tui.screens.summary import SummaryScreen
from warkit.tui.widgets import ControlBar, StatusBox

SIZE = (80, 24)


def status(app) -> str:
    return widget_text(app, app.table.query_one(StatusBox))


def footer(app) -> str:
    return widget_text(app, app.screen.query_one(ControlBar))


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_a_resumed_game_says_so_on_the_table_until_the_next_press(tmp_path: Path, lang: str) -> None:
    t = get_translator(lang)
    app = make_app(tmp_path, lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        battles = app.session.game.battles
        assert resumed(t, DEAL, battles) not in status(app)  # played here: nothing to welcome back
        await pilot.press("q")
    assert app.farewell == saved_on_quit(t, battles)
    app = make_app(tmp_path, lang, deal=None)
    async with app.run_test(size=SIZE) as pilot:
        told = app.table.words.teller.status(app.session.last)  # the battle on the table
        assert status(app) == flat(join_sentences(t, [resumed(t, DEAL, battles), *told]))
        await pilot.press("space")
        assert flat(resumed(t, DEAL, battles)) not in status(app)


async def test_quitting_before_a_step_or_after_the_end_says_nothing_more(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("q")
    assert app.farewell is None


async def test_auto_play_switches_its_pace_and_quits_saving(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a")
        assert footer(app) == "A Auto-play is on: other keys stop it P Calm or quick Q Quit"
        await pilot.press("p")
        assert app.session.settings.pace == "quick" and app.table.auto_timer is not None  # still playing
        await until(pilot, lambda: app.session.steps > 0)
        await pilot.press("P")
        assert app.session.settings.pace == "calm" and app.table.auto_timer is not None
        await pilot.press("q")
    steps = app.session.steps
    assert json.loads((tmp_path / "round.json").read_text())["steps"] == steps
    assert json.loads((tmp_path / "settings.json").read_text())["pace"] == "calm"
    assert app.farewell == saved_on_quit(get_translator("en"), app.session.game.battles)


async def test_the_pace_key_does_nothing_when_auto_play_is_off(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        assert app.session.settings.pace == "calm" and app.session.steps == 0


async def test_auto_play_ends_on_the_summary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(table.PACE_SECONDS, "calm", 0.01)
    app = make_app(tmp_path, rules=Rules(max_battles=26))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
        assert app.session.over and app.table.auto_timer is None
