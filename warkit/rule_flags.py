"""The rule knobs as CLI flags, shared by ``play``, ``guide``, ``simulate`` and ``replay``.

``--rules PRESET`` picks a preset; any knob given after it overrides that knob.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from .engine import PRESETS, Rules
from .engine import rules as R

if TYPE_CHECKING:
    from .i18n import Translator

KNOBS = ("players", "face_down", "run_out", "both_short", "won_cards", "max_battles", "at_limit", "aces")


def add_rule_flags(parser: argparse.ArgumentParser, t: Translator) -> None:
    """The rule knobs in their own group, with help in the player's language."""
    # Translators: heading of the rule flags (--rules, --players, …) in each command's help
    # (argparse adds a colon after it).
    group = parser.add_argument_group(t.pgettext("command-line help", "Rules"))
    # Translators: help for --rules; {presets} lists the preset names (classic, family, …), which stay as they are.
    group.add_argument("--rules", metavar="PRESET", help=help_text(t.gettext("The named rules to start from: {presets} (default: classic).", presets=t.join_choices(PRESETS))))
    # Translators: help for --players; seat 0 is the person playing.
    group.add_argument("--players", type=int_or_text, metavar="N", help=help_text(t.gettext("How many players, from 2 to 4; you are seat 0.")))
    # Translators: help for --face-down: the cards each player in a war puts down face down before the one face up.
    group.add_argument("--face-down", type=int_or_text, metavar="N", help=help_text(t.gettext("Face-down cards in each step of a war, from 0 to 3.")))
    # Translators: help for --run-out; {values} lists the flag's values (lose, last-card), which stay as they are.
    group.add_argument("--run-out", metavar="RULE", help=help_text(t.gettext("A player who runs short in a war: {values}.", values=t.join_choices(R.RUN_OUT))))
    # Translators: help for --both-short; {values} lists the flag's values (draw, count), which stay as they are.
    group.add_argument("--both-short", metavar="RULE", help=help_text(t.gettext("Everyone in a war runs short at once: {values}.", values=t.join_choices(R.BOTH_SHORT))))
    # Translators: help for --won-cards; {values} lists the flag's values (shuffled, …), which stay as they are.
    group.add_argument("--won-cards", metavar="ORDER", help=help_text(t.gettext("How won cards go under the pile: {values}.", values=t.join_choices(R.WON_CARDS))))
    # Translators: help for --max-battles.
    group.add_argument("--max-battles", type=int_or_text, metavar="N", help=help_text(t.gettext("The battle limit; 0 means no limit.")))
    # Translators: help for --at-limit; {values} lists the flag's values (draw, count), which stay as they are.
    group.add_argument("--at-limit", metavar="RULE", help=help_text(t.gettext("What happens at the battle limit: {values}.", values=t.join_choices(R.AT_LIMIT))))
    # Translators: help for --aces; {values} lists the flag's values (high, low), which stay as they are.
    group.add_argument("--aces", metavar="RANK", help=help_text(t.gettext("Aces rank high or low: {values}.", values=t.join_choices(R.ACES))))


def help_text(text: str) -> str:
    """A translated help text for argparse, which fills %-fields: a % sign in it stays a % sign."""
    return text.replace("%", "%%")


def rules_from_args(args: argparse.Namespace) -> Rules:
    """The preset named by ``--rules`` (classic by default) with every given knob applied.

    Raises :class:`~warkit.engine.RulesError` for an unknown preset or a knob out of range.
    """
    rules = Rules.preset(args.rules or "classic")
    changes = {knob: getattr(args, knob) for knob in KNOBS if getattr(args, knob, None) is not None}
    return rules.replace(**changes) if changes else rules


def int_or_text(text: str) -> int | str:
    """Keep a non-number as text so validation reports it with the knob's name."""
    try:
        return int(text)
    except ValueError:
        return text
