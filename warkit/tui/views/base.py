"""The one base of the line views: a widget that lays its text out itself and draws it line by line.

Textual's line API asks a widget for the lines on screen only. A view keeps its text laid out for
the width it has (:meth:`LineView.lay_out`, again after each resize) and says what one line of
the screen holds (:meth:`LineView.line`); the base makes the line as wide as the widget, and
blank where there is nothing.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.scroll_view import ScrollView
from textual.strip import Strip


class LineView(ScrollView):
    """Text laid out for the widget's width and drawn one line at a time."""

    PADDING = 0
    """Cells of space on either side of the text."""

    @property
    def text_width(self) -> int:
        """The cells the text may take: the width inside the scroll bar, less the padding."""
        return max(1, self.scrollable_content_region.width - 2 * self.PADDING)

    def lay_out(self) -> None:
        """Lay the text out for the width there is now."""
        raise NotImplementedError

    def resized(self) -> None:
        """What a new size does: the text laid out again (a view may keep more in place)."""
        self.lay_out()

    def on_resize(self) -> None:
        self.resized()

    def line(self, y: int, base: Style) -> tuple[list[Segment], Style] | None:
        """The segments of the screen's line ``y`` (``base``: the widget's own style) and the
        style of the cells after them; None for a blank line."""
        raise NotImplementedError

    def render_line(self, y: int) -> Strip:
        width, base = self.scrollable_content_region.width, self.rich_style
        drawn = self.line(y, base)
        if drawn is None:
            return Strip.blank(width, base)
        segments, rest = drawn
        return Strip(segments).adjust_cell_length(width, rest)

    def part(self, name: str) -> Style:
        """What the component class ``name`` adds to the widget's style."""
        return self.get_component_rich_style(name, partial=True)
