"""The question before a game under way is thrown away: leave it and deal again, or keep playing.

The table asks it before New game, Replay this deal and Play deal number…, the settings before new
rules, whenever :attr:`~warkit.session.Session.asks_before_leaving` says so. Its keys are data
(:data:`warkit.controls.LEAVE`, :data:`warkit.controls.STAY`), shown in the dialog's own footer.
"""

from __future__ import annotations

from collections.abc import Callable

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen

from ...controls import LEAVE, STAY, bound_keys
from ...i18n import Translator
from ..messages import Words
from ..mirror import MIRRORED, is_mirrored
from ..widgets import ControlBar, TextLine


def leave_question(t: Translator) -> str:
    # Translators: a small dialog over the table, before New game, Replay this deal, Play deal
    # number… or new rules throw away a game that is under way; below it, the keys to leave the
    # game ("Leave this game") or keep it ("Keep playing").
    return t.gettext("This game is not over yet: leave it and deal again?")


class LeaveQuestion(ModalScreen[bool]):
    """Asks whether to leave the game under way: True to leave it, False (Escape) to keep it."""

    DEFAULT_CSS = """
    LeaveQuestion { align: center middle; background: $background 60%; }
    LeaveQuestion > #leave-dialog {
        width: 60; max-width: 100%; height: auto; padding: 0 1;
        background: $panel; border: round $accent;
    }
    LeaveQuestion #leave-question { height: auto; margin-bottom: 1; }
    LeaveQuestion.-mirrored #leave-question { text-align: right; }
    """
    BINDINGS = [
        Binding(",".join(bound_keys(LEAVE)), "leave", show=False),
        Binding(",".join(bound_keys(STAY)), "stay", show=False),
    ]

    def __init__(self, words: Words) -> None:
        super().__init__()
        self.t = words.t
        self.set_class(is_mirrored(words.t, words.bidi), MIRRORED)  # right to left, visual: from the right

    def compose(self) -> ComposeResult:
        with Vertical(id="leave-dialog"):
            yield TextLine(leave_question(self.t), id="leave-question")
            yield ControlBar((LEAVE, STAY), id="leave-keys")

    def on_mount(self) -> None:
        self.query_one(ControlBar).show(self.t)

    @on(ControlBar.Chosen)
    def chosen(self, message: ControlBar.Chosen) -> None:
        self._answer(message.action == LEAVE.action)

    def action_leave(self) -> None:
        self._answer(True)

    def action_stay(self) -> None:
        self._answer(False)

    def _answer(self, leave: bool) -> None:
        """Close with the answer (once, however fast the keys)."""
        if self.is_current:
            self.dismiss(leave)


def leave_if_asked(
    screen: Screen[None], words: Words, asks: bool, leave: Callable[[], None], stay: Callable[[], None] = lambda: None
) -> None:
    """Do ``leave`` (it deals again) now, or when ``asks``, only once the player says so over
    ``screen``; ``stay`` is done if they keep playing."""
    if not asks:
        leave()
        return

    def answered(answer: bool | None) -> None:
        (leave if answer else stay)()

    screen.app.push_screen(LeaveQuestion(words), answered)
