"""The player's record across runs: played, won, lost and drawn for each preset."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..engine import CUSTOM, Outcome, Rules
from .files import load_json, save_json

FILE = "statistics.json"
VERSION = 2
"""1: the unversioned file of the first releases (the same fields); 2: with its version."""


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
                if not isinstance(number, int) or number < 0:
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


def load_statistics(folder: Path) -> Statistics:
    return load_json(
        folder / FILE, Statistics.from_json, Statistics(), (ValueError, TypeError),
        version=VERSION, migrations={1: lambda data: data},
    )


def save_statistics(folder: Path, stats: Statistics) -> None:
    save_json(folder / FILE, stats.to_json(), version=VERSION)
