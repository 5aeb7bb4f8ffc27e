"""Every link of the guide lands on its heading: in the in-game Help, which lays the guide out
itself and names each heading by its place, and in Textual's own Markdown viewer for the
``textual`` flavour (checked through the viewer's public ``goto_anchor``)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import MarkdownViewer

from warkit.engine import Rules
from warkit.guide import guide_markdown
from warkit.guide.figures import Figures
from warkit.guide.markdown import render_document
from warkit.guide.parser import markdown_parser
from warkit.i18n import Translator, get_translator
from warkit.tui.screens.help import GuidePage
from warkit.tui.views.guide_lines import Layout, anchor_of


def internal_links(markdown: str) -> list[tuple[str, str]]:
    """(the words shown, href) of every link to a heading, as the guide's parser reads them."""
    found = []
    for token in markdown_parser().parse(markdown):
        children = token.children or []
        for index, child in enumerate(children):
            href = child.attrGet("href")
            if child.type == "link_open" and isinstance(href, str) and href.startswith("#"):
                words = []
                for inner in children[index + 1 :]:
                    if inner.type == "link_close":
                        break
                    words.append(inner.content)
                found.append(("".join(words), href))
    return found


class HelpPage(App[None]):
    """The Help screen's guide page on its own."""

    def compose(self) -> ComposeResult:
        yield GuidePage(id="guide")


async def assert_links_land(markdown: str) -> None:
    """Each link, followed in Help's guide page, shows the heading that has the link's words."""
    app = HelpPage()
    async with app.run_test(size=(100, 40)) as pilot:
        page = app.query_one(GuidePage)
        page.show(markdown, Layout(rtl=False, reorder=False))
        await pilot.pause()
        links = internal_links(markdown)
        assert len(links) >= 5
        for words, href in links:
            anchor = anchor_of(href)
            assert anchor is not None and page.go(anchor), f"no heading for {href}"
            assert page.anchors[anchor].text.text == words, f"{href} lands on another heading"


class Viewer(App[None]):
    def __init__(self, markdown: str) -> None:
        super().__init__()
        self.markdown = markdown

    def compose(self) -> ComposeResult:
        yield MarkdownViewer(self.markdown, show_table_of_contents=True)


async def assert_links_land_in_textual_viewer(markdown: str) -> None:
    app = Viewer(markdown)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        document = app.query_one(MarkdownViewer).document
        anchors = [href[1:] for _words, href in internal_links(markdown)]  # as the viewer gets them
        assert len(anchors) >= 5
        for anchor in anchors:
            assert document.goto_anchor(anchor), f"no heading for #{anchor}"


async def test_help_links_land_with_accented_headings() -> None:
    await assert_links_land(guide_markdown(get_translator("en-XA"), Rules()))


async def test_the_textual_flavour_lands_in_textual_s_viewer_with_accented_headings() -> None:
    # The pseudo-locale's headings are all accented letters, which Textual percent-encodes.
    await assert_links_land_in_textual_viewer(guide_markdown(get_translator("en-XA"), Rules(), "textual"))


class PunctuationHeadings(Translator):
    """A translation whose section headings are only punctuation, so they slug to nothing."""

    def gettext(self, message: str, /, **values: object) -> str:
        if message in ("The aim", "The controls", "Worked examples", "A common mistake", "Running out of cards"):
            return "?!"
        return super().gettext(message, **values)


async def test_links_land_when_a_heading_gives_an_empty_slug() -> None:
    figures = Figures(1000, 1, (480, 470), 50, 271.5, 250, 480, 1900)
    document = render_document(Rules(), PunctuationHeadings("en"), figures=figures)
    assert "## 2. ?!" in document.markdown("textual")
    await assert_links_land(document.markdown("help"))
    await assert_links_land_in_textual_viewer(document.markdown("textual"))


def test_help_links_name_headings_by_their_place() -> None:
    # Two headings with the same words still get their own anchors: each names its place.
    markdown = guide_markdown(get_translator("en"), Rules(), "help")
    targets = [href for _words, href in internal_links(markdown)]
    assert targets and all(href.startswith("#section-") for href in targets)
