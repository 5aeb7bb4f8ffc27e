"""The plain mode plays the table's game: the same keys end with the same figures, statistics and save.

The same presses go to the TUI (through Textual's Pilot) and to the plain mode, each on a fresh
data folder; the game each played, the figures it said, the record it wrote (statistics.json)
and the round it saved (round.json) must be the same.
"""

from __future__ import annotations

import io
import json
from dataclasses import replace
from pathlib import Path

import pytest
from test_tui_support import DEAL, NEXT_DEAL, WAR_DEAL, finish, make_app

from warkit.engine import Game, Rules
from warkit.i18n import get_translator
from warkit.narration import Narrator
from warkit.plain import PlainGame
from warkit.session import Session
from warkit.storage import Settings, Statistics

SIZE = (100, 30)
PLAIN_KEY = {"space": "", "t": "10", "f": "f", "n": "n", "r": "r", "q": "q"}
"""The table's key for each press and the plain mode's line for it."""


def files(folder: Path) -> dict[str, object]:
    """The saved files, each game's time in the list of last games left out: the two runs finish
    their games a moment apart (the record's dates: tests/test_stats_record.py)."""
    found = {name: json.loads((folder / name).read_text()) for name in ("round.json", "statistics.json") if (folder / name).exists()}
    for game in found.get("statistics.json", {}).get("games", []):
        game.pop("when")
    return found


def undated(record: Statistics) -> Statistics:
    """The record with each game's time left out (as in :func:`files`)."""
    return replace(record, games=tuple(replace(game, when="") for game in record.games))


async def table(folder: Path, deal: int, keys: list[str]) -> tuple[Session, dict[str, object]]:
    app = make_app(folder, deal=deal)
    async with app.run_test(size=SIZE) as pilot:
        for key in keys:
            if key == "f":
                await finish(pilot, "escape")  # the summary closes back to the table
            else:
                await pilot.press(key)
                await pilot.pause()
    return app.session, files(folder)


def plain(folder: Path, deal: int, keys: list[str]) -> tuple[Session, list[str], dict[str, object]]:
    out = io.StringIO()
    session = Session(folder, Settings(), Statistics(), deal=deal, new_deal=lambda: NEXT_DEAL)
    PlainGame(get_translator("en"), session, out).run(PLAIN_KEY[key] + "\n" for key in keys)
    return session, out.getvalue().splitlines(), files(folder)


@pytest.mark.parametrize(
    ("deal", "keys"),
    [
        (DEAL, ["space", "space", "t", "space", "f", "q"]),  # a whole game: figures and the record
        (WAR_DEAL, ["space", "t", "space", "q"]),  # quit mid-game: the round saved
        (DEAL, ["space", "f", "n", "space", "space", "q"]),  # a finished game, then a new one under way
    ],
    ids=["finished", "quit-mid-game", "new-after-finishing"],
)
async def test_the_same_keys_end_with_the_same_figures_statistics_and_save(tmp_path: Path, deal: int, keys: list[str]) -> None:
    tui, tui_files = await table(tmp_path / "tui", deal, keys)
    session, lines, plain_files = plain(tmp_path / "plain", deal, keys)
    assert session.game.log == tui.game.log
    assert session.game.counts == tui.game.counts
    assert session.game.stats == tui.game.stats
    assert plain_files == tui_files
    assert "round.json" in plain_files
    if "f" in keys:  # the game of deal DEAL finished: its figures said, and counted once
        assert undated(session.read_record()) == undated(tui.read_record())
        finished = Game(Rules(), deal=deal)
        finished.play_to_end()
        assert all(line in lines for line in Narrator(get_translator("en"), Rules()).statistics(finished.stats))
        assert sum(record.played for record in session.read_record().records.values()) == 1
