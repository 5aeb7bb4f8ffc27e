"""The game's own random numbers, so that a deal number means the same game everywhere.

CPython does not promise that ``random.shuffle`` keeps its output across versions, so numbered
deals use PCG32 (O'Neill, XSH-RR) and a Fisher-Yates shuffle with Lemire's unbiased bounded
integers, all in plain integer arithmetic that gives identical results on every platform.
"""

from __future__ import annotations

from typing import Any

_MASK64 = (1 << 64) - 1
_MASK32 = (1 << 32) - 1
_MULT = 6364136223846793005
WARKIT_STREAM = 721347520444481703  # the PCG stream that shuffles the deck of a deal
WON_CARDS_STREAM = 0x5741524B49542D57  # another stream for shuffles of won cards


class WarRandom:
    """PCG32 seeded by an int; ``shuffle`` is the only thing the game needs from it."""

    __slots__ = ("increment", "state")

    def __init__(self, seed: int, stream: int = WARKIT_STREAM) -> None:
        self.increment = ((stream << 1) | 1) & _MASK64
        self.state = 0
        self._next()
        self.state = (self.state + (seed & _MASK64)) & _MASK64
        self._next()

    def _next(self) -> int:
        old = self.state
        self.state = (old * _MULT + self.increment) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & _MASK32
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & _MASK32

    def next_u32(self) -> int:
        """The next 32-bit output."""
        return self._next()

    def below(self, bound: int) -> int:
        """A uniform int in ``0 .. bound-1`` (Lemire's method with rejection)."""
        threshold = (1 << 32) % bound
        while True:
            product = self._next() * bound
            if (product & _MASK32) >= threshold:
                return product >> 32

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates in place, from the end; the hot path of ``--won-cards shuffled``.

        The PCG32 step and Lemire's nearly divisionless bound are inlined: the modulo that finds
        the rejection threshold runs only in the rare case that can reject, so every draw is the
        same as :meth:`below` would make.
        """
        state = self.state
        increment = self.increment
        for i in range(len(items) - 1, 0, -1):
            bound = i + 1
            old = state
            state = (old * 6364136223846793005 + increment) & 0xFFFFFFFFFFFFFFFF
            xs = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
            rot = old >> 59
            product = (((xs >> rot) | (xs << ((-rot) & 31))) & 0xFFFFFFFF) * bound
            if (product & 0xFFFFFFFF) < bound:
                threshold = 4294967296 % bound
                while (product & 0xFFFFFFFF) < threshold:
                    old = state
                    state = (old * 6364136223846793005 + increment) & 0xFFFFFFFFFFFFFFFF
                    xs = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
                    rot = old >> 59
                    product = (((xs >> rot) | (xs << ((-rot) & 31))) & 0xFFFFFFFF) * bound
            j = product >> 32
            items[i], items[j] = items[j], items[i]
        self.state = state
