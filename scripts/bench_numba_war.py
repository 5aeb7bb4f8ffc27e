#!/usr/bin/env python3
"""A bench anchor, not warkit: the obvious per-game War loop in numba, the rules of
``../shared/bench/naive_war.py`` (two players, N face-down cards per war, a player short of cards
for a war ends the game, won cards shuffled before going under, no limit) with numba's own random
numbers. It is not exact per deal against warkit's games and is never used by warkit: it says how
fast a plain compiled loop of the same game runs on this machine, so ``scripts/bench`` can print
the kernel's speed as a ratio to it. Its output has naive_war.py's shape.

    .venv/bin/python scripts/bench_numba_war.py [--games 200000] [--face-down 1]
"""

from __future__ import annotations

import argparse
import time

import numba
import numpy as np


@numba.njit(cache=True)
def below(state: np.uint64, bound: int) -> tuple[np.uint64, int]:
    """xorshift64*'s next state, and its high 32 bits scaled below ``bound``."""
    state ^= state >> np.uint64(12)
    state ^= state << np.uint64(25)
    state ^= state >> np.uint64(27)
    high = (state * np.uint64(0x2545F4914F6CDD1D)) >> np.uint64(32)
    return state, int((high * np.uint64(bound)) >> np.uint64(32))


@numba.njit(cache=True)
def play(games: int, face_down: int, seed: int) -> int:
    """Play ``games`` games; the sum of their battles."""
    state = np.uint64(seed) * np.uint64(0x9E3779B97F4A7C15) | np.uint64(1)
    deck = np.empty(52, dtype=np.int8)
    for card in range(52):
        deck[card] = card >> 2
    a = np.empty(64, dtype=np.int8)
    b = np.empty(64, dtype=np.int8)
    table = np.empty(52, dtype=np.int8)
    total = 0
    for _ in range(games):
        for i in range(51, 0, -1):
            state, j = below(state, i + 1)
            deck[i], deck[j] = deck[j], deck[i]
        for i in range(26):
            a[i] = deck[2 * i]
            b[i] = deck[2 * i + 1]
        head_a, count_a, head_b, count_b = 0, 26, 0, 26
        battles = 0
        while count_a > 0 and count_b > 0:
            battles += 1
            card_a, card_b = a[head_a], b[head_b]
            head_a, head_b = (head_a + 1) & 63, (head_b + 1) & 63
            count_a -= 1
            count_b -= 1
            table[0], table[1] = card_a, card_b
            length = 2
            short = False
            while card_a == card_b:
                if count_a <= face_down or count_b <= face_down:
                    short = True
                    break
                for _ in range(face_down):
                    table[length], table[length + 1] = a[head_a], b[head_b]
                    head_a, head_b = (head_a + 1) & 63, (head_b + 1) & 63
                    length += 2
                card_a, card_b = a[head_a], b[head_b]
                head_a, head_b = (head_a + 1) & 63, (head_b + 1) & 63
                count_a -= face_down + 1
                count_b -= face_down + 1
                table[length], table[length + 1] = card_a, card_b
                length += 2
            if short:
                break
            for i in range(length - 1, 0, -1):
                state, j = below(state, i + 1)
                table[i], table[j] = table[j], table[i]
            if card_a > card_b:
                for i in range(length):
                    a[(head_a + count_a + i) & 63] = table[i]
                count_a += length
            else:
                for i in range(length):
                    b[(head_b + count_b + i) & 63] = table[i]
                count_b += length
        total += battles
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200_000)
    parser.add_argument("--face-down", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-battles", type=int, default=0, choices=[0], help="no limit (naive_war.py's flag, for the same command line)")
    args = parser.parse_args()
    play(10, args.face_down, args.seed)  # compiled (or loaded from numba's cache) outside the timing
    started = time.perf_counter()
    battles = play(args.games, args.face_down, args.seed)
    seconds = time.perf_counter() - started
    print(f"games {args.games}  seconds {seconds:.3f}  games/s {args.games / seconds:.0f}  "
          f"battles/s {battles / seconds:.0f}  mean battles {battles / args.games:.1f}")


if __name__ == "__main__":
    main()
