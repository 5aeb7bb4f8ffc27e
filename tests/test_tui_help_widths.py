"""Help in narrow and wide windows: a table whose rows would run long is a list, every line keeps
within a readable measure (mirrored in a right-to-left guide), and a new size keeps the section
and the line being read, in English and in Arabic and Hebrew on a terminal that does not order
right-to-left text (``--bidi visual``). The default run takes each size once, the languages in
turn; ``-m long`` takes every size in every language, and Persian."""

from __future__ import annotations

import unicodedata
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len
from test_tui_support import cells_between, make_app, open_help, screen_text

from warkit.tui.views.guide import PADDING, GuideText, Placed
from warkit.tui.views.guide_lines import ROW_LINES, Heading, Paragraph, Table

SIZES = [(60, 20), (80, 24), (120, 40), (200, 60)]
LANGUAGES = [("en", None), ("ar", "visual"), ("he", "visual"), ("fa", "visual")]
DEFAULT_RUN = 3
"""How many of :data:`LANGUAGES` the default run takes (the rest: ``-m long``)."""
READABLE = 100
"""The widest a line of the guide may be, its padding on either side included."""


def letters(text: str) -> str:
    """The letters and digits of ``text``, an Arabic letter's shaped forms read as the letter."""
    return "".join(ch for ch in unicodedata.normalize("NFKC", text) if ch.isalnum())


def unspaced(text: str) -> str:
    return "".join(text.split())


def diagonal(sizes: list[Any], languages: list[tuple[str, str | None]]) -> list[pytest.param]:
    """Every size with every language for ``-m long``; in the default run, each size once, with
    the languages in turn (every size drawn, every language read, a quarter of the grid)."""
    return [
        pytest.param(size, lang, bidi, marks=() if j < DEFAULT_RUN and j == i % DEFAULT_RUN else pytest.mark.long)
        for i, size in enumerate(sizes)
        for j, (lang, bidi) in enumerate(languages)
    ]


def grid_rows(lines: tuple[str, ...]) -> list[list[str]]:
    """A table drawn as a grid, split into its rows at the rules between them."""
    if sum("┼" in line for line in lines) <= 1:  # rules only under the heading: a line a row
        return [[line] for line in lines if "┼" not in line]
    rows: list[list[str]] = [[]]
    for line in lines:
        if "┼" in line:
            rows.append([])
        else:
            rows[-1].append(line)
    return rows


def controls_table(page: GuideText) -> Placed:
    """The table of controls (keys, control, what it does): the guide's table of three columns."""
    return next(p for p in page.placed if isinstance(p.block, Table) and len(p.block.header) == 3)


@pytest.mark.parametrize("size, lang, bidi", diagonal(SIZES, LANGUAGES))
async def test_no_table_row_runs_past_three_lines_and_a_list_keeps_every_cell(
    tmp_path: Path, size: tuple[int, int], lang: str, bidi: str | None
) -> None:
    app = make_app(tmp_path, lang, bidi=bidi)
    async with app.run_test(size=size) as pilot:
        page = await open_help(app, pilot)
        tables = [p for p in page.placed if isinstance(p.block, Table)]
        assert tables
        for placed in tables:
            texts = tuple(line.text for line in placed.lines)
            if any("│" in text for text in texts):  # a grid: every row short
                assert all(len(row) <= ROW_LINES for row in grid_rows(texts)), texts
                continue
            shown = " ".join(texts)  # a list: every cell's words, each after its column's heading
            table = placed.block
            assert isinstance(table, Table)
            for row in table.rows:
                for cell in row:
                    if bidi:  # reordered and shaped: the same letters, shaped forms read back
                        assert not Counter(letters(cell.text)) - Counter(letters(shown)), cell.text
                    else:
                        assert all(word in shown for word in cell.text.split()), cell.text
        controls = controls_table(page)
        if size[0] <= 120:  # the controls' descriptions need more than three lines in a column there
            assert not any("│" in line.text for line in controls.lines)
            page.go_to(controls.block)
            await pilot.pause()
            screen = unspaced(screen_text(app))
            table = controls.block
            assert isinstance(table, Table)
            first = table.rows[0]
            if bidi is None:  # each cell after its column's heading, as the language writes the pair
                assert unspaced(f"{table.header[1].text}: {first[1].text}") in screen


@pytest.mark.parametrize("size, lang, bidi", diagonal(SIZES, LANGUAGES))
async def test_every_line_keeps_within_the_measure_at_the_start_edge(
    tmp_path: Path, size: tuple[int, int], lang: str, bidi: str | None
) -> None:
    app = make_app(tmp_path, lang, bidi=bidi)
    async with app.run_test(size=size) as pilot:
        page = await open_help(app, pilot)
        region = page.scrollable_content_region
        rtl = bidi is not None
        for anchor in (0, len(page.placed) // 3, 2 * len(page.placed) // 3):  # the top, the tables, the FAQ
            page.go_to(page.placed[anchor].block)
            await pilot.pause()
            for row in screen_text(app).split("\n")[region.y : region.bottom]:
                text = cells_between(row, region.x, region.right)
                if not text.strip():
                    continue
                start, end = cell_len(text) - cell_len(text.lstrip()), cell_len(text.rstrip())  # cells: ZWNJ takes none
                if rtl:  # the mirrored page ends at its right edge, beside the contents
                    assert region.width - READABLE <= start and end <= region.width - PADDING, text
                else:
                    assert PADDING <= start and end <= READABLE - PADDING, text


def reading(page: GuideText) -> tuple[str, str]:
    """The section being read (the last heading at or above the top of the screen) and the line
    at the top."""
    y = round(page.scroll_offset.y)
    placed = page.placed
    section = [p for p in placed if isinstance(p.block, Heading) and p.y <= y][-1]
    block = [p for p in placed if p.y <= y][-1]
    below = y - block.y
    return section.block.text.text, block.lines[below].text if below < len(block.lines) else ""


RESIZES = [((80, 24), (200, 60)), ((200, 60), (60, 20)), ((120, 40), (80, 24)), ((60, 20), (120, 40))]


@pytest.mark.parametrize("before_after, lang, bidi", diagonal(RESIZES, LANGUAGES))
async def test_a_new_size_keeps_the_section_and_the_line_being_read(
    tmp_path: Path, before_after: tuple[tuple[int, int], tuple[int, int]], lang: str, bidi: str | None
) -> None:
    before, after = before_after
    app = make_app(tmp_path, lang, bidi=bidi)
    async with app.run_test(size=before) as pilot:
        page = await open_help(app, pilot)
        third = len(page.placed) // 3
        # the longest paragraph in the middle of the guide, read from its second line
        middle = page.placed[third : 2 * third]
        paragraph = max((p for p in middle if isinstance(p.block, Paragraph)), key=lambda p: len(p.lines))
        assert len(paragraph.lines) >= 2
        page.go_to(paragraph.block)
        page.scroll_to(y=paragraph.y + 1, animate=False, immediate=True)
        await pilot.pause()
        section, line = reading(page)
        words = line.split()
        first = words[-1] if bidi else words[0]  # the first word read (a visual line's rightmost)
        await pilot.resize_terminal(*after)
        await pilot.pause()
        await pilot.pause()
        now_section, now_line = reading(page)
        assert now_section == section
        assert first in now_line.split(), (line, now_line)
        if not bidi:  # the words of that line follow from the top in the same order
            y = round(page.scroll_offset.y)
            block = [p for p in page.placed if p.y <= y][-1]
            following = "".join(line.text for line in block.lines[y - block.y :])
            assert unspaced(line) in unspaced(following)
        top = screen_text(app).split("\n")[page.scrollable_content_region.y]
        assert first in top.split()
