"""The oracle for what the table says: figures worked out from the engine's event log alone.

Nothing here asks the session or the narrator how many battles, wins or wars there were: each
figure is counted from ``game.log`` (the engine's own record), and every English sentence a press
produced is matched against those figures. A sentence that no rule below explains is a failure,
so a new sentence with a number in it cannot slip by unchecked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from warkit.engine import Game
from warkit.engine.events import (
    CardsPutDown,
    CardsReturned,
    CardsTurned,
    Dealt,
    Event,
    GameOver,
    PileTaken,
    PlayerOut,
    WarDeclared,
)
from warkit.narration import Narrator

YOU = 0
SEATS = {3: ("You", "West", "East"), 4: ("You", "West", "North", "East")}
"""The seats' names in English, as the rules guide gives them."""


@dataclass
class Press:
    """What one press did, worked out from the log: the figures every sentence must agree with."""

    events: list[Event]
    war_pending: bool
    """A war was on the table when the key was pressed (the press finished it)."""
    pending_wars: int
    """Wars already declared in that battle before the press."""
    battles: int = 0
    wars: int = 0
    wins: list[int] = field(default_factory=list)
    over: GameOver | None = None


def press_figures(log: Sequence[Event], before: int, players: int) -> Press:
    """The figures of the press whose events are ``log[before:]``, from the log alone."""
    earlier, events = list(log[:before]), list(log[before:])
    war_pending = bool(earlier) and isinstance(earlier[-1], WarDeclared)
    pending_wars = 0
    if war_pending:
        start = max(i for i, event in enumerate(earlier) if isinstance(event, CardsTurned))
        pending_wars = sum(isinstance(event, WarDeclared) for event in earlier[start:])
    press = Press(events, war_pending, pending_wars, wins=[0] * players)
    press.battles = sum(isinstance(e, CardsTurned) for e in events) + (1 if war_pending and events else 0)
    press.wars = sum(isinstance(e, WarDeclared) for e in events) + (pending_wars if events else 0)
    for event in events:
        if isinstance(event, PileTaken):
            press.wins[event.seat] += 1
        if isinstance(event, GameOver):
            press.over = event
    return press


def counts_from_log(log: Sequence[Event], players: int) -> list[int]:
    """Each seat's face-down pile, followed card by card through the log."""
    counts = [0] * players
    for event in log:
        if isinstance(event, Dealt):
            counts = list(event.counts)
        elif isinstance(event, CardsTurned):
            for play in event.plays:
                counts[play.seat] -= 1
        elif isinstance(event, CardsPutDown):
            counts[event.seat] -= len(event.face_down) + (event.face_up is not None)
        elif isinstance(event, PlayerOut):
            counts[event.seat] -= len(event.cards_to_table)
        elif isinstance(event, PileTaken):
            counts[event.seat] += len(event.cards)
        elif isinstance(event, CardsReturned):
            counts = list(event.counts)
    return counts


def whole_game(log: Sequence[Event]) -> dict[str, int]:
    """The whole game's figures (the summary's), from the log."""
    wars_per_battle: dict[int, int] = {}
    for event in log:
        if isinstance(event, WarDeclared):
            wars_per_battle[event.battle] = wars_per_battle.get(event.battle, 0) + 1
    hauls = [len(event.cards) for event in log if isinstance(event, PileTaken)]
    return {
        "battles": sum(isinstance(event, CardsTurned) for event in log),
        "wars": sum(wars_per_battle.values()),
        "longest": max(wars_per_battle.values(), default=0),
        "haul": max(hauls, default=0),
    }


def number(text: str) -> int:
    return int(text.replace(",", ""))


def seat_of(name: str, players: int) -> int:
    if name in ("You", "you"):
        return YOU
    if players == 2:
        assert name in ("The computer", "the computer"), name
        return 1
    return SEATS[players].index(name)


NUMBER = r"(\d[\d,]*)"
"""A number as English writes it (grouped: 4,585)."""
BATTLES = re.compile(NUMBER + r" battles? (?:was|were) played\.")
WON = re.compile(r"(You|The computer|West|North|East) won " + NUMBER + r" of them\.")
WARS = re.compile(r"There (?:was|were) " + NUMBER + r" wars? in (this battle|these battles)\.")
NO_WAR = re.compile(r"There was no war in (this battle|these battles)\.")
YOU_OUT = re.compile(r"The others play on without you: (\S+) plays the game to the end and says who wins\.")


def check_press(
    narrator: Narrator, game: Game, kind: str, sentences: Sequence[str], press: Press, finish_key: str
) -> None:
    """Every sentence of one press agrees with the log's figures; nothing owed is missing."""
    players = game.rules.players
    told = press.events if kind not in ("ten", "finish") else _ends(press.events)
    described = {narrator.describe(event) for event in told if not isinstance(event, GameOver)}
    outcome = None
    if press.over is not None:
        outcome = narrator.outcome_sentence(press.over.outcome, press.over.stats)
        check_outcome(outcome, press.over, game.log, players)
    said_battles = said_wars = None
    said_wins = [0] * players
    you_out = None
    for sentence in sentences:
        if sentence in described:
            continue
        if sentence == outcome:
            continue
        if sentence == "No battle was played.":
            said_battles = 0
        elif match := BATTLES.fullmatch(sentence):
            said_battles = number(match[1])
        elif match := WON.fullmatch(sentence):
            said_wins[seat_of(match[1], players)] = number(match[2])
        elif match := WARS.fullmatch(sentence):
            said_wars = number(match[1])
            assert (match[2] == "this battle") == (press.battles == 1), sentence
        elif match := NO_WAR.fullmatch(sentence):
            said_wars = 0
            assert (match[1] == "this battle") == (press.battles == 1), sentence
        elif match := YOU_OUT.fullmatch(sentence):
            you_out = match[1]
        else:
            raise AssertionError(f"a sentence no figure explains: {sentence!r}")
    if kind in ("ten", "finish"):
        assert said_battles == press.battles, (sentences, press.battles)
        if press.battles:
            assert said_wins == press.wins, (sentences, press.wins)
            assert said_wars == press.wars, (sentences, press.wars)
        if press.war_pending and press.battles > 1:
            taken = next(e for e in press.events if isinstance(e, PileTaken | GameOver))
            if isinstance(taken, PileTaken):  # the war that was pending is named as won
                assert narrator.describe(taken) in sentences, sentences
    else:
        assert said_battles is None and said_wars is None and not any(said_wins), sentences
    if press.over is not None:
        assert outcome in sentences, ("the result is said on the press that ends the game", sentences)
    went_out = any(isinstance(e, PlayerOut) and e.seat == YOU for e in press.events)
    if went_out and players > 2 and press.over is None:
        assert you_out == finish_key, sentences
    else:
        assert you_out is None, sentences


def _ends(events: list[Event]) -> list[Event]:
    """The events of the first and the last battle of a press (the ones told in sentences)."""
    starts = [i for i, event in enumerate(events) if isinstance(event, CardsTurned)]
    first_end = next((i for i in starts if i > 0), len(events))
    last_start = starts[-1] if starts else 0
    return events[:first_end] + events[last_start:]


def check_outcome(sentence: str, over: GameOver, log: Sequence[Event], players: int) -> None:
    """The result names the right winner (or a draw) and the right figures."""
    outcome = over.outcome
    out = {e.seat for e in log if isinstance(e, PlayerOut)}
    standing = [seat for seat in range(players) if seat not in out]
    counts = counts_from_log(log, players)
    if outcome.reason.value in ("all-cards", "short"):
        assert standing == [outcome.winner], (standing, outcome)
    if outcome.reason.value == "all-cards":
        assert counts[outcome.winner] + (1 if players == 3 else 0) == 52, counts
    if outcome.reason.value in ("limit", "both-short") and outcome.winner is not None:
        assert counts[outcome.winner] == max(counts) and counts.count(max(counts)) == 1, counts
    if outcome.winner is None:
        assert "draw" in sentence, sentence
    else:
        name = "you" if outcome.winner == YOU else ("computer" if players == 2 else SEATS[players][outcome.winner])
        assert name in sentence.lower() or name in sentence, (sentence, outcome)
        assert "draw" not in sentence, sentence
    numbers = [number(n) for n in re.findall(NUMBER, sentence)]
    figures = whole_game(log)
    for value in numbers:
        assert value in (figures["battles"], *counts), (sentence, figures, counts)


def check_figures(narrator: Narrator, lines: Sequence[str], log: Sequence[Event]) -> None:
    """The whole game's figures (summary, plain mode's last lines) against the log."""
    figures = whole_game(log)
    expected = {
        "Battles in the whole game": figures["battles"],
        "Wars in the whole game": figures["wars"],
        "Most wars in one battle": figures["longest"],
        "Most cards won in one battle": figures["haul"],
    }
    said = {}
    for line in lines:
        label, _, figure = line.rpartition(": ")
        if label in expected:
            said[label] = number(figure)
    assert said == expected, (said, expected)
