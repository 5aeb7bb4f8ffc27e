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


def figures(t: Translator, battles: int, wars: int, longest: int, haul: int) -> list[str]:
    """The summary's figures, each one whole sentence-like line."""
    return [
        # Translators: summary screen; {count} is how many battles the game lasted.
        t.ngettext("Battles played: {count}", "Battles played: {count}", battles, count=battles),
        # Translators: summary screen; {count} is how many wars (tied battles) there were in all.
        t.ngettext("Wars: {count}", "Wars: {count}", wars, count=wars),
        # Translators: summary screen; {count} is the most wars fought within one battle.
        t.ngettext("Longest war: {count} war in one battle", "Longest war: {count} wars in one battle", longest, count=longest),
        # Translators: summary screen; {count} is the most cards anyone took in one battle.
        t.ngettext("Biggest haul: {count} card", "Biggest haul: {count} cards", haul, count=haul),
    ]


def chart_title(t: Translator) -> str:
    # Translators: summary screen, heading of the chart of each player's cards over the game.
    return t.gettext("Cards held after each battle")


class SummaryScreen(Screen[None]):
    """Shows the finished game's result, figures and each player's card count over time."""

    CSS_PATH = "summary.tcss"
    BINDINGS = [
        Binding("escape,enter,space", "back", show=False),
        Binding("n", "new", show=False),
        Binding("r", "replay", show=False),
        Binding("q", "app.quit", show=False),
    ]

    app: WarApp

    def compose(self) -> ComposeResult:
        game = self.app.session.game
        with Vertical(id="summary"):
            yield TextLine(id="outcome")
            with Vertical(id="figures"):
                for index in range(4):
                    yield TextLine(id=f"figure-{index}")
            yield TextLine(id="chart-title")
            for seat in range(game.rules.players):
                with Horizontal(classes="chart-row"):
                    yield TextLine(id=f"chart-name-{seat}", classes="chart-name")
                    yield Sparkline(
                        [float(counts[seat]) for counts in game.history] or [0.0],
                        id=f"chart-{seat}",
                        classes="chart",
                    )
                    yield TextLine(id=f"chart-count-{seat}", classes="chart-count")
        yield ControlBar(SUMMARY_CONTROLS, id="controls")

    def on_mount(self) -> None:
        self.refresh_words()

    def refresh_words(self) -> None:
        app = self.app
        t, game = app.t, app.session.game
        if game.outcome is None:
            return
        self.query_one("#outcome", TextLine).say(app.teller.outcome(game))
        stats = game.stats
        lines = figures(t, stats.battles, stats.wars, stats.longest_war, stats.biggest_haul)
        for index, line in enumerate(lines):
            self.query_one(f"#figure-{index}", TextLine).say(line)
        self.query_one("#chart-title", TextLine).say(chart_title(t))
        for seat in range(game.rules.players):
            self.query_one(f"#chart-name-{seat}", TextLine).say(app.teller.seat_name(seat))
            self.query_one(f"#chart-count-{seat}", TextLine).say(card_count(t, game.counts[seat]))
        self.query_one(ControlBar).show(t)

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
