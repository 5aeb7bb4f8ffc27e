"""The batch and compiled engines play the very games the scalar engine plays, deal for deal.

Each comparison plays the scalar engine once and holds both faster engines to it. The compiled
engine needs numba (``warkit[fast]``, which ``scripts/test`` installs): without it these tests
fail rather than skip, so that a run without it cannot pass as a proof.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warkit.engine import Game, Reason, Rules, compiled, deal_order
from warkit.engine.batch import (
    REASONS,
    BatchGames,
    Results,
    deal_orders,
    play_deals,
    shuffle_rows,
    supports,
)
from warkit.engine.rng import WON_CARDS_STREAM, WarRandom
from warkit.engine.rules import AT_LIMIT, BOTH_SHORT, PRESETS, RUN_OUT
from warkit.engine.simulate import BATCH_FROM, choose_engine, simulate

Figures = tuple[Reason, "int | None", int, int, int, int, tuple[int, ...]]

MIXED_RULES = [
    Rules(players=3, face_down=0, run_out="last-card", both_short="count", max_battles=100, at_limit="count"),
    Rules(players=4, face_down=3, both_short="count", max_battles=0, aces="low"),
    Rules(players=3, face_down=2, run_out="last-card", max_battles=0),
    Rules(players=2, face_down=3, run_out="last-card", both_short="count", max_battles=26, at_limit="count"),
    Rules(players=2, face_down=0, max_battles=0, aces="low"),
    Rules(players=4, face_down=1, run_out="last-card", both_short="count", at_limit="count"),
    Rules(players=3, face_down=3, max_battles=0),
    Rules(players=4, face_down=2, max_battles=50, aces="low"),
    Rules(players=2, face_down=2, both_short="count", max_battles=0),
    Rules(players=2, face_down=3, max_battles=0, aces="low"),
    Rules(players=3, face_down=1, both_short="count", max_battles=0, aces="low"),
    Rules(players=4, face_down=0, run_out="last-card", max_battles=0),
]
"""A dozen rule sets besides the presets: 2-4 players, 0-3 face-down cards, both running-out
rules, both ways of settling a war everyone is short for, limits settled both ways, aces both ways."""


def scalar_figures(rules: Rules, deal: int) -> Figures:
    game = Game(rules, deal=deal, record=False)
    game.play_to_end()
    assert game.outcome is not None
    outcome = game.outcome
    return (outcome.reason, outcome.winner, game.battles, game.wars, game.longest_war, game.biggest_haul, game.counts)


def batch_figures(results: Results) -> list[Figures]:
    return [
        (
            REASONS[results.reason[i]],
            None if results.winner[i] < 0 else int(results.winner[i]),
            int(results.battles[i]),
            int(results.wars[i]),
            int(results.longest_war[i]),
            int(results.biggest_haul[i]),
            tuple(int(count) for count in results.counts[i]),
        )
        for i in range(len(results))
    ]


def assert_same_games(rules: Rules, deals: list[int], slots: int = 4096) -> None:
    """Every deal's figures from the batch and the compiled engine equal the scalar engine's."""
    deals = sorted(deals)
    expected = [scalar_figures(rules, deal) for deal in deals]
    for engine, results in (("batch", play_deals(rules, deals, slots=slots)), ("compiled", compiled.play_deals(rules, deals))):
        assert results.deal.tolist() == deals
        played = batch_figures(results)
        different = [index for index, (a, b) in enumerate(zip(expected, played, strict=True)) if a != b]
        assert not different, f"deal {deals[different[0]]}: scalar {expected[different[0]]}, {engine} {played[different[0]]}"


# -- the random numbers -------------------------------------------------------------------------


def test_every_deal_has_the_deck_the_scalar_engine_deals() -> None:
    deals = [*range(1, 2001), 2**31, 2**32 - 1]
    orders = deal_orders(np.array(deals))
    assert all(orders[row].tolist() == deal_order(deal) for row, deal in enumerate(deals))


@pytest.mark.parametrize("state", [0, 1, 2**63, 0xDEADBEEF12345678])
def test_shuffles_of_won_cards_match_war_random_even_where_a_draw_is_rejected(state: int) -> None:
    # From state 0 the first output is 0, which Lemire's method rejects below any bound that does
    # not divide 2**32: the shuffles of 3, 5, 6, 7 ... cards must draw again, as WarRandom does.
    for length in range(1, 40):
        rng = WarRandom(1, WON_CARDS_STREAM)
        rng.state = state
        expected = list(range(length))
        rng.shuffle(expected)
        table = np.zeros((2, 64), dtype=np.uint8)
        table[:, :length] = np.arange(length)
        after = shuffle_rows(table, np.array([length, length]), np.array([state, state], dtype=np.uint64))
        assert table[0, :length].tolist() == expected == table[1, :length].tolist()
        assert int(after[0]) == rng.state == int(after[1])


# -- the same games -----------------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_each_preset_plays_deals_1_to_2000_exactly_as_the_scalar_engine(preset: str) -> None:
    assert_same_games(Rules.preset(preset), list(range(1, 2001)))


def rules_id(rules: Rules) -> str:
    return f"{rules.players}p-{rules.face_down}fd-{rules.run_out}-{rules.both_short}-{rules.max_battles}{rules.at_limit}-{rules.aces}"


@pytest.mark.parametrize("rules", MIXED_RULES, ids=rules_id)
def test_mixed_rules_play_exactly_as_the_scalar_engine(rules: Rules) -> None:
    assert_same_games(rules, list(range(1, 201)))


@pytest.mark.long
@pytest.mark.parametrize("rules", MIXED_RULES, ids=rules_id)
def test_mixed_rules_play_deals_1_to_2000_exactly_as_the_scalar_engine(rules: Rules) -> None:
    assert_same_games(rules, list(range(1, 2001)))


def test_a_small_batch_recycles_its_slots_and_still_plays_every_deal_exactly() -> None:
    # 8 slots for 80 deals: most deals start in a slot another game has just left.
    assert_same_games(Rules.preset("classic"), list(range(5000, 5080)), slots=8)


rules_strategy = st.builds(
    Rules,
    players=st.integers(2, 4),
    face_down=st.integers(0, 3),
    run_out=st.sampled_from(RUN_OUT),
    both_short=st.sampled_from(BOTH_SHORT),
    won_cards=st.just("shuffled"),
    max_battles=st.sampled_from([0, 1, 26, 100, 500]),
    at_limit=st.sampled_from(AT_LIMIT),
    aces=st.sampled_from(["high", "low"]),
)


@settings(max_examples=15, deadline=None)
@given(rules=rules_strategy, deals=st.lists(st.integers(1, 2**32 - 1), min_size=1, max_size=12, unique=True), slots=st.integers(1, 8))
def test_random_small_batches_agree_with_the_scalar_engine(rules: Rules, deals: list[int], slots: int) -> None:
    assert_same_games(rules, deals, slots=slots)


@pytest.mark.long
@settings(max_examples=400, deadline=None)
@given(rules=rules_strategy, deals=st.lists(st.integers(1, 2**32 - 1), min_size=1, max_size=12, unique=True), slots=st.integers(1, 8))
def test_many_random_small_batches_agree_with_the_scalar_engine(rules: Rules, deals: list[int], slots: int) -> None:
    assert_same_games(rules, deals, slots=slots)


@pytest.mark.long
@pytest.mark.parametrize("preset", PRESETS)
def test_each_preset_plays_5000_deals_from_the_whole_range_exactly_as_the_scalar_engine(preset: str) -> None:
    deals = np.random.default_rng(15).choice(2**32 - 1, size=5000, replace=False) + 1
    assert_same_games(Rules.preset(preset), deals.tolist())


@pytest.mark.parametrize("engine", ["batch", "compiled"])
def test_fixed_won_card_orders_are_left_to_the_scalar_engine(engine: str) -> None:
    rules = Rules(won_cards="winner-first")
    assert not supports(rules)
    with pytest.raises(ValueError):
        BatchGames(rules)
    with pytest.raises(ValueError):
        compiled.play_deals(rules, [1])
    report = simulate(rules, 50, engine=engine)
    assert report.engine == "scalar"


# -- the simulator's figures ---------------------------------------------------------------------


@pytest.mark.parametrize("rules", [Rules.preset("family"), MIXED_RULES[0]], ids=["family", "3p-limit"])
def test_batch_compiled_and_scalar_reports_are_identical_but_for_time_and_engine(rules: Rules) -> None:
    reports = [simulate(rules, 700, first_deal=7, engine=engine).as_json() for engine in ("scalar", "batch", "compiled")]
    assert [report.pop("engine") for report in reports] == ["scalar", "batch", "compiled"]
    for report in reports:
        report.pop("seconds")
    assert reports[0] == reports[1] == reports[2]


def test_auto_takes_the_compiled_engine_for_long_runs_when_numba_is_there() -> None:
    rules = Rules.preset("classic")
    assert choose_engine(rules, BATCH_FROM, "auto") == "compiled"
    assert choose_engine(rules, BATCH_FROM - 1, "auto") == "scalar"
    assert choose_engine(rules, 10, "compiled") == "compiled"
    assert choose_engine(rules.replace(won_cards="played"), 10**6, "auto") == "scalar"


def test_the_compiled_engine_stops_between_blocks_and_keeps_only_finished_games() -> None:
    from warkit.engine.simulate import Tally

    answers = iter([False, True])
    tally = compiled.play_into(Tally(2), Rules(max_battles=0), 1, 3 * compiled.BLOCK, stop=lambda: next(answers))
    assert tally.games == compiled.BLOCK
    assert sum(tally.wins) + sum(tally.draws.values()) == tally.games


def test_the_batch_engine_stops_when_asked_and_keeps_only_finished_games() -> None:
    from warkit.engine.batch import play_into
    from warkit.engine.simulate import Tally

    asked = []

    def stop() -> bool:
        asked.append(True)
        return True

    tally = play_into(Tally(2), Rules(max_battles=0), 1, 20_000, stop=stop, slots=5000)
    assert asked and 0 < tally.games < 20_000
    assert sum(tally.wins) + sum(tally.draws.values()) == tally.games


def test_the_last_games_replayed_on_the_scalar_engine_give_the_same_results() -> None:
    rules = Rules.preset("pagat")
    on_arrays = play_deals(rules, list(range(1, 121)), scalar_tail=0)
    with_tail = play_deals(rules, list(range(1, 121)), scalar_tail=40)
    assert batch_figures(on_arrays) == batch_figures(with_tail)
