"""Settings, statistics and the round in progress survive a restart; bad files are kept aside."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from warkit.engine import Game, Outcome, Reason, Rules
from warkit.i18n import get_translator
from warkit.storage import (
    NewerSave,
    SavedRound,
    Settings,
    Statistics,
    UnreadableFile,
    data_dir,
    load_round,
    load_saves,
    load_settings,
    load_statistics,
    record_game,
    restore_game,
    save_round,
    save_settings,
    save_statistics,
)
from warkit.storage.save_words import problem_line
from warkit.storage.saves import RoundInUse
from warkit.storage.settings import VERSION as SETTINGS_VERSION


def test_data_dir_follows_the_environment_override(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("WARKIT_DATA_DIR", str(tmp_path / "here"))
    assert data_dir() == tmp_path / "here"


def test_data_dir_defaults_to_the_user_data_folder(monkeypatch) -> None:
    monkeypatch.delenv("WARKIT_DATA_DIR", raising=False)
    assert "warkit" in data_dir().parts[-1]


def test_settings_round_trip(tmp_path: Path) -> None:
    settings = Settings(Rules.preset("krig"), "ms", "ascii", False, "quick")
    save_settings(tmp_path, settings)
    assert load_settings(tmp_path) == settings


def test_missing_files_give_defaults(tmp_path: Path) -> None:
    assert load_settings(tmp_path) == Settings()
    assert load_statistics(tmp_path) == Statistics()
    assert load_round(tmp_path) is None


def test_a_write_leaves_no_temporary_file(tmp_path: Path) -> None:
    save_settings(tmp_path, Settings())
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", '{"rules": {"players": 9}}', "\xff\xfe"])
def test_unreadable_settings_are_moved_aside_not_deleted(tmp_path: Path, text: str) -> None:
    (tmp_path / "settings.json").write_bytes(text.encode("latin-1"))
    with pytest.raises(UnreadableFile) as caught:
        load_settings(tmp_path)
    assert caught.value.moved_to is not None
    assert caught.value.moved_to.read_bytes() == text.encode("latin-1")
    assert not (tmp_path / "settings.json").exists()
    assert load_settings(tmp_path) == Settings()


def test_a_win_a_loss_and_a_draw_are_counted_per_set_of_rules() -> None:
    stats = Statistics()
    classic = Rules()
    stats = record_game(stats, classic, Outcome(Reason.ALL_CARDS, 0))
    stats = record_game(stats, classic, Outcome(Reason.ALL_CARDS, 1))
    stats = record_game(stats, classic, Outcome(Reason.LIMIT, None))
    stats = record_game(stats, Rules(face_down=3), Outcome(Reason.ALL_CARDS, 0))
    assert stats.records["classic"].played == 3
    assert (stats.records["classic"].won, stats.records["classic"].lost) == (1, 1)
    assert stats.records["classic"].drawn == 1
    assert stats.records["classic face_down=3"].won == 1  # the preset and what differs from it


def test_statistics_round_trip(tmp_path: Path) -> None:
    stats = record_game(Statistics(), Rules.preset("pagat"), Outcome(Reason.ALL_CARDS, 0))
    save_statistics(tmp_path, stats)
    assert load_statistics(tmp_path) == stats


def test_negative_statistics_are_unreadable(tmp_path: Path) -> None:
    (tmp_path / "statistics.json").write_text('{"records": {"classic": {"played": -1}}}')
    with pytest.raises(UnreadableFile):
        load_statistics(tmp_path)


def test_a_saved_round_replays_to_the_same_position(tmp_path: Path) -> None:
    game = Game(Rules(), deal=7)
    for _ in range(40):
        game.step()
    save_round(tmp_path, SavedRound(Rules(), 7, 40))
    saved = load_round(tmp_path)
    assert saved is not None
    restored = restore_game(saved)
    assert restored.counts == game.counts
    assert restored.table == game.table
    assert restored.phase == game.phase


def test_a_save_with_more_steps_than_the_game_is_unreadable(tmp_path: Path) -> None:
    (tmp_path / "round.json").write_text(
        json.dumps({"version": 1, "rules": Rules().as_dict(), "deal": 7, "steps": 10**6})
    )
    with pytest.raises(UnreadableFile):
        load_round(tmp_path)
    assert list(tmp_path.glob("round.json.unreadable-*"))


def test_a_save_with_a_bad_deal_is_unreadable(tmp_path: Path) -> None:
    (tmp_path / "round.json").write_text(
        json.dumps({"version": 1, "rules": Rules().as_dict(), "deal": 0, "steps": 1})
    )
    with pytest.raises(UnreadableFile):
        load_round(tmp_path)


def test_a_stacked_deck_round_is_saved_with_its_deck_and_seed(tmp_path: Path) -> None:
    from warkit.engine import CARDS

    deck = tuple(CARDS[(index * 11) % 52] for index in range(52))
    game = Game(Rules(), deck=deck, seed=5)
    for _ in range(30):
        game.step()
    save_round(tmp_path, SavedRound(Rules(), None, 30, deck=deck, seed=5))
    saved = load_round(tmp_path)
    assert saved is not None and saved.deck == deck and saved.seed == 5
    assert restore_game(saved).counts == game.counts


def test_a_save_with_a_bad_deck_is_unreadable(tmp_path: Path) -> None:
    (tmp_path / "round.json").write_text(
        json.dumps({"version": 1, "rules": Rules().as_dict(), "deal": None, "deck": "QH QH", "steps": 0})
    )
    with pytest.raises(UnreadableFile):
        load_round(tmp_path)


NEWER = {"version": 99, "rules": {"players": 2, "jokers": "wild"}, "future": True}


@pytest.mark.parametrize(
    "name, load",
    [("settings.json", load_settings), ("statistics.json", load_statistics), ("round.json", load_round)],
)
def test_a_save_from_a_newer_warkit_is_refused_and_left_as_it_is(tmp_path: Path, name: str, load) -> None:
    path = tmp_path / name
    path.write_text(json.dumps(NEWER))
    with pytest.raises(NewerSave) as raised:
        load(tmp_path)
    assert (raised.value.path, raised.value.version) == (path, 99)
    assert json.loads(path.read_text()) == NEWER
    assert [p.name for p in tmp_path.iterdir()] == [name]  # not set aside as unreadable


def test_this_warkit_does_not_write_over_a_newer_save(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps(NEWER))
    (tmp_path / "statistics.json").write_text(json.dumps(NEWER))
    (tmp_path / "round.json").write_text(json.dumps(NEWER))
    save_settings(tmp_path, Settings(language="ms"))
    save_statistics(tmp_path, Statistics())
    save_round(tmp_path, SavedRound(Rules(), 7, 3))
    for name in ("settings.json", "statistics.json", "round.json"):
        assert json.loads((tmp_path / name).read_text()) == NEWER


@pytest.mark.parametrize("version", ["2", True, 0, None])
def test_a_save_without_a_usable_version_is_unreadable(tmp_path: Path, version: object) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"version": version}))
    with pytest.raises(UnreadableFile):
        load_settings(tmp_path)


def test_settings_saved_before_the_question_existed_ask_before_leaving(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"version": SETTINGS_VERSION, "card_style": "ascii"}))
    assert load_settings(tmp_path) == Settings(card_style="ascii", ask_before_leaving=True)
    save_settings(tmp_path, Settings(ask_before_leaving=False))
    assert load_settings(tmp_path).ask_before_leaving is False


def test_a_second_game_on_the_folder_neither_reads_nor_keeps_the_round(tmp_path: Path) -> None:
    save_round(tmp_path, SavedRound(Rules(), 7, 3))
    first = load_saves(tmp_path)
    second = load_saves(tmp_path)
    assert first.keeps_round and first.round is not None
    assert not second.keeps_round and second.round is None
    assert [type(problem) for problem in second.problems] == [RoundInUse]
    assert problem_line(get_translator("en"), second.problems[0]).startswith("Your game is open in another window")
    second.release()
    first.release()
    third = load_saves(tmp_path)
    assert third.keeps_round and third.round == SavedRound(Rules(), 7, 3) and not third.problems
    third.release()


def test_a_game_that_crashed_leaves_the_round_to_the_next(tmp_path: Path) -> None:
    """The hold is the system's lock: it ends with the process, however that ends."""
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys, pathlib; from warkit.storage import load_saves; "
         "found = load_saves(pathlib.Path(sys.argv[1])); print('held', flush=True); sys.stdin.read()", str(tmp_path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        assert not load_saves(tmp_path).keeps_round
    finally:
        holder.kill()
        holder.wait()
    assert load_saves(tmp_path).keeps_round
