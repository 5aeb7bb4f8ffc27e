"""The published figures of War, from 100,000 games on the batch engine (``pytest -m long``)."""

from __future__ import annotations

import pytest

from warkit.engine import Rules
from warkit.engine.simulate import simulate

pytestmark = pytest.mark.long


def test_games_without_a_limit_last_442_battles_on_average_and_334_at_the_median() -> None:
    rules = Rules(face_down=1, run_out="lose", both_short="draw", won_cards="shuffled", max_battles=0)
    report = simulate(rules, 100_000, engine="batch", jobs=0)
    assert report.engine == "batch" and report.games == 100_000
    assert report.battles.mean == pytest.approx(442, rel=0.02)
    assert report.battles.median == pytest.approx(334, rel=0.02)


def test_the_classic_500_battle_limit_draws_31_4_percent_of_games() -> None:
    report = simulate(Rules.preset("classic"), 100_000, engine="batch", jobs=0)
    assert report.draws == {"limit": report.draws.get("limit", 0)}
    assert 100 * report.draws["limit"] / report.games == pytest.approx(31.4, abs=1.5)
