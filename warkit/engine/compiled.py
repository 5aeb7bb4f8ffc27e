"""Numbered deals played one at a time by a numba-compiled kernel: the simulator's fast engine.

The optional extra ``pip install warkit[fast]`` brings numpy and numba; without them the simulator
plays on :class:`~warkit.engine.game.Game`, the reference. The kernel is the rules of
``Game._play`` written again on plain arrays for one game at a time, with nothing recorded: the
deck of deal N from the same PCG32 stream, the won cards shuffled by the same per-deal stream
with the same Fisher-Yates order and Lemire's bounded integers. PCG32's constants come from
:mod:`warkit.engine.rng` and the cards' strengths from :data:`warkit.engine.game.STRENGTH`, so
the two engines share every number. Tests prove every game's result equal to the reference's
on rule sets generated from the knobs; the kernel plays only what
:data:`~warkit.engine.tally.COMPILED_PLAYS` lists and refuses the rest.

numba compiles the kernel on first use (a few seconds) and keeps the machine code in its cache,
the ``numba`` folder (made 0700) of warkit's cache folder (``WARKIT_CACHE_DIR``, else the user
cache folder), so later runs load it in a fraction of a second. That folder is the user's own,
which only they can write, so what numba reads there is theirs; where it cannot be made, or numba
was imported first with a folder of its own, nothing is kept on disk.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .events import Reason
from .game import STRENGTH
from .rng import DECK_INCREMENT, MULTIPLIER, WON_CARDS_INCREMENT
from .rules import BATTLE_CEILING, Rules
from .tally import Record, Tally, supports


def numba_cache() -> Path | None:
    """The ``numba`` folder of warkit's cache folder, made 0700 if missing; None if it cannot be."""
    from platformdirs import user_cache_dir

    folder = Path(os.environ.get("WARKIT_CACHE_DIR") or user_cache_dir("warkit", appauthor=False)) / "numba"
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError:
        return None
    return folder


_CACHE = numba_cache()
if _CACHE is not None and "numba" not in sys.modules:  # numba reads it once, on its first import
    os.environ["NUMBA_CACHE_DIR"] = str(_CACHE)

import numba  # noqa: E402  (after NUMBA_CACHE_DIR is set)
import numba.core.config  # noqa: E402
import numba.core.event  # noqa: E402
import numpy as np  # noqa: E402

if getattr(numba.core.config, "CACHE_DIR", None) != str(_CACHE):  # numba came first, with a folder of its own
    _CACHE = None

_MULT = np.uint64(MULTIPLIER)
_LOW32 = np.uint64(0xFFFFFFFF)
_DECK_INCREMENT = np.uint64(DECK_INCREMENT)
_WON_INCREMENT = np.uint64(WON_CARDS_INCREMENT)
_DECK = 52
_WRAP = 63
"""Each pile is a ring of 64 places, more than the 52 cards a pile can hold, read at its running
head and tail counters modulo 64."""
REASONS: tuple[Reason, ...] = tuple(Reason)
"""Reason codes in the result arrays: ``REASONS[code]``."""
_ALL_CARDS = REASONS.index(Reason.ALL_CARDS)
_SHORT = REASONS.index(Reason.SHORT)
_BOTH_SHORT = REASONS.index(Reason.BOTH_SHORT)
_LIMIT = REASONS.index(Reason.LIMIT)
NO_WINNER = -1
BLOCK = 4096
"""Deals per call of the kernel: how often progress is told and ``stop`` is asked."""

_STRENGTH = {aces: np.array(strength, dtype=np.int8) for aces, strength in STRENGTH.items()}


_jit = numba.njit(cache=_CACHE is not None, nogil=True)


@dataclass(frozen=True, slots=True)
class Results:
    """Finished games, one entry per game, in the order of the deals given.

    ``reason`` holds codes into :data:`REASONS`; ``winner`` is a seat or :data:`NO_WINNER`;
    ``counts`` has one column per seat.
    """

    deal: np.ndarray
    reason: np.ndarray
    winner: np.ndarray
    battles: np.ndarray
    wars: np.ndarray
    longest_war: np.ndarray
    biggest_haul: np.ndarray
    counts: np.ndarray

    def __len__(self) -> int:
        return len(self.deal)

    def add_to(self, tally: Tally) -> None:
        """Sum these games up into a simulator's tally, exactly as ``Tally.add`` would one by one."""
        won = self.winner >= 0
        wins = np.bincount(self.winner[won], minlength=tally.seats)
        tally.wins = [total + int(more) for total, more in zip(tally.wins, wins, strict=True)]
        codes, counts = np.unique(self.reason[~won], return_counts=True)
        for code, count in zip(codes.tolist(), counts.tolist(), strict=True):
            reason = REASONS[code].value
            tally.draws[reason] = tally.draws.get(reason, 0) + count
        lengths, counts = np.unique(self.battles, return_counts=True)
        tally.battles.update(dict(zip(lengths.tolist(), counts.tolist(), strict=True)))
        tally.wars += int(self.wars.sum())
        tally.limit_reached += int((self.reason == _LIMIT).sum())
        tally.longest_game = _record(tally.longest_game, self.battles, self.deal)
        tally.longest_war = _record(tally.longest_war, self.longest_war, self.deal)
        tally.biggest_haul = _record(tally.biggest_haul, self.biggest_haul, self.deal)


def _record(record: Record, values: np.ndarray, deals: np.ndarray) -> Record:
    """The record after these games: the largest value, and the first deal that reached it."""
    best = values.max()
    return record.beat(int(best), int(deals[values == best].min()))


@_jit
def _output(old: np.uint64) -> np.uint64:
    """PCG32's output (XSH-RR) for the state before a step, as a ``uint64`` below 2**32."""
    xorshifted = (((old >> np.uint64(18)) ^ old) >> np.uint64(27)) & _LOW32
    rot = old >> np.uint64(59)
    return ((xorshifted >> rot) | (xorshifted << ((np.uint64(32) - rot) & np.uint64(31)))) & _LOW32


@_jit
def _shuffle(cards: np.ndarray, length: int, state: np.uint64, increment: np.uint64) -> np.uint64:
    """``WarRandom.shuffle`` of ``cards[:length]`` in place; returns the state after it."""
    i = length - 1
    while i > 0:
        bound = np.uint64(i + 1)
        old = state
        state = old * _MULT + increment
        product = _output(old) * bound
        if (product & _LOW32) < bound:
            threshold = (np.uint64(0x100000000)) % bound
            while (product & _LOW32) < threshold:
                old = state
                state = old * _MULT + increment
                product = _output(old) * bound
        j = np.int64(product >> np.uint64(32))
        card = cards[i]
        cards[i] = cards[j]
        cards[j] = card
        i -= 1
    return state


@_jit
def _take(ring: np.ndarray, taker: int, end: int, table: np.ndarray, length: int, state: np.uint64) -> tuple[int, np.uint64]:
    """A battle's end, the one step both loops share: the cards of ``table[:length]``, shuffled as
    ``WarRandom.shuffle`` shuffles them, go under the taker's pile, whose tail counter is ``end``.
    Returns the new tail counter and PCG32's state after the shuffle. Two cards take one step,
    their draw below 2 being the output's top bit (never rejected)."""
    if length == 2:
        # Fisher-Yates' one swap, table[1] with table[j], chosen without a branch.
        old = state
        state = old * _MULT + _WON_INCREMENT
        kept = (_output(old) >> np.uint64(31)) == 1
        first = table[0]
        second = table[1]
        ring[taker, end & _WRAP] = first if kept else second
        ring[taker, (end + 1) & _WRAP] = second if kept else first
        return end + 2, state
    state = _shuffle(table, length, state, _WON_INCREMENT)
    for place in range(length):
        ring[taker, (end + place) & _WRAP] = table[place]
    return end + length, state


@_jit
def _leader(head: np.ndarray, tail: np.ndarray, players: int) -> int:
    """The seat with the most cards, or -1 when several share the most."""
    most = -1
    leader = -1
    for seat in range(players):
        count = tail[seat] - head[seat]
        if count > most:
            most = count
            leader = seat
        elif count == most:
            leader = -1
    return leader


@_jit
def _knock_out(
    seat: int, ring: np.ndarray, head: np.ndarray, tail: np.ndarray, table: np.ndarray,
    table_seat: np.ndarray, length: int,
) -> int:
    """A seat short in a war puts its last cards on the table (the caller takes it out of the
    game). Returns the table's new length."""
    while head[seat] < tail[seat]:
        table[length] = ring[seat, head[seat] & _WRAP]
        table_seat[length] = seat
        head[seat] += 1
        length += 1
    return length


_SIGNATURE = (
    "void(int64[::1], uint8[:, ::1], int64, boolean, boolean, boolean, int64, boolean, int64, int8[::1],"
    " int8[::1], int8[::1], int64[::1], int64[::1], int64[::1], int64[::1], int64[:, ::1])"
)
"""The kernel's arguments: the deals (or seeds of stacked decks), the stacked decks, the war rules, the ceiling, the cards' strengths, then the
result arrays it fills (see ``play_block``)."""


def _specialise(players: int, limited: bool) -> Any:
    """The kernel for ``players`` seats, with or without a battle limit: numba compiles one
    function per pair (six in all) and caches each on disk, keyed by these two constants."""

    @numba.njit(_SIGNATURE, cache=_CACHE is not None, nogil=True)
    def play_block(
        deals: np.ndarray,
        decks: np.ndarray,
        face_down: int,
        lose: bool,
        both_short_count: bool,
        first_out: bool,
        max_battles: int,
        at_limit_count: bool,
        ceiling: int,
        strength: np.ndarray,
        reason: np.ndarray,
        winner: np.ndarray,
        battles_out: np.ndarray,
        wars_out: np.ndarray,
        longest_war_out: np.ndarray,
        biggest_haul_out: np.ndarray,
        counts_out: np.ndarray,
    ) -> None:
        """Play each deal of ``deals`` to its end, exactly as ``Game(rules, deal=N)`` does, and
        write its figures into row ``k`` of the output arrays. Given rows of ``decks``, play
        ``Game(rules, deck=decks[k], seed=deals[k])`` instead (the tests' stacked positions).

        Each seat's pile is a ring of card strengths (the figures name no card, and a shuffle
        only moves cards) with running head and tail counters. While every seat is in, plain
        battles run in a loop of their own, seats unrolled; a tie, a pile down to its last card or
        the limit leaves it for the general path, which plays one whole battle, wars and all, in
        the steps of ``Game._play`` (whose names head each part)."""
        need = face_down + 1
        dealt = _DECK - _DECK % players
        stop = max_battles if limited else ceiling
        ring = np.zeros((players, _WRAP + 1), dtype=np.int8)
        head = np.zeros(players, dtype=np.int64)
        tail = np.zeros(players, dtype=np.int64)
        put = np.zeros(players, dtype=np.int64)
        up = np.zeros(players, dtype=np.int8)
        table = np.zeros(_WRAP + 1, dtype=np.int8)
        table_seat = np.zeros(_WRAP + 1, dtype=np.int64)
        order = np.zeros(_DECK, dtype=np.uint8)
        for k in range(len(deals)):
            deal = deals[k]
            # deal_order: the deck of the deal, dealt round the table.
            if len(decks) > 0:
                for card in range(_DECK):
                    order[card] = decks[k, card]
            else:
                for card in range(_DECK):
                    order[card] = card
                _shuffle(order, _DECK, (_DECK_INCREMENT + np.uint64(deal)) * _MULT + _DECK_INCREMENT, _DECK_INCREMENT)
            for seat in range(players):
                head[seat] = 0
                tail[seat] = 0
            for place in range(dealt):
                seat = place % players
                ring[seat, tail[seat]] = strength[order[place]]
                tail[seat] += 1
            # Sets of seats are bit masks: seat s is bit s.
            in_game = (1 << players) - 1
            left = players
            state = (_WON_INCREMENT + np.uint64(deal)) * _MULT + _WON_INCREMENT
            battles = 0
            wars = 0
            longest_war = 0
            biggest_haul = 0
            ended = -1
            won_by = -1
            while ended < 0:
                if left == players:
                    # Every seat is in: plain battles, seats unrolled (their counters in locals),
                    # until a tie for the best card, a pile down to its last card, or the limit.
                    h0, h1, h2, h3 = head[0], head[1], head[2 % players], head[3 % players]
                    t0, t1, t2, t3 = tail[0], tail[1], tail[2 % players], tail[3 % players]
                    plain = battles
                    while battles < stop:
                        if t0 - h0 < 2 or t1 - h1 < 2 or (players > 2 and t2 - h2 < 2) or (players > 3 and t3 - h3 < 2):
                            break
                        card = ring[0, h0 & _WRAP]
                        table[0] = card
                        best = card
                        taker = 0
                        tie = False
                        card = ring[1, h1 & _WRAP]
                        table[1] = card
                        if card > best:
                            best = card
                            taker = 1
                        elif card == best:
                            tie = True
                        if players > 2:
                            card = ring[2, h2 & _WRAP]
                            table[2] = card
                            if card > best:
                                best = card
                                taker = 2
                                tie = False
                            elif card == best:
                                tie = True
                        if players > 3:
                            card = ring[3, h3 & _WRAP]
                            table[3] = card
                            if card > best:
                                best = card
                                taker = 3
                                tie = False
                            elif card == best:
                                tie = True
                        if tie:
                            break
                        h0 += 1
                        h1 += 1
                        h2 += 1
                        h3 += 1
                        battles += 1
                        if taker == 0:
                            t0, state = _take(ring, 0, t0, table, players, state)
                        elif taker == 1:
                            t1, state = _take(ring, 1, t1, table, players, state)
                        elif taker == 2:
                            t2, state = _take(ring, 2, t2, table, players, state)
                        else:
                            t3, state = _take(ring, 3, t3, table, players, state)
                    head[0], head[1], tail[0], tail[1] = h0, h1, t0, t1
                    if players > 2:
                        head[2], tail[2] = h2, t2
                    if players > 3:
                        head[3], tail[3] = h3, t3
                    if battles > plain and biggest_haul < players:
                        biggest_haul = players
                # A battle: the limits first, then every player in the game turns a card.
                if limited and battles >= max_battles:
                    ended = _LIMIT
                    won_by = _leader(head, tail, players) if at_limit_count else -1
                    break
                if battles >= ceiling:
                    ended = _LIMIT
                    won_by = -1
                    break
                battle_wars = 0
                went_out_short = False
                length = 0
                battles += 1
                in_battle = in_game
                fighting = in_game  # the seats whose face-up cards are compared
                for seat in range(players):
                    if in_game >> seat & 1:
                        card = ring[seat, head[seat] & _WRAP]
                        head[seat] += 1
                        up[seat] = card
                        table[length] = card
                        table_seat[length] = seat
                        length += 1
                taker = -1
                while taker < 0:
                    # The highest face-up card among the fighting seats takes the table; a tie is a war.
                    best = -3
                    tied = 0
                    for seat in range(players):
                        if fighting >> seat & 1:
                            value = up[seat]
                            if value > best:
                                best = value
                                tied = 1
                                taker = seat
                            elif value == best:
                                tied += 1
                    if tied == 1:
                        break
                    taker = -1
                    wars += 1
                    battle_wars += 1
                    contenders = 0
                    contending = 0
                    for seat in range(players):
                        if fighting >> seat & 1 and up[seat] == best:
                            contenders |= 1 << seat
                            contending += 1
                    # A war step: who is short, and who is out for it. With both-short
                    # "first-out", everyone short is out as under "lose".
                    out = 0
                    outs = 0
                    short = 0
                    shorts = 0
                    for seat in range(players):
                        count = tail[seat] - head[seat]
                        if contenders >> seat & 1:
                            if count < need:
                                short |= 1 << seat
                                shorts += 1
                            if count < need if lose else count == 0:
                                out |= 1 << seat
                                outs += 1
                    if first_out and shorts == contending:
                        out = short
                        outs = shorts
                    if outs > 0 and outs == contending:
                        fighting = in_battle & ~contenders
                        if fighting == 0 and first_out:
                            # No others: fewer cards run out sooner, so all but the one with the
                            # most are out and that one takes the table; several with the most draw.
                            most = -1
                            for seat in range(players):
                                if contenders >> seat & 1:
                                    count = tail[seat] - head[seat]
                                    if count > most:
                                        most = count
                                        fighting = 1 << seat
                                    elif count == most:
                                        fighting = 0
                            out = contenders & ~fighting
                        if fighting == 0:
                            # Everyone in the war is short, no others: the table goes back to its owners.
                            if battle_wars > longest_war:
                                longest_war = battle_wars
                            for place in range(length):
                                tail[table_seat[place]] += 1
                            ended = _BOTH_SHORT
                            won_by = _leader(head, tail, players) if both_short_count else -1
                            break
                        for seat in range(players):
                            if out >> seat & 1:
                                length = _knock_out(seat, ring, head, tail, table, table_seat, length)
                                went_out_short = True
                        in_battle &= ~out
                        in_game &= ~out
                        continue
                    if lose and outs > 0:
                        remaining = 0
                        for seat in range(players):
                            if out >> seat & 1:
                                length = _knock_out(seat, ring, head, tail, table, table_seat, length)
                                went_out_short = True
                            elif contenders >> seat & 1:
                                remaining += 1
                                taker = seat
                        contenders &= ~out
                        in_battle &= ~out
                        in_game &= ~out
                        if remaining == 1:
                            break
                        taker = -1
                    # Each contender puts down up to face_down cards, one layer at a time in seat
                    # order, then one face-up card; a short player (last-card) keeps their last card.
                    for seat in range(players):
                        put[seat] = min(tail[seat] - head[seat], need) if contenders >> seat & 1 else 0
                    for layer in range(face_down):
                        for seat in range(players):
                            if layer < put[seat] - 1:
                                table[length] = ring[seat, head[seat] & _WRAP]
                                table_seat[length] = seat
                                head[seat] += 1
                                length += 1
                    fighting = contenders
                    for seat in range(players):
                        if put[seat] > 0:
                            card = ring[seat, head[seat] & _WRAP]
                            head[seat] += 1
                            up[seat] = card
                            table[length] = card
                            table_seat[length] = seat
                            length += 1
                if ended >= 0:
                    break
                # The won cards, shuffled, go under the taker's pile.
                tail[taker], state = _take(ring, taker, tail[taker], table, length, state)
                if length > biggest_haul:
                    biggest_haul = length
                if battle_wars > longest_war:
                    longest_war = battle_wars
                # The battle is over: players without cards are out; the last one left wins.
                if left > 1:
                    left = 0
                    for seat in range(players):
                        if tail[seat] == head[seat]:
                            in_game &= ~(1 << seat)
                        if in_game >> seat & 1:
                            left += 1
                            won_by = seat
                if left == 1:
                    for seat in range(players):
                        if in_game >> seat & 1:
                            won_by = seat
                    ended = _SHORT if went_out_short else _ALL_CARDS
            reason[k] = ended
            winner[k] = won_by
            battles_out[k] = battles
            wars_out[k] = wars
            longest_war_out[k] = longest_war
            biggest_haul_out[k] = biggest_haul
            for seat in range(players):
                counts_out[k, seat] = tail[seat] - head[seat]

    return play_block


class _NotCached(Exception):
    """numba began to compile a kernel that was only to be loaded from its cache."""


class _Compiling(numba.core.event.Listener):
    """Hears numba start compiling (a cache hit compiles nothing): tells ``preparing`` once, or
    stops the compiling with :class:`_NotCached` when only a cached kernel is wanted."""

    def __init__(self, preparing: Callable[[], None] | None, may_compile: bool) -> None:
        self.preparing = preparing
        self.may_compile = may_compile

    def on_start(self, event: object) -> None:
        if not self.may_compile:
            raise _NotCached
        if self.preparing is not None:
            self.preparing()
            self.preparing = None

    def on_end(self, event: object) -> None:
        pass


_KERNELS: dict[tuple[int, bool], Any] = {}
"""The kernels this process has loaded or compiled, by (players, whether a limit applies)."""


def kernel(rules: Rules, preparing: Callable[[], None] | None = None, compile: bool = True) -> Any:
    """The kernel for ``rules`` (its number of players and whether a battle limit applies): loaded
    from numba's cache, else compiled and cached (``preparing`` is called as that begins: a few
    seconds, once per install). With ``compile`` False, None where it is not in the cache.

    A cache file numba cannot read back (cut short, damaged) is removed with the rest of this
    module's entries there, and the kernel is compiled again: numba stops on such a file with
    whatever its unpickling raises, so any error of the first attempt gets that one retry.
    """
    key = (rules.players, rules.max_battles > 0)
    if key not in _KERNELS:
        try:
            with numba.core.event.install_listener("numba:compile", _Compiling(preparing, compile)):
                try:
                    _KERNELS[key] = _specialise(*key)
                except _NotCached:
                    raise
                except Exception:
                    if _CACHE is None:
                        raise
                    for entry in _CACHE.rglob(f"{__name__.rpartition('.')[2]}.*.nb[ic]"):
                        entry.unlink(missing_ok=True)
                    _KERNELS[key] = _specialise(*key)
        except _NotCached:
            return None
    return _KERNELS[key]


def play_deals(rules: Rules, deals: np.ndarray | list[int], decks: list[list[int]] | None = None) -> Results:
    """Every game's result, in the order of ``deals``: the per-game view tests compare with ``Game``.

    With ``decks`` (whole decks of engine ints, top card first), game ``k`` is
    ``Game(rules, deck=decks[k], seed=deals[k])``: positions no numbered deal is known to reach.
    """
    if not supports(rules):
        raise ValueError(f"the compiled engine does not play these rules (see COMPILED_PLAYS): {rules}")
    deals = np.asarray(deals, dtype=np.int64)
    size = len(deals)
    results = Results(
        deal=deals.copy(),
        reason=np.zeros(size, dtype=np.int8),
        winner=np.zeros(size, dtype=np.int8),
        battles=np.zeros(size, dtype=np.int64),
        wars=np.zeros(size, dtype=np.int64),
        longest_war=np.zeros(size, dtype=np.int64),
        biggest_haul=np.zeros(size, dtype=np.int64),
        counts=np.zeros((size, rules.players), dtype=np.int64),
    )
    if decks is None:
        stacked = np.zeros((0, 52), dtype=np.uint8)
    else:
        stacked = np.array(decks, dtype=np.uint8).reshape(size, _DECK)
        if any(sorted(row.tolist()) != list(range(_DECK)) for row in stacked):
            raise ValueError("each stacked deck must hold every card once")
    kernel(rules)(
        deals,
        stacked,
        rules.face_down,
        rules.run_out == "lose",
        rules.both_short == "count",
        rules.both_short == "first-out",
        rules.max_battles,
        rules.at_limit == "count",
        BATTLE_CEILING,
        _STRENGTH[rules.aces],
        results.reason,
        results.winner,
        results.battles,
        results.wars,
        results.longest_war,
        results.biggest_haul,
        results.counts,
    )
    return results


def play_into(
    tally: Tally,
    rules: Rules,
    first: int,
    count: int,
    stop: Callable[[], bool] | None = None,
    progress: Callable[[int], None] | None = None,
) -> Tally:
    """Play deals ``first .. first + count - 1`` a block at a time and add them to ``tally``.

    ``stop`` is asked between blocks; when it says yes, the run ends with the blocks finished.
    """
    for start in range(first, first + count, BLOCK):
        if stop is not None and stop():
            break
        block = np.arange(start, min(start + BLOCK, first + count), dtype=np.int64)
        play_deals(rules, block).add_to(tally)
        if progress:
            progress(len(block))
    return tally
