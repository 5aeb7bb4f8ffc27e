#!/usr/bin/env python3
"""Measure the simulator's compiled engine against two anchors, in one run, as ratios.

The anchors: the plainest Python War loop (``../shared/bench/naive_war.py``: two players, one
face-down card, shuffled won cards, no limit, the classic rules without their limit) and the
plain per-game numba loop of the same game (``scripts/bench_numba_war.py``, bench code, not
warkit). Each round runs both anchors, then ``simulate`` with the compiled engine, interleaved;
each figure is a ratio of games per second, so the machine's speed (and other people's load on it)
cancels out, and the median over the rounds is printed. The runs, classic rules without a limit:

- steady: ``simulate`` of ``--steady-games`` on one process, timed once numba is imported and
  the kernel loaded (issue 43: >= 100x the Python loop, >= 0.9x the numba loop);
- whole process: ``warkit simulate --games N --jobs 1`` timed from outside, interpreter start,
  imports and the kernel's load from its cache included (issue 43: >= 60x the Python loop on
  200,000 games);
- all cores (``--jobs 0``) and a 20,000-game run, ``simulate`` timed in a fresh process.

The kernel is compiled once into a scratch cache before the rounds (that time is printed too: a
new install pays it once per kind of rules). Peak memory is a simulating process's largest
resident set (its workers' too). ``--profile`` adds where each engine's time goes. Measurements,
not tests: it prints and never fails on them.

    .venv/bin/python scripts/bench_compiled.py [--games 200000] [--steady-games 1000000] [--rounds 5] [--profile]
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
WARKIT = Path(sys.executable).parent / "warkit"
NUMBA_LOOP = ROOT / "scripts" / "bench_numba_war.py"
STEADY = (
    "import json, sys, time\n"
    "from warkit.engine import Rules\n"
    "from warkit.engine.simulate import simulate\n"
    "rules = Rules.preset('classic').replace(max_battles=0)\n"
    "simulate(rules, 4096, engine='compiled')  # numba imported, the kernel loaded\n"
    "started = time.perf_counter()\n"
    "report = simulate(rules, int(sys.argv[1]), jobs=1, engine='compiled')\n"
    "print(json.dumps({'seconds': time.perf_counter() - started, 'engine': report.engine}))\n"
)
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
RUNS = (("all", "all cores", 0), ("short", "one process", 1))


def find_baseline() -> Path | None:
    return next((place for place in BASELINE_PLACES if place.exists()), None)


def baseline_rate(baseline: Path, games: int, env: dict[str, str] | None = None) -> float:
    """Games per second of an anchor loop, as it times itself (its start and compiling left out)."""
    out = subprocess.run([sys.executable, str(baseline), "--games", str(games), "--face-down", "1", "--max-battles", "0"], capture_output=True, text=True, check=True, env=env).stdout
    match = re.search(r"seconds ([\d.]+)", out)
    assert match, out
    return games / float(match.group(1))


def steady_rate(games: int, env: dict[str, str]) -> float:
    """Games per second of ``simulate`` on one process once numba and the kernel are loaded."""
    out = subprocess.run([sys.executable, "-c", STEADY, str(games)], capture_output=True, text=True, check=True, cwd=ROOT, env=env).stdout
    figures = json.loads(out)
    assert figures["engine"] == "compiled", figures
    return games / figures["seconds"]


def whole_process_rate(games: int, env: dict[str, str]) -> float:
    """Games per second of ``warkit simulate --jobs 1`` timed from outside, start to exit."""
    command = [str(WARKIT), "simulate", "--games", str(games), "--rules", "classic", "--max-battles", "0", "--jobs", "1", "--json"]
    started = time.perf_counter()
    out = subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT, env=env).stdout
    seconds = time.perf_counter() - started
    assert json.loads(out)["engine"] == "compiled", out
    return games / seconds


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
    parser.add_argument("--games", type=int, default=200_000, help="games for the whole-process and all-core runs")
    parser.add_argument("--steady-games", type=int, default=1_000_000, help="games for the steady run (and the numba loop)")
    parser.add_argument("--short-games", type=int, default=20_000, help="games for the short run")
    parser.add_argument("--baseline-games", type=int, default=4000)
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds; the median ratio is reported")
    parser.add_argument("--profile", action="store_true", help="also print where each engine's time goes")
    args = parser.parse_args()
    baseline = find_baseline()
    if baseline is None:
        print(f"fast-engine bench skipped: no baseline at {BASELINE_PLACES[0]}")
        return
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "WARKIT_CACHE_DIR": cache, "NUMBA_CACHE_DIR": str(Path(cache) / "anchor")}
        print(f"compiled engine, first run into an empty numba cache: {compile_once(env):.1f} s (once per install and kind of rules)")
        baseline_rate(NUMBA_LOOP, 20_000, env)  # the numba loop compiled into the scratch cache
        print(f"== the compiled engine vs naive_war.py (Python) and bench_numba_war.py (numba), classic rules without a limit, median of {args.rounds} interleaved rounds")
        figures: dict[str, list[float]] = {name: [] for name in ("python", "numba", "steady/python", "steady/numba", "whole/python", "all/python", "short/python")}
        peaks: list[float] = []
        for _ in range(args.rounds):
            python = baseline_rate(baseline, args.baseline_games)
            numba = baseline_rate(NUMBA_LOOP, args.steady_games, env)
            steady = steady_rate(args.steady_games, env)
            whole = whole_process_rate(args.games, env)
            figures["python"].append(python)
            figures["numba"].append(numba)
            figures["steady/python"].append(steady / python)
            figures["steady/numba"].append(steady / numba)
            figures["whole/python"].append(whole / python)
            for name, _, jobs in RUNS:
                rate, peak = warkit_run(args.short_games if name == "short" else args.games, jobs, "compiled", env)
                figures[f"{name}/python"].append(rate / python)
                peaks.append(peak)
        median = {name: statistics.median(values) for name, values in figures.items()}
        print(f"anchors: Python loop {median['python']:,.0f} games/s ({args.baseline_games:,} games a round), numba loop {median['numba']:,.0f} games/s")
        print(f"steady, one process, {args.steady_games:,} games: {median['steady/python']:.0f}x the Python loop (goal 100x), {median['steady/numba']:.2f}x the numba loop (goal 0.9x)")
        print(f"whole process, --jobs 1, {args.games:,} games: {median['whole/python']:.0f}x the Python loop (goal 60x)")
        print(f"all cores, {args.games:,} games: {median['all/python']:.0f}x the Python loop")
        print(f"one process, {args.short_games:,} games: {median['short/python']:.0f}x the Python loop")
        print(f"peak memory of a simulating process: {max(peaks):.0f} MB (goal < 300 MB)")
        if args.profile:
            subprocess.run([sys.executable, str(ROOT / "scripts" / "profile_engines.py"), "--engines", "compiled,scalar"], check=True, cwd=ROOT, env=env)


if __name__ == "__main__":
    main()
