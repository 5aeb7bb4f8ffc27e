"""The status box in a real terminal (tmux, 80x24) shows every sentence of the step just played:
each one ``warkit replay --events`` gives for that step, none left out.

Two last steps that say four sentences each (the box once kept only the last three):
pagat rules with three face-down cards, deal 3, where you turn up your last card in a war, and
classic deal 7, where you have no cards left for a war.
"""

from __future__ import annotations

from contextlib import ExitStack
from pathlib import Path

import pytest
from test_tmux_play import real_terminal

from warkit.commands.replay import result_lines
from warkit.engine import PRESETS, Game, Rules
from warkit.i18n import get_translator
from warkit.narration import Narrator

pytestmark = pytest.mark.slow
EN = get_translator("en")
PAGAT_3 = PRESETS["pagat"].replace(face_down=3)


def last_step(rules: Rules, deal: int, tens: int) -> tuple[list[str], int]:
    """What ``replay --events`` says for the last step of ``deal``, after ``tens`` presses of
    Play 10; and how many presses of Turn cards reach that step from there."""
    game = Game(rules, deal=deal)
    game.play_battles(10 * tens)
    turns = 0
    while game.can_step():
        events = game.step()
        turns += 1
    told = [line.strip() for line in result_lines(game, deal, EN, events=True)]
    said = Narrator(EN, rules).narrate(events)
    figures = len(Narrator(EN, rules).statistics(game.stats))
    assert told[-figures - len(said) : -figures] == said  # replay --events tells the step so
    return said, turns


def test_every_sentence_of_the_last_step_is_on_screen_in_a_real_terminal(tmp_path: Path) -> None:
    games = {
        "pagat": (PAGAT_3, 3, 3, "--rules pagat --face-down 3 --deal 3"),
        "classic": (Rules(), 7, 23, "--deal 7"),
    }
    with ExitStack() as stack:
        panes = {
            name: stack.enter_context(real_terminal(tmp_path, name, f"--lang en {args}"))
            for name, (_rules, _deal, _tens, args) in games.items()
        }
        steps = {name: last_step(rules, deal, tens) for name, (rules, deal, tens, _args) in games.items()}
        for name, pane in panes.items():  # both games start side by side, then are played
            pane.wait_for("Battle 0")
            tens = games[name][2]
            pane.keys(*["t"] * tens, *["Space"] * steps[name][1])
        missing = {}
        for name, pane in panes.items():
            said = steps[name][0]
            screen = pane.wait_for(" ".join(said[-1].split()))
            missing[name] = [sentence for sentence in said if " ".join(sentence.split()) not in screen]
    assert missing == {"pagat": [], "classic": []}
    pagat, classic = steps["pagat"][0], steps["classic"][0]
    assert "You have only 3 cards left: you put all but the last face down and turn up a 4." in pagat
    assert "You have no cards left for the war." in classic
