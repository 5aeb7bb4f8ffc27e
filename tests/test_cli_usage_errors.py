"""Every kind of error argparse or warkit can raise on the command line, for each command, comes
out as one whole line in the chosen language, with no English word of argparse's in it.

The kinds: an unknown flag, a flag without its value, a value none of the flag's choices, a value
of the wrong type, two flags that exclude each other (in both orders), what must be given and is
not, a number with too many digits, and each form of a number that the one rule for numbers
refuses. The cases run in-process (``warkit.cli.main`` with captured streams), in English, German
and Arabic, with argparse's own messages marked (as a Python with other wording would be): not one
mark, and not one word of argparse's English, may reach the line. The default run types each bad
number once, the number flags in turn; ``-m long`` types each after every number flag.
"""

from __future__ import annotations

import argparse
import ast
import re
from pathlib import Path

import pytest
from conftest import ROOT

from warkit.cli import main
from warkit.engine import MAX_DEAL, knobs
from warkit.i18n import get_translator
from warkit.safe.text import visible

LANGUAGES = ("en", "de", "ar")
MARK = "ARGPARSE"
"""Put before every message of argparse's in these tests: it must never reach what warkit says."""

NUMBER_FORMS = ("1_000", "٧", "７", " 7 ", "+7", "𝟕", "-7", "7.0", "")
TOO_MANY_DIGITS = "9" * 4400  # past the 4,300 digits int() reads at all


def argparse_words() -> set[str]:
    """Every word of argparse's own messages (its ``_()`` and ``ngettext()`` strings)."""
    tree = ast.parse(Path(argparse.__file__).read_text(encoding="utf-8"))
    words: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("_", "ngettext"):
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    words.update(re.findall(r"[A-Za-z]+", re.sub(r"%\(\w+\)[sr]|%[sr]", " ", arg.value)))
    return {word for word in words if len(word) > 2}


def warkits_english_words() -> set[str]:
    """Every word of warkit's own English messages (the catalog template's msgids)."""
    template = (ROOT / "locale" / "warkit.pot").read_text(encoding="utf-8")
    return set(re.findall(r"[A-Za-z]+", " ".join(re.findall(r'^msgid(?:_plural)? "(.*)"$', template, re.M))))


ARGPARSE = argparse_words()
ONLY_ARGPARSES = ARGPARSE - warkits_english_words()
NUMBER_FLAGS: dict[str, list[tuple[str, ...]]] = {
    # a command line that reaches the number flag, for each command that has it
    "--deal": [("play",), ("replay",)],
    "--seed": [("replay", "--deal", "3"), ("simulate",)],
    "--games": [("simulate",)],
    "--jobs": [("simulate",)],
    **{knob.flag: [("play",), ("replay", "--deal", "3"), ("simulate",), ("guide",)] for knob in knobs.KNOBS if knob.values is None},
}


def cases() -> dict[str, list[str]]:
    """Each kind of error, for each command, by a name that says which."""
    found: dict[str, list[str]] = {}
    for command in (["play"], ["replay"], ["simulate"], ["guide"], ["i18n"], ["i18n", "check"], ["i18n", "status"], ["i18n", "init", "sv"], ["i18n", "plurals", "de"], ["i18n", "screenshots", "--out", "x"], ["completion", "bash"]):
        found[f"{' '.join(command)}: unknown flag"] = [*command, "--frobnicate"]
        found[f"{' '.join(command)}: misspelled flag"] = [*command, "--hlep"]
        found[f"{' '.join(command)}: flag without its value"] = [*command, "--lang"]
        found[f"{' '.join(command)}: value to a flag that takes none"] = [*command, "--help=yes"]
        if command != ["i18n", "check"]:  # which takes any number of catalogs
            found[f"{' '.join(command)}: word too many"] = [*command, "extra", "words"]
    found["play: flag without its value, then another flag"] = ["play", "--deal", "--plain"]
    for command, shortened in ((["play"], "--p"), (["replay"], "--d"), (["simulate"], "--j"), (["guide"], "--w"), (["i18n", "check"], "--l"), (["i18n", "status"], "--l"), (["i18n", "plurals", "de"], "--l")):
        found[f"{' '.join(command)}: shortened flag that could mean several"] = [*command, shortened, "3"]
    found["play: value to --plain"] = ["play", "--plain=yes"]
    found["play: --pace without --auto"] = ["play", "--plain", "--pace", "calm"]
    for flag, command in (("--pace", "play"), ("--bidi", "play"), ("--rules", "play"), ("--run-out", "replay"), ("--aces", "simulate"), ("--engine", "simulate"), ("--format", "guide"), ("--won-cards", "guide")):
        found[f"{command}: bad choice for {flag}"] = [command, *(["--deal", "3"] if command == "replay" else []), flag, "nope"]
    found["completion: bad shell"] = ["completion", "tcsh"]
    found["i18n: bad action"] = ["i18n", "bogus"]
    found["top: bad command"] = ["bogus", "play"]
    found["top: misspelled command"] = ["plya"]
    found["top: version with a value"] = ["--version=2"]
    found["replay: --deck then --deal"] = ["replay", "--deck", "@decks.txt", "--deal", "3"]
    found["replay: --deal then --deck"] = ["replay", "--deal", "3", "--deck", "@decks.txt"]
    found["replay: shortened --deck then --deal"] = ["replay", "--dec=-", "--deal=3"]
    found["replay: neither --deck nor --deal"] = ["replay", "--json"]
    found["i18n: no action"] = ["i18n"]
    found["i18n init: no language"] = ["i18n", "init"]
    found["i18n init: no language, --out given"] = ["i18n", "init", "--out", "x"]
    found["i18n plurals: no catalog"] = ["i18n", "plurals"]
    found["i18n screenshots: no --out"] = ["i18n", "screenshots"]
    return found | NUMBER_CASES


def number_cases() -> dict[str, list[str]]:
    """Each way of typing a number badly, after each number flag of each command."""
    found: dict[str, list[str]] = {}
    for flag, commands in NUMBER_FLAGS.items():
        for command in commands:
            for typed in TYPED_NUMBERS:
                found[f"{' '.join(command)}: {flag} {typed[:12]!r}{'…' if len(typed) > 12 else ''}"] = [*command, flag, typed]
            found[f"{' '.join(command)}: {flag}= too many digits"] = [*command, f"{flag}={TOO_MANY_DIGITS}"]
    return found


TYPED_NUMBERS = (*NUMBER_FORMS, "x", "0x7", TOO_MANY_DIGITS, str(MAX_DEAL + 1))
NUMBER_CASES = number_cases()
CASES = cases()
EACH_FORM_ONCE = set(list(NUMBER_CASES)[:: len(TYPED_NUMBERS) + 2])
"""The number cases of the default run: the flags in turn, each with the next way of typing (every
flag and every way met once; ``-m long`` takes them all)."""


def default_or_long(case: str) -> pytest.param:
    long = case in NUMBER_CASES and case not in EACH_FORM_ONCE
    return pytest.param(case, marks=pytest.mark.long if long else ())


@pytest.fixture
def argparse_marked(monkeypatch: pytest.MonkeyPatch) -> None:
    """argparse's messages, each marked: whatever of them reached the line would show the mark."""
    monkeypatch.setattr(argparse, "_", lambda text: f"{MARK} {text}")
    monkeypatch.setattr(argparse, "ngettext", lambda one, many, n: f"{MARK} {one if n == 1 else many}")


def words_said(line: str, argv: list[str]) -> list[str]:
    """The words of ``line`` that warkit wrote, without what was typed and the flags it names."""
    for typed in sorted({visible(arg) for arg in argv if arg}, key=len, reverse=True):
        line = line.replace(typed, " ")
    line = re.sub(r"(?<![\w-])--?[A-Za-z][\w-]*", " ", line)  # flags, as the line names them
    return [word for word in re.findall(r"[A-Za-z]+", line) if not re.fullmatch(r"[A-Z]+", word)]


@pytest.mark.usefixtures("argparse_marked")
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("case", [default_or_long(case) for case in CASES])
def test_every_usage_error_is_one_line_in_the_language_with_no_word_of_argparses(
    case: str, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = CASES[case]
    assert main(["--lang", lang, *argv]) == 2, case
    said = capsys.readouterr()
    assert said.out == ""
    lines = said.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("warkit: "), said.err
    line = lines[0].removeprefix("warkit: ")
    assert MARK not in line and "Traceback" not in said.err
    words = words_said(line, argv)
    assert [word for word in words if word in (ONLY_ARGPARSES if lang == "en" else ARGPARSE)] == [], line
    if lang != "en":  # in the language, not in English
        assert main(["--lang", "en", *argv]) == 2
        assert capsys.readouterr().err.removeprefix("warkit: ").rstrip("\n") != line


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("flag", "command"), [(flag, command) for flag, commands in NUMBER_FLAGS.items() for command in commands])
def test_a_number_error_quotes_the_text_as_typed_and_names_the_flag_or_the_deal(
    flag: str, command: tuple[str, ...], lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The line quotes what was typed, not a number made of it (``1_000`` is not "1000"), and
    says the range; the flag by name, or a deal number by what it is."""
    t = get_translator(lang)
    for typed in (*NUMBER_FORMS, TOO_MANY_DIGITS):
        assert main(["--lang", lang, *command, flag, typed]) == 2
        line = capsys.readouterr().err.removeprefix("warkit: ").rstrip("\n")
        assert visible(typed) in line, line
        if flag in ("--deal", "--seed"):
            assert line == t.gettext("“{value}” is not a deal number: use a whole number from 1 to {high}.", value=typed, high=str(MAX_DEAL))
        else:
            assert flag in line


@pytest.mark.parametrize(
    ("argv", "flag", "other"),
    [(["replay", "--deck", "@decks.txt", "--deal", "3"], "--deal", "--deck"), (["replay", "--deal", "3", "--deck", "@decks.txt"], "--deck", "--deal")],
)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_two_flags_that_exclude_each_other_are_named_in_the_order_typed(
    argv: list[str], flag: str, other: str, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    t = get_translator(lang)
    assert main(["--lang", lang, *argv]) == 2
    assert capsys.readouterr().err == "warkit: " + t.gettext("{flag} cannot be used together with {other}.", flag=flag, other=other) + "\n"


@pytest.mark.parametrize(("argv", "missing"), [(["i18n", "plurals"], "LANG|FILE.po"), (["i18n", "init"], "LANG"), (["i18n", "screenshots"], "--out"), (["i18n"], "ACTION")])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_what_is_missing_is_named_as_the_usage_line_names_it(
    argv: list[str], missing: str, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    t = get_translator(lang)
    assert main(["--lang", lang, *argv]) == 2
    expected = t.ngettext("This is missing: {arguments}.", "These are missing: {arguments}.", 1, arguments=missing)
    assert capsys.readouterr().err == f"warkit: {expected}\n"


def test_the_installed_command_says_the_three_that_carried_argparses_english_in_german() -> None:
    """As a person meets them: the flags in the order typed, what is missing, a number of 4,400 digits."""
    import subprocess

    from conftest import WARKIT

    t = get_translator("de")
    expected = {
        ("replay", "--deck", "@decks.txt", "--deal", "3"): t.gettext("{flag} cannot be used together with {other}.", flag="--deal", other="--deck"),
        ("i18n", "plurals"): t.ngettext("This is missing: {arguments}.", "These are missing: {arguments}.", 1, arguments="LANG|FILE.po"),
        ("simulate", "--seed", TOO_MANY_DIGITS): t.gettext("“{value}” is not a deal number: use a whole number from 1 to {high}.", value=TOO_MANY_DIGITS, high=str(MAX_DEAL)),
    }
    for argv, line in expected.items():
        done = subprocess.run([WARKIT, "--lang", "de", *argv], capture_output=True, text=True, timeout=60)
        assert (done.returncode, done.stdout, done.stderr) == (2, "", f"warkit: {line}\n"), argv
