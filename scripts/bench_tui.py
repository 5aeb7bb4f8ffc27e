#!/usr/bin/env python3
"""Measure the terminal game: first frame after launch, and "Finish the game" on a long deal.

Measurements, not tests: it prints the figures and the goals (first frame within 0.5 s of launch;
Finish the game on a 2,000-battle deal within 0.2 s) and never fails on them.

    .venv/bin/python scripts/bench_tui.py [--runs N]
"""

from __future__ import annotations

import argparse
import asyncio
import compileall
import fcntl
import os
import pty
import select
import shutil
import statistics
import struct
import sys
import tempfile
import termios
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WARKIT = ROOT / ".venv" / "bin" / "warkit"
LONG_GAME = 2000
"""Finish the game is measured on the first deal (family rules, no limit) at least this long."""


def long_deal() -> tuple[int, int]:
    """The first deal number whose family-rules game lasts LONG_GAME battles or more."""
    from warkit.engine import Game, Rules

    deal = 1
    while True:
        game = Game(Rules.preset("family"), deal=deal, record=False)
        game.play_to_end()
        if game.battles >= LONG_GAME:
            return deal, game.battles
        deal += 1


BARE_APP = """
from textual.app import App
from textual.widgets import Static
class Bare(App):
    def compose(self):
        yield Static("Deal Quit")
    def on_key(self):
        self.exit()
Bare().run()
"""
"""The floor on this machine: a Textual app with one line of text and nothing else."""


def first_frame(runs: int, argv: list[str] | None = None) -> list[float]:
    """Seconds from launching ``warkit play`` in an 80x24 pseudo-terminal to the table's footer."""
    argv = argv or [str(WARKIT), "play", "--deal", "7", "--lang", "en"]
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as data:
            env = {**os.environ, "WARKIT_DATA_DIR": data, "TERM": "xterm-256color"}
            env.pop("NO_COLOR", None)
            start = time.perf_counter()
            pid, fd = pty.fork()
            if pid == 0:
                os.execve(argv[0], argv, env)
            fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
            seen = b""
            elapsed = float("nan")
            deadline = start + 20
            while time.perf_counter() < deadline:
                ready, _, _ = select.select([fd], [], [], 0.05)
                if ready:
                    try:
                        seen += os.read(fd, 65536)
                    except OSError:
                        break
                    if b"Quit" in seen and b"Deal" in seen:
                        elapsed = time.perf_counter() - start
                        break
            os.write(fd, b"q")
            try:
                os.waitpid(pid, 0)
            except ChildProcessError:
                pass
            os.close(fd)
            times.append(elapsed)
    return times


async def _finish_once(deal: int) -> tuple[float, float]:
    from warkit.engine import Rules
    from warkit.tui.app import WarApp
    from warkit.tui.summary import SummaryScreen

    with tempfile.TemporaryDirectory() as data:
        app = WarApp(rules=Rules.preset("family"), deal=deal, lang="en", data_dir=Path(data))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            start = time.perf_counter()
            await pilot.press("f")
            while not isinstance(app.screen, SummaryScreen):
                await pilot.pause()
            await pilot.pause()
            on_screen = time.perf_counter() - start
            battles = app.session.game.battles
        return on_screen, float(battles)


def finish(runs: int, deal: int) -> tuple[list[float], int]:
    times, battles = [], 0
    for _ in range(runs):
        seconds, count = asyncio.run(_finish_once(deal))
        times.append(seconds)
        battles = int(count)
    return times, battles


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    print("== TUI: first frame (warkit play in an 80x24 pseudo-terminal; goal 0.5 s)")
    # Launched as installed: pip writes the bytecode at install time, and this checkout's may be
    # stale or missing (PYTHONDONTWRITEBYTECODE), which would time the compiler, not warkit.
    compileall.compile_dir(ROOT / "warkit", quiet=1)
    if WARKIT.exists() and shutil.which("python3"):
        frames = first_frame(args.runs)
        print(f"   median {statistics.median(frames):.3f} s, best {min(frames):.3f} s, "
              f"worst {max(frames):.3f} s over {len(frames)} runs")
        bare = first_frame(args.runs, [str(WARKIT.parent / "python"), "-c", BARE_APP])
        print(f"   for scale, a bare Textual app: median {statistics.median(bare):.3f} s, "
              f"best {min(bare):.3f} s")
    else:
        print("   skipped: .venv/bin/warkit is missing (run ./scripts/play once)")
    deal, _ = long_deal()
    print(f"== TUI: Finish the game on deal {deal}, family rules (goal 0.2 s)")
    times, battles = finish(args.runs, deal)
    print(f"   {battles} battles: key press to summary on screen, median "
          f"{statistics.median(times):.3f} s, best {min(times):.3f} s over {len(times)} runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
