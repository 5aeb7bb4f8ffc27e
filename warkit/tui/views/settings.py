"""The settings form: every question and its answer, drawn by one widget line by line.

Settings used to be fifteen ``Select`` widgets, each with a label, arrows and a hidden option
list: about 125 widgets that Textual styled and laid out on every opening, most of a second. Here
one widget draws the rows (Textual's line API, as Help's guide does) and only the list of one
question's answers is a widget of its own, made when the player opens it
(:class:`~warkit.tui.screens.answers.AnswerList`).

Keys: ↑/↓ (and Tab, Page Up/Down, Home/End) choose a question, ←/→ take the previous or next
answer, Enter or Space open the list of answers. A click on a row opens its list. The form knows no rules: it shows the rows the
screen gives it and posts :class:`SettingsForm.Changed` with the value chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.message import Message

from ...i18n.bidi import LOGICAL, VISUAL, for_display, has_right_to_left, visual_line, wrap
from ...i18n.cells import cells
from ..card_art import STYLES, CardStyle
from ..screens.answers import AnswerList, Question
from .base import LineView

QUESTION_CELLS = 34
"""The widest the questions' column gets (they wrap below it)."""
QUESTION_SHARE = 0.45
"""The questions' column's share of a narrow form."""
GAP = 1
"""Blank cells between a question and its answer."""
ANSWER_CELLS = 48
"""The answers' column on a wide screen, unless the longest answer of the form needs more: each
answer stays beside its question, on one line. Where the window has less room, a longer answer
wraps in its column, as the questions do in theirs."""
OPENER = " ▼"
"""Drawn after an answer: the row opens a list, as a closed drop-down list does."""
ASCII_OPENER = " v"
"""The same in a card style that keeps to ASCII."""


@dataclass(frozen=True, slots=True)
class FormLine:
    """One line of the laid-out form: part of row ``row``'s question and part of its answer, each
    as the terminal gets it (the answer None below its last line); the answer's first line
    carries the mark that the row opens a list."""

    row: int
    question: str
    answer: str | None
    opens: bool = False


def fit(text: str, width: int, bidi: str, style: CardStyle = STYLES["symbols"]) -> str:
    """``text`` in one line of at most ``width`` cells, ending in the style's ellipsis when cut;
    cut in reading order before a right-to-left line is reordered for the terminal."""
    line = style.cut(text, max(0, width))
    return visual_line(line) if bidi == VISUAL else line


def question_lines(text: str, width: int, bidi: str) -> list[str]:
    """A question wrapped to ``width`` cells (Chinese by its line-break rules), each line as the
    terminal should get it."""
    if bidi == VISUAL and has_right_to_left(text):
        return for_display(text, VISUAL, width).split("\n")
    return wrap(text, width) or [""]


def answer_lines(text: str, width: int, bidi: str, style: CardStyle = STYLES["symbols"]) -> list[str]:
    """An answer as the terminal should get it: one line if it fits in ``width`` cells, else
    wrapped as a question is (never cut: the player reads the whole answer where it stands)."""
    if cells(text) <= width:
        return [fit(text, width, bidi, style)]
    return [fit(line, width, LOGICAL, style) for line in question_lines(text, max(1, width), bidi)]


def pad(text: str, width: int, right: bool) -> str:
    """``text`` filled with spaces to ``width`` cells, on its left when ``right`` (right-aligned)."""
    room = " " * max(0, width - cells(text))
    return room + text if right else text + room


class SettingsForm(LineView, can_focus=True):
    """Every setting as a question and its answer; the cursor row stands out."""

    COMPONENT_CLASSES = {"settings-form--cursor-question", "settings-form--cursor-answer", "settings-form--answer"}
    BINDINGS = [
        Binding("up,shift+tab", "move(-1)", show=False),
        Binding("down,tab", "move(1)", show=False),
        Binding("pageup", "move_page(-1)", show=False),
        Binding("pagedown", "move_page(1)", show=False),
        Binding("home", "move_to(0)", show=False),
        Binding("end", "move_to(-1)", show=False),
        Binding("left", "step(-1)", show=False),
        Binding("right", "step(1)", show=False),
        Binding("enter,space", "open_list", show=False),
    ]

    class Changed(Message):
        """The player chose ``value`` for the setting ``name``."""

        def __init__(self, name: str, value: object) -> None:
            super().__init__()
            self.name, self.value = name, value

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.rows: tuple[Question, ...] = ()
        self.cursor = 0
        self.bidi = ""
        self.mirrored = False
        self.card_style = STYLES["symbols"]
        self._lines: list[FormLine] = []
        self._question_cells = 0
        self._answer_cells = 0

    # What the screen gives and asks

    def show(self, rows: Sequence[Question], bidi: str, mirrored: bool, style: CardStyle = STYLES["symbols"]) -> None:
        """Show ``rows`` (the questions in order, each with its answer chosen) in these words, with
        the marks of the card ``style`` (ASCII for Letters)."""
        self.rows, self.bidi, self.mirrored, self.card_style = tuple(rows), bidi, mirrored, style
        self.cursor = min(self.cursor, max(0, len(self.rows) - 1))
        self.lay_out()

    def row(self, name: str) -> Question:
        return self.rows[self._index(name)]

    def value(self, name: str) -> object:
        """The answer chosen for setting ``name``."""
        return self.row(name).value

    def choose(self, name: str, value: object) -> None:
        """Choose ``value`` for setting ``name``, as the player does, and tell the screen."""
        index = self._index(name)
        row = self.rows[index].choosing(value)
        if row.chosen == self.rows[index].chosen:
            return
        self.rows = (*self.rows[:index], row, *self.rows[index + 1 :])
        self.lay_out()
        self.post_message(self.Changed(name, row.value))

    def shown_texts(self) -> list[str]:
        """The words the form shows, as written: each question, then its answer."""
        return [text for row in self.rows for text in (row.question, row.answer)]

    def line_of(self, name: str) -> int:
        """The form's line (from the top of all rows, not of the screen) where ``name``'s row starts."""
        index = self._index(name)
        return next(y for y, line in enumerate(self._lines) if line.row == index)

    def columns(self) -> tuple[range, range]:
        """The cells the questions and the answers take, counted from the form's left edge;
        mirrored, the questions stand at the right edge and the answers to their left."""
        question_cells, answer_cells = self._question_cells, self._answer_cells
        if self.mirrored:
            start = max(0, self.text_width - answer_cells - GAP - question_cells)
            return range(start + answer_cells + GAP, start + answer_cells + GAP + question_cells), range(start, start + answer_cells)
        return range(0, question_cells), range(question_cells + GAP, question_cells + GAP + answer_cells)

    @property
    def current(self) -> Question | None:
        """The row under the cursor."""
        return self.rows[self.cursor] if self.rows else None

    def _index(self, name: str) -> int:
        for index, row in enumerate(self.rows):
            if row.name == name:
                return index
        raise KeyError(name)

    # Layout and drawing

    @property
    def opener(self) -> str:
        """The mark after each answer, in the card style's characters."""
        return ASCII_OPENER if self.card_style.ascii_only else OPENER

    def lay_out(self) -> None:
        width = self.text_width
        self._question_cells = max(6, min(QUESTION_CELLS, int(width * QUESTION_SHARE)))
        longest = max((cells(answer) for row in self.rows for answer in row.answers), default=0)
        wanted = max(ANSWER_CELLS, longest + len(self.opener))
        self._answer_cells = max(0, min(wanted, width - self._question_cells - GAP))
        words = self._answer_cells - len(self.opener)
        self._lines = []
        for index, row in enumerate(self.rows):
            asked = question_lines(row.question, self._question_cells, self.bidi)
            answered = answer_lines(row.answer, words, self.bidi, self.card_style)
            for number in range(max(len(asked), len(answered))):
                question = asked[number] if number < len(asked) else ""
                answer = answered[number] if number < len(answered) else None
                self._lines.append(FormLine(index, question, answer, opens=number == 0))
        self.virtual_size = Size(width, len(self._lines))
        self.refresh()

    def resized(self) -> None:
        self.lay_out()
        self._keep_cursor_in_view()

    def watch_show_vertical_scrollbar(self) -> None:
        """The scroll bar came or went: the answers' column has other room (no resize says so)."""
        self.lay_out()

    def line(self, y: int, base: Style) -> tuple[list[Segment], Style] | None:
        index = self.scroll_offset.y + y
        if not 0 <= index < len(self._lines):
            return None
        line = self._lines[index]
        at_cursor = line.row == self.cursor
        question_style = base + self.part("settings-form--cursor-question") if at_cursor else base
        answer_style = base + self.part("settings-form--cursor-answer" if at_cursor else "settings-form--answer")
        question_cells, answer_cells = (len(column) for column in self.columns())
        question = Segment(pad(line.question, question_cells, self.mirrored), question_style)
        gap = Segment(" " * GAP, base)
        if line.answer is None:
            answer = Segment(" " * answer_cells, base)
        else:
            opener = self.opener if line.opens else " " * len(self.opener)
            words = line.answer
            if self.mirrored:
                answer = Segment(opener[::-1] + pad(words, answer_cells - len(opener), True), answer_style)
            else:
                answer = Segment(pad(words, answer_cells - len(opener), False) + opener, answer_style)
        segments = [Segment(" " * self.columns()[1].start, base), answer, gap, question] if self.mirrored else [question, gap, answer]
        return segments, base

    # Keys and the mouse

    def action_move(self, by: int) -> None:
        self._put_cursor(self.cursor + by)

    def action_move_page(self, pages: int) -> None:
        """Move the cursor by a screenful of lines (at least one question)."""
        target = self.line_of(self.rows[self.cursor].name) + pages * max(1, self.size.height - 1) if self.rows else 0
        target = min(max(0, target), max(0, len(self._lines) - 1))
        self._put_cursor(self._lines[target].row if self._lines else 0)

    def action_move_to(self, row: int) -> None:
        self._put_cursor(row % max(1, len(self.rows)))

    def action_step(self, by: int) -> None:
        row = self.current
        if row is None or not row.answers:
            return
        chosen = min(max(0, row.chosen + by), len(row.answers) - 1)
        if chosen != row.chosen:
            self.choose(row.name, row.values[chosen])

    def action_open_list(self) -> None:
        row = self.current
        if row is None or not row.answers:
            return
        self.app.push_screen(AnswerList(row, self.bidi, self.mirrored), self._chosen_from_list)

    def _chosen_from_list(self, chosen: int | None) -> None:
        row = self.current
        if row is not None and chosen is not None:
            self.choose(row.name, row.values[chosen])

    def on_click(self, event: events.Click) -> None:
        index = round(self.scroll_offset.y) + event.y
        if 0 <= index < len(self._lines):
            event.stop()
            self._put_cursor(self._lines[index].row)
            self.action_open_list()

    def _put_cursor(self, row: int) -> None:
        if not self.rows:
            return
        self.cursor = min(max(0, row), len(self.rows) - 1)
        self._keep_cursor_in_view()
        self.refresh()

    def _keep_cursor_in_view(self) -> None:
        lines = [y for y, line in enumerate(self._lines) if line.row == self.cursor]
        if lines:
            self.scroll_to_region(Region(0, lines[0], 1, len(lines)), animate=False, immediate=True)
