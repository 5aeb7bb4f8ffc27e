"""Ctrl+C in a real terminal ends the full-screen game as Q does: the round is saved, the
terminal is given back, the status is 0 and nothing is printed. So does SIGINT sent to the
process from elsewhere (``kill -INT``)."""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import subprocess
import time
from pathlib import Path

import pytest
from test_tmux_play import WARKIT, Pane, real_terminal

pytestmark = pytest.mark.slow


def reporting(tmp_path: Path) -> Path:
    """A shell that runs warkit, then prints its exit status and stays a while so it can be read.
    tmux has been seen to leave a game ended by SIGINT unreaped (a zombie, no status), and to
    blank a dead pane's last lines, so the status comes from the shell, which reaps its child."""
    script = tmp_path / "play-and-report"
    script.write_text(f'#!/bin/sh\n{shlex.quote(str(WARKIT))} "$@"\necho "exit status $?"\nsleep 60\n', encoding="utf-8")
    script.chmod(0o755)
    return script


def ended(pane: Pane, seconds: float = 15) -> tuple[int, str]:
    """The game's exit status and what its terminal shows after it."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        screen = pane.capture()
        found = re.search(r"exit status (\d+)", screen)
        if found:
            return int(found.group(1)), screen
        time.sleep(0.05)
    raise AssertionError(f"the game still runs; the pane says: {pane.capture()!r}")


@pytest.mark.parametrize("how", ["ctrl-c", "sigint"])
def test_ctrl_c_ends_the_game_saving_the_round(tmp_path: Path, how: str) -> None:
    with real_terminal(tmp_path, how, "--lang en --deal 10", program=reporting(tmp_path)) as pane:  # deal 10 opens with a war
        pane.wait_for("Turn cards")
        pane.keys("Space")  # one step played: there is a round to save
        pane.wait_for("Battle 1")
        if how == "ctrl-c":
            pane.keys("C-c")
        else:
            shell = pane.tmux("list-panes", "-t", "play", "-F", "#{pane_pid}").strip()
            game = subprocess.run(["pgrep", "-P", shell], capture_output=True, text=True, check=True).stdout.split()[0]
            os.kill(int(game), signal.SIGINT)
        status, screen = ended(pane)
    assert status == 0 and "Traceback" not in screen and "Error" not in screen, screen
    saved = json.loads((tmp_path / how / "round.json").read_text())
    assert (saved["deal"], saved["steps"]) == (10, 1)
