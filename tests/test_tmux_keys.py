"""Keys in a real terminal (tmux, 80x24): every letter the footer shows as a capital works typed
as one, and keys typed together reach only the screen on top.

Shift and Caps Lock send the terminal the same capital letter, so sending "T" stands for both.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tmux_play import real_terminal

from warkit.choices import settings_note
from warkit.i18n import get_translator
from warkit.tui.labels import deal_line
from warkit.tui.screens.stats import title as record_title
from warkit.tui.screens.summary import chart_title

pytestmark = pytest.mark.slow
EN = get_translator("en")
DEAL = 7


def test_capital_letters_do_what_the_footer_shows_in_a_real_terminal(tmp_path: Path) -> None:
    with real_terminal(tmp_path, "capitals", f"--lang en --deal {DEAL}") as pane:
        pane.wait_for("T Play 10 battles")
        pane.keys("T")  # Shift+T, or T with Caps Lock on
        pane.wait_for("Battle 10 of 500")
        pane.keys("S")
        pane.wait_for(settings_note(EN))
        pane.keys("Escape")
        pane.wait_for("T Play 10 battles")
        pane.keys("F")
        pane.wait_for(chart_title(EN))
        pane.keys("R")  # the summary's own keys too: Replay this deal
        pane.wait_for("Battle 0 of 500")


def test_keys_typed_together_reach_only_the_screen_on_top_in_a_real_terminal(tmp_path: Path) -> None:
    with real_terminal(tmp_path, "together", f"--lang en --deal {DEAL}") as pane:
        pane.wait_for("T Play 10 battles")
        pane.keys("s", "n")  # Settings, and N typed before it showed: the table behind deals nothing
        pane.wait_for(settings_note(EN))
        pane.keys("Escape")
        screen = pane.wait_for("Battle 0 of 500")
        assert deal_line(EN, DEAL) in screen
        pane.keys("t", "s", "i")  # ten battles, Settings on top, and I goes to Settings, not the table
        pane.wait_for(settings_note(EN))
        pane.keys("Escape")  # one Escape: back at the table, with no Statistics left over it
        screen = pane.wait_for("Battle 10 of 500")
        assert record_title(EN) not in screen and settings_note(EN) not in screen
        assert deal_line(EN, DEAL) in screen
