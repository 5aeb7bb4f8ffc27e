"""The player's record across runs: played, won, lost and drawn for each set of rules.

Each record is keyed by the rules' name as data: their nearest preset and what differs from it
(:func:`~warkit.engine.rules.variant_of`), written ``krig players=3``, ``family short_game=26`` or
``classic max_battles=37 at_limit=count``; a preset played as it is keeps its own name
(``classic``). :func:`variant_of_key` reads any key it does not know (a damaged file, a later
warkit's knob) as None, shown as "Your own rules". No record is dropped: a warkit keeps the keys
it does not show.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..engine import Outcome, Rules, knobs
from ..engine.rules import PRESET_NAMES, SHORT_GAME, Change, Variant, variant_of
from ..safe.atomic import make_folder
from .files import UnreadableFile, load_json, save_json

FILE = "statistics.json"
VERSION = 2
"""The format this warkit reads and writes; a file of another version is set aside, a newer one left
alone (:func:`~warkit.storage.files.load_json`)."""


MAX_COUNT = 10**12
"""More games than anyone plays: a larger count is a damaged file, not a record."""
LOCK_TIMEOUT = 10.0
"""Seconds to wait for another game writing the record before giving up (the game goes on)."""


@dataclass(frozen=True, slots=True)
class Record:
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0


@dataclass(frozen=True, slots=True)
class Statistics:
    """Records keyed by the rules' name as data (:func:`record_key`)."""

    records: dict[str, Record] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        return {
            "records": {
                name: {"played": r.played, "won": r.won, "lost": r.lost, "drawn": r.drawn}
                for name, r in self.records.items()
            }
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Statistics:
        records = data.get("records", {})
        if not isinstance(records, dict):
            raise ValueError("records")
        parsed = {}
        for name, values in records.items():
            if not isinstance(values, dict):
                raise ValueError(name)
            record = Record(**values)
            for number in (record.played, record.won, record.lost, record.drawn):
                if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number <= MAX_COUNT:
                    raise ValueError(name)
            if record.won + record.lost + record.drawn > record.played:
                raise ValueError(name)  # more results than games: not a record warkit wrote
            parsed[str(name)] = record
        return cls(parsed)


def record_key(rules: Rules) -> str:
    """The key of ``rules``' record: their nearest preset and the changes from it."""
    variant = variant_of(rules)
    words = [variant.preset]
    for change in variant.changes:
        value = change.value if change.name == SHORT_GAME else knobs.knob(change.name).as_json(change.value)
        words.append(f"{change.name}={value}")
    return " ".join(words)


def variant_of_key(key: str) -> Variant | None:
    """What a record's key names, or None for a key this warkit does not know."""
    preset, *words = key.split(" ")
    if preset not in PRESET_NAMES:
        return None
    changes = []
    for word in words:
        name, _, text = word.partition("=")
        try:
            knob = knobs.knob("max_battles" if name == SHORT_GAME else name)
            value = knob.check(text if knob.values is not None else int(text))
            if name == SHORT_GAME and value not in knobs.SHORT_GAME_LENGTHS:
                raise ValueError(text)
        except (KeyError, ValueError):
            return None
        changes.append(Change(name, value))
    return Variant(preset, tuple(changes))


def record_game(stats: Statistics, rules: Rules, outcome: Outcome) -> Statistics:
    """``stats`` with one more finished game; seat 0 is the player."""
    key = record_key(rules)
    old = stats.records.get(key, Record())
    new = Record(
        played=old.played + 1,
        won=old.won + (outcome.winner == 0),
        lost=old.lost + (outcome.winner is not None and outcome.winner != 0),
        drawn=old.drawn + (outcome.winner is None),
    )
    return Statistics({**stats.records, key: new})


def load_statistics(folder: Path, *, move_aside: bool = True) -> Statistics:
    return load_json(
        folder / FILE, Statistics.from_json, Statistics(), (ValueError, TypeError),
        version=VERSION, move_aside=move_aside,
    )


def add_game(folder: Path, rules: Rules, outcome: Outcome) -> Statistics:
    """Count one finished game in the record on disk and return the record as it now stands.

    Two games can finish at once (two terminals): each reads the file again under a lock and adds
    its own game to what is there, so neither overwrites the other's. A file that cannot be read
    is moved aside first (see ``load_json``). Raises OSError (``filelock.Timeout`` is one) if the
    folder refuses or the other game holds the lock too long, and :class:`NewerSave`, writing
    nothing, if the record is a newer warkit's.
    """
    from filelock import (
        FileLock,  # only when a game is recorded: kept off the path to the first frame
    )

    make_folder(folder)
    with FileLock(str(folder / f"{FILE}.lock"), timeout=LOCK_TIMEOUT):
        try:
            current = load_statistics(folder)
        except UnreadableFile:
            current = Statistics()
        updated = record_game(current, rules, outcome)
        save_statistics(folder, updated)
    return updated


def save_statistics(folder: Path, stats: Statistics) -> None:
    save_json(folder / FILE, stats.to_json(), version=VERSION)
