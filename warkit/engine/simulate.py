"""Many numbered deals played without events, summed up: the simulator behind
``warkit simulate``, the guide's "Who wins more often?" and ``scripts/bench``.

Two engines play the same games: the scalar engine (:class:`~warkit.engine.game.Game`, the
reference, one deal after another with nothing recorded) and the compiled engine
(:mod:`warkit.engine.compiled`, one deal after another in machine code, when the optional numpy
and numba are installed: ``pip install warkit[fast]``). The compiled engine says which rules it
plays in :data:`~warkit.engine.tally.COMPILED_PLAYS`, knob by knob; anything else is played on
the reference. Deals
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

import contextlib
import ctypes
import os
import signal
import sys
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from typing import Any

from .errors import DealError
from .game import MAX_DEAL, Game
from .rules import Rules
from .stopping import HANDLED_WITHIN, end_with_parent, handle, on_signals
from .tally import Record, Tally, supports

CHUNKS_PER_JOB = 8
MIN_GAMES_PER_JOB = 200
ENGINES = ("auto", "compiled", "scalar")
COMPILED_FROM = 2000
"""``auto`` picks the compiled engine from this many games on when its kernel for the rules is in
numba's cache. Below it the scalar engine is as quick: the compiled engine's start (importing
numba, loading the kernel from its cache) takes about a second."""
COMPILING_FROM = 20_000
"""``auto`` picks the compiled engine from this many games on even when its kernel for the rules
must first be compiled: below it the reference finishes sooner. Measured on two cores: compiling
a kernel takes 3-6 s, the reference plays 2,100-2,600 games a second on each core, so compiling
pays from about 10,000 games on one core and 20,000 on two (the default, every core)."""
MIN_COMPILED_GAMES_PER_JOB = 20_000
"""Fewest games worth a process of their own for the compiled engine."""
FROM_WORKER = 256
"""Added to a signal's number in the shared integer when a worker's handler put it there: when the
pool breaks (a worker killed), it ends the other workers with SIGTERM, which is no request to stop."""
KILL = getattr(signal, "SIGKILL", signal.SIGTERM)
"""What ends a worker whatever it is doing (Windows has no SIGKILL)."""
STOPPING_GRACE = 2.0
"""Seconds the workers of a stopped run have to end their chunks (each looks at the stop every 64
deals, a few hundredths of a second) before those still running are killed."""

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
    :func:`supports` the rules: from :data:`COMPILED_FROM` games when the kernel for the rules is
    in numba's cache (it is loaded here), from :data:`COMPILING_FROM` when it is still to be
    compiled. ``compiled`` takes it whenever it can. Otherwise the reference plays (the report
    names the engine that ran).
    """
    if engine == "scalar" or not supports(rules):
        return "scalar"
    if engine == "auto" and games < COMPILED_FROM:
        return "scalar"
    if not compiled_engine_available():
        return "scalar"
    if engine == "auto" and games < COMPILING_FROM:
        from .compiled import kernel

        return "scalar" if kernel(rules, compile=False) is None else "compiled"
    return "compiled"


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
    preparing: Callable[[], None] | None = None,
) -> SimulationReport:
    """Play ``games`` deals from ``first_deal`` on ``jobs`` processes (0: every core).

    ``engine`` is one of :data:`ENGINES` (see :func:`choose_engine`); the report names
    the one that played. ``progress`` is called with the number of games finished as they finish.
    With ``interruptible`` (the command line), SIGINT (Ctrl+C), SIGTERM or SIGHUP stops the run
    cleanly: the report then holds the games finished so far and names the signal. A worker
    process stops the run on those signals in any case. ``preparing`` is called when the compiled
    engine's kernel for these rules must first be compiled (a few seconds, once per install).
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
    run = os.getpid()
    asked: AbstractContextManager[None] = on_signals(lambda number: _stop(stop, number, run)) if interruptible else nullcontext()
    with asked:
        if engine == "compiled":
            from .compiled import kernel

            # Load (or compile) the kernel once here: forked workers inherit it.
            kernel(rules, preparing)
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
            chunks = _chunks(first_deal, games, jobs * CHUNKS_PER_JOB)
            left = _play_in_workers(total, rules, chunks, engine, jobs, context, stop, progress)
            if left and stop.value >= FROM_WORKER:
                stop.value = 0  # the broken pool's SIGTERM to its workers; every worker has ended
            for first, count in left:  # a worker was killed: its share is played here
                if stopped():
                    break
                played = play_chunk(rules, first, count, engine, stop=stopped)
                total.merge(played)
                if progress:
                    progress(played.games)
    seconds = time.perf_counter() - started
    return _report(rules, games, first_deal, total, seconds, engine, stop.value % FROM_WORKER)


def _play_in_workers(
    total: Tally, rules: Rules, chunks: list[tuple[int, int]], engine: str, jobs: int, context: Any, stop: Any, progress: Callable[[int], None] | None,
) -> list[tuple[int, int]]:
    """Play ``chunks`` on ``jobs`` worker processes into ``total``; the chunks not played, because
    a worker was killed (the kernel's out-of-memory killer, a person's ``kill -9``) and the pool
    with it.

    A pool that breaks ends its other workers with SIGTERM, which a worker takes as a request to
    stop, not to end; and the killed worker may have held the lock of the pool's queue, which
    would then wait for ever for them: they are killed at once.

    Once the run is stopped, the workers have :data:`STOPPING_GRACE` seconds to end their
    chunks: one that was stopped (SIGSTOP) is continued first, so that it sees the run is over,
    and one that still has not ended is killed, its chunk not counted. Nothing else may keep the
    command from ending when it is asked to.
    """
    with ProcessPoolExecutor(jobs, context, _start_worker, (stop, os.getpid())) as pool:
        waiting: dict[Future[Tally], tuple[int, int]] = {}
        left: list[tuple[int, int]] = []

        def broken(chunk: tuple[int, int]) -> None:
            left.append(chunk)
            _signal_workers(KILL)  # the pool ends the others with SIGTERM, which they take as a stop

        for chunk in chunks:
            try:
                waiting[pool.submit(play_chunk, rules, *chunk, engine)] = chunk
            except BrokenProcessPool:
                broken(chunk)
        stopped_at: float | None = None
        while waiting:
            finished, _ = wait(waiting, HANDLED_WITHIN, FIRST_COMPLETED)
            for future in finished:
                chunk = waiting.pop(future)
                try:
                    done = future.result()
                except BrokenProcessPool:
                    broken(chunk)
                    continue
                total.merge(done)
                if progress:
                    progress(done.games)
            if stop.value and waiting:
                if stopped_at is None:
                    stopped_at = time.monotonic()
                    _signal_workers(getattr(signal, "SIGCONT", None))
                elif time.monotonic() - stopped_at > STOPPING_GRACE:
                    _signal_workers(KILL)
    return sorted(left)


def _signal_workers(number: int | None) -> None:
    """Send ``number`` to every worker process of this one (the pool's are its only children)."""
    import multiprocessing

    for worker in multiprocessing.active_children():
        if number is not None and worker.pid is not None:
            with contextlib.suppress(OSError):  # it ended meanwhile
                os.kill(worker.pid, number)


def _stopped(stop: Any) -> Callable[[], bool]:
    """Whether a signal has stopped the run that shares ``stop``."""
    return lambda: stop.value != 0


def _stop(stop: Any, number: int, run: int) -> None:
    """A stopping signal came: the first one is the run's answer (a plain store, safe in a handler),
    marked :data:`FROM_WORKER` when it reached a worker, not the run's own process ``run`` (a
    forked worker has the run's handler until it sets its own)."""
    if not stop.value:
        stop.value = number if os.getpid() == run else FROM_WORKER + number


def _start_worker(stop: Any, parent: int) -> None:
    """A worker process ends with its parent, and a stopping signal that reaches it stops the
    whole run through ``stop``, as one that reaches the parent does (Ctrl+C reaches them all)."""
    global _stopping
    end_with_parent(parent)
    _stopping = stop
    handle(lambda number: _stop(stop, number, parent))


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
