"""Help at the sizes a player has: every heading of the guide and every entry of its contents is
on screen in full (wrapped, never cut at the edge), in every language, with one numbering only."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_support import cells_between, make_app, open_help, screen_text
from textual.widget import Widget

from warkit.tui.app import WarApp
from warkit.tui.screens.help import GuideContents
from warkit.tui.views.guide import GuideText, Placed
from warkit.tui.views.guide_lines import Heading

LEVEL_NUMERALS = set("ⅠⅡⅢⅣⅤⅥ")
"""The level marks a Markdown viewer's contents put before each entry: a second numbering."""



def shown_in(app: WarApp, widget: Widget) -> str:
    """What ``widget`` shows on screen now, all white space removed (so a wrapped heading
    reads as one)."""
    region = widget.scrollable_content_region  # without its scrollbar
    rows = screen_text(app).split("\n")[region.y : region.bottom]
    return "".join("".join(cells_between(row, region.x, region.right) for row in rows).split())


def heading_shown(app: WarApp, page: GuideText, placed: Placed) -> str:
    """The rows of the page that show the heading ``placed``, white space removed."""
    region = page.scrollable_content_region
    top = region.y + placed.y - round(page.scroll_offset.y)
    rows = screen_text(app).split("\n")[top : top + len(placed.lines)]
    return "".join("".join(cells_between(row, region.x, region.right) for row in rows).split())


def unspaced(text: str) -> str:
    return "".join(text.split())


CASES = [
    ("ms", (80, 24)),
    pytest.param("ru", (80, 24), marks=pytest.mark.long),
    pytest.param("de", (60, 20), marks=pytest.mark.long),
    pytest.param("zh_Hans", (60, 20), marks=pytest.mark.long),
    ("ar", (60, 20)),
    ("ja", (60, 20)),
]
"""One case of each kind (Latin at 80x24, right-to-left and CJK at 60x20) in the default run; the
others in the long run."""


@pytest.mark.parametrize("lang, size", CASES)
async def test_every_heading_and_contents_entry_is_on_screen_in_full(
    tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    app = make_app(tmp_path, lang)
    async with app.run_test(size=size) as pilot:
        await open_help(app, pilot)
        page = app.screen.query_one(GuideText)
        headings = [placed for placed in page.placed if isinstance(placed.block, Heading)]
        assert len(headings) >= 10
        unseen = list(headings)
        while unseen:  # bring the next heading to the top, then check every heading in view
            page.go_to(unseen[0].block)
            await pilot.pause()
            top, height = round(page.scroll_offset.y), page.scrollable_content_region.height
            in_view = [p for p in unseen if p.y >= top and p.y + len(p.lines) <= top + height]
            assert unseen[0] in in_view
            for placed in in_view:
                assert heading_shown(app, page, placed) == unspaced(placed.block.text.text)
                unseen.remove(placed)
        contents = app.screen.query_one(GuideContents)
        entries = [unspaced(heading.text.text) for heading in contents.headings]
        assert len(entries) == len(headings)
        index = 0
        while index < len(entries):  # show the next entry, then check every entry in view
            contents.highlighted = index  # scrolls the entry into view
            await pilot.pause()
            shown = shown_in(app, contents)
            assert entries[index] in shown
            while index < len(entries) and entries[index] in shown:
                index += 1
        assert not LEVEL_NUMERALS & set(screen_text(app))


async def test_chinese_contents_carry_the_guide_s_own_numbers_once(tmp_path: Path) -> None:
    app = make_app(tmp_path, "zh_Hans")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_help(app, pilot)
        contents = app.screen.query_one(GuideContents)
        numbered = [h.text.text for h in contents.headings if h.text.text[:1].isdigit()]
        assert numbered  # the Chinese guide numbers its sections itself
        shown = shown_in(app, contents)
        assert unspaced(numbered[0]) in shown
        assert not LEVEL_NUMERALS & set(shown)
