"""The plain line mode: one sentence a line, keys from standard input, a clean end on EOF."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from warkit.engine import Card, Game, Rules
from warkit.engine.events import PileTaken, Play, WarDeclared
from warkit.i18n import get_translator
from warkit.narration import Narrator
from warkit.plain import leave_question, plain_game
from warkit.storage.save_words import resumed, saved_game_kept, saved_on_quit

WARKIT = str(Path(sys.executable).parent / "warkit")


def session(
    keys: list[str], rules: Rules | None = None, deal: int = 7, lang: str = "en"
) -> list[str]:
    out = io.StringIO()
    game = plain_game(get_translator(lang), rules or Rules(), deal, out, new_deal=lambda: 8)
    assert game.run(line + "\n" for line in keys) == 0
    return out.getvalue().splitlines()


def test_enter_turns_the_cards_and_tells_the_battle() -> None:
    lines = session([""])
    assert lines[0] == "Rules: Classic"
    assert lines[1] == "Deal 7: everyone gets 26 cards face down."
    assert lines[4] == "The computer's 9 beats your 4. It takes 2 cards."
    assert lines[5] == "Cards: You 25, Computer 27"
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
    assert f"Battles in the whole game: {game.stats.battles}" in lines
    assert lines[-2] == "Key?"  # the short prompt: the whole list of keys is said on k


def test_l_tells_the_last_battle_and_l_n_battle_n() -> None:
    """The battle log, as the TUI's opens it: the last battle under its number; ``l 3``: battle 3."""
    lines = session(["10", "l", "l 3"])
    game = Game(Rules(), deal=7)
    game.play_battles(10)
    assert "Battle 10" in lines and "Battle 3" in lines and "Battle 2" not in lines
    assert lines[-2] == "Key?"


def test_new_game_and_replay_deal_again() -> None:
    lines = session(["", "n", "y", "r"])  # the first game was under way: yes, leave it
    assert lines.count("Deal 7: everyone gets 26 cards face down.") == 1
    assert lines.count("Deal 8: everyone gets 26 cards face down.") == 2


def test_an_unknown_key_is_named_and_the_keys_explained() -> None:
    lines = session(["x"])
    assert "“x” is not a key of the game." in lines
    assert "Type k for the list of keys." in lines
    assert sum(line.startswith("Type a key and press Enter") for line in lines) == 1  # only at the start


def test_quit_stops_reading_keys() -> None:
    lines = session(["q", ""])
    assert lines[-1] == "Goodbye."
    assert not any("beats" in line for line in lines)


def test_auto_narrates_a_whole_game_without_input() -> None:
    result = subprocess.run(
        [WARKIT, "play", "--auto", "--deal", "7", "--lang", "en"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    game = Game(Rules(), deal=7)
    game.play_to_end()
    assert result.stdout.splitlines()[:2] == ["Rules: Classic", "Deal 7: everyone gets 26 cards face down."]
    assert (
        result.stdout.splitlines()[-5]
        == Narrator(get_translator("en"), game.rules).narrate(game.log)[-1]
    )
    assert result.stdout.splitlines()[-4] == f"Battles in the whole game: {game.stats.battles}"


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
    result = subprocess.run(
        [WARKIT, "play", "--plain", "--lang", "xx"], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    assert result.stderr.startswith("warkit: There is no language “xx”.")
    assert len(result.stderr.splitlines()) == 1


def test_plain_mode_speaks_malay_as_a_subprocess() -> None:
    result = subprocess.run(
        [WARKIT, "play", "--plain", "--deal", "7", "--lang", "ms"],
        input="\n10\nf\nq\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    game = Game(Rules(), deal=7)
    first = Narrator(get_translator("ms"), game.rules).narrate(game.step())
    t = get_translator("ms")
    assert lines[1].startswith("Agihan 7: ")
    assert lines[2].startswith("Taip satu kekunci dan tekan Enter: Balikkan kad (Enter)")
    assert lines[4] == first[0] and " mengalahkan " in first[0]
    assert lines[5] == f"Kad: Anda {game.counts[0]}, Komputer {game.counts[1]}"
    assert t.ngettext("{count} battle was played.", "{count} battles were played.", 10, count=10) in lines
    assert t.gettext("Battles in the whole game: {count}", count=game.stats.battles) not in lines[:6]
    assert lines[-1] == "Selamat tinggal."
    assert result.stderr == ""


def test_the_language_comes_from_the_environment_when_not_given(tmp_path: Path) -> None:
    env = {**os.environ, "LANG": "ms_MY.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
    env["WARKIT_DATA_DIR"] = str(tmp_path)  # no saved language choice
    result = subprocess.run(
        [WARKIT, "play", "--auto", "--deal", "7"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert result.stdout.splitlines()[1].startswith("Agihan 7:")


@pytest.mark.parametrize(
    ("n", "sentence"),
    [
        (1, "Сыграно 1 сражение."),
        (2, "Сыграно 2 сражения."),
        (5, "Сыграно 5 сражений."),
        (21, "Сыграно 21 сражение."),
        (12, "Сыграно 12 сражений."),
    ],
)
def test_russian_counts_use_three_plural_forms(n: int, sentence: str) -> None:
    t = get_translator("ru")
    assert (
        t.ngettext("{count} battle was played.", "{count} battles were played.", n, count=n)
        == sentence
    )


def test_russian_inflects_card_names_by_their_place_in_the_sentence() -> None:
    narrator = Narrator(get_translator("ru"), Rules())
    taken = PileTaken(
        1,
        0,
        Card.parse("QH"),
        (Play(1, Card.parse("7S")),),
        (Card.parse("QH"), Card.parse("7S")),
        0,
    )
    assert narrator.describe(taken) == "Вы побеждаете: ваша дама бьёт семёрку. Вы забираете 2 карты."
    war = WarDeclared(battle=1, war=1, seats=(0, 1), rank=13)
    assert narrator.describe(war).startswith("Оба открывают по королю: война!")


def test_a_broken_catalog_warns_once_and_the_game_goes_on(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parent.parent
    copy = tmp_path / "locale"
    shutil.copytree(root / "locale", copy, ignore=shutil.ignore_patterns(".lock"))
    po = copy / "ms" / "LC_MESSAGES" / "warkit.po"
    po.write_text(
        po.read_text(encoding="utf-8").replace('"Selamat tinggal."', '"{x.__class__}"'),
        encoding="utf-8",
    )
    result = subprocess.run(
        [WARKIT, "play", "--plain", "--deal", "7", "--lang", "ms"],
        input="\n\n",
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "WARKIT_LOCALE_DIR": str(copy)},
    )
    assert result.returncode == 0
    assert result.stdout.splitlines()[1].startswith("Agihan 7:")
    assert result.stdout.splitlines()[-1] == "Goodbye."
    warnings = result.stderr.splitlines()
    assert len(warnings) == 1
    assert "warkit.po:" in warnings[0] and "{x.__class__}" in warnings[0]


def plain(folder: Path, keys: str, *args: str) -> list[str]:
    """``warkit play --plain ARGS`` on the data folder ``folder``, typing ``keys``: its lines."""
    result = subprocess.run(
        [WARKIT, "play", "--plain", "--lang", "en", *args],
        input=keys,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "WARKIT_DATA_DIR": str(folder)},
    )
    assert result.returncode == 0 and result.stderr == "", result.stderr
    return result.stdout.splitlines()


def test_new_game_mid_game_asks_and_each_answer_does_what_it_says(tmp_path: Path) -> None:
    t = get_translator("en")
    question = leave_question(t, "y", "n")
    lines = plain(tmp_path, "10\nn\nn\n\nr\ny\nq\n", "--deal", "7")
    asked = [index for index, line in enumerate(lines) if line == question]
    assert len(asked) == 2  # after n and after r
    game = Game(Rules(), deal=7)
    game.play_battles(10)
    eleventh = Narrator(t, game.rules).narrate(game.step())
    assert lines[asked[0] + 2] == eleventh[0]  # "n": the game goes on, at battle 11
    assert lines[asked[1] + 1] == "Deal 7: everyone gets 26 cards face down."  # "y": dealt again
    assert lines.count("Deal 7: everyone gets 26 cards face down.") == 2


def test_quit_mid_game_and_the_next_start_goes_on_at_the_same_battle(tmp_path: Path) -> None:
    plain(tmp_path, "10\nq\n", "--deal", "7")
    lines = plain(tmp_path, "\nq\n")
    t = get_translator("en")
    game = Game(Rules(), deal=7)
    game.play_battles(10)
    assert lines[1] == resumed(t, 7, 10)
    assert Narrator(t, game.rules).narrate(game.step())[0] in lines


def test_quitting_a_game_under_way_says_the_battle_it_is_saved_at(tmp_path: Path) -> None:
    t = get_translator("en")
    lines = plain(tmp_path, "10\nq\n", "--deal", "7")
    assert lines[-2:] == [saved_on_quit(t, 10), "Goodbye."]
    lines = plain(tmp_path, "r\ny\nq\n")  # dealt again, nothing played: nothing to say
    assert saved_on_quit(t, 0) not in lines and lines[-1] == "Goodbye."


def test_auto_neither_saves_nor_resumes_the_round(tmp_path: Path) -> None:
    env = {**os.environ, "WARKIT_DATA_DIR": str(tmp_path)}
    auto = [WARKIT, "play", "--auto", "--deal", "7", "--lang", "en"]
    plain(tmp_path, "10\nq\n", "--deal", "7")
    saved = (tmp_path / "round.json").read_bytes()
    result = subprocess.run(auto, capture_output=True, text=True, timeout=60, env=env, check=True)
    assert result.stdout.splitlines()[1] == "Deal 7: everyone gets 26 cards face down."
    assert (tmp_path / "round.json").read_bytes() == saved


@pytest.mark.parametrize("flags", (["--rules", "pagat"], ["--aces", "low"], ["--deal", "9"]), ids=lambda flags: flags[0])
def test_a_flag_never_drops_the_saved_game_in_plain_mode_or_auto(tmp_path: Path, flags: list[str]) -> None:
    env = {**os.environ, "WARKIT_DATA_DIR": str(tmp_path)}
    plain(tmp_path, "10\nq\n", "--deal", "7")
    saved = (tmp_path / "round.json").read_bytes()
    kept = saved_game_kept(get_translator("en"))
    for mode, keys in (("--plain", "\n\nq\n"), ("--auto", "")):
        result = subprocess.run(
            [WARKIT, "play", mode, "--lang", "en", *flags], input=keys, capture_output=True, text=True, timeout=60, env=env
        )
        assert result.returncode == 0, result.stderr
        assert result.stderr.splitlines() == [kept], mode
        assert (tmp_path / "round.json").read_bytes() == saved, mode
    assert plain(tmp_path, "q\n")[1] == resumed(get_translator("en"), 7, 10)  # `warkit play` goes back to it
