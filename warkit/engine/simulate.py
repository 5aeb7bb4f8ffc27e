"""Many numbered deals played without events, summed up: the simulator behind
``warkit simulate``, the guide's "Who wins more often?" and ``scripts/bench``.

Deals ``first_deal .. first_deal + games - 1`` are split into chunks; with ``jobs > 1`` the chunks
run in worker processes. Each chunk returns compact figures that merge exactly, so the report is
the same for any number of jobs.
"""

from __future__ import annotations

import os
from array import array
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from .errors import DealError
from .game import MAX_DEAL, Game
from .rules import Rules

CHUNKS_PER_JOB = 8
MIN_GAMES_PER_JOB = 200


@dataclass(frozen=True, slots=True)
class Record:
    """The largest value of one figure over the games, and the first deal that reached it."""

    value: int = -1
    deal: int = 0

    def beat(self, value: int, deal: int) -> Record:
        if value > self.value or (value == self.value and deal < self.deal):
            return Record(value, deal)
        return self


@dataclass(slots=True)
class Tally:
    """What a chunk of games adds up to; ``merge`` combines chunks in any order."""

    seats: int
    wins: list[int] = field(default_factory=list)
    draws: dict[str, int] = field(default_factory=dict)
    battles: array = field(default_factory=lambda: array("I"))
    wars: int = 0
    longest_game: Record = Record()
    longest_war: Record = Record()
    biggest_haul: Record = Record()

    def __post_init__(self) -> None:
        if not self.wins:
            self.wins = [0] * self.seats

    def add(self, deal: int, game: Game) -> None:
        outcome = game.outcome
        assert outcome is not None
        if outcome.winner is None:
            self.draws[outcome.reason.value] = self.draws.get(outcome.reason.value, 0) + 1
        else:
            self.wins[outcome.winner] += 1
        self.battles.append(game.battles)
        self.wars += game.wars
        self.longest_game = self.longest_game.beat(game.battles, deal)
        self.longest_war = self.longest_war.beat(game.longest_war, deal)
        self.biggest_haul = self.biggest_haul.beat(game.biggest_haul, deal)

    def merge(self, other: Tally) -> None:
        self.wins = [a + b for a, b in zip(self.wins, other.wins, strict=True)]
        for reason, count in other.draws.items():
            self.draws[reason] = self.draws.get(reason, 0) + count
        self.battles.extend(other.battles)
        self.wars += other.wars
        self.longest_game = self.longest_game.beat(other.longest_game.value, other.longest_game.deal)
        self.longest_war = self.longest_war.beat(other.longest_war.value, other.longest_war.deal)
        self.biggest_haul = self.biggest_haul.beat(other.biggest_haul.value, other.biggest_haul.deal)


@dataclass(frozen=True, slots=True)
class BattleFigures:
    mean: float
    median: float
    p90: int
    p99: int
    max: int


@dataclass(frozen=True, slots=True)
class SimulationReport:
    """The figures ``warkit simulate`` prints; ``as_json()`` is its ``--json`` shape."""

    rules: Rules
    games: int
    first_deal: int
    wins: tuple[int, ...]
    draws: dict[str, int]
    battles: BattleFigures
    wars_mean: float
    longest_game: Record
    longest_war: Record
    biggest_haul: Record
    seconds: float = 0.0

    def as_json(self) -> dict[str, object]:
        return {
            "games": self.games,
            "wins": list(self.wins),
            "draws": dict(sorted(self.draws.items())),
            "battles": {
                "mean": round(self.battles.mean, 3),
                "median": self.battles.median,
                "p90": self.battles.p90,
                "p99": self.battles.p99,
                "max": self.battles.max,
            },
            "wars_mean": round(self.wars_mean, 3),
            "longest_game": {"battles": self.longest_game.value, "deal": self.longest_game.deal},
            "longest_war": {"wars": self.longest_war.value, "deal": self.longest_war.deal},
            "biggest_haul": {"cards": self.biggest_haul.value, "deal": self.biggest_haul.deal},
            "seconds": round(self.seconds, 3),
        }


def play_chunk(rules: Rules, first: int, count: int) -> Tally:
    """Play deals ``first .. first + count - 1`` with nothing recorded."""
    tally = Tally(rules.players)
    for deal in range(first, first + count):
        game = Game(rules, deal=deal, record=False)
        game.play_to_end()
        tally.add(deal, game)
    return tally


def simulate(
    rules: Rules,
    games: int,
    first_deal: int = 1,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
) -> SimulationReport:
    """Play ``games`` deals from ``first_deal`` on ``jobs`` processes (0: every core).

    ``progress`` is called with the number of games finished by each chunk as it completes.
    """
    import time

    if games < 1:
        raise ValueError("games must be at least 1")
    if not 1 <= first_deal or first_deal + games - 1 > MAX_DEAL:
        raise DealError(first_deal)
    jobs = jobs or os.cpu_count() or 1
    jobs = max(1, min(jobs, games // MIN_GAMES_PER_JOB or 1))
    started = time.perf_counter()
    chunks = _chunks(first_deal, games, 1 if jobs == 1 else jobs * CHUNKS_PER_JOB)
    total = Tally(rules.players)
    if jobs == 1:
        for first, count in chunks:
            total.merge(play_chunk(rules, first, count))
            if progress:
                progress(count)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [pool.submit(play_chunk, rules, first, count) for first, count in chunks]
            for future, (_, count) in zip(futures, chunks, strict=True):
                total.merge(future.result())
                if progress:
                    progress(count)
    seconds = time.perf_counter() - started
    return _report(rules, games, first_deal, total, seconds)


def _chunks(first: int, games: int, parts: int) -> list[tuple[int, int]]:
    size, extra = divmod(games, parts)
    chunks = []
    for index in range(parts):
        count = size + (1 if index < extra else 0)
        if count:
            chunks.append((first, count))
            first += count
    return chunks


def _report(rules: Rules, games: int, first_deal: int, tally: Tally, seconds: float) -> SimulationReport:
    ordered = sorted(tally.battles)
    middle = len(ordered) // 2
    median = ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2
    figures = BattleFigures(
        mean=sum(ordered) / games,
        median=median,
        p90=_nearest_rank(ordered, 90),
        p99=_nearest_rank(ordered, 99),
        max=ordered[-1],
    )
    return SimulationReport(
        rules=rules,
        games=games,
        first_deal=first_deal,
        wins=tuple(tally.wins),
        draws=dict(tally.draws),
        battles=figures,
        wars_mean=tally.wars / games,
        longest_game=tally.longest_game,
        longest_war=tally.longest_war,
        biggest_haul=tally.biggest_haul,
        seconds=seconds,
    )


def _nearest_rank(ordered: list[int], percent: int) -> int:
    """The nearest-rank percentile: the smallest value with at least ``percent``% at or below it."""
    rank = -(-percent * len(ordered) // 100)  # ceil
    return ordered[max(rank, 1) - 1]
