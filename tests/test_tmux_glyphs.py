"""Glyphs in a real terminal (tmux, which orders and mirrors nothing itself): what the game sends
is what the player sees.

Arabic in the visual mode reads with its brackets the right way round, in the game's Settings and
in the plain mode's key hints; and on the Linux console (``TERM=linux``, whose fonts have no suit
symbols) the cards are drawn in letters unless the player chose symbols.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tmux_play import real_terminal

from warkit.engine import Game, Rules
from warkit.engine.events import CardsTurned
from warkit.i18n import get_translator
from warkit.narration.cardface import SUIT_SYMBOLS
from warkit.tui.card_art import card_text

pytestmark = pytest.mark.slow

HIGH_ACES = "(ﻚﻠﻤﻟﺍ ﻕﻮﻓ) ﻰﻠﻋﺃ"
"""Settings, "Aces": "High (above the King)" shaped, in display order, its brackets mirrored."""


def test_visual_arabic_shows_its_brackets_the_right_way_round(tmp_path: Path) -> None:
    game = "--lang ar --bidi visual --deal 5"
    with real_terminal(tmp_path, "rtl-game", game) as table, real_terminal(tmp_path, "rtl-plain", f"--plain {game}") as plain:
        table.wait_for("ﺔﻌﻳﺯﻮﺘﻟﺍ")  # the table is up ("the deal")
        table.keys("s")
        screen = table.wait_for(HIGH_ACES)
        assert HIGH_ACES.translate(str.maketrans("()", ")(")) not in screen
        screen = plain.wait_for("(f)")  # the prompt's key hints: "Finish the game (f)"
        assert ")f(" not in screen and "(q)" in screen
        plain.keys("q", "Enter")


def test_the_linux_console_gets_cards_in_letters(tmp_path: Path) -> None:
    turned = Game(Rules(), deal=5).step()[0]
    assert isinstance(turned, CardsTurned)
    t = get_translator("en")
    with real_terminal(tmp_path, "linux", "--lang en --deal 5", env="TERM=linux") as pane:
        pane.wait_for("Deal 5")
        pane.keys("Space")
        for play in turned.plays:
            screen = pane.wait_for(card_text(play.card, "ascii", t))
        assert "+---+" in screen
        assert not set(screen) & {*SUIT_SYMBOLS.values(), "╭", "│", "░"}
        pane.keys("q")
