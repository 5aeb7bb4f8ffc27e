"""Help and the footer on a terminal that does not order right-to-left text (``--bidi visual``).

The game lays the guide out itself in every language. In Arabic (and the ``ar-XB``
pseudo-locale) on such a terminal every line on screen is the guide's text as ``for_display``
wraps and reorders it, at the right edge, with the contents on the right and links that still land
on their headings. As written (``logical``), and in left-to-right languages, the lines are wrapped
but never reordered, and the contents stand on the left. (The footer: test_bidi.py.)
"""

from __future__ import annotations

import doctest
import re
from pathlib import Path
from urllib.parse import unquote

import pytest
from rich.cells import cell_len
from test_tui_support import cells_between, make_app, open_help, screen_text
from textual.widget import Widget

import warkit.tui.views.guide_lines
from warkit.controls import BACK, CONTROLS, control_label, key_label
from warkit.engine import Rules
from warkit.guide import guide_markdown
from warkit.i18n import get_translator
from warkit.i18n.bidi import (
    LOGICAL,
    VISUAL,
    cells,
    for_display,
    has_right_to_left,
    visual_line,
    wrap,
)
from warkit.i18n.pseudo import PDF, RLO
from warkit.tui.app import WarApp
from warkit.tui.messages import SettingsChanged
from warkit.tui.screens.help import GuideContents, GuidePage
from warkit.tui.views.guide import PADDING, GuideText, Placed
from warkit.tui.views.guide_lines import (
    Heading,
    Inline,
    ListBlock,
    Paragraph,
    Span,
    Table,
    styled_lines,
)

RIGHT_TO_LEFT = ["ar", "ar-XB", pytest.param("fa", marks=pytest.mark.long)]
SIZE = (80, 24)
MARKUP = re.compile(r"[\\`\[\]*_<]")
"""A source line with none of these is shown exactly as written, without Markdown syntax."""


def game(tmp_path: Path, lang: str, mode: str) -> WarApp:
    return make_app(tmp_path, lang, bidi=mode)


def page(app: WarApp) -> GuideText:
    return app.screen.query_one(GuideText)


def origin(app: WarApp, placed: Placed) -> tuple[int, int]:
    """The screen cell where ``placed``'s first line starts (the page's text starts after its padding)."""
    text = page(app)
    region = text.scrollable_content_region
    return region.x + PADDING, region.y + placed.y - round(text.scroll_offset.y)


def flush_right(text: str, width: int) -> str:
    """``text`` at the right end of ``width`` cells (Persian's non-joiner is a character of no width)."""
    return " " * (width - cell_len(text)) + text


def rows_of(app: WarApp, shown: Placed | Widget) -> list[str]:
    """The screen's rows that show a block of the guide, or inside a widget's content region."""
    if isinstance(shown, Placed):
        x, y = origin(app, shown)
        rows = screen_text(app).split("\n")[y : y + len(shown.lines)]
        return [cells_between(row, x, x + page(app).text_width) for row in rows]
    region = shown.content_region
    rows = screen_text(app).split("\n")[region.y : region.bottom]
    return [cells_between(row, region.x, region.right) for row in rows]


async def into_view(app: WarApp, pilot, placed: Placed) -> None:
    page(app).go_to(placed.block)
    await pilot.pause()


def at_top(app: WarApp, placed: Placed) -> bool:
    """Whether ``placed`` is the first thing the page shows."""
    return round(page(app).scroll_offset.y) == placed.y


def source_paragraphs(markdown: str) -> list[str]:
    """The guide's plain paragraphs, as written in its Markdown."""
    return [
        line
        for line in markdown.split("\n")
        if line and line[0] not in "#-|" and not MARKUP.search(line) and has_right_to_left(line)
    ]


def blocks(app: WarApp) -> list[Placed]:
    return list(page(app).placed)


# -- the guide's own lines -------------------------------------------------------------------


def test_the_layout_examples_hold() -> None:
    assert doctest.testmod(warkit.tui.views.guide_lines).failed == 0


def test_a_link_follows_its_words_when_a_sentence_is_reordered_and_wrapped() -> None:
    hello = "\u0645\u0631\u062d\u0628\u0627"
    text = f"{hello} {hello} {hello} {hello} {hello} {hello}"
    start = len(hello) + 1  # the second and third words; two fit on a line of 12 cells
    link = Inline(text, (Span(start, start + len(hello) * 2 + 1, "link", "#x"),))
    lines = styled_lines(link, 12)
    assert [line.text for line in lines] == for_display(text, VISUAL, 12).split("\n")
    marked = [(number, line.text[s.start : s.end], s.href) for number, line in enumerate(lines) for s in line.spans]
    assert marked == [(0, visual_line(hello), "#x"), (1, visual_line(hello), "#x")]  # the link wraps
    assert lines[0].spans[0].start == 0 and lines[1].spans[0].end == len(lines[1].text)  # reading order


def test_a_left_to_right_link_inside_arabic_keeps_its_place() -> None:
    text = "\u0627\u0646\u0638\u0631 the aim \u0627\u0644\u0622\u0646"
    [line] = styled_lines(Inline(text, (Span(5, 12, "link", "#aim"),)), 40)
    assert line.text == visual_line(text)
    [span] = line.spans
    assert line.text[span.start : span.end] == "the aim"


# -- Help, visual ------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", RIGHT_TO_LEFT)
async def test_help_shows_the_guide_reordered_line_by_line(tmp_path: Path, lang: str) -> None:
    app = game(tmp_path, lang, VISUAL)
    markdown = guide_markdown(get_translator(lang), Rules())
    async with app.run_test(size=SIZE) as pilot:
        await open_help(app, pilot)
        screen = screen_text(app)
        assert RLO not in screen and PDF not in screen
        assert all(cells(row) <= SIZE[0] for row in screen.split("\n"))
        by_text = {b.block.text.text: b for b in blocks(app) if isinstance(b.block, Paragraph)}
        checked = 0
        for source in source_paragraphs(markdown):
            block = by_text[source]
            await into_view(app, pilot, block)
            width = page(app).text_width
            expected = for_display(source, VISUAL, width).split("\n")
            assert rows_of(app, block) == [flush_right(line, width) for line in expected], source
            checked += 1
        assert checked >= 20


@pytest.mark.parametrize("lang", RIGHT_TO_LEFT)
async def test_headings_list_items_and_table_cells_read_from_the_right(tmp_path: Path, lang: str) -> None:
    app = game(tmp_path, lang, VISUAL)
    markdown = guide_markdown(get_translator(lang), Rules())
    source = markdown.split("\n")
    async with app.run_test(size=SIZE) as pilot:
        await open_help(app, pilot)
        guide = blocks(app)
        title = guide[0]
        assert isinstance(title.block, Heading) and title.block.level == 1
        assert rows_of(app, title)[0].strip() == visual_line(source[0][2:])  # centred
        # The first list: each item at the right edge, its bullet to the right of its text.
        items = next(b for b in guide if isinstance(b.block, ListBlock))
        heading = guide[guide.index(items) - 1]
        await into_view(app, pilot, heading)
        assert rows_of(app, heading)[0].rstrip() == flush_right(visual_line(heading.block.text.text), page(app).text_width)
        first_item = next(line[2:] for line in source if line.startswith("- "))
        room = page(app).text_width - 2
        expected = for_display(first_item, VISUAL, room).split("\n")
        rows = rows_of(app, items)
        assert rows[0] == flush_right(expected[0], room) + " •"
        # The rank table: the header row names its columns from the right.
        table = next(b for b in guide if isinstance(b.block, Table))
        await into_view(app, pilot, table)
        header_line = next(line for line in source if line.startswith("| "))
        names = [visual_line(name.strip()) for name in header_line.strip("|").split("|")]
        header = rows_of(app, table)[0]
        places = [header.index(name) for name in names]
        assert places == sorted(places, reverse=True)
        assert header.rstrip().endswith(names[0])
        # The contents: every heading, reordered, at the right of the screen.
        contents = app.screen.query_one(GuideContents)
        assert contents.region.right == SIZE[0]
        shown = " ".join(" ".join(rows_of(app, contents)).split())
        for entry in [b.block for b in guide if isinstance(b.block, Heading)][:8]:
            assert visual_line(entry.text.text) in shown


@pytest.mark.parametrize("lang", RIGHT_TO_LEFT)
async def test_a_link_in_the_guide_lands_on_its_heading(tmp_path: Path, lang: str) -> None:
    app = game(tmp_path, lang, VISUAL)
    async with app.run_test(size=SIZE) as pilot:
        await open_help(app, pilot)
        guide = app.screen.query_one(GuidePage)

        def whole(line, span) -> bool:  # a link whose words all sit on this line (none wraps here)
            target = guide.anchors.get(unquote(span.href[1:]))
            return target is not None and line.text[span.start : span.end] == visual_line(target.text.text)

        block, y, span = next(
            (b, y, s)
            for b in blocks(app)
            for y, line in enumerate(b.lines)
            for s in line.spans
            if s.style == "link" and whole(line, s)
        )
        await into_view(app, pilot, block)
        line = block.lines[y]
        words = line.text[span.start : span.end]
        row = rows_of(app, block)[y]
        x = cells(row[: row.index(words)])
        assert cells(line.text[: span.start]) == x  # the link is where its words are
        heading = guide.anchors[unquote(span.href[1:])]
        target = next(b for b in blocks(app) if b.block is heading)
        assert visual_line(heading.text.text) == words
        left, top = origin(app, block)
        await pilot.click(offset=(left + x + 1, top + y))
        await pilot.pause()
        assert at_top(app, target)
        assert rows_of(app, target)[0].strip() == words


@pytest.mark.parametrize("lang", RIGHT_TO_LEFT)
async def test_an_entry_of_the_contents_shows_its_section(tmp_path: Path, lang: str) -> None:
    app = game(tmp_path, lang, VISUAL)
    async with app.run_test(size=SIZE) as pilot:
        await open_help(app, pilot)
        headings = [b for b in blocks(app) if isinstance(b.block, Heading)]
        app.screen.query_one(GuideContents).focus()
        await pilot.press("down", "down", "down", "down", "enter")  # the fourth entry
        await pilot.pause()
        target = headings[3]
        assert at_top(app, target)
        assert rows_of(app, target)[0].strip() == visual_line(target.block.text.text)


# -- Help, as written --------------------------------------------------------------------------


@pytest.mark.parametrize("lang, mode", [("ar", LOGICAL), ("ar-XB", LOGICAL), ("en", VISUAL), ("ms", VISUAL)])
async def test_help_as_written_or_left_to_right_wraps_but_never_reorders(
    tmp_path: Path, lang: str, mode: str
) -> None:
    app = game(tmp_path, lang, mode)
    markdown = guide_markdown(get_translator(lang), Rules())
    async with app.run_test(size=SIZE) as pilot:
        await open_help(app, pilot)
        title = markdown.split("\n", 1)[0][2:]
        assert title in screen_text(app)
        paragraph = next(b for b in blocks(app) if isinstance(b.block, Paragraph))
        await into_view(app, pilot, paragraph)
        width = page(app).text_width
        expected = wrap(paragraph.block.text.text, width)
        top = origin(app, paragraph)[1]
        rows = screen_text(app).split("\n")[top : top + len(paragraph.lines)]
        assert len(rows) == len(expected)
        for row, line in zip(rows, expected, strict=True):  # each row holds its line as written
            assert line in row
        contents = app.screen.query_one(GuideContents)
        assert contents.region.x == 0  # the contents stand on the left


async def test_choosing_visual_while_help_is_open_lays_the_guide_out_again(tmp_path: Path) -> None:
    app = game(tmp_path, "ar", LOGICAL)
    async with app.run_test(size=SIZE) as pilot:
        await open_help(app, pilot)
        app.post_message(SettingsChanged(app.session.settings.replace(bidi=VISUAL)))
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        title = guide_markdown(get_translator("ar"), Rules()).split("\n", 1)[0][2:]
        assert visual_line(title) in screen_text(app) and title not in screen_text(app)
        assert app.screen.query_one(GuideContents).region.right == SIZE[0]


@pytest.mark.slow
def test_help_reaches_a_real_terminal_reordered(tmp_path: Path) -> None:
    """tmux orders nothing itself, so its pane shows Help exactly as warkit sent it."""
    from test_tmux_play import real_terminal

    with real_terminal(tmp_path, "bidi-help", "--lang ar --bidi visual --deal 10") as pane:
        t = get_translator("ar")
        first = CONTROLS[0]
        pane.wait_for(f"{visual_line(control_label(first, t))} {visual_line(key_label(first.keys[0], t))}")
        pane.keys("h")
        title = guide_markdown(t, Rules()).split("\n", 1)[0][2:]
        screen = pane.wait_for(visual_line(title), seconds=30)
        assert title not in screen
        assert f"{visual_line(control_label(BACK, t))} {visual_line(key_label(BACK.keys[0], t))}" in screen
        pane.keys("Escape")
        pane.keys("q")
