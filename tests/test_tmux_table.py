"""The table in a real terminal (tmux, 80x24): the footer per phase, the set-aside card, the
short game's result on the press that plays its last battle, and the Krig winner; and four
players at the smallest size, 60x20, every one of them on screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tmux_play import real_terminal

from warkit.engine import PRESETS, Game, Rules
from warkit.i18n import get_translator
from warkit.narration import Narrator
from warkit.tui.labels import card_count

pytestmark = pytest.mark.slow
EN = get_translator("en")
WAR_FIRST = next(deal for deal in range(1, 500) if Game(Rules(), deal=deal).step()[-1].__class__.__name__ == "WarDeclared")


def test_the_footer_follows_the_phase_in_a_real_terminal(tmp_path: Path) -> None:
    with real_terminal(tmp_path, "phases", f"--lang en --deal {WAR_FIRST}") as pane:
        pane.wait_for("Space Turn cards")
        pane.keys("Space")
        pane.wait_for("Space War step")
        pane.keys("a")
        pane.wait_for("A Auto-play is on: other keys stop it")
        pane.keys("x")
        screen = pane.wait_for("T Play 10 battles")
        assert "Auto-play is on" not in screen
        pane.keys("f")
        pane.wait_for("Battles in the whole game:")
        pane.keys("Escape")
        screen = pane.wait_for("Space Show the result")
        assert "Play 10 battles" not in screen and "Finish the game" not in screen


def test_the_short_game_result_and_the_set_aside_card_in_a_real_terminal(tmp_path: Path) -> None:
    rules = Rules(players=3, max_battles=26, at_limit="count")
    args = "--lang en --deal 20 --players 3 --max-battles 26 --at-limit count"
    with real_terminal(tmp_path, "short", args) as pane:
        screen = pane.wait_for("Set aside")
        assert "1 card" in screen
        pane.keys("t")
        pane.wait_for("Battle 10 of 26")
        pane.keys("t")
        pane.wait_for("Battle 20 of 26")
        pane.keys("t")
        game = Game(rules, deal=20)
        game.play_to_end()
        assert game.outcome is not None and game.battles == 26
        sentence = Narrator(EN, rules).outcome_sentence(game.outcome, game.stats)
        screen = pane.wait_for("Battle 26 of 26")
        assert " ".join(sentence.split()[:4]) in pane.wait_for(" ".join(sentence.split()[:4]))


def test_krig_names_its_winner_in_a_real_terminal(tmp_path: Path) -> None:
    rules = PRESETS["krig"]
    game = Game(rules, deal=5)
    game.play_to_end()
    assert game.outcome is not None
    sentence = Narrator(EN, rules).outcome_sentence(game.outcome, game.stats)
    with real_terminal(tmp_path, "krig", "--lang en --deal 5 --rules krig") as pane:
        pane.wait_for("Rules: Krig")
        pane.keys("f")
        pane.wait_for(sentence)
        pane.keys("Escape")
        pane.wait_for("Space Show the result")
        assert sentence in pane.wait_for(sentence)  # the status box says it too


def test_four_players_all_show_at_60_by_20_in_a_real_terminal(tmp_path: Path) -> None:
    rules = Rules(players=4)
    narrator = Narrator(EN, rules)
    game = Game(rules, deal=5)
    game.step()
    with real_terminal(tmp_path, "four", "--lang en --deal 5 --players 4", size=(60, 20)) as pane:
        pane.wait_for("Battle 0 of 500")
        pane.keys("Space")
        pane.wait_for("Battle 1 of 500")
        lines = pane.capture().split("\n")
        assert len(lines) >= 20 and max(len(line) for line in lines) <= 60
        for seat in range(4):  # in one column or two: each name with its count under it
            name, count = narrator.seat_name(seat), card_count(EN, game.counts[seat])
            found = next(((i, line.index(f" {name} ") + 1) for i, line in enumerate(lines) if f" {name} " in line), None)
            assert found is not None, f"{name} is not on screen: {lines}"
            row, column = found
            assert lines[row + 1][column:].startswith(count), f"{name}'s {count!r} is not under the name"
