"""Everything that happens in a game, as data.

The game appends one of these to ``game.log`` for every change. They carry seats, cards and
counts, never sentences: the narrator turns them into words, the TUI into pictures, saves and the
guide's worked examples into whatever they need.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from .cards import Card


class Reason(str, Enum):
    """Why a game ended."""

    ALL_CARDS = "all-cards"
    """One player is left with cards."""
    SHORT = "short"
    """A player could not finish a war and went out, leaving one player with cards."""
    BOTH_SHORT = "both-short"
    """Everyone still in a war ran short at the same step (``--both-short`` decided; a win under
    ``first-out`` ends as :attr:`SHORT`)."""
    LIMIT = "limit"
    """The battle limit was reached (``--at-limit`` decided)."""
    REPEAT = "repeat"
    """With a fixed order for won cards, the piles came back to an earlier position."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: ``winner`` is a seat, or None for a draw."""

    reason: Reason
    winner: int | None

    @property
    def result(self) -> str:
        return "draw" if self.winner is None else "win"


@dataclass(frozen=True, slots=True)
class GameStats:
    """Per-game figures: the summary screen, ``replay --json`` and the simulator read these."""

    battles: int
    wars: int
    longest_war: int
    biggest_haul: int
    cards: tuple[int, ...]
    history: tuple[tuple[int, ...], ...] = field(default=())
    """Each seat's card count after every battle (only when the game records)."""


@dataclass(frozen=True, slots=True)
class Play:
    """One seat's face-up card."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Dealt:
    """The deck was dealt: ``counts`` per seat; with 3 players one card is ``set_aside`` unseen."""

    deal: int | None
    counts: tuple[int, ...]
    set_aside: Card | None


@dataclass(frozen=True, slots=True)
class CardsTurned:
    """A battle began: every player with cards turned their top card, in seat order."""

    battle: int
    plays: tuple[Play, ...]


@dataclass(frozen=True, slots=True)
class WarDeclared:
    """The highest rank was tied: ``seats`` fight a war. ``war`` counts wars in this battle (1, 2…).

    ``same_rank`` is True when this tie is on the rank of the war before it in the battle (a war
    on 7s that ties on 7s again), so a reader can tell "again" from a tie on a new rank.
    """

    battle: int
    war: int
    seats: tuple[int, ...]
    rank: int
    same_rank: bool = False


@dataclass(frozen=True, slots=True)
class CardsPutDown:
    """In a war step one tied player put down ``face_down`` cards and then ``face_up``.

    ``face_up`` is None when the player had no cards at all and keeps ``kept``, their earlier
    face-up card (``--run-out last-card``).
    """

    seat: int
    face_down: tuple[Card, ...]
    face_up: Card | None
    kept: Card | None = None


@dataclass(frozen=True, slots=True)
class PlayerShort:
    """A tied player had ``cards`` cards but a war step needs ``needed``."""

    seat: int
    cards: int
    needed: int


@dataclass(frozen=True, slots=True)
class PlayerOut:
    """A player is out of the game: ``short`` (could not finish a war), ``first-out`` (everyone
    in the war was short and this player ran out first: fewer cards than the one left) or
    ``no-cards``."""

    seat: int
    why: str
    cards_to_table: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class PileTaken:
    """``seat`` won the battle and took ``cards`` (in the order they go under).

    ``card`` is the winning face-up card, ``beaten`` the other contenders' face-up cards at the
    deciding moment (empty when everyone else went out short), ``wars`` the wars in this battle.
    """

    battle: int
    seat: int
    card: Card
    beaten: tuple[Play, ...]
    cards: tuple[Card, ...]
    wars: int


@dataclass(frozen=True, slots=True)
class CardsReturned:
    """Everyone in a war ran short together (``--both-short count``): each took back their cards."""

    counts: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game ended; ``stats`` are final."""

    outcome: Outcome
    stats: GameStats


Event = Dealt | CardsTurned | WarDeclared | CardsPutDown | PlayerShort | PlayerOut | PileTaken | CardsReturned | GameOver
