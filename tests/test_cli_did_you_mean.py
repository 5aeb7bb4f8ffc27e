"""A slip of the fingers on the command line gets one line, in the player's language, naming what
was most likely meant: the closest command, i18n action or flag that the parser takes there."""

from __future__ import annotations

import subprocess

import pytest
from conftest import WARKIT

from warkit.cli import main
from warkit.i18n import get_translator

COMMAND = "There is no command “{name}”. Did you mean “{suggestion}”?"
FLAG = "There is no flag “{flag}”. Did you mean “{suggestion}”?"


def one_line(*args: str) -> str:
    done = subprocess.run([WARKIT, *args], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout) == (2, ""), done
    assert "Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1, done.stderr
    return done.stderr.rstrip("\n")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_misspelled_command_names_the_command_meant(lang: str) -> None:
    t = get_translator(lang)
    assert one_line("--lang", lang, "plya") == "warkit: " + t.gettext(COMMAND, name="plya", suggestion="play")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_misspelled_flag_names_the_flag_meant(lang: str) -> None:
    t = get_translator(lang)
    assert one_line("--lang", lang, "play", "--plian") == "warkit: " + t.gettext(FLAG, flag="--plian", suggestion="--plain")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_misspelled_top_level_flag_names_the_flag_meant(lang: str) -> None:
    t = get_translator(lang)
    assert one_line("--lang", lang, "--versoin") == "warkit: " + t.gettext(FLAG, flag="--versoin", suggestion="--version")


def said(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(["--lang", "en", *args]) == 2
    return capsys.readouterr().err.rstrip("\n").removeprefix("warkit: ")


def test_a_misspelled_flag_with_its_value_names_the_flag_meant(capsys: pytest.CaptureFixture[str]) -> None:
    assert said(capsys, "replay", "--dek", "QH") == FLAG.format(flag="--dek", suggestion="--deck")
    assert said(capsys, "play", "--lnag=de") == FLAG.format(flag="--lnag", suggestion="--lang")


def test_a_flag_is_suggested_only_where_it_is_taken(capsys: pytest.CaptureFixture[str]) -> None:
    """``--version`` belongs before the command: after ``play`` the closest of play's own is named."""
    assert said(capsys, "guide", "--wach") == FLAG.format(flag="--wach", suggestion="--watch")
    assert said(capsys, "play", "--versoin") == "Unknown argument: --versoin."


def test_a_misspelled_action_names_the_action_meant(capsys: pytest.CaptureFixture[str]) -> None:
    assert said(capsys, "i18n", "chek") == COMMAND.format(name="chek", suggestion="check")


def test_nothing_close_lists_every_command_as_before(capsys: pytest.CaptureFixture[str]) -> None:
    assert said(capsys, "xyzzy") == "There is no command “xyzzy”. Choose one of: play, replay, simulate, guide, i18n, completion."
    assert said(capsys, "play", "--frobnicate") == "Unknown argument: --frobnicate."


def test_an_unknown_shell_is_one_translated_line() -> None:
    t = get_translator("de")
    expected = t.gettext("There is no completion for the shell “{name}”. Choose one of: {shells}.", name="tcsh", shells=t.join_choices(("bash", "zsh", "fish")))
    assert one_line("--lang", "de", "completion", "tcsh") == "warkit: " + expected
