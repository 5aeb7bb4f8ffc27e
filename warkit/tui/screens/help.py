"""Help: the rules guide for the rules being played, with its contents beside it.

The guide comes from :mod:`warkit.guide`, built for exactly these rules in the player's language.
The app builds it in a thread the first time Help asks (see ``WarApp.guide``), so the screen
opens at once with a short "loading" line; a draft with its figures pending stands in for rules
whose figures are still being played, and the finished guide replaces it where the reader is.

The guide shows in :class:`GuidePage`, laid out by warkit itself (:mod:`warkit.tui.views.guide_lines`)
in every language: each heading and each entry of the contents wraps to the width there is, with
the language's own line-breaking rules, and the contents carry the guide's own numbering only. A
right-to-left guide on a terminal that does not order text itself (``visual``) is wrapped first
and then shaped and reordered line by line, the page mirrored, the contents on the right.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import OptionList
from textual.widgets.option_list import Option
from textual.worker import WorkerCancelled

from ...controls import BACK
from ...engine import Rules
from ...guide.tables import name_and_value
from ...i18n import Translator
from ...i18n.bidi import VISUAL
from ..messages import PreparedGuide, Words
from ..mirror import mirror_screen
from ..views.guide import GuideText, draw
from ..views.guide_lines import (
    NAME,
    VALUE,
    Block,
    Heading,
    Layout,
    anchor_of,
    ascii_cards,
    contents_lines,
    guide_blocks,
)
from ..widgets import ControlBar, TextLine
from .base import Page

if TYPE_CHECKING:
    from ...guide.figures import Figures


_UNESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")
"""A Markdown backslash escape (of any ASCII punctuation, as CommonMark allows): the character alone."""


def build_guide(t: Translator, rules: Rules, figures: Figures | None) -> str:
    """The guide as Markdown for Help, its links naming headings by their place; with ``figures``
    None, the draft whose figures are marked as being worked out (nothing is played here)."""
    from ...guide import guide_markdown

    return guide_markdown(t, rules, "help", figures=figures, figures_pending=figures is None)


def prepared_guide(t: Translator, rules: Rules, figures: Figures | None) -> PreparedGuide:
    """The guide with its blocks already parsed (run in a thread: Help only lays out)."""
    markdown = build_guide(t, rules, figures)
    guide_blocks_of(markdown)
    return PreparedGuide(markdown, figures_pending=figures is None)


@lru_cache(maxsize=8)
def guide_blocks_of(markdown: str) -> tuple[Block, ...]:
    """The guide's blocks, parsed once for each guide (Help opens again at once)."""
    return tuple(guide_blocks(markdown))


def loading(t: Translator) -> str:
    # Translators: shown on the help screen for a moment while the rules guide is prepared.
    return t.gettext("Preparing the rules guide…")


class GuideContents(OptionList):
    """The guide's headings; choosing one shows that section. Each entry is laid out for the
    list's width (wrapped, then reordered), so the entries are made again when it changes."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(markup=False, **kwargs)  # type: ignore[arg-type]
        self.headings: list[Heading] = []
        self.entry_heights: list[int] = []
        """The lines of each entry, as last laid out."""
        self.page = Layout(rtl=True)
        self._width = -1

    def show(self, headings: list[Heading], layout: Layout) -> None:
        self.headings, self.page, self._width = headings, layout, -1
        self._fill()

    def on_resize(self) -> None:
        self._fill()

    def _fill(self) -> None:
        padding = self.get_component_styles("option-list--option").padding
        width = self.scrollable_content_region.width - padding.width
        if width <= 0 or width == self._width:
            return
        self._width = width
        highlighted = self.highlighted
        laid_out = [contents_lines(heading, width, self.page) for heading in self.headings]
        self.entry_heights = [len(lines) for lines in laid_out]
        self.set_options(Option(Text("\n").join(draw(line, self, "contents") for line in lines)) for lines in laid_out)
        self.highlighted = highlighted

    def shown_headings(self) -> list[Heading]:
        """The entries with at least one line on screen now (one option's lines each, no gaps)."""
        top = round(self.scroll_offset.y)
        bottom = top + self.scrollable_content_region.height
        shown, y = [], 0
        for heading, height in zip(self.headings, self.entry_heights, strict=False):
            if y < bottom and y + height > top:
                shown.append(heading)
            y += height
        return shown


class GuidePage(Horizontal):
    """The guide as laid-out lines beside its contents; a link or a contents entry shows its
    section. Only links to the guide's own headings are followed (nothing is handed to a browser)."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.anchors: dict[str, Heading] = {}
        self.source = ""
        """The guide's Markdown as written (translator mode reads the words on screen from it)."""

    def compose(self) -> ComposeResult:
        yield GuideText(id="guide-text")
        yield GuideContents(id="guide-contents")

    def show(self, markdown: str, layout: Layout, keep_place: bool = False) -> None:
        """Show the guide from its top, or (``keep_place``: the finished guide replacing its
        draft, a catalog read again) where the reader is now."""
        blocks = guide_blocks_of(ascii_cards(markdown) if layout.ascii else markdown)
        self.source = markdown
        self.set_class(not layout.rtl, "-ltr")
        headings = [block for block in blocks if isinstance(block, Heading)]
        self.anchors = {heading.anchor: heading for heading in headings}
        text = self.query_one(GuideText)
        text.show(blocks, layout, text.place() if keep_place else None)
        self.query_one(GuideContents).show(headings, layout)

    def shown_texts(self) -> list[str]:
        """The Markdown of each block on screen and each contents entry in view, as written but
        for the guide's backslash escapes (``\\[``), so that translator mode's source list finds
        each translation in it as the translator wrote it."""
        lines = self.source.split("\n")
        blocks = [*self.query_one(GuideText).shown_blocks(), *self.query_one(GuideContents).shown_headings()]
        return [_UNESCAPED.sub(r"\1", "\n".join(lines[block.source[0] : block.source[1]])) for block in blocks]

    def go(self, anchor: str) -> bool:
        """Show the section whose heading has the slug ``anchor``; False if there is none."""
        heading = self.anchors.get(anchor)
        return heading is not None and self.query_one(GuideText).go_to(heading)

    @on(GuideText.Followed)
    def followed(self, event: GuideText.Followed) -> None:
        event.stop()
        anchor = anchor_of(event.href)
        if anchor is not None:  # the guide links only to its own headings
            self.go(anchor)

    @on(OptionList.OptionSelected, "#guide-contents")
    def chosen(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        contents = self.query_one(GuideContents)
        self.go(contents.headings[event.option_index].anchor)


class HelpScreen(Page):
    CSS_PATH = "../help.tcss"
    """Its stylesheet (beside the app's), read when it first opens."""

    def __init__(self, words: Words, guide: Callable[[], Awaitable[PreparedGuide]]) -> None:
        super().__init__(words)
        self.guide = guide
        """Builds (once) and returns the guide for the language and rules now."""
        self.figures_pending = False
        """Whether the guide shown is a draft whose figures are being worked out."""

    def compose(self) -> ComposeResult:
        yield TextLine(loading(self.words.t), id="loading")
        yield self._guide_widget()
        yield ControlBar((BACK,), id="controls")

    def _layout(self) -> Layout:
        """How the guide is laid out: reordered for the terminal in ``visual`` mode, and then a
        right-to-left language's page mirrored (see the module doc); its marks in ASCII for a
        card style that keeps to it."""
        visual = self.words.bidi == VISUAL
        t = self.words.t
        return Layout(
            rtl=visual and t.direction == "rtl", reorder=visual, ascii=self.words.style.ascii_only, pair=name_and_value(t, NAME, VALUE)
        )

    def _guide_widget(self) -> Widget:
        return GuidePage(id="guide")

    def on_mount(self) -> None:
        self.watch(self.app, "guides_finished", self.guide_finished, init=False)

    def guide_finished(self) -> None:
        """A guide was finished after its draft: show it in place of the draft on screen."""
        if self.figures_pending:
            self.show_guide(keep_place=True)

    def refresh_words(self) -> None:
        """Show the guide in the words now. Help opens at the guide's top; new words while it is
        open (translator mode read a catalog again) show where the reader is."""
        mirror_screen(self, self.words.t, self.words.bidi)
        self.query_one(ControlBar).show(self.words.t)
        self.query_one("#loading", TextLine).say(loading(self.words.t))
        self.query_one("#loading").display = True
        self.show_guide(keep_place=True)

    @work(exclusive=True, group="guide")
    async def show_guide(self, keep_place: bool = False) -> None:
        try:
            guide = await self.guide()
        except WorkerCancelled:  # the app is closing while the guide is built: nothing to show
            return
        self.figures_pending = guide.figures_pending
        self.query_one("#guide", GuidePage).show(guide.markdown, self._layout(), keep_place)
        self.query_one("#loading").display = False
