"""The player's record across runs: played, won, lost and drawn for each preset."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..engine import CUSTOM, Outcome, Rules
from ..safe.atomic import make_folder
from .files import UnreadableFile, load_json, save_json

FILE = "statistics.json"
VERSION = 2
"""1: the unversioned file of the first releases (the same fields); 2: with its version."""


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
    """Records keyed by preset name (or ``custom``)."""

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
            parsed[str(name)] = record
        return cls(parsed)


def record_game(stats: Statistics, rules: Rules, outcome: Outcome) -> Statistics:
    """``stats`` with one more finished game; seat 0 is the player."""
    key = rules.preset_name() or CUSTOM
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
        version=VERSION, migrations={1: lambda data: data}, move_aside=move_aside,
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
