"""The plain mode's statistics (key i): the same record as the Statistics screen, said as whole
sentences, each set of rules and all of them together, then the last games (a subprocess)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from warkit.i18n import get_translator
from warkit.narration.record_words import (
    all_rules,
    empty,
    game_line,
    last_games,
    record_sentences,
    title,
)
from warkit.narration.rule_words import variant_label
from warkit.storage import load_statistics
from warkit.storage.stats import record_rows

WARKIT = str(Path(sys.executable).parent / "warkit")


def plain(folder: Path, lang: str, keys: list[str], *args: str) -> list[str]:
    env = {**os.environ, "WARKIT_DATA_DIR": str(folder), "TERM": "dumb"}
    done = subprocess.run(
        [WARKIT, "--lang", lang, "play", "--plain", *args],
        input="".join(key + "\n" for key in keys), capture_output=True, text=True, env=env, timeout=120,
    )
    assert done.returncode == 0 and done.stderr == "", done.stderr
    return done.stdout.splitlines()


@pytest.mark.parametrize("lang", ["en", "he", pytest.param("fa", marks=pytest.mark.long)])
def test_statistics_are_said_as_sentences_from_the_same_record(tmp_path: Path, lang: str) -> None:
    t = get_translator(lang)
    assert empty(t) in plain(tmp_path, lang, ["i", "q"], "--deal", "7")
    plain(tmp_path, lang, ["f", "", "q"], "--deal", "7")
    plain(tmp_path, lang, ["f", "", "q"], "--deal", "11", "--players", "3")
    lines = plain(tmp_path, lang, ["i", "q"], "--deal", "12")
    stats = load_statistics(tmp_path)
    said = lines[lines.index(title(t)) + 1 :]
    expected = []
    for variant, record in record_rows(stats):
        expected += record_sentences(t, variant_label(t, variant), record)
    expected += record_sentences(t, all_rules(t), stats.total())
    expected += [last_games(t), *(game_line(t, game) for game in stats.games)]
    assert said[: len(expected)] == expected
    assert [game.deal for game in stats.games] == [11, 7]  # the newest first
    total = stats.total()
    assert total.played == 2 and total.won + total.lost + total.drawn == 2
    assert all("{" not in line for line in expected)
    if lang == "en":
        assert expected[-2].startswith(f"{t.format_date(stats.games[0].day)}: Classic, 3 players, deal 11, ")
        assert expected[:1] == [f"Classic: 1 game played, {stats.records['classic'].won} won, {stats.records['classic'].lost} lost, {stats.records['classic'].drawn} drawn."]
        assert expected[6].startswith("All rules: 2 games played, ")
