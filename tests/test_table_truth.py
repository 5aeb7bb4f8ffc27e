"""The table tells the truth: every figure a press says agrees with the engine's own record.

The property tests drive random control sequences through the session (as the TUI's status box
says them) and through the plain mode, over many deals, every preset and 2-4 players, and check
each sentence against figures counted from ``game.log`` by :mod:`table_oracle`. The named tests
below are the cases that were seen going wrong, each as it reads now.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from table_oracle import (
    check_figures,
    check_press,
    counts_from_log,
    press_figures,
)

from warkit.controls import LEAVE, LEAVING, TablePhase, offered, phase_label
from warkit.engine import PRESETS, Game, Rules
from warkit.engine.events import GameOver, PileTaken, PlayerOut
from warkit.i18n import get_translator
from warkit.narration import Narrator
from warkit.plain import PlainGame
from warkit.session import Session
from warkit.storage import Settings, Statistics, load_round, load_statistics, save_round
from warkit.storage.saves import SavedRound
from warkit.tui.teller import Teller

EN = get_translator("en")
ACTIONS = ("turn", "turn", "turn", "ten", "finish", "new", "replay")
"""Turn cards is pressed most, as a player does; every control that plays or deals is there."""
TYPED = {"turn": "", "ten": "10", "finish": "f", "new": "n", "replay": "r"}
EXAMPLES = int(os.environ.get("WARKIT_TABLE_EXAMPLES", "40"))
"""Deals x sequences per property test; CI's long run sets more (see docs/architecture.md)."""


@st.composite
def tables(draw: st.DrawFn) -> tuple[Rules, int, list[str]]:
    """Any preset, 2-4 players, sometimes a short game; a deal; up to 14 presses."""
    rules = PRESETS[draw(st.sampled_from(sorted(PRESETS)))]
    rules = rules.replace(players=draw(st.integers(2, 4)))
    if draw(st.booleans()):
        rules = rules.replace(max_battles=draw(st.sampled_from((3, 5, 10, 26))), at_limit=draw(st.sampled_from(("count", "draw"))))
    if draw(st.integers(0, 5)) == 0:
        rules = rules.replace(won_cards="winner-first")  # a fixed order can repeat
    deal = draw(st.integers(1, 2**32 - 1))
    presses = draw(st.lists(st.sampled_from(ACTIONS), min_size=1, max_size=14))
    return rules, deal, presses


def session_for(folder: Path, rules: Rules, deal: int) -> Session:
    return Session(folder, Settings(rules=rules), Statistics(), deal=deal, new_deal=lambda: deal % 1000 + 1, keeps_round=False)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(tables())
def test_every_figure_the_table_says_agrees_with_the_engine_log(tmp_path: Path, table: tuple[Rules, int, list[str]]) -> None:
    rules, deal, presses = table
    session = session_for(tmp_path, rules, deal)
    narrator = Narrator(EN, rules)
    teller = Teller(EN, rules)
    for action in presses:
        game = session.game
        before, was_over = len(game.log), session.over
        step = session.press(action)
        if was_over and action not in ("new", "replay"):  # the result is shown; nothing is played
            assert step is None and len(game.log) == before
            continue
        assert step is not None
        if step.kind in ("deal", "replay"):
            assert session.game.log == step.events and session.game.battles == 0
            continue
        assert step.events == game.log[before:]  # the press reports exactly what the engine logged
        press = press_figures(game.log, before, rules.players)
        sentences = narrator.press(step.kind, step.events, step.carried, finish_key="F")
        check_press(narrator, game, step.kind, sentences, press, "F")
        status = teller.status(step)
        if press.over is not None:  # the TUI's status box says the result on this very press
            assert narrator.outcome_sentence(press.over.outcome, press.over.stats) in status
        assert not (not session.over and session.game.next_step_ends()), "a result left for the next press"
        assert list(session.game.counts) == counts_from_log(game.log, rules.players)
        if session.over:
            check_figures(narrator, narrator.statistics(game.stats), game.log)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(tables())
def test_every_figure_the_plain_mode_says_agrees_with_the_engine_log(tmp_path: Path, table: tuple[Rules, int, list[str]]) -> None:
    rules, deal, presses = table
    out = io.StringIO()
    session = session_for(tmp_path, rules, deal)
    plain = PlainGame(EN, session, out)
    narrator = Narrator(EN, rules)
    for action in presses:
        game, before, was_over = session.game, len(session.game.log), session.over
        mark = out.tell()
        if not plain.press(TYPED[action]):  # a game under way asks before it is left
            assert action in LEAVING and plain.asking is not None
            mark = out.tell()
            plain.answer(LEAVE.typed or "")
            lines = out.getvalue()[mark:].splitlines()[:-1]  # the prompt after the answer
        else:
            lines = out.getvalue()[mark:].splitlines()
        if action in ("new", "replay"):
            assert lines == narrator.narrate(session.game.log)
            continue
        if was_over:  # the result again, as the summary says it
            assert lines[0] == narrator.outcome_sentence(game.outcome, game.stats)
            check_figures(narrator, lines[1:], game.log)
            continue
        press = press_figures(game.log, before, rules.players)
        if press.over is not None:
            said, figures = lines[:-4], lines[-4:]
            check_figures(narrator, figures, game.log)
        else:
            said, counts = lines[:-1], lines[-1]
            assert counts == narrator.counts_line(counts_from_log(game.log, rules.players))
        check_press(narrator, game, session.last.kind, said, press, "f")
        assert not (not session.over and session.game.next_step_ends()), "a result left for the next press"


def test_the_first_line_of_the_plain_mode_names_the_rules(tmp_path: Path) -> None:
    out = io.StringIO()
    PlainGame(EN, session_for(tmp_path, PRESETS["krig"], 3), out)
    assert out.getvalue().splitlines()[0] == "Rules: Krig"


# -- the cases that were seen -----------------------------------------------------------------


def plain(tmp_path: Path, rules: Rules, deal: int, keys: list[str]) -> list[str]:
    out = io.StringIO()
    PlainGame(EN, session_for(tmp_path, rules, deal), out).run(key + "\n" for key in keys)
    return out.getvalue().splitlines()


def test_case_1_ten_during_a_double_war_finishes_it_counts_it_and_names_it(tmp_path: Path) -> None:
    lines = plain(tmp_path, Rules(), 17, ["", "", "", "10"])
    assert "Both turn a 7: another war! Each puts one card face down and one face up." in lines  # a war on 4s
    start = lines.index("Your Queen beats the 6: you win the war and take 10 cards.")
    assert lines[start:start + 6] == [
        "Your Queen beats the 6: you win the war and take 10 cards.",
        "Your Queen beats the 8. You take 2 cards.",
        "10 battles were played.",
        "You won 5 of them.",
        "The computer won 5 of them.",
        "There were 2 wars in these battles.",
    ]


def test_ten_during_a_war_that_puts_two_players_out_names_the_war_and_both_outs(tmp_path: Path) -> None:
    """Four players, deal 4: the pending war's winner is said, then who went out with it."""
    lines = plain(tmp_path, Rules(players=4, max_battles=500), 4, ["10", "10", "", "10"])
    start = lines.index("North's 5 beats your 4: North wins the war and takes 8 cards.")
    assert lines[start:start + 4] == [
        "North's 5 beats your 4: North wins the war and takes 8 cards.",
        "West has no cards left and is out of the game.",
        "East has no cards left and is out of the game.",
        "North's 10 is the highest card. North takes 2 cards.",
    ]


def test_case_1_finish_during_the_war_agrees_with_the_summary(tmp_path: Path) -> None:
    lines = plain(tmp_path, Rules(), 17, ["", "", "", "f"])
    game = Game(Rules(), deal=17)
    game.play_to_end()
    # Battle 1 was played before; F finishes battle 2 (its double war pending) and plays the rest.
    assert f"{game.stats.battles - 1} battles were played." in lines
    assert f"Battles in the whole game: {game.stats.battles}" in lines
    assert f"Wars in the whole game: {game.stats.wars}" in lines
    assert "The computer has all the cards and wins the game." in lines


def test_case_2_a_short_game_says_its_result_on_the_press_that_plays_the_last_battle(tmp_path: Path) -> None:
    rules = Rules(max_battles=26, at_limit="count")
    session = session_for(tmp_path, rules, 20)
    session.ten()
    session.ten()
    step = session.ten()
    assert session.over and session.game.battles == 26
    said = Teller(EN, rules).status(step)
    assert said[-1] == Narrator(EN, rules).outcome_sentence(session.game.outcome, session.game.stats)
    assert said[-1].startswith("At the battle limit of 26 battles")


def test_case_2_turning_the_last_battle_of_a_short_game_says_the_result(tmp_path: Path) -> None:
    rules = Rules(max_battles=5, at_limit="count")
    session = session_for(tmp_path, rules, 20)
    while session.game.battles < 5:
        step = session.turn()
    # the press that played battle 5 (or finished its war) ended the game and said so
    assert session.over and any(isinstance(event, GameOver) for event in step.events)
    assert any(isinstance(event, PileTaken) for event in step.events)
    assert Teller(EN, rules).status(step)[-1].startswith("At the battle limit of 5 battles")


def test_case_2_ten_battles_that_reach_the_limit_exactly_say_the_result(tmp_path: Path) -> None:
    rules = Rules(max_battles=30, at_limit="draw")
    session = session_for(tmp_path, rules, 20)
    session.ten(), session.ten()
    step = session.ten()
    assert session.game.battles == 30 and session.over
    assert Teller(EN, rules).status(step)[-1] == "At the battle limit of 30 battles the game is a draw."


def test_case_3_krig_names_the_winner_on_finish(tmp_path: Path) -> None:
    session = session_for(tmp_path, PRESETS["krig"], 5)
    step = session.finish()
    said = Teller(EN, session.rules).status(step)
    winner = session.game.outcome.winner
    assert winner is not None
    assert said[-1] == Narrator(EN, session.rules).outcome_sentence(session.game.outcome, session.game.stats)
    assert ("You", "West", "North", "East")[winner] in said[-1]


def test_case_3_when_you_are_out_the_table_says_finish_and_the_footer_offers_it(tmp_path: Path) -> None:
    deal = next(d for d in range(1, 400) if _you_go_out_first(d))
    session = session_for(tmp_path, PRESETS["krig"], deal)
    while 0 in session.game.in_game:
        step = session.turn()
    assert not session.over and session.phase is TablePhase.OUT
    assert Teller(EN, session.rules).status(step)[-1] == (
        "The others play on without you: F plays the game to the end and says who wins."
    )
    assert offered(session.phase)[0].action == "finish"


def _you_go_out_first(deal: int) -> bool:
    game = Game(PRESETS["krig"], deal=deal)
    while game.can_step():
        for event in game.step():
            if isinstance(event, PlayerOut):
                return event.seat == 0 and len(game.in_game) > 1
    return False


def test_case_4_three_players_count_the_set_aside_card(tmp_path: Path) -> None:
    game = Game(Rules(players=3), deal=9)
    assert game.set_aside is not None and sum(game.counts) == 51


def test_case_5_the_plain_mode_plays_the_saved_rules_and_records_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from warkit.plain import run_plain
    from warkit.storage import save_settings

    short = Rules(max_battles=26, at_limit="count")
    save_settings(tmp_path, Settings(rules=short))
    save_round(tmp_path, SavedRound(Rules(), 7, 3))  # the TUI's round in progress
    monkeypatch.setattr("sys.stdin", io.StringIO("f\nq\n"))
    capture = io.StringIO()
    monkeypatch.setattr("sys.stdout", capture)
    assert run_plain(EN, None, 20, auto=False, folder=tmp_path) == 0
    lines = capture.getvalue().splitlines()
    assert lines[0] == "Rules: Classic, short game of 26 battles"
    assert "Battles in the whole game: 26" in lines
    assert load_statistics(tmp_path).records  # the finished game is in the record
    kept = load_round(tmp_path)  # a deal asked for on the command line never drops the game under way
    assert kept is not None and (kept.rules, kept.deal, kept.steps) == (Rules(), 7, 3)
    assert "Your saved game is kept: run warkit play to go back to it." in capsys.readouterr().err


def test_case_5_rules_on_the_command_line_play_this_game_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from warkit.plain import run_plain
    from warkit.storage import load_settings, save_settings

    save_settings(tmp_path, Settings(rules=Rules(max_battles=26, at_limit="count")))
    monkeypatch.setattr("sys.stdout", io.StringIO())
    assert run_plain(EN, PRESETS["krig"], 5, auto=True, folder=tmp_path) == 0
    assert load_settings(tmp_path).rules == Rules(max_battles=26, at_limit="count")
    assert "krig" in load_statistics(tmp_path).records


def test_case_6_a_press_and_the_whole_game_say_which_span_they_count(tmp_path: Path) -> None:
    lines = plain(tmp_path, Rules(), 17, ["10", "f"])
    assert "There were 2 wars in these battles." in lines or "There was no war in these battles." in lines
    assert any(line.startswith("Battles in the whole game: ") for line in lines)
    assert not any(line.startswith("Battles played: ") for line in lines)


def test_case_7_the_footer_says_what_each_key_does_in_each_phase() -> None:
    labels = {
        phase: [phase_label(item, EN, phase) for item in offered(phase)] for phase in TablePhase
    }
    assert labels[TablePhase.READY][:4] == ["Turn cards", "Play 10 battles", "Auto-play", "Finish the game"]
    assert labels[TablePhase.WAR][0] == "War step"
    assert labels[TablePhase.OUT][0] == "Finish the game"
    assert labels[TablePhase.OVER][:3] == ["Show the result", "New game", "Replay this deal"]
    assert "Play 10 battles" not in labels[TablePhase.OVER] and "Auto-play" not in labels[TablePhase.OVER]
    running = [phase_label(item, EN, TablePhase.READY, auto=True) for item in offered(TablePhase.READY, auto=True)]
    assert running == ["Auto-play is on: other keys stop it", "Calm or quick", "Quit"]


def test_a_press_after_the_game_is_over_plays_nothing(tmp_path: Path) -> None:
    session = session_for(tmp_path, Rules(), 7)
    session.finish()
    log = list(session.game.log)
    for action in ("turn", "ten", "finish"):
        assert session.press(action) is None
    assert session.game.log == log


def test_the_pending_war_is_one_of_the_ten(tmp_path: Path) -> None:
    session = session_for(tmp_path, Rules(), 17)
    session.turn(), session.turn(), session.turn()
    before = session.game.battles
    step = session.ten()
    assert session.game.battles == before + 9
    assert sum(isinstance(event, PileTaken) for event in step.events) == 10
