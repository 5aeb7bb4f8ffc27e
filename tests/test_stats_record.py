"""The record's figures: totals are the sum of the rows, streaks are the recorded games' own, the
last games are listed newest first, and the file round-trips (hypothesis)."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warkit.engine import GameStats, Outcome, Reason, Rules
from warkit.storage import Statistics, load_statistics, record_game, save_statistics
from warkit.storage.files import UnreadableFile
from warkit.storage.stats import LAST_GAMES, VERSION, record_key, result_of
from warkit.tui.record_table import record_rows

RULES = (Rules(), Rules.preset("krig"), Rules(players=3), Rules(max_battles=26), Rules.preset("family"))

games = st.lists(
    st.tuples(
        st.sampled_from(RULES),
        st.sampled_from((0, 1, None)),  # the winner: you, the computer, nobody
        st.integers(1, 5000),  # battles
        st.integers(0, 6),  # wars in one battle, at most
        st.integers(2, 52),  # cards won in one battle, at most
        st.one_of(st.none(), st.integers(1, 2**32 - 1)),  # a numbered deal, or a stacked deck
    ),
    max_size=60,
)


def runs(results: list[str]) -> tuple[int, int]:
    """The winning streak at the end of ``results`` and the longest one in them."""
    current = best = 0
    for result in results:
        current = current + 1 if result == "won" else 0
        best = max(best, current)
    return current, best


def played(played_games: list[tuple]) -> Statistics:
    stats = Statistics()
    for index, (rules, winner, battles, wars, haul, deal) in enumerate(played_games):
        outcome = Outcome(Reason.ALL_CARDS if winner is not None else Reason.LIMIT, winner)
        figures = GameStats(battles=battles, wars=wars, longest_war=wars, biggest_haul=haul, cards=())
        stats = record_game(stats, rules, outcome, figures, deal=deal, when=datetime(2026, 1, 1, 0, index))
    return stats


@settings(max_examples=150, deadline=None)
@given(games)
def test_totals_are_the_sum_of_the_rows_and_streaks_match_the_games(played_games: list[tuple]) -> None:
    stats = played(played_games)
    total = stats.total()
    rows = [record for _, record in record_rows(stats)]
    for name in ("played", "won", "lost", "drawn"):
        assert getattr(total, name) == sum(getattr(row, name) for row in rows), name
    assert total.played == len(played_games) == total.won + total.lost + total.drawn
    for name in ("longest_game", "biggest_war", "biggest_haul"):
        assert getattr(total, name) == max((getattr(row, name) for row in rows), default=0), name
    results = [result_of(Outcome(Reason.ALL_CARDS, winner)) for _, winner, *_ in played_games]
    assert (total.streak, total.best_streak) == runs(results)
    for key, record in stats.records.items():
        mine = [(result, game) for result, game in zip(results, played_games, strict=True) if record_key(game[0]) == key]
        assert (record.streak, record.best_streak) == runs([result for result, _ in mine]), key
        assert record.longest_game == max(game[2] for _, game in mine)
        assert record.won == sum(result == "won" for result, _ in mine)
    listed = [(game[0].as_dict(), game[5], result, game[2]) for result, game in zip(results, played_games, strict=True) if game[5] is not None]
    assert [(g.rules, g.deal, g.result, g.battles) for g in stats.games] == listed[::-1][:LAST_GAMES]


@settings(max_examples=40, deadline=None)
@given(games)
def test_the_record_reads_back_as_it_was_written(played_games: list[tuple]) -> None:
    stats = played(played_games)
    assert Statistics.from_json(json.loads(json.dumps(stats.to_json()))) == stats


def test_a_listed_game_plays_its_own_rules_again() -> None:
    stats = played([(Rules(players=3), 0, 40, 1, 6, 9)])
    assert stats.games[0].playable_rules() == Rules(players=3)


def test_a_record_of_the_older_format_is_set_aside(tmp_path: Path) -> None:
    old = {"version": VERSION - 1, "records": {"classic": {"played": 9, "won": 9, "lost": 0, "drawn": 0}}}
    (tmp_path / "statistics.json").write_text(json.dumps(old))
    with pytest.raises(UnreadableFile):  # the game tells the player, and a new record begins
        load_statistics(tmp_path)
    assert not (tmp_path / "statistics.json").exists()
    save_statistics(tmp_path, Statistics())
    assert load_statistics(tmp_path) == Statistics()
