"""The round in progress: rules, deal number (or stacked deck and seed) and steps played.

The engine is deterministic, so a save is tiny: replaying ``steps`` presses of "Turn cards" on
the same deal with the same rules gives back exactly the game that was left.

One game at a time keeps the round of a data folder (:func:`hold_round`): a second game started on
the same folder while the first runs plays without saving its round, so neither overwrites the
other's without a word.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine import Card, EngineError, Game, Rules, check_deal, format_deck, parse_deck
from ..safe.atomic import make_folder
from .files import load_json, save_json

if TYPE_CHECKING:
    from filelock import BaseFileLock

FILE = "round.json"
LOCK = f"{FILE}.lock"
"""The file a running game holds locked for as long as it keeps the round (:func:`hold_round`)."""
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


def load_round(folder: Path, *, move_aside: bool = True) -> SavedRound | None:
    """The saved round, or None; a save that cannot be read or replayed raises UnreadableFile.

    So does one whose deal or seed is outside what the command line accepts (1 .. ``MAX_DEAL``):
    no file gives a game that ``warkit play --deal`` or ``replay --seed`` could not. A game that
    only peeks at the round (``--auto``) passes ``move_aside=False``.
    """
    return load_json(
        folder / FILE, _saved_round, None, (KeyError, ValueError, TypeError, EngineError), version=VERSION,
        move_aside=move_aside,
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


class RoundInUse(Exception):
    """Another game on the same data folder keeps the round: this one plays without saving it."""

    def __init__(self, folder: Path) -> None:
        super().__init__(f"another game keeps the round in {folder}")
        self.folder = folder


class RoundHold:
    """This game's hold on the round of its data folder, from start to exit (:meth:`release`).

    A lock of the operating system on ``round.json.lock``, taken without waiting: it ends with the
    process, so a game that crashed never keeps the next one from saving.
    """

    def __init__(self, lock: BaseFileLock) -> None:
        self._lock = lock

    def release(self) -> None:
        """The game is closing: the next game on this folder keeps the round."""
        self._lock.release()


def hold_round(folder: Path) -> RoundHold:
    """Hold the round of ``folder`` for this game; raises :class:`RoundInUse` if another game
    holds it, OSError if the folder refuses (then no game can save a round there anyway)."""
    from filelock import FileLock, Timeout  # as the record's lock: imported when a game starts

    make_folder(folder)
    lock = FileLock(str(folder / LOCK), timeout=0)
    try:
        lock.acquire()
    except Timeout:
        raise RoundInUse(folder) from None
    return RoundHold(lock)
