"""How the guide writes cards, and what it needs of a translator.

Names of ranks and seats come from the narrator, so the guide calls them what the game does.
"""

from __future__ import annotations

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

def rank_symbol(rank: int) -> str:
    """What is printed on a card of ``rank``: ``2``..``10``, ``J``, ``Q``, ``K``, ``A``."""
    return RANK_SYMBOLS.get(rank, str(rank))


def card_text(card: Card) -> str:
    """A card as the guide writes it: rank and suit symbol, like ``Q♥`` or ``10♠``."""
    return rank_symbol(card.rank) + SUIT_SYMBOLS[card.suit]
