"""Help: the rules guide for the rules being played, in a Markdown viewer with contents.

The guide comes from :mod:`warkit.guide`, built for exactly these rules in the player's language.
Building it and laying out its blocks takes a moment, so the screen opens at once with a short
"loading" line; the app also builds the guide in the background soon after the game starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import MarkdownViewer

from ..controls import BACK
from ..engine import Rules
from ..i18n import Translator
from .widgets import ControlBar, TextLine

if TYPE_CHECKING:
    from .app import WarApp


def build_guide(t: Translator, rules: Rules) -> str:
    """The guide as Markdown for Textual's viewer (slow the first time: it runs the engine)."""
    from ..guide import guide_markdown

    return guide_markdown(t, rules)


def loading(t: Translator) -> str:
    # Translators: shown on the help screen for a moment while the rules guide is prepared.
    return t.gettext("Preparing the rules guide…")


class HelpScreen(Screen[None]):
    CSS_PATH = "help.tcss"
    BINDINGS = [Binding("escape", "back", show=False)]

    app: WarApp

    def compose(self) -> ComposeResult:
        yield TextLine(loading(self.app.t), id="loading")
        yield MarkdownViewer("", show_table_of_contents=True, id="guide")
        yield ControlBar((BACK,), id="controls")

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
        await self.query_one(MarkdownViewer).document.update(markdown)
        self.query_one("#loading").display = False

    @on(ControlBar.Chosen)
    def chosen(self) -> None:
        self.action_back()

    def action_back(self) -> None:
        self.dismiss()
