#!/usr/bin/env python3
"""Measure the simulator's compiled engine against the plainest possible War loop, in one run, as ratios.

The baseline is ``../shared/bench/naive_war.py`` (two players, one face-down card, shuffled won
cards, no limit: the classic rules without their limit). Each round runs the baseline, then
``simulate`` with each engine asked for (the compiled engine, numpy and numba; ``scalar`` may be
named too) on one process and on every core with ``--games``, and with ``--short-games`` on one process; the
figure is the ratio of games per second, so the machine's speed cancels out, and the median over
the interleaved rounds is printed. A run's time is the whole ``simulate`` call in a fresh
process: importing numpy or numba and loading the compiled kernel count, the interpreter's own
start does not (nor does the baseline's). The compiled kernel is compiled once into a scratch
cache before the rounds (that time is printed too: a new install pays it once). Peak memory is the
simulating process's largest resident set (its workers' too). ``--profile`` adds where each
engine's time goes. Goals (issue 15): one process >= 20x (moonshot 30x), all cores >= 30x,
20,000 games >= 10x, peak memory < 200 MB. Measurements, not tests: it prints and never fails on
them.

    .venv/bin/python scripts/bench_compiled.py [--games 200000] [--rounds 3] [--engines compiled] [--profile]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASELINE_PLACES = [ROOT.parent / "shared" / "bench" / "naive_war.py", ROOT.parents[1] / "shared" / "bench" / "naive_war.py"]
"""``../shared/bench`` from the main checkout, or from a worktree one folder further down."""
MEASURE = (
    "import json, resource, sys, time\n"
    "from warkit.engine import Rules\n"
    "from warkit.engine.simulate import simulate\n"
    "games, jobs, engine = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]\n"
    "rules = Rules.preset('classic').replace(max_battles=0)\n"
    "started = time.perf_counter()\n"
    "report = simulate(rules, games, jobs=jobs, engine=engine)\n"
    "seconds = time.perf_counter() - started\n"
    "peak = max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
    "print(json.dumps({'seconds': seconds, 'engine': report.engine, 'peak_mb': peak / 1024, 'mean': report.battles.mean}))\n"
)
RUNS = (("one", "one process", 1), ("all", "all cores", 0), ("short", "one process", 1))
GOALS = {"one": "goal 20x, moonshot 30x", "all": "goal 30x", "short": "goal 10x"}


def find_baseline() -> Path | None:
    return next((place for place in BASELINE_PLACES if place.exists()), None)


def baseline_rate(baseline: Path, games: int) -> float:
    out = subprocess.run([sys.executable, str(baseline), "--games", str(games), "--face-down", "1", "--max-battles", "0"], capture_output=True, text=True, check=True).stdout
    match = re.search(r"seconds ([\d.]+)", out)
    assert match, out
    return games / float(match.group(1))


def warkit_run(games: int, jobs: int, engine: str, env: dict[str, str]) -> tuple[float, float]:
    """Games per second and peak memory (MB) of one simulation in a fresh process."""
    out = subprocess.run([sys.executable, "-c", MEASURE, str(games), str(jobs), engine], capture_output=True, text=True, check=True, cwd=ROOT, env=env).stdout
    figures = json.loads(out)
    assert figures["engine"] == engine, figures
    return games / figures["seconds"], figures["peak_mb"]


def compile_once(env: dict[str, str]) -> float:
    """Seconds for the compiled kernel's first run into an empty cache (import, compile, write)."""
    code = "from warkit.engine import Rules\nfrom warkit.engine.compiled import play_deals\nplay_deals(Rules(), [1])\n"
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, env=env)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200_000, help="games for the long runs")
    parser.add_argument("--short-games", type=int, default=20_000, help="games for the short run")
    parser.add_argument("--baseline-games", type=int, default=4000)
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds; the median ratio is reported")
    parser.add_argument("--engines", default="compiled", help="engines to measure, comma-separated")
    parser.add_argument("--profile", action="store_true", help="also print where each engine's time goes")
    args = parser.parse_args()
    baseline = find_baseline()
    if baseline is None:
        print(f"fast-engine bench skipped: no baseline at {BASELINE_PLACES[0]}")
        return
    engines = [engine for engine in args.engines.split(",") if engine]
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "WARKIT_CACHE_DIR": cache}
        if "compiled" in engines:
            print(f"compiled engine, first run into an empty numba cache: {compile_once(env):.1f} s (once per install)")
        print(f"== {', '.join(engines)} vs naive_war.py, classic rules without a limit, median of {args.rounds} interleaved rounds")
        ratios: dict[tuple[str, str], list[float]] = {(engine, name): [] for engine in engines for name, _, _ in RUNS}
        peaks: dict[str, list[float]] = {engine: [] for engine in engines}
        bases: list[float] = []
        for _ in range(args.rounds):
            base = baseline_rate(baseline, args.baseline_games)
            bases.append(base)
            for engine in engines:
                for name, _, jobs in RUNS:
                    games = args.short_games if name == "short" else args.games
                    rate, peak = warkit_run(games, jobs, engine, env)
                    ratios[engine, name].append(rate / base)
                    peaks[engine].append(peak)
        print(f"baseline: {statistics.median(bases):,.0f} games/s ({args.baseline_games:,} games a round)")
        for engine in engines:
            for name, where, _ in RUNS:
                games = args.short_games if name == "short" else args.games
                print(f"{engine}, {where}, {games:,} games: {statistics.median(ratios[engine, name]):.1f}x ({GOALS[name]})")
            print(f"{engine}: peak memory of a simulating process: {max(peaks[engine]):.0f} MB (goal < 200 MB)")
        if args.profile:
            subprocess.run([sys.executable, str(ROOT / "scripts" / "profile_engines.py"), "--engines", ",".join(engines)], check=True, cwd=ROOT, env=env)


if __name__ == "__main__":
    main()
