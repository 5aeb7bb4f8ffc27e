"""The battle log's text: a whole game told chapter by chapter, drawn line by line.

A game can last 100,000 battles, and the narrator takes tens of microseconds a sentence (seconds
for such a game in German), so nothing is told before it shows: the widget scrolls by chapters
(:mod:`warkit.narration.chapters`: the deal, each battle, the end), its scroll position being
the chapter at the top of the screen, and only the chapters on screen are told and laid out
(wrapped to the width, Chinese by its line-start and line-end rules, right-to-left text reordered
in ``visual`` mode). At the end, where the log opens, the last chapters are drawn from the bottom
up, the latest battle's last line on the last row.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.segment import Segment
from rich.style import Style
from textual.geometry import Size

from ...i18n.bidi import VISUAL, for_display, has_right_to_left, wrap
from ...i18n.cells import cells as cell_width
from ...narration import Narrator
from ...narration.chapters import Chapter, Chapters, battle_heading
from .base import LineView

PADDING = 2
"""Cells of space on either side of the text."""
INDENT = 2
"""Cells a battle's sentences stand in from its heading."""


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the log as the terminal gets it: ``indent`` cells in from the line's start
    (the right edge when mirrored), and ``kind`` its style (``heading``, ``told``, ``note``)."""

    text: str
    kind: str
    indent: int = 0


def display_lines(text: str, width: int, bidi: str) -> list[str]:
    """``text`` wrapped to ``width`` cells by the language's rules, each line reordered for a
    terminal that does not order right-to-left text itself (``visual``)."""
    if bidi == VISUAL and has_right_to_left(text):
        return for_display(text, VISUAL, width).split("\n")
    return wrap(text, width)


def chapter_rows(chapter: Chapter, narrator: Narrator, width: int, bidi: str) -> list[Row]:
    """One chapter in rows of at most ``width`` cells: a battle's heading, then its sentences
    (``replay --events``'s, :meth:`Narrator.narrate`) indented under it; the deal's and the
    end's sentences stand alone."""
    if chapter.battle is None:
        return [
            Row(line, "note") for sentence in narrator.narrate(chapter.events) for line in display_lines(sentence, width, bidi)
        ]
    heading = battle_heading(narrator.t, chapter.battle)
    room = max(1, width - INDENT)
    return [
        *(Row(line, "heading") for line in display_lines(heading, width, bidi)),
        *(
            Row(line, "told", INDENT)
            for sentence in narrator.narrate(chapter.events)
            for line in display_lines(sentence, room, bidi)
        ),
    ]


class LogText(LineView, can_focus=False):
    """The chapters of a game's log, told in the narrator's words as they come on screen.

    Its screen moves it (:meth:`move`, :meth:`page_up`, :meth:`page_down`): a key typed the
    moment the log opens reaches the screen before any widget could have the focus. The mouse
    wheel scrolls it too.
    """

    PADDING = PADDING
    COMPONENT_CLASSES = {"log--heading", "log--told", "log--note"}

    def __init__(self, chapters: Chapters, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.chapters = chapters
        self.narrator: Narrator | None = None
        self.bidi = ""
        self.mirrored = False
        self._laid_for: tuple[int, int, int] | None = None
        """The width, height and words the end was found for."""
        self._words = 0
        """Counts the words shown (a new language or catalog lays everything out again)."""
        self._last_top = 0
        """The chapter at the top of the screen at the end (the scroll position's largest)."""
        self._end: list[Row] = []
        """The screen's rows at the end."""
        self._screen: tuple[tuple[int, tuple[int, int, int]], list[Row]] | None = None
        """The rows on screen now, and for which top chapter and layout."""
        self._shown = range(0)
        """The chapters those rows come from."""

    def show(self, narrator: Narrator, bidi: str, mirrored: bool) -> None:
        """Tell the chapters with ``narrator``, reordered as ``bidi`` says, from the right edge
        when ``mirrored``; the reader stays at the chapter they were at (at first, the end)."""
        self.narrator, self.bidi, self.mirrored = narrator, bidi, mirrored
        self._words += 1
        self.lay_out()

    @property
    def top(self) -> int:
        """The chapter at the top of the screen (the end's, or one above it)."""
        return max(0, min(round(self.scroll_offset.y), self._last_top))

    def rows_of(self, index: int) -> list[Row]:
        assert self.narrator is not None
        return chapter_rows(self.chapters[index], self.narrator, self.text_width, self.bidi)

    def lay_out(self) -> None:
        """Find the end for the size there is now (the last screenful of chapters: nothing before
        them is told), and keep the reader's place; a reader at the end stays there."""
        height = self.scrollable_content_region.height
        if self.narrator is None or not self.size.width or height <= 0:
            return
        laid_for = (self.text_width, height, self._words)
        if laid_for == self._laid_for:
            return
        at_end = self._laid_for is None or self.top >= self._last_top
        rows: list[Row] = []
        index = len(self.chapters)
        while index > 0 and len(rows) < height:
            index -= 1
            rows[:0] = self.rows_of(index)
        self._laid_for, self._last_top, self._end = laid_for, index, rows[-height:]
        self._screen = None
        self.virtual_size = Size(self.scrollable_content_region.width, index + height)
        if at_end:
            self.scroll_to(y=index, animate=False, immediate=True, force=True)  # as in move()
        self.refresh()

    def screen_rows(self) -> list[Row]:
        """The rows on screen: from the top chapter down, or at the end the last ones."""
        assert self._laid_for is not None
        top = self.top
        if self._screen is not None and self._screen[0] == (top, self._laid_for):
            return self._screen[1]
        if top >= self._last_top:
            rows, index = self._end, len(self.chapters)
        else:
            height = self._laid_for[1]
            rows, index = [], top
            while len(rows) < height and index < len(self.chapters):
                rows += self.rows_of(index)
                index += 1
        self._screen = ((top, self._laid_for), rows)
        self._shown = range(top, index)
        return rows

    def shown_texts(self) -> list[str]:
        """The words on screen as written (logical order): each chapter's heading and sentences,
        for translator mode's source list."""
        if self.narrator is None or self._laid_for is None:
            return []
        self.screen_rows()
        t, narrator = self.narrator.t, self.narrator
        texts: list[str] = []
        for index in self._shown:
            chapter = self.chapters[index]
            if chapter.battle is not None:
                texts.append(battle_heading(t, chapter.battle))
            texts += narrator.narrate(chapter.events)
        return texts

    def line(self, y: int, base: Style) -> tuple[list[Segment], Style] | None:
        if self._laid_for is None:
            return None
        rows = self.screen_rows()
        if not 0 <= y < len(rows):
            return None
        row = rows[y]
        style = base + self.part(f"log--{row.kind}")
        left = PADDING + row.indent
        if self.mirrored:  # the line ends at the right edge, a battle's sentences in from it
            left = max(0, self.scrollable_content_region.width - PADDING - row.indent - cell_width(row.text))
        return [Segment(" " * left, base), Segment(row.text, style)], base

    # -- moving by chapters -----------------------------------------------------------------

    def move(self, chapters: int) -> None:
        """Move ``chapters`` chapters down (up if negative), as far as the deal or the end."""
        # forced: the scroll bar may not know the log's length yet (a key the moment it opens)
        self.scroll_to(y=max(0, min(self.top + chapters, self._last_top)), animate=False, immediate=True, force=True)

    def page_down(self) -> None:
        """The chapter on the screen's last row comes to the top (the next one, if it ended
        there)."""
        if self._laid_for is None:
            return
        top, height = self.top, self._laid_for[1]
        rows, index = 0, top
        while index < len(self.chapters) - 1:
            rows += len(self.rows_of(index))
            if rows >= height:
                index += rows == height
                break
            index += 1
        self.move(max(index, top + 1) - top)

    def page_up(self) -> None:
        """The chapters that fill the screen above the top one come into view."""
        if self._laid_for is None:
            return
        top, height = self.top, self._laid_for[1]
        rows, index = 0, top
        while index > 0:
            rows += len(self.rows_of(index - 1))
            if rows > height:
                break
            index -= 1
        self.move(min(index, top - 1) - top)
