"""The summary after "Finish the game" or a game's end: result, deal and rules, figures and a card chart.

It reads the finished game from the session handed down to it, in the words handed down with
it and then the app's ``words`` (which it watches); New game and Replay post :class:`~warkit.tui.messages.Played`.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll

from ...controls import BACK, bound_keys, control
from ...i18n import Translator
from ...i18n.cells import cells as cell_width
from ...narration.rule_words import rules_line
from ...session import Session
from ..chart import CardChart
from ..labels import card_count, deal_line, set_aside_label
from ..messages import Played, Words
from ..mirror import mirror_row, mirror_screen
from ..widgets import ControlBar, TextLine
from .base import Room

SUMMARY_CONTROLS = (BACK, control("new"), control("replay"), control("quit"))
MAX_SEATS = 4
CHART_GAP = 2
"""Blank cells between a chart's bars and the name or count beside them."""
SHORT_ROWS = 30
"""Chart rows made; those beyond the game's players are hidden."""


def chart_title(t: Translator) -> str:
    # Translators: summary screen, heading of the chart of each player's cards over the game.
    return t.gettext("Cards held after each battle")


def chart_scale(t: Translator, count: int) -> str:
    # Translators: summary screen, under the chart's heading: every player's bars share one scale,
    # and a bar as high as it goes means {count} cards (all the cards in the game).
    return t.ngettext(
        "Every player on one scale: a full bar is all {count} card.",
        "Every player on one scale: a full bar is all {count} cards.",
        count,
        count=count,
    )


class SummaryScreen(Room):
    """Shows the finished game's result, figures and each player's card count over time."""

    CSS_PATH = "../summary.tcss"
    """Its stylesheet (beside the app's), read when it first opens."""

    VERTICAL_BREAKPOINTS = [(0, "-short"), (SHORT_ROWS, "-tall")]
    """Below ``SHORT_ROWS`` rows the chart's lines sit together (see summary.tcss)."""
    BINDINGS = [
        # Back, or the keys that turn cards (the summary is where turning led).
        Binding(",".join((*BACK.keys, *control("turn").keys)), "back", show=False),
        *(
            Binding(",".join(bound_keys(item)), "app.quit" if item.action == "quit" else item.action, show=False)
            for item in SUMMARY_CONTROLS[1:]
        ),
    ]

    def __init__(self, session: Session, words: Words) -> None:
        super().__init__(words)
        self.session = session

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="summary"):
            yield TextLine(id="outcome")
            with Horizontal(id="deal-rules"):
                yield TextLine(id="summary-deal")
                yield TextLine(id="summary-rules")
            yield Vertical(id="figures")
            yield TextLine(id="chart-title")
            yield TextLine(id="chart-scale")
            for seat in range(MAX_SEATS):
                with Horizontal(id=f"chart-row-{seat}", classes="chart-row"):
                    yield TextLine(id=f"chart-name-{seat}", classes="chart-name")
                    yield CardChart(id=f"chart-{seat}", classes="chart")
                    yield TextLine(id=f"chart-count-{seat}", classes="chart-count")
            with Horizontal(id="chart-row-aside", classes="chart-row"):
                yield TextLine(id="chart-name-aside", classes="chart-name")
                yield TextLine(id="chart-aside", classes="chart")
                yield TextLine(id="chart-count-aside", classes="chart-count")
        yield ControlBar(SUMMARY_CONTROLS, id="controls")

    def on_screen_resume(self) -> None:
        self.refresh_words()

    def refresh_words(self) -> None:
        """Fill the screen from the finished game, in the current language.

        The screen is built the first time Finish shows it (see :meth:`WarApp.show_summary`) and
        filled in each time it shows, so a later "Finish the game" costs no new widgets.
        """
        words, game = self.words, self.session.game
        if game.outcome is None:
            return
        t, teller = words.t, words.teller
        mirrored = mirror_screen(self, t, words.bidi)
        for row in (self.query_one("#deal-rules"), *self.query(".chart-row")):
            mirror_row(row, mirrored)
        self.query_one("#outcome", TextLine).say(teller.outcome(game))
        self.query_one("#summary-deal", TextLine).say(deal_line(t, game.deal))
        self.query_one("#summary-rules", TextLine).say(rules_line(t, game.rules))
        self._show_figures(teller.narrator.statistics(game.stats))
        self.query_one("#chart-title", TextLine).say(chart_title(t))
        players = game.rules.players
        in_play = sum(game.history[0]) if game.history else 0  # one scale for every seat
        self.query_one("#chart-scale", TextLine).say(chart_scale(t, in_play))
        for seat in range(MAX_SEATS):
            row = self.query_one(f"#chart-row-{seat}", Horizontal)
            row.display = seat < players
            if seat >= players:
                continue
            self.query_one(f"#chart-name-{seat}", TextLine).say(teller.seat_name(seat))
            held = [float(counts[seat]) for counts in game.history]
            # Right to left, the game's time runs from the right edge too.
            chart = self.query_one(f"#chart-{seat}", CardChart)
            chart.show(held[::-1] if mirrored else held, in_play, leftwards=mirrored, ascii_only=words.style.ascii_only)
            self.query_one(f"#chart-count-{seat}", TextLine).say(card_count(t, game.counts[seat]))
        aside = self.query_one("#chart-row-aside", Horizontal)
        aside.display = game.set_aside is not None  # a three-player deal: counted, never played
        if game.set_aside is not None:
            self.query_one("#chart-name-aside", TextLine).say(set_aside_label(t))
            self.query_one("#chart-count-aside", TextLine).say(card_count(t, 1))
        self._fit_chart_columns()
        self.query_one(ControlBar).show(t)

    def _fit_chart_columns(self) -> None:
        """Names and counts as wide as the widest shown (so every bar starts and ends in the same
        column); the stylesheet caps them, and a longer one ends in "…"."""
        for kind in ("chart-name", "chart-count"):
            shown = [line for line in self.query(f".{kind}").results(TextLine) if line.parent and line.parent.display]
            cells = max((cell_width(line.text) for line in shown), default=0) + CHART_GAP
            for line in self.query(f".{kind}").results(TextLine):
                line.styles.width = cells

    def _show_figures(self, lines: list[str]) -> None:
        """One line per figure; the lines are made once and said again after that."""
        figures = self.query_one("#figures", Vertical)
        shown = list(figures.query_children(TextLine))
        if len(shown) != len(lines):
            figures.remove_children()
            figures.mount_all(TextLine(line) for line in lines)
            return
        for widget, line in zip(shown, lines, strict=True):
            widget.say(line)

    @on(ControlBar.Chosen)
    async def chosen(self, message: ControlBar.Chosen) -> None:
        await self.run_action(message.action if message.action != "quit" else "app.quit")

    def action_back(self) -> None:
        self.dismiss()

    def action_new(self) -> None:
        self.post_message(Played(self.session.new_round()))
        self.dismiss()

    def action_replay(self) -> None:
        self.post_message(Played(self.session.replay()))
        self.dismiss()
