"""Cards as small, parsable, round-trippable values.

Inside the engine a card is an int ``0..51`` (``rank_index * 4 + suit_index``) so that piles are
cheap deques of ints; :class:`Card` is the public value that events, saves and UIs use.

>>> Card.parse("qh")
Card.parse('QH')
>>> str(Card.parse("10c"))
'TC'
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import DeckError

RANKS = "23456789TJQKA"
SUITS = "CDHS"
DECK_SIZE = 52


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A playing card: ``rank`` 2..14 (11 J, 12 Q, 13 K, 14 A) and ``suit`` one of C, D, H, S."""

    rank: int
    suit: str

    @property
    def index(self) -> int:
        """The engine's int for this card."""
        return (self.rank - 2) * 4 + SUITS.index(self.suit)

    @property
    def code(self) -> str:
        return RANKS[self.rank - 2] + self.suit

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse ``"QH"``, ``"qh"``, ``"10C"`` or ``"TC"``; raise :class:`DeckError` otherwise."""
        if not text.isascii():  # "ſ".upper() is "S": only the letters of a card code count
            raise DeckError("unknown", text.strip())
        code = text.strip().upper()
        if code.startswith("10"):
            code = "T" + code[2:]
        if len(code) != 2 or code[0] not in RANKS or code[1] not in SUITS:
            raise DeckError("unknown", text.strip())
        return CARDS[RANKS.index(code[0]) * 4 + SUITS.index(code[1])]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"


CARDS: tuple[Card, ...] = tuple(Card(r + 2, s) for r in range(len(RANKS)) for s in SUITS)
"""Every card, indexed by the engine's int: ``CARDS[i].index == i``."""


def parse_deck(text: str) -> tuple[Card, ...]:
    """Parse a whole deck: 52 distinct codes separated by white space, first card first.

    Raises :class:`DeckError` naming the first unknown code, the first duplicate, the missing cards
    or the wrong count.
    """
    tokens = text.split()
    cards = [Card.parse(token) for token in tokens]
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise DeckError("duplicate", card.code)
        seen.add(card)
    if len(cards) != DECK_SIZE:
        missing = [c.code for c in CARDS if c not in seen]
        if len(cards) < DECK_SIZE:
            raise DeckError("missing", " ".join(missing))
        raise DeckError("count", str(len(cards)))
    return tuple(cards)


def format_deck(cards: tuple[Card, ...] | list[Card]) -> str:
    """The inverse of :func:`parse_deck`."""
    return " ".join(card.code for card in cards)
