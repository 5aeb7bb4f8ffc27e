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

from rich.text import Text

from ..engine import Card
from ..i18n import Translator
from ..i18n.cells import cells as cell_width
from ..i18n.cells import clip
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
        if cell_width(text) <= cells:
            return text
        mark = self.ellipsis[: max(0, cells)]
        return clip(text, cells - len(mark)) + mark  # whole clusters: never "क" of "कि"


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
    """Pad or cut ``text`` to exactly ``cells`` terminal cells (padded on its left when ``right``),
    cut between grapheme clusters."""
    out = clip(text, cells)
    room = " " * (cells - cell_width(out))
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
            middle[rows // 2] = _fit(" " * ((inner - cell_width(suit)) // 2) + suit, inner)
    return [
        Text(frame.top(size.width), edge),
        *(Text(frame.side, edge) + Text(line, face) + Text(frame.side, edge) for line in middle),
        Text(frame.bottom(size.width), edge),
    ]


def least_shown(card: Card, up: bool, t: Translator, size: CardSize = SMALL) -> int:
    """The fewest cells of an earlier card that show under the next: its edge, and beside it a
    face-up card's whole rank (a tied 10 reads ``10``, never ``1``).

    >>> t = Translator("en")
    >>> [least_shown(Card.parse(code), up, t) for code, up in (("TC", True), ("5D", True), ("TC", False))]
    [3, 2, 1]
    """
    if not up:
        return 1
    return min(size.width - 1, 1 + cell_width(rank_label(card.rank, t)))


def overlaps(
    cards: Sequence[tuple[Card, bool]], t: Translator, width: int, size: CardSize = SMALL, more: int = 1
) -> list[int]:
    """How many cells of each earlier card (all but the last) show under the next when the whole
    stack has ``width`` cells; 0 for a card left out.

    Each shows ``size.sliver`` cells while they all fit, and never less than :func:`least_shown`;
    with less room, fewer (down to one cell of a face-down card's edge). The first cards that
    still have no room are left out, leaving ``more`` cells for the ellipsis that says so.

    >>> t = Translator("en")
    >>> war = [(Card.parse(code), up) for code, up in (("TC", True), ("2D", False), ("5S", True), ("KH", True))]
    >>> overlaps(war, t, 40), overlaps(war, t, 11), overlaps(war, t, 10)
    ([3, 2, 2], [3, 1, 2], [0, 1, 2])
    """
    least = [least_shown(card, up, t, size) for card, up in cards[:-1]]
    room = width - size.width
    for sliver in range(size.sliver, 0, -1):
        shown = [max(sliver, low) for low in least]
        if sum(shown) <= room:
            return shown
    shown, room = [0] * len(least), room - more
    for index in reversed(range(len(least))):  # the last cards down are kept
        if least[index] > room:
            break
        shown[index], room = least[index], room - least[index]
    return shown


def stack_width(cards: Sequence[tuple[Card, bool]], t: Translator, size: CardSize = SMALL) -> int:
    """The cells a seat's cards take with nothing squeezed: each earlier card its usual sliver
    (or its whole rank), the last one whole; 0 for no cards."""
    if not cards:
        return 0
    return size.width + sum(max(size.sliver, least_shown(card, up, t, size)) for card, up in cards[:-1])


def draw_stack(
    cards: Sequence[tuple[Card, bool]],
    style: str,
    t: Translator,
    width: int,
    mirrored: bool = False,
    size: CardSize = SMALL,
) -> list[Text]:
    """A seat's cards on the table, in the order they went down, each partly under the next.

    Earlier cards show as much as :func:`overlaps` gives them in ``width`` cells (a face-up card
    always its whole rank); the last card shows whole. Face-down cards show their backs. When
    the first cards have no room they are left out, and the style's ellipsis in front says so.
    ``mirrored`` (a right-to-left table): the cards go down from the right, the last one whole
    at the left, each earlier one showing its right edge with its rank beside it.
    """
    rows = [Text() for _ in range(size.height)]
    if not cards or width < size.width:
        return rows
    more = STYLES[style].ellipsis
    pictures = [draw_card(card if up else None, style, t, size) for card, up in cards]
    shown = overlaps(cards, t, width, size, more=len(more))
    edges = [_edge(picture, cells, mirrored) for picture, cells in zip(pictures, shown, strict=False) if cells]
    cut = 0 in shown and width - size.width >= len(more)
    marks = [Text(mark, "dim") for mark in _beside(more, size)] if cut else []
    if mirrored:  # the last card at the left, the first at the right edge, the ellipsis beyond it
        parts = [pictures[-1], *reversed(edges), marks]
    else:
        parts = [marks, *edges, pictures[-1]]
    for part in parts:
        for row, line in zip(rows, part, strict=False):  # no marks: nothing to add
            row.append_text(line)
    return rows


def _edge(picture: list[Text], cells: int, mirrored: bool) -> list[Text]:
    """The ``cells`` of a card that show under the next: its left edge and corner; mirrored, its
    right edge, with the corner's first cells (the rank) beside it on the corner's row."""
    if not mirrored:
        return [line[:cells] for line in picture]
    edge = [line[-cells:] for line in picture]
    if cells > 1:
        edge[1] = picture[1][1:cells] + picture[1][-1:]
    return edge


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
