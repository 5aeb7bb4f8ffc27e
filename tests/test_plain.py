"""The plain line mode: one sentence a line, keys from standard input, a clean end on EOF."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from warkit.engine import Game, Rules
from warkit.i18n import get_translator
from warkit.plain import PlainGame

WARKIT = str(Path(sys.executable).parent / "warkit")


def session(keys: list[str], rules: Rules | None = None, deal: int = 7, lang: str = "en") -> list[str]:
    out = io.StringIO()
    game = PlainGame(get_translator(lang), rules or Rules(), deal, out, new_deal=lambda: 8)
    assert game.run(line + "\n" for line in keys) == 0
    return out.getvalue().splitlines()


def test_enter_turns_the_cards_and_tells_the_battle() -> None:
    lines = session([""])
    assert lines[0] == "Deal 7: everyone gets 26 cards face down."
    assert lines[2] == "The computer's 9 beats your 4. It takes 2 cards."
    assert lines[3] == "Cards: You 25, Computer 27"
    assert lines[-1] == "Goodbye."


def test_ten_plays_ten_battles_and_counts_them() -> None:
    lines = session(["10"])
    assert "10 battles were played." in lines
    game = Game(Rules(), deal=7)
    game.play_battles(10)
    assert f"Cards: You {game.counts[0]}, Computer {game.counts[1]}" in lines


def test_finish_plays_to_the_end_and_gives_the_figures() -> None:
    lines = session(["f"])
    game = Game(Rules(), deal=7)
    game.play_to_end()
    assert f"Battles played: {game.stats.battles}" in lines
    assert "The game is over: n deals a new round, r replays this deal, q quits." in lines


def test_new_round_and_replay_deal_again() -> None:
    lines = session(["", "n", "r"])
    assert lines.count("Deal 7: everyone gets 26 cards face down.") == 1
    assert lines.count("Deal 8: everyone gets 26 cards face down.") == 2


def test_an_unknown_key_is_named_and_the_keys_explained() -> None:
    lines = session(["x"])
    assert "“x” is not a key of the game." in lines
    assert sum(line.startswith("Type a key and press Enter") for line in lines) == 2


def test_quit_stops_reading_keys() -> None:
    lines = session(["q", ""])
    assert lines[-1] == "Goodbye."
    assert not any("beats" in line for line in lines)


def test_auto_narrates_a_whole_game_without_input() -> None:
    result = subprocess.run(
        [WARKIT, "play", "--auto", "--deal", "7", "--lang", "en"], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == "Deal 7: everyone gets 26 cards face down."
    assert "You have all the cards: you win the game!" in result.stdout


def test_plain_mode_ends_cleanly_on_end_of_input() -> None:
    env = {**os.environ, "TERM": "dumb"}
    result = subprocess.run(
        [WARKIT, "play", "--plain", "--deal", "7", "--lang", "en"],
        input="\n\n",
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "Goodbye."
    assert "Traceback" not in result.stderr


def test_a_bad_language_is_one_line_and_exit_2() -> None:
    result = subprocess.run([WARKIT, "play", "--plain", "--lang", "xx"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert result.stderr.startswith("warkit: There is no language “xx”.")
    assert len(result.stderr.splitlines()) == 1
