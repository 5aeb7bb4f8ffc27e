#!/usr/bin/env python3
"""Measure the simulator against the plainest possible War loop, on the same rules, in one run.

The baseline is ``../shared/bench/naive_war.py`` (two players, shuffled won cards, no events).
The engine measured first is the pure-Python reference, ``Game`` with nothing recorded (what the
default install runs: ``--engine scalar``); then, when ``warkit[fast]`` is installed, the compiled
kernel (``--engine compiled``, on ``--compiled-games`` games, since its start costs a moment). The
figure is the ratio of games per second (``simulate``'s own time in its JSON), so the machine's
speed cancels out. Goals: the reference on one process at least 0.75x the baseline, on all cores
(``--jobs 0``) at least 1.4x on a two-core machine. Measurements, not tests: it prints and never
fails on them.

    .venv/bin/python scripts/bench_engine.py [--games N] [--rounds R] [--compiled-games N]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
from importlib.util import find_spec
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASELINE = next(
    (place for place in (ROOT.parent / "shared" / "bench" / "naive_war.py", ROOT.parents[1] / "shared" / "bench" / "naive_war.py") if place.exists()),
    ROOT.parent / "shared" / "bench" / "naive_war.py",
)
"""``../shared/bench`` from the main checkout, or from a worktree one folder further down."""
WARKIT = Path(sys.executable).parent / "warkit"
RULE_SETS = {
    "1 face-down, 500-battle limit": (["--face-down", "1", "--max-battles", "500"], ["--face-down", "1", "--max-battles", "500"]),
    "3 face-down, no limit": (["--face-down", "3", "--max-battles", "0"], ["--face-down", "3", "--max-battles", "0"]),
}


def baseline_rate(games: int, flags: list[str]) -> float:
    out = subprocess.run([sys.executable, str(BASELINE), "--games", str(games), *flags], capture_output=True, text=True, check=True).stdout
    match = re.search(r"seconds ([\d.]+)", out)
    assert match, out
    return games / float(match.group(1))


def warkit_rate(games: int, flags: list[str], jobs: int, engine: str) -> float:
    out = subprocess.run(
        [str(WARKIT), "simulate", "--engine", engine, "--games", str(games), "--jobs", str(jobs), "--json", *flags],
        capture_output=True, text=True, check=True,
    ).stdout
    report = json.loads(out)
    assert report["engine"] == engine, report
    return games / report["seconds"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--compiled-games", type=int, default=100_000, help="games for the compiled engine (0: skip it)")
    parser.add_argument("--rounds", type=int, default=3, help="alternating runs; the median ratio is reported")
    args = parser.parse_args()
    if not BASELINE.exists():
        print(f"engine bench skipped: no baseline at {BASELINE}")
        return
    compiled = args.compiled_games > 0 and find_spec("numba") is not None
    print(f"== engine: warkit simulate vs naive_war.py, {args.games} games, median of {args.rounds} rounds")
    for name, (ours, theirs) in RULE_SETS.items():
        single, multi, fast, base = [], [], [], []
        for _ in range(args.rounds):
            base.append(baseline_rate(args.games, theirs))
            single.append(warkit_rate(args.games, ours, 1, "scalar"))
            multi.append(warkit_rate(args.games, ours, 0, "scalar"))
            if compiled:
                fast.append(warkit_rate(args.compiled_games, ours, 1, "compiled"))
        b = statistics.median(base)
        r1 = statistics.median(s / x for s, x in zip(single, base, strict=True))
        rn = statistics.median(m / x for m, x in zip(multi, base, strict=True))
        line = f"{name}: baseline {b:,.0f} games/s; reference --jobs 1 {r1:.2f}x (goal 0.75x); --jobs 0 {rn:.2f}x (goal 1.40x)"
        if compiled:
            rc = statistics.median(f / x for f, x in zip(fast, base, strict=True))
            line += f"; compiled --jobs 1 ({args.compiled_games:,} games) {rc:.1f}x"
        print(line)


if __name__ == "__main__":
    main()
