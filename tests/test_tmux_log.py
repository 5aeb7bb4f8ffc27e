"""The battle log in a real terminal (tmux, 80x24): L opens it at the latest battle, Home goes to
the deal, End back to the end, and L again (typed as a capital too) closes it."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tmux_play import real_terminal

from warkit.engine import Game, Rules
from warkit.i18n import get_translator
from warkit.narration import Narrator
from warkit.narration.chapters import battle_heading
from warkit.tui.labels import log_title

pytestmark = pytest.mark.slow
DEAL = 10


def test_the_battle_log_opens_at_the_latest_battle_in_a_real_terminal(tmp_path: Path) -> None:
    t = get_translator("ms")
    narrator = Narrator(t, Rules())
    game = Game(Rules(), deal=DEAL)
    deal_sentence = narrator.narrate(game.log)[0]
    tenth = game.play_battles(10)
    last = narrator.narrate(tenth)[-1]
    with real_terminal(tmp_path, "log", f"--lang ms --deal {DEAL}") as pane:
        pane.wait_for(deal_sentence)
        pane.keys("t")
        pane.wait_for("10 daripada 500")
        pane.keys("l")
        pane.wait_for(log_title(t))  # the screen's title is drawn before its lines
        screen = pane.wait_for(" ".join(last.split()))
        assert battle_heading(t, 10) in screen
        assert deal_sentence not in screen
        pane.keys("Home")  # at once: the screen takes it, whatever has the focus
        screen = pane.wait_for(deal_sentence)
        assert battle_heading(t, 1) in screen and battle_heading(t, 10) not in screen
        pane.keys("End")
        pane.wait_for(battle_heading(t, 10))
        pane.keys("L")
        screen = pane.wait_for("10 daripada 500")  # the table's top line
        assert deal_sentence not in screen
