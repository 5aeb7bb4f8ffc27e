"""Settings: every rule knob and preset, the short game, language, card style, animation, pace.

A change takes effect at once: new rules deal a new round, a new language re-renders every
screen. The form only reads and writes :class:`~warkit.storage.Settings`; it knows no rules.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Select

from ..controls import BACK
from ..engine import Rules
from ..engine.rules import SHORT_GAME_LENGTHS
from ..i18n import Translator
from ..session import Session
from ..storage import Settings
from . import choices as C
from .messages import SettingsChanged, Words
from .widgets import ControlBar, TextLine, shown

KNOBS = ("players", "face_down", "run_out", "both_short", "won_cards", "max_battles", "at_limit", "aces")
FIELDS: tuple[tuple[str, Callable[[Translator, Settings], C.Options]], ...] = (
    ("preset", lambda t, s: C.preset_options(t)),
    ("short_game", lambda t, s: C.short_game_options(t)),
    ("players", lambda t, s: C.player_options(t)),
    ("face_down", lambda t, s: C.face_down_options(t)),
    ("run_out", lambda t, s: C.run_out_options(t)),
    ("both_short", lambda t, s: C.both_short_options(t)),
    ("won_cards", lambda t, s: C.won_cards_options(t)),
    ("max_battles", lambda t, s: C.limit_options(t, s.rules.max_battles)),
    ("at_limit", lambda t, s: C.at_limit_options(t)),
    ("aces", lambda t, s: C.aces_options(t)),
    ("language", lambda t, s: C.language_options(t)),
    ("card_style", lambda t, s: C.card_style_options(t)),
    ("animation", lambda t, s: C.animation_options(t)),
    ("pace", lambda t, s: C.pace_options(t)),
    ("bidi", lambda t, s: C.bidi_options(t)),
)


def current_value(settings: Settings, language: str, name: str) -> object:
    """What the form shows for setting ``name``."""
    rules = settings.rules
    if name == "preset":
        return rules.preset_name() or C.CUSTOM
    if name == "short_game":
        short = rules.at_limit == "count" and rules.max_battles in SHORT_GAME_LENGTHS
        return rules.max_battles if short else C.NO_SHORT_GAME
    if name in KNOBS:
        return getattr(rules, name)
    if name == "language":
        return language
    return getattr(settings, name)


def apply_choice(settings: Settings, base: str, name: str, value: object) -> Settings:
    """``settings`` with setting ``name`` chosen as ``value`` (``base``: the preset last chosen)."""
    rules = settings.rules
    if name == "preset":
        if value == C.CUSTOM:
            return settings
        return settings.replace(rules=Rules.preset(str(value)))
    if name == "short_game":
        if value:
            return settings.replace(rules=rules.replace(max_battles=value, at_limit="count"))
        plain = Rules.preset(base)
        return settings.replace(
            rules=rules.replace(max_battles=plain.max_battles, at_limit=plain.at_limit)
        )
    if name in KNOBS:
        return settings.replace(rules=rules.replace(**{name: value}))
    return settings.replace(**{name: value})


class SettingsScreen(Screen[None]):
    CSS_PATH = "settings.tcss"
    BINDINGS = [Binding("escape", "back", show=False)]

    def __init__(self, session: Session, words: Words) -> None:
        super().__init__()
        self.session, self.words = session, words
        self.base = session.rules.preset_name() or "classic"

    def compose(self) -> ComposeResult:
        t, settings = self.words.t, self.session.settings
        yield TextLine(C.settings_title(t), id="title")
        yield TextLine(C.settings_note(t), id="note")
        with VerticalScroll(id="form"):
            for name, options in FIELDS:
                with Horizontal(classes="field"):
                    yield TextLine(id=f"label-{name}", classes="question")
                    yield Select(
                        [(Text(shown(self, label)), value) for label, value in options(t, settings)],
                        value=current_value(settings, t.language, name),
                        allow_blank=False,
                        compact=True,
                        id=name,
                    )
        yield ControlBar((BACK,), id="controls")

    def on_mount(self) -> None:
        self.watch(self.app, "words", self.show_words)
        self.query_one("#preset", Select).focus()

    def show_words(self, words: Words) -> None:
        self.words = words
        self.refresh_words()

    def refresh_words(self) -> None:
        """Relabel every question and answer in the current language and show current values."""
        t, settings = self.words.t, self.session.settings
        self.query_one("#title", TextLine).say(C.settings_title(t))
        self.query_one("#note", TextLine).say(C.settings_note(t))
        labels = C.questions(t)
        for name, options in FIELDS:
            self.query_one(f"#label-{name}", TextLine).say(labels[name])
            select = self.query_one(f"#{name}", Select)
            value = current_value(settings, t.language, name)
            with self.prevent(Select.Changed):
                select.set_options([(Text(shown(self, label)), v) for label, v in options(t, settings)])
                select.value = value
        self.query_one(ControlBar).show(t)

    @on(Select.Changed)
    def changed(self, event: Select.Changed) -> None:
        name = event.select.id or ""
        settings = self.session.settings
        if event.value == current_value(settings, self.words.t.language, name):
            return
        if name == "preset" and event.value != C.CUSTOM:
            self.base = str(event.value)
        self.post_message(SettingsChanged(apply_choice(settings, self.base, name, event.value)))

    @on(ControlBar.Chosen)
    def chosen(self) -> None:
        self.action_back()

    def action_back(self) -> None:
        self.dismiss()
