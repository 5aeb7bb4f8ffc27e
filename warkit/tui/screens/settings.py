"""Settings: every rule knob and preset, the short game, language, card style, animation, pace,
right-to-left text, and whether to ask before a game under way is left.

A change takes effect at once: new rules deal a new round (asking first while a game is under
way, as the player chose), a new language re-renders every screen. The form only reads and writes
:class:`~warkit.storage.Settings`; it knows no rules.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult

from ...choices import CUSTOM, apply_choice, fields, questions, settings_note, settings_title
from ...choices import current_value as chosen_value
from ...controls import BACK
from ...engine.rules import variant_of
from ...i18n import Translator
from ...session import Session
from ...storage import Settings
from ..card_art import style_in_use
from ..messages import SettingsChanged, Words
from ..mirror import mirror_screen
from ..views.settings import Question, SettingsForm
from ..widgets import ControlBar, TextLine
from .base import Page
from .confirm import leave_if_asked


def current_value(settings: Settings, language: str, name: str) -> object:
    """What the form shows for setting ``name`` (a card style never chosen: the style drawn)."""
    return chosen_value(settings, language, name, style=style_in_use(settings.card_style).name)


def form_rows(t: Translator, settings: Settings, bidi: str) -> list[Question]:
    """Every question of the form with its answers in ``t``'s words and the current one chosen."""
    labels = questions(t)
    rows = []
    for name, options in fields():
        answers = options(t, settings)
        row = Question(name, labels[name], tuple(label for label, _ in answers), tuple(value for _, value in answers))
        rows.append(row.choosing(current_value(settings, t.language, name)))
    return rows


class SettingsScreen(Page):
    CSS_PATH = "../settings.tcss"
    """Its stylesheet (beside the app's), read when it first opens."""

    def __init__(self, session: Session, words: Words) -> None:
        super().__init__(words)
        self.session = session
        self.base = variant_of(session.rules).preset  # a short game of Family turns off to Family's rules

    def compose(self) -> ComposeResult:
        yield TextLine(id="title")
        yield TextLine(id="note")
        yield SettingsForm(id="form")
        yield ControlBar((BACK,), id="controls")

    def on_mount(self) -> None:
        self.query_one(SettingsForm).focus()

    def refresh_words(self) -> None:
        """Relabel every question and answer in the current language and show current values."""
        t, settings, style = self.words.t, self.session.settings, self.words.style
        mirrored = mirror_screen(self, t, self.words.bidi)
        self.query_one("#title", TextLine).say(settings_title(t))
        self.query_one("#note", TextLine).say(settings_note(t))
        self.query_one(SettingsForm).show(form_rows(t, settings, self.words.bidi), self.words.bidi, mirrored, style)
        self.query_one(ControlBar).show(t)

    @on(SettingsForm.Changed)
    def changed(self, event: SettingsForm.Changed) -> None:
        name = event.name
        settings = self.session.settings
        if event.value == current_value(settings, self.words.t.language, name):
            return
        chosen = apply_choice(settings, self.base, name, event.value)
        asks = self.session.asks_before_leaving and self.session.deals_again(chosen)

        def keep() -> None:
            if name == "preset" and event.value != CUSTOM:
                self.base = str(event.value)
            self.post_message(SettingsChanged(chosen))

        leave_if_asked(self, self.words, asks, keep, stay=self.refresh_words)  # staying shows the old answer again
