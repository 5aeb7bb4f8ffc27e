"""The ``warkit`` command: a thin argparse front door.

Heavy modules (Textual, Babel, the guide) are imported only by the subcommand that needs them,
so ``warkit --help`` stays quick. Every error the user can cause ends in one translated line on
stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import difflib
import functools
import os
import sys
import textwrap
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from . import __version__
from .commands.completion import add_completion_parser
from .commands.i18n import add_i18n_parser
from .commands.rule_flags import add_rule_flags, deal_or_text, help_text, int_or_text
from .engine.errors import MAX_DEAL
from .safe.streams import StandardOutputError, discard_output, standard_streams
from .safe.text import visible
from .startup import pause_collector, resume_collector

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    from .i18n import Translator

EXIT_USAGE = 2
EXIT_READER_GONE = 0
"""The status of every command whose reader closed its output early (``warkit replay --events |
head -3``): the reader had what it wanted and nothing went wrong, so warkit succeeds quietly, as
``head``-friendly tools do. Not 141 (killed by SIGPIPE): that would fail a ``set -o pipefail``
script whose reader simply stopped reading."""
COMMANDS = {"play", "replay", "simulate", "guide", "i18n", "completion"}
COMMAND_ORDER = ("play", "replay", "simulate", "guide", "i18n", "completion")
OWN_LANG = {"guide"}
"""Commands whose own ``--lang`` means something else (the guide's: the languages to export)."""
ENV_DEBUG = "WARKIT_DEBUG"


class UsageError(Exception):
    """A bad command line, already worded for the user."""


class ParserError(Exception):
    """argparse refused the command line in a way warkit does not check itself: ``detail`` is its
    own (English) message, shown only inside a general translated sentence."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


class HelpFormatter(argparse.HelpFormatter):
    """argparse's layout with the "usage:" prefix and the headings' colon in the player's language
    (French writes « Options : » with a no-break space, Chinese a full-width colon)."""

    def __init__(self, prog: str, *, translator: Translator) -> None:
        super().__init__(prog)
        self._t = translator
        self._headings: set[str] = set()

    def start_section(self, heading: str | None) -> None:
        if heading:
            self._headings.add(heading)
        super().start_section(heading)

    def format_help(self) -> str:
        """argparse writes each heading as ``heading:``; the translator's own line replaces it."""
        lines = super().format_help().splitlines(keepends=True)
        return "".join(self._heading_line(line) for line in lines)

    def _heading_line(self, line: str) -> str:
        heading = line.rstrip("\n")
        if not heading.endswith(":") or heading[:-1] not in self._headings:
            return line
        # Translators: a heading of `warkit --help` and each command's help, with its colon;
        # {heading} is the heading ("Options", "Commands", "Rules"), already translated.
        return self._t.pgettext("command-line help", "{heading}:", heading=heading[:-1]) + line[len(heading):]

    def _split_lines(self, text: str, width: int) -> list[str]:
        """Help lines never break at the hyphen of a flag (``--lang``) or a code (``pt-BR``,
        ``zh-Hans``); Chinese breaks between characters as the line rules allow, measured in cells."""
        from .i18n.bidi import wrap
        from .i18n.kinsoku import has_wide

        if not has_wide(text):
            return textwrap.wrap(" ".join(text.split()), width, break_on_hyphens=False)
        return wrap(" ".join(text.split()), width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(indent + line for line in self._split_lines(text, width - len(indent)))

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

    It has no automatic -h/--help (``options()`` adds a translated one). Its errors are found by
    structure, never by argparse's wording: a word that is not a command is checked here against
    the commands themselves (:meth:`_check_value`), unknown arguments come back from
    ``parse_known_args``, and the errors argparse raises itself (a flag without its value, two
    flags of one exclusive group, an ambiguous abbreviation) are told apart by the action they
    name and the command line (:func:`usage_sentence`); anything else keeps argparse's message
    only as the detail of a general translated sentence.
    """

    def __init__(self, *args: Any, translator: Translator, **kwargs: Any) -> None:
        kwargs["add_help"] = False
        kwargs["formatter_class"] = functools.partial(HelpFormatter, translator=translator)
        kwargs["exit_on_error"] = False
        super().__init__(*args, **kwargs)
        self.translator = translator
        self.one_required: list[argparse._MutuallyExclusiveGroup] = []

    def options(self) -> argparse._ArgumentGroup:
        """The "Options" group, starting with a translated -h/--help."""
        t = self.translator
        # Translators: heading of the flags in `warkit --help` and each command's help (argparse
        # adds a colon after it).
        group = self.add_argument_group(t.pgettext("command-line help", "Options"))
        # Translators: help for -h/--help in `warkit --help` and each command's help.
        group.add_argument("-h", "--help", action="help", help=help_text(t.gettext("Show this help and exit.")))
        return group

    def hidden_options(self, *, lang: bool = True) -> None:
        """``--lang`` and ``--debug`` after the command too, as people type them (not in its help)."""
        if lang:
            self.add_argument("--lang", dest="command_lang", metavar="LANG", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
        self.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS)

    def one_of(self, container: argparse._ArgumentGroup) -> argparse._MutuallyExclusiveGroup:
        """An exclusive group of which one flag must be given: warkit checks that itself
        (:func:`missing_arguments`); the help shows it as required, ``(--deck … | --deal …)``."""
        group = container.add_mutually_exclusive_group()
        self.one_required.append(group)
        return group

    def format_usage(self) -> str:
        with self._required_shown():
            return super().format_usage()

    def format_help(self) -> str:
        with self._required_shown():
            return super().format_help()

    @contextlib.contextmanager
    def _required_shown(self) -> Iterator[None]:
        for group in self.one_required:
            group.required = True
        try:
            yield
        finally:
            for group in self.one_required:
                group.required = False

    def error(self, message: str) -> NoReturn:
        raise ParserError(message)

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        """argparse's own, without its silence when the output fails: warkit tells that itself."""
        if message:
            (file or sys.stderr).write(message)

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        """A word that is not a command (or an ``i18n`` action) is named, with the command it
        most likely misspells. Other choices are there for completion only: warkit checks those
        values itself, each with its own sentence (``warkit completion``'s shell)."""
        if isinstance(action, argparse._SubParsersAction) and value not in action.choices:
            raise UsageError(_no_command(self.translator, str(value), list(action.choices)))


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


def build_parser(translator: Translator | None = None) -> CommandLineParser:
    from .i18n import available_languages, get_translator

    t = translator if translator is not None else get_translator("en")
    # Translators: the first line of `warkit --help`, under the usage line.
    parser = CommandLineParser(prog="warkit", description=t.gettext("The card game War."), translator=t)
    top = parser.options()
    # Translators: help for --lang in `warkit --help`; {languages} lists the codes of every language
    # warkit has (en, ar, de, …), which stay as they are.
    top.add_argument("--lang", metavar="LANG", help=help_text(t.gettext("The language to use: {languages} (default: the one saved in the settings, else the system's).", languages=t.join_choices(available_languages()))))
    # Translators: help for --version in `warkit --help`.
    top.add_argument("--version", action="version", version=f"warkit {__version__}", help=help_text(t.gettext("Show warkit's version and exit.")))
    # Translators: help for --debug in `warkit --help`; WARKIT_DEBUG=1 is an environment setting and stays as it is.
    top.add_argument("--debug", action="store_true", help=help_text(t.gettext("After an error, show the full details (also WARKIT_DEBUG=1).")))
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
    options.add_argument("--deal", type=deal_or_text, metavar="N", help=help_text(t.gettext("The number of the deal to play, from 1 to {high}.", high=str(MAX_DEAL))))
    # Translators: help for --plain in `warkit play --help`: the plain mode prints the game as lines of text.
    options.add_argument("--plain", action="store_true", help=help_text(t.gettext("One sentence a line instead of the full-screen game.")))
    # Translators: help for --auto in `warkit play --help`; --plain is a flag and stays as it is.
    options.add_argument("--auto", action="store_true", help=help_text(t.gettext("With --plain: tell a whole game without waiting for keys.")))
    options.add_argument(
        "--pace", metavar="calm|quick",
        # Translators: help for --pace in `warkit play --help`; --auto is a flag, calm and quick are
        # the flag's values, all stay as they are.
        help=help_text(t.gettext("With --auto: turn the cards at a calm or quick pace instead of as fast as the output goes.")),
    )
    options.add_argument(
        "--bidi", metavar="visual|logical",
        # Translators: help for --bidi in `warkit play --help`; logical and visual are the flag's
        # values and stay as they are.
        help=help_text(t.gettext("Right-to-left text: logical keeps it as written, for terminals that order it; visual orders it here.")),
    )
    # Translators: help for --translate in `warkit play --help`: translator mode. "catalog" is the .po file.
    options.add_argument("--translate", action="store_true", help=help_text(t.gettext("Translator mode: show each saved change to the catalog at once, and where each message comes from.")))
    play.hidden_options()
    add_rule_flags(play, t)

    # Translators: the replay command in the list of `warkit --help`.
    replay = sub.add_parser("replay", help=help_text(t.pgettext("command summary", "Play given decks or deals and say how each game ended.")),
                            # Translators: the first line of `warkit replay --help`; JSON is a data format,
                            # --json the option's name (keep it as it is).
                            description=t.pgettext("command description", "Play given decks or deals to the end and say how each game ended, in one line of words each (one line of JSON with --json)."),
                            translator=t)
    options = replay.options()
    source = replay.one_of(options)
    # Translators: help for --deck in `warkit replay --help`; @FILE means a file name after @, - means the standard input.
    source.add_argument("--deck", metavar="CARDS|@FILE|-", help=help_text(t.gettext("52 card codes, or @FILE, or - to read one deck a line.")))
    # Translators: help for --deal in `warkit replay --help`.
    source.add_argument("--deal", type=deal_or_text, metavar="N", help=help_text(t.gettext("The number of a deal.")))
    # Translators: help for --seed in `warkit replay --help`.
    options.add_argument("--seed", type=int_or_text, metavar="N", help=help_text(t.gettext("The seed for shuffling won cards.")))
    # Translators: help for --events in `warkit replay --help`.
    options.add_argument("--events", action="store_true", help=help_text(t.gettext("Add the log of every event.")))
    # Translators: help for --json in `warkit replay --help`; JSON is a data format.
    options.add_argument("--json", action="store_true", help=help_text(t.gettext("Print one line of JSON for each game instead of words.")))
    replay.hidden_options()
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
    options.add_argument("--seed", type=deal_or_text, default=1, metavar="S", help=help_text(t.gettext("The number of the first deal.")))
    # Translators: help for --jobs in `warkit simulate --help`: processes running at once.
    options.add_argument("--jobs", type=int_or_text, default=0, metavar="J", help=help_text(t.gettext("How many processes to use (default: all cores).")))
    # Translators: help for --json in `warkit simulate --help`; JSON is a data format.
    options.add_argument("--json", action="store_true", help=help_text(t.gettext("Print the figures as JSON.")))
    # Translators: help for --engine in `warkit simulate --help`; {values} lists the flag's values
    # (auto, compiled, scalar) and {default} is the value "auto"; both stay as they are.
    # The compiled engine needs the optional package numba (a name, not translated); the other
    # engine is written in Python alone.
    options.add_argument("--engine", default="auto", metavar="ENGINE", help=help_text(t.gettext("Which engine plays the deals: {values} (default: {default}: for long runs the compiled engine when numba is installed, else the pure-Python engine).", values=t.join_choices(("auto", "compiled", "scalar")), default="auto")))
    simulate.hidden_options()
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
    guide.hidden_options(lang=False)
    add_rule_flags(guide, t)

    add_i18n_parser(sub, t)
    add_completion_parser(sub, t)
    return parser


def usage_sentence(parser: CommandLineParser, argv: Sequence[str], error: Exception) -> str:
    """One translated sentence for an error argparse raised, found from the parsers' structure.

    ``error`` is an :class:`argparse.ArgumentError` (which names the action it is about) or a
    :class:`ParserError`; argparse's English message is used only as the general sentence's detail.
    """
    t = parser.translator
    action = _action_named(parser, getattr(error, "argument_name", None))
    if action is not None and action.option_strings:
        flag = max(action.option_strings, key=len)
        if action.nargs is None and _without_value(argv, action.option_strings):
            # Translators: usage error; {flag} is a command-line flag such as --deal that was given without its value.
            return t.gettext("{flag} needs a value.", flag=flag)
        other = _exclusive_partner(parser, action, argv)
        if other is not None:
            # Translators: usage error; {flag} and {other} are command-line flags such as --deal and --deck.
            return t.gettext("{flag} cannot be used together with {other}.", flag=flag, other=other)
    for typed, matches in _ambiguous(parser, argv):
        # Translators: usage error; {option} is a shortened flag as typed, {matches} lists the full flags it could mean.
        return t.gettext("“{option}” could mean {matches}: write the flag in full.", option=typed, matches=t.join_choices(matches))
    detail = str(error)
    # Translators: usage error for any other mistake on the command line; {detail} is Python's own description, in English.
    return t.gettext("The command line is not right: {detail}.", detail=detail.rstrip("."))


def unknown_arguments(parser: CommandLineParser, argv: Sequence[str], extras: Sequence[str], *, implied_command: bool) -> str:
    """The sentence for words no parser took (``parse_known_args``'s leftovers): a word where
    the command goes names the commands; a flag that is not known (alone, or with the value
    typed after it), the flag it most likely misspells, among those taken where it was typed."""
    t = parser.translator
    if implied_command and not extras[0].startswith("-"):
        return _no_command(t, extras[0], COMMAND_ORDER)
    suggestion = _misspelled_flag(parser, argv, extras, implied_command=implied_command)
    if suggestion is not None:
        typed = extras[0].partition("=")[0]
        # Translators: usage error; {flag} is the flag as typed (such as --plian), {suggestion}
        # the flag warkit takes that it most likely misspells (such as --plain). Both stay as they are.
        return t.gettext("There is no flag “{flag}”. Did you mean “{suggestion}”?", flag=typed, suggestion=suggestion)
    # Translators: usage error; {arguments} lists what warkit did not understand (flags or words, as typed).
    return t.ngettext("Unknown argument: {arguments}.", "Unknown arguments: {arguments}.", len(extras), arguments=" ".join(extras))


def missing_arguments(parser: CommandLineParser, args: argparse.Namespace, argv: Sequence[str]) -> str | None:
    """warkit's own check of what must be given: an action after ``i18n`` (and ``--out`` after
    ``i18n screenshots``), a shell after ``completion``, one of an exclusive group marked required
    (``replay``'s ``--deck`` or ``--deal``). None if nothing is missing."""
    t = parser.translator
    for needs, dest, name in (("i18n", "i18n_command", "ACTION"), ("completion", "shell", "SHELL")):
        if args.command == needs and getattr(args, dest, None) is None:
            # Translators: usage error; {arguments} lists what is missing: flags like --deal or names like ACTION (as in the usage line).
            return t.ngettext("This is missing: {arguments}.", "These are missing: {arguments}.", 1, arguments=name)
    if args.command == "i18n" and args.i18n_command == "screenshots" and args.out is None:
        # Translators: usage error; {arguments} lists what is missing: flags like --deal or names like ACTION (as in the usage line).
        return t.ngettext("This is missing: {arguments}.", "These are missing: {arguments}.", 1, arguments="--out")
    command = _subparser(parser, args.command)
    for group in command.one_required if isinstance(command, CommandLineParser) else ():
        if all(getattr(args, action.dest, None) is None for action in group._group_actions):
            flags = [max(action.option_strings, key=len) for action in group._group_actions]
            # Translators: usage error; {flags} lists command-line flags such as --deck, --deal, of which one must be given.
            return t.gettext("Give one of {flags}.", flags=t.join_choices(flags))
    return None


def _no_command(t: Translator, name: str, commands: Sequence[str]) -> str:
    """The sentence for a word that is not a command: the command it most likely misspells, else all of them."""
    suggestion = _close_match(name, commands)
    if suggestion is not None:
        # Translators: usage error; {name} is the word given as a command (such as plya), {suggestion}
        # the command it most likely misspells (such as play). Both stay as they are.
        return t.gettext("There is no command “{name}”. Did you mean “{suggestion}”?", name=name, suggestion=suggestion)
    # Translators: usage error; {name} is the word given as a command, {commands} lists the command names (play, replay, …).
    return t.gettext("There is no command “{name}”. Choose one of: {commands}.", name=name, commands=t.join_choices(commands))


def _close_match(typed: str, known: Sequence[str]) -> str | None:
    """The one of ``known`` closest to ``typed`` if it is close enough to be a slip of the
    fingers (difflib's ratio of at least 0.6 over the words without their dashes), else None."""
    bare = {word.lstrip("-"): word for word in known}
    matches = difflib.get_close_matches(typed.lstrip("-"), list(bare), n=1)
    return bare[matches[0]] if matches else None


def _misspelled_flag(parser: argparse.ArgumentParser, argv: Sequence[str], extras: Sequence[str], *, implied_command: bool) -> str | None:
    """The flag the leftovers' first word most likely misspells, when the leftovers are that
    word alone (``--plian``, ``--lnag=de``) or that word and the value typed after it (``--lnag
    de``, where the flag meant takes one); else None."""
    typed, given, _ = extras[0].partition("=")
    if not typed.startswith("--") or extras[0] not in argv:
        return None
    index = argv.index(extras[0])
    flags = _flags_at(parser, argv, index, implied_command=implied_command)
    suggestion = _close_match(typed, [flag for flag in flags if flag.startswith("--")])
    if suggestion is None or len(extras) > 2:
        return None
    if len(extras) == 2:
        takes_value = flags[suggestion].nargs is None and not given
        if not takes_value or argv[index + 1 : index + 2] != [extras[1]]:
            return None
    return suggestion


def _flags_at(parser: argparse.ArgumentParser, argv: Sequence[str], index: int, *, implied_command: bool) -> dict[str, argparse.Action]:
    """Every flag taken at ``argv[index]``: the innermost command's or action's named before it
    (argparse hands what follows a command to that command alone), and the top level's too
    when warkit put in ``play`` itself."""
    here = parser
    for word in argv[:index]:
        here = _subparser(here, word) or here
    flags = dict(here._option_string_actions)
    return {**parser._option_string_actions, **flags} if implied_command else flags


def _parsers(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    """``parser`` and every command and action parser under it."""
    yield parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):
                yield from _parsers(sub)


def _subparser(parser: argparse.ArgumentParser, command: str | None) -> argparse.ArgumentParser | None:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) and command in action.choices:
            chosen: argparse.ArgumentParser = action.choices[command]
            return chosen
    return None


def _action_named(parser: argparse.ArgumentParser, name: str | None) -> argparse.Action | None:
    """The action argparse's error names (its ``argument_name`` joins the option strings)."""
    if name is None:
        return None
    for each in _parsers(parser):
        for action in each._actions:
            if action.option_strings and "/".join(action.option_strings) == name:
                return action
    return None


def _typed(argv: Sequence[str], option_strings: Sequence[str]) -> list[int]:
    """Where in ``argv`` one of ``option_strings`` was typed (``--deal 7`` or ``--deal=7``)."""
    return [
        index for index, arg in enumerate(argv)
        if arg in option_strings or arg.partition("=")[0] in option_strings and "=" in arg
    ]


def _without_value(argv: Sequence[str], option_strings: Sequence[str]) -> bool:
    """A one-value flag typed last, or followed by another flag."""
    for index in _typed(argv, option_strings):
        if "=" in argv[index]:
            continue
        following = argv[index + 1] if index + 1 < len(argv) else None
        if following is None or following.startswith("-") and following != "-" and not _is_number(following):
            return True
    return False


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _exclusive_partner(parser: argparse.ArgumentParser, action: argparse.Action, argv: Sequence[str]) -> str | None:
    """The flag typed before ``action``'s that shares an exclusive group with it, if any."""
    mine = _typed(argv, action.option_strings)
    for each in _parsers(parser):
        for group in each._mutually_exclusive_groups:
            if action not in group._group_actions:
                continue
            for other in group._group_actions:
                if other is not action and mine and any(i < mine[-1] for i in _typed(argv, other.option_strings)):
                    return max(other.option_strings, key=len)
    return None


def _ambiguous(parser: argparse.ArgumentParser, argv: Sequence[str]) -> Iterator[tuple[str, list[str]]]:
    """Shortened flags that start more than one flag of a parser on the command line."""
    for arg in argv:
        typed = arg.partition("=")[0]
        if not typed.startswith("--") or typed == "--":
            continue
        for each in _parsers(parser):
            known = list(each._option_string_actions)
            matches = [flag for flag in known if flag.startswith(typed)]
            if typed not in known and len(matches) > 1:
                yield typed, matches
                return


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
    implied = not COMMANDS.intersection(argv) and not {"-h", "--help", "--version"}.intersection(argv)
    if implied:
        argv = ["play", *argv]  # `warkit` alone, or with only play's options, plays
    try:
        args, extras = parser.parse_known_args(argv)
        if extras:
            raise UsageError(unknown_arguments(parser, argv, extras, implied_command=implied))
        missing = missing_arguments(parser, args, argv)
        if missing:
            raise UsageError(missing)
    except UsageError as error:
        return _say(str(error), error, debug)
    except (argparse.ArgumentError, ParserError) as error:
        return _say(usage_sentence(parser, argv, error), error, debug)
    lang = getattr(args, "command_lang", None) or args.lang
    try:
        return _dispatch(args, lang, parser)
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


def _dispatch(args: argparse.Namespace, lang: str | None, parser: CommandLineParser) -> int:
    if args.command != "play":
        resume_collector()  # only the game's start-up runs without cycle collection
    if lang:  # an unknown --lang is the same one line for every command: UnknownLanguageError
        from .i18n import check_language

        lang = check_language(lang)
    if args.command == "replay":
        from .commands.replay import run_replay

        return run_replay(args, lang)
    if args.command == "i18n":
        from .commands.i18n import run_i18n

        return run_i18n(args, lang)
    if args.command == "guide":
        from .commands.guide import run_guide

        return run_guide(args, args.lang)  # the guide's own --lang names what to export
    if args.command == "completion":
        from .commands.completion import run_completion

        return run_completion(args, parser)  # the parser this run was read with, in its language
    if args.command == "simulate":
        from .commands.simulate import run_simulate

        return run_simulate(args, lang)
    from .commands.play import run_play

    return run_play(args, lang)


if __name__ == "__main__":
    sys.exit(main())
