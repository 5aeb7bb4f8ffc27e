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
import os
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

INSTALL = {
    "bash": (
        "mkdir -p ~/.local/share/bash-completion/completions && warkit completion bash > ~/.local/share/bash-completion/completions/warkit",
        "source <(warkit completion bash)",
    ),
    "zsh": (
        "mkdir -p ~/.zfunc && warkit completion zsh > ~/.zfunc/_warkit",
        "fpath=(~/.zfunc $fpath); autoload -Uz compinit && compinit",
    ),
    "fish": ("mkdir -p ~/.config/fish/completions && warkit completion fish > ~/.config/fish/completions/warkit.fish",),
}
"""How each shell's script is installed on a fresh account (the README's lines, tests/test_completion.py
runs them in an empty home folder): the file written, then for bash what ``~/.bashrc`` says
without the bash-completion package (which alone reads that folder), for zsh what ``~/.zshrc`` says."""

HEADER = {
    "bash": ("# warkit's completion for bash. Install it once (see warkit's README, Shell completion):",
             f"#   {INSTALL['bash'][0]}",
             "# (bash reads that folder only with the bash-completion package; without it, put this in ~/.bashrc:",
             f"#   {INSTALL['bash'][1]})"),
    "zsh": ("# warkit's completion for zsh. Install it once (see warkit's README, Shell completion):",
            f"#   {INSTALL['zsh'][0]}",
            "# and in ~/.zshrc, before any use of completion:",
            f"#   {INSTALL['zsh'][1]}"),
    "fish": ("# warkit's completion for fish. Install it once (see warkit's README, Shell completion):",
             f"#   {INSTALL['fish'][0]}"),
}
"""The comment at the top of each script: where it goes, as the README says."""

DECK_FILES = "_shtab_warkit_deck_files"
DECK_FILES_BASH = f"""{DECK_FILES}() {{
  [[ $1 == @* ]] || return 0
  local name
  while IFS= read -r name; do printf '@%s\\n' "$name"; done < <(compgen -f -- "${{1#@}}")
}}"""
"""bash: the files after ``--deck @`` (``@decks.txt``), so bash does not take the ``@`` for a host name."""

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
        "shell", nargs="?", type=choice(SHELLS, UnknownShell), choices=SHELLS, metavar="SHELL",
        # Translators: help for the shell name given to `warkit completion`; {shells} lists bash, zsh, fish (kept as they are).
        help=help_text(t.gettext("The shell to complete for: {shells}.", shells=t.join_choices(SHELLS))),
    )
    completion.set_defaults(parser=commands.parser)  # the script is written from the parser the command line was read with


def run(args: argparse.Namespace, lang: str | None) -> int:
    """Print the completion script of the parser ``args`` was read with, for ``args.shell``, else
    for the shell ``$SHELL`` names (its last part: ``/usr/bin/zsh`` is zsh)."""
    import shtab

    from .language import player_translator

    shell = args.shell or login_shell()
    parser: CommandLineParser = args.parser
    completable(parser, shell, player_translator(lang))
    script = shtab.complete(parser, shell=shell)
    print(with_header(ZSH_NEEDLESS_ESCAPE.sub(r"\1", script) if shell == "zsh" else script, shell), end="")
    return 0


def login_shell() -> str:
    """The shell ``$SHELL`` names, or :class:`UnknownShell` when warkit writes no completion for it."""
    name = os.path.basename(os.environ.get("SHELL", ""))
    if name not in SHELLS:
        raise UnknownShell(name)
    return name


def with_header(script: str, shell: str) -> str:
    """``script`` with warkit's own comment at the top (:data:`HEADER`) in place of the leading
    comment lines the generator writes (zsh's ``#compdef`` line stays first)."""
    lines = script.split("\n")
    kept = [line for line in lines[:1] if line.startswith("#compdef")]
    rest = lines[len(kept):]
    while rest and (rest[0].startswith("#") or not rest[0].strip()):
        rest.pop(0)
    return "\n".join([*kept, *HEADER[shell], "", *rest])


def for_shtab(text: str) -> str:
    """A flag's help (%-signs doubled, :func:`help_text`) as shtab must be given it to show the
    translation itself: shtab fills its %-fields as argparse does, then once more as a
    description's (:func:`description_text`), so a translated ``%(prog)s`` or ``100 %`` is text."""
    return help_text(description_text(shown_text(text)))


def completable(parser: CommandLineParser, shell: str = "bash", t: Translator | None = None) -> None:
    """Make ``parser`` (built for this run only) say what completion needs beyond it: the
    shell's own folder completion for a folder (``DIR``), files after ``--deck @`` in bash, the
    flags typed after the command, help texts safe to put in a script, and in fish each value's
    own words (a language's name, a preset's, a rule value's answer) in place of its flag's help."""
    import shtab

    words = value_words(t) if t is not None and shell == "fish" else {}

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
            elif action.dest == "deck" and shell == "bash":
                action.complete = {"bash": DECK_FILES, "preamble": {"bash": DECK_FILES_BASH}}  # type: ignore[attr-defined]
            elif shell == "fish" and action.choices is not None and action.option_strings:
                own = words.get(action.dest, {})
                action.complete = {"fish": " ".join(fish_value(str(value), own.get(str(value), "")) for value in action.choices)}  # type: ignore[attr-defined]


def fish_value(value: str, description: str) -> str:
    """One value as fish's ``complete -a`` reads it (``en\\t'English'``; a tab and nothing when the
    value has no words of its own, so fish shows no description rather than the flag's help),
    written inside the double quotes the generator puts around the list."""
    said = (script_safe(description) or "").replace("'", "\\'")
    for char in '"$':
        said = said.replace(char, "\\" + char)
    return f"{value}\\t'{said}'" if said else f"{value}\\t"


def value_words(t: Translator) -> dict[str, dict[str, str]]:
    """Each listed value's own words, by the flag's ``dest``: the languages' names, the presets'
    names, each rule knob's answer for its values, in ``t``'s language."""
    from ..engine import PRESETS, knobs
    from ..i18n import available_languages, language_name
    from ..narration.rule_words import knob_words, preset_name
    from ..resources import shipped_locale_dir
    from .rule_flags import SHORT_RANGE

    languages = {code: language_name(code) for code in available_languages(shipped_locale_dir())}
    words = {"lang": languages, "command_lang": languages, "guide_lang": languages, "rules": {name: preset_name(t, name) for name in PRESETS}}
    for knob in knobs.KNOBS:
        answers = knob_words(knob.name)
        if knob.values is not None or knob.high - knob.low < SHORT_RANGE:
            words[knob.name] = {str(value): answers.answer(t, value) for value in knob.choices}
    return words
