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
from .rng import WARKIT_STREAM, WON_CARDS_STREAM
from .rules import BATTLE_CEILING, Rules

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

READY, WAR, OVER = 0, 1, 2
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
    with np.errstate(over="ignore"):
        return (increment + seeds.astype(np.uint64)) * _MULT + increment


def _next(state: np.ndarray, increment: np.uint64) -> tuple[np.ndarray, np.ndarray]:
    """One PCG32 (XSH-RR) output per state, and the states after it."""
    with np.errstate(over="ignore"):
        after = state * _MULT + increment
    xorshifted = (((state >> np.uint64(18)) ^ state) >> np.uint64(27)) & _LOW32
    rot = state >> np.uint64(59)
    output = ((xorshifted >> rot) | (xorshifted << ((np.uint64(32) - rot) & np.uint64(31)))) & _LOW32
    return after, output


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

    Fisher-Yates runs from the end of each row, so at each ``i`` the rows longer than ``i`` draw
    a number below ``i + 1``, the same bound for all: one array step per ``i``.
    Returns the states after the shuffles.
    """
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

    def sorted_by_deal(self) -> Results:
        order = np.argsort(self.deal, kind="stable")
        return Results(*(getattr(self, name)[order] for name in self.__slots__))


# -- the engine --------------------------------------------------------------------------------


class BatchGames:
    """Numbered deals played in lock-step, each slot exactly as ``Game(rules, deal=N)`` plays it.

    The method names follow :class:`~warkit.engine.game.Game`'s steps; each takes the slots ``g``
    (an index array) for which that step of the rules applies now.
    """

    def __init__(self, rules: Rules, slots: int = DEFAULT_SLOTS) -> None:
        if not supports(rules):
            raise ValueError("the batch engine plays shuffled won cards only")
        self.rules = rules
        self.players = players = rules.players
        self.slots = slots
        self.dealt = _DECK - _DECK % players
        self._strength = _STRENGTH[rules.aces]
        self.piles = np.zeros(slots * players * _RING, dtype=np.uint8)
        self.head = np.zeros((slots, players), dtype=np.intp)
        self.count = np.zeros((slots, players), dtype=np.intp)
        self._head = self.head.reshape(-1)
        self._count = self.count.reshape(-1)
        self.in_game = np.zeros((slots, players), dtype=bool)
        self.in_battle = np.zeros((slots, players), dtype=bool)
        self.contenders = np.zeros((slots, players), dtype=bool)
        self.up = np.zeros((slots, players), dtype=np.uint8)
        self.table = np.zeros((slots, _RING), dtype=np.uint8)
        self.table_length = np.zeros(slots, dtype=np.intp)
        self.table_by_seat = np.zeros((slots, players), dtype=np.intp)
        self.phase = np.full(slots, OVER, dtype=np.int8)
        self.deal = np.zeros(slots, dtype=np.int64)
        self.state = np.zeros(slots, dtype=np.uint64)
        self.battles = np.zeros(slots, dtype=np.int64)
        self.wars = np.zeros(slots, dtype=np.int64)
        self.battle_wars = np.zeros(slots, dtype=np.int64)
        self.longest_war = np.zeros(slots, dtype=np.int64)
        self.biggest_haul = np.zeros(slots, dtype=np.int64)
        self.went_out_short = np.zeros(slots, dtype=bool)
        self.reason = np.zeros(slots, dtype=np.int8)
        self.winner = np.zeros(slots, dtype=np.int8)
        self._ended: list[np.ndarray] = []

    # -- running -----------------------------------------------------------------------------

    def play(self, deals: np.ndarray, finished: Callable[[Results], None], stop: Callable[[], bool] | None = None) -> None:
        """Play every deal in ``deals``; ``finished`` receives the games as they end.

        ``stop`` is asked between steps; when it says yes, the games in play are dropped.
        """
        deals = np.asarray(deals, dtype=np.int64)
        waiting = 0
        free = np.arange(self.slots)
        while True:
            if waiting < len(deals) and free.size:
                take = deals[waiting : waiting + free.size]
                self._deal(free[: len(take)], take)
                waiting += len(take)
            if not (self.phase != OVER).any():
                break
            self._step()
            if self._ended:
                ended = np.concatenate(self._ended)
                self._ended = []
                finished(self._results(ended))
                free = ended
            else:
                free = np.zeros(0, dtype=np.intp)
            if stop is not None and stop():
                return

    def _deal(self, g: np.ndarray, deals: np.ndarray) -> None:
        """Start deal ``deals[k]`` in slot ``g[k]``, as ``Game(rules, deal=N)`` does."""
        players = self.players
        order = deal_orders(deals)
        per_seat = self.dealt // players
        place = np.arange(per_seat)
        for seat in range(players):
            base = (g * players + seat) * _RING
            self.piles[base[:, None] + place] = order[:, seat : self.dealt : players]
        self.head[g] = 0
        self.count[g] = per_seat
        self.in_game[g] = True
        self.in_battle[g] = False
        self.contenders[g] = False
        self.table_length[g] = 0
        self.table_by_seat[g] = 0
        self.phase[g] = READY
        self.deal[g] = deals
        self.state[g] = _seeded(deals, _WON_INCREMENT)
        for figure in (self.battles, self.wars, self.battle_wars, self.longest_war, self.biggest_haul):
            figure[g] = 0
        self.went_out_short[g] = False

    def _results(self, g: np.ndarray) -> Results:
        return Results(
            deal=self.deal[g],
            reason=self.reason[g],
            winner=self.winner[g],
            battles=self.battles[g],
            wars=self.wars[g],
            longest_war=self.longest_war[g],
            biggest_haul=self.biggest_haul[g],
            counts=self.count[g],
        )

    # -- one step in every live slot ---------------------------------------------------------

    def _step(self) -> None:
        """``Game.step`` for every game: a battle where one is due, else a war step."""
        in_war = np.flatnonzero(self.phase == WAR)
        ready = np.flatnonzero(self.phase == READY)
        if ready.size:
            self._begin_battle(ready)
        if in_war.size:
            self._war_step(in_war)

    # -- cards in and out of piles -----------------------------------------------------------

    def _pop(self, g: np.ndarray, seat: int) -> np.ndarray:
        """Each game's top card of ``seat``'s pile, taken off."""
        pile = g * self.players + seat
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
        pile = g * self.players + winner
        width = cards.shape[1]
        place = np.arange(width)
        where = pile[:, None] * _RING + (((self._head[pile] + self._count[pile])[:, None] + place) & _WRAP)
        used = place < lengths[:, None]
        self.piles[where[used]] = cards[used]
        self._count[pile] += lengths

    # -- the rules, as in Game ---------------------------------------------------------------

    def _begin_battle(self, g: np.ndarray) -> None:
        rules = self.rules
        limit = rules.max_battles or BATTLE_CEILING
        at_limit = self.battles[g] >= limit
        if at_limit.any():
            stopped = g[at_limit]
            if rules.max_battles and rules.at_limit == "count":
                self._end_by_count(stopped, Reason.LIMIT)
            else:
                self._end(stopped, Reason.LIMIT, np.full(len(stopped), NO_WINNER))
            g = g[~at_limit]
        self.battles[g] += 1
        self.battle_wars[g] = 0
        self.went_out_short[g] = False
        if self.players == 2:
            self._two_player_battle(g)
            return
        self.in_battle[g] = in_battle = self.in_game[g]
        for seat in range(self.players):
            playing = g[in_battle[:, seat]]
            card = self._pop(playing, seat)
            self.up[playing, seat] = card
            self._put_on_table(playing, seat, card)
        self._resolve(g, in_battle)

    def _two_player_battle(self, g: np.ndarray) -> None:
        """The turn of a two-player battle: both players are always in it.

        A battle won outright shuffles two cards, one PCG32 output whose top bit is the index
        Lemire's method draws below 2 (there is nothing to reject), so the cards go straight
        under the winner's pile without passing through the table.
        """
        first, second = self._pop(g, 0), self._pop(g, 1)
        self.up[g, 0] = first
        self.up[g, 1] = second
        strength_first = self._strength[first]
        strength_second = self._strength[second]
        tie = strength_first == strength_second
        if tie.any():
            tied = g[tie]
            self.in_battle[tied] = True
            self.table[tied, 0] = first[tie]
            self.table[tied, 1] = second[tie]
            self.table_length[tied] = 2
            self.table_by_seat[tied] = 1
            self._declare_war(tied, self.in_battle[tied])
            won = ~tie
            g, first, second = g[won], first[won], second[won]
            strength_first, strength_second = strength_first[won], strength_second[won]
        self.state[g], output = _next(self.state[g], _WON_INCREMENT)
        keep = (output >> np.uint64(31)).astype(bool)
        under = np.empty((len(g), 2), dtype=np.uint8)
        under[:, 0] = np.where(keep, first, second)
        under[:, 1] = np.where(keep, second, first)
        winner = (strength_second > strength_first).astype(np.intp)
        self._put_under(g, winner, under, np.full(len(g), 2))
        self.biggest_haul[g] = np.maximum(self.biggest_haul[g], 2)
        loser_out = self.count[g, 1 - winner] == 0
        if loser_out.any():
            out = g[loser_out]
            self.in_game[out, 1 - winner[loser_out]] = False
            self._end(out, Reason.ALL_CARDS, winner[loser_out])

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
        self.phase[g] = WAR

    def _war_step(self, g: np.ndarray) -> None:
        rules = self.rules
        need = rules.cards_per_war
        contenders = self.contenders[g]
        count = self.count[g]
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
        put = np.minimum(self.count[g], need) * contenders
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

    def _knock_out(self, g: np.ndarray, out: np.ndarray) -> None:
        """Short players are out of the game; their remaining cards join the table."""
        for seat in range(self.players):
            gone = g[out[:, seat]]
            if not gone.size:
                continue
            pile = gone * self.players + seat
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
        self.phase[g] = READY
        self._finish_battle(g)

    def _finish_battle(self, g: np.ndarray) -> None:
        in_game = self.in_game[g] & (self.count[g] > 0)
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
        self.count[g] += self.table_by_seat[g]  # the table goes back to its owners
        self.table_length[g] = 0
        self.table_by_seat[g] = 0
        if self.rules.both_short == "count":
            self._end_by_count(g, Reason.BOTH_SHORT)
        else:
            self._end(g, Reason.BOTH_SHORT, np.full(len(g), NO_WINNER))

    def _end_by_count(self, g: np.ndarray, reason: Reason) -> None:
        counts = self.count[g]
        leaders = counts == counts.max(axis=1)[:, None]
        winner = np.where(leaders.sum(axis=1) == 1, leaders.argmax(axis=1), NO_WINNER)
        self._end(g, reason, winner)

    def _end(self, g: np.ndarray, reason: Reason, winner: np.ndarray) -> None:
        self._end_coded(g, np.full(len(g), _CODE[reason]), winner)

    def _end_coded(self, g: np.ndarray, reason: np.ndarray, winner: np.ndarray) -> None:
        self.phase[g] = OVER
        self.reason[g] = reason
        self.winner[g] = winner
        self._ended.append(g)


def play_deals(rules: Rules, deals: np.ndarray | list[int], slots: int = DEFAULT_SLOTS) -> Results:
    """Every game's result, in deal order: the per-game view that tests compare with ``Game``."""
    parts: list[Results] = []
    deals = np.asarray(deals, dtype=np.int64)
    BatchGames(rules, slots=min(slots, max(len(deals), 1))).play(deals, parts.append)
    return Results.joined(parts).sorted_by_deal()
