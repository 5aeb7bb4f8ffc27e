"""The guide in Textual's MarkdownViewer (the in-game Help): every link lands on its heading."""

from __future__ import annotations

from markdown_it import MarkdownIt
from textual.app import App, ComposeResult
from textual.widgets import MarkdownViewer

from warkit.engine import Rules
from warkit.guide import guide_markdown
from warkit.guide.figures import Figures
from warkit.guide.markdown import render_document
from warkit.i18n import Translator, get_translator


class Viewer(App[None]):
    def __init__(self, markdown: str) -> None:
        super().__init__()
        self.markdown = markdown

    def compose(self) -> ComposeResult:
        yield MarkdownViewer(self.markdown, show_table_of_contents=True)


def hrefs(markdown: str) -> list[str]:
    """Every internal link as the viewer receives it (after markdown-it's link normalising)."""
    found = []
    for token in MarkdownIt("commonmark").enable("table").parse(markdown):
        for child in token.children or []:
            href = child.attrGet("href")
            if child.type == "link_open" and isinstance(href, str) and href.startswith("#"):
                found.append(href[1:])
    return found


async def assert_links_land(markdown: str) -> None:
    app = Viewer(markdown)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        document = app.query_one(MarkdownViewer).document
        anchors = hrefs(markdown)
        assert len(anchors) >= 5
        for anchor in anchors:
            assert document.goto_anchor(anchor), f"no heading for #{anchor}"


async def test_help_links_work_in_the_markdown_viewer_with_accented_headings() -> None:
    # The pseudo-locale's headings are all accented letters, which Textual percent-encodes.
    await assert_links_land(guide_markdown(get_translator("en-XA"), Rules()))


class PunctuationHeadings(Translator):
    """A translation whose section headings are only punctuation, so they slug to nothing."""

    def gettext(self, message: str, /, **values: object) -> str:
        if message in ("The aim", "The controls", "Worked examples", "A common mistake", "Running out of cards"):
            return "?!"
        return super().gettext(message, **values)


async def test_help_links_work_when_a_heading_gives_an_empty_slug() -> None:
    figures = Figures(1000, 1, (480, 470), 50, 271.5, 250, 480, 1900)
    markdown = render_document(Rules(), PunctuationHeadings("en"), figures=figures).markdown("textual")
    assert "## 2. ?!" in markdown
    await assert_links_land(markdown)
