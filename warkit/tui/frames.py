"""Textual's own frames and scroll bars, in ASCII when the card style keeps to ASCII (Letters).

Borders, the text box's frame, a notice's edge and the scroll bars' fine ends are Textual's
drawing, not warkit's: in a style whose ``ascii_only`` is set (warkit.tui.card_art) the app
carries the class ``-ascii``, which ``ascii.tcss`` answers with ASCII borders, and every scroll
bar draws whole cells only (Textual's renderer draws its ends in eighth blocks).
"""

from __future__ import annotations

from typing import ClassVar

from textual.dom import DOMNode
from textual.scrollbar import ScrollBar, ScrollBarRender

from .card_art import CardStyle

ASCII = "-ascii"
"""The app's class while the card style keeps to ASCII."""


class WholeCellScrollBar(ScrollBarRender):
    """A scroll bar drawn in whole cells of colour, without the eighth blocks at its ends."""

    VERTICAL_BARS: ClassVar[list[str]] = [" "] * len(ScrollBarRender.VERTICAL_BARS)
    HORIZONTAL_BARS: ClassVar[list[str]] = [" "] * len(ScrollBarRender.HORIZONTAL_BARS)


def draw_frames(app: DOMNode, style: CardStyle) -> None:
    """Frames and scroll bars as ``style`` asks: ASCII ones, or Textual's own."""
    app.set_class(style.ascii_only, ASCII)
    ScrollBar.renderer = WholeCellScrollBar if style.ascii_only else ScrollBarRender  # one app a process
