"""The rule knobs as CLI flags, shared by ``play``, ``guide``, ``simulate`` and ``replay``.

``--rules PRESET`` picks a preset; any knob given after it overrides that knob.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from ..engine import MAX_DEAL, PRESETS, DealError, Rules, RulesError, knobs
from ..narration.rule_words import flag_help
from .parsing import CommandLineParser, choice, help_text, number

if TYPE_CHECKING:
    from ..i18n import Translator

SHORT_RANGE = 10
"""A number flag with at most this many values (``--players`` 2–4) lists them: completion offers each."""


def add_rule_flags(parser: CommandLineParser, t: Translator) -> None:
    """The rule knobs in their own group, one flag per engine knob, with help in the player's
    language; each flag's type takes the knob's values (a number by the one rule for numbers)."""
    # Translators: heading of the rule flags (--rules, --players, …) in each command's help
    # (argparse adds a colon after it).
    group = parser.group(t.pgettext("command-line help", "Rules"))
    # Translators: help for --rules; {presets} lists the preset names (classic, family, …), which stay as they are.
    group.add_argument("--rules", metavar="PRESET", type=choice(PRESETS, _no_preset), choices=tuple(PRESETS), help=help_text(t.gettext("The named rules to start from: {presets} (default: classic).", presets=t.join_choices(PRESETS))))
    for knob in knobs.KNOBS:
        group.add_argument(knob.flag, dest=knob.name, metavar=knob.metavar, help=help_text(flag_help(knob, t)), **_values(knob))


def _values(knob: knobs.Knob) -> dict[str, Any]:
    """The ``type`` and ``choices`` of ``knob``'s flag: its names, or its numbers (listed when
    there are few enough to offer each)."""
    def refused(text: str) -> RulesError:
        """The knob's own error for a text its flag refused (``check`` refuses every such text)."""
        try:
            knob.check(text)
        except RulesError as error:
            return error
        raise AssertionError(text)

    if knob.values is not None:
        names = tuple(str(value) for value in knob.values)
        return {"type": choice(names, refused), "choices": names}
    read = number(knob.low, knob.high, refused)
    return {"type": read, "choices": range(knob.low, knob.high + 1)} if knob.high - knob.low < SHORT_RANGE else {"type": read}


def _no_preset(text: str) -> RulesError:
    """The presets' own error for a name that is none of them."""
    try:
        Rules.preset(text)
    except RulesError as error:
        return error
    raise AssertionError(text)


def rules_given(args: argparse.Namespace) -> bool:
    """The command line names a preset or any knob."""
    if getattr(args, "rules", None) is not None:
        return True
    return any(getattr(args, knob.name, None) is not None for knob in knobs.KNOBS)


def rules_from_args(args: argparse.Namespace) -> Rules:
    """The preset named by ``--rules`` (classic by default) with every given knob applied.

    Raises :class:`~warkit.engine.RulesError` for an unknown preset or a knob out of range.
    """
    rules = Rules.preset(args.rules or "classic")
    changes = {knob.name: getattr(args, knob.name) for knob in knobs.KNOBS if getattr(args, knob.name, None) is not None}
    return rules.replace(**changes) if changes else rules


def deal_number(text: str) -> int:
    """A deal number's flag ``type`` (``--deal``, the seeds): by the one rule for numbers, from 1
    to ``MAX_DEAL``; anything else is the deal error quoting the text as typed."""
    return number(1, MAX_DEAL, DealError)(text)
