"""What the game's screens share: the game's words, handed down and followed, and the way back.

Attributes down: a screen gets the words on screen now by its constructor (with the session or
whatever else it shows) and follows the app's reactive ``words`` (another language, a catalog
read again, new settings), drawing itself again in them (:meth:`Room.refresh_words`). Messages up:
what a screen does to the game it posts (:mod:`warkit.tui.messages`).
"""

from __future__ import annotations

from textual import on
from textual.binding import Binding
from textual.screen import Screen

from ..messages import Words
from ..widgets import ControlBar


class Room(Screen[None]):
    """A screen of the game, drawn in the game's words."""

    def __init__(self, words: Words) -> None:
        super().__init__()
        self.words = words

    def on_mount(self) -> None:
        self.watch(self.app, "words", self.show_words)

    def show_words(self, words: Words) -> None:
        self.words = words
        self.refresh_words()

    def refresh_words(self) -> None:
        """Draw every word of the screen again, in :attr:`words`."""


class Page(Room):
    """A screen over the table that Esc, or Back in its footer, closes."""

    BINDINGS = [Binding("escape", "back", show=False)]

    @on(ControlBar.Chosen)
    def chosen(self) -> None:
        self.action_back()

    def action_back(self) -> None:
        self.dismiss()
