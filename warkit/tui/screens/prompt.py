"""Play deal number…: ask for a number, check it, hand it back (or nothing on Escape).

The number is read by the one rule for numbers that ``--deal`` follows too
(:func:`warkit.engine.read_number`): ASCII digits, as the game writes deal numbers, or Persian
ones, as a Persian keyboard types them.
Anything else gets one translated line saying what a deal number is.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input

from ...engine import MAX_DEAL, read_number
from ...i18n import Translator
from ..mirror import MIRRORED
from ..widgets import TextLine


def question(t: Translator) -> str:
    # Translators: the "Play deal number…" dialog; the player types a number and presses Enter.
    return t.gettext("Which deal number? Type it and press Enter (Esc goes back).")


def not_a_deal(t: Translator) -> str:
    # Translators: the "Play deal number…" dialog, when the text typed is not a deal number; {high} is the largest one.
    return t.gettext("A deal number is a whole number from 1 to {high}.", high=str(MAX_DEAL))  # an identifier: never grouped


def parse_deal(text: str) -> int | None:
    """The deal number ``text`` is, or None (the one rule for numbers, from 1 to ``MAX_DEAL``).

    >>> parse_deal("1219"), parse_deal(" 1219"), parse_deal("1,219"), parse_deal("\u0661\u0662"), parse_deal("\u06f1\u06f2")
    (1219, None, None, None, 12)
    """
    return read_number(text, 1, MAX_DEAL)


class DealNumber(Input):
    """Where the number is typed. Enter hands it to the dialog at once, rather than through a
    message that an Escape typed right after could overtake (closing the dialog twice)."""

    async def action_submit(self) -> None:
        if isinstance(self.screen, DealPrompt):
            self.screen.submit(self.value)


class DealPrompt(ModalScreen[int | None]):
    CSS_PATH = "../prompt.tcss"
    """Its stylesheet (beside the app's), read when it first opens."""

    BINDINGS = [Binding("escape", "cancel", show=False)]

    def __init__(self, t: Translator, mirrored: bool = False) -> None:
        super().__init__()
        self.t = t
        self.set_class(mirrored, MIRRORED)  # right-to-left, visual: the dialog's text from the right

    def compose(self) -> ComposeResult:
        t = self.t
        with Vertical(id="dialog"):
            yield TextLine(question(t), id="question")
            yield DealNumber(id="number", placeholder="")  # anything typed is answered (see parse_deal)
            yield TextLine("", id="error")

    def submit(self, text: str) -> None:
        """Enter: deal the number typed, or say what a deal number is (once, however fast the keys)."""
        if not self.is_current:
            return
        deal = parse_deal(text)
        if deal is None:
            self.query_one("#error", TextLine).say(not_a_deal(self.t))
            return
        self.dismiss(deal)

    def action_cancel(self) -> None:
        if self.is_current:
            self.dismiss(None)
