"""What the simulator's engines share: which rules the compiled kernel plays (:func:`supports`)
and the figures a chunk of games adds up to (:class:`Tally`, :class:`Record`).

Both the scheduler (:mod:`warkit.engine.simulate`) and the compiled kernel
(:mod:`warkit.engine.compiled`) import this module, and it imports neither.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

from . import knobs
from .events import Reason
from .game import Game
from .knobs import Aces, AtLimit, BothShort, RunOut, WonCards
from .rules import Rules

COMPILED_PLAYS: Mapping[str, Collection[object] | None] = {
    "players": range(2, 5),  # one kernel per number of seats, each unrolled
    "face_down": None,
    # Each value named, never the whole enum: a value added to a knob later is not played here
    # until the kernel learns it.
    "run_out": frozenset({RunOut.LOSE, RunOut.LAST_CARD}),
    "both_short": frozenset({BothShort.DRAW, BothShort.COUNT, BothShort.FIRST_OUT}),
    "won_cards": frozenset({WonCards.SHUFFLED}),  # fixed orders need the repeat rule's memory
    "max_battles": None,
    "at_limit": frozenset({AtLimit.DRAW, AtLimit.COUNT}),
    "aces": frozenset({Aces.HIGH, Aces.LOW}),
}
"""What the compiled kernel plays, knob by knob: the values it handles, or None for every value
in the knob's range. A knob missing here (a new rule the kernel does not know yet) or a value
not listed makes :func:`supports` say no, so ``auto`` plays those rules on the reference."""


def supports(rules: Rules) -> bool:
    """Whether the compiled engine plays ``rules``: every knob in :data:`KNOBS` is one it knows,
    at a value it lists. Needs neither numpy nor numba (``choose_engine`` asks it everywhere)."""
    for knob in knobs.KNOBS:  # read at each call: a knob added later is seen
        if knob.name not in COMPILED_PLAYS:
            return False
        allowed = COMPILED_PLAYS[knob.name]
        if allowed is not None and getattr(rules, knob.name) not in allowed:
            return False
    return True


@dataclass(frozen=True, slots=True)
class Record:
    """The largest value of one figure over the games, and the first deal that reached it."""

    value: int = -1
    deal: int = 0

    def beat(self, value: int, deal: int) -> Record:
        if value > self.value or (value == self.value and deal < self.deal):
            return Record(value, deal)
        return self


@dataclass(slots=True)
class Tally:
    """What a chunk of games adds up to; ``merge`` combines chunks in any order.

    ``battles`` counts the games of each length, so that its size is bounded for any number
    of games and the median and percentiles are still exact.
    """

    seats: int
    wins: list[int] = field(default_factory=list)
    draws: dict[str, int] = field(default_factory=dict)
    battles: Counter[int] = field(default_factory=Counter)
    wars: int = 0
    limit_reached: int = 0
    """Games ended by the battle limit (or the ceiling), drawn or won on the count."""
    longest_game: Record = Record()
    longest_war: Record = Record()
    biggest_haul: Record = Record()

    def __post_init__(self) -> None:
        if not self.wins:
            self.wins = [0] * self.seats

    @property
    def games(self) -> int:
        return sum(self.battles.values())

    def add(self, deal: int, game: Game) -> None:
        outcome = game.outcome
        assert outcome is not None
        if outcome.winner is None:
            self.draws[outcome.reason.value] = self.draws.get(outcome.reason.value, 0) + 1
        else:
            self.wins[outcome.winner] += 1
        self.battles[game.battles] += 1
        self.wars += game.wars
        self.limit_reached += outcome.reason is Reason.LIMIT
        self.longest_game = self.longest_game.beat(game.battles, deal)
        self.longest_war = self.longest_war.beat(game.longest_war, deal)
        self.biggest_haul = self.biggest_haul.beat(game.biggest_haul, deal)

    def merge(self, other: Tally) -> None:
        self.wins = [a + b for a, b in zip(self.wins, other.wins, strict=True)]
        for reason, count in other.draws.items():
            self.draws[reason] = self.draws.get(reason, 0) + count
        self.battles.update(other.battles)
        self.wars += other.wars
        self.limit_reached += other.limit_reached
        self.longest_game = self.longest_game.beat(other.longest_game.value, other.longest_game.deal)
        self.longest_war = self.longest_war.beat(other.longest_war.value, other.longest_war.deal)
        self.biggest_haul = self.biggest_haul.beat(other.biggest_haul.value, other.biggest_haul.deal)
