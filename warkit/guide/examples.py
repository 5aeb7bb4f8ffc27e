"""Worked examples: the engine plays a stacked deck, the narrator tells what happened.

Each example is the first battle of a deck stacked so that it is a plain battle, a war or a double
war under the chosen rules (any number of face-down cards, players and ace rank). The guide shows
the cards each player put down at each press of "Turn cards" and the narrator's own sentences,
so the guide says exactly what the game says.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import CARDS, Card, CardsPutDown, CardsTurned, Event, Game, PileTaken, Rules
from .words import Translator

EXAMPLES = ("battle", "war", "double-war")

# The face-up cards of each step, seat by seat (seat 0 is you). No aces, so the examples mean
# the same with aces high or low; the other seats play low cards so only seats 0 and 1 tie.
_SCRIPTS: dict[str, tuple[tuple[str, ...], ...]] = {
    "battle": (("QH", "9S", "5D", "3C"),),
    "war": (("7C", "7D", "4S", "2H"), ("8H", "KS")),
    "double-war": (("9C", "9H", "6S", "3D"), ("JD", "JS"), ("KH", "5C")),
}


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


@dataclass(frozen=True, slots=True)
class Example:
    key: str
    steps: tuple[Step, ...]


def stacked_deck(key: str, rules: Rules) -> tuple[Card, ...]:
    """A full deck whose first battle plays out as the example ``key``."""
    script = tuple(step[: rules.players] for step in _SCRIPTS[key])
    named = {code for step in script for code in step}
    spare = [card for card in CARDS if card.code not in named and card.rank < 9]
    rest = [card for card in CARDS if card.code not in named and card not in spare]
    piles: list[list[Card]] = [[] for _ in range(rules.players)]
    for number, step in enumerate(script):
        for seat in range(rules.players):
            if number > 0 and seat >= 2:
                continue  # only the two tied seats put down war cards
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


def play_example(key: str, rules: Rules, narrate: Callable[[Sequence[Event]], list[str]]) -> Example:
    """Play the first battle of the stacked deck ``key`` step by step, narrating each step."""
    game = Game(rules, deck=stacked_deck(key, rules), seed=1)
    steps: list[Step] = []
    done = False
    while not done:
        events = game.step()
        done = any(isinstance(event, PileTaken) for event in events) or not game.can_step()
        steps.append(Step(_cards_down(events, rules.players), tuple(narrate(events))))
    return Example(key, tuple(steps))


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

    def __init__(self, translator: Translator, rules: Rules) -> None:
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
    return tuple(play_example(key, rules, narrate) for key in EXAMPLES)
