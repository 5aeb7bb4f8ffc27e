#!/usr/bin/env python3
"""Where the engines' time goes: the reference engine (pure Python) and the compiled one (numba).

The reference engine (``Game`` with nothing recorded) runs under cProfile, and its time is split
into the rule loop itself (``Game._play``), the won cards' shuffles (``WarRandom.shuffle``) and
the C calls the loop makes (deque and list methods, ``len``); the profiler's own cost inflates
each call, so read the shares, not the times. Then, outside the profiler, the time per battle,
and the shuffle of two cards timed alone. The compiled engine cannot be profiled from Python, so
its time is split by measurement: the same deals stopped after their first battle (the deal,
PCG32's Fisher-Yates of 52 cards, and one battle) against the whole games; the rest is battles
and wars, shown per battle. Classic rules without a limit, one process.

    .venv/bin/python scripts/profile_engines.py [--games 50000] [--engines compiled,scalar]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time
import timeit

from warkit.engine import Game, Rules

RULES = Rules.preset("classic").replace(max_battles=0)


def profile_reference(games: int) -> None:
    games = min(games, 2000)
    profiler = cProfile.Profile()
    profiler.enable()
    for deal in range(1, games + 1):
        Game(RULES, deal=deal, record=False).play_to_end()
    profiler.disable()
    stats = pstats.Stats(profiler)
    total = max(stats.total_tt, 1e-9)  # type: ignore[attr-defined]
    rows = sorted(((own, calls, name) for (_, _, name), (_, calls, own, _, _) in stats.stats.items()), reverse=True)  # type: ignore[attr-defined]
    print(f"== reference engine, {games:,} games under cProfile: each function's own share")
    for own, calls, name in rows[:8]:
        print(f"  {name:<40} {100 * own / total:5.1f}%  ({calls:,} calls)")
    started = time.perf_counter()
    battles = 0
    for deal in range(1, games + 1):
        game = Game(RULES, deal=deal, record=False)
        game.play_to_end()
        battles += game.battles
    seconds = time.perf_counter() - started
    shuffle = min(timeit.repeat("shuffle(cards)", "from warkit.engine.rng import WarRandom; shuffle = WarRandom(5).shuffle; cards = [1, 2]", number=100_000, repeat=5)) / 100_000
    print(f"  without the profiler: {1e9 * seconds / battles:.0f} ns a battle ({battles / games:.0f} battles a game); "
          f"the shuffle of a battle's two cards alone: {1e9 * shuffle:.0f} ns")


def profile_compiled(games: int) -> None:
    import numpy as np

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
    parser.add_argument("--engines", default="compiled,scalar")
    args = parser.parse_args()
    for engine in args.engines.split(","):
        if engine == "compiled":
            profile_compiled(args.games)
        elif engine == "scalar":
            profile_reference(args.games)


if __name__ == "__main__":
    main()
