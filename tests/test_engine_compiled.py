"""The compiled engine plays the very games the reference engine (``Game``) plays, deal for deal.

The rule sets are generated from the knobs (``rule_strategies``), narrowed to what the kernel says
it plays (``COMPILED_PLAYS``), so a new knob is in these tests as soon as it is in ``KNOBS``. The
compiled engine needs numpy and numba (``warkit[fast]``, which ``scripts/test`` installs): without
them these tests fail rather than skip, so that a run without them cannot pass as a proof.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rule_strategies import rules_strategy

from warkit.engine import Game, Reason, Rules, compiled
from warkit.engine.cards import CARDS
from warkit.engine.compiled import REASONS, Results
from warkit.engine.rng import (
    DECK_INCREMENT,
    WARKIT_STREAM,
    WON_CARDS_INCREMENT,
    WON_CARDS_STREAM,
    WarRandom,
)
from warkit.engine.rules import PRESETS
from warkit.engine.simulate import COMPILED_FROM, COMPILING_FROM, choose_engine, simulate
from warkit.engine.tally import COMPILED_PLAYS, Tally, supports

Figures = tuple[Reason, "int | None", int, int, int, int, tuple[int, ...]]

KERNEL_RULES = rules_strategy(within=COMPILED_PLAYS)
"""Every knob of KNOBS, at every value the kernel says it plays."""
KERNEL_PRESETS = [name for name, rules in PRESETS.items() if supports(rules)] + ["pagat-count"]
"""The presets the kernel plays (all four), and pagat's rules with both-short ``count``."""


def preset_rules(name: str) -> Rules:
    if name == "pagat-count":
        return Rules.preset("pagat").replace(both_short="count")
    return Rules.preset(name)


def kernel_of(rules: Rules) -> tuple[int, bool]:
    """Which of the six kernels plays ``rules``: its number of players, and whether a limit applies."""
    return rules.players, rules.max_battles > 0


PRESET_KERNELS = {kernel_of(rules) for rules in PRESETS.values()}
"""The kernels the presets play (2 players with and without a limit, 4 without): the default run
proves these three, each compiled once; the long run proves all six."""
QUICK_RULES = KERNEL_RULES.filter(lambda rules: kernel_of(rules) in PRESET_KERNELS)

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
    Rules(players=3, face_down=3, run_out="last-card", both_short="first-out", max_battles=0),
    Rules(players=4, face_down=3, run_out="last-card", both_short="first-out", max_battles=0),
    Rules(players=3, face_down=2, both_short="first-out", max_battles=40, at_limit="count"),
]
"""Fifteen rule sets besides the presets: 2-4 players, 0-3 face-down cards, both running-out
rules, each way of settling a war everyone is short for, limits settled both ways, aces both ways."""


def reference_figures(rules: Rules, deal: int) -> Figures:
    game = Game(rules, deal=deal, record=False)
    game.play_to_end()
    assert game.outcome is not None
    outcome = game.outcome
    return (outcome.reason, outcome.winner, game.battles, game.wars, game.longest_war, game.biggest_haul, game.counts)


def compiled_figures(results: Results) -> list[Figures]:
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


def assert_same_games(rules: Rules, deals: list[int]) -> None:
    """Every deal's figures from the compiled engine equal the reference's: how the game ended,
    who won, battles, wars, the longest war, the biggest haul and the cards each seat holds."""
    assert supports(rules), f"COMPILED_PLAYS does not list {rules}: a new knob needs its entry"
    results = compiled.play_deals(rules, deals)
    assert results.deal.tolist() == deals
    expected = [reference_figures(rules, deal) for deal in deals]
    played = compiled_figures(results)
    different = [index for index, (a, b) in enumerate(zip(expected, played, strict=True)) if a != b]
    assert not different, f"deal {deals[different[0]]}: reference {expected[different[0]]}, compiled {played[different[0]]}"


# -- the random numbers -------------------------------------------------------------------------


@pytest.mark.parametrize("state", [0, 1, 2**63, 0xDEADBEEF12345678])
def test_the_kernels_shuffle_is_war_randoms_even_where_a_draw_is_rejected(state: int) -> None:
    # From state 0 the first output is 0, which Lemire's method rejects below any bound that does
    # not divide 2**32: the shuffles of 3, 5, 6, 7 ... cards must draw again, as WarRandom does.
    for length in range(1, 53):
        rng = WarRandom(1, WON_CARDS_STREAM)
        rng.state = state
        expected = list(range(length))
        rng.shuffle(expected)
        cards = np.arange(64, dtype=np.uint8)
        after = compiled._shuffle(cards, length, np.uint64(state), np.uint64(WON_CARDS_INCREMENT))
        assert cards[:length].tolist() == expected
        assert int(after) == rng.state


def test_both_engines_seed_their_streams_from_rng_py() -> None:
    assert (compiled._DECK_INCREMENT, compiled._WON_INCREMENT) == (DECK_INCREMENT, WON_CARDS_INCREMENT)
    assert WarRandom(7, WARKIT_STREAM).increment == DECK_INCREMENT


# -- the same games -----------------------------------------------------------------------------


@pytest.mark.parametrize("deals", [100, pytest.param(1000, marks=pytest.mark.long)])
@pytest.mark.parametrize("preset", KERNEL_PRESETS)
def test_each_preset_plays_its_first_deals_exactly_as_the_reference(preset: str, deals: int) -> None:
    assert_same_games(preset_rules(preset), list(range(1, deals + 1)))


def rules_id(rules: Rules) -> str:
    return f"{rules.players}p-{rules.face_down}fd-{rules.run_out}-{rules.both_short}-{rules.max_battles}{rules.at_limit}-{rules.aces}"


def test_the_mixed_rules_reach_all_six_kernels_and_the_presets_three() -> None:
    assert {kernel_of(rules) for rules in MIXED_RULES} == {(players, limited) for players in (2, 3, 4) for limited in (False, True)}
    assert len(PRESET_KERNELS) == 3


@pytest.mark.parametrize("rules", [rules for rules in MIXED_RULES if kernel_of(rules) in PRESET_KERNELS], ids=rules_id)
def test_mixed_rules_play_exactly_as_the_reference(rules: Rules) -> None:
    assert_same_games(rules, list(range(1, 201)))


@pytest.mark.long
@pytest.mark.parametrize("rules", MIXED_RULES, ids=rules_id)
def test_mixed_rules_play_deals_1_to_2000_exactly_as_the_reference(rules: Rules) -> None:
    assert_same_games(rules, list(range(1, 2001)))


DEALS = st.lists(st.integers(1, 2**32 - 1), min_size=1, max_size=12, unique=True)


@settings(max_examples=25, deadline=None)
@given(rules=QUICK_RULES, deals=DEALS)
def test_rules_made_from_the_knobs_play_exactly_as_the_reference(rules: Rules, deals: list[int]) -> None:
    assert_same_games(rules, deals)


@pytest.mark.long
@settings(max_examples=400, deadline=None)
@given(rules=KERNEL_RULES, deals=DEALS)
def test_many_rules_made_from_the_knobs_play_exactly_as_the_reference(rules: Rules, deals: list[int]) -> None:
    assert_same_games(rules, deals)


@pytest.mark.long
@pytest.mark.parametrize("preset", KERNEL_PRESETS)
def test_each_preset_plays_5000_deals_from_the_whole_range_exactly_as_the_reference(preset: str) -> None:
    deals = np.random.default_rng(15).choice(2**32 - 1, size=5000, replace=False) + 1
    assert_same_games(preset_rules(preset), deals.tolist())


def test_fixed_won_card_orders_are_left_to_the_reference() -> None:
    rules = Rules(won_cards="winner-first")
    assert not supports(rules)
    with pytest.raises(ValueError):
        compiled.play_deals(rules, [1])
    assert simulate(rules, 50, engine="compiled").engine == "scalar"


# -- both-short "first-out" ------------------------------------------------------------------------
# With 3 face-down cards a war everyone is short for holds most of the deck on the table: no deal
# of the first million reaches one with 2 players, so stacked decks do (dealt round the table, top
# card first; the seed shuffles the won cards). Beside a player with enough cards it is common.

FIRST_OUT_DEALS = {3: [321, 353, 429, 743], 4: [19, 183, 202, 279]}
"""Deals where, with last-card and first-out, everyone in a war runs short and a player outside
the war takes the table (3 and 4 players, 3 face-down cards)."""

EQUAL_PAIRS = list(range(52))
"""2 players: every face-up pair ties (each seat's k-th cards are one rank), so after the 7th war
both hold one card, short alike: first-out's draw."""
LEADER_PAIRS = [
    51, 0, 1, 2, 50, 49, 48, 47, 46, 45, 4, 5, 44, 43, 42, 41, 40, 39, 6, 7, 38, 37, 36, 35, 34, 33,
    8, 9, 32, 31, 30, 29, 28, 27, 10, 11, 26, 25, 24, 23, 22, 21, 12, 13, 20, 19, 18, 17, 16, 3, 14, 15,
]
"""2 players: the first seat's Ace takes the first battle, then every face-up pair ties until the
second seat has no cards and the first two, both short: the second runs out first and is out."""
EQUAL_TRIPLES = [
    0, 1, 2, 51, 50, 49, 48, 47, 46, 45, 44, 43, 4, 5, 6, 42, 41, 40, 39, 38, 37, 36, 35, 34, 8, 9,
    10, 33, 32, 31, 30, 29, 28, 27, 26, 25, 12, 13, 14, 24, 23, 22, 21, 20, 19, 15, 11, 7, 16, 17, 18, 3,
]
"""3 players: every face-up triple ties until all three are out of cards together: a draw."""
LEADER_TRIPLES = [
    51, 0, 1, 4, 5, 6, 50, 49, 48, 47, 46, 45, 44, 43, 42, 8, 9, 10, 41, 40, 39, 38, 37, 36, 35, 34,
    33, 12, 13, 14, 32, 31, 30, 29, 28, 27, 26, 25, 24, 16, 17, 18, 23, 22, 21, 20, 19, 15, 11, 2, 3, 7,
]
"""3 players: the first seat takes the first battle, then the triples tie; the others play their
last cards (last-card) against a Two the first won, and in the next war all three are short, the
first with the most: the other two are out (seed 1)."""


def assert_same_stacked_games(rules: Rules, decks: list[list[int]], seeds: list[int]) -> list[Figures]:
    results = compiled.play_deals(rules, seeds, decks)
    expected = []
    for deck, seed in zip(decks, seeds, strict=True):
        game = Game(rules, deck=[CARDS[card] for card in deck], seed=seed, record=False)
        game.play_to_end()
        assert game.outcome is not None
        expected.append((game.outcome.reason, game.outcome.winner, game.battles, game.wars, game.longest_war, game.biggest_haul, game.counts))
    assert compiled_figures(results) == expected
    return expected


@pytest.mark.parametrize("run_out", ["lose", "last-card"])
def test_first_out_with_two_players_plays_exactly_as_the_reference(run_out: str) -> None:
    rules = Rules(face_down=3, run_out=run_out, both_short="first-out", max_battles=0)
    draw, leader = assert_same_stacked_games(rules, [EQUAL_PAIRS, LEADER_PAIRS], [5, 5])
    assert draw[:2] == (Reason.BOTH_SHORT, None) and leader[:2] == (Reason.SHORT, 0)


@pytest.mark.long
@pytest.mark.parametrize("run_out", ["lose", "last-card"])
def test_first_out_with_three_players_plays_exactly_as_the_reference(run_out: str) -> None:
    rules = Rules(players=3, face_down=3, run_out=run_out, both_short="first-out", max_battles=0)
    draw, leader = assert_same_stacked_games(rules, [EQUAL_TRIPLES, LEADER_TRIPLES], [1, 1])
    assert draw[:2] == (Reason.BOTH_SHORT, None) and leader[:2] == (Reason.SHORT, 0)


@pytest.mark.parametrize("players", [pytest.param(3, marks=pytest.mark.long), 4])
def test_first_out_beside_a_player_outside_the_war_plays_exactly_as_the_reference(players: int) -> None:
    rules = Rules(players=players, face_down=3, run_out="last-card", both_short="first-out", max_battles=0)
    assert_same_games(rules, FIRST_OUT_DEALS[players])
    draw = rules.replace(both_short="draw")  # there the short players play their last cards
    deals = FIRST_OUT_DEALS[players]
    played = zip(compiled_figures(compiled.play_deals(draw, deals)), compiled_figures(compiled.play_deals(rules, deals)), strict=True)
    assert all(a != b for a, b in played)


def test_stacked_decks_must_hold_every_card_once() -> None:
    with pytest.raises(ValueError):
        compiled.play_deals(Rules(), [1], [[0] * 52])


# -- the simulator's figures ---------------------------------------------------------------------


@pytest.mark.parametrize("rules", [Rules.preset("family"), MIXED_RULES[0]], ids=["family", "3p-limit"])
def test_compiled_and_reference_reports_are_identical_but_for_time_and_engine(rules: Rules) -> None:
    reports = [simulate(rules, 700, first_deal=7, engine=engine).as_json() for engine in ("scalar", "compiled")]
    assert [report.pop("engine") for report in reports] == ["scalar", "compiled"]
    for report in reports:
        report.pop("seconds")
    assert reports[0] == reports[1]


def test_auto_takes_the_compiled_engine_for_long_runs_when_it_is_there() -> None:
    rules = Rules.preset("classic")
    compiled.kernel(rules)  # in numba's cache from here on
    assert choose_engine(rules, COMPILED_FROM, "auto") == "compiled"
    assert choose_engine(rules, COMPILING_FROM, "auto") == "compiled"
    assert choose_engine(rules, COMPILED_FROM - 1, "auto") == "scalar"
    assert choose_engine(rules, 10, "compiled") == "compiled"
    assert choose_engine(rules, 10, "scalar") == "scalar"
    assert choose_engine(rules.replace(won_cards="played"), 10**6, "auto") == "scalar"


def test_the_compiled_engine_stops_between_blocks_and_keeps_only_finished_games() -> None:
    answers = iter([False, True])
    tally = compiled.play_into(Tally(2), Rules(max_battles=0), 1, 3 * compiled.BLOCK, stop=lambda: next(answers))
    assert tally.games == compiled.BLOCK
    assert sum(tally.wins) + sum(tally.draws.values()) == tally.games


def test_each_kernel_is_made_once_per_process_and_shared_by_rules_of_its_kind() -> None:
    family, pagat, classic = Rules.preset("family"), Rules.preset("pagat"), Rules.preset("classic")
    assert compiled.kernel(family) is compiled.kernel(pagat)  # 2 players, no limit: one kernel
    assert compiled.kernel(classic) is not compiled.kernel(family)
    assert compiled.kernel(classic.replace(max_battles=26, at_limit="count")) is compiled.kernel(classic)
