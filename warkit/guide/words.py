"""Words of the guide that live outside its templates: card names, seat names, card pictures.

Messages here are extracted from Python by Babel like the rest of warkit; the templates in
``content/guide`` hold the paragraphs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ..engine import Card


class Translator(Protocol):
    """What the guide needs of :class:`warkit.i18n.Translator`."""

    language: str

    def gettext(self, message: str, /, **values: object) -> str: ...

    def pgettext(self, context: str, message: str, /, **values: object) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int, /, **values: object) -> str: ...

    def npgettext(self, context: str, singular: str, plural: str, n: int, /, **values: object) -> str: ...


SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
RANK_SYMBOLS = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
CARD_BACK = "▒▒"
"""How a face-down card is written in the guide's Markdown (the HTML page draws a card back)."""

_RANK_NAMES: dict[int, Callable[[Translator], str]] = {
    # Translators: rules guide, table of ranks: the name of the card (standing alone).
    14: lambda t: t.pgettext("guide rank table", "Ace"),
    # Translators: rules guide, table of ranks: the name of the card (standing alone).
    13: lambda t: t.pgettext("guide rank table", "King"),
    # Translators: rules guide, table of ranks: the name of the card (standing alone).
    12: lambda t: t.pgettext("guide rank table", "Queen"),
    # Translators: rules guide, table of ranks: the name of the card (standing alone).
    11: lambda t: t.pgettext("guide rank table", "Jack"),
}


def rank_symbol(rank: int) -> str:
    """What is printed on a card of ``rank``: ``2``..``10``, ``J``, ``Q``, ``K``, ``A``."""
    return RANK_SYMBOLS.get(rank, str(rank))


def rank_name(rank: int, t: Translator, number: Callable[[int], str]) -> str:
    """A rank's name in the table of ranks; number cards are called by their number."""
    if rank in _RANK_NAMES:
        return _RANK_NAMES[rank](t)
    return number(rank)


def card_text(card: Card) -> str:
    """A card as the guide writes it: rank and suit symbol, like ``Q♥`` or ``10♠``."""
    return rank_symbol(card.rank) + SUIT_SYMBOLS[card.suit]


def computer_name(seat: int, t: Translator) -> str:
    """A computer player's column heading in the worked examples, with 3 or 4 players."""
    # Translators: rules guide, worked examples, table column heading for a computer player with
    # 3 or 4 players; {number} is the computer's number (1 to 3).
    return t.pgettext("guide example column", "Computer {number}", number=seat)
