"""The ``warkit`` command: a thin argparse front door.

Heavy modules (Textual, Babel, the guide) are imported only by the subcommand that needs them,
so ``warkit --help`` stays quick. Every error the user can cause ends in one translated line on
stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import ast
import functools
import re
import sys
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from . import __version__
from .commands.i18n import add_i18n_parser
from .engine.errors import MAX_DEAL
from .rule_flags import add_rule_flags, help_text, int_or_text
from .startup import pause_collector, resume_collector

if TYPE_CHECKING:
    from .i18n import Translator

EXIT_USAGE = 2
COMMANDS = {"play", "replay", "simulate", "guide", "i18n"}
COMMAND_ORDER = ("play", "replay", "simulate", "guide", "i18n")


class UsageError(Exception):
    """A bad command line, already worded for the user."""


class HelpFormatter(argparse.HelpFormatter):
    """argparse's layout with the "usage:" prefix in the player's language."""

    def __init__(self, prog: str, *, translator: Translator) -> None:
        super().__init__(prog)
        self._t = translator

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None = None,
    ) -> None:
        if prefix is None:
            # Translators: the start of the usage line of `warkit --help` and `warkit play --help`,
            # followed by a space and the command with its flags (which stay in English).
            prefix = self._t.pgettext("command-line help", "Usage:") + " "
        super().add_usage(usage, actions, groups, prefix)


class CommandLineParser(argparse.ArgumentParser):
    """An argparse parser whose help and errors come from the catalogs.

    It has no automatic -h/--help (``options()`` adds a translated one) and its usage errors
    become one translated sentence, raised as :class:`UsageError` for :func:`main` to print.
    """

    def __init__(self, *args: Any, translator: Translator, **kwargs: Any) -> None:
        kwargs["add_help"] = False
        kwargs["formatter_class"] = functools.partial(HelpFormatter, translator=translator)
        super().__init__(*args, **kwargs)
        self.translator = translator
        self.implied_command = False  # True when `warkit` alone was given play's options

    def options(self) -> argparse._ArgumentGroup:
        """The "Options" group, starting with a translated -h/--help."""
        t = self.translator
        # Translators: heading of the flags in `warkit --help` and each command's help (argparse
        # adds a colon after it).
        group = self.add_argument_group(t.pgettext("command-line help", "Options"))
        # Translators: help for -h/--help in `warkit --help` and each command's help.
        group.add_argument("-h", "--help", action="help", help=help_text(t.gettext("Show this help and exit.")))
        return group

    def error(self, message: str) -> NoReturn:
        raise UsageError(usage_sentence(self.translator, message, implied_command=self.implied_command))


def language_asked(argv: Sequence[str]) -> str | None:
    """The value of the first ``--lang X`` or ``--lang=X`` in ``argv``, read before parsing."""
    for index, arg in enumerate(argv):
        if arg == "--":
            break
        if arg.startswith("--lang="):
            return arg.partition("=")[2] or None
        if arg == "--lang" and index + 1 < len(argv) and not argv[index + 1].startswith("-"):
            return argv[index + 1]
    return None


def command_line_translator(argv: Sequence[str]) -> Translator:
    """The help's and the usage errors' language: --lang, else the saved choice and environment as `warkit play`."""
    from .commands.play import saved_language
    from .i18n import get_translator

    return get_translator(language_asked(argv), saved=saved_language())


def build_parser(translator: Translator | None = None) -> CommandLineParser:
    if translator is None:
        from .i18n import get_translator

        translator = get_translator("en")
    t = translator
    # Translators: the first line of `warkit --help`, under the usage line.
    parser = CommandLineParser(prog="warkit", description=t.gettext("The card game War."), translator=t)
    top = parser.options()
    # Translators: help for --lang in `warkit --help`; {examples} lists language codes such as en, ms.
    top.add_argument("--lang", metavar="LANG", help=help_text(t.gettext("The language to use: {examples}, …", examples=t.join_choices(("en", "ms", "ru", "en-XA")))))
    # Translators: help for --version in `warkit --help`.
    top.add_argument("--version", action="version", version=f"warkit {__version__}", help=help_text(t.gettext("Show warkit's version and exit.")))
    sub = parser.add_subparsers(
        # Translators: heading of the list of commands (play, replay, …) in `warkit --help`.
        title=t.pgettext("command-line help", "Commands"),
        dest="command",
        metavar="COMMAND",
    )

    # Translators: the play command in the list of `warkit --help`; "War" is the game.
    play = sub.add_parser("play", help=help_text(t.pgettext("command summary", "Play War (the default command).")),
                          # Translators: the first line of `warkit play --help`: what the play command does.
                          description=t.pgettext("command description", "Play War on this terminal, full screen or one sentence a line."),
                          translator=t)
    options = play.options()
    # Translators: help for --deal in `warkit play --help`; {high} is the largest deal number.
    options.add_argument("--deal", type=int_or_text, metavar="N", help=help_text(t.gettext("The number of the deal to play, from 1 to {high}.", high=MAX_DEAL)))
    # Translators: help for --plain in `warkit play --help`: the plain mode prints the game as lines of text.
    options.add_argument("--plain", action="store_true", help=help_text(t.gettext("One sentence a line instead of the full-screen game.")))
    # Translators: help for --auto in `warkit play --help`; --plain is a flag and stays as it is.
    options.add_argument("--auto", action="store_true", help=help_text(t.gettext("With --plain: tell a whole game without waiting for keys.")))
    options.add_argument(
        "--bidi", metavar="visual|logical",
        # Translators: help for --bidi in `warkit play --help`; logical and visual are the flag's
        # values and stay as they are.
        help=help_text(t.gettext("Right-to-left text: logical keeps it as written, for terminals that order it; visual orders it here.")),
    )
    # Translators: help for --translate in `warkit play --help`: translator mode. "catalog" is the .po file.
    options.add_argument("--translate", action="store_true", help=help_text(t.gettext("Translator mode: show each saved change to the catalog at once, and where each message comes from.")))
    options.add_argument("--lang", dest="play_lang", metavar="LANG", help=argparse.SUPPRESS)
    add_rule_flags(play, t)

    # Translators: the replay command in the list of `warkit --help`; JSON is a data format.
    replay = sub.add_parser("replay", help=help_text(t.pgettext("command summary", "Play given decks or deals and print the results as JSON.")),
                            # Translators: the first line of `warkit replay --help`.
                            description=t.pgettext("command description", "Play given decks or deals to the end and print each result as one line of JSON."),
                            translator=t)
    options = replay.options()
    source = options.add_mutually_exclusive_group(required=True)
    # Translators: help for --deck in `warkit replay --help`; @FILE means a file name after @, - means the standard input.
    source.add_argument("--deck", metavar="CARDS|@FILE|-", help=help_text(t.gettext("52 card codes, or @FILE, or - to read one deck a line.")))
    # Translators: help for --deal in `warkit replay --help`.
    source.add_argument("--deal", type=int_or_text, metavar="N", help=help_text(t.gettext("The number of a deal.")))
    # Translators: help for --seed in `warkit replay --help`.
    options.add_argument("--seed", type=int_or_text, metavar="N", help=help_text(t.gettext("The seed for shuffling won cards.")))
    # Translators: help for --events in `warkit replay --help`.
    options.add_argument("--events", action="store_true", help=help_text(t.gettext("Add the log of every event.")))
    # Translators: help for --json in `warkit replay --help`; JSON is a data format.
    options.add_argument("--json", action="store_true", help=help_text(t.gettext("Print JSON (the only format).")))
    add_rule_flags(replay, t)

    # Translators: the simulate command in the list of `warkit --help`.
    simulate = sub.add_parser("simulate", help=help_text(t.pgettext("command summary", "Play many deals and report the figures.")),
                              # Translators: the first line of `warkit simulate --help`.
                              description=t.pgettext("command description", "Play many numbered deals without showing them and report the figures."),
                              translator=t)
    options = simulate.options()
    # Translators: help for --games in `warkit simulate --help`.
    options.add_argument("--games", type=int_or_text, default=1000, metavar="N", help=help_text(t.gettext("How many deals to play (default: 1000).")))
    # Translators: help for --seed in `warkit simulate --help`.
    options.add_argument("--seed", type=int_or_text, default=1, metavar="S", help=help_text(t.gettext("The number of the first deal.")))
    # Translators: help for --jobs in `warkit simulate --help`: processes running at once.
    options.add_argument("--jobs", type=int_or_text, default=0, metavar="J", help=help_text(t.gettext("How many processes to use (default: all cores).")))
    # Translators: help for --json in `warkit simulate --help`; JSON is a data format.
    options.add_argument("--json", action="store_true", help=help_text(t.gettext("Print the figures as JSON.")))
    add_rule_flags(simulate, t)

    # Translators: the guide command in the list of `warkit --help`; Markdown and HTML are file formats.
    guide = sub.add_parser("guide", help=help_text(t.pgettext("command summary", "Write the rules guide for the chosen rules (Markdown, HTML).")),
                           # Translators: the first line of `warkit guide --help`.
                           description=t.pgettext("command description", "Write the rules guide for the chosen rules as Markdown and HTML files."),
                           translator=t)
    options = guide.options()
    # Translators: help for --lang in `warkit guide --help`; "all" is the flag's value and stays as it is.
    options.add_argument("--lang", dest="guide_lang", metavar="LANG|all", help=help_text(t.gettext("The guide's languages, as codes separated by commas (en,ms,ar), or all (default: yours).")))
    # Translators: help for --format in `warkit guide --help`; md, html and both are the flag's values.
    options.add_argument("--format", default="both", metavar="md|html|both", help=help_text(t.gettext("Which files to write (default: both).")))
    # Translators: help for --out in `warkit guide --help`; ./guide is a folder name.
    options.add_argument("--out", default="guide", metavar="DIR", help=help_text(t.gettext("The folder for the files (default: ./guide).")))
    # Translators: help for --watch in `warkit guide --help`: keeps running and exports again after each save.
    options.add_argument("--watch", action="store_true", help=help_text(t.gettext("Write the guide again whenever a catalog or a template changes; Ctrl+C stops.")))
    add_rule_flags(guide, t)

    add_i18n_parser(sub, t)
    return parser


def usage_sentence(t: Translator, message: str, *, implied_command: bool = False) -> str:
    """argparse's English ``message`` (Python 3.11's wording) as one translated sentence."""
    found = _UNRECOGNIZED.fullmatch(message)
    if found:
        words = found["words"].split(" ")
        if implied_command and not words[0].startswith("-"):
            return _no_command(t, words[0], COMMAND_ORDER)
        # Translators: usage error; {arguments} lists what warkit did not understand (flags or words, as typed).
        return t.ngettext("Unknown argument: {arguments}.", "Unknown arguments: {arguments}.", len(words), arguments=" ".join(words))
    found = _NEEDS_VALUE.fullmatch(message)
    if found:
        # Translators: usage error; {flag} is a command-line flag such as --deal that was given without its value.
        return t.gettext("{flag} needs a value.", flag=found["flag"])
    found = _INVALID_CHOICE.fullmatch(message)
    if found:
        value, choices = _literal(found["value"]), _literal("[" + found["choices"] + "]")
        if isinstance(value, str) and isinstance(choices, list):
            if not found["name"].startswith("-"):
                return _no_command(t, value, [str(choice) for choice in choices])
            # Translators: error; {flag} is a command-line flag like --face-down, {value} what was given, {allowed} the allowed range or values.
            return t.gettext("{flag} cannot be “{value}”. Allowed: {allowed}.", flag=found["name"], value=value, allowed=t.join_choices(map(str, choices)))
    found = _REQUIRED.fullmatch(message)
    if found:
        names = found["names"].split(", ")
        # Translators: usage error; {arguments} lists what is missing: flags like --deal or names like ACTION (as in the usage line).
        return t.ngettext("This is missing: {arguments}.", "These are missing: {arguments}.", len(names), arguments=t.join_choices(names))
    found = _ONE_REQUIRED.fullmatch(message)
    if found:
        # Translators: usage error; {flags} lists command-line flags such as --deck, --deal, of which one must be given.
        return t.gettext("Give one of {flags}.", flags=t.join_choices(found["flags"].split()))
    found = _NOT_ALLOWED.fullmatch(message)
    if found:
        # Translators: usage error; {flag} and {other} are command-line flags such as --deal and --deck.
        return t.gettext("{flag} cannot be used together with {other}.", flag=found["flag"], other=found["other"])
    found = _AMBIGUOUS.fullmatch(message)
    if found:
        # Translators: usage error; {option} is a shortened flag as typed, {matches} lists the full flags it could mean.
        return t.gettext("“{option}” could mean {matches}: write the flag in full.", option=found["option"], matches=found["matches"])
    # Translators: usage error for any other mistake on the command line; {detail} is Python's own description, in English.
    return t.gettext("The command line is not right: {detail}.", detail=message)


def _no_command(t: Translator, name: str, commands: Iterable[str]) -> str:
    # Translators: usage error; {name} is the word given as a command, {commands} lists the command names (play, replay, …).
    return t.gettext("There is no command “{name}”. Choose one of: {commands}.", name=name, commands=t.join_choices(commands))


def _literal(text: str) -> object:
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return None


# argparse's messages in Python 3.11 (Lib/argparse.py), matched whole.
_UNRECOGNIZED = re.compile(r"unrecognized arguments: (?P<words>.+)", re.S)
_NEEDS_VALUE = re.compile(r"argument (?P<flag>\S+): expected one argument")
_INVALID_CHOICE = re.compile(r"argument (?P<name>\S+): invalid choice: (?P<value>.+) \(choose from (?P<choices>.*)\)", re.S)
_REQUIRED = re.compile(r"the following arguments are required: (?P<names>.+)", re.S)
_ONE_REQUIRED = re.compile(r"one of the arguments (?P<flags>.+) is required", re.S)
_NOT_ALLOWED = re.compile(r"argument (?P<flag>\S+): not allowed with argument (?P<other>\S+)")
_AMBIGUOUS = re.compile(r"ambiguous option: (?P<option>\S+) could match (?P<matches>.+)", re.S)


def main(argv: Sequence[str] | None = None) -> int:
    pause_collector()  # until the game's first frame, or until another command starts
    try:
        return _main(argv)
    finally:
        resume_collector()


def _main(argv: Sequence[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(command_line_translator(argv))
    if not COMMANDS.intersection(argv) and not {"-h", "--help", "--version"}.intersection(argv):
        argv = ["play", *argv]  # `warkit` alone, or with only play's options, plays
        parser.implied_command = True
    try:
        args = parser.parse_args(argv)
    except UsageError as error:  # argparse's own errors, already translated
        print(f"warkit: {error}", file=sys.stderr)
        return EXIT_USAGE
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
