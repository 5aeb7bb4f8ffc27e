"""`warkit --help`, each command's help and argparse's usage errors in the player's language, run
as a person runs them: as subprocesses."""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
from pathlib import Path

import pytest
from conftest import WARKIT
from language_kinds import each_kind

from warkit.cli import build_parser
from warkit.commands.completion import SHELLS
from warkit.engine import PRESETS
from warkit.engine.knobs import KNOBS
from warkit.engine.simulate import ENGINES
from warkit.i18n import available_languages, get_translator
from warkit.i18n.check import completeness
from warkit.i18n.languages import COMPLETE
from warkit.i18n.pseudo import unlocalized_words

COMMANDS = ("play", "replay", "simulate", "guide", "i18n", "check", "status", "init", "plurals", "screenshots", "completion")
# Typed as they are, so never translated: flag names, metavars and the flags' values.
METAVARS = ("COMMAND", "ACTION", "LANG", "PRESET", "CARDS", "FILE", "DIR", "N", "S", "J", "ENGINE", "SHELL", *(knob.metavar for knob in KNOBS))
VALUES = (*PRESETS, *(value for knob in KNOBS if knob.values for value in knob.values), "visual", "logical", "calm", "quick", "md", "html", "both", "all", "po", *ENGINES, *SHELLS)


def warkit(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([WARKIT, *args], capture_output=True, text=True, timeout=120)


def flat(text: str) -> str:
    """Text with argparse's line wrapping undone."""
    return " ".join(text.split())


def typed_words(help_text: str) -> set[str]:
    """Every word of the flag names in ``help_text`` (--face-down gives face, down)."""
    words: set[str] = set()
    for token in help_text.split():
        token = token.strip("[](),.|")
        if token.startswith("-"):
            words.update(part for part in token.strip("-").split("-") if part)
    return words


def test_warkit_help_is_in_malay() -> None:
    t = get_translator("ms")
    done = warkit("--lang", "ms", "--help")
    assert done.returncode == 0, done.stderr
    shown = flat(done.stdout)
    assert done.stdout.startswith(t.pgettext("command-line help", "Usage:") + " warkit ")
    for text in (
        t.gettext("The card game War."),
        t.pgettext("command-line help", "Options") + ":",
        t.pgettext("command-line help", "Commands") + ":",
        t.gettext("Show this help and exit."),
        t.pgettext("command summary", "Play War (the default command)."),
        t.pgettext("command summary", "Play many deals and report the figures."),
        t.pgettext("command summary", "Check the translation catalogs."),
    ):
        assert flat(text) in shown, text
    assert "usage:" not in shown and "options:" not in shown and "show this help" not in shown


def test_play_help_is_in_malay() -> None:
    t = get_translator("ms")
    done = warkit("--lang=ms", "play", "--help")
    assert done.returncode == 0, done.stderr
    shown = flat(done.stdout)
    for text in (
        t.pgettext("command description", "Play War on this terminal, full screen or one sentence a line."),
        t.gettext("The number of the deal to play, from 1 to {high}.", high=str(2**32 - 1)),  # a deal number: never grouped
        t.gettext("One sentence a line instead of the full-screen game."),
        t.pgettext("command-line help", "Rules") + ":",
        t.gettext("The battle limit; 0 means no limit."),
    ):
        assert flat(text) in shown, text
    for kept in ("--deal N", "--plain", "--rules PRESET", "--max-battles N"):
        assert kept in done.stdout


@pytest.mark.parametrize(
    "command",
    [[], ["play"], ["replay"], ["simulate"], ["guide"], ["i18n"], ["i18n", "check"], ["i18n", "status"], ["i18n", "init"], ["i18n", "plurals"], ["i18n", "screenshots"], ["completion"]],
)
def test_pseudo_locale_help_has_no_unlocalized_word(command: list[str]) -> None:
    done = warkit("--lang", "en-XA", *command, "--help")
    assert done.returncode == 0, done.stderr
    codes = (*VALUES, *available_languages(pseudo=True))
    values = {part for value in codes for part in re.split("[-_]", value)}  # last-card: last, card
    allowed = {"warkit", *COMMANDS, *METAVARS, *values, *typed_words(done.stdout)}
    words = [word for word in unlocalized_words(done.stdout) if word not in allowed]
    assert words == [], done.stdout


def test_english_help_still_reads_well() -> None:
    done = warkit("--lang", "en", "play", "--help")
    assert done.returncode == 0
    assert done.stdout.startswith("Usage: warkit play [-h] [--deal N]")
    assert "Options:" in done.stdout and "Rules:" in done.stdout
    assert "Show this help and exit." in done.stdout


def one_error_line(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 2, done
    assert done.stdout == "" and "Traceback" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    return lines[0]


def test_an_unknown_flag_is_one_malay_line() -> None:
    t = get_translator("ms")
    line = one_error_line(warkit("--lang", "ms", "--frobnicate"))
    expected = t.ngettext("Unknown argument: {arguments}.", "Unknown arguments: {arguments}.", 1, arguments="--frobnicate")
    assert line == "warkit: " + expected


def test_a_flag_without_its_value_is_one_malay_line() -> None:
    t = get_translator("ms")
    line = one_error_line(warkit("--lang", "ms", "play", "--deal"))
    assert line == "warkit: " + t.gettext("{flag} needs a value.", flag="--deal")


def test_an_unknown_command_is_one_malay_line() -> None:
    t = get_translator("ms")
    commands = "play, replay, simulate, guide, i18n, completion"
    for args in (["--lang", "ms", "nonsense-command"], ["--lang", "ms", "nonsense-command", "play"]):
        line = one_error_line(warkit(*args))
        expected = t.gettext("There is no command “{name}”. Choose one of: {commands}.", name="nonsense-command", commands=commands)
        assert line == "warkit: " + expected


def test_a_missing_action_is_one_malay_line() -> None:
    t = get_translator("ms")
    line = one_error_line(warkit("--lang", "ms", "i18n"))
    assert line == "warkit: " + t.ngettext("This is missing: {arguments}.", "These are missing: {arguments}.", 1, arguments="ACTION")


def test_usage_errors_in_english() -> None:
    cases = {
        ("--frobnicate",): "warkit: Unknown argument: --frobnicate.",
        ("play", "--deal"): "warkit: --deal needs a value.",
        ("nonsense-command",): "warkit: There is no command “nonsense-command”. Choose one of: play, replay, simulate, guide, i18n, completion.",
        ("replay",): "warkit: Give one of --deck, --deal.",
        ("replay", "--deal", "1", "--deck", "-"): "warkit: --deck cannot be used together with --deal.",
        ("play", "--p", "3"): "warkit: “--p” could mean --plain, --pace, --players: write the flag in full.",
        ("play", "--plain=yes"): "warkit: Unknown argument: --plain=yes.",
    }
    for args, expected in cases.items():
        assert one_error_line(warkit("--lang", "en", *args)) == expected, args


@pytest.mark.parametrize(
    ("lang", "args", "listed"),
    [
        ("zh-Hans", ("--rules", "nope"), "classic、family、krig、pagat"),
        ("ar", ("guide", "--format", "x"), "md، html، both"),
        ("ms", ("--rules", "nope"), "classic, family, krig, pagat"),
    ],
)
def test_choices_are_listed_with_the_languages_own_list_punctuation(
    lang: str, args: tuple[str, ...], listed: str
) -> None:
    done = warkit("--lang", lang, *args)
    assert done.returncode == 2
    assert listed in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("language", "headings"),
    [("fr", ("Options\u00a0:", "Commandes\u00a0:")), ("zh_Hans", ("选项：", "命令：")), ("en", ("Options:", "Commands:"))],
)
def test_the_help_headings_take_the_colon_as_the_language_writes_it(
    language: str, headings: tuple[str, ...]
) -> None:
    """argparse adds a bare ":" to each heading; French puts a no-break space before it, Chinese
    writes a full-width colon, as each catalog does everywhere else."""
    lines = build_parser(get_translator(language)).format_help().splitlines()
    for heading in headings:
        assert heading in lines
    assert language == "en" or not [line for line in lines if re.fullmatch(r"\w[\w ]*:", line)]


def test_a_commands_own_help_headings_are_translated_with_their_colon_too() -> None:
    done = warkit("--lang", "fr", "replay", "--help")
    lines = done.stdout.splitlines()
    assert "Options\u00a0:" in lines and "Règles\u00a0:" in lines


def test_the_language_flags_help_lists_every_language_and_no_pseudo_locale(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from warkit.cli import main
    from warkit.i18n.new_language import start_catalog

    start_catalog("sv", tmp_path)  # a language laid over the shipped ones is listed too
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(tmp_path))
    assert main(["--lang", "en", "--help"]) == 0
    shown = flat(capsys.readouterr().out)
    t = get_translator("en")
    languages = t.join_choices(code for code in available_languages() if code in COMPLETE)
    assert "sv" in available_languages() and {"ar", "zh-Hans"} <= set(available_languages())
    # sv is not held complete (warkit.i18n.languages.COMPLETE): listed apart, with how much is translated,
    # after any shipped language not yet complete
    partly = [code for code in available_languages() if code not in COMPLETE]
    assert "sv" in partly
    partial = t.join_choices(
        t.pgettext("language list", "{language} ({percent} translated)", language=code, percent=f"{completeness(code).area_percent('game')}%")
        for code in partly
    )
    assert flat(t.gettext("The language to use: {languages}, and in part {partial} (default: the one saved in the settings, else the system's).", languages=languages, partial=partial)) in shown
    assert "en-XA" not in shown and "ar-XB" not in shown


def test_chinese_help_fits_the_terminal_in_cells_and_never_breaks_a_flag_or_a_code(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chinese has no spaces: argparse alone counted characters (a line twice the terminal's
    width) and broke at hyphens ("用--" then "lang选定的…", "zh-" then "Hans")."""
    from rich.cells import cell_len

    monkeypatch.setenv("COLUMNS", "60")
    parser = build_parser(get_translator("zh-Hans"))
    for argv in (["play", "--help"], ["i18n", "screenshots", "--help"], ["--help"]):
        with pytest.raises(SystemExit), contextlib.redirect_stdout(io.StringIO()) as out:
            parser.parse_args(argv)
        lines = out.getvalue().splitlines()
        assert max(cell_len(line) for line in lines) <= 60, argv
        assert not [line for line in lines if line.rstrip().endswith(("--", "zh-"))], argv


@pytest.mark.parametrize("columns", ["60", pytest.param("70", marks=pytest.mark.long), "80", pytest.param("100", marks=pytest.mark.long)])
def test_no_help_line_breaks_a_language_code_or_a_flag_at_its_hyphen(monkeypatch: pytest.MonkeyPatch, columns: str) -> None:
    """Python 3.13 wrapped `--lang`'s list as "pt-" then "BR"; a code or a flag is one word."""
    monkeypatch.setenv("COLUMNS", columns)
    for argv in (["--help"], ["play", "--help"], ["guide", "--help"], ["simulate", "--help"]):
        with pytest.raises(SystemExit), contextlib.redirect_stdout(io.StringIO()) as out:
            build_parser(get_translator("en")).parse_args(argv)
        assert not [line for line in out.getvalue().splitlines() if re.search(r"\w-$", line.rstrip())], (argv, out.getvalue())


@pytest.mark.parametrize("language", each_kind(available_languages()))
def test_every_help_text_and_command_summary_fits_60_columns_in_cells(monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """Descriptions, each flag's help and the rows of the command lists, in every shipped language
    (the usage line above them is argparse's own)."""
    from rich.cells import cell_len

    from warkit.commands.parsing import parsers

    monkeypatch.setenv("COLUMNS", "60")
    for parser in parsers(build_parser(get_translator(language))):
        below_usage = parser.format_help().partition("\n\n")[2]
        assert max(cell_len(line) for line in below_usage.splitlines()) <= 60, (parser.prog, below_usage)
