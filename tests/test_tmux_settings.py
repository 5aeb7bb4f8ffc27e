"""Settings in a real terminal (tmux) at the smallest size, 60x20: the arrow keys choose a
question and change its answer, Enter opens the list of answers, and the table follows."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tmux_play import real_terminal

pytestmark = pytest.mark.slow


def test_settings_answer_the_arrow_keys_and_enter_in_a_real_terminal(tmp_path: Path) -> None:
    with real_terminal(tmp_path, "settings", "--lang en --deal 5", size=(60, 20)) as pane:
        pane.wait_for("Rules: Classic")
        pane.keys("s")
        screen = pane.wait_for("Face-down cards in a war")
        assert "1 card" in screen and "Aces" in screen  # every question and answer, one widget
        pane.keys("Down", "Down", "Down", "Right")  # Rules, Short game, Players, Face-down cards: 1 → 2
        pane.wait_for("2 cards")
        screen = pane.wait_for("Classic, 2 face-down cards")  # the rules row follows (a frame later on a busy machine)
        assert "2 cards" in screen
        pane.keys("Up", "Enter")  # the list of answers for "Players"
        screen = pane.wait_for("4 players")
        assert "3 players" in screen
        pane.keys("Down", "Enter")  # 2 players → 3 players
        screen = pane.wait_gone("4 players")  # the list has closed, as a player sees it do
        assert "3 players" in screen
        pane.keys("Escape")
        screen = pane.wait_for("Set aside")  # the table deals for three: one card is set aside
        assert "Rules: Classic, " in screen  # named by its changes (cut to the 60 cells)
