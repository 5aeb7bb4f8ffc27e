"""Hindi in a real terminal (tmux): every cell lands where Textual put it, and no line starts or
ends inside a grapheme cluster.

Hindi's vowel signs ``ि`` and ``ा`` take a cell of their own in the terminal, and Rich (so
Textual) counted them as none: a line that fitted in Textual's reckoning ran past its edge in the
terminal, and a cut could split ``कि`` after ``क`` (:mod:`warkit.i18n.cells`). Here the same
screens are drawn twice, by Textual's Pilot (what Textual means to show, read from its own
screenshot) and in tmux (what the terminal shows): the table after a battle, Help, Settings and
Statistics, in the Hindi catalog (its translations, and Devanagari stand-ins for the messages
it lacks: ``tests/hindi_catalog.py``). Each screen must read the same, line for line, and no
line may hold a vowel sign or other mark cut off from its letter or a conjunct cut after its
virama. The terminal's own widths are measured first: the cursor lands where warkit counts.
"""

from __future__ import annotations

import asyncio
import os
import shlex
import shutil
import time
import unicodedata
from pathlib import Path

import pytest
import regex
from hindi_catalog import write_hindi_catalog
from overlay_catalogs import laid_over
from test_tmux_play import Pane, real_terminal
from test_tui_support import make_app, screen_text, until

from warkit.i18n.cells import cells
from warkit.tui.app import WarApp
from warkit.tui.views.guide import GuideText

pytestmark = pytest.mark.slow

WORDS = ("\u093f", "कि", "का", "हिंदी", "किताब", "स्त्री", "नमस्ते", "क्ष")
"""Hindi's hard cases: a vowel sign alone, with its letter, words, and conjuncts."""
DEAL = 5
SCREENS = (("start", ""), ("table", "space"), ("help", "h"), ("settings", "s"), ("statistics", "i"))
"""Each screen and the key that shows it from the table: the deal, after one battle, then each
screen the table opens (Esc closes it again)."""
TMUX_KEYS = {"space": "Space", "escape": "Escape"}
VIRAMA = "\u094d"


def test_the_terminal_puts_the_cursor_where_warkit_counts(tmp_path: Path) -> None:
    if shutil.which("tmux") is None:
        pytest.skip("tmux is not installed; the real-terminal test needs it (CI installs it)")
    pane = Pane(f"warkit-test-{os.getpid()}-{tmp_path.name}-measure")
    pane.tmux("new-session", "-d", "-s", "play", "-x", "40", "-y", "3", "sleep 30")
    try:
        for word in WORDS:
            pane.tmux("respawn-pane", "-k", "-t", "play", f"printf %s {shlex.quote(word)}; sleep 30")
            deadline = time.monotonic() + 10
            while (column := pane.tmux("display", "-p", "-t", "play", "#{cursor_x}").strip()) in ("", "0"):
                assert time.monotonic() < deadline, f"{word!r} never showed"
                time.sleep(0.02)
            assert int(column) == cells(word), f"{word!r}: the terminal moved {column} cells"
    finally:
        pane.tmux("kill-server")


def broken_clusters(line: str) -> list[str]:
    """Where ``line`` starts or ends inside a cluster: a mark with no letter before it (the
    start of its cluster went to another line or under another widget), or a virama with
    nothing after it (a conjunct cut in two). Clusters as UAX #29 finds them (``regex``'s ``\\X``),
    not as warkit does."""
    found = []
    for cluster in regex.findall(r"\X", line):
        if unicodedata.category(cluster[0]).startswith("M") or (cluster[0].isspace() and len(cluster) > 1):
            found.append(cluster)
        elif cluster.endswith(VIRAMA):
            found.append(cluster)
    return found


def laid_out(guide: GuideText) -> bool:
    """Whether every block of the guide is on its page."""
    return bool(guide.blocks) and len(guide.placed) == len(guide.blocks)


async def intended(app: WarApp, size: tuple[int, int]) -> dict[str, list[str]]:
    """Each screen as Textual means to show it (from its own screenshot), lines right-trimmed."""
    shown: dict[str, list[str]] = {}
    async with app.run_test(size=size) as pilot:
        for name, key in SCREENS:
            if key:
                await pilot.press(key)
            await app.workers.wait_for_complete()
            if name == "help":  # the whole guide laid out (it is laid out after the first screen
                # is drawn), so its scroll bar has its final size, as the terminal's will
                await until(pilot, lambda: bool(app.screen.query(GuideText)))
                await until(pilot, lambda: laid_out(app.screen.query_one(GuideText)))
            await pilot.pause()
            shown[name] = [line.rstrip() for line in screen_text(app).split("\n")]
            if name in OPENED:
                await pilot.press("escape")
                await pilot.pause()
    return shown


OPENED = ("help", "settings", "statistics")
"""The screens that open over the table (Esc closes them)."""


def drawn(pane: Pane, lines: list[str]) -> list[str]:
    """The pane's lines, right-trimmed, once they are ``lines`` (or after ten seconds)."""
    screen: list[str] = []
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        screen = [line.rstrip() for line in pane.capture().split("\n")][: len(lines)]
        if screen == lines:
            break
        time.sleep(0.1)
    return screen


def check_hindi_screens(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    """The screens of :data:`SCREENS` in Hindi at ``size``: the same in tmux as in Textual's
    own picture, and no line splitting a cluster."""
    overlay = tmp_path / "overlay"
    write_hindi_catalog(overlay)
    (tmp_path / "pilot").mkdir()
    env = f"WARKIT_LOCALE_DIR={shlex.quote(str(overlay))} TEXTUAL_ANIMATIONS=none"
    with real_terminal(tmp_path, f"hindi-{size[0]}", f"--lang hi --deal {DEAL}", env=env, size=size) as pane:
        with laid_over(overlay, monkeypatch):  # while the terminal's game starts
            expected = asyncio.run(intended(make_app(tmp_path / "pilot", lang="hi", deal=DEAL), size))
        for name, key in SCREENS:
            if key:
                pane.keys(TMUX_KEYS.get(key, key))
            lines = expected[name]
            for line in lines:
                assert broken_clusters(line) == [], f"{name} at {size}: {line!r} splits a cluster"
            screen = drawn(pane, lines)
            differ = [(row, want, got) for row, (want, got) in enumerate(zip(lines, screen, strict=True)) if want != got]
            assert differ == [], f"{name} at {size}: the terminal drew other lines than Textual meant: {differ}"
            if name in OPENED:
                pane.keys("Escape")
                drawn(pane, expected["table"])
        pane.keys("q")


def test_hindi_screens_read_the_same_in_the_terminal_at_80_by_24(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    check_hindi_screens(tmp_path, monkeypatch, (80, 24))


@pytest.mark.long
def test_hindi_screens_read_the_same_in_the_terminal_at_60_by_20(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    check_hindi_screens(tmp_path, monkeypatch, (60, 20))
