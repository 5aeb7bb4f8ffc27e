"""The ``warkit`` command: a thin argparse front door.

Heavy modules (Textual, Babel, the guide) are imported only by the subcommand that needs them,
so ``warkit --help`` stays quick. Every error the user can cause ends in one translated line on
stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .commands.i18n import add_i18n_parser
from .rule_flags import add_rule_flags, int_or_text
from .startup import pause_collector, resume_collector

EXIT_USAGE = 2
COMMANDS = {"play", "replay", "simulate", "guide", "i18n"}


class UsageError(Exception):
    """A bad command line, already worded for the user."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="warkit", description="The card game War.")
    parser.add_argument("--lang", metavar="LANG", help="language (en, ms, ru, en-XA, …)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="play War (the default command)")
    add_rule_flags(play)
    play.add_argument("--deal", type=int_or_text, metavar="N", help="numbered deal, 1..4294967295")
    play.add_argument("--plain", action="store_true", help="one sentence a line, no full-screen UI")
    play.add_argument("--auto", action="store_true", help="with --plain: narrate a whole game")
    play.add_argument(
        "--bidi", metavar="visual|logical",
        help="right-to-left text: logical = as written (terminals that order it), visual = ordered here",
    )
    play.add_argument("--lang", dest="play_lang", metavar="LANG", help=argparse.SUPPRESS)

    replay = sub.add_parser("replay", help="play given decks or deals and print the results as JSON")
    add_rule_flags(replay)
    source = replay.add_mutually_exclusive_group(required=True)
    source.add_argument("--deck", metavar="CARDS|@FILE|-", help="52 card codes, @FILE or - (one deck a line)")
    source.add_argument("--deal", type=int_or_text, metavar="N", help="numbered deal")
    replay.add_argument("--seed", type=int_or_text, metavar="N", help="seed for the shuffles of won cards")
    replay.add_argument("--events", action="store_true", help="add the event log")
    replay.add_argument("--json", action="store_true", help="JSON output (the only format)")

    simulate = sub.add_parser("simulate", help="play many deals and report the figures")
    add_rule_flags(simulate)
    simulate.add_argument("--games", type=int_or_text, default=1000, metavar="N")
    simulate.add_argument("--seed", type=int_or_text, default=1, metavar="S", help="first deal number")
    simulate.add_argument("--jobs", type=int_or_text, default=0, metavar="J", help="processes (default: all cores)")
    simulate.add_argument("--json", action="store_true")

    guide = sub.add_parser("guide", help="write the rules guide for the chosen rules (Markdown, HTML)")
    add_rule_flags(guide)
    guide.add_argument("--lang", dest="guide_lang", metavar="LANG|all", help="language, or all (default: yours)")
    guide.add_argument("--format", default="both", metavar="md|html|both", help="what to write (default both)")
    guide.add_argument("--out", default="guide", metavar="DIR", help="folder for the files (default ./guide)")

    add_i18n_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    pause_collector()  # until the game's first frame, or until another command starts
    try:
        return _main(argv)
    finally:
        resume_collector()


def _main(argv: Sequence[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    if not COMMANDS.intersection(argv) and not {"-h", "--help"}.intersection(argv):
        argv = ["play", *argv]  # `warkit` alone, or with only play's options, plays
    args = parser.parse_args(argv)
    lang = getattr(args, "play_lang", None) or args.lang
    try:
        return _dispatch(args, lang)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as error:  # every user error becomes one translated line
        from .errors_text import describe_error

        message = describe_error(error, lang)
        if message is None:
            raise
        print(f"warkit: {message}", file=sys.stderr)
        return EXIT_USAGE


def _dispatch(args: argparse.Namespace, lang: str | None) -> int:
    if args.command != "play":
        resume_collector()  # only the game's start-up runs without cycle collection
    if args.command == "replay":
        from .commands.replay import run_replay

        return run_replay(args)
    if args.command == "i18n":
        from .commands.i18n import run_i18n

        return run_i18n(args, lang)
    if args.command == "guide":
        from .commands.guide import run_guide

        return run_guide(args, lang)
    if args.command == "simulate":
        from .commands.simulate import run_simulate

        return run_simulate(args, lang)
    from .commands.play import run_play

    return run_play(args, lang)


if __name__ == "__main__":
    sys.exit(main())
