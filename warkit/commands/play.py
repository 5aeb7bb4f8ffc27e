"""``warkit play``: the Textual game on a terminal, the plain line mode everywhere else."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from ..engine import Rules
from ..engine.game import check_deal
from ..startup import resume_collector
from .error_lines import InputError
from .language import player_translator
from .rule_flags import rules_from_args, rules_given


def run_play(args: argparse.Namespace, lang: str | None) -> int:
    """Check the rules and deal first (``warkit.cli`` checked the language), so a bad flag is one
    line before any screen opens."""
    rules = rules_from_args(args)
    deal = check_deal(args.deal) if getattr(args, "deal", None) is not None else None
    _check_bidi(getattr(args, "bidi", None), lang)
    _check_pace(getattr(args, "pace", None), lang)
    if _wants_plain(args):
        return _run_plain(args, rules, deal, lang)
    try:
        from ..tui.app import run_tui
    except ImportError:
        return _run_plain(args, rules, deal, lang)
    return run_tui(args, rules if rules_given(args) else None, deal, lang)


def _wants_plain(args: argparse.Namespace) -> bool:
    """Plain lines when asked, or when there is no terminal to draw on."""
    return bool(
        getattr(args, "plain", False)
        or getattr(args, "auto", False)
        or sys.stdout is None
        or sys.stdin is None
        or not sys.stdout.isatty()
        or not sys.stdin.isatty()
        or os.environ.get("TERM") == "dumb"
    )


def _run_plain(args: argparse.Namespace, rules: Rules, deal: int | None, lang: str | None) -> int:
    from ..plain import run_plain

    resume_collector()  # only the full-screen game's start-up runs without cycle collection
    t = player_translator(lang)
    if sys.stdin is None and not getattr(args, "auto", False):  # `warkit play <&-`
        # Translators: error when warkit is started with its input closed; --auto is a flag, keep it.
        raise InputError(t.gettext("There is no input to read keys from; use --auto to watch a whole game."))
    bidi = getattr(args, "bidi", None) or _saved_bidi()
    return run_plain(
        t,
        rules if rules_given(args) else None,
        deal,
        auto=bool(getattr(args, "auto", False)),
        bidi=bidi,
        pace=getattr(args, "pace", None),
        translate=bool(getattr(args, "translate", False)),
    )


def _check_bidi(mode: str | None, lang: str | None) -> None:
    """``--bidi`` is ``visual`` or ``logical``; anything else is one translated line."""
    from ..i18n.bidi import MODES

    _check_choice("--bidi", mode, MODES, lang)


def _check_pace(pace: str | None, lang: str | None) -> None:
    """``--pace`` is ``calm`` or ``quick``; anything else is one translated line."""
    from ..storage.settings import PACES

    _check_choice("--pace", pace, PACES, lang)


def _check_choice(flag: str, value: str | None, allowed: Sequence[str], lang: str | None) -> None:
    """A flag's value is one of ``allowed`` (or not given); anything else is one translated line."""
    if value is None or value in allowed:
        return
    t = player_translator(lang)
    # Translators: error; {flag} is a command-line flag like --face-down, {value} what was given, {allowed} the allowed range or values.
    raise InputError(
        t.gettext(
            "{flag} cannot be “{value}”. Allowed: {allowed}.",
            flag=flag,
            value=value,
            allowed=t.join_choices(allowed),
        )
    )


def _saved_bidi() -> str:
    """The player's saved choice for right-to-left text (logical if none or unreadable)."""
    try:
        from ..storage.files import config_dir
        from ..storage.settings import load_settings

        return load_settings(config_dir(), move_aside=False).bidi
    except Exception:  # an unreadable settings file must not stop the plain mode
        return "logical"
