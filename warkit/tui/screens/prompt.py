"""Play deal number…: ask for a number, check it, hand it back (or nothing on Escape).

The number may come from anywhere: typed in the player's own digits (٣, ३), pasted with spaces
around it or with the marks between digit groups that a friend's message or an older warkit
wrote (1,219; 1.219 in German; 1 219). Anything else gets one translated line saying what a deal
number is. The command line's ``--deal`` takes plain ASCII digits only, as the game writes them.
"""

from __future__ import annotations

import unicodedata

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input

from ...engine import MAX_DEAL
from ...i18n import Translator
from ..mirror import MIRRORED
from ..widgets import TextLine


def question(t: Translator) -> str:
    # Translators: the "Play deal number…" dialog; the player types a number and presses Enter.
    return t.gettext("Which deal number? Type it and press Enter (Esc goes back).")


GROUP_MARKS = "'’\u066c"
"""Marks between digit groups in any language: apostrophes (Swiss German) and the Arabic
thousands separator; any space counts too, and the player's language's own mark (see
:func:`group_marks`)."""


def not_a_deal(t: Translator) -> str:
    # Translators: the "Play deal number…" dialog, when the text typed is not a deal number; {high} is the largest one.
    return t.gettext("A deal number is a whole number from 1 to {high}.", high=str(MAX_DEAL))  # an identifier: never grouped


def group_marks(t: Translator) -> str:
    """What ``t``'s language writes between groups of digits ("," in English, "." in German, a
    narrow space in French), as its own number formatting writes it."""
    return "".join(sorted({char for char in t.format_number(1_234_567) if not char.isdecimal()}))


def parse_deal(text: str, marks: str = ",") -> int | None:
    """The deal number in ``text``, or None if it is not one.

    Spaces around it are dropped; digits may be any decimal digits (``str.isdecimal``: ١٢٣,
    १२३, １２３), and single spaces or ``marks`` may stand between them (one language's group
    mark, with the apostrophes and the Arabic mark of :data:`GROUP_MARKS`). Signs, fractions and
    letters make it no deal number.

    >>> parse_deal(" 1,219 "), parse_deal("١٢١٩"), parse_deal("1.219", "."), parse_deal("1.219")
    (1219, 1219, 1219, None)
    """
    text = text.strip()
    allowed = set(marks) | set(GROUP_MARKS)
    digits: list[int] = []
    previous = ""
    for char in text:
        if char.isdecimal():
            digits.append(unicodedata.decimal(char))
        elif not (char in allowed or char.isspace()) or not previous.isdecimal():
            return None  # not a mark, or a mark first or after another one
        previous = char
    if not digits or not previous.isdecimal() or len(digits) > len(str(MAX_DEAL)):
        return None
    deal = int("".join(map(str, digits)))
    return deal if 1 <= deal <= MAX_DEAL else None


class DealNumber(Input):
    """Where the number is typed. Enter hands it to the dialog at once, rather than through a
    message that an Escape typed right after could overtake (closing the dialog twice)."""

    async def action_submit(self) -> None:
        if isinstance(self.screen, DealPrompt):
            self.screen.submit(self.value)


class DealPrompt(ModalScreen[int | None]):
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
        deal = parse_deal(text, group_marks(self.t))
        if deal is None:
            self.query_one("#error", TextLine).say(not_a_deal(self.t))
            return
        self.dismiss(deal)

    def action_cancel(self) -> None:
        if self.is_current:
            self.dismiss(None)
