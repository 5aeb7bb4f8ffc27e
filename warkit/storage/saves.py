"""The round in progress: rules, deal number (or stacked deck and seed) and steps played.

The engine is deterministic, so a save is tiny: replaying ``steps`` presses of "Turn cards" on
the same deal with the same rules gives back exactly the game that was left.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import Card, EngineError, Game, Rules, check_deal, format_deck, parse_deck
from .files import load_json, save_json

FILE = "round.json"
VERSION = 1
"""1: rules, deal or deck and seed, steps played (a file without a version is read as 1)."""


@dataclass(frozen=True, slots=True)
class SavedRound:
    rules: Rules
    deal: int | None
    """The deal number, or None for a stacked deck."""
    steps: int
    recorded: bool = False
    """The finished game is already in the player's statistics."""
    deck: tuple[Card, ...] | None = None
    """A stacked deck (top card first), when the round was not a numbered deal."""
    seed: int | None = None
    """The seed of a stacked deck's won-card shuffles."""
    game: Game | None = field(default=None, compare=False, repr=False)
    """The game replayed to where it was left, when the save was read (so resuming replays once)."""


def new_game(rules: Rules, deal: int | None, deck: Sequence[Card] | None, seed: int | None) -> Game:
    """A fresh game of a numbered deal or of a stacked deck."""
    if deck is not None:
        return Game(rules, deck=deck, seed=seed)
    return Game(rules, deal=deal)


def save_round(folder: Path, saved: SavedRound) -> None:
    save_json(
        folder / FILE,
        {
            "rules": saved.rules.as_dict(),
            "deal": saved.deal,
            "deck": format_deck(saved.deck) if saved.deck is not None else None,
            "seed": saved.seed,
            "steps": saved.steps,
            "recorded": saved.recorded,
        },
        version=VERSION,
    )


def load_round(folder: Path) -> SavedRound | None:
    """The saved round, or None; a save that cannot be read or replayed raises UnreadableFile.

    So does one whose deal or seed is outside what the command line accepts (1 .. ``MAX_DEAL``):
    no file gives a game that ``warkit play --deal`` or ``replay --seed`` could not.
    """
    return load_json(
        folder / FILE, _saved_round, None, (KeyError, ValueError, TypeError, EngineError), version=VERSION
    )


def _saved_round(data: dict[str, Any]) -> SavedRound:
    rules = data["rules"]
    steps, deal, recorded = data["steps"], data["deal"], data.get("recorded", False)
    deck, seed = data.get("deck"), data.get("seed")
    if not isinstance(rules, dict) or not isinstance(steps, int) or steps < 0:
        raise ValueError("steps")
    if not isinstance(recorded, bool):
        raise ValueError("recorded")
    if deck is None and not isinstance(deal, int):
        raise ValueError("deal")
    if deck is not None and (not isinstance(deck, str) or deal is not None):
        raise ValueError("deck")
    if seed is not None:
        check_deal(seed)  # a seed takes the deal numbers' range, as ``replay --seed`` does
    cards = parse_deck(deck) if deck is not None else None
    saved = SavedRound(Rules.from_json(rules), deal, steps, recorded, cards, seed)
    game = restore_game(saved)  # a save that cannot be replayed is as unreadable as bad JSON
    return dataclasses.replace(saved, game=game)


def restore_game(saved: SavedRound) -> Game:
    """Replay the saved round; raises ValueError if it has more steps than the game has."""
    game = new_game(saved.rules, saved.deal, saved.deck, saved.seed)
    for _ in range(saved.steps):
        if not game.can_step():
            raise ValueError("more steps than the game has")
        game.step()
    return game
