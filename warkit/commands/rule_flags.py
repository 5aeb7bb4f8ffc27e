"""The rule knobs as CLI flags, shared by ``play``, ``guide``, ``simulate`` and ``replay``.

``--rules PRESET`` picks a preset; any knob given after it overrides that knob.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from ..engine import PRESETS, Rules, knobs
from ..narration.rule_words import flag_help

if TYPE_CHECKING:
    from ..i18n import Translator


def add_rule_flags(parser: argparse.ArgumentParser, t: Translator) -> None:
    """The rule knobs in their own group, one flag per engine knob, with help in the player's language."""
    # Translators: heading of the rule flags (--rules, --players, …) in each command's help
    # (argparse adds a colon after it).
    group = parser.add_argument_group(t.pgettext("command-line help", "Rules"))
    # Translators: help for --rules; {presets} lists the preset names (classic, family, …), which stay as they are.
    group.add_argument("--rules", metavar="PRESET", help=help_text(t.gettext("The named rules to start from: {presets} (default: classic).", presets=t.join_choices(PRESETS))))
    for knob in knobs.KNOBS:
        group.add_argument(
            knob.flag,
            dest=knob.name,
            type=int_or_text if knob.values is None else str,
            metavar=knob.metavar,
            help=help_text(flag_help(knob, t)),
        )


def rules_given(args: argparse.Namespace) -> bool:
    """The command line names a preset or any knob."""
    if getattr(args, "rules", None) is not None:
        return True
    return any(getattr(args, knob.name, None) is not None for knob in knobs.KNOBS)


def help_text(text: str) -> str:
    """A translated help text for argparse, which fills %-fields: a % sign in it stays a % sign."""
    return text.replace("%", "%%")


def rules_from_args(args: argparse.Namespace) -> Rules:
    """The preset named by ``--rules`` (classic by default) with every given knob applied.

    Raises :class:`~warkit.engine.RulesError` for an unknown preset or a knob out of range.
    """
    rules = Rules.preset(args.rules or "classic")
    changes = {
        knob.name: getattr(args, knob.name)
        for knob in knobs.KNOBS
        if getattr(args, knob.name, None) is not None
    }
    return rules.replace(**changes) if changes else rules


def deal_or_text(text: str) -> int | str:
    """A deal number as the command line takes it: ASCII digits only, as the game writes deal
    numbers. Anything else stays text, for the one-line error that names it (``int()`` would also
    take " 7", "+7", "1_000" and "٧")."""
    return int(text) if text.isascii() and text.isdigit() else text


def int_or_text(text: str) -> int | str:
    """Keep a non-number as text so validation reports it with the knob's name."""
    try:
        return int(text)
    except ValueError:
        return text
