"""Two windows on one data folder (two tmux servers, one WARKIT_DATA_DIR): the first keeps the
round, the second says so and plays without saving it; both games count in the record, and
Statistics shows what the file holds."""

from __future__ import annotations

import json
import shlex
import time
from pathlib import Path

import pytest
from test_tmux_play import Pane, real_terminal

from warkit.engine import Game, Rules
from warkit.i18n import get_translator
from warkit.storage.save_words import round_in_use
from warkit.tui.labels import battle_line
from warkit.tui.screens.stats import title

pytestmark = pytest.mark.slow

FIRST, SECOND = 10, 20


def wait_closed(pane: Pane, seconds: float = 10) -> None:
    """Wait until the game in ``pane`` has ended (its session closes with it)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and "play" in pane.tmux("list-sessions"):
        time.sleep(0.1)
    assert "play" not in pane.tmux("list-sessions"), "the game did not end"


def played(screen_lines: list[str]) -> int:
    """The Played figure of the Statistics screen's Classic row."""
    row = next(line for line in screen_lines if line.strip().startswith("Classic"))
    return int(row.split()[1])


def test_the_second_window_leaves_the_first_its_round_and_both_games_count(tmp_path: Path) -> None:
    shared = tmp_path / "shared"
    env = f"WARKIT_DATA_DIR={shlex.quote(str(shared))}"
    t = get_translator("en")
    notice = " ".join(round_in_use(t).split()[:6])  # its first words: the toast wraps the rest
    ended = Game(Rules(), deal=SECOND)
    ended.play_to_end()
    table_top = battle_line(t, ended.battles, ended.rules.max_battles)  # the table, not the summary
    with real_terminal(tmp_path, "first", f"--lang en --deal {FIRST}", env) as first:
        first.wait_for("Turn cards")
        first.keys("Space")
        first.wait_for("Battle 1")
        with real_terminal(tmp_path, "second", f"--lang en --deal {SECOND}", env) as second:
            second.wait_for(notice)
            second.keys("f")
            second.wait_for("Cards held after each battle")  # the summary: counted in the record
            first.keys("f")
            first.wait_for("Cards held after each battle")  # shown once the record is written
            second.keys("Escape")  # alone: Escape and a letter at once read as Alt and the letter
            second.wait_for(table_top)
            second.keys("i")
            second.wait_for(title(t))
            assert played(second.capture().split("\n")) == 2  # what the file holds, not 1
            first.keys("q")
            wait_closed(first)
            second.keys("Escape")
            second.wait_for(table_top)
            second.keys("q")  # the second game quits last
            wait_closed(second)
    saved = json.loads((shared / "round.json").read_text())
    assert (saved["deal"], saved["recorded"]) == (FIRST, True)
    statistics = json.loads((shared / "statistics.json").read_text())
    assert statistics["records"]["classic"]["played"] == 2
