"""The guide's worked examples are the engine's own play, its figures are honest, and the
running-out rule it states is the one the engine plays."""

from __future__ import annotations

import random
import re

import pytest

from warkit.engine import (
    PRESETS,
    Card,
    CardsPutDown,
    Dealt,
    Game,
    GameOver,
    PileTaken,
    PlayerShort,
    Reason,
    Rules,
    WarDeclared,
)
from warkit.guide.examples import Narrate, example_keys, stacked_deck, worked_examples
from warkit.guide.figures import (
    Figures,
    FiguresStopped,
    largest_remainder,
    play_figures,
    simulated_figures,
)
from warkit.guide.markdown import render_document
from warkit.i18n import get_translator

RULE_SETS = [
    *PRESETS.values(),
    Rules(players=3, face_down=2, run_out="last-card", max_battles=26, at_limit="count"),
    Rules(face_down=0, run_out="last-card", both_short="count", won_cards="played"),
    Rules(players=4, face_down=3, won_cards="winner-first", aces="low", max_battles=50),
    Rules(players=3, face_down=0, run_out="lose", both_short="count"),
    Rules.preset("pagat").replace(both_short="draw"),
    Rules(players=3, face_down=2, run_out="last-card", both_short="first-out"),
    Rules(face_down=3, both_short="first-out"),
]
FIGURES = Figures(1000, 1, (480, 470, 30, 20), 0, 271.5, 250, 480, 1900)


def hands(*codes: str) -> list[list[Card]]:
    return [[Card.parse(code) for code in hand.split()] for hand in codes]


def guide(rules: Rules) -> str:
    figures = Figures(1000, 1, (480, 470, 30, 20)[: rules.players], 0, 271.5, 250, 480, 1900)
    return render_document(rules, get_translator("en"), figures=figures).markdown()


# -- the pagat rule, against the engine -------------------------------------------------------------


LAST_CARD_DRAW = Rules.preset("pagat").replace(both_short="draw")
"""Pagat's last card with both-short "draw": the last cards fight it out."""


def test_when_both_put_down_their_last_card_the_higher_one_wins() -> None:
    game = Game(LAST_CARD_DRAW, hands=hands("7H 5C", "7S 9D"))
    game.play_to_end()
    assert game.outcome is not None
    assert (game.outcome.reason, game.outcome.winner) == (Reason.ALL_CARDS, 1)
    text = guide(LAST_CARD_DRAW)
    assert "When everyone in the war has put down their last card, the highest of those cards still wins" in text
    assert "The computer's 9 beats your 5: it wins the war and takes 4 cards." in text
    assert "no cards left at all, the round is a draw" not in text


def test_only_equal_last_cards_draw() -> None:
    game = Game(LAST_CARD_DRAW, hands=hands("7H 5C", "7S 5D"))
    game.play_to_end()
    assert game.outcome is not None
    assert (game.outcome.reason, game.outcome.winner) == (Reason.BOTH_SHORT, None)
    assert "### Example: the last cards tie" in guide(LAST_CARD_DRAW)


def test_pagat_the_one_who_runs_out_first_loses_and_the_guide_says_so() -> None:
    pagat = Rules.preset("pagat")
    game = Game(pagat, hands=hands("7H 5C", "7S"))
    game.play_to_end()
    assert game.outcome is not None
    assert (game.outcome.reason, game.outcome.winner) == (Reason.SHORT, 0)
    text = guide(pagat)
    assert "If both players are short at the same step, the one with fewer cards runs out first and loses" in text
    assert "a tied player with no cards left counts as short" in text
    assert "The computer runs out of cards first and loses the game. You take the 2 cards on the table." in text
    assert "the most cards among them are tied" in text  # the FAQ's draws
    assert "the player who runs out first, having the fewest cards, loses instead" in text
    assert "Example: the last cards tie" not in text
    assert "fewest cards first" in guide(pagat.replace(players=3))


# -- every example is what the engine played and what the narrator said ----------------------------------


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: rules.preset_name() or "mixed")
def test_each_example_is_the_engines_play_told_in_the_narrators_words(rules: Rules) -> None:
    t = get_translator("en")
    examples = {example.key: example for example in worked_examples(rules, Narrate(t, rules))}
    assert tuple(examples) == example_keys(rules)
    text = guide(rules)
    for example in examples.values():
        narrate = Narrate(t, rules)  # a fresh narrator tells the same events the same way
        for step in example.steps:
            assert list(step.sentences) == narrate(step.events)
            assert " ".join(step.sentences) in text
        replay = _replay(example.key, rules, example.piles, example.limit_deal)
        assert [step.events for step in example.steps] == replay


def _replay(key: str, rules: Rules, piles: tuple, limit_deal: int | None) -> list[tuple]:
    """The same position stepped by a new game: the events the example must show."""
    if key == "set-aside":
        game = Game(rules, deal=1)
        return [tuple(game.log)]
    if piles:
        game = Game(rules, hands=piles, seed=1)
    elif limit_deal:
        game = Game(rules, deal=limit_deal)
        game.play_battles(rules.max_battles - 1)
    else:
        game = Game(rules, deck=stacked_deck(key, rules), seed=1)
    steps = []
    while game.can_step():
        events = tuple(game.step())
        steps.append(events)
        if key != "limit" and any(isinstance(event, PileTaken) for event in events):
            break
    return steps


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: rules.preset_name() or "mixed")
def test_each_example_shows_the_rule_it_is_named_for(rules: Rules) -> None:
    examples = {e.key: e for e in worked_examples(rules, Narrate(get_translator("en"), rules))}
    events = {key: [event for step in e.steps for event in step.events] for key, e in examples.items()}
    taken = {key: [event for event in found if isinstance(event, PileTaken)] for key, found in events.items()}
    assert [pile.wars for pile in taken["battle"]] == [0]
    assert [pile.wars for pile in taken["war"]] == [1]
    assert [pile.wars for pile in taken["double-war"]] == [2]
    if rules.players >= 3:
        assert any(isinstance(e, WarDeclared) and len(e.seats) == 3 for e in events["three-way"])
    if rules.players == 3:
        assert any(isinstance(e, Dealt) and e.set_aside is not None for e in events["set-aside"])
    short = [e.seat for e in events["running-out"] if isinstance(e, PlayerShort)]
    assert short == [0]  # only you run short
    both = {e.seat for e in events["both-short"] if isinstance(e, PlayerShort)}
    assert both == {0, 1}
    if rules.both_short == "first-out" and rules.face_down and rules.players == 2:
        # The computer holds one card fewer and runs out first.
        assert (examples["both-short"].reason, examples["both-short"].winner) == (Reason.SHORT, 0)
    elif rules.both_short == "first-out":
        assert examples["both-short"].reason in (Reason.SHORT, Reason.BOTH_SHORT)
    elif rules.run_out == "last-card" and rules.face_down and rules.players == 2:
        # Both turn their last card face up; the higher wins.
        assert examples["both-short"].reason is Reason.ALL_CARDS and examples["both-short"].winner == 1
        assert examples["last-cards-tie"].reason is Reason.BOTH_SHORT
    elif rules.run_out == "lose" and rules.players == 2:
        assert examples["both-short"].reason is Reason.BOTH_SHORT
    if rules.run_out == "last-card" and rules.face_down:
        assert any(isinstance(e, CardsPutDown) and e.seat == 0 and len(e.face_down) < rules.face_down
                   for e in events["running-out"])
    if rules.max_battles:
        over = [e for e in events["limit"] if isinstance(e, GameOver)]
        assert [e.outcome.reason for e in over] == [Reason.LIMIT]
        assert over[0].stats.battles == rules.max_battles
    else:
        assert "limit" not in examples


def test_the_double_war_example_ties_on_a_new_rank_and_does_not_say_again() -> None:
    """The example's war on 9s ties on Jacks: another war, but the Jacks are not turned "again"."""
    rules = Rules()
    double = next(e for e in worked_examples(rules, Narrate(get_translator("en"), rules)) if e.key == "double-war")
    said = [sentence for step in double.steps for sentence in step.sentences]
    assert "Both turn a 9: war! Each puts one card face down and one face up." in said
    assert "Both turn a Jack: another war! Each puts one card face down and one face up." in said
    assert not any("again" in sentence for sentence in said)


def test_won_cards_are_shown_in_the_order_they_went_under() -> None:
    for won_cards in ("shuffled", "played", "winner-first"):
        rules = Rules(won_cards=won_cards)
        [war] = [e for e in worked_examples(rules, Narrate(get_translator("en"), rules)) if e.key == "war"]
        line = " ".join(f"`{card.code[0].replace('T', '10')}{'♣♦♥♠'['CDHS'.index(card.suit)]}`" for card in war.won)
        assert f"\n{line}\n" in guide(rules)


def test_examples_without_face_down_cards_never_explain_the_card_back() -> None:
    assert "lies face down" not in guide(Rules(face_down=0))
    assert "lies face down" in guide(Rules(face_down=1))


# -- honest figures ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_shares_add_up_to_100_for_every_preset(preset: str) -> None:
    figures = play_figures(Rules.preset(preset), 300)
    assert sum(figures.shares()) == 100
    text = render_document(Rules.preset(preset), get_translator("en"), figures=figures).markdown()
    stated = [int(share) for share in re.findall(r"^- (?:you|the computer|\w+) won (\d+)%;$", text, re.M)]
    stated += [int(re.search(r"^- (\d+)% were drawn\.$", text, re.M).group(1))]  # type: ignore[union-attr]
    assert sum(stated) == 100


def test_largest_remainder_always_adds_up_to_100() -> None:
    pick = random.Random(17)
    for _ in range(500):
        counts = [pick.randrange(0, 1000) for _ in range(pick.randrange(1, 6))]
        shares = largest_remainder(counts)
        if sum(counts):
            assert sum(shares) == 100
            assert all(abs(share - 100 * count / sum(counts)) < 1 for share, count in zip(shares, counts, strict=True))


def test_the_limit_share_is_said_in_words_and_never_rounds_to_nothing() -> None:
    figures = Figures(1000, 1, (500, 496), 4, 271.5, 250, 480, 500, limit_reached=4)
    assert figures.limit_share == 1  # 0.4 % is still some games
    text = render_document(Rules(), get_translator("en"), figures=figures).markdown()
    assert "The battle limit stopped 1% of these games: they were still going after 500 battles." in text
    assert "the longest took" not in text


def test_figures_are_played_once_a_run_and_never_kept_on_disk(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    import warkit.guide.figures as module

    monkeypatch.setenv("WARKIT_CACHE_DIR", str(tmp_path))
    module._played.clear()
    rules = Rules(players=3, max_battles=40, at_limit="count")
    first = simulated_figures(rules, 40)
    monkeypatch.setattr(module, "play_chunk", lambda *args, **kwargs: pytest.fail("played again"))
    assert simulated_figures(rules, 40) == first  # one build's languages share them
    assert list(tmp_path.iterdir()) == []  # nothing in the cache folder
    module._played.clear()


def test_the_figures_are_simulate_s_figures() -> None:
    from warkit.engine.simulate import simulate

    rules = Rules(players=3, max_battles=40, at_limit="count")
    figures, report = play_figures(rules, 301), simulate(rules, 301, engine="scalar")
    assert (figures.wins, figures.draws, figures.limit_reached) == (report.wins, sum(report.draws.values()), report.limit_reached)
    battles = report.battles
    assert (figures.battles_mean, figures.battles_median, figures.battles_p90, figures.battles_max) == (
        battles.mean,
        battles.median,
        battles.p90,
        battles.max,
    )


def test_playing_the_figures_asks_often_whether_to_stop_and_stops_when_told() -> None:
    asked: list[int] = []

    def never() -> bool:
        asked.append(1)
        return False

    play_figures(Rules(face_down=2, max_battles=137), 500, stop=never)
    assert len(asked) >= 5  # at least every hundred games: quitting never waits for the rest
    with pytest.raises(FiguresStopped):
        play_figures(Rules(face_down=2, max_battles=138), 500, stop=lambda: True)
    import warkit.guide.figures as module

    assert (Rules(face_down=2, max_battles=138), 500, 1) not in module._played  # half a run is never remembered


def test_the_presets_figures_ship_with_warkit_so_help_never_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    import warkit.guide.figures as module

    shipped = module.shipped_figures()
    assert sorted(shipped) == sorted(PRESETS)
    module._played.clear()
    monkeypatch.setattr(module, "play_figures", lambda *args: pytest.fail("a preset's figures were played"))
    for name, rules in PRESETS.items():
        figures = simulated_figures(rules)
        assert figures == shipped[name] and figures.games == module.GAMES
        assert len(figures.wins) == rules.players and sum(figures.wins) + figures.draws == figures.games
    module._played.clear()


@pytest.mark.slow
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_shipped_figures_are_what_the_engine_plays(preset: str) -> None:
    from warkit.guide.figures import GAMES, shipped_figures

    assert shipped_figures()[preset] == play_figures(Rules.preset(preset), GAMES)
