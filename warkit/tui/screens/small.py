"""What a terminal too small for the table shows: one translated sentence, no crash."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.events import Resize
from textual.geometry import Size

from ..labels import too_small
from ..messages import Words
from ..widgets import TextLine
from .base import Room


class TooSmallScreen(Room):
    """Shown over everything while the window is too small; removed when it grows.

    It says the size the table needs and the size of the window now, following each resize.
    """

    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; }
    TooSmallScreen TextLine { width: 100%; height: auto; text-align: center; padding: 0 1; }
    """
    BINDINGS = [("q", "app.quit", "")]

    def __init__(self, needed: Size, words: Words) -> None:
        super().__init__(words)
        self.needed = needed

    def compose(self) -> ComposeResult:
        yield TextLine(self.sentence(self.app.size), id="too-small")

    def sentence(self, size: Size) -> str:
        return too_small(self.words.t, self.needed.width, self.needed.height, size.width, size.height)

    def on_resize(self, event: Resize) -> None:
        self.say(self.size)

    def refresh_words(self) -> None:
        self.say(self.app.size)

    def say(self, size: Size) -> None:
        """Say ``size`` in the notice's line; none while the screen is being built or closed (Ctrl+C
        then a resize), and compose says the size then."""
        for line in self.query(TextLine):
            line.say(self.sentence(size))
