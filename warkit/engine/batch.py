"""Thousands of numbered deals played in lock-step with numpy: the simulator's batch engine.

Each slot of the arrays holds one game, and one call of :meth:`BatchGames._step` makes one
:meth:`Game.step <warkit.engine.game.Game.step>` in every live slot at once: a battle's turn for
the games between battles, a war step for the games in a war. The games are the very games
:class:`~warkit.engine.game.Game` plays: the deck of deal N comes from the same PCG32 stream and the
won cards are shuffled by the same per-deal stream, computed here on ``uint64`` arrays with the same
Fisher-Yates order and Lemire's bounded integers. Tests prove every game's result equal to the
scalar engine's; ``Game.step`` stays the one readable definition of the rules.

Piles are ring buffers (64 places, more than the 52 cards a pile can hold) in one flat ``uint8``
array; a finished slot is dealt the next deal at once, so the arrays stay dense until the last
deals. Fixed won-card orders need the repeat rule, whose memory of every position does not fit a
batch: :func:`supports` says no, and the simulator plays those on the scalar engine.

Needs numpy, which only the simulator and the guide's figures import.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from .events import Reason
from .game import Game
from .rng import WARKIT_STREAM, WON_CARDS_STREAM
from .rules import BATTLE_CEILING, Rules
from .simulate import Record, Tally

_MULT = np.uint64(6364136223846793005)
_LOW32 = np.uint64(0xFFFFFFFF)
_DECK_INCREMENT = np.uint64(((WARKIT_STREAM << 1) | 1) & 0xFFFFFFFFFFFFFFFF)
_WON_INCREMENT = np.uint64(((WON_CARDS_STREAM << 1) | 1) & 0xFFFFFFFFFFFFFFFF)
_RING = 64
"""Places in each pile's ring buffer: a power of two above the 52 cards a pile can hold."""
_WRAP = _RING - 1
_DECK = 52
DEFAULT_SLOTS = 16384
"""Games played at once: enough to spread numpy's cost per call over many games, small enough
to stay in the processor's caches (about 4 MB of piles at four players)."""

REASONS: tuple[Reason, ...] = tuple(Reason)
"""Reason codes in the result arrays: ``REASONS[code]``."""
_CODE = {reason: code for code, reason in enumerate(REASONS)}
NO_WINNER = -1

_STRENGTH = {
    "high": np.arange(_DECK, dtype=np.int8) >> 2,
    "low": np.where((np.arange(_DECK) >> 2) == 12, -1, np.arange(_DECK) >> 2).astype(np.int8),
}


def supports(rules: Rules) -> bool:
    """Whether the batch engine plays these rules: every rule set with shuffled won cards."""
    return not rules.fixed_order


# -- PCG32 on arrays ---------------------------------------------------------------------------


def _seeded(seeds: np.ndarray, increment: np.uint64) -> np.ndarray:
    """The state of ``WarRandom(seed, stream)`` for every seed: one step from 0, add, one step."""
    return (increment + seeds.astype(np.uint64)) * _MULT + increment


def _output(state: np.ndarray) -> np.ndarray:
    """PCG32's output (XSH-RR) for each state, as ``uint64`` values below 2**32."""
    xorshifted = ((((state >> np.uint64(18)) ^ state) >> np.uint64(27)) & _LOW32).astype(np.uint32)
    rot = (state >> np.uint64(59)).astype(np.uint32)
    # uint32 shifts wrap at 32 bits, which is the rotation PCG32 asks for.
    return ((xorshifted >> rot) | (xorshifted << ((np.uint32(32) - rot) & np.uint32(31)))).astype(np.uint64)


def _next(state: np.ndarray, increment: np.uint64) -> tuple[np.ndarray, np.ndarray]:
    """One PCG32 output per state, and the states after it."""
    return state * _MULT + increment, _output(state)  # uint64 arrays wrap around, as PCG32 wants


def _jumps(increment: int, steps: int) -> tuple[np.ndarray, np.ndarray]:
    """``A[k]``, ``C[k]`` such that ``k`` PCG32 steps take ``state`` to ``A[k] * state + C[k]``."""
    multipliers, addends = [1], [0]
    for _ in range(steps):
        multipliers.append(multipliers[-1] * int(_MULT) & 0xFFFFFFFFFFFFFFFF)
        addends.append((addends[-1] * int(_MULT) + increment) & 0xFFFFFFFFFFFFFFFF)
    return np.array(multipliers, dtype=np.uint64), np.array(addends, dtype=np.uint64)


_JUMP_MULTIPLIER, _JUMP_ADDEND = _jumps(int(_WON_INCREMENT), _RING)
_THRESHOLD = np.array([0] + [(1 << 32) % bound for bound in range(1, _RING + 1)], dtype=np.uint64)
"""Lemire's rejection threshold for each bound: ``2**32 % bound``."""


def _below(state: np.ndarray, bound: int, increment: np.uint64) -> tuple[np.ndarray, np.ndarray]:
    """``WarRandom.below(bound)`` for every state: Lemire's method, redrawing where it rejects."""
    state, output = _next(state, increment)
    product = output * np.uint64(bound)
    threshold = (1 << 32) % bound
    if threshold:
        rejected = np.flatnonzero((product & _LOW32) < np.uint64(threshold))
        while rejected.size:
            again, output = _next(state[rejected], increment)
            state[rejected] = again
            product[rejected] = output * np.uint64(bound)
            rejected = rejected[(product[rejected] & _LOW32) < np.uint64(threshold)]
    return state, (product >> np.uint64(32)).astype(np.intp)


def deal_orders(deals: np.ndarray) -> np.ndarray:
    """The deck of each deal, top card first, as ``deal_order`` makes it: one row per deal."""
    count = len(deals)
    state = _seeded(np.asarray(deals, dtype=np.uint64), _DECK_INCREMENT)
    order = np.tile(np.arange(_DECK, dtype=np.uint8), (count, 1))
    rows = np.arange(count)
    for i in range(_DECK - 1, 0, -1):
        state, j = _below(state, i + 1, _DECK_INCREMENT)
        last = order[:, i].copy()
        order[:, i] = order[rows, j]
        order[rows, j] = last
    return order


def shuffle_rows(table: np.ndarray, lengths: np.ndarray, state: np.ndarray) -> np.ndarray:
    """``WarRandom.shuffle`` of the first ``lengths[r]`` cards of each row, in place.

    A shuffle of ``n`` cards draws ``n - 1`` numbers, the ``k``-th below ``n - k``. PCG32 can jump
    ``k`` steps at once (``A[k] * state + C[k]``), so every draw of every row is made in one
    array step; the swaps then run in Fisher-Yates order. A row with a draw that Lemire's method
    rejects (about one draw in 10**8) is shuffled again draw by draw. Returns the states after.
    """
    draws = int(lengths.max(initial=0)) - 1
    if draws < 1:
        return state
    k = np.arange(draws)
    before = state[:, None] * _JUMP_MULTIPLIER[:draws] + _JUMP_ADDEND[:draws]
    bound = np.maximum(lengths[:, None] - k, 1)
    product = _output(before) * bound.astype(np.uint64)
    swap = (product >> np.uint64(32)).astype(np.intp)
    place = bound - 1  # i in Fisher-Yates; 0 (a swap of nothing) once a row has no draws left
    swap[place == 0] = 0
    rejected = ((product & _LOW32) < _THRESHOLD[bound]).any(axis=1)
    rows = np.arange(len(table))
    if rejected.any():
        again = np.flatnonzero(rejected)
        redo = table[again]
        state_again = _shuffle_draw_by_draw(redo, lengths[again], state[again].copy())
        place[again] = 0
        swap[again] = 0
    for step in range(draws):
        i, j = place[:, step], swap[:, step]
        last = table[rows, i]
        table[rows, i] = table[rows, j]
        table[rows, j] = last
    after = state * _JUMP_MULTIPLIER[lengths - 1] + _JUMP_ADDEND[lengths - 1]
    if rejected.any():
        table[again] = redo
        after[again] = state_again
    return after


def _shuffle_draw_by_draw(table: np.ndarray, lengths: np.ndarray, state: np.ndarray) -> np.ndarray:
    """``WarRandom.shuffle`` one draw at a time, redrawing where Lemire's method rejects."""
    for i in range(int(lengths.max(initial=0)) - 1, 0, -1):
        rows = np.flatnonzero(lengths > i)
        drawn, j = _below(state[rows], i + 1, _WON_INCREMENT)
        state[rows] = drawn
        last = table[rows, i].copy()
        table[rows, i] = table[rows, j]
        table[rows, j] = last
    return state


# -- the results -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Results:
    """Finished games, one entry per game, in the order they ended (not deal order).

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

    @classmethod
    def joined(cls, parts: list[Results]) -> Results:
        return cls(*(np.concatenate([getattr(p, name) for p in parts]) for name in cls.__slots__))

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
        tally.limit_reached += int((self.reason == _CODE[Reason.LIMIT]).sum())
        tally.longest_game = _record(tally.longest_game, self.battles, self.deal)
        tally.longest_war = _record(tally.longest_war, self.longest_war, self.deal)
        tally.biggest_haul = _record(tally.biggest_haul, self.biggest_haul, self.deal)

    def sorted_by_deal(self) -> Results:
        order = np.argsort(self.deal, kind="stable")
        return Results(*(getattr(self, name)[order] for name in self.__slots__))


def _record(record: Record, values: np.ndarray, deals: np.ndarray) -> Record:
    """The record after these games: the largest value, and the first deal that reached it."""
    best = values.max()
    return record.beat(int(best), int(deals[values == best].min()))


class _DealRange:
    """Deal numbers ``first .. first + count - 1``, made as numpy blocks when asked for."""

    def __init__(self, first: int, count: int) -> None:
        self.first, self.count = first, count

    def __len__(self) -> int:
        return self.count

    def __getitem__(self, part: slice) -> np.ndarray:
        start, stop, _ = part.indices(self.count)
        return np.arange(self.first + start, self.first + max(start, stop), dtype=np.int64)


# -- the engine --------------------------------------------------------------------------------

_PER_SLOT = (
    "in_game", "in_battle", "contenders", "up", "table", "table_length", "table_by_seat", "live",
    "deal", "state", "battles", "wars", "battle_wars", "longest_war", "biggest_haul", "went_out_short",
)
_PER_SEAT = ("head", "count")
SCALAR_TAIL = 24
"""When the deals have run out and this few games are left, the scalar engine replays them from
their deals: the arrays would run nearly empty for the longest games' last thousand battles."""
FLUSH = 4096
"""Finished games handed on together (and how often ``stop`` is asked)."""


class BatchGames:
    """Numbered deals played in lock-step, each slot exactly as ``Game(rules, deal=N)`` plays it.

    One round of :meth:`_battle` plays one whole battle, wars included, in every slot. The method
    names follow :class:`~warkit.engine.game.Game`'s; each takes the slots ``g`` (an index array)
    for which that part of the rules applies now. A slot whose game ends is dealt the next deal
    before the next battle; once the deals run out it plays a stand-in game whose result is
    dropped (``live`` is false), and the arrays shrink to the live games when half are stand-ins.
    Per-seat figures of the hot path are laid out seat by seat (``head[seat, slot]``) so that a
    seat's row is one contiguous array.
    """

    def __init__(self, rules: Rules, slots: int = DEFAULT_SLOTS, scalar_tail: int = SCALAR_TAIL) -> None:
        if not supports(rules):
            raise ValueError("the batch engine plays shuffled won cards only")
        self.rules = rules
        self.players = players = rules.players
        self.dealt = _DECK - _DECK % players
        self._strength = _STRENGTH[rules.aces]
        self._limit = rules.max_battles or BATTLE_CEILING
        self.scalar_tail = scalar_tail
        self.head = np.zeros((players, slots), dtype=np.intp)
        self.count = np.zeros((players, slots), dtype=np.intp)
        self.in_game = np.zeros((slots, players), dtype=bool)
        self.in_battle = np.zeros((slots, players), dtype=bool)
        self.contenders = np.zeros((slots, players), dtype=bool)
        self.up = np.zeros((slots, players), dtype=np.uint8)
        self.table = np.zeros((slots, _RING), dtype=np.uint8)
        self.table_length = np.zeros(slots, dtype=np.intp)
        self.table_by_seat = np.zeros((slots, players), dtype=np.intp)
        self.live = np.zeros(slots, dtype=bool)
        self.deal = np.zeros(slots, dtype=np.int64)
        self.state = np.zeros(slots, dtype=np.uint64)
        self.battles = np.zeros(slots, dtype=np.int64)
        self.wars = np.zeros(slots, dtype=np.int64)
        self.battle_wars = np.zeros(slots, dtype=np.int64)
        self.longest_war = np.zeros(slots, dtype=np.int64)
        self.biggest_haul = np.zeros(slots, dtype=np.int64)
        self.went_out_short = np.zeros(slots, dtype=bool)
        self._resize(slots)
        self.piles = np.zeros(players * slots * _RING, dtype=np.uint8)
        self._at_war: list[np.ndarray] = []
        self._ended: list[np.ndarray] = []
        self._finished: list[Results] = []
        self._waiting = 0

    def _resize(self, slots: int) -> None:
        self.slots = slots
        self._all = np.arange(slots)
        self._base = [(seat * slots + self._all) * _RING for seat in range(self.players)]
        self._head = self.head.reshape(-1)
        self._count = self.count.reshape(-1)

    # -- running -----------------------------------------------------------------------------

    def play(self, deals: np.ndarray | _DealRange, finished: Callable[[Results], None], stop: Callable[[], bool] | None = None) -> None:
        """Play every deal in ``deals``; ``finished`` receives the games as they end.

        ``stop`` is asked each time games are handed on; when it says yes, the games in play are
        dropped.
        """
        self._deals = deals if isinstance(deals, _DealRange) else np.asarray(deals, dtype=np.int64)
        self._next_deal = 0
        self._orders = np.zeros((0, _DECK), dtype=np.uint8)
        self._stand_in = deal_orders(np.ones(1, dtype=np.int64))
        self._deal(self._all)
        while self.live.any():
            self._battle()
            if self._ended:
                ended = np.concatenate(self._ended)
                self._ended = []
                self._deal(ended)
            self._shrink()
            self._finish_on_the_scalar_engine()
            if self._finished and (self._waiting >= FLUSH or not self.live.any()):
                finished(Results.joined(self._finished))
                self._finished = []
                self._waiting = 0
                if stop is not None and stop():
                    return

    def _deal(self, g: np.ndarray) -> None:
        """Start the next deals in slots ``g``, as ``Game(rules, deal=N)`` does (stand-ins after the last)."""
        real = min(len(g), len(self._deals) - self._next_deal)
        if len(self._orders) < real:  # decks are made a block ahead: one array step per card
            start = self._next_deal + len(self._orders)
            block = self._deals[start : start + max(DEFAULT_SLOTS, real - len(self._orders))]
            self._orders = np.concatenate([self._orders, deal_orders(block)])
        deals = np.ones(len(g), dtype=np.int64)
        deals[:real] = self._deals[self._next_deal : self._next_deal + real]
        self._next_deal += real
        order = np.concatenate([self._orders[:real], np.repeat(self._stand_in, len(g) - real, axis=0)])
        self._orders = self._orders[real:]
        players = self.players
        per_seat = self.dealt // players
        place = np.arange(per_seat)
        for seat in range(players):
            self.piles[self._base[seat][g][:, None] + place] = order[:, seat : self.dealt : players]
        self.head[:, g] = 0
        self.count[:, g] = per_seat
        self.in_game[g] = True
        self.table_length[g] = 0
        self.table_by_seat[g] = 0
        self.live[g] = np.arange(len(g)) < real
        self.deal[g] = deals
        self.state[g] = _seeded(deals, _WON_INCREMENT)
        for figure in (self.battles, self.wars, self.longest_war, self.biggest_haul):
            figure[g] = 0

    def _shrink(self) -> None:
        """Once the deals have run out and half the slots are stand-ins, keep only the live games."""
        if self._next_deal < len(self._deals) or self.slots < 64:
            return
        live = np.flatnonzero(self.live)
        if 2 * len(live) > self.slots:
            return
        for name in _PER_SLOT:
            setattr(self, name, getattr(self, name)[live])
        for name in _PER_SEAT:
            setattr(self, name, np.ascontiguousarray(getattr(self, name)[:, live]))
        self.piles = self.piles.reshape(self.players, self.slots, _RING)[:, live].reshape(-1)
        self._resize(len(live))

    def _finish_on_the_scalar_engine(self) -> None:
        """Replay the last few games on the scalar engine (see :data:`SCALAR_TAIL`)."""
        if self._next_deal < len(self._deals):
            return
        live = np.flatnonzero(self.live)
        if not 0 < len(live) <= self.scalar_tail:
            return
        games = [Game(self.rules, deal=int(deal), record=False) for deal in self.deal[live]]
        outcomes = []
        for game in games:
            game.play_to_end()
            assert game.outcome is not None
            outcomes.append(game.outcome)
        self._finished.append(
            Results(
                deal=self.deal[live].copy(),
                reason=np.array([_CODE[outcome.reason] for outcome in outcomes], dtype=np.int8),
                winner=np.array([NO_WINNER if outcome.winner is None else outcome.winner for outcome in outcomes], dtype=np.int8),
                battles=np.array([game.battles for game in games], dtype=np.int64),
                wars=np.array([game.wars for game in games], dtype=np.int64),
                longest_war=np.array([game.longest_war for game in games], dtype=np.int64),
                biggest_haul=np.array([game.biggest_haul for game in games], dtype=np.int64),
                counts=np.array([game.counts for game in games], dtype=np.intp).reshape(len(games), self.players),
            )
        )
        self._waiting += len(games)
        self.live[live] = False

    def _record(self, g: np.ndarray, reason: np.ndarray, winner: np.ndarray) -> None:
        """Keep the results of the live games among ``g``, which have just ended."""
        live = self.live[g]
        g, reason, winner = g[live], reason[live], winner[live]
        if g.size:
            self._waiting += g.size
            self._finished.append(
                Results(
                    deal=self.deal[g],
                    reason=reason.astype(np.int8),
                    winner=winner.astype(np.int8),
                    battles=self.battles[g],
                    wars=self.wars[g],
                    longest_war=self.longest_war[g],
                    biggest_haul=self.biggest_haul[g],
                    counts=self.count[:, g].T,
                )
            )

    # -- one battle in every slot ------------------------------------------------------------

    def _battle(self) -> None:
        """``Game.play_battle`` in every slot: the turn, then war steps until each war is decided."""
        at_limit = self.battles >= self._limit
        if at_limit.any():
            stopped = np.flatnonzero(at_limit)
            if self.rules.max_battles and self.rules.at_limit == "count":
                self._end_by_count(stopped, Reason.LIMIT)
            else:
                self._end(stopped, Reason.LIMIT, np.full(len(stopped), NO_WINNER))
            self._deal(np.concatenate(self._ended))
            self._ended = []
        self.battles += 1
        self.battle_wars[:] = 0
        self.went_out_short[:] = False
        if self.players == 2:
            self._two_player_turn()
        else:
            self._turn(self._all)
        war_step = self._two_player_war_step if self.players == 2 else self._war_step
        while self._at_war:
            at_war = np.concatenate(self._at_war)
            self._at_war = []
            war_step(at_war)

    # -- cards in and out of piles -----------------------------------------------------------

    def _pop(self, g: np.ndarray, seat: int) -> np.ndarray:
        """Each game's top card of ``seat``'s pile, taken off."""
        pile = seat * self.slots + g
        head = self._head[pile]
        card = self.piles[pile * _RING + head]
        self._head[pile] = (head + 1) & _WRAP
        self._count[pile] -= 1
        return card

    def _put_on_table(self, g: np.ndarray, seat: int, card: np.ndarray) -> None:
        length = self.table_length[g]
        self.table[g, length] = card
        self.table_length[g] = length + 1
        self.table_by_seat[g, seat] += 1

    def _put_under(self, g: np.ndarray, winner: np.ndarray, cards: np.ndarray, lengths: np.ndarray) -> None:
        """Put the first ``lengths[k]`` cards of row ``cards[k]`` under the winner's pile."""
        pile = winner * self.slots + g
        place = np.arange(cards.shape[1])
        tail = (self._head[pile] + self._count[pile])[:, None] + place
        used = place < lengths[:, None]
        self.piles[(pile[:, None] * _RING + (tail & _WRAP))[used]] = cards[used]
        self._count[pile] += lengths

    def _counts(self, g: np.ndarray) -> np.ndarray:
        """Cards in each seat's pile, one row per game."""
        return self.count[:, g].T

    # -- the rules, as in Game ---------------------------------------------------------------

    def _two_player_turn(self) -> None:
        """The turn of a two-player battle in every slot at once: both players are always in it.

        A battle won outright shuffles two cards: one PCG32 output, whose top bit is the index
        Lemire's method draws below 2 (nothing to reject), so the pair goes straight under the
        winner's pile. Tied slots leave their pair on the table for the war. The pair is also
        written past the end of a tied slot's pile, where no card is read before one is put.
        """
        first_head, second_head = self.head
        first = self.piles[self._base[0] + first_head]
        second = self.piles[self._base[1] + second_head]
        for head in self.head:
            head += 1
            head &= _WRAP
        self.count -= 1
        strength_first = self._strength[first]
        strength_second = self._strength[second]
        tie = strength_first == strength_second
        won = ~tie
        state = self.state
        # The index drawn below 2 is the output's top bit: bit (rot + 31) % 32 of the xorshift.
        xorshifted = ((state >> np.uint64(18)) ^ state) >> np.uint64(27)
        keep = ((xorshifted >> ((state >> np.uint64(59)) + np.uint64(31) & np.uint64(31))) & np.uint64(1)).astype(bool)
        np.copyto(state, state * _MULT + _WON_INCREMENT, where=won)
        if tie.any():
            tied = np.flatnonzero(tie)
            self.in_battle[tied] = True
            self.up[tied, 0] = self.table[tied, 0] = first[tied]
            self.up[tied, 1] = self.table[tied, 1] = second[tied]
            self.table_length[tied] = 2
            self.table_by_seat[tied] = 1
            self._declare_war(tied, self.in_battle[tied])
        second_wins = strength_second > strength_first
        first_count, second_count = self.count
        base = np.where(second_wins, self._base[1], self._base[0])
        tail = np.where(second_wins, second_head + second_count, first_head + first_count)
        self.piles[base + (tail & _WRAP)] = np.where(keep, first, second)
        self.piles[base + ((tail + 1) & _WRAP)] = np.where(keep, second, first)
        gained = won * 2
        first_count += np.where(second_wins, 0, gained)
        second_count += np.where(second_wins, gained, 0)
        np.maximum(self.biggest_haul, gained, out=self.biggest_haul)
        emptied = won & (np.minimum(first_count, second_count) == 0)
        if emptied.any():
            over = np.flatnonzero(emptied)
            winner = second_wins[over].astype(np.intp)
            self.in_game[over, 1 - winner] = False
            self._end(over, Reason.ALL_CARDS, winner)

    def _turn(self, g: np.ndarray) -> None:
        """Every player still in the game turns their top card."""
        self.in_battle[g] = in_battle = self.in_game[g]
        for seat in range(self.players):
            playing = g[in_battle[:, seat]]
            card = self._pop(playing, seat)
            self.up[playing, seat] = card
            self._put_on_table(playing, seat, card)
        self._resolve(g, in_battle)

    def _resolve(self, g: np.ndarray, seats: np.ndarray) -> None:
        """The highest face-up card among ``seats`` takes the table; a tie declares war."""
        strength = np.where(seats, self._strength[self.up[g]], np.int8(-2))
        best = strength.max(axis=1)
        tied = strength == best[:, None]
        alone = tied.sum(axis=1) == 1
        if alone.any():
            self._take(g[alone], tied[alone].argmax(axis=1))
        if not alone.all():
            at_war = ~alone
            self._declare_war(g[at_war], tied[at_war])

    def _declare_war(self, g: np.ndarray, tied: np.ndarray) -> None:
        self.wars[g] += 1
        self.battle_wars[g] += 1
        self.contenders[g] = tied
        self._at_war.append(g)

    def _war_step(self, g: np.ndarray) -> None:
        rules = self.rules
        need = rules.cards_per_war
        contenders = self.contenders[g]
        count = self._counts(g)
        short = contenders & (count < need)
        out = short if rules.run_out == "lose" else contenders & (count == 0)
        outs = out.sum(axis=1)
        all_out = (outs > 0) & (outs == contenders.sum(axis=1))
        if all_out.any():
            others = self.in_battle[g[all_out]] & ~contenders[all_out]
            someone_else = others.any(axis=1)
            self._end_both_short(g[all_out][~someone_else])
            if someone_else.any():
                rest = g[all_out][someone_else]
                self._knock_out(rest, out[all_out][someone_else])
                self._resolve(rest, others[someone_else])
        going_on = ~all_out
        if rules.run_out == "lose":
            partly_out = going_on & (outs > 0)
            if partly_out.any():
                self._knock_out(g[partly_out], out[partly_out])
                contenders[partly_out] &= ~out[partly_out]
                last_one = partly_out & (contenders.sum(axis=1) == 1)
                if last_one.any():
                    self._take(g[last_one], contenders[last_one].argmax(axis=1))
                    going_on &= ~last_one
        g, contenders = g[going_on], contenders[going_on]
        # Each contender puts down up to face_down cards, one layer at a time in seat order, then
        # one face-up card; a short player (last-card) turns their last card face up instead.
        put = np.minimum(self._counts(g), need) * contenders
        for layer in range(rules.face_down):
            for seat in range(self.players):
                down = g[put[:, seat] - 1 > layer]
                self._put_on_table(down, seat, self._pop(down, seat))
        for seat in range(self.players):
            turning = g[put[:, seat] > 0]
            card = self._pop(turning, seat)
            self._put_on_table(turning, seat, card)
            self.up[turning, seat] = card
        self._resolve(g, contenders)

    def _two_player_war_step(self, g: np.ndarray) -> None:
        """A two-player war step where both players have the cards for it, in a few array steps.

        Cards go down in pairs, first player then second: ``face_down`` face-down pairs and the
        face-up pair, as :meth:`_war_step` lays them. Slots where someone is short take the
        general step.
        """
        need = self.rules.cards_per_war
        slots = self.slots
        enough = (self._count[g] >= need) & (self._count[slots + g] >= need)
        if not enough.all():
            self._war_step(g[~enough])
            g = g[enough]
        place = np.arange(need)
        cards = np.empty((len(g), need, 2), dtype=np.uint8)
        for seat in (0, 1):
            pile = seat * slots + g
            head = self._head[pile]
            cards[:, :, seat] = self.piles[(pile * _RING)[:, None] + ((head[:, None] + place) & _WRAP)]
            self._head[pile] = (head + need) & _WRAP
            self._count[pile] -= need
        length = self.table_length[g]
        self.table[g[:, None], length[:, None] + np.arange(2 * need)] = cards.reshape(len(g), 2 * need)
        self.table_length[g] = length + 2 * need
        self.table_by_seat[g] += need
        up = cards[:, -1, :]
        self.up[g] = up
        strength_first, strength_second = self._strength[up[:, 0]], self._strength[up[:, 1]]
        tie = strength_first == strength_second
        if tie.any():
            tied = g[tie]
            self.wars[tied] += 1
            self.battle_wars[tied] += 1
            self._at_war.append(tied)
            won = ~tie
            g, strength_first, strength_second = g[won], strength_first[won], strength_second[won]
        if g.size:
            self._take(g, (strength_second > strength_first).astype(np.intp))

    def _knock_out(self, g: np.ndarray, out: np.ndarray) -> None:
        """Short players are out of the game; their remaining cards join the table."""
        for seat in range(self.players):
            gone = g[out[:, seat]]
            if not gone.size:
                continue
            pile = seat * self.slots + gone
            lengths = self._count[pile]
            place = np.arange(int(lengths.max(initial=0)))
            used = place < lengths[:, None]
            cards = self.piles[pile[:, None] * _RING + ((self._head[pile][:, None] + place) & _WRAP)]
            spot = gone[:, None] * _RING + self.table_length[gone][:, None] + place
            self.table.reshape(-1)[spot[used]] = cards[used]
            self.table_length[gone] += lengths
            self.table_by_seat[gone, seat] += lengths
            self._count[pile] = 0
            self.in_battle[gone, seat] = False
            self.in_game[gone, seat] = False
            self.went_out_short[gone] = True

    def _take(self, g: np.ndarray, winner: np.ndarray) -> None:
        """``winner`` takes the table, shuffled; the battle ends."""
        lengths = self.table_length[g]
        table = self.table[g]
        self.state[g] = shuffle_rows(table, lengths, self.state[g])
        self._put_under(g, winner, table, lengths)
        self.biggest_haul[g] = np.maximum(self.biggest_haul[g], lengths)
        self.longest_war[g] = np.maximum(self.longest_war[g], self.battle_wars[g])
        self.table_length[g] = 0
        self.table_by_seat[g] = 0
        self._finish_battle(g)

    def _finish_battle(self, g: np.ndarray) -> None:
        in_game = self.in_game[g] & (self._counts(g) > 0)
        self.in_game[g] = in_game
        alone = in_game.sum(axis=1) == 1
        if alone.any():
            over = g[alone]
            reason = np.where(self.went_out_short[over], _CODE[Reason.SHORT], _CODE[Reason.ALL_CARDS])
            self._end_coded(over, reason, in_game[alone].argmax(axis=1))

    def _end_both_short(self, g: np.ndarray) -> None:
        if not g.size:
            return
        self.longest_war[g] = np.maximum(self.longest_war[g], self.battle_wars[g])
        self.count[:, g] += self.table_by_seat[g].T  # the table goes back to its owners
        self.table_length[g] = 0
        self.table_by_seat[g] = 0
        if self.rules.both_short == "count":
            self._end_by_count(g, Reason.BOTH_SHORT)
        else:
            self._end(g, Reason.BOTH_SHORT, np.full(len(g), NO_WINNER))

    def _end_by_count(self, g: np.ndarray, reason: Reason) -> None:
        counts = self._counts(g)
        leaders = counts == counts.max(axis=1)[:, None]
        winner = np.where(leaders.sum(axis=1) == 1, leaders.argmax(axis=1), NO_WINNER)
        self._end(g, reason, winner)

    def _end(self, g: np.ndarray, reason: Reason, winner: np.ndarray) -> None:
        self._end_coded(g, np.full(len(g), _CODE[reason]), winner)

    def _end_coded(self, g: np.ndarray, reason: np.ndarray, winner: np.ndarray) -> None:
        self._record(g, reason, winner)
        self._ended.append(g)


def play_into(
    tally: Tally,
    rules: Rules,
    first: int,
    count: int,
    stop: Callable[[], bool] | None = None,
    progress: Callable[[int], None] | None = None,
    slots: int = DEFAULT_SLOTS,
) -> Tally:
    """Play deals ``first .. first + count - 1`` and add them to ``tally`` as they finish.

    The deals are handed to the engine a block at a time, so memory stays bounded for any count.
    """

    def finished(results: Results) -> None:
        results.add_to(tally)
        if progress:
            progress(len(results))

    engine = BatchGames(rules, slots=min(slots, count))
    engine.play(_DealRange(first, count), finished, stop)
    return tally


def play_deals(rules: Rules, deals: np.ndarray | list[int], slots: int = DEFAULT_SLOTS, scalar_tail: int = 0) -> Results:
    """Every game's result, in deal order: the per-game view that tests compare with ``Game``.

    Every game is played to its end on the arrays unless ``scalar_tail`` says otherwise.
    """
    parts: list[Results] = []
    deals = np.asarray(deals, dtype=np.int64)
    BatchGames(rules, slots=min(slots, max(len(deals), 1)), scalar_tail=scalar_tail).play(deals, parts.append)
    return Results.joined(parts).sorted_by_deal()
