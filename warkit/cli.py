"""The ``warkit`` command: a thin argparse front door.

Each command is a module of :mod:`warkit.commands` holding its parser (``add_parser``) and its
run (``run``), listed in :data:`COMMANDS`; a new command is one module and one row there. Its
errors come out whole in the player's language (:mod:`warkit.commands.parsing`): every error the
user can cause ends in one translated line on stderr and exit status 2, never a traceback.
Heavy modules (Textual, Babel, the guide) are imported only by the command that runs.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from . import __version__
from .commands import completion, guide, i18n, play, replay, simulate
from .commands.parsing import (
    CommandLineParser,
    Commands,
    Refused,
    UsageError,
    help_text,
    shipped_languages,
    unknown_arguments,
)
from .safe.streams import StandardOutputError, discard_output, standard_streams
from .safe.text import visible
from .startup import pause_collector, resume_collector

if TYPE_CHECKING:
    from .i18n import Translator

EXIT_USAGE = 2
EXIT_READER_GONE = 0
"""The status of every command whose reader closed its output early (``warkit replay --events |
head -3``): the reader had what it wanted and nothing went wrong, so warkit succeeds quietly, as
``head``-friendly tools do. Not 141 (killed by SIGPIPE): that would fail a ``set -o pipefail``
script whose reader simply stopped reading."""


class Command(Protocol):
    """A module of :mod:`warkit.commands`: its parser, and what it does with what was read."""

    def add_parser(self, commands: Commands, t: Translator) -> None: ...

    def run(self, args: argparse.Namespace, lang: str | None) -> int: ...


COMMANDS: dict[str, Command] = {
    "play": play,
    "replay": replay,
    "simulate": simulate,
    "guide": guide,
    "i18n": i18n,
    "completion": completion,
}
"""Every command, in the order of ``warkit --help``: its name and its module."""
OWN_LANG = {"guide"}
"""Commands whose own ``--lang`` means something else (the guide's: the languages to export)."""
ENV_DEBUG = "WARKIT_DEBUG"


def language_asked(argv: Sequence[str]) -> str | None:
    """The value of the first ``--lang X`` or ``--lang=X`` in ``argv``, read before parsing.

    After ``guide``, ``--lang`` names the guide's languages, so the interface language is only
    one given before that command.
    """
    for index, arg in enumerate(argv):
        if arg == "--" or arg in OWN_LANG:
            break
        if arg.startswith("--lang="):
            return arg.partition("=")[2] or None
        if arg == "--lang" and index + 1 < len(argv) and not argv[index + 1].startswith("-"):
            return argv[index + 1]
    return None


def debug_asked(argv: Sequence[str]) -> bool:
    """``--debug`` anywhere on the command line (before ``--``), or ``WARKIT_DEBUG=1``."""
    words = argv[: argv.index("--")] if "--" in argv else argv
    return "--debug" in words or os.environ.get(ENV_DEBUG, "") not in ("", "0")


def command_line_translator(argv: Sequence[str]) -> Translator:
    """The help's and the usage errors' language: the one rule of every command
    (:mod:`warkit.commands.language`), with the ``--lang`` read before parsing."""
    from .commands.language import player_translator

    return player_translator(language_asked(argv))


def build_parser(translator: Translator | None = None, *, partial: bool = True) -> CommandLineParser:
    """The top parser, and under it each command's own, in ``translator``'s language (English if None).
    ``partial``: ``--lang``'s help names the languages not yet complete too, with how complete each
    is (the man page names only the complete ones)."""
    from .i18n import get_translator

    t = translator if translator is not None else get_translator("en")
    # Translators: the first line of `warkit --help`, under the usage line.
    parser = CommandLineParser(prog="warkit", description=t.gettext("The card game War."), translator=t)
    top = parser.options()
    top.add_argument("--lang", metavar="LANG", choices=shipped_languages(), help=help_text(lang_help(t, partial=partial)))
    # Translators: help for --version in `warkit --help`.
    top.add_argument("--version", action="version", version=f"warkit {__version__}", help=help_text(t.gettext("Show warkit's version and exit.")))
    # Translators: help for --debug in `warkit --help`; WARKIT_DEBUG=1 is an environment setting and stays as it is.
    top.add_argument("--debug", action="store_true", help=help_text(t.gettext("After an error, show the full details (also WARKIT_DEBUG=1).")))
    # Translators: heading of the list of commands (play, replay, …) in `warkit --help`.
    commands = parser.add_commands(t.pgettext("command-line help", "Commands"), dest="command", metavar="COMMAND")
    for command in COMMANDS.values():
        command.add_parser(commands, t)
    return parser


def lang_help(t: Translator, *, partial: bool = True) -> str:
    """``--lang``'s help: the complete languages' codes, then (``partial``) the others' with how
    much of the game each translates. Catalogs are counted only when a language is not complete."""
    from .i18n.languages import COMPLETE, available_languages, with_completeness

    codes = available_languages()
    complete = t.join_choices(code for code in codes if code in COMPLETE)
    if not partial or all(code in COMPLETE for code in codes):
        # Translators: help for --lang in `warkit --help`; {languages} lists the codes of every language
        # warkit has (en, ar, de, …), which stay as they are.
        return t.gettext("The language to use: {languages} (default: the one saved in the settings, else the system's).", languages=complete)
    from .i18n.check import partial_languages

    others = t.join_choices(with_completeness(t, code, percent) for code, percent in partial_languages().items())
    # Translators: help for --lang in `warkit --help` when some languages are only partly translated;
    # {languages} lists the codes of the complete languages (en, ar, de, …), which stay as they are,
    # {partial} the others, each with how much of it is translated, like "sv (3% translated)".
    return t.gettext("The language to use: {languages}, and in part {partial} (default: the one saved in the settings, else the system's).", languages=complete, partial=others)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command ``argv`` asks for; its exit status.

    What the command prints reaches its reader or is told: text the output's encoding cannot
    hold is written in ASCII forms, a reader that went away ends the command quietly
    (``EXIT_READER_GONE``), and output that cannot be written is one line on stderr.
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    pause_collector()  # until the game's first frame, or until another command starts
    try:
        with standard_streams():
            return _delivered(argv)
    finally:
        resume_collector()


def _delivered(argv: list[str]) -> int:
    """The command's status, once all it printed is written (not left to interpreter exit, where
    a failure could only be a traceback)."""
    try:
        try:
            status = _main(argv)
        except SystemExit as leaving:  # argparse, after printing --help or --version
            status = leaving.code if isinstance(leaving.code, int) else EXIT_USAGE
        if sys.stdout is not None:
            sys.stdout.flush()
        return status
    except BrokenPipeError:
        discard_output()  # what is still buffered has nowhere else to go at interpreter exit
        return EXIT_READER_GONE
    except StandardOutputError as error:  # from that flush
        return _failed(error, argv, language_asked(argv), debug_asked(argv))


def _main(argv: list[str]) -> int:
    debug = debug_asked(argv)
    asked = language_asked(argv)
    if asked:  # an unknown --lang is the same one line for every command, with --help too
        from .i18n import UnknownLanguageError, check_language

        try:
            check_language(asked)
        except UnknownLanguageError as error:
            return _failed(error, argv, None, debug)
    parser = build_parser(_told_stand_in(command_line_translator(argv)))
    implied = not set(COMMANDS).intersection(argv) and not {"-h", "--help", "--version"}.intersection(argv)
    if implied:
        argv = ["play", *argv]  # `warkit` alone, or with only play's options, plays
    try:
        args, extras = parser.parse_known_args(argv)
        if extras:
            raise UsageError(unknown_arguments(parser, argv, extras, implied_command=implied))
    except UsageError as error:
        return _say(str(error), error, debug)
    except Refused as error:  # a flag's value its type refused
        return _failed(error, argv, asked, debug)
    lang = getattr(args, "command_lang", None) or args.lang
    try:
        return _dispatch(args, lang)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        raise  # the reader went away: main() ends quietly
    except Exception as error:  # every user error becomes one translated line
        return _failed(error, argv, lang, debug)


def _told_stand_in(t: Translator) -> Translator:
    """``t``, after one line on stderr when its catalog stands in for the language asked for
    (``zh_TW`` read in Simplified Chinese): said once a run, whatever the command."""
    if t.stands_in_for is not None:
        from .i18n.languages import stand_in_line

        print(f"warkit: {visible(stand_in_line(t, t.stands_in_for, t.language))}", file=sys.stderr)
    return t


def _failed(error: Exception, argv: Sequence[str], lang: str | None, debug: bool) -> int:
    """One translated line for a user's error (and a failed write), else the crash report."""
    from .commands.error_lines import describe_error

    message = describe_error(error, lang)
    if message is None:
        from .commands.crash import report_crash

        return report_crash(error, argv, lang, debug=debug)
    status = _say(message, error, debug)
    if isinstance(error, StandardOutputError):
        discard_output()  # what it could not take would fail again at interpreter exit
    return status


def _say(message: str, error: BaseException, debug: bool) -> int:
    """One line on stderr; with ``--debug``, the traceback and details behind it after it."""
    print(f"warkit: {visible(message)}", file=sys.stderr)  # it may quote what was typed
    if debug:
        from .commands.crash import details

        print(details(error), file=sys.stderr, end="")
    return EXIT_USAGE


def _dispatch(args: argparse.Namespace, lang: str | None) -> int:
    if args.command != "play":
        resume_collector()  # only the game's start-up runs without cycle collection
    if lang:  # an unknown --lang is the same one line for every command: UnknownLanguageError
        from .i18n import check_language

        lang = check_language(lang)
    return COMMANDS[args.command].run(args, lang)


if __name__ == "__main__":
    sys.exit(main())
