"""What a terminal too small for the table shows: one translated sentence, no crash."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.events import Resize
from textual.geometry import Size
from textual.screen import Screen

from .labels import too_small
from .widgets import TextLine


class TooSmallScreen(Screen[None]):
    """Shown over everything while the window is too small; removed when it grows.

    It says the size the table needs and the size of the window now, following each resize.
    """

    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; }
    TooSmallScreen TextLine { width: 100%; height: auto; text-align: center; padding: 0 1; }
    """
    BINDINGS = [("q", "app.quit", "")]

    def __init__(self, needed: Size) -> None:
        super().__init__()
        self.needed = needed

    def compose(self) -> ComposeResult:
        yield TextLine(self.sentence(self.app.size), id="too-small")

    def sentence(self, size: Size) -> str:
        t = self.app.t  # type: ignore[attr-defined]
        return too_small(t, self.needed.width, self.needed.height, size.width, size.height)

    def on_resize(self, event: Resize) -> None:
        self.refresh_words()

    def refresh_words(self) -> None:
        self.query_one(TextLine).say(self.sentence(self.size))
