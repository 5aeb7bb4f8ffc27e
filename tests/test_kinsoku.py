"""Chinese lines break by the line-start and line-end rules: closing punctuation (。，、）」…)
never starts a line and opening punctuation (（「“…) never ends one, wherever warkit wraps text
itself: the status box, the summary, notices and Help."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest
from rich.console import Console
from rich.text import Text
from test_tui_support import finish, make_app, open_help, screen_text, until

import warkit.i18n.kinsoku
from warkit.engine import Rules
from warkit.i18n import get_translator
from warkit.i18n.bidi import wrap
from warkit.i18n.cells import cells
from warkit.i18n.kinsoku import NO_LINE_END, NO_LINE_START
from warkit.tui.screens.summary import SummaryScreen
from warkit.tui.widgets import StatusBox, TextLine

SENTENCE = "不能。你总是打出牌堆最上面的那张牌。“战争”里没有任何选择（真的），所以游戏没有提示和撤销功能。"
"""A sentence of the Chinese guide, with a bracket added: stops, commas, quotes and brackets."""


def badly_broken(lines: list[str]) -> list[str]:
    """The lines that start with closing punctuation or end with opening punctuation."""
    return [
        line for line in lines if line and (line.lstrip()[:1] in NO_LINE_START or line.rstrip()[-1:] in NO_LINE_END)
    ]


def terminal_wrap(text: str, width: int) -> list[str]:
    """How the terminal's widgets would wrap ``text`` by themselves (Rich, as Textual does)."""
    return [line.plain for line in Text(text).wrap(Console(width=200), width)]


def test_the_rules_examples_hold() -> None:
    assert doctest.testmod(warkit.i18n.kinsoku).failed == 0


@pytest.mark.parametrize("width", range(6, 41))
def test_no_chinese_line_starts_with_closing_punctuation(width: int) -> None:
    lines = wrap(SENTENCE, width)
    assert badly_broken(lines) == []
    assert all(cells(line) <= width for line in lines)
    assert "".join(lines) == SENTENCE  # nothing lost, nothing added


def test_the_sentence_would_break_badly_without_the_rules() -> None:
    """The check above means something: wrapped by the widgets alone, the sentence goes wrong."""
    assert any(badly_broken(terminal_wrap(SENTENCE, width)) for width in range(6, 41))


def test_text_with_spaces_still_breaks_at_its_spaces() -> None:
    assert wrap("Deal 7: everyone gets 26 cards.", 12) == ["Deal 7:", "everyone", "gets 26", "cards."]


def padded_to_break_badly(text: str, width: int) -> str:
    """``text`` with a few characters before it, so the widgets alone would start a line with
    closing punctuation at ``width`` cells."""
    for extra in range(width):
        padded = "牌" * extra + text
        if badly_broken(terminal_wrap(padded, width)):
            return padded
    raise AssertionError("no padding breaks it badly")


def rows_in(app, widget) -> list[str]:
    region = widget.content_region
    return [row.strip() for row in screen_text(app).split("\n")[region.y : region.bottom]]


@pytest.mark.parametrize("size", [(60, 20), (80, 24)])
async def test_the_status_box_breaks_chinese_lines_by_the_rules(tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, "zh_Hans")
    async with app.run_test(size=size) as pilot:
        await pilot.press("space")
        box = app.screen.query_one(StatusBox)
        await until(pilot, lambda: box.content_size.width > 0)
        text = padded_to_break_badly(SENTENCE, box.content_size.width)
        box.say(text)
        await pilot.pause()
        rows = [row for row in rows_in(app, box) if row]
        assert "".join(rows) == text  # all of it on screen
        assert badly_broken(rows) == []


async def test_the_summary_breaks_chinese_lines_by_the_rules(tmp_path: Path) -> None:
    app = make_app(tmp_path, "zh_Hans", rules=Rules(max_battles=20))
    async with app.run_test(size=(60, 20)) as pilot:
        await finish(pilot)
        await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
        outcome = app.screen.query_one("#outcome", TextLine)
        await until(pilot, lambda: outcome.content_size.width > 0 and bool(outcome.text))
        text = padded_to_break_badly(outcome.text, outcome.content_size.width)
        outcome.say(text)
        await pilot.pause()
        rows = [row for row in rows_in(app, outcome) if row]
        assert "".join(rows) == text
        assert badly_broken(rows) == []


async def test_help_breaks_chinese_lines_by_the_rules(tmp_path: Path) -> None:
    app = make_app(tmp_path, "zh_Hans")
    async with app.run_test(size=(60, 20)) as pilot:
        page = await open_help(app, pilot)
        lines = [line.text for placed in page.placed for line in placed.lines]
        assert sum("。" in line for line in lines) > 20
        assert badly_broken(lines) == []


def test_the_chinese_guide_would_break_badly_without_the_rules() -> None:
    """The Help check means something: the guide's paragraphs wrapped by width alone go wrong."""
    from warkit.guide import guide_markdown

    markdown = guide_markdown(get_translator("zh_Hans"), Rules())
    paragraphs = [line for line in markdown.split("\n") if line and line[0] not in "#|-"]
    assert any(badly_broken(terminal_wrap(p, 46)) for p in paragraphs)
