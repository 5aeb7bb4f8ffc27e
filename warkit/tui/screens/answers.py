"""One question of Settings as a list of its answers: Enter or a click takes one, Escape keeps the old.

The Settings form (:class:`~warkit.tui.views.settings.SettingsForm`) opens it in the key's own turn
(Enter, Space or a click on a row) with the :class:`Question` of that row, and takes the answer
it closes with.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from ...i18n.bidi import VISUAL, visual_line
from ..mirror import MIRRORED
from ..widgets import TextLine


@dataclass(frozen=True, slots=True)
class Question:
    """One row of the form: a question, its answers in the player's words, and the one chosen."""

    name: str
    question: str
    answers: tuple[str, ...]
    values: tuple[object, ...]
    chosen: int = 0

    @property
    def answer(self) -> str:
        return self.answers[self.chosen] if self.answers else ""

    @property
    def value(self) -> object:
        return self.values[self.chosen] if self.values else None

    def choosing(self, value: object) -> Question:
        """This row with ``value`` chosen (unchanged if it is not one of its answers)."""
        for index, option in enumerate(self.values):
            if option == value:
                return replace(self, chosen=index)
        return self



class Answers(OptionList):
    """A question's answers. Enter (or a click) takes the highlighted one at once, rather than
    through a message that an Escape typed right after could overtake and lose the choice."""

    def action_select(self) -> None:
        if self.highlighted is not None and isinstance(self.screen, AnswerList):
            self.screen.take(self.highlighted)


class AnswerList(ModalScreen[int | None]):
    """One question's answers as a list: Enter or a click takes one, Escape keeps the old."""

    DEFAULT_CSS = """
    AnswerList { align: center middle; }
    AnswerList > #answers-box {
        width: 60; max-width: 90%; height: auto; max-height: 90%;
        border: round $accent; background: $surface; padding: 0 1;
    }
    AnswerList #answers-question { text-style: bold; }
    AnswerList OptionList, AnswerList OptionList:focus { height: auto; max-height: 20; border: none; padding: 0; }
    AnswerList.-mirrored #answers-question, AnswerList.-mirrored OptionList { text-align: right; }
    """
    BINDINGS = [Binding("escape", "cancel", show=False)]

    def __init__(self, row: Question, bidi: str, mirrored: bool) -> None:
        super().__init__()
        self.row, self.bidi = row, bidi
        self.set_class(mirrored, MIRRORED)

    def compose(self) -> ComposeResult:
        shown = [visual_line(answer) if self.bidi == VISUAL else answer for answer in self.row.answers]
        with Vertical(id="answers-box"):
            yield TextLine(self.row.question, id="answers-question")
            yield Answers(*(Option(Text(answer)) for answer in shown), id="answers")

    def on_mount(self) -> None:
        self.query_one(TextLine).bidi = self.bidi
        self.query_one(TextLine).say(self.row.question)
        answers = self.query_one(OptionList)
        answers.highlighted = self.row.chosen
        answers.focus()

    def take(self, index: int) -> None:
        """The player chose the answer at ``index``: close with it (once, however fast the keys)."""
        if self.is_current:
            self.dismiss(index)

    def action_cancel(self) -> None:
        if self.is_current:
            self.dismiss(None)

    def shown_texts(self) -> list[str]:
        return [self.row.question, *self.row.answers]
