"""Pictures of the game (pytest-textual-snapshot): the table, a war, the summary and settings.

English and Malay at 80x24 and 120x40. The rounds are stacked decks, and the finished game uses a
fixed order for won cards, so no picture depends on the random generator. Update with
``pytest tests/test_tui_snapshots.py --snapshot-update`` after a deliberate change, and look at
the report before committing.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_support import make_app, stacked

from warkit.engine import Rules

SMALL = (80, 24)
LARGE = (120, 40)
PLAIN = stacked("QH 9S")
"""The Queen of hearts beats the 9 of spades."""
WAR = stacked("QD QS 5C 7H 9H TS", step=7)
"""Two Queens: war; the face-down 5 and 7, then the computer's 10 beats your 9."""
FOUR = stacked("4D 9S TS JC")
FIXED = Rules(won_cards="winner-first")
"""Won cards go under in a fixed order: a whole game with no shuffle in it."""


@pytest.mark.parametrize("lang, size", [("en", SMALL), ("ms", LARGE)])
def test_the_table_after_a_battle(snap_compare, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(tmp_path, lang, deck=PLAIN), press=["space"], terminal_size=size)


@pytest.mark.parametrize("lang, size", [("ms", SMALL), ("en", LARGE)])
def test_a_war_with_its_face_down_cards(snap_compare, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, lang, deck=WAR)
    assert snap_compare(app, press=["space", "space"], terminal_size=size)


def test_four_players_at_the_table(snap_compare, tmp_path: Path) -> None:
    app = make_app(tmp_path, "ms", deck=FOUR, rules=Rules.preset("krig"))
    assert snap_compare(app, press=["space"], terminal_size=SMALL)


@pytest.mark.parametrize("lang, size", [("en", SMALL), ("ms", LARGE)])
def test_the_summary(snap_compare, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, lang, deck=PLAIN, rules=FIXED)
    assert snap_compare(app, press=["f"], terminal_size=size)


@pytest.mark.parametrize("lang, size", [("ms", SMALL), ("en", LARGE)])
def test_the_settings(snap_compare, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(tmp_path, lang, deck=PLAIN), press=["s"], terminal_size=size)
