"""Numbered deals played one at a time by a numba-compiled kernel: the simulator's fastest engine.

The optional extra ``pip install warkit[fast]`` brings numba; without it the simulator uses the
numpy batch engine. The kernel is :meth:`Game.step <warkit.engine.game.Game.step>` written again
on plain arrays for one game at a time: the deck of deal N from the same PCG32 stream, the won
cards shuffled by the same per-deal stream with the same Fisher-Yates order and Lemire's bounded
integers (the method of :class:`~warkit.engine.rng.WarRandom`, inlined). Tests prove every game's
result equal to the scalar engine's, as for the batch engine; ``Game.step`` stays the one
readable definition of the rules.

numba compiles the kernel on first use (a few seconds) and keeps the machine code in its cache on
disk (``cache=True``), so later runs load it in a fraction of a second. Fixed won-card orders need
the repeat rule's memory of every position and stay on the scalar engine, as for the batch engine.
"""

from __future__ import annotations

from collections.abc import Callable

import numba
import numpy as np

from .batch import REASONS, Results, supports
from .events import Reason
from .rng import WARKIT_STREAM, WON_CARDS_STREAM
from .rules import BATTLE_CEILING, Rules
from .simulate import Tally

_MULT = np.uint64(6364136223846793005)
_LOW32 = np.uint64(0xFFFFFFFF)
_DECK_INCREMENT = np.uint64(((WARKIT_STREAM << 1) | 1) & 0xFFFFFFFFFFFFFFFF)
_WON_INCREMENT = np.uint64(((WON_CARDS_STREAM << 1) | 1) & 0xFFFFFFFFFFFFFFFF)
_DECK = 52
_WRAP = 63
"""Each pile is a ring buffer of 64 places, more than the 52 cards a pile can hold."""
_ALL_CARDS = REASONS.index(Reason.ALL_CARDS)
_SHORT = REASONS.index(Reason.SHORT)
_BOTH_SHORT = REASONS.index(Reason.BOTH_SHORT)
_LIMIT = REASONS.index(Reason.LIMIT)
BLOCK = 4096
"""Deals per call of the kernel: how often progress is told and ``stop`` is asked."""

_STRENGTH = {
    "high": np.arange(_DECK, dtype=np.int8) >> 2,
    "low": np.where((np.arange(_DECK) >> 2) == 12, -1, np.arange(_DECK) >> 2).astype(np.int8),
}

_jit = numba.njit(cache=True, nogil=True)


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
def _leader(count: np.ndarray, players: int) -> int:
    """The seat with the most cards, or -1 when several share the most."""
    most = -1
    leader = -1
    for seat in range(players):
        if count[seat] > most:
            most = count[seat]
            leader = seat
        elif count[seat] == most:
            leader = -1
    return leader


@_jit
def _knock_out(
    seat: int, piles: np.ndarray, head: np.ndarray, count: np.ndarray, table: np.ndarray,
    table_seat: np.ndarray, length: int, in_battle: np.ndarray, in_game: np.ndarray,
) -> int:
    """``Game._knock_out``: a seat short in a war puts its last cards on the table and is out.
    Returns the table's new length."""
    for _ in range(count[seat]):
        table[length] = piles[seat, head[seat]]
        table_seat[length] = seat
        head[seat] = (head[seat] + 1) & _WRAP
        length += 1
    count[seat] = 0
    in_battle[seat] = False
    in_game[seat] = False
    return length


@_jit
def _play_block(
    deals: np.ndarray,
    players: int,
    face_down: int,
    lose: bool,
    both_short_count: bool,
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
    """Play each deal of ``deals`` to its end, exactly as ``Game(rules, deal=N)`` does, and write
    its figures into row ``k`` of the output arrays. The steps follow ``Game``'s methods, whose
    names head each part."""
    need = face_down + 1
    dealt = _DECK - _DECK % players
    piles = np.zeros((4, 64), dtype=np.uint8)
    head = np.zeros(4, dtype=np.int64)
    count = np.zeros(4, dtype=np.int64)
    in_game = np.zeros(4, dtype=np.bool_)
    in_battle = np.zeros(4, dtype=np.bool_)
    fighting = np.zeros(4, dtype=np.bool_)  # the seats whose face-up cards are compared
    contenders = np.zeros(4, dtype=np.bool_)
    out = np.zeros(4, dtype=np.bool_)
    put = np.zeros(4, dtype=np.int64)
    up = np.zeros(4, dtype=np.uint8)
    table = np.zeros(64, dtype=np.uint8)
    table_seat = np.zeros(64, dtype=np.int64)
    order = np.zeros(_DECK, dtype=np.uint8)
    for k in range(len(deals)):
        deal = deals[k]
        # deal_order: the deck of the deal, dealt round the table.
        for card in range(_DECK):
            order[card] = card
        _shuffle(order, _DECK, (_DECK_INCREMENT + np.uint64(deal)) * _MULT + _DECK_INCREMENT, _DECK_INCREMENT)
        for seat in range(4):
            head[seat] = 0
            count[seat] = 0
        for place in range(dealt):
            seat = place % players
            piles[seat, count[seat]] = order[place]
            count[seat] += 1
        in_play = 0
        for seat in range(players):
            in_game[seat] = count[seat] > 0
            if in_game[seat]:
                in_play += 1
        state = (_WON_INCREMENT + np.uint64(deal)) * _MULT + _WON_INCREMENT
        battles = 0
        wars = 0
        longest_war = 0
        biggest_haul = 0
        ended = -1
        won_by = -1
        while ended < 0:
            # _begin_battle: the limits first.
            if max_battles > 0 and battles >= max_battles:
                ended = _LIMIT
                won_by = _leader(count, players) if at_limit_count else -1
                break
            if battles >= ceiling:
                ended = _LIMIT
                won_by = -1
                break
            battle_wars = 0
            went_out_short = False
            length = 0
            if in_play == 2:
                # Two players: battles run in a tight loop until one is a tie (a war) or ends the
                # game. A battle won outright shuffles its two cards with one PCG32 output, whose
                # top bit is the index Lemire's method draws below 2 (it never rejects), so the
                # pair goes straight under the winner's pile.
                first = 0
                while not in_game[first]:
                    first += 1
                second = first + 1
                while not in_game[second]:
                    second += 1
                first_pile, second_pile = piles[first], piles[second]
                first_head, first_count = head[first], count[first]
                second_head, second_count = head[second], count[second]
                stop = ceiling if max_battles == 0 or max_battles > ceiling else max_battles
                tie = False
                while battles < stop:
                    battles += 1
                    first_card = first_pile[first_head]
                    first_head = (first_head + 1) & _WRAP
                    first_count -= 1
                    second_card = second_pile[second_head]
                    second_head = (second_head + 1) & _WRAP
                    second_count -= 1
                    first_value = strength[first_card]
                    second_value = strength[second_card]
                    if first_value == second_value:
                        tie = True
                        break
                    old = state
                    state = old * _MULT + _WON_INCREMENT
                    if _output(old) >> np.uint64(31):
                        top, bottom = first_card, second_card
                    else:
                        top, bottom = second_card, first_card
                    if biggest_haul < 2:
                        biggest_haul = 2
                    if first_value > second_value:
                        tail = first_head + first_count
                        first_pile[tail & _WRAP] = top
                        first_pile[(tail + 1) & _WRAP] = bottom
                        first_count += 2
                        if second_count == 0:
                            in_game[second] = False
                            ended = _ALL_CARDS
                            won_by = first
                            break
                    else:
                        tail = second_head + second_count
                        second_pile[tail & _WRAP] = top
                        second_pile[(tail + 1) & _WRAP] = bottom
                        second_count += 2
                        if first_count == 0:
                            in_game[first] = False
                            ended = _ALL_CARDS
                            won_by = second
                            break
                head[first], count[first] = first_head, first_count
                head[second], count[second] = second_head, second_count
                if not tie:
                    continue  # the game is over, or the limit settles it at the top of the loop
                for seat in range(players):
                    in_battle[seat] = in_game[seat]
                    fighting[seat] = in_game[seat]
                up[first] = table[0] = first_card
                up[second] = table[1] = second_card
                table_seat[0] = first
                table_seat[1] = second
                length = 2
            else:
                battles += 1
                for seat in range(players):
                    in_battle[seat] = in_game[seat]
                    fighting[seat] = in_game[seat]
                    if in_game[seat]:
                        card = piles[seat, head[seat]]
                        head[seat] = (head[seat] + 1) & _WRAP
                        count[seat] -= 1
                        up[seat] = card
                        table[length] = card
                        table_seat[length] = seat
                        length += 1
            taker = -1
            while taker < 0:
                # _resolve: the highest face-up card among the fighting seats takes the table.
                best = -3
                tied = 0
                for seat in range(players):
                    if fighting[seat]:
                        value = strength[up[seat]]
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
                contending = 0
                for seat in range(players):
                    contenders[seat] = fighting[seat] and strength[up[seat]] == best
                    if contenders[seat]:
                        contending += 1
                # _war_step: who is short, and who is out for it.
                outs = 0
                for seat in range(players):
                    out[seat] = contenders[seat] and (count[seat] < need if lose else count[seat] == 0)
                    if out[seat]:
                        outs += 1
                if outs > 0 and outs == contending:
                    others = 0
                    for seat in range(players):
                        fighting[seat] = in_battle[seat] and not contenders[seat]
                        if fighting[seat]:
                            others += 1
                    if others == 0:
                        # _end_both_short: the table goes back to its owners.
                        if battle_wars > longest_war:
                            longest_war = battle_wars
                        for place in range(length):
                            count[table_seat[place]] += 1
                        ended = _BOTH_SHORT
                        won_by = _leader(count, players) if both_short_count else -1
                        break
                    for seat in range(players):
                        if out[seat]:
                            length = _knock_out(seat, piles, head, count, table, table_seat, length, in_battle, in_game)
                            in_play -= 1
                            went_out_short = True
                    continue
                if lose and outs > 0:
                    left = 0
                    for seat in range(players):
                        if out[seat]:
                            length = _knock_out(seat, piles, head, count, table, table_seat, length, in_battle, in_game)
                            in_play -= 1
                            went_out_short = True
                            contenders[seat] = False
                        elif contenders[seat]:
                            left += 1
                            taker = seat
                    if left == 1:
                        break
                    taker = -1
                # Each contender puts down up to face_down cards, one layer at a time in seat
                # order, then one face-up card; a short player (last-card) keeps their last card.
                for seat in range(players):
                    put[seat] = min(count[seat], need) if contenders[seat] else 0
                for layer in range(face_down):
                    for seat in range(players):
                        if layer < put[seat] - 1:
                            table[length] = piles[seat, head[seat]]
                            table_seat[length] = seat
                            head[seat] = (head[seat] + 1) & _WRAP
                            count[seat] -= 1
                            length += 1
                for seat in range(players):
                    fighting[seat] = contenders[seat]
                    if put[seat] > 0:
                        card = piles[seat, head[seat]]
                        head[seat] = (head[seat] + 1) & _WRAP
                        count[seat] -= 1
                        up[seat] = card
                        table[length] = card
                        table_seat[length] = seat
                        length += 1
            if ended >= 0:
                break
            # _take: the won cards, shuffled, go under the taker's pile.
            state = _shuffle(table, length, state, _WON_INCREMENT)
            tail = head[taker] + count[taker]
            for place in range(length):
                piles[taker, (tail + place) & _WRAP] = table[place]
            count[taker] += length
            if length > biggest_haul:
                biggest_haul = length
            if battle_wars > longest_war:
                longest_war = battle_wars
            # _finish_battle: players without cards are out; the last one left wins.
            left = 0
            for seat in range(players):
                if in_game[seat]:
                    left += 1
            if left > 1:
                left = 0
                for seat in range(players):
                    if in_game[seat] and count[seat] == 0:
                        in_game[seat] = False
                    if in_game[seat]:
                        left += 1
                        won_by = seat
            in_play = left
            if left == 1:
                for seat in range(players):
                    if in_game[seat]:
                        won_by = seat
                ended = _SHORT if went_out_short else _ALL_CARDS
        reason[k] = ended
        winner[k] = won_by
        battles_out[k] = battles
        wars_out[k] = wars
        longest_war_out[k] = longest_war
        biggest_haul_out[k] = biggest_haul
        for seat in range(players):
            counts_out[k, seat] = count[seat]


def play_deals(rules: Rules, deals: np.ndarray | list[int]) -> Results:
    """Every game's result, in the order of ``deals``: the per-game view tests compare with ``Game``."""
    if not supports(rules):
        raise ValueError("the compiled engine plays shuffled won cards only")
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
    _play_block(
        deals,
        rules.players,
        rules.face_down,
        rules.run_out == "lose",
        rules.both_short == "count",
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
