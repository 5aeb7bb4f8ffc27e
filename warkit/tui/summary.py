"""The summary after "Finish the game" or a game's end: result, figures and a card chart."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Sparkline

from ..controls import BACK, control
from ..i18n import Translator
from .widgets import ControlBar, TextLine
from .words import card_count

if TYPE_CHECKING:
    from .app import WarApp

SUMMARY_CONTROLS = (BACK, control("new"), control("replay"), control("quit"))
MAX_SEATS = 4
"""Chart rows made; those beyond the game's players are hidden."""


def chart_title(t: Translator) -> str:
    # Translators: summary screen, heading of the chart of each player's cards over the game.
    return t.gettext("Cards held after each battle")


class SummaryScreen(Screen[None]):
    """Shows the finished game's result, figures and each player's card count over time."""

    CSS_PATH = "summary.tcss"
    BINDINGS = [
        # Back, or the keys that turn cards (the summary is where turning led).
        Binding(",".join((*BACK.keys, *control("turn").keys)), "back", show=False),
        *(
            Binding(",".join(item.keys), "app.quit" if item.action == "quit" else item.action, show=False)
            for item in SUMMARY_CONTROLS[1:]
        ),
    ]

    app: WarApp

    def compose(self) -> ComposeResult:
        with Vertical(id="summary"):
            yield TextLine(id="outcome")
            yield Vertical(id="figures")
            yield TextLine(id="chart-title")
            for seat in range(MAX_SEATS):
                with Horizontal(id=f"chart-row-{seat}", classes="chart-row"):
                    yield TextLine(id=f"chart-name-{seat}", classes="chart-name")
                    yield Sparkline([0.0], id=f"chart-{seat}", classes="chart")
                    yield TextLine(id=f"chart-count-{seat}", classes="chart-count")
        yield ControlBar(SUMMARY_CONTROLS, id="controls")

    def on_screen_resume(self) -> None:
        self.refresh_words()

    def refresh_words(self) -> None:
        """Fill the screen from the finished game, in the current language.

        The screen is built once (ahead, see :meth:`WarApp.prepare_summary`) and filled in each
        time it shows, so "Finish the game" costs no new widgets.
        """
        app = self.app
        t, game = app.t, app.session.game
        if game.outcome is None:
            return
        self.query_one("#outcome", TextLine).say(app.teller.outcome(game))
        self._show_figures(app.teller.narrator.statistics(game.stats))
        self.query_one("#chart-title", TextLine).say(chart_title(t))
        players = game.rules.players
        for seat in range(MAX_SEATS):
            row = self.query_one(f"#chart-row-{seat}", Horizontal)
            row.display = seat < players
            if seat >= players:
                continue
            self.query_one(f"#chart-name-{seat}", TextLine).say(app.teller.seat_name(seat))
            self.query_one(f"#chart-{seat}", Sparkline).data = [
                float(counts[seat]) for counts in game.history
            ] or [0.0]
            self.query_one(f"#chart-count-{seat}", TextLine).say(card_count(t, game.counts[seat]))
        self.query_one(ControlBar).show(t)

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
        self.dismiss()
        self.app.session_step(self.app.session.new_round())

    def action_replay(self) -> None:
        self.dismiss()
        self.app.session_step(self.app.session.replay())
