"""Help: the rules guide for the rules being played, in a Markdown viewer with contents.

The guide comes from :mod:`warkit.guide`; if it cannot be built, Help shows the controls and
what each does (from :mod:`warkit.controls`), so Help always says something true.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import MarkdownViewer

from ..controls import BACK, CONTROLS, control_description, control_label, keys_label
from ..engine import Rules
from ..i18n import Translator
from .widgets import ControlBar

if TYPE_CHECKING:
    from .app import WarApp


def controls_markdown(t: Translator) -> str:
    """The controls, as Markdown: a heading, then each control with its keys and what it does."""
    # Translators: heading of the help screen's list of controls.
    lines = ["# " + _escape(t.gettext("Controls")), ""]
    for item in CONTROLS:
        keys = " / ".join(keys_label(item, t))
        lines.append(f"## {_escape(control_label(item, t))} ({_escape(keys)})")
        lines.append("")
        lines.append(_escape(control_description(item, t)))
        lines.append("")
    return "\n".join(lines)


def _escape(text: str) -> str:
    """Keep translated text literal in Markdown."""
    special = "\\`*_{}[]<>()#+-.!|"
    return "".join("\\" + char if char in special else char for char in text)


def guide_markdown(t: Translator, rules: Rules) -> str:
    """The rules guide if the guide package can build it, else the controls."""
    try:
        guide = importlib.import_module("warkit.guide")
    except ImportError:
        return controls_markdown(t)
    build = getattr(guide, "guide_markdown", None)
    if build is None:
        return controls_markdown(t)
    return str(build(t, rules))


class HelpScreen(Screen[None]):
    CSS_PATH = "help.tcss"
    BINDINGS = [Binding("escape", "back", show=False)]

    app: WarApp

    def compose(self) -> ComposeResult:
        yield MarkdownViewer(
            guide_markdown(self.app.t, self.app.session.rules),
            show_table_of_contents=True,
            id="guide",
        )
        yield ControlBar((BACK,), id="controls")

    def on_mount(self) -> None:
        self.query_one(ControlBar).show(self.app.t)

    def refresh_words(self) -> None:
        self.call_later(self._reload)

    async def _reload(self) -> None:
        viewer = self.query_one(MarkdownViewer)
        await viewer.document.update(guide_markdown(self.app.t, self.app.session.rules))
        self.query_one(ControlBar).show(self.app.t)

    @on(ControlBar.Chosen)
    def chosen(self) -> None:
        self.action_back()

    def action_back(self) -> None:
        self.dismiss()
