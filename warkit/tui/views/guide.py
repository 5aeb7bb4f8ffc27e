"""The rules guide's text in Help: every block laid out in lines and drawn by one widget.

One widget draws the whole guide line by line (Textual's line API) from the blocks of
:mod:`warkit.tui.views.guide_lines`, instead of a widget per heading and paragraph: a guide has about a
hundred blocks, and mounting and styling a widget for each made Help take over a second to open.
Laying out is pure Python and only what is on screen is drawn, so Help shows its first section at
once. The page keeps where each block starts, so a link or a contents entry scrolls to its heading.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget

from .base import LineView
from .guide_lines import Block, Code, Heading, Layout, Line, Table

PADDING = 2
"""Cells of space on either side of the text."""
MARGINS: dict[str, tuple[int, int]] = {"h1": (2, 1), "h2": (2, 1), "heading": (1, 1), "block": (0, 1)}
"""Blank lines above and below each kind of block (the larger of two neighbours' margins counts)."""
CHUNK = 8
"""Blocks laid out after each refresh, once the screen's first page is drawn."""
MEASURE = 96
"""The most cells a line of the guide takes, with its padding 100: a wider window leaves the rest
blank beyond the end of the lines (on the left of a mirrored page), as lines much longer than this
are hard to follow back to the start of the next."""


def kind_of(block: Block) -> str:
    """``h1``…``h6`` for a heading, else the block's own kind (``paragraph``, ``table``…)."""
    return f"h{block.level}" if isinstance(block, Heading) else type(block).__name__.lower()


def _margins(kind: str) -> tuple[int, int]:
    if kind in MARGINS:
        return MARGINS[kind]
    return MARGINS["heading"] if kind.startswith("h") else MARGINS["block"]


def _letters(line: Line) -> int:
    """The characters of a line other than spaces: the same in a paragraph at any width."""
    return len(line.text) - line.text.count(" ")


def draw(line: Line, widget: Widget, prefix: str) -> Text:
    """A laid-out line as Rich text, each span styled by the widget's ``{prefix}--{style}``."""
    text = Text(line.text, no_wrap=True, end="")
    for span in line.spans:
        name = f"{prefix}--{span.style}"
        if name not in widget.COMPONENT_CLASSES:
            continue
        style = widget.get_component_rich_style(name, partial=True)
        if span.style == "link":
            style += Style(meta={"@click": f"follow({span.href!r})"})
        text.stylize(style, span.start, span.end)
    return text


@dataclass(frozen=True, slots=True)
class Placed:
    """A block where it stands on the page: its first line ``y`` and its lines."""

    block: Block
    y: int
    lines: tuple[Line, ...]


class GuideText(LineView, can_focus=True):
    """The guide's blocks, laid out for the widget's width and drawn line by line."""

    PADDING = PADDING
    COMPONENT_CLASSES = {
        "guide--code",
        "guide--strong",
        "guide--em",
        "guide--s",
        "guide--link",
        "guide--bullet",
        "guide--header",
        "guide--rule",
        "guide--h1",
        "guide--h2",
        "guide--h3",
        "guide--h4",
    }

    class Followed(Message):
        """The player clicked a link in the guide."""

        def __init__(self, href: str) -> None:
            super().__init__()
            self.href = href

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.blocks: tuple[Block, ...] = ()
        self.page = Layout(rtl=False, reorder=False)
        self._placed: list[Placed] = []
        self._rows: list[tuple[Line, str]] = []
        self._below = 0
        self._width = -1

    def show(self, blocks: tuple[Block, ...], layout: Layout, place: tuple[int, int] | None = None) -> None:
        """Show ``blocks`` laid out as ``layout`` says, from the top, or from ``place`` (what
        :meth:`place` said of the blocks shown before: the same guide in new words, or with
        its figures)."""
        self.blocks, self.page, self._width = blocks, layout, -1
        self.lay_out()
        top = None
        if place is not None and blocks and self._width >= 0:  # laid out (it has a size)
            index, lines = place
            start = self.top_of(blocks[min(index, len(blocks) - 1)])
            top = None if start is None else start + lines
        if top:
            self._extend_rows(top + 2 * self.size.height)
            self.scroll_to(y=top, animate=False, immediate=True)
        else:
            self.scroll_home(animate=False)

    @property
    def text_width(self) -> int:
        """The cells a line may take: the width there is, at most :data:`MEASURE`."""
        return min(MEASURE, super().text_width)

    def resized(self) -> None:
        """Laid out again for the new width, with the line that was at the top of the screen at
        the top again (the same words, wherever they wrap now)."""
        if self.text_width == self._width:
            return
        reading = self._reading() if self._width >= 0 else None
        self.lay_out()
        if reading is None:
            return
        index, chars, share = reading
        placed = self._placed[index] if index < len(self._placed) else None
        y = self.top_of(self.blocks[index]) if placed is None else placed.y
        if y is None:
            return
        lines = self._placed[index].lines
        if isinstance(self.blocks[index], (Table, Code)):
            below = round(share * len(lines))
        else:
            below, seen = 0, 0
            while below < len(lines) - 1 and seen + _letters(lines[below]) <= chars:
                seen += _letters(lines[below])
                below += 1
        self._extend_rows(y + below + 2 * self.size.height)
        self.scroll_to(y=y + below, animate=False, immediate=True)

    def _reading(self) -> tuple[int, int, float] | None:
        """The line at the top of the screen: its block (a number), the letters of the block
        above it, and how far down the block it is (a share of its lines, for a table or code,
        whose lines are not its words wrapped)."""
        y = round(self.scroll_offset.y)
        if not self._placed or y <= 0:
            return None
        index, below = self.place()
        placed = self._placed[index]
        if below >= len(placed.lines):  # the blank lines after a block: the next one's start
            return (index + 1, 0, 0.0) if index + 1 < len(self.blocks) else None
        return index, sum(_letters(line) for line in placed.lines[:below]), below / len(placed.lines)

    def place(self) -> tuple[int, int]:
        """Where the reader is: the block at the top of the screen (its number) and how many lines
        below its start. Kept by block rather than by line, so a new translation or a figure that
        is longer or shorter above it moves nothing on screen."""
        y = round(self.scroll_offset.y)
        for index in range(len(self._placed) - 1, -1, -1):
            if self._placed[index].y <= y:
                return index, y - self._placed[index].y
        return 0, y

    @property
    def placed(self) -> tuple[Placed, ...]:
        """Every block where it stands on the page (the rest of the page is laid out first)."""
        self._extend(len(self.blocks))
        return tuple(self._placed)

    def lay_out(self) -> None:
        """Lay the blocks out for the width there is now (nothing to do if it is unchanged).

        What the screen shows is laid out at once; the rest follows a few blocks at a time after
        each refresh, so Help draws its first section without waiting for the whole guide (a
        right-to-left guide reordered line by line takes a while).
        """
        width = self.text_width
        if width == self._width or not self.size.width:
            return
        self._width = width
        self._rows, self._placed, self._below = [], [], 0
        self._extend_rows(round(self.scroll_offset.y) + 2 * self.size.height)
        self.call_after_refresh(self._lay_out_more)

    def _lay_out_more(self) -> None:
        if len(self._placed) < len(self.blocks):
            self._extend(len(self._placed) + CHUNK)
            self.call_after_refresh(self._lay_out_more)

    def _extend_rows(self, rows: int) -> None:
        """Lay out blocks until the page has at least ``rows`` lines (or every block is laid out)."""
        while len(self._rows) < rows and len(self._placed) < len(self.blocks):
            self._extend(len(self._placed) + 1)

    def _extend(self, blocks: int) -> None:
        """Lay out blocks until the first ``blocks`` of them are on the page."""
        if self._width < 0 or len(self._placed) >= min(blocks, len(self.blocks)):
            return
        width, rows = self._width, self._rows
        for block in self.blocks[len(self._placed) : blocks]:
            kind = kind_of(block)
            above, after = _margins(kind)
            if rows:
                rows += [(Line(), "")] * max(self._below, above)
            lines = block.lines(width, self.page)
            if isinstance(block, Heading):
                lines = [line.aligned(width, block.align(self.page)) for line in lines]
            self._placed.append(Placed(block, len(rows), tuple(lines)))
            rows += [(line, kind) for line in lines]
            self._below = after
        self.virtual_size = Size(width + 2 * PADDING, len(rows))
        self.refresh()

    def shown_blocks(self) -> list[Block]:
        """The blocks with at least one line on screen now."""
        top = round(self.scroll_offset.y)
        bottom = top + self.scrollable_content_region.height
        return [place.block for place in self._placed if place.y < bottom and place.y + len(place.lines) > top]

    def top_of(self, block: Block) -> int | None:
        """The page line where ``block`` starts, if it is on the page (laid out as far as it)."""
        for place in self._placed:
            if place.block is block:
                return place.y
        while len(self._placed) < len(self.blocks):
            self._extend(len(self._placed) + 1)
            if self._placed[-1].block is block:
                return self._placed[-1].y
        return None

    def go_to(self, block: Block) -> bool:
        """Scroll so ``block`` is the first thing on screen."""
        y = self.top_of(block)
        if y is None:
            return False
        self._extend_rows(y + 2 * self.size.height)  # the screen below it, too
        self.scroll_to(y=y, animate=False, immediate=True)
        return True

    def line(self, y: int, base: Style) -> tuple[list[Segment], Style] | None:
        index = self.scroll_offset.y + y
        if not 0 <= index < len(self._rows):
            return None
        line, kind = self._rows[index]
        text = draw(line, self, "guide")
        name = f"guide--{kind}"
        if kind.startswith("h") and name not in self.COMPONENT_CLASSES:
            name = "guide--h4"
        style = base + self.part(name) if kind.startswith("h") else base
        padding = Segment(" " * PADDING, style)
        segments = [padding, *text.render(self.app.console), padding]
        beyond = super().text_width - self._width  # the window is wider than the measure
        if self.page.rtl and beyond > 0:  # a mirrored page's lines end at its right edge
            segments.insert(0, Segment(" " * beyond, base))
        return list(Segment.apply_style(segments, style)), style

    def action_follow(self, href: str) -> None:
        self.post_message(self.Followed(href))
