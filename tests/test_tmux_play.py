"""The game in a real terminal: tmux runs ``warkit play --lang ms`` in an 80x24 pane.

Keys are sent as a person would press them, the pane is captured as text, and the Malay status
sentence and pile counts are checked against the narrator. Skipped only where tmux is absent.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from warkit.engine import Game, Rules
from warkit.i18n import get_translator
from warkit.narration import Narrator
from warkit.tui.labels import battle_line, card_count
from warkit.tui.screens.summary import chart_title

pytestmark = pytest.mark.slow

WARKIT = Path(sys.executable).parent / "warkit"
DEAL = 10


class Pane:
    """One tmux server of our own (its own socket), running one 80x24 window."""

    def __init__(self, socket: str) -> None:
        self.socket = socket

    def tmux(self, *args: str) -> str:
        done = subprocess.run(
            ["tmux", "-L", self.socket, *args], capture_output=True, text=True, timeout=20
        )
        return done.stdout

    def capture(self) -> str:
        return self.tmux("capture-pane", "-p", "-t", "play")

    def keys(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", "play", *keys)

    def wait_for(self, text: str, seconds: float = 15) -> str:
        """The pane's text, flattened, once ``text`` shows in it."""
        deadline = time.monotonic() + seconds
        screen = ""
        while time.monotonic() < deadline:
            screen = " ".join(self.capture().split())
            if text in screen:
                return screen
            time.sleep(0.1)
        raise AssertionError(f"{text!r} never showed; the pane said: {screen!r}")

    def wait_gone(self, text: str, seconds: float = 15) -> str:
        """The pane's text, flattened, once ``text`` no longer shows in it (a list has closed)."""
        deadline = time.monotonic() + seconds
        screen = ""
        while time.monotonic() < deadline:
            screen = " ".join(self.capture().split())
            if text not in screen:
                return screen
            time.sleep(0.1)
        raise AssertionError(f"{text!r} never went; the pane said: {screen!r}")


def pile_labels(screen: str, narrator: Narrator) -> list[str]:
    """What the pane shows under each seat's name: its card count (the pile is drawn beside)."""
    lines = screen.split("\n")
    labels = []
    for seat in range(2):
        name = narrator.seat_name(seat)
        row = next(i for i, line in enumerate(lines) if line.strip().startswith(name + " "))
        below = lines[row + 1].strip()
        labels.append(below.split("  ")[0].strip())
    return labels


@contextmanager
def real_terminal(
    tmp_path: Path, tag: str, args: str, env: str = "", program: Path = WARKIT, size: tuple[int, int] = (80, 24)
) -> Iterator[Pane]:
    """``warkit play ARGS`` in a pane of ``size`` (80x24) of a tmux server of our own (skipped without tmux)."""
    if shutil.which("tmux") is None:
        pytest.skip("tmux is not installed; the real-terminal test needs it (CI installs it)")
    pane = Pane(f"warkit-test-{os.getpid()}-{tmp_path.name}-{tag}")
    data = tmp_path / tag
    data.mkdir()
    # No COLUMNS or LINES from the test run (they would override the pane's own size).
    command = (
        f"env -u COLUMNS -u LINES WARKIT_DATA_DIR={shlex.quote(str(data))} TERM=xterm-256color COLORTERM=truecolor "
        f"{env} {shlex.quote(str(program))} play {args}"
    )
    pane.tmux("new-session", "-d", "-s", "play", "-x", str(size[0]), "-y", str(size[1]), command)
    try:
        yield pane
    finally:
        pane.tmux("kill-server")


def start(tmp_path: Path, tag: str, env: str = "") -> Iterator[Pane]:
    with real_terminal(tmp_path, tag, f"--lang ms --deal {DEAL}", env) as pane:
        yield pane


@pytest.fixture
def pane(tmp_path: Path) -> Iterator[Pane]:
    yield from start(tmp_path, "colour")


@pytest.fixture
def pane_no_color(tmp_path: Path) -> Iterator[Pane]:
    yield from start(tmp_path, "no-colour", "NO_COLOR=1")


def colours(screen: str) -> set[tuple[int, int, int]]:
    """Every 24-bit colour in the escape sequences of a captured pane."""
    found = set()
    for params in re.findall(r"\x1b\[([0-9;]*)m", screen):
        numbers = params.split(";")
        for index, number in enumerate(numbers[:-4]):
            if number in ("38", "48") and numbers[index + 1] == "2":
                found.add(tuple(int(n) for n in numbers[index + 2 : index + 5]))
    return found


def test_malay_game_in_a_real_terminal(pane: Pane) -> None:
    t = get_translator("ms")
    narrator = Narrator(t, Rules())
    game = Game(Rules(), deal=DEAL)
    pane.wait_for(" ".join(narrator.narrate(game.log)))
    assert pile_labels(pane.capture(), narrator) == [card_count(t, 26)] * 2

    for _ in range(3):
        events = game.step()
        pane.keys("Space")
        pane.wait_for(" ".join(" ".join(narrator.narrate(events)).split()))
    assert pile_labels(pane.capture(), narrator) == [card_count(t, n) for n in game.counts]

    pane.keys("q")
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and "play" in pane.tmux("list-sessions"):
        time.sleep(0.1)
    assert "play" not in pane.tmux("list-sessions")


def test_no_color_draws_in_greys_only(pane_no_color: Pane, pane: Pane) -> None:
    """NO_COLOR: the same table, but every colour is a grey (Textual's monochrome filter)."""
    narrator = Narrator(get_translator("ms"), Rules())
    game = Game(Rules(), deal=DEAL)
    sentence = " ".join(narrator.narrate(game.log))
    battle = " ".join(" ".join(narrator.narrate(game.step())).split())
    for each in (pane, pane_no_color):
        each.wait_for(sentence)
        each.keys("Space")
    for each in (pane, pane_no_color):
        each.wait_for(battle)  # the first battle is drawn, its red suits and blue backs with it
    coloured = colours(pane.tmux("capture-pane", "-p", "-e", "-t", "play"))
    plain = colours(pane_no_color.tmux("capture-pane", "-p", "-e", "-t", "play"))
    assert any(r != g or g != b for r, g, b in coloured)  # red suits, blue backs
    assert plain and all(r == g == b for r, g, b in plain)


def test_finish_the_game_in_a_real_terminal_shows_the_malay_summary(pane: Pane) -> None:
    t = get_translator("ms")
    narrator = Narrator(t, Rules())
    game = Game(Rules(), deal=DEAL)
    pane.wait_for(" ".join(narrator.narrate(game.log)))
    game.play_to_end()
    assert game.outcome is not None

    pane.keys("f")
    pane.wait_for(narrator.statistics(game.stats)[0])
    for count in game.counts:  # the chart's seats may be drawn a frame after the figures
        screen = pane.wait_for(card_count(t, count))
    assert " ".join(narrator.outcome_sentence(game.outcome, game.stats).split()) in screen
    for line in narrator.statistics(game.stats):
        assert line in screen

    pane.keys("Escape")
    screen = pane.wait_gone(chart_title(t))  # the summary has closed (its own lines may name the battles too)
    assert battle_line(t, game.battles, game.rules.max_battles) in screen  # the table's top line
