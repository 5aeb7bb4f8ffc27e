"""Job control in a real terminal: Ctrl+Z suspends the full-screen game to the shell, which gets
its terminal back, and ``fg`` brings the game back redrawn and answering keys; a SIGTSTP sent from
elsewhere and quickly followed by SIGCONT (as ``fg`` sends) leaves the game usable."""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
import time
from pathlib import Path

import pytest
from test_tmux_play import WARKIT, real_terminal

pytestmark = pytest.mark.slow


def game_pid(pane_pid: str) -> int:
    """The game in the pane: the pane's process itself, or its child."""
    found = subprocess.run(["pgrep", "-f", "-P", pane_pid, "warkit"], capture_output=True, text=True).stdout.split()
    return int(found[0]) if found else int(pane_pid)


def state(pid: int) -> str:
    text = Path(f"/proc/{pid}/stat").read_text()
    return text[text.rindex(")") + 2]


def test_ctrl_z_suspends_the_game_to_the_shell_and_fg_brings_it_back(tmp_path: Path) -> None:
    shell = tmp_path / "shell"
    shell.write_text("#!/bin/sh\nexec env PS1='shell$ ' bash --norc --noprofile -i\n", encoding="utf-8")
    shell.chmod(0o755)
    with real_terminal(tmp_path, "ctrl-z", "", program=shell) as pane:  # `play` goes to bash, unread
        pane.wait_for("shell$")
        pane.keys(f"{shlex.quote(str(WARKIT))} play --lang en --deal 10", "Enter")
        pane.wait_for("Turn cards")
        pane.keys("C-z")
        screen = pane.wait_for("Stopped")
        assert "Turn cards" not in screen, screen  # the shell's own screen, not the game's
        pane.keys("fg", "Enter")
        pane.wait_for("Turn cards")
        pane.keys("Space")
        pane.wait_for("Battle 1")
        pane.keys("q")


@pytest.mark.parametrize(
    "gap", [0.0, pytest.param(0.01, marks=pytest.mark.long), pytest.param(0.05, marks=pytest.mark.long)]
)
def test_sigtstp_quickly_followed_by_sigcont_leaves_the_game_usable(tmp_path: Path, gap: float) -> None:
    with real_terminal(tmp_path, f"tstp-{gap}", "--lang en --deal 10") as pane:
        pane.wait_for("Turn cards")
        pid = game_pid(pane.tmux("list-panes", "-t", "play", "-F", "#{pane_pid}").strip())
        for _ in range(3):
            os.kill(pid, signal.SIGTSTP)
            time.sleep(gap)
            os.kill(pid, signal.SIGCONT)
            deadline = time.monotonic() + 1
            while state(pid) != "T" and time.monotonic() < deadline:
                time.sleep(0.01)
            os.kill(pid, signal.SIGCONT)  # as `fg` sends once it is stopped
        pane.wait_for("Turn cards")
        pane.keys("Space")
        pane.wait_for("Battle 1")
        pane.keys("t")  # ten battles more: still answering keys
        pane.wait_gone("Battle 1 of")
