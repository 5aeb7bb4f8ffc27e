"""The published figures of War, from 100,000 games on the compiled engine (``pytest -m long``).

The compiled engine plays the very games of the reference engine (``test_engine_compiled``), so
these figures are its too; it is the one quick enough for 100,000 games in seconds. The
deals are 1..100,000, always the same: with them the mean is 440.7 battles and the median 334
(over deals 1..1,000,000: 442.0 and 334). A few thousand games are not enough for the mean: the
lengths have a long tail (standard deviation about 360), so 5,000 games give 442 ± 5.
"""

from __future__ import annotations

import pytest

from warkit.engine import Rules
from warkit.engine.simulate import simulate

pytestmark = pytest.mark.long


def test_games_without_a_limit_last_442_battles_on_average_and_334_at_the_median() -> None:
    rules = Rules(face_down=1, run_out="lose", both_short="draw", won_cards="shuffled", max_battles=0)
    report = simulate(rules, 100_000, engine="compiled", jobs=0)
    assert report.engine == "compiled" and report.games == 100_000
    assert report.battles.mean == pytest.approx(442, rel=0.02)
    assert report.battles.median == pytest.approx(334, rel=0.02)


def test_the_classic_500_battle_limit_draws_31_4_percent_of_games() -> None:
    report = simulate(Rules.preset("classic"), 100_000, engine="compiled", jobs=0)
    assert report.engine == "compiled"
    assert report.draws == {"limit": report.draws.get("limit", 0)}
    assert 100 * report.draws["limit"] / report.games == pytest.approx(31.4, abs=1.5)
