#!/usr/bin/env python3
"""Where the fast engines' time goes, per step: the figures behind issue 15's profile.

The batch engine (numpy) runs under cProfile and each of its steps is listed with its share of
the run (own time and with what it calls). The compiled engine (numba) cannot be profiled from
Python, so its time is split by measurement: the same deals stopped after their first battle
(the deal, PCG32's Fisher-Yates of 52 cards, and one battle) against the whole games; the rest is
battles and wars, shown per battle. Classic rules without a limit, one process.

    .venv/bin/python scripts/profile_engines.py [--games 50000] [--engines compiled,batch]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time

import numpy as np

from warkit.engine import Rules

RULES = Rules.preset("classic").replace(max_battles=0)


def profile_batch(games: int) -> None:
    from warkit.engine import batch
    from warkit.engine.simulate import Tally

    profiler = cProfile.Profile()
    profiler.enable()
    batch.play_into(Tally(2), RULES, 1, games)
    profiler.disable()
    stats = pstats.Stats(profiler)
    total = max(stats.total_tt, 1e-9)  # type: ignore[attr-defined]
    rows = []
    for (path, _, name), (_, _, own, cumulative, _) in stats.stats.items():  # type: ignore[attr-defined]
        if path.endswith("engine/batch.py"):
            rows.append((cumulative, own, name))
    print(f"== batch engine, {games:,} games: {total:.2f} s in all; each step's share (with what it calls / its own)")
    for cumulative, own, name in sorted(rows, reverse=True)[:14]:
        print(f"  {name:<24} {100 * cumulative / total:5.1f}% / {100 * own / total:5.1f}%")


def profile_compiled(games: int) -> None:
    from warkit.engine import compiled

    deals = np.arange(1, games + 1, dtype=np.int64)
    compiled.play_deals(RULES, deals[:10])  # load (or compile) the kernel outside the timing

    def timed(rules: Rules) -> tuple[float, compiled.Results]:
        best = float("inf")
        for _ in range(3):
            started = time.perf_counter()
            results = compiled.play_deals(rules, deals)
            best = min(best, time.perf_counter() - started)
        return best, results

    whole, results = timed(RULES)
    dealing, _ = timed(RULES.replace(max_battles=1))
    battles = int(results.battles.sum())
    wars = int(results.wars.sum())
    print(f"== compiled engine, {games:,} games: {whole:.3f} s ({games / whole:,.0f} games/s, {battles / whole / 1e6:.1f} M battles/s)")
    print(f"  deal (52-card PCG32 shuffle) and first battle: {1e6 * dealing / games:.2f} µs a game ({100 * dealing / whole:.1f}%)")
    rest = whole - dealing
    print(f"  the other battles, wars included: {1e6 * rest / games:.2f} µs a game ({100 * rest / whole:.1f}%), "
          f"{1e9 * rest / max(battles - games, 1):.1f} ns a battle; {battles / games:.1f} battles and {wars / games:.1f} wars a game")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50_000)
    parser.add_argument("--engines", default="compiled,batch")
    args = parser.parse_args()
    for engine in args.engines.split(","):
        if engine == "compiled":
            profile_compiled(args.games)
        elif engine == "batch":
            profile_batch(args.games)


if __name__ == "__main__":
    main()
