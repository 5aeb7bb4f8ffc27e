"""Properties that hold for every deal and every rule set."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rule_strategies import rules_strategy

from warkit.engine import Game, Phase, Reason, Rules
from warkit.engine.rules import BATTLE_CEILING, PRESETS

RULES = rules_strategy()
"""Every knob of KNOBS at every value it takes."""
deals = st.integers(1, 2**32 - 1)


@settings(max_examples=60, deadline=None)
@given(rules=RULES, deal=deals)
def test_cards_are_conserved_at_every_step(rules: Rules, deal: int) -> None:
    game = Game(rules, deal=deal)
    expected = 52 - (1 if game.set_aside else 0)
    steps = 0
    while game.phase is not Phase.OVER and steps < 3000:
        game.step()
        steps += 1
        assert sum(game.counts) + len(game.table) == expected


@settings(max_examples=12, deadline=None)  # every game of the compiled engine's checks is one more
@given(rules=RULES, deal=deals)
def test_the_same_deal_number_gives_the_same_game(rules: Rules, deal: int) -> None:
    first, second = Game(rules, deal=deal), Game(rules, deal=deal)
    first.play_to_end()
    second.play_to_end()
    assert first.log == second.log


def play_by_steps(rules: Rules, deal: int) -> Game:
    """``Game.step`` pressed until the game is over, nothing recorded: the state goes back to the
    game after every step, where ``play_to_end`` keeps it in the loop."""
    game = Game(rules, deal=deal, record=False)
    while game.phase is not Phase.OVER:
        game.step()
    return game


def figures(game: Game) -> tuple[object, ...]:
    return (game.outcome, game.battles, game.wars, game.longest_war, game.biggest_haul, game.counts)


@settings(max_examples=60, deadline=None)
@given(rules=RULES, deal=deals)
def test_playing_to_the_end_at_once_plays_exactly_like_step_by_step_on_every_rule_set(rules: Rules, deal: int) -> None:
    # Fixed orders without a limit included: their games stop at a repeat or at BATTLE_CEILING.
    quick = Game(rules, deal=deal, record=False)
    quick.play_to_end()
    assert figures(quick) == figures(play_by_steps(rules, deal))


FIXED_ORDERS = [
    Rules(won_cards="winner-first", max_battles=0),
    Rules(won_cards="played", max_battles=0, face_down=3),
    Rules(won_cards="played", players=3, run_out="last-card", both_short="count", max_battles=0),
    Rules(won_cards="winner-first", players=4, face_down=2, max_battles=0, aces="low"),
]


@pytest.mark.parametrize("rules", FIXED_ORDERS, ids=lambda r: f"{r.won_cards}-{r.players}p-{r.face_down}fd")
def test_fixed_orders_without_a_limit_play_exactly_like_game_step(rules: Rules) -> None:
    for deal in range(1, 151):
        quick = Game(rules, deal=deal, record=False)
        quick.play_to_end()
        assert figures(quick) == figures(play_by_steps(rules, deal)), deal


@pytest.mark.parametrize("preset", PRESETS)
def test_each_preset_plays_deals_1_to_300_to_the_end_at_once_exactly_like_step_by_step(preset: str) -> None:
    rules = Rules.preset(preset)
    for deal in range(1, 301):
        quick = Game(rules, deal=deal, record=False)
        quick.play_to_end()
        assert figures(quick) == figures(play_by_steps(rules, deal)), deal


@settings(max_examples=40, deadline=None)
@given(rules=RULES.filter(lambda r: r.max_battles > 0 or not r.fixed_order), deal=deals)
def test_quiet_games_play_exactly_like_recorded_ones(rules: Rules, deal: int) -> None:
    quiet, loud = Game(rules, deal=deal, record=False), Game(rules, deal=deal)
    quiet.play_to_end()
    loud.play_to_end()
    assert quiet.outcome == loud.outcome
    assert (quiet.battles, quiet.wars, quiet.longest_war, quiet.biggest_haul, quiet.counts) == (
        loud.battles, loud.wars, loud.longest_war, loud.biggest_haul, loud.counts,
    )


@settings(max_examples=12, deadline=None)
@given(
    rules=RULES.map(lambda r: r.replace(max_battles=0)).filter(lambda r: r.fixed_order),
    deal=deals,
)
def test_fixed_orders_always_end(rules: Rules, deal: int) -> None:
    game = Game(rules, deal=deal, record=False)
    game.play_to_end()
    assert game.outcome is not None and game.battles <= BATTLE_CEILING


def test_a_game_without_a_limit_still_stops_at_the_ceiling_as_a_draw() -> None:
    # Deal 3746962817 with cards going under as played and no face-down cards runs for
    # millions of battles before any position repeats.
    rules = Rules(face_down=0, won_cards="played", max_battles=0)
    game = Game(rules, deal=3746962817, record=False)
    game.play_to_end()
    assert game.outcome is not None
    assert (game.outcome.reason, game.outcome.winner, game.battles) == (Reason.LIMIT, None, BATTLE_CEILING)


@settings(max_examples=40, deadline=None)
@given(rules=RULES.filter(lambda r: r.max_battles > 0), deal=deals)
def test_no_game_passes_its_limit(rules: Rules, deal: int) -> None:
    game = Game(rules, deal=deal, record=False)
    game.play_to_end()
    assert game.battles <= rules.max_battles
    if game.battles == rules.max_battles and game.outcome and game.outcome.reason is Reason.LIMIT:
        assert rules.at_limit == "count" or game.outcome.winner is None
