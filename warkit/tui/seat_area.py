"""Where the seats sit: one column, one tight column or two columns, chosen from the window;
and on a big table, larger cards in the middle of the window.

The arrangement depends on the window's size and the number of seat rows only, never on what the
status box says: the table gives its seats the window less the top line, the footer (as tall as
its tallest form through a game) and the room the status box may always take
(:func:`status_room`). :class:`SeatArea` picks an arrangement for that room by setting one class;
the stylesheet (``table.tcss``) does the rest. When even the best arrangement does not fit (a
window below the minimum, a notice's lines), the area scrolls with a visible scroll bar: a seat is
never cut off without a sign of it. From :data:`CENTRED_FROM` columns the seats stand in the
middle, and the cards are the largest of :data:`~warkit.tui.card_art.SIZES` that the window's
width allows with a blank line above each seat.
"""

from __future__ import annotations

from textual.containers import VerticalScroll

from .card_art import SIZES, SMALL, CardSize
from .widgets import SeatRow

ROOMY, SNUG, TWO_COLUMNS = "-roomy", "-snug", "-two-columns"
ARRANGEMENTS = (ROOMY, SNUG, TWO_COLUMNS)
"""The classes :class:`SeatArea` sets, one at a time (see ``table.tcss``)."""
COLUMN_CELLS = 26
"""The narrowest a seat may be and still show its name, pile and a card beside it."""
ROW_HEIGHT = SMALL.height
"""A seat's height in the arrangements of a small table."""
GUTTER = 2
"""Cells between two columns of seats."""
CENTRED_FROM = 100
"""From this many columns the seats stand in the middle of the window, not at its left edge."""
TALL_FROM = 24
"""From this many rows the status box keeps :data:`STATUS_LINES`; below, a quarter of the window."""
STATUS_LINES = 8
"""The lines kept for the status box in a window of :data:`TALL_FROM` rows or more: the most a
press says at 80 columns (Play 10 battles with four players, in the pseudo-locale's long words)."""


def status_room(height: int) -> int:
    """The lines kept for the status box in a window ``height`` rows tall when the seats are
    arranged: it may always grow to them without moving the seats, and it has whatever the seats
    leave besides (a longer text scrolls in it, its last sentences in view).

    >>> status_room(20), status_room(24), status_room(60)
    (5, 8, 8)
    """
    return height // 4 if height < TALL_FROM else STATUS_LINES


def seats_height(rows: int, chosen: str, size: CardSize) -> int:
    """The lines ``rows`` seat rows of cards of ``size`` take in the arrangement ``chosen``.

    >>> seats_height(2, ROOMY, SMALL), seats_height(4, SNUG, SMALL), seats_height(4, TWO_COLUMNS, SMALL)
    (8, 12, 7)
    """
    if chosen == TWO_COLUMNS:  # grid-rows: 3, a gutter of one line between them (table.tcss)
        lines = -(-rows // 2)
        return lines * ROW_HEIGHT + lines - 1
    return rows * (size.height + (chosen == ROOMY))


def arrangement(rows: int, width: int, height: int) -> str:
    """The class for ``rows`` seat rows (players and a set-aside card) in ``width`` × ``height``.

    One column with a blank line between seats while that fits; then one column with none;
    then two columns side by side if they are wide enough; otherwise whichever needs less
    scrolling.
    """
    if rows * ROW_HEIGHT + rows <= height:  # a blank line above each seat
        return ROOMY
    if rows * ROW_HEIGHT <= height:
        return SNUG
    two_wide = width >= 2 * COLUMN_CELLS + GUTTER
    if two_wide:
        return TWO_COLUMNS
    return SNUG


def card_size(rows: int, columns: int, height: int) -> CardSize:
    """The largest card size for ``rows`` seat rows in a window ``columns`` wide whose seats have
    ``height`` rows: each seat a card's height with a blank line above it (the smallest size when
    none fits so).

    >>> [(size.width, size.height) for size in (card_size(2, 80, 20), card_size(2, 120, 34), card_size(4, 200, 50))]
    [(5, 3), (9, 5), (11, 7)]
    """
    fitting = [size for size in SIZES if size.from_columns <= columns and rows * (size.height + 1) <= height]
    return fitting[-1] if fitting else SIZES[0]


class SeatArea(VerticalScroll, can_focus=False):
    """The seats' container: picks its arrangement from its size and how many rows it shows."""

    def __init__(self, **kwargs: object) -> None:
        # Two seats in one roomy column is what most tables show: starting with that class means
        # the first fit usually changes nothing, so the seats are not styled again before the
        # first frame.
        super().__init__(classes=ROOMY, **kwargs)  # type: ignore[arg-type]
        self.rows = 2
        self.mirrored = False
        self.room: int | None = None
        """The rows the table gives its seats (:meth:`fit`), whatever the status box says now."""
        self.columns = 0
        """The window's width (:meth:`fit`)."""
        self.needs = 0
        """The rows the seats take in the arrangement chosen for that room."""

    def fit(self, room: int, columns: int) -> None:
        """The table gives the seats ``room`` rows of a window ``columns`` wide (set when the
        window or the footer changes)."""
        if (room, columns) != (self.room, self.columns):
            self.room, self.columns = room, columns
            self.choose_arrangement()

    def show_rows(self, rows: int, *, mirrored: bool = False) -> None:
        """The table shows ``rows`` seat rows now (a new game may seat more or fewer), mirrored
        for a right-to-left language in visual mode or not."""
        self.rows = rows
        self.mirrored = mirrored
        self.choose_arrangement()

    def choose_arrangement(self) -> None:
        """Set the one class that says how the seats sit in the room the table gives them."""
        if self.room is None:
            return
        columns = self.columns
        chosen = arrangement(self.rows, columns - self.styles.gutter.width, self.room)
        for name in ARRANGEMENTS:
            self.set_class(name == chosen, name)
        cards = card_size(self.rows, columns, self.room)
        self.needs = seats_height(self.rows, chosen, cards)
        for row in self.children:
            if isinstance(row, SeatRow):
                row.seat_at(cards, centred=columns >= CENTRED_FROM)
        self.order_rows(swap_pairs=self.mirrored and chosen == TWO_COLUMNS)

    def order_rows(self, *, swap_pairs: bool) -> None:
        """Two columns fill from the left; mirrored, each pair of seats trades places, so the first
        seat of each line stands at the right edge, where a right-to-left reader starts."""
        rows = sorted(self.children, key=lambda row: row.id or "")  # seat-0 … seat-3, set-aside
        shown = [row for row in rows if row.display]
        if swap_pairs:
            for first in range(0, len(shown) - 1, 2):
                shown[first], shown[first + 1] = shown[first + 1], shown[first]
        wanted = shown + [row for row in rows if not row.display]
        if list(self.children) == wanted:
            return
        for row in reversed(wanted):
            self.move_child(row, before=0)
