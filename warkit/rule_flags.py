"""The rule knobs as CLI flags, shared by ``play``, ``guide``, ``simulate`` and ``replay``.

``--rules PRESET`` picks a preset; any knob given after it overrides that knob.
"""

from __future__ import annotations

import argparse

from .engine import PRESETS, Rules
from .engine import rules as R

KNOBS = ("players", "face_down", "run_out", "both_short", "won_cards", "max_battles", "at_limit", "aces")


def add_rule_flags(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("rules")
    group.add_argument("--rules", metavar="PRESET", help=f"preset: {', '.join(PRESETS)} (default classic)")
    group.add_argument("--players", type=int_or_text, metavar="N", help="seats, 2-4; seat 0 is you")
    group.add_argument("--face-down", type=int_or_text, metavar="N", help="face-down cards per war step, 0-3")
    group.add_argument("--run-out", metavar="RULE", help=f"short in a war: {', '.join(R.RUN_OUT)}")
    group.add_argument("--both-short", metavar="RULE", help=f"all short at once: {', '.join(R.BOTH_SHORT)}")
    group.add_argument("--won-cards", metavar="ORDER", help=f"won cards go under: {', '.join(R.WON_CARDS)}")
    group.add_argument("--max-battles", type=int_or_text, metavar="N", help="battle limit, 0 = none")
    group.add_argument("--at-limit", metavar="RULE", help=f"at the limit: {', '.join(R.AT_LIMIT)}")
    group.add_argument("--aces", metavar="RANK", help=f"{', '.join(R.ACES)}")


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
