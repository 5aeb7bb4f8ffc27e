"""The round in progress: rules, deal number and steps played.

The engine is deterministic, so a save is tiny: replaying ``steps`` presses of "Turn cards" on
the same deal with the same rules gives back exactly the game that was left.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..engine import DealError, Game, Rules, RulesError
from .files import read_json, set_aside, write_json

FILE = "round.json"
VERSION = 1


@dataclass(frozen=True, slots=True)
class SavedRound:
    rules: Rules
    deal: int
    steps: int
    recorded: bool = False
    """The finished game is already in the player's statistics."""


def save_round(folder: Path, saved: SavedRound) -> None:
    write_json(
        folder / FILE,
        {
            "version": VERSION,
            "rules": saved.rules.as_dict(),
            "deal": saved.deal,
            "steps": saved.steps,
            "recorded": saved.recorded,
        },
    )


def load_round(folder: Path) -> SavedRound | None:
    """The saved round, or None; a save that cannot be read or replayed raises UnreadableFile."""
    path = folder / FILE
    data = read_json(path)
    if data is None:
        return None
    try:
        if data.get("version") != VERSION:
            raise ValueError("version")
        rules = data["rules"]
        steps, deal, recorded = data["steps"], data["deal"], data.get("recorded", False)
        if not isinstance(rules, dict) or not isinstance(steps, int) or steps < 0:
            raise ValueError("steps")
        if not isinstance(recorded, bool) or not isinstance(deal, int):
            raise ValueError("deal")
        saved = SavedRound(Rules(**rules), deal, steps, recorded)
        restore_game(saved)  # a save that cannot be replayed is as unreadable as bad JSON
    except (KeyError, ValueError, TypeError, RulesError, DealError):
        raise set_aside(path) from None
    return saved


def restore_game(saved: SavedRound) -> Game:
    """Replay the saved round; raises ValueError if it has more steps than the game has."""
    game = Game(saved.rules, deal=saved.deal)
    for _ in range(saved.steps):
        if not game.can_step():
            raise ValueError("more steps than the game has")
        game.step()
    return game
