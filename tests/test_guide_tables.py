"""The guide page's tables as a screen reader and a keyboard meet them: every heading cell scoped to
its column or row, no empty heading, and a table that may scroll reachable and named.

axe-core checks the pages in a browser (tests/test_browser_guide.py); these are the rules it does
not insist on, read from the page itself, for every preset's rules in English and Arabic."""

from __future__ import annotations

import doctest
from html.parser import HTMLParser

import pytest

import warkit.guide.tables
from warkit.engine import PRESETS
from warkit.guide.build import text_direction
from warkit.guide.figures import Figures
from warkit.guide.html import PageLink, render_page
from warkit.guide.markdown import render_document
from warkit.guide.tables import SCROLLING_COLUMNS
from warkit.i18n import get_translator


def figures(players: int) -> Figures:
    """Fixed figures for ``players`` seats (the tables do not depend on them)."""
    wins = (250, 240, 230, 230)[:players]
    return Figures(1000, 1, wins, 1000 - sum(wins), 271.5, 250, 480, 1900)


class Tables(HTMLParser):
    """Each table of a page: its cells row by row (tag, attributes, text) and its wrapper's attributes."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: list[dict] = []
        self.ids: set[str] = set()
        self._wrapper: dict[str, str | None] | None = None
        self._cell: list | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if values.get("id"):
            self.ids.add(str(values["id"]))
        if tag == "div" and values.get("class") == "scroll":
            self._wrapper = values
        elif tag == "table":
            self.tables.append({"wrapper": self._wrapper, "rows": []})
        elif tag == "tr":
            self.tables[-1]["rows"].append([])
        elif tag in ("th", "td"):
            self._cell = [tag, values, ""]
            self.tables[-1]["rows"][-1].append(self._cell)

    def handle_endtag(self, tag: str) -> None:
        if tag == "div":
            self._wrapper = None
        elif tag in ("th", "td"):
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell[2] += data


def page_tables(preset: str, language: str) -> Tables:
    t = get_translator(language)
    rules = PRESETS[preset]
    document = render_document(rules, t, figures=figures(rules.players), direction=text_direction(t))
    reader = Tables()
    reader.feed(render_page(document, t, [PageLink(language, language, f"guide.{language}.html")]))
    return reader


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_heading_cell_names_its_column_or_its_row_and_none_is_empty(preset: str, language: str) -> None:
    tables = page_tables(preset, language).tables
    assert len(tables) >= 10
    for table in tables:
        header, *rows = table["rows"]
        assert any(tag == "th" for tag, _, _ in header)
        for tag, attributes, text in header:
            assert (tag, attributes.get("scope")) == ("th", "col") if text.strip() else tag == "td", header
        for row in rows:
            [(first, attributes, text), *cells] = row
            assert (first, attributes.get("scope")) == ("th", "row") and text.strip(), row
            assert all(tag == "td" for tag, _, _ in cells), row


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_table_that_may_scroll_is_a_focusable_region_named_by_its_heading(language: str) -> None:
    page = page_tables("classic", language)
    wide = [table for table in page.tables if len(table["rows"][0]) >= SCROLLING_COLUMNS]
    assert len(wide) == 1  # the presets side by side
    for table in page.tables:
        wrapper = table["wrapper"]
        if table not in wide:
            assert wrapper is None  # a table that never scrolls is no extra stop for the keyboard
            continue
        assert wrapper is not None
        assert (wrapper.get("role"), wrapper.get("tabindex")) == ("region", "0")
        assert wrapper.get("aria-labelledby") == "variants" and "variants" in page.ids


def test_the_example_of_scoped_cells_holds() -> None:
    assert doctest.testmod(warkit.guide.tables).failed == 0

