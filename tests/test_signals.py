"""SIGTERM, SIGHUP and SIGINT end a run and every process of it, whichever process they reach.

``warkit simulate --jobs 2`` stops cleanly (the games so far, status 128 + the signal) on a signal
to its parent or to one of its workers, and its workers end even when the parent is killed
outright, so nothing is left running or holding the caller's pipes. ``warkit guide --watch``
stops the same way. Processes are found and watched through ``/proc`` (Linux).
"""

from __future__ import annotations

import importlib.abc
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import start_warkit

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="watches processes through /proc")

SIMULATE = ("simulate", "--games", "40000", "--engine", "scalar", "--jobs", "2")
"""A run of a minute or more on two workers: long enough to be stopped in the middle."""
BUSY_TICKS = 5
"""CPU time (in clock ticks) a worker has used once it is playing: its start-up is behind it."""


def within(seconds: float, condition: Callable[[], bool]) -> bool:
    """Whether ``condition`` holds within ``seconds``, looked at often (never a fixed sleep)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


@dataclass(frozen=True)
class Proc:
    """A process seen in /proc, told apart from a later one with its id by its start time."""

    pid: int
    started: str

    @staticmethod
    def fields(pid: int) -> list[str]:
        """/proc/PID/stat from the state on (field 3 is index 0)."""
        text = Path(f"/proc/{pid}/stat").read_text()
        return text[text.rindex(")") + 2 :].split()

    @classmethod
    def of(cls, pid: int) -> Proc | None:
        try:
            return cls(pid, cls.fields(pid)[19])
        except (OSError, IndexError):
            return None

    def alive(self) -> bool:
        """Running or able to run: not gone, not a zombie waiting to be reaped, not another process."""
        try:
            fields = self.fields(self.pid)
        except OSError:
            return False
        return fields[19] == self.started and fields[0] not in ("Z", "X")

    def busy(self) -> bool:
        try:
            fields = self.fields(self.pid)
        except OSError:
            return False
        return int(fields[11]) + int(fields[12]) >= BUSY_TICKS


def children(pid: int) -> list[Proc]:
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found += [int(child) for child in (task / "children").read_text().split()]
        except OSError:
            continue
    return [proc for proc in map(Proc.of, found) if proc is not None]


def ended(procs: list[Proc], seconds: float = 30) -> bool:
    return within(seconds, lambda: not any(proc.alive() for proc in procs))


@contextmanager
def simulating() -> Iterator[tuple[subprocess.Popen[str], list[Proc]]]:
    """``warkit simulate`` on two workers, once both are playing; whatever is left is ended after."""
    process = start_warkit(*SIMULATE)
    workers: list[Proc] = []

    def playing() -> bool:
        workers[:] = children(process.pid)
        return len(workers) == 2 and all(worker.busy() for worker in workers)

    try:
        assert within(60, playing), "the workers never started playing"
        yield process, workers
    finally:
        for proc in [*workers, Proc.of(process.pid)]:
            if proc is not None and proc.alive():
                os.kill(proc.pid, signal.SIGKILL)
        process.communicate(timeout=60)


def stopped_cleanly(out: str, err: str) -> bool:
    """The report of the games finished before the signal, and no traceback."""
    return out.startswith("Stopped after ") and "Battles per game:" in out and "Traceback" not in err


@pytest.mark.parametrize(
    "name",
    ["SIGTERM", pytest.param("SIGHUP", marks=pytest.mark.long), pytest.param("SIGINT", marks=pytest.mark.long)],
)
def test_a_signal_to_simulate_ends_its_workers_with_the_games_so_far(name: str) -> None:
    number = getattr(signal, name)
    with simulating() as (process, workers):
        process.send_signal(number)
        out, err = process.communicate(timeout=60)  # nothing holds its pipes any more
        assert ended(workers)
    assert process.returncode == 128 + number
    assert stopped_cleanly(out, err), (out, err)


def test_sigterm_to_one_worker_stops_the_parent_and_the_other_worker() -> None:
    with simulating() as (process, workers):
        os.kill(workers[0].pid, signal.SIGTERM)
        out, err = process.communicate(timeout=60)
        assert ended(workers)
    assert process.returncode == 128 + signal.SIGTERM
    assert stopped_cleanly(out, err), (out, err)


def test_the_workers_end_when_simulate_is_killed_outright() -> None:
    """SIGKILL cannot be handled: the kernel ends the workers with their parent (PR_SET_PDEATHSIG)."""
    with simulating() as (process, workers):
        process.kill()
        process.communicate(timeout=60)
        assert ended(workers)


@pytest.mark.parametrize("name", ["SIGTERM", pytest.param("SIGINT", marks=pytest.mark.long)])
def test_a_stopped_worker_does_not_keep_simulate_from_ending_on_a_signal(name: str) -> None:
    """A worker stopped (SIGSTOP) holds its chunk: the run, asked to stop, continues it so that it
    sees the run is over (or ends it), and ends with the games so far."""
    number = getattr(signal, name)
    with simulating() as (process, workers):
        os.kill(workers[0].pid, signal.SIGSTOP)
        assert within(10, lambda: Proc.fields(workers[0].pid)[0] == "T")
        process.send_signal(number)
        out, err = process.communicate(timeout=30)
        assert ended(workers)
    assert process.returncode == 128 + number
    assert stopped_cleanly(out, err), (out, err)


def test_a_killed_worker_has_its_share_played_again() -> None:
    """A worker killed outright (the kernel's out-of-memory killer; SIGKILL cannot be handled)
    breaks the pool: the deals it and the others had not finished are played by the parent, and
    the report is the whole run's, as without the kill."""
    import json

    from warkit.engine import Rules
    from warkit.engine.simulate import simulate

    games = 1600
    process = start_warkit("simulate", "--games", str(games), "--engine", "scalar", "--jobs", "2", "--json")
    workers: list[Proc] = []

    def started() -> bool:
        workers[:] = children(process.pid)
        return len(workers) == 2

    try:
        assert within(60, started), "the workers never started"
        os.kill(workers[0].pid, signal.SIGKILL)
        out, err = process.communicate(timeout=120)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert (process.returncode, err) == (0, "")
    report = json.loads(out)
    whole = simulate(Rules(), games, 1).as_json()
    assert {**report, "seconds": 0} == {"format": 1, **whole, "seconds": 0}


def test_a_worker_whose_parent_is_already_gone_ends_at_once() -> None:
    """The parent may end before a new worker asks to end with it: the worker then ends itself."""
    code = "import os; from warkit.engine.stopping import end_with_parent; end_with_parent({parent}); print('playing')"
    gone = subprocess.run([sys.executable, "-c", code.format(parent="os.getppid() + 1")], capture_output=True, text=True, timeout=60)
    there = subprocess.run([sys.executable, "-c", code.format(parent="os.getppid()")], capture_output=True, text=True, timeout=60)
    assert (gone.stdout, gone.returncode) == ("", 128 + signal.SIGKILL)
    assert (there.stdout, there.returncode) == ("playing\n", 0)


@pytest.mark.parametrize("name", ["SIGTERM", pytest.param("SIGHUP", marks=pytest.mark.long), pytest.param("SIGINT", marks=pytest.mark.long)])
def test_a_signal_ends_guide_watch_cleanly_with_128_plus_the_signal(tmp_path: Path, name: str) -> None:
    number = getattr(signal, name)
    process = start_warkit("guide", "--watch", "--lang", "en", "--format", "md", "--out", str(tmp_path))
    try:
        assert process.stdout is not None
        written, watching = process.stdout.readline(), process.stdout.readline()
        assert written.strip().endswith("guide.en.md") and watching.startswith("Watching "), (written, watching)
        process.send_signal(number)  # at once: the moment it begins to wait
        out, err = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 128 + number
    assert out.strip().splitlines() == ["Stopped watching."] and "Traceback" not in err


def test_ctrl_c_while_warkit_is_still_loading_ends_quietly_with_130(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the ``warkit`` command and ``python -m warkit`` start: Ctrl+C during the imports
    (a third of a second on a busy machine) gives the status of Ctrl+C, not a traceback."""

    class Interrupted(importlib.abc.MetaPathFinder):
        def find_spec(self, name: str, path: object = None, target: object = None) -> None:
            if name == "warkit.cli":
                raise KeyboardInterrupt

    monkeypatch.delitem(sys.modules, "warkit.cli", raising=False)
    monkeypatch.setattr(sys, "meta_path", [Interrupted(), *sys.meta_path])
    from warkit.__main__ import run

    assert run() == 128 + signal.SIGINT


def test_ctrl_c_before_a_command_takes_over_its_stopping_ends_quietly_with_130(monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl+C once the front door has loaded but before the command has its own handling (the
    parser being built, the saved language read: found by the signals fuzz on a busy machine)."""
    import warkit.cli
    from warkit.__main__ import run

    def interrupted() -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(warkit.cli, "main", interrupted)
    assert run() == 128 + signal.SIGINT
