"""Statistics: the player's record, played/won/lost/drawn for each set of rules, across runs.

Read from the file each time the screen opens, so it shows what every game on the data folder
added, this one's and another window's alike.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.console import JustifyMethod
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from ..controls import BACK
from ..engine import CUSTOM, PRESETS
from ..i18n import Translator
from ..i18n.bidi import laid_out
from ..narration.rule_words import preset_name
from ..session import Session
from ..storage import Statistics
from .labels import number
from .messages import Words
from .mirror import mirror_screen
from .widgets import ControlBar, TextLine, shown


def headings(t: Translator) -> list[str]:
    return [
        # Translators: statistics screen, column of the rules' names.
        t.pgettext("statistics", "Rules"),
        # Translators: statistics screen, column of games played.
        t.pgettext("statistics", "Played"),
        # Translators: statistics screen, column of games won.
        t.pgettext("statistics", "Won"),
        # Translators: statistics screen, column of games lost.
        t.pgettext("statistics", "Lost"),
        # Translators: statistics screen, column of games drawn.
        t.pgettext("statistics", "Drawn"),
    ]


def record_table(
    t: Translator, stats: Statistics, show: Callable[[str], str] = str, mirrored: bool = False
) -> Table:
    """The record as a table of literal text (no markup): one row for each set of rules.

    ``show`` readies each cell's words for the terminal (right-to-left order, warkit.i18n.bidi);
    ``mirrored``: the columns run from the right, the rules' names in the rightmost.
    """
    def ordered(cells: list[Text]) -> list[Text]:
        return cells[::-1] if mirrored else cells

    table = Table(box=None, padding=(0, 2), show_edge=False, pad_edge=not mirrored)
    columns: list[tuple[str, JustifyMethod]] = [
        (heading, ("right" if mirrored else "left") if index == 0 else "right")
        for index, heading in enumerate(headings(t))
    ]
    for heading, justify in columns[::-1] if mirrored else columns:
        table.add_column(Text(show(heading), style="bold"), justify=justify)
    for key in (*PRESETS, CUSTOM):
        record = stats.records.get(key)
        if record is None:
            continue
        name = preset_name(t, key if key != CUSTOM else None)
        figures = (record.played, record.won, record.lost, record.drawn)
        table.add_row(*ordered([Text(show(name)), *(Text(number(t, n)) for n in figures)]))
    return table


def title(t: Translator) -> str:
    # Translators: heading of the statistics screen.
    return t.gettext("Your record")


def empty(t: Translator) -> str:
    # Translators: statistics screen, before the player has finished any game.
    return t.gettext("No games finished yet. Your record starts with your first finished game.")


class StatisticsScreen(Screen[None]):
    BINDINGS = [Binding("escape,enter,space", "back", show=False)]

    def __init__(self, session: Session, words: Words) -> None:
        super().__init__()
        self.session, self.words = session, words
        self.statistics = session.statistics

    def compose(self) -> ComposeResult:
        yield TextLine(id="title")
        with VerticalScroll(id="record"):
            yield Static(id="table")
        yield ControlBar((BACK,), id="controls")

    def on_mount(self) -> None:
        # The file as it is now: another game on the same data folder may have added to it.
        self.statistics = self.session.read_record()
        self.watch(self.app, "words", self.show_words)

    def show_words(self, words: Words) -> None:
        self.words = words
        self.refresh_words()

    def refresh_words(self) -> None:
        t, stats = self.words.t, self.statistics
        mirrored = mirror_screen(self, t, self.words.bidi)
        self.query_one("#title", TextLine).say(title(t))
        table = self.query_one("#table", Static)
        if stats.records:
            table.update(record_table(t, stats, lambda text: shown(self.words.bidi, text), mirrored))
        else:
            table.update(Text(laid_out(empty(t), self.words.bidi, self.size.width - 2)))
        self.query_one(ControlBar).show(t)

    @on(ControlBar.Chosen)
    def chosen(self) -> None:
        self.action_back()

    def action_back(self) -> None:
        self.dismiss()
