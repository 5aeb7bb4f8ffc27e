"""How the guide writes cards, and what it needs of a translator.

Names of ranks and seats come from the narrator, so the guide calls them what the game does.
"""

from __future__ import annotations

from ..engine import Card
from ..i18n import Gettext
from ..narration.cardface import SUIT_SYMBOLS, corner

SPADE = SUIT_SYMBOLS["S"]
"""The suit the guide's line of ranks is drawn in (suits do not matter in War)."""

CARD_BACK = "▒▒"
"""How a face-down card is written in the guide's Markdown (the HTML page draws a card back)."""

def rank_symbol(rank: int, t: Gettext) -> str:
    """What is printed on a card of ``rank``: ``2``..``10`` and the language's court letters."""
    return corner(rank, t)


def card_text(card: Card, t: Gettext) -> str:
    """A card as the guide writes it: rank and suit symbol, like ``Q♥`` or ``10♠``."""
    return corner(card.rank, t) + SUIT_SYMBOLS[card.suit]
