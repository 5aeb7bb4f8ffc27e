"""Worked examples: the engine plays a stacked position, the narrator tells what happened.

Which examples the guide shows depends on the rules in force (:func:`example_keys`): every guide
has a plain battle, a war and a double war; then running out of cards in a war, everyone running
short at once, a three-way tie with three or four players, the card set aside with three, and the
battle limit ending a game when there is one. Each is played by :class:`~warkit.engine.Game`
under exactly those rules, step by step as the player presses "Turn cards", and each step is
told by the narrator, so the guide says what the game says and shows what the game does (a rule
that changes the outcome changes the example).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import (
    CARDS,
    Card,
    CardsPutDown,
    CardsTurned,
    Dealt,
    Event,
    Game,
    PileTaken,
    Reason,
    Rules,
)
from ..i18n import Gettext

LIMIT_SEARCH_DEALS = 300
"""Deals tried, from deal 1, to find one that reaches the battle limit."""
LIMIT_SEARCH_MAX = 2000
"""A limit above this is not searched for (a game that long is too slow to play for an example)."""

# The face-up cards of each step, seat by seat (seat 0 is you). No aces, so the examples mean
# the same with aces high or low; the seats not in the war play low cards.
_SCRIPTS: dict[str, tuple[tuple[str, ...], ...]] = {
    "battle": (("QH", "9S", "5D", "3C"),),
    "war": (("7C", "7D", "4S", "2H"), ("8H", "KS")),
    "double-war": (("9C", "9H", "6S", "3D"), ("JD", "JS"), ("KH", "5C")),
    "three-way": (("6C", "6D", "6H", "2S"), ("TC", "4D", "QS")),
}
# Hands for the running-out examples, top card first. The tied players turn 7s; what follows the
# 7 is cut to the rules' face-down count (see ``_short_hands``).
_SHORT_CARDS = {
    "running-out": (("7H", "4C", "3C", "KC"), ("7S", "3D", "4D", "2D", "9C", "8D", "6D")),
    "both-short": (("7H", "4C", "3C", "5C"), ("7S", "4H", "3H", "9D")),
    "last-cards-tie": (("7H", "4C", "3C", "5C"), ("7S", "4H", "3H", "5D")),
}
_BYSTANDERS = (("2C", "8S", "9S"), ("3S", "TS", "JS"))
"""Seats 2 and 3 in the running-out examples: a low card for the battle, then a few more."""


@dataclass(frozen=True, slots=True)
class Shown:
    """A card as the example shows it: face down cards are drawn as backs."""

    card: Card
    face_up: bool


@dataclass(frozen=True, slots=True)
class Step:
    """One press of "Turn cards": the cards each seat put down and what the game said."""

    cards: tuple[tuple[Shown, ...], ...]
    sentences: tuple[str, ...]
    events: tuple[Event, ...] = ()


@dataclass(frozen=True, slots=True)
class Example:
    """One worked example: the piles it starts from (when not a full deal) and its steps."""

    key: str
    steps: tuple[Step, ...]
    piles: tuple[tuple[Card, ...], ...] = ()
    """Each seat's pile before the example, top card first; empty for a full deal."""
    won: tuple[Card, ...] = ()
    """The cards the winner of the battle put under their pile, in that order."""
    winner: int | None = None
    reason: Reason | None = None
    """Why the game ended, when the example ends it."""
    limit_deal: int | None = None
    """For the battle limit example: the deal that reached the limit."""
    skipped_battles: int = 0
    """Battles played before the steps shown (the battle limit example)."""


def example_keys(rules: Rules) -> tuple[str, ...]:
    """The worked examples that show the rules in force, in the order the guide shows them."""
    keys = ["battle", "war", "double-war"]
    if rules.players >= 3:
        keys.append("three-way")
    if 52 % rules.players:
        keys.append("set-aside")
    keys += ["running-out", "both-short"]
    if rules.run_out == "last-card" and rules.face_down and rules.both_short != "first-out":
        keys.append("last-cards-tie")  # both-short shows different last cards; this, equal ones
    if rules.max_battles and rules.max_battles <= LIMIT_SEARCH_MAX:
        keys.append("limit")
    return tuple(keys)


def stacked_deck(key: str, rules: Rules) -> tuple[Card, ...]:
    """A full deck whose first battle plays out as the example ``key``."""
    script = tuple(step[: rules.players] for step in _SCRIPTS[key])
    named = {code for step in script for code in step}
    spare = [card for card in CARDS if card.code not in named and card.rank < 9]
    rest = [card for card in CARDS if card.code not in named and card not in spare]
    piles: list[list[Card]] = [[] for _ in range(rules.players)]
    for number, step in enumerate(script):
        for seat in range(rules.players):
            if seat >= len(step):
                continue  # not in this war step
            if number > 0:
                piles[seat].extend(spare.pop(0) for _ in range(rules.face_down))
            piles[seat].append(Card.parse(step[seat]))
    leftovers = spare + rest
    deck: list[Card] = []
    each = 52 // rules.players
    for seat_pile in piles:
        seat_pile.extend(leftovers.pop(0) for _ in range(each - len(seat_pile)))
    for index in range(each):
        deck.extend(pile[index] for pile in piles)
    deck.extend(leftovers)  # the card set aside with three players
    return tuple(deck)


def _short_hands(key: str, rules: Rules) -> tuple[tuple[Card, ...], ...]:
    """The piles of a running-out example: the tied seats hold one card fewer than a war step needs.

    In ``running-out`` only you run short (the computer has plenty); in ``both-short`` and
    ``last-cards-tie`` both tied seats do, their last cards different or equal. Under both-short
    ``first-out`` the computer holds one card fewer than you in ``both-short`` and runs out first
    (with no face-down cards nobody holds any, and they run out together).
    """
    you, other = _SHORT_CARDS[key]
    # With the last-card rule a short player keeps what they have (one card fewer than a step
    # needs) and plays it; when a short player loses, they have nothing left after the tie.
    keep = rules.face_down if rules.run_out == "last-card" else 0
    keep_other = keep
    if key == "both-short" and rules.both_short == "first-out" and rules.face_down:
        keep, keep_other = rules.face_down, rules.face_down - 1
    hands = [you[:1] + you[-keep:] if keep else you[:1]]
    if key == "running-out":
        hands.append(other[: rules.face_down + 3])  # enough for the war step, and one more
    else:
        hands.append(other[:1] + other[-keep_other:] if keep_other else other[:1])
    hands += list(_BYSTANDERS[: rules.players - 2])
    return tuple(tuple(Card.parse(code) for code in hand) for hand in hands)


def play_example(key: str, rules: Rules, narrate: Callable[[Sequence[Event]], list[str]]) -> Example:
    """Play the example ``key`` under ``rules`` step by step, narrating each step."""
    if key in _SHORT_CARDS:
        hands = _short_hands(key, rules)
        game = Game(rules, hands=hands, seed=1)
        return _play_battle(key, game, narrate, piles=hands)
    if key == "limit":
        return _limit_example(rules, narrate)
    if key == "set-aside":
        game = Game(rules, deal=1)
        dealt = tuple(event for event in game.log if isinstance(event, Dealt))
        return Example(key, (Step(tuple(() for _ in range(rules.players)), tuple(narrate(dealt)), dealt),))
    game = Game(rules, deck=stacked_deck(key, rules), seed=1)
    return _play_battle(key, game, narrate)


def _play_battle(key: str, game: Game, narrate: Callable[[Sequence[Event]], list[str]], *, piles: tuple[tuple[Card, ...], ...] = ()) -> Example:
    """Step through one battle, to the taking of the cards or the end of the game."""
    steps: list[Step] = []
    done = False
    while not done:
        events = game.step()
        done = any(isinstance(event, PileTaken) for event in events) or not game.can_step()
        steps.append(_step(events, game.rules.players, narrate))
    taken = [event for step in steps for event in step.events if isinstance(event, PileTaken)]
    over = game.outcome
    won, winner = (taken[-1].cards, taken[-1].seat) if taken else ((), None)
    return Example(key, tuple(steps), piles=piles, won=won, winner=winner, reason=over.reason if over is not None else None)


def _limit_example(rules: Rules, narrate: Callable[[Sequence[Event]], list[str]]) -> Example:
    """The last battle of the first deal that reaches the battle limit, and the end it brings."""
    for deal in range(1, LIMIT_SEARCH_DEALS + 1):
        probe = Game(rules, deal=deal, record=False)
        probe.play_to_end()
        if probe.outcome is None or probe.outcome.reason is not Reason.LIMIT:
            continue
        game = Game(rules, deal=deal)
        game.play_battles(rules.max_battles - 1)
        steps = [_step(game.step(), rules.players, narrate)]
        while game.can_step():
            steps.append(_step(game.step(), rules.players, narrate))
        assert game.outcome is not None
        reason, winner = game.outcome.reason, game.outcome.winner
        return Example("limit", tuple(steps), reason=reason, winner=winner, limit_deal=deal, skipped_battles=rules.max_battles - 1)
    return Example("limit", ())


def _step(events: Sequence[Event], players: int, narrate: Callable[[Sequence[Event]], list[str]]) -> Step:
    return Step(_cards_down(events, players), tuple(narrate(events)), tuple(events))


def _cards_down(events: Sequence[Event], players: int) -> tuple[tuple[Shown, ...], ...]:
    """The cards each seat put down in one step, in the order they went down."""
    shown: list[list[Shown]] = [[] for _ in range(players)]
    for event in events:
        if isinstance(event, CardsTurned):
            for play in event.plays:
                shown[play.seat].append(Shown(play.card, True))
        elif isinstance(event, CardsPutDown):
            shown[event.seat].extend(Shown(card, False) for card in event.face_down)
            if event.face_up is not None:
                shown[event.seat].append(Shown(event.face_up, True))
    return tuple(tuple(cards) for cards in shown)


class Narrate:
    """Turns one step's events into the narrator's sentences (a thin, typed seam for tests)."""

    def __init__(self, translator: Gettext, rules: Rules) -> None:
        from ..narration import Narrator

        self._narrator = Narrator(translator, rules)  # type: ignore[arg-type]

    def __call__(self, events: Sequence[Event]) -> list[str]:
        return list(self._narrator.narrate(list(events)))

    def seat_label(self, seat: int) -> str:
        """A seat's name as the game shows it beside its pile ("You", "Computer", "West")."""
        return str(self._narrator.seat_name(seat, "label"))

    def rank_label(self, rank: int) -> str:
        """A rank's name standing alone ("Ace", "10")."""
        return str(self._narrator.rank_name(rank, "label"))


def worked_examples(rules: Rules, narrate: Narrate) -> tuple[Example, ...]:
    """Every worked example for ``rules``, told in the narrator's language."""
    examples = (play_example(key, rules, narrate) for key in example_keys(rules))
    return tuple(example for example in examples if example.steps)
