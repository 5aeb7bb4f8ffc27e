"""The rule knobs and presets as the guide shows them: at a glance, and side by side.

Nothing here lists the knobs or their values by hand: the knobs come from
:data:`warkit.rule_flags.KNOBS` (the command line's own list, so the flag shown is the flag that
works), their values from the engine (:mod:`warkit.engine.rules`: a knob's tuple of choices, or
for a number every value :class:`~warkit.engine.Rules` accepts), and the presets from
:data:`~warkit.engine.PRESETS`. Only the words are written here, as whole messages, the same
msgids the settings screen uses so a reader meets the same names in the game and in the guide.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import PRESETS, Rules, RulesError
from ..engine import rules as engine_rules
from ..rule_flags import KNOBS
from .words import Translator

NOT_APPLICABLE = "—"
"""A knob that does not matter under a preset (what happens at a limit it does not have)."""
PROBE = range(0, 8)
"""Numbers tried against the engine's validation to list a small numeric knob's values."""


@dataclass(frozen=True, slots=True)
class Setting:
    """One value of one knob: its words, and the command-line flag that picks it."""

    knob: str
    value: object
    label: str
    flag: str


def flag_name(knob: str) -> str:
    """The command-line flag of a knob (``face_down`` -> ``--face-down``)."""
    return "--" + knob.replace("_", "-")


def flag_text(knob: str, value: object) -> str:
    return f"{flag_name(knob)} {value}"


def knob_values(knob: str) -> tuple[object, ...]:
    """Every value of ``knob`` the guide lists, as the engine defines them.

    A knob with named choices has them in the engine (``RUN_OUT`` for ``run_out``); a small number
    is probed against :class:`Rules`'s own validation; the battle limit (any number up to 100,000)
    lists "no limit" and the limits the presets use.
    """
    choices = getattr(engine_rules, knob.upper(), None)
    if isinstance(choices, tuple):
        return choices
    if knob == "max_battles":
        return tuple(sorted({0} | {getattr(rules, knob) for rules in PRESETS.values()}))
    valid = []
    for number in PROBE:
        try:
            Rules().replace(**{knob: number})
        except RulesError:
            continue
        valid.append(number)
    return tuple(valid)


def knob_label(knob: str, t: Translator) -> str:
    """A knob's name, as the settings screen shows it."""
    labels = {
        # Translators: settings screen, how many players sit at the table (you and the computer players).
        "players": t.gettext("Players"),
        # Translators: settings screen, how many cards each tied player puts face down in a war.
        "face_down": t.gettext("Face-down cards in a war"),
        # Translators: settings screen, what happens to a tied player without enough cards for a war.
        "run_out": t.gettext("Running out in a war"),
        # Translators: settings screen, what happens when everyone in a war runs out at once.
        "both_short": t.gettext("When everyone runs out at once"),
        # Translators: settings screen, in which order won cards go under the winner's pile.
        "won_cards": t.gettext("Won cards go under"),
        # Translators: settings screen, the most battles a game may last.
        "max_battles": t.gettext("Battle limit"),
        # Translators: settings screen, what decides the game when the battle limit is reached.
        "at_limit": t.gettext("At the battle limit"),
        # Translators: settings screen, whether the Ace is the highest or the lowest card.
        "aces": t.gettext("Aces"),
    }
    return labels.get(knob, knob)


def value_label(knob: str, value: object, t: Translator) -> str:
    """A knob's value in words, as the settings screen offers it."""
    if knob == "players" and isinstance(value, int):
        # Translators: settings screen, an answer to "Players"; {count} is 2, 3 or 4 (you included).
        return t.ngettext("{count} player", "{count} players", value, count=value)
    if knob == "face_down" and isinstance(value, int):
        # Translators: settings screen, an answer to "Face-down cards in a war"; {count} is 0 to 3.
        return t.npgettext("face-down setting", "{count} card", "{count} cards", value, count=value)
    if knob == "max_battles" and isinstance(value, int):
        if value == 0:
            # Translators: settings screen, "Battle limit": play until someone has all the cards.
            return t.gettext("No limit")
        # Translators: settings screen, an answer to "Battle limit"; {count} is the number of battles.
        return t.ngettext("{count} battle", "{count} battles", value, count=value)
    words = {
        # Translators: settings screen, "Running out in a war": the short player loses at once.
        ("run_out", "lose"): t.gettext("The short player loses"),
        # Translators: settings screen, "Running out in a war": the short player turns their last card face up.
        ("run_out", "last-card"): t.gettext("Play the last card face up"),
        # Translators: settings screen, "When everyone runs out at once": the game is a draw.
        ("both_short", "draw"): t.pgettext("both short", "A draw"),
        # Translators: settings screen, "When everyone runs out at once": each takes their cards back, most cards wins.
        ("both_short", "count"): t.pgettext("both short", "Most cards wins"),
        # Translators: settings screen, "Won cards go under": shuffled first.
        ("won_cards", "shuffled"): t.gettext("Shuffled"),
        # Translators: settings screen, "Won cards go under": the winner's own cards first, then the others'.
        ("won_cards", "winner-first"): t.gettext("Winner's cards first"),
        # Translators: settings screen, "Won cards go under": in the order they were played.
        ("won_cards", "played"): t.gettext("In the order played"),
        # Translators: settings screen, "At the battle limit": the game is a draw.
        ("at_limit", "draw"): t.pgettext("at limit", "A draw"),
        # Translators: settings screen, "At the battle limit": whoever holds most cards wins.
        ("at_limit", "count"): t.pgettext("at limit", "Most cards wins"),
        # Translators: settings screen, "Aces": the Ace beats the King.
        ("aces", "high"): t.gettext("High (above the King)"),
        # Translators: settings screen, "Aces": the Ace is below the 2.
        ("aces", "low"): t.gettext("Low (below the 2)"),
    }
    return words.get((knob, str(value)), str(value))


def preset_label(name: str | None, t: Translator) -> str:
    """A preset's display name; ``None`` is rules that match no preset."""
    if name == "classic":
        # Translators: name of the default rules (one face-down card per war, 500-battle draw limit).
        return t.pgettext("preset", "Classic")
    if name == "family":
        # Translators: name of the family rules (no battle limit; most cards wins when all run short).
        return t.pgettext("preset", "Family")
    if name == "krig":
        # Translators: name of the Norwegian rules for up to four players; "Krig" is the game's Norwegian name.
        return t.pgettext("preset", "Krig")
    if name == "pagat":
        # Translators: name of the rules from pagat.com (a short player plays their last card face up).
        return t.pgettext("preset", "Pagat")
    # Translators: name shown for rules the player changed so they match no named set.
    return t.pgettext("preset", "Your own rules")


def applies(knob: str, rules: Rules) -> bool:
    """Whether a knob matters under ``rules`` (what happens at the limit needs a limit)."""
    return not (knob == "at_limit" and not rules.max_battles)


def at_a_glance(rules: Rules, t: Translator) -> list[tuple[str, str]]:
    """The rules in force, one (knob, value) pair of words per knob that matters."""
    return [
        (knob_label(knob, t), value_label(knob, getattr(rules, knob), t))
        for knob in KNOBS
        if applies(knob, rules)
    ]


def rules_command(rules: Rules) -> str:
    """The shortest ``warkit guide`` command line that makes a guide for exactly ``rules``.

    The nearest preset (the one that differs in the fewest knobs) with the knobs that differ.

    >>> rules_command(Rules.preset("krig").replace(players=3))
    'warkit guide --rules krig --players 3'
    """
    def changes(name: str) -> list[str]:
        preset = PRESETS[name]
        return [knob for knob in KNOBS if getattr(rules, knob) != getattr(preset, knob)]

    base = min(PRESETS, key=lambda name: (len(changes(name)), list(PRESETS).index(name)))
    flags = [flag_text(knob, getattr(rules, knob)) for knob in changes(base)]
    return " ".join(["warkit guide", flag_text("rules", base), *flags])


def presets_side_by_side(t: Translator) -> tuple[list[str], list[list[str]]]:
    """The presets' table: a column per preset, a row per knob (its flag in the first cell)."""
    header = [preset_label(name, t) for name in PRESETS]
    rows = [
        [
            knob_label(knob, t),
            *(value_label(knob, getattr(rules, knob), t) if applies(knob, rules) else NOT_APPLICABLE for rules in PRESETS.values()),
        ]
        for knob in KNOBS
    ]
    return header, rows


def every_setting(t: Translator) -> list[Setting]:
    """Every value of every knob, with the flag that picks it."""
    return [
        Setting(knob, value, value_label(knob, value, t), flag_text(knob, value))
        for knob in KNOBS
        for value in knob_values(knob)
    ]
