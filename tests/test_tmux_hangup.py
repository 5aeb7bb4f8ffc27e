"""Closing the terminal ends the game: tmux's kill-server hangs up the pane (SIGHUP, then SIGCONT),
and the game saves its round and exits instead of waiting for ever on a terminal that is gone."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from test_tmux_play import real_terminal

pytestmark = pytest.mark.slow


def has_ended(pid: int) -> bool:
    """Whether the process is gone or only waits to be reaped (a zombie)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return True
    return "\nState:\tZ" in status


def ends_within(pid: int, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if has_ended(pid):
            return True
        time.sleep(0.05)
    return False


@pytest.mark.parametrize(
    "opens, shows",
    [(None, "War step"), ("h", "How to play War"), ("s", "Face-down cards in a war"), ("a", "Auto-play is on")],
    ids=["table", "help", "settings", "auto-play"],
)
@pytest.mark.parametrize("attempt", range(2))
def test_closing_the_terminal_saves_the_round_and_ends_the_game(
    tmp_path: Path, opens: str | None, shows: str, attempt: int
) -> None:
    with real_terminal(tmp_path, "hangup", "--lang en --deal 10") as pane:  # deal 10 opens with a war
        pane.wait_for("Turn cards")
        pane.keys("Space")  # one step played: there is a round to save
        pane.wait_for("Battle 1")
        if opens:
            pane.keys(opens)
        pane.wait_for(shows)
        pid = int(pane.tmux("list-panes", "-t", "play", "-F", "#{pane_pid}").strip())
        pane.tmux("kill-server")
        assert ends_within(pid, 10), f"warkit (pid {pid}) still runs after its terminal closed"
    saved = json.loads((tmp_path / "hangup" / "round.json").read_text())
    assert saved["deal"] == 10 and saved["steps"]
