"""The session behind the table: each control's effect on the round, the record and the save."""

from __future__ import annotations

from pathlib import Path

from warkit.engine import Game, Phase, Rules
from warkit.session import Session
from warkit.storage import (
    SavedRound,
    Settings,
    Statistics,
    load_round,
    load_settings,
    load_statistics,
    save_round,
)

DEAL = 7


def session(folder: Path, rules: Rules | None = None, **kwargs) -> Session:
    return Session(folder, Settings(rules=rules or Rules()), Statistics(), deal=DEAL, new_deal=lambda: 99, **kwargs)


def test_turn_cards_is_one_engine_step_and_is_saved_at_once(tmp_path: Path) -> None:
    table = session(tmp_path)
    step = table.turn()
    game = Game(Rules(), deal=DEAL)
    assert step.events == game.step()
    assert load_round(tmp_path) == SavedRound(Rules(), DEAL, 1)


def test_ten_battles_finish_a_war_in_progress_first(tmp_path: Path) -> None:
    deal = next(d for d in range(1, 500) if _first_battle_is_war(d))
    table = Session(tmp_path, Settings(), Statistics(), deal=deal)
    table.turn()
    assert table.game.phase is Phase.WAR
    table.ten()
    game = Game(Rules(), deal=deal)
    game.play_battles(10)
    assert (table.game.battles, table.game.counts) == (game.battles, game.counts)


def test_a_finished_game_is_counted_once(tmp_path: Path) -> None:
    table = session(tmp_path)
    table.finish()
    table.turn()
    table.ten()
    table.finish()
    assert load_statistics(tmp_path).records["classic"].played == 1
    assert Session(tmp_path, Settings(), load_statistics(tmp_path), saved=load_round(tmp_path)).statistics.records["classic"].played == 1


def test_a_game_that_ended_before_it_was_counted_is_counted_on_resume(tmp_path: Path) -> None:
    game = Game(Rules(), deal=DEAL)
    steps = 0
    while game.can_step():
        game.step()
        steps += 1
    save_round(tmp_path, SavedRound(Rules(), DEAL, steps, recorded=False))
    table = Session(tmp_path, Settings(), Statistics(), saved=load_round(tmp_path))
    assert table.over and table.statistics.records["classic"].played == 1


def test_new_round_and_replay(tmp_path: Path) -> None:
    table = session(tmp_path)
    table.ten()
    assert table.new_round().kind == "deal" and table.deal == 99 and table.steps == 0
    table.ten()
    assert table.replay().kind == "replay" and table.deal == 99 and table.game.battles == 0


def test_new_rules_deal_a_new_round_and_other_settings_do_not(tmp_path: Path) -> None:
    table = session(tmp_path)
    table.ten()
    assert not table.change_settings(table.settings.replace(card_style="ascii"))
    assert table.game.battles == 10
    assert table.change_settings(table.settings.replace(rules=Rules(face_down=2)))
    assert (table.deal, table.game.battles, table.rules.face_down) == (99, 0, 2)
    assert load_settings(tmp_path).rules == Rules(face_down=2)


def _first_battle_is_war(deal: int) -> bool:
    game = Game(Rules(), deal=deal)
    game.step()
    return game.phase is Phase.WAR


def test_only_a_game_under_way_asks_before_it_is_left(tmp_path: Path) -> None:
    table = session(tmp_path)
    assert not table.asks_before_leaving  # dealt, nothing played: nothing to lose
    table.turn()
    assert table.asks_before_leaving
    assert table.deals_again(table.settings.replace(rules=Rules(players=3)))
    assert not table.deals_again(table.settings.replace(card_style="ascii"))
    table.settings = table.settings.replace(ask_before_leaving=False)
    assert not table.asks_before_leaving  # the player chose not to be asked
    table.settings = table.settings.replace(ask_before_leaving=True)
    table.finish()
    assert not table.asks_before_leaving  # over: the game is in the record already


def test_the_record_is_read_again_from_the_file(tmp_path: Path) -> None:
    """Another game on the same data folder adds its finished game: this one shows it too."""
    table = session(tmp_path)
    table.finish()
    other = session(tmp_path)
    other.finish()
    assert table.statistics.records["classic"].played == 1  # what this game knew
    assert table.read_record().records["classic"].played == 2
    assert load_statistics(tmp_path).records["classic"].played == 2


def test_a_saved_round_with_nothing_played_is_told_as_its_deal(tmp_path: Path) -> None:
    save_round(tmp_path, SavedRound(Rules(), DEAL, 0))
    table = Session(tmp_path, Settings(), Statistics(), saved=load_round(tmp_path))
    assert table.last.kind == "deal" and table.last.events == Game(Rules(), deal=DEAL).log
