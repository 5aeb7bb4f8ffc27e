"""Help: the rules guide for the rules being played, with its contents beside it.

The guide comes from :mod:`warkit.guide`, built for exactly these rules in the player's language.
Building it and laying out its blocks takes a moment, so the screen opens at once with a short
"loading" line; the app also builds the guide in the background soon after the game starts.

As written (``logical``), or in a left-to-right language, the guide shows in Textual's
``MarkdownViewer``. A right-to-left guide on a terminal that does not order text itself
(``visual``) shows in :class:`VisualGuide` instead: the viewer would send each paragraph in
logical order and wrap it after the fact, so every line here is wrapped first and then shaped and
reordered (:mod:`warkit.tui.guide_lines`), the page mirrored, the contents on the right.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import MarkdownViewer, OptionList
from textual.widgets.option_list import Option

from ..controls import BACK
from ..engine import Rules
from ..i18n import Translator
from ..i18n.bidi import VISUAL
from .guide_lines import Block, Heading, Layout, Line, anchor_of, contents_lines, guide_blocks
from .widgets import ControlBar, TextLine, bidi_mode

if TYPE_CHECKING:
    from .app import WarApp


def build_guide(t: Translator, rules: Rules) -> str:
    """The guide as Markdown for Textual's viewer (slow the first time: it runs the engine)."""
    from ..guide import guide_markdown

    return guide_markdown(t, rules)


def loading(t: Translator) -> str:
    # Translators: shown on the help screen for a moment while the rules guide is prepared.
    return t.gettext("Preparing the rules guide…")


def draw(line: Line, widget: Widget, prefix: str) -> Text:
    """A laid-out line as Rich text, each span styled by the widget's ``{prefix}--{style}``."""
    text = Text(line.text, no_wrap=True, end="")
    for span in line.spans:
        name = f"{prefix}--{span.style}"
        if name not in widget.COMPONENT_CLASSES:
            continue
        style = widget.get_component_rich_style(name, partial=True)
        if span.style == "link":
            style += Style(meta={"@click": f"follow({span.href!r})"})
        text.stylize(style, span.start, span.end)
    return text


class GuideBlock(Widget):
    """One block of the guide (heading, paragraph, list, table), drawn as its laid-out lines.

    The lines are laid out for the block's own width, so it lays them out again when that
    changes; a click on a link asks the guide to follow it.
    """

    COMPONENT_CLASSES = {
        "guide--code",
        "guide--strong",
        "guide--em",
        "guide--s",
        "guide--link",
        "guide--bullet",
        "guide--header",
        "guide--rule",
    }

    class Followed(Message):
        """The player clicked a link in the guide."""

        def __init__(self, href: str) -> None:
            super().__init__()
            self.href = href

    def __init__(self, block: Block, layout: Layout) -> None:
        kind = f"h{block.level}" if isinstance(block, Heading) else type(block).__name__.lower()
        super().__init__(classes=f"-{kind}")
        self.block, self.page = block, layout
        self._laid_out: tuple[int, list[Line]] = (-1, [])
        if isinstance(block, Heading):
            self.styles.text_align = block.align(layout)  # type: ignore[assignment]

    def lines(self, width: int) -> list[Line]:
        if self._laid_out[0] != width:
            self._laid_out = (width, self.block.lines(width, self.page))
        return self._laid_out[1]

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return len(self.lines(width))

    def render(self) -> Text:
        return Text("\n").join(draw(line, self, "guide") for line in self.lines(self.content_size.width))

    def action_follow(self, href: str) -> None:
        self.post_message(self.Followed(href))


class GuideContents(OptionList):
    """The guide's headings; choosing one shows that section. Each entry is laid out for the
    list's width (wrapped, then reordered), so the entries are made again when it changes."""

    COMPONENT_CLASSES = OptionList.COMPONENT_CLASSES | {"contents--numeral"}

    def __init__(self, **kwargs: object) -> None:
        super().__init__(markup=False, **kwargs)  # type: ignore[arg-type]
        self.headings: list[Heading] = []
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
        self.set_options(
            Option(Text("\n").join(draw(line, self, "contents") for line in contents_lines(heading, width, self.page)))
            for heading in self.headings
        )
        self.highlighted = highlighted


class VisualGuide(Horizontal):
    """The guide as wrapped, reordered lines beside its contents, for a right-to-left language
    on a terminal that draws characters in the order they arrive (``--bidi visual``)."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.anchors: dict[str, GuideBlock] = {}

    def compose(self) -> ComposeResult:
        yield VerticalScroll(id="guide-text")
        yield GuideContents(id="guide-contents")

    async def show(self, markdown: str, rtl: bool) -> None:
        layout = Layout(rtl=rtl)
        self.set_class(not rtl, "-ltr")
        text = self.query_one("#guide-text", VerticalScroll)
        blocks = [GuideBlock(block, layout) for block in guide_blocks(markdown)]
        with self.app.batch_update():
            await text.remove_children()
            await text.mount_all(blocks)
        self.anchors = {b.block.anchor: b for b in blocks if isinstance(b.block, Heading)}
        headings = [b.block for b in blocks if isinstance(b.block, Heading)]
        self.query_one(GuideContents).show(headings, layout)
        text.scroll_home(animate=False)

    def go(self, anchor: str) -> bool:
        """Show the section whose heading has the slug ``anchor``; False if there is none."""
        block = self.anchors.get(anchor)
        if block is None:
            return False
        self.query_one("#guide-text", VerticalScroll).scroll_to_widget(block, top=True)
        return True

    @on(GuideBlock.Followed)
    def followed(self, event: GuideBlock.Followed) -> None:
        event.stop()
        anchor = anchor_of(event.href)
        if anchor is None:
            self.app.open_url(event.href)
        else:
            self.go(anchor)

    @on(OptionList.OptionSelected, "#guide-contents")
    def chosen(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        contents = self.query_one(GuideContents)
        self.go(contents.headings[event.option_index].anchor)


class HelpScreen(Screen[None]):
    CSS_PATH = "help.tcss"
    BINDINGS = [Binding("escape", "back", show=False)]

    app: WarApp

    def compose(self) -> ComposeResult:
        yield TextLine(loading(self.app.t), id="loading")
        yield self._guide_widget()
        yield ControlBar((BACK,), id="controls")

    def _visual(self) -> bool:
        """Whether the guide must reach the terminal already reordered (see the module doc)."""
        return bidi_mode(self) == VISUAL and self.app.t.direction == "rtl"

    def _guide_widget(self) -> Widget:
        if self._visual():
            return VisualGuide(id="guide")
        return MarkdownViewer("", show_table_of_contents=True, id="guide")

    def on_mount(self) -> None:
        self.refresh_words()

    def refresh_words(self) -> None:
        self.query_one(ControlBar).show(self.app.t)
        self.query_one("#loading", TextLine).say(loading(self.app.t))
        self.query_one("#loading").display = True
        self.show_guide()

    @work(exclusive=True, group="guide")
    async def show_guide(self) -> None:
        markdown = await self.app.guide()
        guide = self.query_one("#guide")
        if isinstance(guide, VisualGuide) != self._visual():  # the language or the mode changed
            await guide.remove()
            guide = self._guide_widget()
            await self.mount(guide, before=self.query_one(ControlBar))
        if isinstance(guide, VisualGuide):
            await guide.show(markdown, rtl=self.app.t.direction == "rtl")
        else:
            assert isinstance(guide, MarkdownViewer)
            await guide.document.update(markdown)
        self.query_one("#loading").display = False

    @on(ControlBar.Chosen)
    def chosen(self) -> None:
        self.action_back()

    def action_back(self) -> None:
        self.dismiss()
