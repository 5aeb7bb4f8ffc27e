"""Statistics: the player's record across runs, for each set of rules and for all of them (counts
and win rate; streaks and the games' records), and the last games finished, from which Enter
plays a game's deal again with its rules (asking first while a game is under way, as the table
does: the app answers :class:`~warkit.tui.messages.ReplayWanted`).

Read from the file each time the screen opens, so it shows what every game on the data folder
added, this one's and another window's alike.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from ...controls import BACK, Control
from ...i18n.bidi import laid_out
from ...narration.record_words import empty, game_line, last_games, title
from ...session import Session
from ...storage.stats import Finished
from ..messages import ReplayWanted, Words
from ..mirror import mirror_screen
from ..record_table import RecordTable
from ..widgets import ControlBar, TextLine, shown
from .base import Page

REPLAY_CHOSEN = Control("replay", ("enter",), footer=False)
"""Enter on a game of the list: its deal again, with its rules (the table's "Replay this deal")."""


class GameLine(TextLine, can_focus=True):
    """One game of the list; focused by Up and Down (or a click), played again by Enter."""

    BINDINGS = [  # before the scrolling list's own Up and Down
        Binding("down", "app.focus_next", show=False),
        Binding("up", "app.focus_previous", show=False),
    ]

    def __init__(self, game: Finished) -> None:
        super().__init__()
        self.game = game

    def on_click(self) -> None:
        self.focus()


class StatisticsScreen(Page):
    CSS_PATH = "../stats.tcss"
    """Its stylesheet (beside the app's), read when it first opens."""

    AUTO_FOCUS = ""
    """Nothing chosen on opening: Enter goes back, as it always did, until Down chooses a game."""
    BINDINGS = [
        Binding("escape,space", "back", show=False),
        Binding("enter", "replay_chosen", show=False),
        Binding("down", "app.focus_next", show=False),
        Binding("up", "app.focus_previous", show=False),
    ]

    def __init__(self, session: Session, words: Words) -> None:
        super().__init__(words)
        self.session = session
        self.statistics = session.statistics

    def compose(self) -> ComposeResult:
        yield TextLine(id="title")
        with VerticalScroll(id="record", can_focus=False):
            yield Static(id="table")
            yield Static(id="records")
            yield TextLine(id="last-title")
            yield Vertical(id="games")
        yield ControlBar((BACK, REPLAY_CHOSEN), id="controls")

    def on_mount(self) -> None:
        # The file as it is now: another game on the same data folder may have added to it.
        self.statistics = self.session.read_record()
        games = [game for game in self.statistics.games if game.playable_rules() is not None]
        self.query_one("#games", Vertical).mount_all(GameLine(game) for game in games)
        self.query_one("#last-title").display = bool(games)

    def refresh_words(self) -> None:
        t, stats = self.words.t, self.statistics
        mirrored = mirror_screen(self, t, self.words.bidi)
        self.query_one("#title", TextLine).say(title(t))
        table, records = self.query_one("#table", Static), self.query_one("#records", Static)
        show = lambda text: shown(self.words.bidi, text)  # noqa: E731
        if stats.records:
            table.update(RecordTable(t, stats, show, mirrored))
            records.update(RecordTable(t, stats, show, mirrored, part="records"))
        else:
            table.update(Text(laid_out(empty(t), self.words.bidi, self.size.width - 2)))
        records.display = bool(stats.records)
        self.query_one("#last-title", TextLine).say(last_games(t))
        for line in self.query(GameLine):
            line.say(game_line(t, line.game))
        self.query_one(ControlBar).show(t)

    @on(ControlBar.Chosen)
    def footer_chosen(self, message: ControlBar.Chosen) -> None:
        message.prevent_default()  # Page's own answer (back) is not for this footer's Enter
        if message.action == REPLAY_CHOSEN.action:
            self.action_replay_chosen()
        else:
            self.action_back()

    def action_replay_chosen(self) -> None:
        """Enter: the chosen game's deal again, with its rules; with no game chosen, back."""
        chosen = self.focused
        if not isinstance(chosen, GameLine):
            self.action_back()
            return
        rules = chosen.game.playable_rules()
        assert rules is not None  # only playable games are listed
        self.dismiss()
        self.app.post_message(ReplayWanted(rules, chosen.game.deal))
