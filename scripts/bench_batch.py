#!/usr/bin/env python3
"""Measure the batch engine against the plainest possible War loop, in one run, as ratios.

The baseline is ``../shared/bench/naive_war.py`` (two players, one face-down card, shuffled won
cards, no limit: the classic rules without their limit). Each round runs the baseline, then
``warkit simulate --engine batch`` on one process and on every core, and 20,000 games on one
process; the figure is the ratio of games per second, so the machine's speed cancels out, and the
median over the rounds is printed. Peak memory is the simulating process's largest resident set.
Goals (issue 15): one process >= 20x (moonshot 30x), all cores >= 30x, 20,000 games >= 10x,
peak memory < 200 MB. Measurements, not tests: it prints and never fails on them.

    .venv/bin/python scripts/bench_batch.py [--games 200000] [--baseline-games 4000] [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASELINE = ROOT.parent / "shared" / "bench" / "naive_war.py"
RULES = ["--rules", "classic", "--max-battles", "0"]
MEASURE = (
    "import json, resource, sys, time\n"
    "from warkit.engine import Rules\n"
    "from warkit.engine.simulate import simulate\n"
    "games, jobs, engine = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]\n"
    "report = simulate(Rules.preset('classic').replace(max_battles=0), games, jobs=jobs, engine=engine)\n"
    "peak = max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
    "print(json.dumps({'seconds': report.seconds, 'engine': report.engine, 'peak_mb': peak / 1024}))\n"
)


def baseline_rate(games: int) -> float:
    out = subprocess.run([sys.executable, str(BASELINE), "--games", str(games), "--face-down", "1", "--max-battles", "0"], capture_output=True, text=True, check=True).stdout
    match = re.search(r"seconds ([\d.]+)", out)
    assert match, out
    return games / float(match.group(1))


def warkit_run(games: int, jobs: int, engine: str = "batch") -> tuple[float, float]:
    """Games per second and peak memory (MB) of one simulation in a fresh process."""
    out = subprocess.run([sys.executable, "-c", MEASURE, str(games), str(jobs), engine], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    figures = json.loads(out)
    assert figures["engine"] == engine, figures
    return games / figures["seconds"], figures["peak_mb"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200_000, help="games for the long runs")
    parser.add_argument("--short-games", type=int, default=20_000, help="games for the short run")
    parser.add_argument("--baseline-games", type=int, default=4000)
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds; the median ratio is reported")
    args = parser.parse_args()
    if not BASELINE.exists():
        print(f"batch bench skipped: no baseline at {BASELINE}")
        return
    print(f"== batch engine vs naive_war.py, classic rules without a limit, median of {args.rounds} interleaved rounds")
    runs: dict[str, list[float]] = {"one": [], "all": [], "short": []}
    peaks: list[float] = []
    bases: list[float] = []
    for _ in range(args.rounds):
        base = baseline_rate(args.baseline_games)
        bases.append(base)
        for name, games, jobs in (("one", args.games, 1), ("all", args.games, 0), ("short", args.short_games, 1)):
            rate, peak = warkit_run(games, jobs)
            runs[name].append(rate / base)
            peaks.append(peak)
    print(f"baseline: {statistics.median(bases):,.0f} games/s ({args.baseline_games:,} games a round)")
    print(f"batch, one process, {args.games:,} games: {statistics.median(runs['one']):.1f}x (goal 20x, moonshot 30x)")
    print(f"batch, all cores, {args.games:,} games: {statistics.median(runs['all']):.1f}x (goal 30x)")
    print(f"batch, one process, {args.short_games:,} games: {statistics.median(runs['short']):.1f}x (goal 10x)")
    print(f"peak memory of a simulating process: {max(peaks):.0f} MB (goal < 200 MB)")


if __name__ == "__main__":
    main()
