"""The rule knobs and presets as the guide shows them: at a glance, and side by side.

Nothing here lists the knobs, their values, flags or presets: they come from the engine's knob
data (:data:`warkit.engine.knobs.KNOBS`, :data:`~warkit.engine.PRESETS`), and their words from
:mod:`warkit.narration.rule_words`, the same messages the settings screen shows, so a reader meets the same
names in the game and in the guide. A new knob appears in the box at a glance and in both tables
of "Variants side by side" with nothing to change here.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Rules, knobs
from ..engine import rules as engine_rules
from ..engine.knobs import Knob
from ..i18n import Gettext
from ..narration.rule_words import knob_words, preset_name

NOT_APPLICABLE = "—"
"""A knob that does not matter under a preset (what happens at a limit it does not have)."""


@dataclass(frozen=True, slots=True)
class Setting:
    """One value of one knob: its words, and the command-line flag that picks it."""

    knob: str
    rule: str
    """The knob's name in words."""
    value: object
    label: str
    flag: str


def flag_text(knob: Knob | str, value: object) -> str:
    """The flag and value that pick ``value`` (``--face-down 2``); ``"rules"`` picks a preset."""
    flag = knob.flag if isinstance(knob, Knob) else "--" + knob.replace("_", "-")
    return f"{flag} {value}"


def knob_values(knob: Knob) -> tuple[object, ...]:
    """The values of ``knob`` the variants table lists: every choice, or for a number with a wide
    range (the battle limit) "none" and the values the presets use."""
    if knob.values is not None or knob.high - knob.low <= 8:
        return knob.choices
    return tuple(sorted({knob.low} | {knob.preset_value(name) for name in presets()}))


def presets() -> dict[str, Rules]:
    """The presets by name, read from the engine when asked (so a new knob's presets count)."""
    return dict(engine_rules.PRESETS)


def knob_label(knob: Knob, t: Gettext) -> str:
    """A knob's name, as the settings screen shows it."""
    return knob_words(knob.name).question(t)


def value_label(knob: Knob, value: object, t: Gettext) -> str:
    """A knob's value in words, as the settings screen offers it (one face-down card spelled out)."""
    if knob.name == "face_down" and value == 1:
        # Translators: rules guide, the setting "Face-down cards in a war" when it is one card (spelled out, as in "one card").
        return t.pgettext("guide face-down setting", "one card")
    return knob_words(knob.name).answer(t, value)


def applies(knob: Knob, rules: Rules) -> bool:
    """Whether a knob matters under ``rules`` (what happens at the limit needs a limit)."""
    return engine_rules.knob_matters(rules, knob.name)


def at_a_glance(rules: Rules, t: Gettext) -> list[tuple[str, str]]:
    """The rules in force: (knob, value) in words for each knob that matters, in knob order."""
    return [
        (knob_label(knob, t), value_label(knob, getattr(rules, knob.name), t))
        for knob in knobs.KNOBS
        if applies(knob, rules)
    ]


def rules_command(rules: Rules) -> str:
    """The ``warkit guide`` command line that makes a guide for exactly ``rules``: the preset
    their name starts with (:func:`~warkit.engine.rules.variant_of`) and every knob that differs.

    >>> rules_command(Rules.preset("krig").replace(players=3))
    'warkit guide --rules krig --players 3'
    """
    base = engine_rules.variant_of(rules).preset
    preset = presets()[base]
    flags = [
        flag_text(knob, getattr(rules, knob.name))
        for knob in knobs.KNOBS
        if getattr(rules, knob.name) != getattr(preset, knob.name)
    ]
    return " ".join(["warkit guide", flag_text("rules", base), *flags])


def presets_side_by_side(t: Gettext) -> tuple[list[str], list[list[str]]]:
    """The presets' table: a column per preset, a row per knob."""
    named = presets()
    header = [preset_name(t, name) for name in named]
    rows = [
        [
            knob_label(knob, t),
            *(
                value_label(knob, getattr(rules, knob.name), t) if applies(knob, rules) else NOT_APPLICABLE
                for rules in named.values()
            ),
        ]
        for knob in knobs.KNOBS
    ]
    return header, rows


def preset_flags() -> list[str]:
    """The flag that picks each preset, in the order of the presets' table."""
    return [flag_text("rules", name) for name in presets()]


def every_setting(t: Gettext) -> list[Setting]:
    """Every value of every knob, with the flag that picks it."""
    return [
        Setting(knob.name, knob_label(knob, t), value, value_label(knob, value, t), flag_text(knob, value))
        for knob in knobs.KNOBS
        for value in knob_values(knob)
    ]
