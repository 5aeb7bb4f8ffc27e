"""The battle log: every battle of the game so far, each under its number, told in full.

The table's status box says what the last press did (after Play 10 battles or Finish the game,
only the last battle and a count); the log tells the whole game, the same sentences in the same
order as ``warkit replay --events``, from the game's own log: the round kept as rules, deal and
steps is replayed when a saved game resumes, so the log of a resumed game is whole too. Built
each time it opens (the game's chapters found once, :class:`~warkit.narration.chapters.Chapters`);
only what is on screen is told (:class:`~warkit.tui.views.log.LogText`).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding

from ...controls import BACK, bound_keys, control
from ...narration import Narrator
from ...narration.chapters import Chapters
from ...session import Session
from ..labels import log_title
from ..messages import Words
from ..mirror import mirror_screen
from ..views.log import LogText
from ..widgets import ControlBar, TextLine
from .base import Page


class LogScreen(Page):
    """The log of the game on the table; Esc or the key that opened it goes back."""

    CSS_PATH = "../log.tcss"
    """Its stylesheet (beside the app's), read when it first opens."""

    BINDINGS = [
        Binding(",".join((*BACK.keys, *bound_keys(control("log")))), "back", show=False),
        Binding("up", "move(-1)", show=False),
        Binding("down", "move(1)", show=False),
        Binding("pageup", "page(-1)", show=False),
        Binding("pagedown", "page(1)", show=False),
        Binding("home", "ends(-1)", show=False),
        Binding("end", "ends(1)", show=False),
    ]
    """Esc or the log's own key goes back; the others move the log (by battles: see
    :class:`~warkit.tui.views.log.LogText`)."""

    def __init__(self, session: Session, words: Words) -> None:
        super().__init__(words)
        self.session = session
        self.chapters = Chapters(session.game.log)

    def compose(self) -> ComposeResult:
        yield TextLine(id="title")
        yield LogText(self.chapters, id="log")
        yield ControlBar((BACK,), id="controls")

    def refresh_words(self) -> None:
        words = self.words
        t = words.t
        mirrored = mirror_screen(self, t, words.bidi)
        self.query_one("#title", TextLine).say(log_title(t))
        self.query_one(LogText).show(Narrator(t, self.session.game.rules), words.bidi, mirrored)
        self.query_one(ControlBar).show(t)

    def action_move(self, chapters: int) -> None:
        self.query_one(LogText).move(chapters)

    def action_ends(self, way: int) -> None:
        """Home (the deal) or End (the latest battle)."""
        log = self.query_one(LogText)
        log.move(way * len(log.chapters))

    def action_page(self, pages: int) -> None:
        log = self.query_one(LogText)
        log.page_down() if pages > 0 else log.page_up()
