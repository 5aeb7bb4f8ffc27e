"""Cards as small pictures of text: readable at a glance, in colour where there is colour.

Each card is three rows five cells wide, and larger on a big table (:data:`SIZES`: the seats pick
the largest that fits, ``warkit.tui.seat_area``): the same frame, the corner at the top left and
again at the bottom right, the suit in the middle. The ``symbols`` style draws a rounded frame and
suit symbols (♠ ♥ ♦ ♣, without emoji variation selectors); ``ascii`` draws ``+---+`` frames and
suit letters, which stays correct in a terminal that draws ambiguous-width characters wide. Suits
are told apart by their symbol or letter alone; red and black are only a second cue.

The style is also the answer for everything else the game draws that is not words: Letters keeps
all of it to ASCII (:attr:`CardStyle.ascii_only`: the summary's bars, Help's table lines, the
Settings' list marks, "..." for a cut, the dialogs' frames and scroll bars), for a terminal or a
font with no box lines, blocks or suit symbols. Translated words are the language, never changed.
The player's choice is read in one place, :func:`style_in_use`: a player who never chose gets
Letters on the Linux console, whose usual fonts have no suit symbols, and Symbols elsewhere.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rich.cells import cell_len, set_cell_size
from rich.text import Text

from ..engine import Card
from ..i18n import Translator
from ..narration.cardface import SUIT_SYMBOLS, corner

RED = frozenset("HD")


@dataclass(frozen=True, slots=True)
class CardSize:
    """How big a card is drawn: ``width`` × ``height`` cells, of which ``sliver`` cells of an
    earlier card show under the next on the table; used from ``from_columns`` columns of window."""

    width: int
    height: int
    sliver: int
    from_columns: int


SMALL = CardSize(5, 3, sliver=2, from_columns=0)
SIZES = (SMALL, CardSize(9, 5, sliver=4, from_columns=100), CardSize(11, 7, sliver=4, from_columns=160))
"""Every size a card is drawn in, smallest first: the small one fits every window from 60×20."""


@dataclass(frozen=True, slots=True)
class Frame:
    """A card's frame: its corners, its top and bottom line, its sides, and the pattern of its back."""

    corners: str
    """Top left, top right, bottom left, bottom right."""
    line: str
    side: str
    back: str

    def top(self, width: int) -> str:
        return self.corners[0] + self.line * (width - 2) + self.corners[1]

    def bottom(self, width: int) -> str:
        return self.corners[2] + self.line * (width - 2) + self.corners[3]


@dataclass(frozen=True, slots=True)
class CardStyle:
    """A card style (``symbols`` or ``ascii``, as the settings save it) and what it means for
    everything else drawn: with ``ascii_only`` every mark, line and frame is ASCII too."""

    name: str
    frame: Frame
    ascii_only: bool
    ellipsis: str
    """Where text or cards had no room: in front of a seat's first cards, at the end of cut words."""

    def suit(self, suit: str) -> str:
        """What a card's corner shows for ``suit`` (a letter, ``H``): its symbol, or the letter."""
        return suit if self.ascii_only else SUIT_SYMBOLS[suit]

    def cut(self, text: str, cells: int) -> str:
        """``text`` in at most ``cells`` cells, its end replaced by :attr:`ellipsis` if it had no room.

        >>> STYLES["ascii"].cut("Face-down cards", 9), STYLES["symbols"].cut("Face-down cards", 9)
        ('Face-d...', 'Face-dow…')
        """
        if cell_len(text) <= cells:
            return text
        mark = self.ellipsis[: max(0, cells)]
        return set_cell_size(text, cells - len(mark)) + mark


STYLES = {
    "symbols": CardStyle("symbols", Frame("╭╮╰╯", "─", "│", "░"), ascii_only=False, ellipsis="…"),
    "ascii": CardStyle("ascii", Frame("++++", "-", "|", "#"), ascii_only=True, ellipsis="..."),
}
LETTERS_TERMINALS = frozenset({"linux"})
"""``TERM`` values whose usual fonts lack the suit symbols (the Linux console's): Letters there."""


def style_in_use(chosen: str | None, environ: Mapping[str, str] = os.environ) -> CardStyle:
    """The style to draw: the player's choice, else Letters on a terminal that cannot draw the
    suits (``TERM=linux``), else Symbols.

    >>> style_in_use(None, {"TERM": "linux"}).name, style_in_use("symbols", {"TERM": "linux"}).name
    ('ascii', 'symbols')
    """
    if chosen is None:
        chosen = "ascii" if environ.get("TERM", "") in LETTERS_TERMINALS else "symbols"
    return STYLES[chosen]

FACE = "#1a1a1a on #f4f1e8"
FACE_RED = "bold #c0392b on #f4f1e8"
FACE_BLACK = "bold #1a1a1a on #f4f1e8"
BACK = "#dfe8f5 on #2c4f7c"


def rank_label(rank: int, t: Translator) -> str:
    """The rank as printed in a card's corner (shared with the guide's card pictures)."""
    return corner(rank, t)


def card_text(card: Card, style: str, t: Translator) -> str:
    """The card's corner text, for example ``Q♥`` or ``QH``."""
    return rank_label(card.rank, t) + STYLES[style].suit(card.suit)


def _fit(text: str, cells: int, right: bool = False) -> str:
    """Pad or cut ``text`` to exactly ``cells`` terminal cells (padded on its left when ``right``)."""
    out = ""
    for char in text:
        if cell_len(out + char) > cells:
            break
        out += char
    room = " " * (cells - cell_len(out))
    return room + out if right else out + room


def draw_card(card: Card | None, style: str, t: Translator, size: CardSize = SMALL) -> list[Text]:
    """The rows of one card of ``size``: its face, or its back when ``card`` is None.

    The face shows its corner (rank and suit) at the top left; a larger card shows it again at the
    bottom right and its suit in the middle.
    """
    frame = STYLES[style].frame
    inner, rows = size.width - 2, size.height - 2
    if card is None:
        edge = face = BACK
        middle = [frame.back * inner] * rows
    else:
        edge, face = FACE, FACE_RED if card.suit in RED else FACE_BLACK
        corner_text = card_text(card, style, t)
        middle = [_fit(corner_text, inner)] + [" " * inner] * (rows - 1)
        if rows >= 3:
            middle[-1] = _fit(corner_text, inner, right=True)
            suit = STYLES[style].suit(card.suit)
            middle[rows // 2] = _fit(" " * ((inner - cell_len(suit)) // 2) + suit, inner)
    return [
        Text(frame.top(size.width), edge),
        *(Text(frame.side, edge) + Text(line, face) + Text(frame.side, edge) for line in middle),
        Text(frame.bottom(size.width), edge),
    ]


def draw_stack(
    cards: Sequence[tuple[Card, bool]],
    style: str,
    t: Translator,
    width: int,
    mirrored: bool = False,
    size: CardSize = SMALL,
) -> list[Text]:
    """A seat's cards on the table, in the order they went down, each partly under the next.

    Earlier cards show a sliver (``size.sliver`` cells, or one when room is short); the last card
    shows whole. Face-down cards show their backs. Rows are at most ``width`` cells. When even one
    cell each is too much, the first cards are left out and the style's ellipsis in front says so.
    ``mirrored`` (a right-to-left table): the cards go down from the right, the last one whole
    at the left, each earlier one showing its right edge with its rank beside it.
    """
    if mirrored:
        return _mirrored_stack(cards, style, t, width, size)
    rows = [Text() for _ in range(size.height)]
    if not cards or width < size.width:
        return rows
    pictures = [draw_card(card if up else None, style, t, size) for card, up in cards]
    earlier = pictures[:-1]
    sliver = size.sliver if len(earlier) * size.sliver + size.width <= width else 1
    fits = (width - size.width) // sliver
    if len(earlier) > fits:
        more = STYLES[style].ellipsis
        fits = width - size.width - len(more)
        earlier = earlier[len(earlier) - fits:] if fits > 0 else []
        for row, mark in zip(rows, _beside(more, size), strict=True):
            row.append(mark, "dim")
    for picture in earlier:
        for row, line in zip(rows, picture, strict=True):
            row.append_text(line[:sliver])
    for row, line in zip(rows, pictures[-1], strict=True):
        row.append_text(line)
    return rows


def _mirrored_stack(
    cards: Sequence[tuple[Card, bool]], style: str, t: Translator, width: int, size: CardSize
) -> list[Text]:
    rows = [Text() for _ in range(size.height)]
    if not cards or width < size.width:
        return rows
    pictures = [draw_card(card if up else None, style, t, size) for card, up in cards]
    earlier = pictures[:-1]
    sliver = size.sliver if len(earlier) * size.sliver + size.width <= width else 1
    fits = (width - size.width) // sliver
    cut = len(earlier) > fits
    more = STYLES[style].ellipsis
    if cut:
        fits = width - size.width - len(more)
        earlier = earlier[len(earlier) - fits:] if fits > 0 else []
    for row, line in zip(rows, pictures[-1], strict=True):
        row.append_text(line)
    for picture in reversed(earlier):
        # The right edge; on the corner's row, the rank's first cells beside it.
        edge = [line[-sliver:] for line in picture]
        if sliver > 1:
            edge[1] = picture[1][1:sliver] + picture[1][-1:]
        for row, part in zip(rows, edge, strict=True):
            row.append_text(part)
    if cut:
        for row, mark in zip(rows, _beside(more, size), strict=True):
            row.append(mark, "dim")
    return rows


def _beside(more: str, size: CardSize) -> list[str]:
    """The ellipsis beside the middle row of the cards, blank above and below it."""
    blank = " " * len(more)
    return [more if row == size.height // 2 else blank for row in range(size.height)]


def draw_pile(count: int, style: str, t: Translator, size: CardSize = SMALL) -> list[Text]:
    """A face-down pile: a card back, or an empty outline when the pile is empty."""
    if count:
        return draw_card(None, style, t, size)
    frame = STYLES[style].frame
    blank = " " * (size.width - 2)
    return [
        Text(frame.top(size.width), "dim"),
        *(Text(frame.side + blank + frame.side, "dim") for _ in range(size.height - 2)),
        Text(frame.bottom(size.width), "dim"),
    ]
