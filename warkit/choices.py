"""The settings' questions and answers, for the TUI's Settings screen and the plain mode's.

Each ``*_options`` function returns ``(label, value)`` pairs, in the player's language; values
are what :class:`~warkit.engine.Rules` and the settings store. The rule knobs' questions and
answers are the knobs' own words (:mod:`warkit.narration.rule_words`). :func:`fields` lists every
question in the order both surfaces ask them; :func:`apply_choice` is what choosing an answer
does, the same on both.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .engine import PRESETS, Rules, knobs
from .engine.knobs import AtLimit
from .engine.rules import SHORT_GAME_LENGTHS, short_game
from .i18n import Translator
from .i18n.bidi import LOGICAL, VISUAL
from .i18n.languages import available_languages, language_name, with_completeness
from .narration.rule_words import knob_words, preset_name, rules_label, settings_options
from .storage import Settings

Options = list[tuple[str, Any]]
NO_SHORT_GAME = 0
"""The short game's "Off" answer."""
CUSTOM = "custom"
"""The Rules question's answer for rules that match no preset (the player's own)."""


def own_questions(t: Translator) -> dict[str, str]:
    """The label of every setting but the rule knobs, keyed by setting name."""
    return {
        # Translators: settings screen, the choice of a named set of rules.
        "preset": t.gettext("Rules"),
        # Translators: settings screen, the short game: a few battles, then most cards wins.
        "short_game": t.gettext("Short game"),
        # Translators: settings screen, the language of the game.
        "language": t.gettext("Language"),
        # Translators: settings screen, how cards are drawn (suit symbols or plain letters).
        "card_style": t.gettext("Card style"),
        # Translators: settings screen, whether won cards slide to the winner's pile.
        "animation": t.gettext("Animation"),
        # Translators: settings screen, how fast auto-play turns the cards.
        "pace": t.gettext("Auto-play pace"),
        # Translators: settings screen, how Arabic and other right-to-left text is drawn in the terminal.
        "bidi": t.gettext("Right-to-left text"),
        # Translators: settings screen, whether New game, Replay this deal, Play deal number… and new
        # rules ask first before they throw away a game that is under way.
        "ask_before_leaving": t.gettext("Ask before leaving a game"),
    }


def preset_options(t: Translator, rules: Rules) -> Options:
    """The presets, then rules of the player's own, named by what they change ("Krig, 3 players")."""
    own = preset_name(t, None) if rules.preset_name() else rules_label(t, rules)
    return [(preset_name(t, name), name) for name in PRESETS] + [(own, CUSTOM)]


def short_game_length(rules: Rules) -> int:
    """The short game's answer for ``rules``: the battle limit when the most cards wins at it
    (one the settings offer or not, as ``--max-battles 37 --at-limit count``), else "Off"."""
    return rules.max_battles if rules.at_limit is AtLimit.COUNT else NO_SHORT_GAME


def short_game_options(t: Translator, rules: Rules) -> Options:
    """Off and the offered lengths, and the rules' own limit if most cards wins at it."""
    # Translators: settings screen, "Short game": off (the rules' own limit applies).
    options: Options = [(t.pgettext("short game", "Off"), NO_SHORT_GAME)]
    for n in sorted({*SHORT_GAME_LENGTHS, short_game_length(rules)} - {NO_SHORT_GAME}):
        # Translators: settings screen, "Short game": {count} battles, then whoever holds most cards wins.
        options.append((t.ngettext("{count} battle, then most cards wins", "{count} battles, then most cards wins", n, count=n), n))
    return options


def language_options(t: Translator) -> Options:
    """Every language in its own name, with how complete it is if it is not held to 100 %. A
    pseudo-locale is never offered, but stays the choice while a tester plays in one (``--lang en-XA``)."""
    codes = available_languages()
    if t.language not in codes:
        codes.append(t.language)
    from .i18n.check import partial_languages

    partial = partial_languages()  # reads a catalog only for a language not complete
    return [(with_completeness(t, language_name(code), partial[code]) if code in partial else language_name(code), code) for code in codes]


def card_style_options(t: Translator) -> Options:
    return [
        # Translators: settings screen, "Card style": suit symbols; keep the four symbols as they are.
        (t.gettext("Suit symbols (♠ ♥ ♦ ♣)"), "symbols"),
        # Translators: settings screen, "Card style": plain letters, for terminals that draw symbols wrongly; keep S H D C.
        (t.gettext("Letters (S H D C)"), "ascii"),
    ]


def animation_options(t: Translator) -> Options:
    return [
        # Translators: settings screen, "Animation": won cards slide to the winner's pile.
        (t.pgettext("animation", "On"), True),
        # Translators: settings screen, "Animation": no sliding.
        (t.pgettext("animation", "Off"), False),
    ]


def pace_options(t: Translator) -> Options:
    return [
        # Translators: settings screen, "Auto-play pace": about one battle a second.
        (t.gettext("Calm"), "calm"),
        # Translators: settings screen, "Auto-play pace": several battles a second.
        (t.gettext("Quick"), "quick"),
    ]


def bidi_options(t: Translator) -> Options:
    return [
        # Translators: settings screen, "Right-to-left text": sent as written, for terminals that order it themselves.
        (t.gettext("As written (the terminal orders it)"), LOGICAL),
        # Translators: settings screen, "Right-to-left text": reordered and joined by the game, for terminals that do not.
        (t.gettext("Ordered by the game (for other terminals)"), VISUAL),
    ]


def ask_options(t: Translator) -> Options:
    return [
        # Translators: settings screen, "Ask before leaving a game": yes, a game under way is only
        # thrown away once the player says so.
        (t.pgettext("ask before leaving", "Yes"), True),
        # Translators: settings screen, "Ask before leaving a game": no, New game and the others
        # deal again at once.
        (t.pgettext("ask before leaving", "No"), False),
    ]


def settings_title(t: Translator) -> str:
    # Translators: heading of the settings screen.
    return t.gettext("Settings")


def settings_note(t: Translator) -> str:
    # Translators: settings screen, under the heading.
    return t.gettext("Changes take effect at once; changing the rules starts a new game.")


Field = tuple[str, Callable[[Translator, Settings], Options]]
OWN_FIELDS: tuple[Field, ...] = (
    ("language", lambda t, s: language_options(t)),
    ("card_style", lambda t, s: card_style_options(t)),
    ("animation", lambda t, s: animation_options(t)),
    ("pace", lambda t, s: pace_options(t)),
    ("bidi", lambda t, s: bidi_options(t)),
    ("ask_before_leaving", lambda t, s: ask_options(t)),
)
"""The settings that are not rules, after the rule knobs."""


def fields() -> tuple[Field, ...]:
    """Every question: the preset, the short game, one per engine knob, then the rest."""
    return (
        ("preset", lambda t, s: preset_options(t, s.rules)),
        ("short_game", lambda t, s: short_game_options(t, s.rules)),
        *((knob.name, _knob_options(knob)) for knob in knobs.KNOBS),
        *OWN_FIELDS,
    )


def _knob_options(knob: knobs.Knob) -> Callable[[Translator, Settings], Options]:
    return lambda t, s: settings_options(knob, t, s.rules)


def questions(t: Translator) -> dict[str, str]:
    """The label of every question, keyed by its name."""
    return {**own_questions(t), **{knob.name: knob_words(knob.name).question(t) for knob in knobs.KNOBS}}


def _is_knob(name: str) -> bool:
    return any(knob.name == name for knob in knobs.KNOBS)


def current_value(settings: Settings, language: str, name: str, *, style: str | None = None) -> object:
    """The answer to question ``name`` now; ``style``: the card style drawn, when none was chosen."""
    rules = settings.rules
    if name == "preset":
        return rules.preset_name() or CUSTOM
    if name == "short_game":
        return short_game_length(rules)
    if _is_knob(name):
        return getattr(rules, name)
    if name == "language":
        return language
    if name == "card_style":
        return settings.card_style or style
    return getattr(settings, name)


def apply_choice(settings: Settings, base: str, name: str, value: object) -> Settings:
    """``settings`` with setting ``name`` chosen as ``value`` (``base``: the preset last chosen)."""
    rules = settings.rules
    if name == "preset":
        if value == CUSTOM:
            return settings
        return settings.replace(rules=Rules.preset(str(value)))
    if name == "short_game":
        length = value if isinstance(value, int) else 0
        return settings.replace(rules=short_game(rules, length, Rules.preset(base)))
    if _is_knob(name):
        return settings.replace(rules=rules.replace(**{name: value}))
    return settings.replace(**{name: value})
