"""Pictures of the game (pytest-textual-snapshot): the table, a war, the summary and settings.

English and Malay at 80x24 and 120x40. Update with ``pytest tests/test_tui_snapshots.py
--snapshot-update`` after a deliberate change, and look at the report before committing.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_support import DEAL, WAR_DEAL, make_app

from warkit.engine import Rules

SMALL = (80, 24)
LARGE = (120, 40)


@pytest.mark.parametrize("lang, size", [("en", SMALL), ("ms", LARGE)])
def test_the_table_after_a_battle(snap_compare, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(tmp_path, lang, deal=DEAL), press=["space"], terminal_size=size)


@pytest.mark.parametrize("lang, size", [("ms", SMALL), ("en", LARGE)])
def test_a_war_with_its_face_down_cards(snap_compare, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, lang, deal=WAR_DEAL)
    assert snap_compare(app, press=["space", "space"], terminal_size=size)


def test_four_players_at_the_table(snap_compare, tmp_path: Path) -> None:
    app = make_app(tmp_path, "ms", deal=DEAL, rules=Rules.preset("krig"))
    assert snap_compare(app, press=["space"], terminal_size=SMALL)


@pytest.mark.parametrize("lang, size", [("en", SMALL), ("ms", LARGE)])
def test_the_summary(snap_compare, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(tmp_path, lang, deal=DEAL), press=["f"], terminal_size=size)


@pytest.mark.parametrize("lang, size", [("ms", SMALL), ("en", LARGE)])
def test_the_settings(snap_compare, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(tmp_path, lang, deal=DEAL), press=["s"], terminal_size=size)
