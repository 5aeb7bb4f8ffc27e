"""``warkit completion bash|zsh|fish``: the shell's tab completion, generated from the parser.

shtab writes the script from the very parser ``warkit`` runs with, so commands, flags and the
values each flag lists (its declared ``choices``) can never differ from what warkit accepts.
Only what a script needs beyond the parser is added here: the shell's own folder completion for a
folder (``DIR``), the help of the flags typed after the command, and help texts made safe for the
script (translations are untrusted text); the zsh and fish scripts describe each flag with its
help, in the player's language.
"""

from __future__ import annotations

import argparse
import re
from typing import TYPE_CHECKING

from .parsing import (
    CommandLineParser,
    Commands,
    choice,
    description_text,
    help_text,
    parsers,
    script_safe,
    shown_text,
)

if TYPE_CHECKING:
    from ..i18n import Translator

SHELLS = ("bash", "zsh", "fish")
"""The shells warkit writes completion for: shtab writes each, and the tests drive each one installed."""

SAME_AS_TOP = {"command_lang": "lang"}
"""A flag typed after the command that the help leaves out (``warkit play --lang ms``), and the
top-level flag whose help describes it: completion offers it too, as people type it (not the
hidden ``--debug``, which is for reports, not play)."""


ZSH_NEEDLESS_ESCAPE = re.compile(r"(?<!\\)\\([^\x00-\x7f])")
r"""A backslash shtab puts before every character of a zsh description that is not a letter, digit
or space: zsh removes it from a flag's description but shows it in an argument's (``コード\（例``,
``ي\ُطبع``), and no character outside ASCII needs one (a description holds no backslash of its own:
:func:`script_safe`)."""


class UnknownShell(Exception):
    """``warkit completion`` named a shell warkit writes no completion for."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def add_parser(commands: Commands, t: Translator) -> None:
    """The ``completion`` command, help in ``t``'s language."""
    completion = commands.add(
        "completion",
        # Translators: the completion command in the list of `warkit --help`: it prints a script
        # that lets the shell (bash, zsh, fish) complete warkit's commands and flags with the Tab key.
        t.pgettext("command summary", "Print the shell's tab completion for warkit."),
        # Translators: the first line of `warkit completion --help`; bash, zsh and fish are shells (names, kept as they are).
        t.pgettext("command description", "Print a script that completes warkit's commands, flags and their values with the Tab key, for bash, zsh or fish."),
    )
    completion.options()
    completion.hidden_options()
    # Translators: heading of the shell name (SHELL) in `warkit completion --help` (argparse adds a colon after it).
    completion.group(t.pgettext("command-line help", "Shell")).add_argument(
        "shell", type=choice(SHELLS, UnknownShell), choices=SHELLS, metavar="SHELL",
        # Translators: help for the shell name given to `warkit completion`; {shells} lists bash, zsh, fish (kept as they are).
        help=help_text(t.gettext("The shell to complete for: {shells}.", shells=t.join_choices(SHELLS))),
    )
    completion.set_defaults(parser=commands.parser)  # the script is written from the parser the command line was read with


def run(args: argparse.Namespace, lang: str | None) -> int:
    """Print the completion script of the parser ``args`` was read with, for ``args.shell``."""
    import shtab

    parser: CommandLineParser = args.parser
    completable(parser)
    script = shtab.complete(parser, shell=args.shell)
    print(ZSH_NEEDLESS_ESCAPE.sub(r"\1", script) if args.shell == "zsh" else script, end="")
    return 0


def for_shtab(text: str) -> str:
    """A flag's help (%-signs doubled, :func:`help_text`) as shtab must be given it to show the
    translation itself: shtab fills its %-fields as argparse does, then once more as a
    description's (:func:`description_text`), so a translated ``%(prog)s`` or ``100 %`` is text."""
    return help_text(description_text(shown_text(text)))


def completable(parser: CommandLineParser) -> None:
    """Make ``parser`` (built for this run only) say what completion needs beyond it: the
    shell's own folder completion for a folder (``DIR``), the flags typed after the command, and
    help texts safe to put in a script."""
    import shtab

    top = {action.dest: action.help for action in parser.arguments}
    for each in parsers(parser):
        each.description = script_safe(each.description)
        for action in each.arguments:
            if action.help == argparse.SUPPRESS and action.dest in SAME_AS_TOP:
                action.help = top[SAME_AS_TOP[action.dest]]
            if action.help is not None and action.help != argparse.SUPPRESS:
                action.help = for_shtab(script_safe(action.help) or "")
            if action.metavar == "DIR":
                action.complete = shtab.DIRECTORY  # type: ignore[attr-defined]
