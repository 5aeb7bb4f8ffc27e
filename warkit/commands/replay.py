"""``warkit replay``: play given decks (or a numbered deal) and print one JSON object per game."""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Iterator
from enum import Enum
from pathlib import Path
from typing import Any

from ..engine import Card, Event, Game, check_deal, format_deck, parse_deck
from ..rule_flags import rules_from_args


def run_replay(args: argparse.Namespace) -> int:
    """One JSON line per game, each saying which game it was (deal or deck, seed, rules), so a
    line from ``--deck @FILE`` can be matched without counting lines. JSON is the only format:
    ``--json`` says so explicitly, for scripts that spell out what they expect."""
    rules = rules_from_args(args)
    seed = args.seed
    if seed is not None:
        check_deal(seed)
    if args.deal is not None:
        games = [Game(rules, deal=check_deal(args.deal), seed=seed)]
    else:
        games = [Game(rules, deck=deck, seed=seed) for deck in _decks(args.deck)]
    for game in games:
        game.play_to_end()
        print(json.dumps(result_json(game, events=args.events), ensure_ascii=False))
    return 0


def _decks(source: str) -> Iterator[tuple[Card, ...]]:
    """One deck from the argument itself, or one a line from ``@FILE`` or ``-`` (stdin).

    Every deck is parsed before any game is played, so a bad line stops the run with nothing
    printed.
    """
    if source == "-":
        lines = sys.stdin.read().splitlines()
    elif source.startswith("@"):
        lines = Path(source[1:]).read_text(encoding="utf-8").splitlines()
    else:
        lines = [source]
    return iter([parse_deck(line) for line in lines if line.strip()])


def result_json(game: Game, events: bool = False) -> dict[str, Any]:
    """The ``replay --json`` object for a finished game."""
    outcome = game.outcome
    assert outcome is not None
    result: dict[str, Any] = {
        "deal": game.deal,
        "deck": format_deck(game.deck) if game.deal is None else None,
        "seed": game.seed,
        "rules": game.rules.as_dict(),
        "result": outcome.result,
        "winner": outcome.winner,
        "reason": outcome.reason.value,
        "battles": game.battles,
        "wars": game.wars,
        "longest_war": game.longest_war,
        "biggest_haul": game.biggest_haul,
        "cards": list(game.counts),
    }
    if events:
        result["events"] = [event_json(event) for event in game.log]
    return result


def event_json(event: Event) -> dict[str, Any]:
    """An event as plain JSON: its type name and its fields, cards as codes."""
    fields = {f.name: _plain(getattr(event, f.name)) for f in dataclasses.fields(event)}
    if "stats" in fields:
        fields["stats"].pop("history", None)
    return {"type": type(event).__name__, **fields}


def _plain(value: Any) -> Any:
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (tuple, list)):
        return [_plain(item) for item in value]
    return value

