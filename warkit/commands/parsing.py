"""The command line in the player's language, on argparse's public surface only.

argparse reads the command line; warkit words what went wrong, found by structure and never by
argparse's English (which differs between Python versions):

- a flag's value is read by the flag's ``type`` (:func:`number`, :func:`choice`), which raises
  warkit's own error (:class:`Refused`), told by :mod:`warkit.commands.error_lines`;
- the parser that refused (each command's own) words the rest in its ``parse_known_args``: an
  :class:`argparse.ArgumentError` names the argument it is about (``argument_name``), and
  :meth:`CommandLineParser.error` is argparse's call for a missing argument or a shortened flag
  that could mean several; what was typed and what that parser takes say which;
- words no parser took come back from ``parse_known_args``: :func:`unknown_arguments`.

Each parser records the arguments it declares (:class:`Group`, :class:`Commands`), so nothing is
read from argparse's private attributes.
"""

from __future__ import annotations

import argparse
import copy
import difflib
import functools
import shutil
import sys
import textwrap
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from ..engine import read_number

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    from ..i18n import Translator


class UsageError(Exception):
    """A bad command line, already worded for the user."""


class Refused(Exception):
    """A flag's value its ``type`` refused: ``error`` says why, as warkit's own error (a
    ``DealError``, a ``RulesError``, an ``InputError``…), told like any other. Not a ValueError,
    in whose place argparse would put English words of its own."""

    def __init__(self, error: Exception) -> None:
        super().__init__(error)
        self.error = error


class Listed:
    """The values a flag lists (completion offers them), read from their home only when asked.

    ``in`` takes every value: the flag's type, or the command after parsing, decides what is
    taken, and may take forms it does not list (``--lang pt_BR``, a language laid over the
    shipped ones)."""

    def __init__(self, values: Callable[[], Iterable[str]]) -> None:
        self.values = values

    def __iter__(self) -> Iterator[str]:
        return iter(self.values())

    def __contains__(self, value: object) -> bool:
        return True


def shipped_languages(*more: str) -> Listed:
    """The languages a ``--lang`` lists: those shipped with warkit (and ``more``). It takes
    others too: a language laid over them with ``WARKIT_LOCALE_DIR`` (not listed, since a
    completion script is written once and the overlay can change after) and the pseudo-locales,
    which are for testing."""

    def languages() -> list[str]:
        from ..i18n import available_languages
        from ..resources import shipped_locale_dir

        return [*available_languages(shipped_locale_dir()), *more]

    return Listed(languages)


def number(low: int, high: int, refused: Callable[[str], Exception]) -> Callable[[str], int]:
    """A number flag's ``type``: the one rule for numbers (:func:`warkit.engine.read_number`),
    anything else ``refused(text)`` with the text exactly as typed."""

    def read(text: str) -> int:
        value = read_number(text, low, high)
        if value is None:
            error = refused(text)
            raise Refused(error) from error  # --debug's details name it
        return value

    return read


def choice(values: Iterable[str], refused: Callable[[str], Exception]) -> Callable[[str], str]:
    """A ``type`` that takes one of ``values`` (a :class:`Listed` is read when a value is given),
    anything else ``refused(text)``."""

    def read(text: str) -> str:
        if text not in list(values):
            error = refused(text)
            raise Refused(error) from error  # --debug's details name it
        return text

    return read


def help_text(text: str) -> str:
    """A translated help text for argparse, which fills %-fields: a % sign in it stays a % sign
    (``%(prog)s`` included: a translation names no field of argparse's)."""
    return text.replace("%", "%%")


def description_text(text: str) -> str:
    """A translated description for argparse, which fills its %-fields only where ``%(prog)`` is
    in it: a % sign in it stays a % sign.

    >>> description_text("100 %"), description_text("%(prog)s à 100 %")
    ('100 %', '%%(prog)s à 100 %%')
    """
    return help_text(text) if "%(prog)" in text else text


def shown_text(text: str) -> str:
    """What argparse shows of a help text made by :func:`help_text`: the translation itself."""
    return text.replace("%%", "%")


def script_safe(text: str | None) -> str | None:
    """``text`` without backslashes and control characters: shtab quotes a description for its
    shell, but a backslash can still end fish's quoting, and a control character reaches the
    terminal that shows the script."""
    if text is None:
        return None
    return "".join(" " if unicodedata.category(char) == "Cc" else char for char in text if char != "\\")


MAX_HELP_POSITION = 24
"""The column where argparse starts the flags' help at the latest (its default)."""


def wrapped(text: str, width: int) -> str:
    """``text`` in lines of at most ``width`` cells, never broken at the hyphen of a flag
    (``--lang``) or a code (``pt-BR``, ``zh-Hans``); Chinese breaks between characters as the line
    rules allow (:func:`warkit.i18n.bidi.wrap`), and so does text whose letters join into clusters
    (Hindi's ``कि``), measured in cells and never folded inside one."""
    from ..i18n.bidi import wrap
    from ..i18n.cells import joins
    from ..i18n.kinsoku import has_wide

    text = " ".join(text.split())
    if has_wide(text) or joins(text):
        return "\n".join(wrap(text, width))
    return "\n".join(textwrap.wrap(text, width, break_on_hyphens=False))


class HelpFormatter(argparse.RawTextHelpFormatter):
    """argparse's layout with the "usage:" prefix and the headings' colon in the player's language
    (French writes « Options : » with a no-break space, Chinese a full-width colon).

    argparse keeps the line breaks of the texts it is given (a raw-text formatter), and warkit
    wraps them (:func:`wrapped`): descriptions to the width, each help to the width left of the
    latest help column, on a copy of its argument, since shtab and the man page read the parser's
    own one-line help. A list of commands is shown as rows of warkit's: argparse's own rows are
    out of public reach."""

    def __init__(self, prog: str, *, translator: Translator) -> None:
        self.width = shutil.get_terminal_size().columns - 2  # as argparse measures it
        super().__init__(prog, max_help_position=MAX_HELP_POSITION, width=self.width)
        self.translator = translator
        self.headings: set[str] = set()

    def start_section(self, heading: str | None) -> None:
        if heading:
            self.headings.add(heading)
        super().start_section(heading)

    def add_text(self, text: str | None) -> None:
        super().add_text(wrapped(text, self.width) if text and text is not argparse.SUPPRESS else text)

    def add_argument(self, action: argparse.Action) -> None:
        if isinstance(action.choices, dict):  # the commands, each a row indented under the metavar
            self.add_argument(argparse.Action([], action.dest, metavar=action.metavar, help=action.help))
            for name, command in action.choices.items():
                self.add_argument(argparse.Action([], name, metavar="  " + name, help=help_text(command.summary)))
            return
        if action.help and action.help is not argparse.SUPPRESS:
            action = copy.copy(action)
            action.help = help_text(wrapped(shown_text(str(action.help)), max(self.width - MAX_HELP_POSITION, 11)))
        super().add_argument(action)

    def format_help(self) -> str:
        """argparse writes each heading as ``heading:``; the translator's own line replaces it."""
        lines = super().format_help().splitlines(keepends=True)
        return "".join(self.heading_line(line) for line in lines)

    def heading_line(self, line: str) -> str:
        heading = line.rstrip("\n")
        if not heading.endswith(":") or heading[:-1] not in self.headings:
            return line
        # Translators: a heading of `warkit --help` and each command's help, with its colon;
        # {heading} is the heading ("Options", "Commands", "Rules"), already translated.
        return self.translator.pgettext("command-line help", "{heading}:", heading=heading[:-1]) + line[len(heading):]

    def add_usage(self, usage: str | None, actions: Iterable[argparse.Action], groups: Iterable[Any], prefix: str | None = None) -> None:
        if prefix is None:
            # Translators: the start of the usage line of `warkit --help` and `warkit play --help`,
            # followed by a space and the command with its flags (which stay in English).
            prefix = self.translator.pgettext("command-line help", "Usage:") + " "
        super().add_usage(usage, actions, groups, prefix)


class Group:
    """A heading of a command's help and the arguments under it, each recorded by its parser."""

    def __init__(self, parser: CommandLineParser, container: Any) -> None:
        self.parser = parser
        self.container = container
        self.actions: list[argparse.Action] = []

    def add_argument(self, *names: str, **kwargs: Any) -> argparse.Action:
        action: argparse.Action = self.container.add_argument(*names, **kwargs)
        self.actions.append(action)
        self.parser.arguments.append(action)
        return action

    def one_of(self) -> Group:
        """Flags of which one must be given, and only one: the help shows ``(--deck … | --deal …)``."""
        group = Group(self.parser, self.container.add_mutually_exclusive_group(required=True))
        self.parser.exclusive.append(group.actions)
        return group


class Commands:
    """Where a parser's commands (or ``i18n``'s actions) are added, each with its own parser."""

    def __init__(self, parser: CommandLineParser, action: Any) -> None:
        self.parser = parser
        self.action = action

    def add(self, name: str, summary: str, description: str) -> CommandLineParser:
        """A command's parser; ``summary`` is its line in the list of commands (made safe for the
        completion scripts here: argparse keeps it where nothing public reaches it, so the parser
        keeps it too, for the help)."""
        command: CommandLineParser = self.action.add_parser(
            name, help=help_text(script_safe(summary) or ""), description=description, translator=self.parser.translator
        )
        command.summary = script_safe(summary) or ""
        return command


class CommandLineParser(argparse.ArgumentParser):
    """An argparse parser whose help and errors come from the catalogs.

    It has no automatic -h/--help (:meth:`options` adds a translated one); every refusal is a
    :class:`UsageError` worded by the parser that refused (:meth:`refusal`).
    """

    def __init__(self, *args: Any, translator: Translator, **kwargs: Any) -> None:
        kwargs.update(add_help=False, exit_on_error=False, formatter_class=functools.partial(HelpFormatter, translator=translator))
        if kwargs.get("description"):
            kwargs["description"] = description_text(kwargs["description"])
        super().__init__(*args, **kwargs)
        self.translator = translator
        self.arguments: list[argparse.Action] = []
        self.exclusive: list[list[argparse.Action]] = []
        self.commands: dict[str, CommandLineParser] = {}
        self.words: list[str] = []
        self.summary = ""

    def options(self) -> Group:
        """The "Options" group, starting with a translated -h/--help."""
        t = self.translator
        # Translators: heading of the flags in `warkit --help` and each command's help (argparse
        # adds a colon after it).
        group = self.group(t.pgettext("command-line help", "Options"))
        # Translators: help for -h/--help in `warkit --help` and each command's help.
        group.add_argument("-h", "--help", action="help", help=help_text(t.gettext("Show this help and exit.")))
        return group

    def group(self, title: str) -> Group:
        return Group(self, self.add_argument_group(title))

    def hidden_options(self, *, lang: bool = True) -> None:
        """``--lang`` and ``--debug`` after the command too, as people type them (not in its help)."""
        hidden = Group(self, self)
        if lang:
            hidden.add_argument("--lang", dest="command_lang", metavar="LANG", choices=shipped_languages(), default=argparse.SUPPRESS, help=argparse.SUPPRESS)
        hidden.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS)

    def add_commands(self, title: str, *, dest: str, metavar: str, required: bool = False) -> Commands:
        """The list of commands under ``title``; one is needed if ``required``."""
        action = self.add_subparsers(title=title, dest=dest, metavar=metavar, required=required)
        self.arguments.append(action)
        self.commands = action.choices
        return Commands(self, action)

    def print_help(self, file: SupportsWrite[str] | None = None) -> None:
        """The help, written as warkit writes everything: a failed write is told, not lost."""
        (file or sys.stdout).write(self.format_help())

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        """After --help or --version (argparse's errors never come here: :meth:`error`)."""
        if message:
            sys.stderr.write(message)
        raise SystemExit(status)

    def parse_known_args(self, args: Iterable[str] | None = None, namespace: Any = None) -> Any:
        """argparse's, with every refusal of this parser's a :class:`UsageError` in the player's words."""
        self.words = list(sys.argv[1:] if args is None else args)
        try:
            return super().parse_known_args(self.words, namespace)
        except argparse.ArgumentError as error:
            raise UsageError(self.refusal(error.argument_name)) from error

    def error(self, message: str) -> NoReturn:
        """argparse's call for what it refuses without an ArgumentError (its ``message`` is English)."""
        raise UsageError(self.refusal(None))

    # -- what went wrong, from what was typed and what this parser takes ----------------------------

    def refusal(self, name: str | None) -> str:
        """The sentence for this parser's refusal of :attr:`words`; ``name`` is the argument
        argparse named (its ``argument_name``), if any."""
        t = self.translator
        for typed, matches in self.ambiguous():
            # Translators: usage error; {option} is a shortened flag as typed, {matches} lists the full flags it could mean.
            return t.gettext("“{option}” could mean {matches}: write the flag in full.", option=typed, matches=t.join_choices(matches))
        action = next((each for each in self.arguments if name is not None and name == _name_of(each)), None)
        if action is not None and not action.option_strings and action.choices is self.commands:
            word = next(iter(self.positional_words()), "")
            return no_command(t, word, list(self.commands))
        if action is not None and action.option_strings:
            flag = long_flag(action)
            for group in self.exclusive:
                others = [other for other in group if other is not action and self.typed(other)] if action in group else []
                if others:
                    # Translators: usage error; {flag} and {other} are command-line flags such as --deal and --deck.
                    return t.gettext("{flag} cannot be used together with {other}.", flag=flag, other=long_flag(others[0]))
            if action.nargs == 0:  # a flag that takes no value, given one: `--plain=yes`
                return unknown(t, [self.words[index] for index in self.typed(action) if "=" in self.words[index]] or [flag])
            # Translators: usage error; {flag} is a command-line flag such as --deal that was given without its value.
            return t.gettext("{flag} needs a value.", flag=flag)
        extras = self.unknown_words()
        if extras:  # said before what is missing, as it would be had the parser gone on
            return unknown_arguments(self, self.words, extras, implied_command=False)
        missing = self.missing()
        if missing:
            # Translators: usage error; {arguments} lists what is missing: flags like --deal or names like ACTION (as in the usage line).
            return t.ngettext("This is missing: {arguments}.", "These are missing: {arguments}.", len(missing), arguments=" ".join(missing))
        for group in self.exclusive:
            if not any(self.typed(each) for each in group):
                # Translators: usage error; {flags} lists command-line flags such as --deck, --deal, of which one must be given.
                return t.gettext("Give one of {flags}.", flags=t.join_choices(long_flag(each) for each in group))
        return unknown(t, self.words)

    def flags(self) -> dict[str, argparse.Action]:
        """Every flag this parser takes, by each of its option strings."""
        return {option: action for action in self.arguments for option in action.option_strings}

    def resolved(self, word: str) -> list[argparse.Action]:
        """The flags ``word`` names as argparse reads it: in full, with ``=value``, or shortened."""
        if not word.startswith("-") or word in ("-", "--") or _is_number(word):
            return []
        flags = self.flags()
        typed = word.partition("=")[0] if word.startswith("--") else word
        if typed in flags:
            return [flags[typed]]
        if not typed.startswith("--") or not self.allow_abbrev:
            return []
        return list(dict.fromkeys(action for option, action in flags.items() if option.startswith(typed)))

    def ambiguous(self) -> Iterator[tuple[str, list[str]]]:
        """Shortened flags that start more than one of this parser's flags."""
        for word in self.words[: self.words.index("--")] if "--" in self.words else self.words:
            typed = word.partition("=")[0]
            matches = [option for option in self.flags() if option.startswith(typed)]
            if typed.startswith("--") and typed != "--" and typed not in matches and len(self.resolved(word)) > 1:
                yield typed, matches

    def typed(self, action: argparse.Action) -> list[int]:
        """Where in :attr:`words` ``action``'s flag was typed."""
        return [index for index, word in enumerate(self.words) if self.resolved(word) == [action]]

    def positional_words(self) -> list[str]:
        """The words of :attr:`words` that are no flag nor a flag's value."""
        found: list[str] = []
        words = iter(self.words)
        for word in words:
            if word == "--":
                found.extend(words)
                break
            actions = self.resolved(word)
            if not actions and not (word.startswith("-") and word != "-" and not _is_number(word)):
                found.append(word)
            elif len(actions) == 1 and actions[0].nargs is None and "=" not in word:
                next(words, None)  # the flag's value
        return found

    def unknown_words(self) -> list[str]:
        """The words of :attr:`words` this parser does not take: flags it does not know, and
        words beyond its positional arguments."""
        unknown = [word for word in self.words if word.startswith("-") and word not in ("-", "--") and not _is_number(word) and not self.resolved(word)]
        positionals = [action for action in self.arguments if not action.option_strings]
        if any(action.nargs not in (None, 1) for action in positionals):
            return unknown  # a list or a command takes every word
        return [*unknown, *self.positional_words()[len(positionals):]]

    def missing(self) -> list[str]:
        """What this parser needs that :attr:`words` does not give, named as the usage line names it."""
        given = len(self.positional_words())
        positionals = [action for action in self.arguments if not action.option_strings]
        missing = [_name_of(action) for index, action in enumerate(positionals) if action.required and index >= given]
        flags = [action for action in self.arguments if action.option_strings and action.required and not self.typed(action)]
        return [*missing, *(long_flag(action) for action in flags)]


def _name_of(action: argparse.Action) -> str:
    """An argument as argparse's errors name it: its flags joined by "/", else its metavar or dest."""
    if action.option_strings:
        return "/".join(action.option_strings)
    return str(action.metavar) if action.metavar not in (None, argparse.SUPPRESS) else action.dest


def long_flag(action: argparse.Action) -> str:
    return max(action.option_strings, key=len)


def _is_number(text: str) -> bool:
    """A word argparse reads as a negative number, not a flag (``--seed -7``)."""
    try:
        float(text)
    except ValueError:
        return False
    return True


def unknown(t: Translator, words: Sequence[str]) -> str:
    # Translators: usage error; {arguments} lists what warkit did not understand (flags or words, as typed).
    return t.ngettext("Unknown argument: {arguments}.", "Unknown arguments: {arguments}.", len(words), arguments=" ".join(words))


def unknown_arguments(parser: CommandLineParser, argv: Sequence[str], extras: Sequence[str], *, implied_command: bool) -> str:
    """The sentence for words no parser took (``parse_known_args``'s leftovers): a word where
    the command goes names the commands; a flag that is not known (alone, or with the value
    typed after it), the flag it most likely misspells, among those taken where it was typed."""
    t = parser.translator
    if implied_command and not extras[0].startswith("-"):
        return no_command(t, extras[0], list(parser.commands))
    suggestion = _misspelled_flag(parser, argv, extras, implied_command=implied_command)
    if suggestion is not None:
        typed = extras[0].partition("=")[0]
        # Translators: usage error; {flag} is the flag as typed (such as --plian), {suggestion}
        # the flag warkit takes that it most likely misspells (such as --plain). Both stay as they are.
        return t.gettext("There is no flag “{flag}”. Did you mean “{suggestion}”?", flag=typed, suggestion=suggestion)
    return unknown(t, extras)


def no_command(t: Translator, name: str, commands: Sequence[str]) -> str:
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


def _misspelled_flag(parser: CommandLineParser, argv: Sequence[str], extras: Sequence[str], *, implied_command: bool) -> str | None:
    """The flag the leftovers' first word most likely misspells, when the leftovers are that
    word alone (``--plian``, ``--lnag=de``) or that word and the value typed after it (``--lnag
    de``, where the flag meant takes one); else None."""
    typed, given, _ = extras[0].partition("=")
    if not typed.startswith("--") or extras[0] not in argv:
        return None
    index = argv.index(extras[0])
    here = parser
    for word in argv[:index]:  # argparse hands what follows a command to that command alone
        here = here.commands.get(word, here)
    flags = {**parser.flags(), **here.flags()} if implied_command else here.flags()
    suggestion = _close_match(typed, [flag for flag in flags if flag.startswith("--")])
    if suggestion is None or len(extras) > 2:
        return None
    if len(extras) == 2:
        takes_value = flags[suggestion].nargs is None and not given
        if not takes_value or argv[index + 1 : index + 2] != [extras[1]]:
            return None
    return suggestion


def parsers(parser: CommandLineParser) -> Iterator[CommandLineParser]:
    """``parser`` and every command and action parser under it."""
    yield parser
    for command in parser.commands.values():
        yield from parsers(command)
