"""``warkit completion bash|zsh|fish``: the shell's tab completion, generated from the parser.

shtab writes the script from the very parser ``warkit`` runs with, so commands and flags can
never differ from what warkit accepts. The values a flag can take are added here, at generation
time, each from its own home (presets and rule values from the engine, languages from the
shipped catalogs, engines, guide formats, right-to-left modes, paces); nothing of it is computed
when warkit parses a command line. The zsh and fish scripts describe each flag with its help,
in the player's language, made safe for the script first (translations are untrusted text).
"""

from __future__ import annotations

import argparse
import unicodedata
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..i18n import Translator

SHELLS = ("bash", "zsh", "fish")
"""The shells warkit writes completion for: shtab writes each, and the tests drive each one installed."""

SAME_AS_TOP = {"command_lang": "lang"}
"""A flag typed after the command that the help leaves out (``warkit play --lang ms``), and the
top-level flag whose help describes it: completion offers it too, as people type it (not the
hidden ``--debug``, which is for reports, not play)."""

SHORT_RANGE = 10
"""A number flag with at most this many values (``--players`` 2–4) completes its numbers."""


class UnknownShell(ValueError):
    """``warkit completion`` named a shell warkit writes no completion for."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def add_completion_parser(sub: argparse._SubParsersAction, t: Translator) -> None:  # type: ignore[type-arg]
    """The ``completion`` subcommand (called by ``warkit.cli``), help in ``t``'s language."""
    from .rule_flags import help_text

    completion = sub.add_parser(
        "completion",
        # Translators: the completion command in the list of `warkit --help`: it prints a script
        # that lets the shell (bash, zsh, fish) complete warkit's commands and flags with the Tab key.
        help=help_text(t.pgettext("command summary", "Print the shell's tab completion for warkit.")),
        # Translators: the first line of `warkit completion --help`; bash, zsh and fish are shells (names, kept as they are).
        description=t.pgettext("command description", "Print a script that completes warkit's commands, flags and their values with the Tab key, for bash, zsh or fish."),
        translator=t,
    )
    completion.options()
    completion.hidden_options()
    # Translators: heading of the shell name (SHELL) in `warkit completion --help` (argparse adds a colon after it).
    completion.add_argument_group(t.pgettext("command-line help", "Shell")).add_argument(
        "shell", nargs="?", choices=SHELLS, metavar="SHELL",
        # Translators: help for the shell name given to `warkit completion`; {shells} lists bash, zsh, fish (kept as they are).
        help=help_text(t.gettext("The shell to complete for: {shells}.", shells=t.join_choices(SHELLS))),
    )


def run_completion(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """Print the completion script of ``parser`` for ``args.shell``."""
    import shtab

    if args.shell not in SHELLS:
        raise UnknownShell(str(args.shell))
    completable(parser, value_choices())
    print(shtab.complete(parser, shell=args.shell), end="")
    return 0


def completable(parser: argparse.ArgumentParser, choices: dict[str, Sequence[str]]) -> None:
    """Make ``parser`` (built for this run only) say everything completion needs: each flag's
    values (``choices``, by the flag's ``dest``), the shell's own folder completion for a folder
    (``DIR``), the flags typed after the command, and help texts safe to put in a script."""
    import shtab

    top = {action.dest: action.help for action in parser._actions}
    for each in _parsers(parser):
        each.description = script_safe(each.description)
        for action in each._actions:
            if action.help == argparse.SUPPRESS and action.dest in SAME_AS_TOP:
                action.help = top[SAME_AS_TOP[action.dest]]
            action.help = script_safe(action.help)
            if action.option_strings and action.dest in choices:
                action.choices = choices[action.dest]
            elif action.metavar == "DIR":
                action.complete = shtab.DIRECTORY  # type: ignore[attr-defined]
            if isinstance(action, argparse._SubParsersAction):
                for command in action._choices_actions:
                    command.help = script_safe(command.help)


def value_choices() -> dict[str, Sequence[str]]:
    """What each flag's value can be, by the flag's ``dest``, each from the fact's own home.

    Languages are those shipped with warkit: a language laid over them with
    ``WARKIT_LOCALE_DIR`` is accepted by ``--lang`` but not completed, since the script is
    written once and the overlay can change after; the pseudo-locales are for testing.
    """
    from ..engine import PRESETS, knobs
    from ..engine.simulate import ENGINES
    from ..guide.build import FORMATS
    from ..i18n import available_languages
    from ..i18n.bidi import MODES
    from ..resources import shipped_locale_dir
    from ..storage.settings import PACES

    languages = available_languages(shipped_locale_dir())
    found: dict[str, Sequence[str]] = {
        "lang": languages,
        "command_lang": languages,
        "guide_lang": [*languages, "all"],
        "rules": list(PRESETS),
        "engine": ENGINES,
        "format": FORMATS,
        "bidi": MODES,
        "pace": PACES,
    }
    for knob in knobs.KNOBS:
        if knob.values is not None:
            found[knob.name] = [str(value) for value in knob.values]
        elif knob.high - knob.low < SHORT_RANGE:
            found[knob.name] = [str(number) for number in range(knob.low, knob.high + 1)]
    return found


def script_safe(text: str | None) -> str | None:
    """``text`` without backslashes and control characters: shtab quotes a description for its
    shell, but a backslash can still end fish's quoting, and a control character reaches the
    terminal that shows the script."""
    if text is None:
        return None
    return "".join(" " if unicodedata.category(char) == "Cc" else char for char in text if char != "\\")


def _parsers(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    """``parser`` and every command and action parser under it."""
    yield parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):
                yield from _parsers(sub)
