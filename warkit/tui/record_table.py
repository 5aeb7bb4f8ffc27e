"""The player's record as tables laid out to fit the screen, headings and rules' names uncut: the
games' counts and win rate (``counts``), and the streaks and the games' records (``records``), one
row for each set of rules and a last row for all of them.

Rich shares out a table too wide for its space by narrowing its widest columns, below their
longest word if need be, and cuts that word with "…". Here the width is shared out first, never
below a column's longest word: the headings wrap first, then the rules' names; where even that
does not fit, the columns take the translator's short headings, then narrower gaps.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rich.console import Console, ConsoleOptions, JustifyMethod, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from ..i18n import Translator
from ..i18n.bidi import wrap
from ..i18n.cells import cells as cell_width
from ..i18n.cells import joins
from ..i18n.kinsoku import has_wide, pieces
from ..narration.record_words import all_rules
from ..narration.rule_words import variant_label
from ..storage import Record, Statistics
from ..storage.stats import record_rows
from .labels import number

ROOMY = 10_000
"""Cells wider than any terminal: the width a cell's longest word and whole text are measured in."""
GAP = 2
"""Blank cells each side of a cell, where the screen has room."""
TIGHT_GAP = 1
"""Blank cells each side of a cell on a narrow screen."""


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
        # Translators: statistics screen, column of the share of games won (a percentage).
        t.pgettext("statistics", "Win rate"),
    ]


def record_headings(t: Translator) -> list[str]:
    """The headings of the streaks and records table."""
    return [
        t.pgettext("statistics", "Rules"),
        # Translators: statistics screen, column of the games won in a row, up to the last game.
        t.pgettext("statistics", "Streak"),
        # Translators: statistics screen, column of the most games ever won in a row.
        t.pgettext("statistics", "Best streak"),
        # Translators: statistics screen, column of the most battles played in one game.
        t.pgettext("statistics", "Longest game"),
        # Translators: statistics screen, column of the most wars in one battle (a war, a double
        # war, a triple war…).
        t.pgettext("statistics", "Biggest war"),
        # Translators: statistics screen, column of the most cards won in one battle.
        t.pgettext("statistics", "Most cards won"),
    ]


def record_short_headings(t: Translator) -> list[str]:
    """The streaks and records table's short headings, for a screen too narrow for the whole words."""
    return [
        t.pgettext("short", "Rules"),
        # Translators: statistics screen, column of the games won in a row, when the screen is too
        # narrow for "Streak": a short form of about 6 characters or fewer.
        t.pgettext("short", "Streak"),
        # Translators: statistics screen, column of the most games won in a row, when the screen is
        # too narrow for "Best streak": a short form of about 6 characters or fewer.
        t.pgettext("short", "Best streak"),
        # Translators: statistics screen, column of the most battles in one game, when the screen is
        # too narrow for "Longest game": a short form of about 6 characters or fewer.
        t.pgettext("short", "Longest game"),
        # Translators: statistics screen, column of the most wars in one battle, when the screen is
        # too narrow for "Biggest war": a short form of about 6 characters or fewer.
        t.pgettext("short", "Biggest war"),
        # Translators: statistics screen, column of the most cards won in one battle, when the
        # screen is too narrow for "Most cards won": a short form of about 6 characters or fewer.
        t.pgettext("short", "Most cards won"),
    ]


def counts(t: Translator, record: Record) -> list[str]:
    """The counts table's figures of one row: played, won, lost, drawn and the win rate."""
    figures = (record.played, record.won, record.lost, record.drawn)
    return [*(number(t, n) for n in figures), t.format_percent(record.win_rate, decimals=0)]


def records(t: Translator, record: Record) -> list[str]:
    """The records table's figures of one row: the streaks, the longest game, the biggest war and
    the most cards won in one battle."""
    figures = (record.streak, record.best_streak, record.longest_game, record.biggest_war, record.biggest_haul)
    return [number(t, n) for n in figures]


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
        # Translators: statistics screen, column of the share of games won, when the screen is too
        # narrow for "Win rate": a short form of about 6 characters or fewer.
        t.pgettext("short", "Win rate"),
    ]


Words = Callable[[Translator], list[str]]

PARTS: dict[str, tuple[Words, Words, Callable[[Translator, Record], list[str]]]] = {
    "counts": (headings, short_headings, counts),
    "records": (record_headings, record_short_headings, records),
}
"""Each table of the record: its headings, its short headings and the figures of a row."""


def share_out(spans: list[Measurement], room: int) -> list[int]:
    """Each column's width: its widest cell while ``room`` lasts, the headings giving way first
    (the widest first: a heading of several words wraps), then the first column (the rules'
    names, the row's own words); never below a column's longest word.

    >>> share_out([Measurement(6, 30), Measurement(4, 8), Measurement(3, 5)], 25)
    [18, 4, 3]
    >>> share_out([Measurement(6, 30), Measurement(4, 8), Measurement(3, 5)], 13)
    [6, 4, 3]
    """
    widths = [span.maximum for span in spans]
    excess = sum(widths) - room
    for index in (*sorted(range(1, len(spans)), key=lambda i: -widths[i]), 0):
        if excess <= 0:
            break
        cut = min(excess, widths[index] - spans[index].minimum)
        widths[index] -= cut
        excess -= cut
    return widths


def narrowest(column: list[Text]) -> int:
    """The least width a column of rules' names can take: Rich knows only breaks at spaces, so a
    Chinese or Japanese name would be one long word; it may break between characters where the
    line rules allow (:mod:`warkit.i18n.kinsoku`), so its widest piece is what must fit."""
    return max(max(cell_width(piece.rstrip()) for piece in pieces(cell.plain)) for cell in column)


def folded(cell: Text, width: int) -> Text:
    """``cell`` broken into lines of ``width`` cells by the line rules, where Rich would not
    break it (text with wide characters and no spaces), or would fold a word between a letter
    and its marks (Hindi's ``कि``)."""
    if not (has_wide(cell.plain) or joins(cell.plain)) or cell_width(cell.plain) <= width:
        return cell
    return Text("\n".join(wrap(cell.plain, width)), style=cell.style)


@dataclass(frozen=True)
class RecordTable:
    """The record as a table of literal text (no markup): one row for each set of rules and one
    for all of them; ``part`` says which figures (a key of :data:`PARTS`).

    ``show`` readies each cell's words for the terminal (right-to-left order, warkit.i18n.bidi);
    ``mirrored``: the columns run from the right, the rules' names in the rightmost. Drawn in
    whatever width it is given, with the roomiest headings and gaps that fit it.
    """

    t: Translator
    stats: Statistics
    show: Callable[[str], str] = str
    mirrored: bool = False
    part: str = "counts"

    def columns(self, names: list[str]) -> list[list[Text]]:
        """Each column's cells, heading first, in reading order (the rules' names first)."""
        t, show, figures = self.t, self.show, PARTS[self.part][2]
        columns = [[Text(show(name), style="bold")] for name in names]
        rows = [(variant_label(t, variant), record, "") for variant, record in record_rows(self.stats)]
        rows.append((all_rules(t), self.stats.total(), "bold"))
        for label, record, style in rows:
            cells = [Text(show(label), style=style), *(Text(figure, style=style) for figure in figures(t, record))]
            for column, cell in zip(columns, cells, strict=True):
                column.append(cell)
        return columns

    def table(self, columns: list[list[Text]], gap: int, widths: list[int]) -> Table:
        """The table of ``columns``, each ``widths`` cells wide with ``gap`` blank cells each side."""
        mirrored = self.mirrored
        table = Table(box=None, padding=(0, gap), show_edge=False, pad_edge=not mirrored)
        order = list(range(len(columns)))[::-1] if mirrored else list(range(len(columns)))
        for index in order:
            justify: JustifyMethod = ("right" if mirrored else "left") if index == 0 else "right"
            table.add_column(columns[index][0], justify=justify, width=widths[index])
        for row in range(1, len(columns[0])):
            table.add_row(*(folded(columns[index][row], widths[index]) for index in order))
        return table

    def fitting(self, console: Console, options: ConsoleOptions) -> Table:
        """The table in the roomiest form whose longest words fit: the whole headings, else the
        short ones, else the short ones with narrower gaps (past that, Rich cuts what it must)."""
        roomy = options.update_width(ROOMY)  # Rich caps a measure at the width it is given
        whole, short, _ = PARTS[self.part]
        forms = ((whole(self.t), GAP), (short(self.t), GAP), (short(self.t), TIGHT_GAP))
        for names, gap in forms:
            columns = self.columns(names)
            spans = [
                Measurement(
                    max(Measurement.get(console, roomy, cell).minimum for cell in column),
                    max(Measurement.get(console, roomy, cell).maximum for cell in column),
                )
                for column in columns
            ]
            spans[0] = Measurement(min(spans[0].minimum, narrowest(columns[0])), spans[0].maximum)
            room = options.max_width - 2 * gap * len(columns) + (0 if not self.mirrored else 2 * gap)
            if sum(span.minimum for span in spans) <= room:
                break
        return self.table(columns, gap, share_out(spans, room))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.fitting(console, options)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.fitting(console, options))
