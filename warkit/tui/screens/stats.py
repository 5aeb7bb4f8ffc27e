"""Statistics: the player's record, played/won/lost/drawn for each set of rules, across runs.

Read from the file each time the screen opens, so it shows what every game on the data folder
added, this one's and another window's alike.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from ...controls import BACK
from ...i18n import Translator
from ...i18n.bidi import laid_out
from ...session import Session
from ..messages import Words
from ..mirror import mirror_screen
from ..record_table import RecordTable
from ..widgets import ControlBar, TextLine, shown
from .base import Page


def title(t: Translator) -> str:
    # Translators: heading of the statistics screen.
    return t.gettext("Your record")


def empty(t: Translator) -> str:
    # Translators: statistics screen, before the player has finished any game.
    return t.gettext("No games finished yet. Your record starts with your first finished game.")


class StatisticsScreen(Page):
    CSS_PATH = "../stats.tcss"
    """Its stylesheet (beside the app's), read when it first opens."""

    BINDINGS = [Binding("escape,enter,space", "back", show=False)]

    def __init__(self, session: Session, words: Words) -> None:
        super().__init__(words)
        self.session = session
        self.statistics = session.statistics

    def compose(self) -> ComposeResult:
        yield TextLine(id="title")
        with VerticalScroll(id="record"):
            yield Static(id="table")
        yield ControlBar((BACK,), id="controls")

    def on_mount(self) -> None:
        # The file as it is now: another game on the same data folder may have added to it.
        self.statistics = self.session.read_record()

    def refresh_words(self) -> None:
        t, stats = self.words.t, self.statistics
        mirrored = mirror_screen(self, t, self.words.bidi)
        self.query_one("#title", TextLine).say(title(t))
        table = self.query_one("#table", Static)
        if stats.records:
            table.update(RecordTable(t, stats, lambda text: shown(self.words.bidi, text), mirrored))
        else:
            table.update(Text(laid_out(empty(t), self.words.bidi, self.size.width - 2)))
        self.query_one(ControlBar).show(t)
