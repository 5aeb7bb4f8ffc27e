"""Quiet or odd command-line input gets one clear translated line, never silence, a traceback or
a wrong guess; anything it quotes back is made harmless for the terminal."""

from __future__ import annotations

import os
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

WARKIT = str(Path(sys.executable).parent / "warkit")


def run(*args: str, stdin: int | str | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    text_input = stdin if isinstance(stdin, str) else None
    handle = stdin if isinstance(stdin, int) else None
    return subprocess.run(
        [WARKIT, *args], capture_output=True, text=True, timeout=60, input=text_input,
        stdin=handle if text_input is None else None, cwd=cwd,
    )


# -- 11. quiet input -------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("args", "stdin"),
    [
        (["replay", "--deck", ""], None),
        (["replay", "--deck", "   "], None),
        (["replay", "--deck", "-"], ""),
    ],
    ids=["empty-deck", "deck-of-spaces", "empty-stdin"],
)
def test_an_empty_deck_is_an_error_not_silence(args: list[str], stdin: str | None) -> None:
    result = run(*args, stdin=stdin)
    assert result.returncode != 0
    assert result.stdout == ""
    assert "0 cards" in result.stderr and "52" in result.stderr


def test_a_long_s_is_not_taken_for_the_suit_s() -> None:
    from warkit.engine import Card, DeckError

    with pytest.raises(DeckError):
        Card.parse("Qſ")
    result = run("replay", "--deck", "Qſ")
    assert result.returncode != 0 and "Qſ" in result.stderr


def test_guide_out_empty_is_refused(tmp_path: Path) -> None:
    result = run("guide", "--out", "", "--format", "md", cwd=tmp_path)
    assert result.returncode != 0 and "--out" in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_guide_replaces_a_symlink_in_its_folder_rather_than_writing_through_it(tmp_path: Path) -> None:
    target = tmp_path / "precious.txt"
    target.write_text("keep me", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    (out / "guide.en.md").symlink_to(target)
    result = run("guide", "--out", str(out), "--format", "md", "--lang", "en")
    assert result.returncode == 0, result.stderr
    assert target.read_text(encoding="utf-8") == "keep me"
    assert not (out / "guide.en.md").is_symlink()


def test_checking_a_folder_that_does_not_exist_is_an_error(tmp_path: Path) -> None:
    result = run("i18n", "check", "--locale-dir", str(tmp_path / "nonexistent"))
    assert result.returncode != 0
    assert "Errors: 0" not in result.stdout and "nonexistent" in result.stderr


# -- 7. tracebacks ---------------------------------------------------------------------------------

def test_a_binary_deck_file_is_one_line_not_a_traceback(tmp_path: Path) -> None:
    deck = tmp_path / "deck.bin"
    deck.write_bytes(bytes(range(256)) * 4)
    result = run("replay", "--deck", f"@{deck}")
    assert result.returncode != 0 and "Traceback" not in result.stderr
    assert "UTF-8" in result.stderr


def test_a_deck_file_that_is_a_folder_is_one_line(tmp_path: Path) -> None:
    result = run("replay", "--deck", f"@{tmp_path}")
    assert result.returncode != 0 and "Traceback" not in result.stderr
    assert "not a regular file" in result.stderr


def test_play_with_stdin_closed_is_one_line_not_a_traceback() -> None:
    result = subprocess.run(
        [WARKIT, "play", "--plain", "--deal", "3"], capture_output=True, text=True, timeout=60,
        stdin=subprocess.DEVNULL, preexec_fn=lambda: os.close(0),
    )
    assert "Traceback" not in result.stderr
    assert result.returncode != 0 and "--auto" in result.stderr


def test_an_escape_in_a_card_code_is_shown_not_sent() -> None:
    result = run("replay", "--deck", "\x1b]0;TITLE\x07")
    assert result.returncode != 0
    assert "\x1b" not in result.stderr and "\\x1b]0;TITLE\\x07" in result.stderr


# -- % in translated help texts ----------------------------------------------------------------------

@pytest.fixture
def percent_catalog(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The French catalog with ``%(prog)s`` and ``100 %`` in every help text, summary and
    description of the command line (which ``i18n check`` passes), laid over the shipped ones."""
    import shutil

    import polib

    from warkit.i18n import reload
    from warkit.resources import shipped_locale_dir

    target = tmp_path / "fr" / "LC_MESSAGES" / "warkit.po"
    target.parent.mkdir(parents=True)
    shutil.copy(shipped_locale_dir() / "fr" / "LC_MESSAGES" / "warkit.po", target)
    po = polib.pofile(str(target), wrapwidth=0)
    for number, entry in enumerate(po):
        if entry.msgstr and "{" not in entry.msgid and ("--help" in entry.comment or "command" in (entry.msgctxt or "")):
            entry.msgstr = ("Jouer %(prog)s à 100 % " if number % 2 else "Jouer à 100 % ") + entry.msgstr
    po.save()
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(tmp_path))
    reload()
    return tmp_path


def test_a_percent_sign_in_any_translated_help_is_text(percent_catalog: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from warkit.cli import build_parser, main
    from warkit.commands.parsing import parsers
    from warkit.i18n import get_translator

    assert main(["--lang", "fr", "i18n", "check", "fr"]) == 0
    capsys.readouterr()
    helps = [each.format_help() for each in parsers(build_parser(get_translator("fr")))]
    assert len(helps) > 8 and all("100 %" in text and "%%" not in text for text in helps)
    assert sum("%(prog)s à 100 % " in text for text in helps) > 8
    for shell in ("zsh", "fish"):
        assert main(["--lang", "fr", "completion", shell]) == 0
        script = capsys.readouterr().out
        assert "%(prog)s à 100 % " in script and "Jouer à 100 % " in script and "%%" not in script


def test_a_percent_sign_in_a_translated_help_never_crashes_help(percent_catalog: Path) -> None:
    for args in (["--help"], ["replay", "--help"], ["completion", "fish"]):
        result = subprocess.run([WARKIT, "--lang", "fr", *args], capture_output=True, text=True, timeout=60, env=os.environ)
        assert result.returncode == 0 and result.stderr == "" and "100 % " in result.stdout


# -- numbers in every script ---------------------------------------------------------------------------

SEVENS = [chr(code) for code in range(0x80, 0x110000) if chr(code).isdecimal() and unicodedata.digit(chr(code)) == 7 and chr(code) != "\u06f7"]
"""The digit seven of every script Unicode has decimal digits in (Arabic-Indic, full-width,
mathematical bold…) but the two warkit writes numbers in, ASCII and Persian (``۷``, CLDR's
``arabext``): Python's ``int()`` reads each of them, warkit's number rule none."""


@pytest.mark.parametrize(
    "argv",
    [["replay", "--deal", "3", "--seed"], ["replay", "--deal"], ["simulate", "--seed"], ["simulate", "--games"],
     ["simulate", "--jobs"], ["simulate", "--games", "2", "--max-battles"]],
    ids=["replay-seed", "replay-deal", "simulate-seed", "games", "jobs", "max-battles"],
)
def test_a_number_in_any_script_but_ascii_or_persian_is_refused_quoting_what_was_typed(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    from warkit.cli import main

    assert len(SEVENS) > 60
    for typed in [*SEVENS, "1_000", " 7 ", "+7", "\uff17\uff10"]:
        assert main([*argv, typed]) == 2, typed
        said = capsys.readouterr()
        assert said.out == "" and said.err.count("\n") == 1 and f"“{typed}”" in said.err, (typed, said.err)
