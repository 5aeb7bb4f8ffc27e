"""Finish the game plays the game out in a thread: the table counts the battles as it goes and
keeps answering; Esc stops at the battle reached (saved there), Quit stops and quits, and the
table's other keys do nothing meanwhile."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from test_tui_support import make_app, until, widget_text

from warkit.engine import Phase, Rules
from warkit.i18n import get_translator
from warkit.storage import load_round
from warkit.tui.labels import battle_line
from warkit.tui.widgets import ControlBar, StatusBox

SIZE = (80, 24)
EN = get_translator("en")
LONG = Rules(won_cards="played", face_down=0, max_battles=0)
"""Deal 1 with these rules loops until the engine's ceiling: 100,000 battles, a few seconds."""
HELD = 300
COUNT = re.compile(r"^Playing the game out: ([\d,]+) battles? so far\.$")


def held_from(app, battles: int) -> None:
    """From ``battles`` on, Finish's thread waits after each battle until it is told to stop: the
    game is still being played whenever the test looks, however busy the machine."""
    session = app.session
    finish = session.finish
    deadline = time.monotonic() + 30  # then it plays on (a Finish that blocks the table is a failure)

    def held_finish(stop=lambda: False):
        def held() -> bool:
            while session.game.battles >= battles and not stop() and time.monotonic() < deadline:
                time.sleep(0.001)
            return stop()

        return finish(stop=held)

    session.finish = held_finish


def counted(app) -> int:
    """The battles the status box says were played so far (0 if it says something else)."""
    match = COUNT.match(widget_text(app, app.table.query_one(StatusBox)))
    return int(match.group(1).replace(",", "")) if match else 0


async def test_finish_counts_the_battles_and_esc_stops_at_the_battle_reached(tmp_path: Path) -> None:
    app = make_app(tmp_path, "en", deal=1, rules=LONG)
    held_from(app, HELD)
    async with app.run_test(size=SIZE) as pilot:
        table = app.table
        await pilot.press("f")
        await until(pilot, lambda: counted(app) > 0)  # drawn a few times a second while it plays
        assert widget_text(app, table.query_one(ControlBar)) == "Esc Stop here Q Quit"
        await pilot.press("s")  # the table's other keys do nothing meanwhile
        assert app.screen is table and table.finishing is not None
        await pilot.press("escape")  # answered while the thread plays
        await until(pilot, lambda: table.finishing is None and app.step is app.session.last)
        session = app.session
        game = session.game
        assert not session.over and game.phase is Phase.READY  # stopped between whole battles
        assert game.battles == HELD
        assert app.screen is table  # no summary: the game is not over
        status = widget_text(app, table.query_one(StatusBox))
        assert f"{game.battles:,} battles were played." in status
        assert battle_line(EN, game.battles, 0) in widget_text(app, table.query_one("#battle"))
        assert widget_text(app, table.query_one(ControlBar)).startswith("Space Turn cards")
        saved = load_round(tmp_path)  # saved where it stopped, and it replays to the same table
        assert saved is not None and saved.steps == session.steps and saved.game is not None
        assert (saved.game.battles, saved.game.counts) == (game.battles, game.counts)


@pytest.mark.parametrize("key", ["q", "ctrl+c"])
async def test_quit_while_finish_plays_saves_the_round_where_it_stopped(tmp_path: Path, key: str) -> None:
    app = make_app(tmp_path, "en", deal=1, rules=LONG)
    held_from(app, HELD)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f")
        await until(pilot, lambda: counted(app) > 0)
        await pilot.press(key)
    assert app.return_code in (0, None)
    session = app.session
    assert not session.over and session.game.battles == HELD
    saved = load_round(tmp_path)
    assert saved is not None and saved.steps == session.steps
