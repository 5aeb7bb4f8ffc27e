"""Translator mode's "where does this come from?": the messages on the screen behind, one a row.

Each row names the catalog entry (``file:line``), its context, its msgid, the text as shown and
the plural form used, and under a plural message every form for the numbers that take it (as
``warkit i18n plurals`` prints them); the pieces filled into a sentence (a rank, a seat) are
indented under it.
Choosing a row copies its ``file:line`` (Textual's ``copy_to_clipboard``, where the terminal
allows it) and shows it in a notice, for the terminal's own copy otherwise.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...controls import BACK
from ...i18n import Translator
from ...i18n.bidi import for_display
from ...i18n.sources import Recorder, Source, form_lines, source_line
from ..messages import Notice, Words
from ..views.log import LogText
from ..views.settings import SettingsForm
from ..widgets import ControlBar, TextLine
from .help import GuidePage


def screen_texts(screen: Screen[object]) -> list[str]:
    """The words a screen shows, widget by widget in screen order, as written (logical order)."""
    texts: list[str] = []
    for widget in screen.walk_children(Widget):
        if not widget.display:
            continue
        if isinstance(widget, TextLine):
            texts.append(widget.text)
        elif isinstance(widget, (GuidePage, SettingsForm, LogText)):
            texts.extend(widget.shown_texts())
        elif not widget.children or isinstance(widget, ControlBar):
            try:
                shown = widget.render()
            except Exception:  # a widget that cannot draw outside its own refresh: nothing to read
                continue
            if isinstance(shown, (str, Text)):
                texts.append(str(shown) if isinstance(shown, str) else shown.plain)
            elif hasattr(shown, "plain"):
                texts.append(str(shown.plain))
            elif isinstance(widget, Static):  # a Rich renderable (the record's table): its lines as drawn
                texts.append("\n".join(strip.text for strip in widget.render_lines(widget.size.region)))
    return texts


def rows(sources: list[Source]) -> list[tuple[int, Source]]:
    """Every source and its pieces, each with how deep it sits."""
    return [item for source in sources for item in source.walk()]


class SourcesScreen(ModalScreen[None]):
    """The messages on the screen behind; Enter or a click copies an entry's ``file:line``."""

    DEFAULT_CSS = """
    SourcesScreen { align: center middle; }
    SourcesScreen > #sources-box { width: 96%; height: 90%; border: round $accent; background: $surface; }
    SourcesScreen #sources-title { text-style: bold; padding: 0 1; }
    SourcesScreen #sources-hint { padding: 0 1; color: $text-muted; }
    SourcesScreen OptionList { height: 1fr; }
    """
    BINDINGS = [Binding("escape", "back", show=False)]

    def __init__(self, sources: list[Source], recorder: Recorder, words: Words) -> None:
        super().__init__()
        self.sources = sources
        self.recorder = recorder
        self.words = words
        self.shown_rows = rows(sources)

    def compose(self) -> ComposeResult:
        from textual.containers import Vertical

        t = self.words.t
        with self.recorder.paused():  # this list's own words are not a source of the screen behind
            with Vertical(id="sources-box"):
                yield TextLine(title(t), id="sources-title")
                yield TextLine(hint(t) if self.shown_rows else nothing_here(t), id="sources-hint")
                yield OptionList(*self._options(t), id="sources")
                yield ControlBar((BACK,), id="controls")

    def _options(self, t: Translator) -> list[Option]:
        """A row for each source; under the first row of a plural message, each of its forms
        for the numbers that take it (``warkit i18n plurals``'s lines)."""
        mode = self.words.bidi
        options, formed = [], set()
        for number, (depth, source) in enumerate(self.shown_rows):
            lookup = source.lookup
            lines = [source_line(source, t)]
            if (lookup.context, lookup.msgid) not in formed:
                formed.add((lookup.context, lookup.msgid))
                lines += ["  " + line for line in form_lines(lookup, t, t.plural_rule)]
            shown = [for_display("  " * depth + line, mode, None) for line in lines]
            options.append(Option(Text("\n".join(shown)), id=str(number)))
        return options

    def on_mount(self) -> None:
        with self.recorder.paused():
            self.query_one(ControlBar).show(self.words.t)

    @on(OptionList.OptionSelected)
    def chosen(self, event: OptionList.OptionSelected) -> None:
        _depth, source = self.shown_rows[event.option_index]
        self.app.copy_to_clipboard(source.where)
        with self.recorder.paused():
            self.post_message(Notice(copied(self.words.t, source.where), timeout=8))

    @on(ControlBar.Chosen)
    def back_chosen(self) -> None:
        self.action_back()

    def action_back(self) -> None:
        self.dismiss()


def title(t: Translator) -> str:
    # Translators: title of translator mode's source list (warkit play --translate, key ?).
    return t.gettext("Where the words on this screen come from")


def hint(t: Translator) -> str:
    # Translators: under the title of translator mode's source list.
    return t.gettext(
        "Enter copies the file and line of the chosen message; pieces of a sentence are "
        "indented under it."
    )


def nothing_here(t: Translator) -> str:
    # Translators: translator mode's source list when the screen shows no word from the catalogs.
    return t.gettext("No message from the catalogs is on this screen.")


def copied(t: Translator, where: str) -> str:
    # Translators: after choosing a line of the source list; {where} is a file and line like
    # locale/ms/LC_MESSAGES/warkit.po:120. Some terminals do not let programs copy.
    return t.gettext("{where} (copied, if your terminal allows it)", where=where)
