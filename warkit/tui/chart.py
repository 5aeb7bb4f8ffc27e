"""The summary's chart: each seat's cards over the game, every seat on one scale.

Textual's ``Sparkline`` scales each line between its own lowest and highest value, so a seat
that ended with 25 cards and one that ended with 27 looked like ▁ and █. Here a full bar is
every card in play for every seat, so equal bars mean equal piles. In a card style that keeps to
ASCII (Letters) the eighths are ASCII characters from the lightest to the densest.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import ceil

from rich.text import Text
from textual.widget import Widget

BARS = "▁▂▃▄▅▆▇█"
ASCII_BARS = ".:-=+*#@"
"""The eighths in ASCII, by how much of a cell each inks."""
EMPTY = " "
"""A column for a seat holding no cards at that moment."""


def bar(value: float, top: float, bars: str = BARS) -> str:
    """One column: an eighth of ``bars`` for ``value`` out of ``top``, blank for nothing.

    >>> bar(26, 52), bar(52, 52), bar(1, 52, ASCII_BARS), bar(0, 52)
    ('▄', '█', '.', ' ')
    """
    if value <= 0 or top <= 0:
        return EMPTY
    eighths = ceil(min(value, top) / top * len(bars))
    return bars[max(1, eighths) - 1]


def columns(data: Sequence[float], width: int, leftwards: bool = False) -> list[float]:
    """``data`` spread over ``width`` columns: each column the value after the last battle it
    covers, so the column at the game's end shows the count it ended with. ``leftwards``: the
    data runs from the right edge (mirrored right to left), so a column's last battle is its
    first item."""
    if not data or width <= 0:
        return []
    if leftwards:  # the mirror image of the same data drawn left to right
        return columns(data[::-1], width)[::-1]
    count = len(data)
    return [data[max(0, (column + 1) * count // width - 1)] for column in range(width)]


class CardChart(Widget):
    """One seat's cards after each battle, as a line of bars scaled to ``top`` (cards in play)."""

    DEFAULT_CSS = """
    CardChart { height: 1; color: $accent; }
    """

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.data: list[float] = []
        self.top = 0.0
        self.leftwards = False
        self.bars = BARS

    def show(self, data: Sequence[float], top: float, leftwards: bool = False, ascii_only: bool = False) -> None:
        """Chart ``data`` (cards held after each battle, left to right as drawn) on the scale 0 to
        ``top``; ``leftwards`` when the game's time runs from the right edge; ``ascii_only`` in
        ASCII bars (the card style says)."""
        self.data, self.top, self.leftwards = list(data), top, leftwards
        self.bars = ASCII_BARS if ascii_only else BARS
        self.refresh()

    def render(self) -> Text:
        values = columns(self.data, self.size.width, self.leftwards)
        return Text("".join(bar(value, self.top, self.bars) for value in values))
