#!/usr/bin/env python3
"""Measure the battle log on the longest game there is: 100,000 battles.

Measurements, not tests: it prints the figures and the goal and never fails on them:

- in an 80x24 pseudo-terminal, the game played out with Finish, from the key L to the log's
  latest battle on the terminal (goal 0.2 s), the first time and again (the log is built each
  time it opens), in English and German (whose sentences take the narrator longest); beside it,
  Statistics from its key on the same game, a screen that tells nothing of it (the floor);
- in this process, where that time goes: finding the game's chapters (one pass over its
  200,000 events, each time the log opens), and telling and laying out the screen at the end;
  against what telling the whole game at once would cost (what a log built up front would pay).

    .venv/bin/python scripts/bench_log.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from bench_tui import STOP_ARGS, WARKIT, Terminal  # noqa: E402

LANGS = ("en", "de")


def words(lang: str) -> tuple[bytes, bytes, bytes, bytes]:
    """What shows when the game is played out (the summary's chart title), the table's footer
    word after it, the log's heading of battle 100,000 and the Statistics screen's title, in
    ``lang``."""
    from warkit.controls import control, control_label
    from warkit.i18n import get_translator
    from warkit.narration.chapters import battle_heading
    from warkit.tui.screens.stats import title
    from warkit.tui.screens.summary import chart_title

    t = get_translator(lang)
    return (
        chart_title(t).encode(),
        control_label(control("quit"), t).encode(),
        battle_heading(t, 100_000).encode(),
        title(t).encode(),
    )


def open_log(runs: int, lang: str) -> tuple[list[float], list[float], list[float]]:
    """Seconds from L to the log's last battle drawn, on a game played out to 100,000 battles:
    the first opening and the next (after Esc); and from I to the Statistics screen."""
    summary, table, latest, record = words(lang)
    argv = [str(WARKIT), "play", *STOP_ARGS, "--lang", lang]
    first, again, floor = [], [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as data:
            terminal = Terminal(argv, data)
            terminal.wait_for(table)
            terminal.press(b"f")
            terminal.wait_for(summary, timeout=60)
            terminal.press(b"\x1b")  # the summary's Esc: back at the table
            terminal.wait_for(table)
            terminal.drain(1.0)
            terminal.press(b"l")
            first.append(terminal.wait_for(latest))
            terminal.drain(0.3)
            terminal.press(b"\x1b")
            terminal.wait_for(table)
            terminal.drain(0.5)
            terminal.press(b"l")
            again.append(terminal.wait_for(latest))
            terminal.press(b"\x1b")
            terminal.wait_for(table)
            terminal.drain(0.5)
            terminal.press(b"i")
            floor.append(terminal.wait_for(record))
            terminal.press(b"\x1b")  # back at the table, where Q quits
            terminal.wait_for(table)
            terminal.close()
    return first, again, floor


def where_it_goes(lang: str) -> None:
    """The log's own work on the 100,000-battle game, in this process."""
    from warkit.engine import Game, Rules
    from warkit.i18n import get_translator
    from warkit.narration import Narrator
    from warkit.narration.chapters import Chapters
    from warkit.tui.views.log import chapter_rows

    game = Game(Rules(won_cards="played", face_down=0, max_battles=0), deal=1)
    game.play_to_end()
    narrator = Narrator(get_translator(lang), game.rules)
    found, screens = [], []
    for _ in range(5):
        start = time.perf_counter()
        story = Chapters(game.log)
        found.append(time.perf_counter() - start)
        start = time.perf_counter()
        rows, index = 0, len(story)
        while rows < 22:  # the log's rows at 80x24
            index -= 1
            rows += len(chapter_rows(story[index], narrator, 74, "logical"))
        screens.append(time.perf_counter() - start)
    start = time.perf_counter()
    narrator.narrate(game.log)
    whole = time.perf_counter() - start
    print(f"   {lang}: the chapters of {len(game.log):,} events found in median "
          f"{statistics.median(found) * 1000:.1f} ms; the end's screen ({len(story) - index} chapters) "
          f"told and laid out in {statistics.median(screens) * 1000:.2f} ms; the whole game told at "
          f"once would take {whole:.2f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    print("== TUI: the battle log of a 100,000-battle game (80x24 pseudo-terminal; goal 0.2 s)")
    if not WARKIT.exists():
        print("   skipped: .venv/bin/warkit is missing (run ./scripts/play once)")
    else:
        for lang in LANGS:
            first, again, floor = open_log(args.runs, lang)
            print(f"   {lang}: key L to battle 100,000 on the terminal, median {statistics.median(first):.3f} s, "
                  f"worst {max(first):.3f} s; again {statistics.median(again):.3f} s; Statistics "
                  f"{statistics.median(floor):.3f} s; over {len(first)} runs")
    for lang in LANGS:
        where_it_goes(lang)
    return 0


if __name__ == "__main__":
    sys.exit(main())
