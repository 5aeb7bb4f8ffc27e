"""Settings: every rule knob and preset, the short game, language, card style, animation, pace,
right-to-left text, and whether to ask before a game under way is left.

A change takes effect at once: new rules deal a new round (asking first while a game is under
way, as the player chose), a new language re-renders every screen. The form only reads and writes
:class:`~warkit.storage.Settings`; it knows no rules.
"""

from __future__ import annotations

from collections.abc import Callable

from textual import on
from textual.app import ComposeResult

from ...controls import BACK
from ...engine import Rules, knobs
from ...engine.rules import short_game, variant_of
from ...i18n import Translator
from ...narration.rule_words import knob_words, settings_options
from ...session import Session
from ...storage import Settings
from .. import choices as C
from ..card_art import style_in_use
from ..messages import SettingsChanged, Words
from ..mirror import mirror_screen
from ..views.settings import Question, SettingsForm
from ..widgets import ControlBar, TextLine
from .base import Page
from .confirm import leave_if_asked

Field = tuple[str, Callable[[Translator, Settings], C.Options]]
OWN_FIELDS: tuple[Field, ...] = (
    ("language", lambda t, s: C.language_options(t)),
    ("card_style", lambda t, s: C.card_style_options(t)),
    ("animation", lambda t, s: C.animation_options(t)),
    ("pace", lambda t, s: C.pace_options(t)),
    ("bidi", lambda t, s: C.bidi_options(t)),
    ("ask_before_leaving", lambda t, s: C.ask_options(t)),
)
"""The settings that are not rules, after the rule knobs."""


def fields() -> tuple[Field, ...]:
    """Every row of the form: the preset, the short game, one row per engine knob, then the rest."""
    return (
        ("preset", lambda t, s: C.preset_options(t, s.rules)),
        ("short_game", lambda t, s: C.short_game_options(t, s.rules)),
        *((knob.name, _knob_options(knob)) for knob in knobs.KNOBS),
        *OWN_FIELDS,
    )


def _knob_options(knob: knobs.Knob) -> Callable[[Translator, Settings], C.Options]:
    return lambda t, s: settings_options(knob, t, s.rules)


def questions(t: Translator) -> dict[str, str]:
    """The label of every row, keyed by its name."""
    return {**C.questions(t), **{knob.name: knob_words(knob.name).question(t) for knob in knobs.KNOBS}}


def _is_knob(name: str) -> bool:
    return any(knob.name == name for knob in knobs.KNOBS)


def current_value(settings: Settings, language: str, name: str) -> object:
    """What the form shows for setting ``name``."""
    rules = settings.rules
    if name == "preset":
        return rules.preset_name() or C.CUSTOM
    if name == "short_game":
        return C.short_game_length(rules)
    if _is_knob(name):
        return getattr(rules, name)
    if name == "language":
        return language
    if name == "card_style":
        return style_in_use(settings.card_style).name  # never chosen: the style drawn
    return getattr(settings, name)


def apply_choice(settings: Settings, base: str, name: str, value: object) -> Settings:
    """``settings`` with setting ``name`` chosen as ``value`` (``base``: the preset last chosen)."""
    rules = settings.rules
    if name == "preset":
        if value == C.CUSTOM:
            return settings
        return settings.replace(rules=Rules.preset(str(value)))
    if name == "short_game":
        length = value if isinstance(value, int) else 0
        return settings.replace(rules=short_game(rules, length, Rules.preset(base)))
    if _is_knob(name):
        return settings.replace(rules=rules.replace(**{name: value}))
    return settings.replace(**{name: value})


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
        self.query_one("#title", TextLine).say(C.settings_title(t))
        self.query_one("#note", TextLine).say(C.settings_note(t))
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
            if name == "preset" and event.value != C.CUSTOM:
                self.base = str(event.value)
            self.post_message(SettingsChanged(chosen))

        leave_if_asked(self, self.words, asks, keep, stay=self.refresh_words)  # staying shows the old answer again
