"""Statistics: the player's record, played/won/lost/drawn for each set of rules, across runs."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rich.console import Console, ConsoleOptions, JustifyMethod, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from ..controls import BACK
from ..engine.rules import PRESET_NAMES, Variant
from ..i18n import Translator
from ..i18n.bidi import laid_out
from ..narration.rule_words import variant_label
from ..session import Session
from ..storage import Statistics
from ..storage.stats import Record, variant_of_key
from .labels import number
from .messages import Words
from .mirror import mirror_screen
from .widgets import ControlBar, TextLine, shown

ROOMY = 10_000
"""Cells wider than any terminal: the width the table's narrowest form is measured in."""


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


def short_headings(t: Translator) -> list[str]:
    """The headings' short forms, for a screen too narrow for the whole words."""
    return [
        # Translators: statistics screen, column of the rules' names, when the screen is too narrow for
        # "Rules": a short form (an abbreviation with a dot is fine) of about 6 characters or fewer.
        t.pgettext("short", "Rules"),
        # Translators: statistics screen, column of games played, when the screen is too narrow for
        # "Played": a short form (an abbreviation with a dot is fine) of about 6 characters or fewer.
        t.pgettext("short", "Played"),
        # Translators: statistics screen, column of games won, when the screen is too narrow for
        # "Won": a short form (an abbreviation with a dot is fine) of about 6 characters or fewer.
        t.pgettext("short", "Won"),
        # Translators: statistics screen, column of games lost, when the screen is too narrow for
        # "Lost": a short form (an abbreviation with a dot is fine) of about 6 characters or fewer.
        t.pgettext("short", "Lost"),
        # Translators: statistics screen, column of games drawn, when the screen is too narrow for
        # "Drawn": a short form (an abbreviation with a dot is fine) of about 6 characters or fewer.
        t.pgettext("short", "Drawn"),
    ]


def record_rows(stats: Statistics) -> list[tuple[Variant | None, Record]]:
    """One row for each set of rules: presets in their order, each before its changed forms,
    and last the records whose rules are not known (one row, their figures added up)."""
    rows: dict[Variant | None, Record] = {}
    for key, record in stats.records.items():
        variant = variant_of_key(key)
        old = rows.get(variant, Record())
        rows[variant] = Record(
            old.played + record.played, old.won + record.won, old.lost + record.lost, old.drawn + record.drawn
        )

    def place(variant: Variant | None) -> tuple[int, int, str]:
        if variant is None:
            return len(PRESET_NAMES), 0, ""
        return PRESET_NAMES.index(variant.preset), len(variant.changes), repr(variant.changes)

    return [(variant, rows[variant]) for variant in sorted(rows, key=place)]


@dataclass(frozen=True)
class RecordTable:
    """The record as a table of literal text (no markup): one row for each set of rules.

    ``show`` readies each cell's words for the terminal (right-to-left order, warkit.i18n.bidi);
    ``mirrored``: the columns run from the right, the rules' names in the rightmost. The columns'
    headings are the whole words where they fit the width the table is drawn in, else the
    translator's short forms, so no heading is cut to "…".
    """

    t: Translator
    stats: Statistics
    show: Callable[[str], str] = str
    mirrored: bool = False

    def table(self, names: list[str]) -> Table:
        """The table under the headings ``names``."""
        t, show, mirrored = self.t, self.show, self.mirrored

        def ordered(cells: list[Text]) -> list[Text]:
            return cells[::-1] if mirrored else cells

        table = Table(box=None, padding=(0, 2), show_edge=False, pad_edge=not mirrored)
        columns: list[tuple[str, JustifyMethod]] = [
            (heading, ("right" if mirrored else "left") if index == 0 else "right")
            for index, heading in enumerate(names)
        ]
        for heading, justify in columns[::-1] if mirrored else columns:
            table.add_column(Text(show(heading), style="bold"), justify=justify)
        for variant, record in record_rows(self.stats):
            figures = (record.played, record.won, record.lost, record.drawn)
            name = Text(show(variant_label(t, variant)))
            table.add_row(*ordered([name, *(Text(number(t, n)) for n in figures)]))
        return table

    def fitting(self, console: Console, options: ConsoleOptions) -> Table:
        """The table with the whole headings if its narrowest form fits, else the short ones."""
        table = self.table(headings(self.t))
        roomy = options.update_width(ROOMY)  # measured unclamped: Rich caps a measure at the width
        if Measurement.get(console, roomy, table).minimum <= options.max_width:
            return table
        return self.table(short_headings(self.t))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.fitting(console, options)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.fitting(console, options))


def record_table(
    t: Translator, stats: Statistics, show: Callable[[str], str] = str, mirrored: bool = False
) -> RecordTable:
    """The record as a table whose headings fit (see :class:`RecordTable`)."""
    return RecordTable(t, stats, show, mirrored)


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

    def compose(self) -> ComposeResult:
        yield TextLine(id="title")
        with VerticalScroll(id="record"):
            yield Static(id="table")
        yield ControlBar((BACK,), id="controls")

    def on_mount(self) -> None:
        self.watch(self.app, "words", self.show_words)

    def show_words(self, words: Words) -> None:
        self.words = words
        self.refresh_words()

    def refresh_words(self) -> None:
        t, stats = self.words.t, self.session.statistics
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
