"""Shared test helpers: stacked positions written the way the rule texts write them."""

from __future__ import annotations

import gc
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

from warkit.engine import Card, Game, Rules

ROOT = Path(__file__).resolve().parent.parent

# Hypothesis profiles: the default run stays short (the fuzz suite scales itself down, see
# tests/test_fuzz.py); `pytest --hypothesis-profile=long` runs many more examples everywhere, and
# `--hypothesis-profile=ci` (scripts/test-long) a bounded number between the two: the fuzz suite
# tells the profiles apart by their max_examples.
settings.register_profile("long", max_examples=1000, deadline=None)
settings.register_profile("ci", max_examples=200, deadline=None)
WARKIT = str(Path(sys.executable).parent / "warkit")

# The cycle collector less often: a Textual test allocates by the hundred thousand, and with
# Python's thresholds (700, 10, 10) the collector ran 4,747 times in test_tui.py and
# test_tui_stats.py, 8.9 s of their 52.6; with these, 179 times, 2.7 s of 47.7.
gc.set_threshold(50_000, 20, 20)

# A shell without job control starts a background job (`./scripts/test &`, nohup, a CI runner)
# with Ctrl+C ignored, and every program it starts inherits that: `guide --watch` and the game
# would then rightly ignore the SIGINT a test sends them. Give the processes the tests start the
# usual disposition, as an interactive terminal does.
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


def _usual_signals() -> None:
    """In a child about to start a program: the stopping signals as a terminal gives them, also
    when the suite runs under ``nohup`` (which ignores SIGHUP for all it starts)."""
    for number in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
        signal.signal(number, signal.SIG_DFL)


def start_warkit(*args: str, **options: object) -> subprocess.Popen[str]:
    """``warkit *args`` started as a person or a script starts it, its output read through pipes,
    answering the stopping signals (SIGTERM, SIGHUP, SIGINT) as it would on a terminal."""
    return subprocess.Popen(
        [WARKIT, *args], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, preexec_fn=_usual_signals, **options,
    )


def pytest_configure(config: pytest.Config) -> None:
    """warkit's cache folder for the whole run, set before a test module imports
    ``warkit.engine.compiled``, which reads it once: never the user's own cache folder (37 files
    there from one run of test_engine_compiled.py when the folder was set per test). The test
    processes (xdist's workers, started after this with this environment) and every warkit they
    start share it, so each kernel is compiled once a run rather than once a process: compiling
    the kernels the tests play takes about 15 s of a core, loading them from the folder 0.6 s."""
    if hasattr(config, "workerinput"):  # a worker: the folder its controller made
        return
    folder = tempfile.mkdtemp(prefix="warkit-cache-")
    os.environ["WARKIT_CACHE_DIR"] = folder
    config.add_cleanup(lambda: shutil.rmtree(folder, ignore_errors=True))


OUT_OF_THE_DEFAULT_RUN = ("long", "install")
"""Markers whose tests run only when ``-m`` names them (``scripts/test-long`` runs
``-m "long or install"``): exactness over many more deals, and the minute-long installs."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The long and install tests run only when ``-m`` names them, so the default run and any
    other selection (``-k war``) stay quick."""
    named = config.option.markexpr or ""
    left_out = [marker for marker in OUT_OF_THE_DEFAULT_RUN if marker not in named]
    out = [item for item in items if any(item.get_closest_marker(marker) for marker in left_out)]
    if out:
        config.hook.pytest_deselected(items=out)
        items[:] = [item for item in items if item not in out]


def hand(codes: str) -> list[Card]:
    return [Card.parse(code) for code in codes.split()]


def position(*hands: str, rules: Rules | None = None, seed: int = 1, **knobs: object) -> Game:
    """A game starting from the given hands, seat 0 first; each hand's first card is turned first."""
    rules = (rules or Rules()).replace(players=len(hands), **knobs)
    return Game(rules, hands=[hand(h) for h in hands], seed=seed)


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads or writes the real user's saves or settings (the cache folder is the run's
    own, :func:`pytest_configure`): the data folder named alone keeps the settings too
    (``warkit.storage.config_dir``), so no test, nor any warkit a test starts with its own
    ``WARKIT_DATA_DIR``, touches the user's config folder."""
    # tempfile's folders, not mktemp's numbered ones, and in a folder of their own: mktemp lists
    # the whole folder to number the next (tmp_path too), and the folder grows by the test (3.1 s
    # of fixtures in 881 tests, 0.3 s this way).
    base = tmp_path_factory.getbasetemp()
    homes = base / "homes"
    homes.mkdir(exist_ok=True)
    monkeypatch.setenv("WARKIT_DATA_DIR", tempfile.mkdtemp(prefix="data-", dir=homes))
    monkeypatch.delenv("WARKIT_CONFIG_DIR", raising=False)
    monkeypatch.setenv("WARKIT_STATE_DIR", tempfile.mkdtemp(prefix="state-", dir=homes))
    monkeypatch.delenv("WARKIT_DEBUG", raising=False)
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")


@pytest.fixture(autouse=True)
def _a_usual_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test draws for the same kind of terminal, whatever runs the tests: the card style a
    player never chose follows ``TERM`` (Letters on the Linux console)."""
    monkeypatch.setenv("TERM", "xterm-256color")
