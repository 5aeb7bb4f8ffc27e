"""What a terminal too small for the table shows: one translated sentence, no crash."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen

from .widgets import TextLine
from .words import too_small


class TooSmallScreen(Screen[None]):
    """Shown over everything while the window is too small; removed when it grows."""

    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; }
    TooSmallScreen TextLine { width: 100%; height: auto; text-align: center; }
    """
    BINDINGS = [("q", "app.quit", "")]

    def compose(self) -> ComposeResult:
        yield TextLine(too_small(self.app.t), id="too-small")  # type: ignore[attr-defined]

    def refresh_words(self) -> None:
        self.query_one(TextLine).say(too_small(self.app.t))  # type: ignore[attr-defined]
