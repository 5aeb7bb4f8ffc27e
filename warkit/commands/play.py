"""``warkit play``: the Textual game on a terminal, the plain line mode everywhere else."""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING

from ..engine import MAX_DEAL, Rules
from ..startup import resume_collector
from .error_lines import InputError, not_one_of
from .language import player_translator
from .parsing import Commands, choice, help_text
from .rule_flags import add_rule_flags, deal_number, rules_from_args, rules_given

if TYPE_CHECKING:
    from ..i18n import Translator


def add_parser(commands: Commands, t: Translator) -> None:
    """``warkit play`` and its flags, help in ``t``'s language."""
    from ..i18n.bidi import MODES
    from ..storage.settings import PACES

    play = commands.add(
        "play",
        # Translators: the play command in the list of `warkit --help`; "War" is the game.
        t.pgettext("command summary", "Play War (the default command)."),
        # Translators: the first line of `warkit play --help`: what the play command does.
        t.pgettext("command description", "Play War on this terminal, full screen or one sentence a line."),
    )
    options = play.options()
    # Translators: help for --deal in `warkit play --help`; {high} is the largest deal number.
    options.add_argument("--deal", type=deal_number, metavar="N", help=help_text(t.gettext("The number of the deal to play, from 1 to {high}.", high=str(MAX_DEAL))))
    # Translators: help for --plain in `warkit play --help`: the plain mode prints the game as lines of text.
    options.add_argument("--plain", action="store_true", help=help_text(t.gettext("One sentence a line instead of the full-screen game.")))
    # Translators: help for --auto in `warkit play --help`; --plain is a flag and stays as it is.
    options.add_argument("--auto", action="store_true", help=help_text(t.gettext("With --plain: tell a whole game without waiting for keys.")))
    options.add_argument(
        "--pace", metavar="calm|quick", type=choice(PACES, lambda text: not_one_of(t, "--pace", text, PACES)), choices=PACES,
        # Translators: help for --pace in `warkit play --help`; --auto is a flag, calm and quick are
        # the flag's values, all stay as they are.
        help=help_text(t.gettext("With --auto: turn the cards at a calm or quick pace instead of as fast as the output goes.")),
    )
    options.add_argument(
        "--bidi", metavar="visual|logical", type=choice(MODES, lambda text: not_one_of(t, "--bidi", text, MODES)), choices=MODES,
        # Translators: help for --bidi in `warkit play --help`; logical and visual are the flag's
        # values and stay as they are.
        help=help_text(t.gettext("Right-to-left text: logical keeps it as written, for terminals that order it; visual orders it here.")),
    )
    # Translators: help for --translate in `warkit play --help`: translator mode. "catalog" is the .po file.
    options.add_argument("--translate", action="store_true", help=help_text(t.gettext("Translator mode: show each saved change to the catalog at once, and where each message comes from.")))
    play.hidden_options()
    add_rule_flags(play, t)


def run(args: argparse.Namespace, lang: str | None) -> int:
    """Check the rules first (``warkit.cli`` checked the language, the flags' types the deal and
    the values), so a bad flag is one line before any screen opens."""
    rules = rules_from_args(args)
    deal = getattr(args, "deal", None)
    if getattr(args, "pace", None) is not None and not getattr(args, "auto", False):
        t = player_translator(lang)
        # Translators: error for `warkit play --pace calm` without --auto; --pace and --auto are
        # flags, kept as they are.
        raise InputError(t.gettext("--pace sets the pace of --auto: add --auto, or leave --pace out."))
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


def _saved_bidi() -> str:
    """The player's saved choice for right-to-left text (logical if none or unreadable)."""
    try:
        from ..storage.files import config_dir
        from ..storage.settings import load_settings

        return load_settings(config_dir(), move_aside=False).bidi
    except Exception:  # an unreadable settings file must not stop the plain mode
        return "logical"
