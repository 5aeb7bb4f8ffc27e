"""The rules guide's text in Help: every block laid out in lines and drawn by one widget.

One widget draws the whole guide line by line (Textual's line API) from the blocks of
:mod:`warkit.tui.guide_lines`, instead of a widget per heading and paragraph: a guide has about a
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
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widget import Widget

from .guide_lines import Block, Heading, Layout, Line

PADDING = 2
"""Cells of space on either side of the text."""
MARGINS: dict[str, tuple[int, int]] = {"h1": (2, 1), "h2": (2, 1), "heading": (1, 1), "block": (0, 1)}
"""Blank lines above and below each kind of block (the larger of two neighbours' margins counts)."""


def kind_of(block: Block) -> str:
    """``h1``…``h6`` for a heading, else the block's own kind (``paragraph``, ``table``…)."""
    return f"h{block.level}" if isinstance(block, Heading) else type(block).__name__.lower()


def _margins(kind: str) -> tuple[int, int]:
    if kind in MARGINS:
        return MARGINS[kind]
    return MARGINS["heading"] if kind.startswith("h") else MARGINS["block"]


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


class GuideText(ScrollView, can_focus=True):
    """The guide's blocks, laid out for the widget's width and drawn line by line."""

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
        self.placed: tuple[Placed, ...] = ()
        self._rows: list[tuple[Line, str]] = []
        self._width = -1

    def show(self, blocks: tuple[Block, ...], layout: Layout) -> None:
        """Show ``blocks`` laid out as ``layout`` says, from the top."""
        self.blocks, self.page, self._width = blocks, layout, -1
        self.lay_out()
        self.scroll_home(animate=False)

    @property
    def text_width(self) -> int:
        return max(1, self.scrollable_content_region.width - 2 * PADDING)

    def lay_out(self) -> None:
        """Lay every block out for the width there is now (nothing to do if it is unchanged)."""
        width = self.text_width
        if width == self._width or not self.size.width:
            return
        self._width = width
        rows: list[tuple[Line, str]] = []
        placed = []
        below = 0
        for block in self.blocks:
            kind = kind_of(block)
            above, after = _margins(kind)
            if rows:
                rows += [(Line(), "")] * max(below, above)
            lines = block.lines(width, self.page)
            if isinstance(block, Heading):
                lines = [line.aligned(width, block.align(self.page)) for line in lines]
            placed.append(Placed(block, len(rows), tuple(lines)))
            rows += [(line, kind) for line in lines]
            below = after
        self._rows, self.placed = rows, tuple(placed)
        self.virtual_size = Size(width + 2 * PADDING, len(rows))
        self.refresh()

    def on_resize(self) -> None:
        self.lay_out()

    def top_of(self, block: Block) -> int | None:
        """The page line where ``block`` starts, if it is on the page."""
        return next((place.y for place in self.placed if place.block is block), None)

    def go_to(self, block: Block) -> bool:
        """Scroll so ``block`` is the first thing on screen."""
        y = self.top_of(block)
        if y is None:
            return False
        self.scroll_to(y=y, animate=False, immediate=True)
        return True

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        index = self.scroll_offset.y + y
        base = self.rich_style
        if not 0 <= index < len(self._rows):
            return Strip.blank(width, base)
        line, kind = self._rows[index]
        text = draw(line, self, "guide")
        name = f"guide--{kind}"
        if kind.startswith("h") and name not in self.COMPONENT_CLASSES:
            name = "guide--h4"
        style = base + self.get_component_rich_style(name, partial=True) if kind.startswith("h") else base
        padding = Segment(" " * PADDING, style)
        segments = [padding, *text.render(self.app.console), padding]
        return Strip(Segment.apply_style(segments, style)).adjust_cell_length(width, style)

    def action_follow(self, href: str) -> None:
        self.post_message(self.Followed(href))
