"""Quiet or odd command-line input gets one clear translated line, never silence, a traceback or
a wrong guess; anything it quotes back is made harmless for the terminal."""

from __future__ import annotations

import os
import subprocess
import sys
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
