"""How a card's face reads: the suit symbols and the rank letters printed in its corner.

The game's card boxes and the guide's card pictures both use these, so a player sees the same
letters (``D`` for Dame, ``В`` for Валет…) on the table and in the rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..i18n import Gettext

SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
"""Text-style suit symbols, with no emoji variation selector."""


def corner(rank: int, t: Gettext) -> str:
    """The rank as printed in a card's corner: 2-10, and the court letters of the language."""
    if rank <= 10:
        return str(rank)
    if rank == 11:
        # Translators: the letter printed in the corner of a Jack card (1-2 characters).
        return t.pgettext("card corner", "J")
    if rank == 12:
        # Translators: the letter printed in the corner of a Queen card (1-2 characters).
        return t.pgettext("card corner", "Q")
    if rank == 13:
        # Translators: the letter printed in the corner of a King card (1-2 characters).
        return t.pgettext("card corner", "K")
    # Translators: the letter printed in the corner of an Ace card (1-2 characters).
    return t.pgettext("card corner", "A")
