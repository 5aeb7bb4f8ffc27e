"""Ctrl+C in a real terminal ends the full-screen game as Q does: the round is saved, the
terminal is given back, the status is 0 and nothing is printed. So does SIGINT sent to the
process from elsewhere (``kill -INT``)."""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

import pytest
from test_tmux_play import Pane, real_terminal

pytestmark = pytest.mark.slow


def ended(pane: Pane, seconds: float = 15) -> tuple[int, str]:
    """The game's exit status and what its terminal shows after it (the pane is kept after
    the game ends, ``remain-on-exit``)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        dead, _, status = pane.tmux("display-message", "-p", "-t", "play", "#{pane_dead} #{pane_dead_status}").strip().partition(" ")
        if dead == "1":
            return int(status), pane.capture()
        time.sleep(0.05)
    raise AssertionError(f"the game still runs; the pane says: {pane.capture()!r}")


@pytest.mark.parametrize("how", ["ctrl-c", "sigint"])
def test_ctrl_c_ends_the_game_saving_the_round(tmp_path: Path, how: str) -> None:
    with real_terminal(tmp_path, how, "--lang en --deal 10") as pane:  # deal 10 opens with a war
        pane.tmux("set-option", "-t", "play", "remain-on-exit", "on")
        pane.wait_for("Turn cards")
        pane.keys("Space")  # one step played: there is a round to save
        pane.wait_for("Battle 1")
        if how == "ctrl-c":
            pane.keys("C-c")
        else:
            os.kill(int(pane.tmux("list-panes", "-t", "play", "-F", "#{pane_pid}").strip()), signal.SIGINT)
        status, screen = ended(pane)
    assert status == 0 and "Traceback" not in screen and "Error" not in screen, screen
    saved = json.loads((tmp_path / how / "round.json").read_text())
    assert (saved["deal"], saved["steps"]) == (10, 1)
