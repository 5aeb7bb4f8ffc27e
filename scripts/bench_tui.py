#!/usr/bin/env python3
"""Measure the terminal game: first frame after launch, and "Finish the game" on a long deal.

Measurements, not tests: it prints the figures and the goals and never fails on them:

- the first frame within 0.5 s of launch;
- Finish the game on the first family-rules deal of 2,000 battles or more, from the key to the
  summary's chart on the terminal, within 0.2 s: the first time (the summary is built then) and
  again (Replay from the summary, then Finish: only filled in);
- Esc while Finish plays a 100,000-battle game in its thread, from the key to the table stopped
  at the battle reached;
- with ``--profile``, where Finish's time goes, in the game's own process: the session playing
  the game out alone (what the thread does), the status box's sentences for it, and the screen's
  thread under cProfile from the key to the summary filled in.

    .venv/bin/python scripts/bench_tui.py [--runs N] [--profile]
"""

from __future__ import annotations

import argparse
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
IDLE_SECONDS = 3.0
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


def table_words(lang: str) -> tuple[list[str], tuple[bytes, ...]]:
    """The command that opens deal 7 in ``lang``, and two words its first frame shows."""
    from warkit.controls import control, control_label
    from warkit.i18n import get_translator
    from warkit.tui.labels import deal_line

    t = get_translator(lang)
    words = (control_label(control("quit"), t), deal_line(t, 7).split()[0])
    return [str(WARKIT), "play", "--deal", "7", "--lang", lang], tuple(w.encode() for w in words)


class Terminal:
    """A program running in an 80x24 pseudo-terminal, read as a person's terminal would be."""

    def __init__(self, argv: list[str], data: str) -> None:
        env = {**os.environ, "WARKIT_DATA_DIR": data, "TERM": "xterm-256color"}
        env.pop("NO_COLOR", None)
        self.started = time.perf_counter()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execve(argv[0], argv, env)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.seen = b""

    def wait_for(self, *texts: bytes, timeout: float = 20) -> float:
        """Seconds since now until every one of ``texts`` has been drawn (nan on timeout)."""
        start = time.perf_counter()
        self.seen = b""
        while time.perf_counter() < start + timeout:
            ready, _, _ = select.select([self.fd], [], [], 0.05)
            if ready:
                try:
                    self.seen += os.read(self.fd, 65536)
                except OSError:
                    break
                if all(text in self.seen for text in texts):
                    return time.perf_counter() - start
        return float("nan")

    def drain(self, seconds: float) -> None:
        """Read (and drop) whatever is drawn for ``seconds``."""
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            ready, _, _ = select.select([self.fd], [], [], 0.05)
            if ready:
                try:
                    os.read(self.fd, 65536)
                except OSError:
                    return

    def press(self, keys: bytes) -> None:
        os.write(self.fd, keys)

    def close(self) -> None:
        self.press(b"q")
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass
        os.close(self.fd)


def first_frame(
    runs: int, argv: list[str] | None = None, words: tuple[bytes, ...] = (b"Quit", b"Deal")
) -> list[float]:
    """Seconds from launching ``warkit play`` in an 80x24 pseudo-terminal until ``words`` (the
    footer's Quit and the deal line) are drawn."""
    argv = argv or [str(WARKIT), "play", "--deal", "7", "--lang", "en"]
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as data:
            terminal = Terminal(argv, data)
            terminal.wait_for(*words)
            times.append(time.perf_counter() - terminal.started)
            terminal.close()
    return times


def finish(runs: int, deal: int) -> tuple[list[float], list[float]]:
    """Seconds from pressing "f" (Finish the game) to the summary's chart on the terminal: the
    first time, so the summary screen is built then (it is built when first shown), and again
    after Replay this deal (only filled in).

    The game is left alone a moment first, as a player would look at the table.
    """
    argv = [str(WARKIT), "play", "--rules", "family", "--deal", str(deal), "--lang", "en"]
    first, again = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as data:
            terminal = Terminal(argv, data)
            terminal.wait_for(b"Quit", b"Deal")
            terminal.drain(IDLE_SECONDS)
            terminal.press(b"f")
            first.append(terminal.wait_for(b"Cards held after each battle"))
            terminal.drain(0.3)
            terminal.press(b"r")  # Replay this deal, from the summary
            terminal.wait_for(b"Battle 0")
            terminal.drain(IDLE_SECONDS)
            terminal.press(b"f")
            again.append(terminal.wait_for(b"Cards held after each battle"))
            terminal.close()
    return first, again


STOP_ARGS = ["--deal", "1", "--won-cards", "played", "--face-down", "0", "--max-battles", "0"]
"""A game that loops until the engine's ceiling: 100,000 battles, seconds of play."""


def stop_finish(runs: int) -> list[float]:
    """Seconds from Esc, pressed while Finish plays a 100,000-battle game in its thread (its count
    on screen), to the table stopped at the battle reached (the footer's keys back)."""
    argv = [str(WARKIT), "play", *STOP_ARGS, "--lang", "en"]
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as data:
            terminal = Terminal(argv, data)
            terminal.wait_for(b"Quit", b"Deal")
            terminal.drain(IDLE_SECONDS)
            terminal.press(b"f")
            terminal.wait_for(b"so far", b"Stop here")
            terminal.drain(0.3)
            terminal.press(b"\x1b")
            times.append(terminal.wait_for(b"Turn cards"))
            terminal.close()
    return times


def profile_finish(deal: int) -> None:
    """Where Finish's time goes, in this process: what the thread does (the session plays the game
    out, saves the round and records the game), the status box's sentences for that press, and
    the screen's own thread from the key to the summary filled in, under cProfile (the thread
    playing meanwhile is not profiled; the profiler's cost inflates each call, so read shares)."""
    import asyncio
    import cProfile
    import io
    import pstats

    from textual.events import Key

    from warkit.engine import Rules
    from warkit.i18n import get_translator
    from warkit.session import Session
    from warkit.storage import Settings, Statistics
    from warkit.tui.app import WarApp
    from warkit.tui.screens.summary import SummaryScreen
    from warkit.tui.teller import Teller

    rules = Rules.preset("family")
    plays, tellings = [], []
    for _ in range(5):
        with tempfile.TemporaryDirectory() as data:
            session = Session(Path(data), Settings(rules=rules), Statistics(), deal=deal)
            start = time.perf_counter()
            step = session.finish()
            plays.append(time.perf_counter() - start)
            teller = Teller(get_translator("en"), rules)
            start = time.perf_counter()
            teller.status(step)
            tellings.append(time.perf_counter() - start)
    print(f"   the session plays it out (the thread's work: {session.game.battles} battles, "
          f"the save, the record): median {statistics.median(plays):.3f} s")
    print(f"   the status box's sentences for that press: median {statistics.median(tellings):.3f} s")

    async def screen_thread() -> tuple[float, str]:
        with tempfile.TemporaryDirectory() as data:
            app = WarApp(rules=rules, deal=deal, lang="en", data_dir=Path(data))
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                await asyncio.sleep(IDLE_SECONDS)
                profiler = cProfile.Profile()
                start = time.perf_counter()
                profiler.enable()
                app.post_message(Key("f", "f"))
                while not (isinstance(app.screen, SummaryScreen) and app.screen.words is not None):
                    await asyncio.sleep(0.001)
                await pilot.pause()
                profiler.disable()
                seconds = time.perf_counter() - start
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(25)
        return seconds, out.getvalue()

    seconds, table = asyncio.run(screen_thread())
    print(f"   headless, key to the summary filled in and laid out: {seconds:.3f} s under cProfile; "
          "the screen's thread:")
    print("\n".join("     " + line for line in table.splitlines() if line.strip()))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--profile", action="store_true", help="also print where Finish's time goes")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    print("== TUI: first frame (warkit play in an 80x24 pseudo-terminal; goal 0.5 s)")
    # Launched as installed: pip writes the bytecode at install time, and this checkout's may be
    # stale or missing (PYTHONDONTWRITEBYTECODE), which would time the compiler, not warkit.
    compileall.compile_dir(ROOT / "warkit", quiet=1)
    if WARKIT.exists() and shutil.which("python3"):
        # The catalog copies a player's earlier runs leave in the cache folder (one run makes them).
        os.environ["WARKIT_CACHE_DIR"] = tempfile.mkdtemp(prefix="warkit-bench-cache-")
        malay, malay_words = table_words("ms")
        first_frame(1, malay, malay_words)
        bare_app = [str(WARKIT.parent / "python"), "-c", BARE_APP]
        english, translated, bare = [], [], []
        for _ in range(args.runs):  # interleaved, so a busy moment slows all three alike
            english += first_frame(1)
            translated += first_frame(1, malay, malay_words)
            bare += first_frame(1, bare_app)
        for label, times in (("English", english), ("Malay", translated), ("a bare Textual app", bare)):
            print(f"   {label}: median {statistics.median(times):.3f} s, best {min(times):.3f} s, "
                  f"worst {max(times):.3f} s over {len(times)} runs")
    else:
        print("   skipped: .venv/bin/warkit is missing (run ./scripts/play once)")
    deal, battles = long_deal()
    print(f"== TUI: Finish the game on deal {deal}, family rules (goal 0.2 s)")
    first, again = finish(args.runs, deal)
    print(f"   {battles} battles: key press to summary on the terminal, median "
          f"{statistics.median(first):.3f} s, best {min(first):.3f} s over {len(first)} runs")
    print(f"   again (the summary built already): median {statistics.median(again):.3f} s, "
          f"best {min(again):.3f} s")
    stopped = stop_finish(args.runs)
    print(f"   Esc while Finish plays a 100,000-battle game: key to the table stopped, median "
          f"{statistics.median(stopped):.3f} s, best {min(stopped):.3f} s over {len(stopped)} runs")
    if args.profile:
        profile_finish(deal)
    return 0


if __name__ == "__main__":
    sys.exit(main())
