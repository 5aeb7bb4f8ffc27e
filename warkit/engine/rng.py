"""The game's own random numbers, so that a deal number means the same game everywhere.

CPython does not promise that ``random.shuffle`` keeps its output across versions, so numbered
deals use PCG32 (O'Neill, XSH-RR) and a Fisher-Yates shuffle with Lemire's unbiased bounded
integers, all in plain integer arithmetic that gives identical results on every platform.

This module is the one home of the generator's constants: the compiled engine
(:mod:`warkit.engine.compiled`) reads :data:`MULTIPLIER` and the streams' increments from here.
"""

from __future__ import annotations

from typing import Any

_MASK64 = (1 << 64) - 1
_MASK32 = (1 << 32) - 1
MULTIPLIER = 6364136223846793005
"""PCG32's multiplier: each step is ``state * MULTIPLIER + increment`` modulo 2**64."""
WARKIT_STREAM = 721347520444481703  # the PCG stream that shuffles the deck of a deal
WON_CARDS_STREAM = 0x5741524B49542D57  # another stream for shuffles of won cards


def increment(stream: int) -> int:
    """The odd increment PCG32 adds on every step of ``stream``."""
    return ((stream << 1) | 1) & _MASK64


def seeded_state(seed: int, stream: int) -> int:
    """The state of ``WarRandom(seed, stream)`` once seeded: one step from 0, add the seed, one step."""
    step = increment(stream)
    return ((step + (seed & _MASK64)) * MULTIPLIER + step) & _MASK64


DECK_INCREMENT = increment(WARKIT_STREAM)
WON_CARDS_INCREMENT = increment(WON_CARDS_STREAM)
_TOP_BIT = tuple((1 << ((rot - 1) % 32 + 27)) | (1 << ((rot - 1) % 32 + 45)) for rot in range(32))
"""The output's top bit as two bits of the state before the step, for each rotation (the
state's top five bits): the output is ``xs`` rotated right by ``rot``, so its top bit is bit
``(rot - 1) % 32`` of ``xs``, and bit ``i`` of ``xs`` is bit ``i + 27`` of the state xor bit
``i + 45``. The top bit is the parity of the state masked with the pair."""


class WarRandom:
    """PCG32 seeded by an int; ``shuffle`` is the only thing the game needs from it."""

    __slots__ = ("increment", "state")

    def __init__(self, seed: int, stream: int = WARKIT_STREAM) -> None:
        self.increment = increment(stream)
        self.state = seeded_state(seed, stream)

    def _next(self) -> int:
        old = self.state
        self.state = (old * MULTIPLIER + self.increment) & _MASK64
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
        same as :meth:`below` would make. Two items (a battle won outright, most shuffles of a
        game) take one draw below 2: the output's top bit, never rejected, read from the state
        through :data:`_TOP_BIT`.
        """
        state = self.state
        increment = self.increment
        if len(items) == 2:
            self.state = (state * 6364136223846793005 + increment) & 0xFFFFFFFFFFFFFFFF
            if not (state & _TOP_BIT[state >> 59]).bit_count() & 1:
                items[0], items[1] = items[1], items[0]
            return
        for i in range(len(items) - 1, 0, -1):
            bound = i + 1
            old = state
            state = (old * 6364136223846793005 + increment) & 0xFFFFFFFFFFFFFFFF
            xs = ((old >> 45) ^ (old >> 27)) & 0xFFFFFFFF  # ((old >> 18) ^ old) >> 27, on smaller ints
            product = ((xs * 0x100000001 >> (old >> 59)) & 0xFFFFFFFF) * bound  # xs twice, rotated
            if (product & 0xFFFFFFFF) < bound:
                threshold = 4294967296 % bound
                while (product & 0xFFFFFFFF) < threshold:
                    old = state
                    state = (old * 6364136223846793005 + increment) & 0xFFFFFFFFFFFFFFFF
                    xs = ((old >> 45) ^ (old >> 27)) & 0xFFFFFFFF
                    product = ((xs * 0x100000001 >> (old >> 59)) & 0xFFFFFFFF) * bound
            j = product >> 32
            items[i], items[j] = items[j], items[i]
        self.state = state
