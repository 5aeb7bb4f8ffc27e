"""Many numbered deals played without events, summed up: the simulator behind
``warkit simulate``, the guide's "Who wins more often?" and ``scripts/bench``.

Two engines play the same games: the scalar engine (:class:`~warkit.engine.game.Game`, the
reference, one deal after another with nothing recorded) and the compiled engine
(:mod:`warkit.engine.compiled`, one deal after another in machine code, when the optional numpy
and numba are installed: ``pip install warkit[fast]``). The compiled engine says which rules it
plays in :data:`COMPILED_PLAYS`, knob by knob; anything else is played on the reference. Deals
``first_deal .. first_deal + games - 1`` are split into chunks; with ``jobs > 1`` the chunks run
in worker processes. Each chunk returns compact figures that merge exactly, so the report is the
same for any engine and any number of jobs.

A run on the command line stops cleanly on SIGTERM, SIGHUP or SIGINT, whichever of its processes
the signal reaches: the number of the signal goes into one integer the processes share, each
chunk ends at its next look at it, and the report holds the games finished so far. A worker
also ends with the process that started it when that one is killed outright
(:func:`~warkit.engine.stopping.end_with_parent`), so nothing is left running or holding the
caller's pipes.
"""

from __future__ import annotations

import ctypes
import os
import sys
import time
from collections import Counter
from collections.abc import Callable, Collection, Mapping
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from typing import Any

from . import knobs
from .errors import DealError
from .events import Reason
from .game import MAX_DEAL, Game
from .knobs import Aces, AtLimit, BothShort, RunOut, WonCards
from .rules import Rules
from .stopping import HANDLED_WITHIN, end_with_parent, handle, on_signals

CHUNKS_PER_JOB = 8
MIN_GAMES_PER_JOB = 200
ENGINES = ("auto", "compiled", "scalar")
COMPILED_FROM = 2000
"""``auto`` picks the compiled engine from this many games on. Below it the scalar engine is as
quick: the compiled engine's start (importing numba, loading the kernel from its cache) takes
about a second."""
MIN_COMPILED_GAMES_PER_JOB = 20_000
"""Fewest games worth a process of their own for the compiled engine."""

COMPILED_PLAYS: Mapping[str, Collection[object] | None] = {
    "players": range(2, 5),  # the kernel's arrays hold four seats
    "face_down": None,
    "run_out": frozenset(RunOut),
    "both_short": frozenset({BothShort.DRAW, BothShort.COUNT}),  # not yet first-out
    "won_cards": frozenset({WonCards.SHUFFLED}),  # fixed orders need the repeat rule's memory
    "max_battles": None,
    "at_limit": frozenset(AtLimit),
    "aces": frozenset(Aces),
}
"""What the compiled kernel plays, knob by knob: the values it handles, or None for every value
in the knob's range. A knob missing here (a new rule the kernel does not know yet) or a value
not listed makes :func:`supports` say no, so ``auto`` plays those rules on the reference."""


def supports(rules: Rules) -> bool:
    """Whether the compiled engine plays ``rules``: every knob in :data:`KNOBS` is one it knows,
    at a value it lists. Needs neither numpy nor numba (``choose_engine`` asks it everywhere)."""
    for knob in knobs.KNOBS:  # read at each call: a knob added later is seen
        if knob.name not in COMPILED_PLAYS:
            return False
        allowed = COMPILED_PLAYS[knob.name]
        if allowed is not None and getattr(rules, knob.name) not in allowed:
            return False
    return True


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
    """What a chunk of games adds up to; ``merge`` combines chunks in any order.

    ``battles`` counts the games of each length, so that its size is bounded for any number
    of games and the median and percentiles are still exact.
    """

    seats: int
    wins: list[int] = field(default_factory=list)
    draws: dict[str, int] = field(default_factory=dict)
    battles: Counter[int] = field(default_factory=Counter)
    wars: int = 0
    limit_reached: int = 0
    """Games ended by the battle limit (or the ceiling), drawn or won on the count."""
    longest_game: Record = Record()
    longest_war: Record = Record()
    biggest_haul: Record = Record()

    def __post_init__(self) -> None:
        if not self.wins:
            self.wins = [0] * self.seats

    @property
    def games(self) -> int:
        return sum(self.battles.values())

    def add(self, deal: int, game: Game) -> None:
        outcome = game.outcome
        assert outcome is not None
        if outcome.winner is None:
            self.draws[outcome.reason.value] = self.draws.get(outcome.reason.value, 0) + 1
        else:
            self.wins[outcome.winner] += 1
        self.battles[game.battles] += 1
        self.wars += game.wars
        self.limit_reached += outcome.reason is Reason.LIMIT
        self.longest_game = self.longest_game.beat(game.battles, deal)
        self.longest_war = self.longest_war.beat(game.longest_war, deal)
        self.biggest_haul = self.biggest_haul.beat(game.biggest_haul, deal)

    def merge(self, other: Tally) -> None:
        self.wins = [a + b for a, b in zip(self.wins, other.wins, strict=True)]
        for reason, count in other.draws.items():
            self.draws[reason] = self.draws.get(reason, 0) + count
        self.battles.update(other.battles)
        self.wars += other.wars
        self.limit_reached += other.limit_reached
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
    engine: str = "scalar"
    requested: int = 0
    """The games asked for; more than ``games`` when the run was stopped early."""
    limit_reached: int = 0
    """Games ended by the battle limit (or the ceiling), drawn or won on the count; not in the JSON."""
    stopped_by: int = 0
    """The signal that stopped the run (SIGINT, SIGTERM, SIGHUP), 0 if none came; not in the JSON."""

    @property
    def complete(self) -> bool:
        return self.games >= self.requested

    def as_json(self) -> dict[str, object]:
        return {
            "games": self.games,
            "complete": self.complete,
            "engine": self.engine,
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


def choose_engine(rules: Rules, games: int, engine: str = "auto") -> str:
    """The engine that will play: ``compiled`` or ``scalar``.

    ``auto`` takes the compiled engine for runs long enough to gain, when it is installed and
    :func:`supports` the rules; ``compiled`` takes it whenever it can. Otherwise the reference
    plays (the report names the engine that ran).
    """
    if engine == "scalar" or not supports(rules):
        return "scalar"
    if engine == "auto" and games < COMPILED_FROM:
        return "scalar"
    return "compiled" if compiled_engine_available() else "scalar"


def compiled_engine_available() -> bool:
    """Whether the compiled engine can run here: numpy and numba (``warkit[fast]``) import and work."""
    try:
        from . import compiled  # noqa: F401  (imports numba; its cost is paid once per process)
    except (ImportError, RuntimeError, OSError):  # not installed, or numba cannot set up its cache
        return False
    return True


_stopping: Any = None
"""In a worker process: the integer shared with the run, the signal that stopped it or 0 (set up
by ``_start_worker``)."""


def play_chunk(rules: Rules, first: int, count: int, engine: str = "scalar", stop: Callable[[], bool] | None = None) -> Tally:
    """Play deals ``first .. first + count - 1`` with nothing recorded, until ``stop`` says so."""
    if stop is None and _stopping is not None:
        stop = _stopped(_stopping)
    if engine == "compiled":
        from .compiled import play_into as play_compiled

        return play_compiled(Tally(rules.players), rules, first, count, stop=stop)
    tally = Tally(rules.players)
    for deal in range(first, first + count):
        if stop is not None and (deal - first) % 64 == 0 and stop():
            break
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
    engine: str = "scalar",
    interruptible: bool = False,
) -> SimulationReport:
    """Play ``games`` deals from ``first_deal`` on ``jobs`` processes (0: every core).

    ``engine`` is one of :data:`ENGINES` (see :func:`choose_engine`); the report names
    the one that played. ``progress`` is called with the number of games finished as they finish.
    With ``interruptible`` (the command line), SIGINT (Ctrl+C), SIGTERM or SIGHUP stops the run
    cleanly: the report then holds the games finished so far and names the signal. A worker
    process stops the run on those signals in any case.
    """
    if games < 1:
        raise ValueError("games must be at least 1")
    if not 1 <= first_deal or first_deal + games - 1 > MAX_DEAL:
        raise DealError(first_deal)
    engine = choose_engine(rules, games, engine)
    least = MIN_GAMES_PER_JOB if engine == "scalar" else MIN_COMPILED_GAMES_PER_JOB
    jobs = jobs or os.cpu_count() or 1
    jobs = max(1, min(jobs, games // least or 1))
    started = time.perf_counter()
    total = Tally(rules.players)
    context = None
    if jobs > 1:
        import multiprocessing

        # Forked workers on Linux: they start no new interpreter (which would import from the
        # folder warkit was started in), and their parent is this process, as end_with_parent needs.
        context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else None)
    stop: Any = context.RawValue(ctypes.c_int, 0) if context else ctypes.c_int(0)
    stopped = _stopped(stop)
    asked: AbstractContextManager[None] = on_signals(lambda number: _stop(stop, number)) if interruptible else nullcontext()
    with asked:
        if jobs == 1:
            if engine == "compiled":
                from .compiled import play_into as play_compiled

                play_compiled(total, rules, first_deal, games, stop=stopped, progress=progress)
            else:
                for first, count in _chunks(first_deal, games, max(1, games // 1000)):
                    total.merge(play_chunk(rules, first, count, stop=stopped))
                    if progress:
                        progress(count)
                    if stopped():
                        break
        else:
            if engine == "compiled":
                from .compiled import play_deals

                # Compile (or load) the kernel once here: the workers inherit it or read it
                # from the cache, instead of each compiling it on a first run.
                play_deals(rules, [first_deal])
            chunks = _chunks(first_deal, games, jobs * CHUNKS_PER_JOB)
            with ProcessPoolExecutor(jobs, context, _start_worker, (stop, os.getpid())) as pool:
                waiting = {pool.submit(play_chunk, rules, first, count, engine) for first, count in chunks}
                while waiting:
                    finished, waiting = wait(waiting, HANDLED_WITHIN, FIRST_COMPLETED)
                    for future in finished:
                        done = future.result()
                        total.merge(done)
                        if progress:
                            progress(done.games)
    seconds = time.perf_counter() - started
    return _report(rules, games, first_deal, total, seconds, engine, stop.value)


def _stopped(stop: Any) -> Callable[[], bool]:
    """Whether a signal has stopped the run that shares ``stop``."""
    return lambda: stop.value != 0


def _stop(stop: Any, number: int) -> None:
    """A stopping signal came: the first one is the run's answer (a plain store, safe in a handler)."""
    if not stop.value:
        stop.value = number


def _start_worker(stop: Any, parent: int) -> None:
    """A worker process ends with its parent, and a stopping signal that reaches it stops the
    whole run through ``stop``, as one that reaches the parent does (Ctrl+C reaches them all)."""
    global _stopping
    end_with_parent(parent)
    _stopping = stop
    handle(lambda number: _stop(stop, number))


def _chunks(first: int, games: int, parts: int) -> list[tuple[int, int]]:
    size, extra = divmod(games, parts)
    chunks = []
    for index in range(parts):
        count = size + (1 if index < extra else 0)
        if count:
            chunks.append((first, count))
            first += count
    return chunks


def _report(rules: Rules, requested: int, first_deal: int, tally: Tally, seconds: float, engine: str, stopped_by: int) -> SimulationReport:
    games = tally.games
    lengths = sorted(tally.battles.items())

    def nth(index: int) -> int:
        """The ``index``-th shortest game's battles (from 0)."""
        seen = 0
        for battles, count in lengths:
            seen += count
            if seen > index:
                return battles
        return 0

    middle = games // 2
    median = nth(middle) if games % 2 else (nth(middle - 1) + nth(middle)) / 2
    figures = BattleFigures(
        mean=sum(battles * count for battles, count in lengths) / max(games, 1),
        median=median,
        p90=nth(_nearest_rank(games, 90)),
        p99=nth(_nearest_rank(games, 99)),
        max=lengths[-1][0] if lengths else 0,
    )
    return SimulationReport(
        rules=rules,
        games=games,
        first_deal=first_deal,
        wins=tuple(tally.wins),
        draws=dict(tally.draws),
        battles=figures,
        wars_mean=tally.wars / max(games, 1),
        longest_game=tally.longest_game,
        longest_war=tally.longest_war,
        biggest_haul=tally.biggest_haul,
        seconds=seconds,
        engine=engine,
        requested=requested,
        limit_reached=tally.limit_reached,
        stopped_by=stopped_by,
    )


def _nearest_rank(games: int, percent: int) -> int:
    """The nearest-rank percentile's index: the smallest value with at least ``percent``% at or below it."""
    rank = -(-percent * games // 100)  # ceil
    return max(rank, 1) - 1
