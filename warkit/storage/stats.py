"""The player's record across runs: for each set of rules played, won, lost and drawn, the winning
streaks and the game's records (longest game, biggest war, most cards won in one battle), and the
last games finished, each with its rules and deal so it can be played again.

Each record is keyed by the rules' name as data: their nearest preset and what differs from it
(:func:`~warkit.engine.rules.variant_of`), written ``krig players=3``, ``family short_game=26`` or
``classic max_battles=37 at_limit=count``; a preset played as it is keeps its own name
(``classic``). :func:`variant_of_key` reads any key it does not know (a damaged file, a later
warkit's knob) as None, shown as "Your own rules". No record is dropped: a warkit keeps the keys
it does not show. The streaks of all rules together are kept beside the records (a streak runs
across rule sets, so it is not the sum of the rows').
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine import GameStats, Outcome, Rules, knobs
from ..engine.rules import PRESET_NAMES, SHORT_GAME, Change, Variant, variant_of
from ..safe.atomic import make_folder
from .files import UnreadableFile, load_json, save_json

FILE = "statistics.json"
VERSION = 3
"""The format this warkit reads and writes; a file of another version is set aside, a newer one left
alone (:func:`~warkit.storage.files.load_json`). Version 3 added the streaks, the records and the
last games; an older file is set aside with the usual notice (warkit is unreleased: no migration)."""
LAST_GAMES = 20
"""How many finished games the record lists, the newest first."""


MAX_COUNT = 10**12
"""More games than anyone plays: a larger count is a damaged file, not a record."""
LOCK_TIMEOUT = 10.0
"""Seconds to wait for another game writing the record before giving up (the game goes on)."""


RESULTS = ("won", "lost", "drawn")
"""A finished game's result for the player (seat 0)."""


def _count(value: object, what: str) -> int:
    """A whole number of the file, checked: a count out of range is a damaged file."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_COUNT:
        raise ValueError(what)
    return value


@dataclass(frozen=True, slots=True)
class Record:
    """One set of rules' figures (or all rules' together, :func:`total`)."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    streak: int = 0
    """Games won in a row, up to the last one played."""
    best_streak: int = 0
    """The most games won in a row."""
    longest_game: int = 0
    """The most battles in one game."""
    biggest_war: int = 0
    """The most wars in one battle (a war, a double war…)."""
    biggest_haul: int = 0
    """The most cards won in one battle."""

    @property
    def win_rate(self) -> float:
        """The share of games won (0 before any game)."""
        return self.won / self.played if self.played else 0.0

    def to_json(self) -> dict[str, int]:
        return {item.name: getattr(self, item.name) for item in fields(self)}

    @classmethod
    def from_json(cls, values: object, what: str) -> Record:
        if not isinstance(values, dict) or not set(values) <= {item.name for item in fields(cls)}:
            raise ValueError(what)
        record = cls(**{name: _count(value, what) for name, value in values.items()})
        if record.won + record.lost + record.drawn > record.played:
            raise ValueError(what)  # more results than games: not a record warkit wrote
        return record

    def counting(self, result: str, figures: GameStats | None) -> Record:
        """This record with one more game of ``result``, whose figures are ``figures``."""
        streak = self.streak + 1 if result == "won" else 0
        return replace(
            self,
            played=self.played + 1,
            won=self.won + (result == "won"),
            lost=self.lost + (result == "lost"),
            drawn=self.drawn + (result == "drawn"),
            streak=streak,
            best_streak=max(self.best_streak, streak),
            longest_game=max(self.longest_game, figures.battles if figures else 0),
            biggest_war=max(self.biggest_war, figures.longest_war if figures else 0),
            biggest_haul=max(self.biggest_haul, figures.biggest_haul if figures else 0),
        )


@dataclass(frozen=True, slots=True)
class Finished:
    """One finished game in the list of the last ones: when (the local date and time, ISO), its
    record's key, its rules as saves hold them, its deal, the player's result and its battles."""

    when: str
    key: str
    rules: dict[str, Any]
    deal: int
    result: str
    battles: int

    def to_json(self) -> dict[str, object]:
        return {
            "when": self.when, "key": self.key, "rules": self.rules, "deal": self.deal,
            "result": self.result, "battles": self.battles,
        }

    @classmethod
    def from_json(cls, data: object) -> Finished:
        if not isinstance(data, dict):
            raise ValueError("games")
        when, key, rules, result = data["when"], data["key"], data["rules"], data["result"]
        if not isinstance(when, str) or not isinstance(key, str) or result not in RESULTS:
            raise ValueError("games")
        datetime.fromisoformat(when)  # a date this warkit cannot read is a damaged file
        if not isinstance(rules, dict) or not all(
            isinstance(name, str) and isinstance(value, (str, int)) for name, value in rules.items()
        ):
            raise ValueError("games")
        return cls(when, key, dict(rules), _count(data["deal"], "deal"), result, _count(data["battles"], "battles"))

    @property
    def day(self) -> datetime:
        return datetime.fromisoformat(self.when)

    @property
    def variant(self) -> Variant | None:
        """What its record's key names (None: rules this warkit does not know)."""
        return variant_of_key(self.key)

    def playable_rules(self) -> Rules | None:
        """The game's rules, to play its deal again; None if this warkit cannot play them (a
        later warkit's knob)."""
        try:
            return Rules.from_json(self.rules)
        except (TypeError, ValueError, KeyError):
            return None


@dataclass(frozen=True, slots=True)
class Statistics:
    """Records keyed by the rules' name as data (:func:`record_key`), the streaks of all rules
    together, and the last games finished (the newest first)."""

    records: dict[str, Record] = field(default_factory=dict)
    streak: int = 0
    best_streak: int = 0
    games: tuple[Finished, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "records": {name: record.to_json() for name, record in self.records.items()},
            "streak": self.streak,
            "best_streak": self.best_streak,
            "games": [game.to_json() for game in self.games],
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Statistics:
        records = data.get("records", {})
        games = data.get("games", [])
        if not isinstance(records, dict) or not isinstance(games, list) or len(games) > LAST_GAMES:
            raise ValueError("records")
        parsed = {str(name): Record.from_json(values, str(name)) for name, values in records.items()}
        return cls(
            parsed,
            _count(data.get("streak", 0), "streak"),
            _count(data.get("best_streak", 0), "best_streak"),
            tuple(Finished.from_json(game) for game in games),
        )

    def total(self) -> Record:
        """All rules together: the counts added up, the streaks of every game in order, the
        records the largest of the rows'."""
        rows = self.records.values()
        return Record(
            played=sum(r.played for r in rows),
            won=sum(r.won for r in rows),
            lost=sum(r.lost for r in rows),
            drawn=sum(r.drawn for r in rows),
            streak=self.streak,
            best_streak=self.best_streak,
            longest_game=max((r.longest_game for r in rows), default=0),
            biggest_war=max((r.biggest_war for r in rows), default=0),
            biggest_haul=max((r.biggest_haul for r in rows), default=0),
        )


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


def record_rows(stats: Statistics) -> list[tuple[Variant | None, Record]]:
    """One row for each set of rules: presets in their order, each before its changed forms,
    and last the records whose rules are not known (one row, their figures added up and their
    records the largest; streaks of rules apart do not add up, so that row's are the longest)."""
    rows: dict[Variant | None, Record] = {}
    for key, record in stats.records.items():
        variant = variant_of_key(key)
        old = rows.get(variant)
        rows[variant] = record if old is None else merged(old, record)

    def place(variant: Variant | None) -> tuple[int, int, list[tuple[int, int]]]:
        if variant is None:
            return len(PRESET_NAMES), 0, []
        return PRESET_NAMES.index(variant.preset), len(variant.changes), [change_place(c) for c in variant.changes]

    return [(variant, rows[variant]) for variant in sorted(rows, key=place)]


def merged(one: Record, other: Record) -> Record:
    """Two records of rules told as one row: counts added, records and streaks the largest."""
    return Record(
        one.played + other.played, one.won + other.won, one.lost + other.lost, one.drawn + other.drawn,
        max(one.streak, other.streak), max(one.best_streak, other.best_streak),
        max(one.longest_game, other.longest_game), max(one.biggest_war, other.biggest_war),
        max(one.biggest_haul, other.biggest_haul),
    )


def change_place(change: Change) -> tuple[int, int]:
    """Where a change sorts among its preset's rows: by knob, then by value, numbers as numbers
    (battle limit 26 before 100) and a knob's named values in the knob's order.

    >>> sorted([Change("max_battles", 1000), Change("max_battles", 250)], key=change_place)[0].value
    250
    """
    name = "max_battles" if change.name == SHORT_GAME else change.name
    knob = knobs.knob(name)
    value = change.value if knob.values is None else knob.choices.index(change.value)
    return [item.name for item in knobs.KNOBS].index(name), value


def result_of(outcome: Outcome) -> str:
    """The player's result (seat 0): ``won``, ``lost`` or ``drawn``."""
    if outcome.winner is None:
        return "drawn"
    return "won" if outcome.winner == 0 else "lost"


def record_game(
    stats: Statistics,
    rules: Rules,
    outcome: Outcome,
    figures: GameStats | None = None,
    *,
    deal: int | None = None,
    when: datetime | None = None,
) -> Statistics:
    """``stats`` with one more finished game; seat 0 is the player. A numbered ``deal`` is listed
    among the last games (a stacked deck is counted, not listed: it has no number to play again)."""
    key = record_key(rules)
    result = result_of(outcome)
    streak = stats.streak + 1 if result == "won" else 0
    games = stats.games
    if deal is not None:
        moment = (when or datetime.now()).replace(microsecond=0).isoformat()
        battles = figures.battles if figures else 0
        games = (Finished(moment, key, rules.as_dict(), deal, result, battles), *games)[:LAST_GAMES]
    return Statistics(
        {**stats.records, key: stats.records.get(key, Record()).counting(result, figures)},
        streak,
        max(stats.best_streak, streak),
        games,
    )


def load_statistics(folder: Path, *, move_aside: bool = True) -> Statistics:
    return load_json(
        folder / FILE, Statistics.from_json, Statistics(), (ValueError, TypeError),
        version=VERSION, move_aside=move_aside,
    )


def add_game(
    folder: Path, rules: Rules, outcome: Outcome, figures: GameStats | None = None, *, deal: int | None = None
) -> Statistics:
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
        updated = record_game(current, rules, outcome, figures, deal=deal)
        save_statistics(folder, updated)
    return updated


def save_statistics(folder: Path, stats: Statistics) -> None:
    save_json(folder / FILE, stats.to_json(), version=VERSION)
