"""The game of War as a state machine that logs every change as an event.

One :meth:`Game.step` is one press of "Turn cards": it turns every player's top card (a battle),
or, while a war is on, puts down the tied players' face-down cards and new face-up cards. The
rules of each step follow :class:`~warkit.engine.rules.Rules` exactly; ``docs/architecture.md``
and the tests say them in prose.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from .cards import CARDS, DECK_SIZE, Card
from .errors import MAX_DEAL, DealError, DeckError, GameOverError
from .events import (
    CardsPutDown,
    CardsReturned,
    CardsTurned,
    Dealt,
    Event,
    GameOver,
    GameStats,
    Outcome,
    PileTaken,
    Play,
    PlayerOut,
    PlayerShort,
    Reason,
    WarDeclared,
)
from .knobs import Aces, AtLimit, BothShort, RunOut, WonCards
from .rng import WON_CARDS_STREAM, WarRandom
from .rules import BATTLE_CEILING, Rules

_PLAYS = [[Play(seat, card) for card in CARDS] for seat in range(4)]
"""Every (seat, card) event value made once: recorded games reuse them."""
_STRENGTH_ACES_HIGH = [i >> 2 for i in range(DECK_SIZE)]
_STRENGTH_ACES_LOW = [(i >> 2) if (i >> 2) != 12 else -1 for i in range(DECK_SIZE)]
DEFAULT_SEED = 1


class Phase(Enum):
    """What the next step does."""

    READY = "ready"
    """Turn cards: start a battle."""
    WAR = "war"
    """Put down the tied players' war cards."""
    OVER = "over"
    """Nothing: the game has ended."""


@dataclass(frozen=True, slots=True)
class TableCard:
    """A card on the table during a battle, in the order the cards went down."""

    seat: int
    card: Card
    face_up: bool


def check_deal(deal: object) -> int:
    """Return ``deal`` if it is a valid deal number, else raise :class:`DealError`."""
    if not isinstance(deal, int) or isinstance(deal, bool) or not 1 <= deal <= MAX_DEAL:
        raise DealError(deal)
    return deal


def random_deal() -> int:
    """A deal number picked at random from the system's entropy (the deal itself then replays)."""
    return random.SystemRandom().randint(1, MAX_DEAL)


def deal_order(deal: int) -> list[int]:
    """The deck of deal number ``deal``, top card first, as engine ints."""
    order = list(range(DECK_SIZE))
    WarRandom(check_deal(deal)).shuffle(order)
    return order


def _check_hands(players: int, hands: Sequence[Sequence[Card]]) -> list[int]:
    """The cards of a stacked position, hand after hand, after checking it.

    Hands need not hold the whole deck nor be the same size: worked examples and tests start
    from any position. Raises :class:`DeckError` for a card given twice.
    """
    if len(hands) != players:
        raise ValueError(f"{len(hands)} hands for {players} players")
    order: list[int] = []
    for hand in hands:
        for card in hand:
            if card.index in order:
                raise DeckError("duplicate", card.code)
            order.append(card.index)
    return order


def _two_player_war_table(cards: Sequence[int], a: int, b: int, face_down: int) -> list[tuple[int, int, bool]]:
    """The table of a two-player war played inline, with seats and faces put back.

    Cards went down in pairs (``a`` then ``b``): the turned pair, then for each war
    ``face_down`` face-down pairs and one face-up pair.
    """
    step = face_down + 1
    table = []
    for pair in range(len(cards) // 2):
        face_up = pair == 0 or pair % step == 0
        table.append((a, cards[2 * pair], face_up))
        table.append((b, cards[2 * pair + 1], face_up))
    return table


class Game:
    """One game of War.

    Make it from a deal number (``Game(rules, deal=7)``) or a stacked deck
    (``Game(rules, deck=cards, seed=3)``); ``seed`` seeds the shuffles of won cards and defaults to
    the deal number. With ``record=False`` (the simulator) no events or history are kept.
    """

    def __init__(
        self,
        rules: Rules | None = None,
        *,
        deal: int | None = None,
        deck: Sequence[Card] | None = None,
        seed: int | None = None,
        record: bool = True,
        hands: Sequence[Sequence[Card]] | None = None,
    ) -> None:
        self.rules = rules = rules or Rules()
        if sum(x is not None for x in (deal, deck, hands)) != 1:
            raise ValueError("give exactly one of deal=, deck= or hands=")
        if hands is not None:
            order = _check_hands(rules.players, hands)
        elif deal is not None:
            order = deal_order(deal)
            seed = deal if seed is None else seed
        else:
            assert deck is not None
            order = [card.index for card in deck]
        # Won cards are shuffled from their own stream, so a deal's deck plus its number as the
        # seed replays the deal exactly.
        self.seed: int = DEFAULT_SEED if seed is None else seed
        """The seed of the won-card shuffles (the deal number unless given)."""
        self._rng = WarRandom(self.seed, stream=WON_CARDS_STREAM)
        self.deal = deal
        self.deck: tuple[Card, ...] = tuple(CARDS[i] for i in order)
        self.record = record
        self.log: list[Event] = []
        self.history: list[tuple[int, ...]] = []

        players = rules.players
        dealt = DECK_SIZE - DECK_SIZE % players
        if hands is not None:
            self.piles: list[deque[int]] = [deque(card.index for card in hand) for hand in hands]
            self.set_aside: Card | None = None
        else:
            self.piles = [deque(order[seat:dealt:players]) for seat in range(players)]
            self.set_aside = CARDS[order[-1]] if dealt < DECK_SIZE else None
        self._strength = _STRENGTH_ACES_HIGH if rules.aces is Aces.HIGH else _STRENGTH_ACES_LOW
        self._in_game: list[int] = [seat for seat in range(players) if self.piles[seat]]
        self._seen: set[bytes] = set()

        self.phase = Phase.READY
        self.outcome: Outcome | None = None
        self.battles = 0
        self.wars = 0
        self.longest_war = 0
        self.biggest_haul = 0
        # The battle in progress.
        self._table: list[tuple[int, int, bool]] = []
        self._in_battle: list[int] = []
        self._contenders: list[int] = []
        self._up: dict[int, int] = {}
        self._battle_wars = 0
        self._went_out_short = False
        self._events: list[Event] = []
        if record:
            self._emit(Dealt(deal, self.counts, self.set_aside))

    # -- reading the state ------------------------------------------------------------------

    @property
    def counts(self) -> tuple[int, ...]:
        """Cards in each seat's face-down pile (not counting the table)."""
        return tuple(len(pile) for pile in self.piles)

    def pile(self, seat: int) -> tuple[Card, ...]:
        """A seat's face-down pile, the card turned next first."""
        return tuple(CARDS[card] for card in self.piles[seat])

    @property
    def table(self) -> tuple[TableCard, ...]:
        """The cards of the battle in progress, in the order they went down."""
        return tuple(TableCard(seat, CARDS[card], up) for seat, card, up in self._table)

    @property
    def contenders(self) -> tuple[int, ...]:
        """The tied seats who fight the war in progress (empty between battles)."""
        return tuple(self._contenders) if self.phase is Phase.WAR else ()

    @property
    def in_game(self) -> tuple[int, ...]:
        """Seats still in the game."""
        return tuple(self._in_game)

    @property
    def stats(self) -> GameStats:
        return GameStats(
            battles=self.battles,
            wars=self.wars,
            longest_war=self.longest_war,
            biggest_haul=self.biggest_haul,
            cards=self.counts,
            history=tuple(self.history),
        )

    # -- ask, check, act --------------------------------------------------------------------

    def can_step(self) -> bool:
        return self.phase is not Phase.OVER

    def verify_step(self) -> None:
        """Raise :class:`GameOverError` if the game cannot go on."""
        if self.phase is Phase.OVER:
            raise GameOverError("the game is over")

    def step(self) -> list[Event]:
        """One press of "Turn cards": a battle's turn, or one war step. Returns its events."""
        self.verify_step()
        self._events = []
        if self.phase is Phase.READY:
            self._begin_battle()
        else:
            self._war_step()
        return self._events

    def play_battle(self) -> list[Event]:
        """Finish the battle in progress, or play one whole battle."""
        events = self.step()
        while self.phase is Phase.WAR:
            events += self.step()
        return events

    def play_battles(self, count: int) -> list[Event]:
        """Play up to ``count`` whole battles (fewer if the game ends)."""
        events: list[Event] = []
        for _ in range(count):
            if self.phase is Phase.OVER:
                break
            events += self.play_battle()
        return events

    def play_to_end(self) -> list[Event]:
        """Play out the rest of the game."""
        if not self.record:
            self._play_quietly()
            return []
        events: list[Event] = []
        while self.phase is not Phase.OVER:
            events += self.step()
        return events

    def _play_quietly(self) -> None:
        """The simulator's hot path: :meth:`play_to_end` with nothing recorded.

        Two-player battles with shuffled won cards, by far the most common case, run in a tight
        loop with local names, wars included, and the PCG32 step of :class:`WarRandom` inlined for
        a plain battle (one output, exactly as ``shuffle`` of two cards uses it). Anything else (a
        player short in a war, limits, repeats, fixed orders, 3-4 players) goes through the
        general steps. Tests check that both paths play every deal the same.
        """
        piles = self.piles
        strength = self._strength
        in_game = self._in_game
        rules = self.rules
        rng = self._rng
        need = rules.cards_per_war
        face_down = range(rules.face_down)
        shuffled = rules.won_cards is WonCards.SHUFFLED
        stop = rules.max_battles or BATTLE_CEILING
        while self.phase is not Phase.OVER:
            if self.phase is Phase.WAR or not shuffled or len(in_game) != 2 or self.battles >= stop:
                self.step()
                continue
            a, b = in_game
            pile_a, pile_b = piles[a], piles[b]
            battles = self.battles
            state = rng.state
            increment = rng.increment
            handed_over = False
            while battles < stop:
                card_a = pile_a.popleft()
                card_b = pile_b.popleft()
                battles += 1
                strength_a = strength[card_a]
                strength_b = strength[card_b]
                if strength_a != strength_b:
                    old = state
                    state = (old * 6364136223846793005 + increment) & 0xFFFFFFFFFFFFFFFF
                    xs = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
                    rot = old >> 59
                    keep = ((xs >> rot) | (xs << ((-rot) & 31))) & 0x80000000
                    won: tuple[int, ...] | list[int] = (card_a, card_b) if keep else (card_b, card_a)
                else:
                    won = [card_a, card_b]
                    wars = 0
                    while strength_a == strength_b:
                        wars += 1
                        self.wars += 1
                        if len(pile_a) < need or len(pile_b) < need:
                            handed_over = True
                            break
                        for _ in face_down:
                            won.append(pile_a.popleft())
                            won.append(pile_b.popleft())
                        card_a = pile_a.popleft()
                        card_b = pile_b.popleft()
                        won.append(card_a)
                        won.append(card_b)
                        strength_a = strength[card_a]
                        strength_b = strength[card_b]
                    if handed_over:
                        break
                    if wars > self.longest_war:
                        self.longest_war = wars
                    if len(won) > self.biggest_haul:
                        self.biggest_haul = len(won)
                    rng.state = state
                    rng.shuffle(won)
                    state = rng.state
                if strength_a > strength_b:
                    pile_a.extend(won)
                    if not pile_b:
                        break
                else:
                    pile_b.extend(won)
                    if not pile_a:
                        break
            rng.state = state
            self.battles = battles
            if self.biggest_haul < 2 and battles:
                self.biggest_haul = 2
            self._went_out_short = False
            if handed_over:
                self._battle_wars = wars
                self._in_battle = [a, b]
                self._contenders = [a, b]
                self._up = {a: card_a, b: card_b}
                self._table = _two_player_war_table(won, a, b, rules.face_down)
                self.phase = Phase.WAR
            elif not pile_a or not pile_b:
                self._finish_battle()

    # -- the rules --------------------------------------------------------------------------

    def _emit(self, event: Event) -> None:
        if self.record:
            self.log.append(event)
            self._events.append(event)

    def _begin_battle(self) -> None:
        rules = self.rules
        if rules.max_battles and self.battles >= rules.max_battles:
            self._end_by_count(Reason.LIMIT) if rules.at_limit is AtLimit.COUNT else self._end(Reason.LIMIT, None)
            return
        if self.battles >= BATTLE_CEILING:
            self._end(Reason.LIMIT, None)
            return
        if rules.fixed_order:
            position = b"\xff".join(bytes(pile) for pile in self.piles)
            if position in self._seen:
                self._end(Reason.REPEAT, None)
                return
            self._seen.add(position)
        self.battles += 1
        self._battle_wars = 0
        self._went_out_short = False
        piles = self.piles
        self._in_battle = in_battle = list(self._in_game)
        self._up = up = {seat: piles[seat].popleft() for seat in in_battle}
        self._table = [(seat, card, True) for seat, card in up.items()]
        if self.record:
            plays = tuple([_PLAYS[seat][card] for seat, card in up.items()])
            self._emit(CardsTurned(self.battles, plays))
        self._resolve(in_battle)

    def _resolve(self, seats: list[int]) -> None:
        """The highest face-up card among ``seats`` takes the table; a tie declares war."""
        strength = self._strength
        up = self._up
        if len(seats) == 2:  # the common case, without generators
            a, b = seats
            if strength[up[a]] > strength[up[b]]:
                self._take(a, [b])
                return
            if strength[up[a]] < strength[up[b]]:
                self._take(b, [a])
                return
            tied = [a, b]
        else:
            best = max(strength[up[seat]] for seat in seats)
            tied = [seat for seat in seats if strength[up[seat]] == best]
            if len(tied) == 1:
                self._take(tied[0], [seat for seat in seats if seat != tied[0]])
                return
        self.wars += 1
        self._battle_wars += 1
        self._contenders = tied
        self.phase = Phase.WAR
        if self.record:
            rank = CARDS[up[tied[0]]].rank
            self._emit(WarDeclared(self.battles, self._battle_wars, tuple(tied), rank))

    def _war_step(self) -> None:
        rules = self.rules
        piles = self.piles
        need = rules.cards_per_war
        contenders = self._contenders
        short = [seat for seat in contenders if len(piles[seat]) < need]
        if rules.run_out is RunOut.LOSE:
            out = short
        else:
            out = [seat for seat in contenders if not piles[seat]]
        for seat in short:
            self._emit(PlayerShort(seat, len(piles[seat]), need))
        if out and len(out) == len(contenders):
            others = [seat for seat in self._in_battle if seat not in contenders]
            if not others:
                self._end_both_short()
                return
            for seat in out:
                self._knock_out(seat)
            self._resolve(others)
            return
        if rules.run_out is RunOut.LOSE and out:
            for seat in out:
                self._knock_out(seat)
            contenders = [seat for seat in contenders if seat not in out]
            if len(contenders) == 1:
                self._take(contenders[0], [])
                return

        # Each contender puts down up to face_down cards, one layer at a time in seat order, then
        # one face-up card; a short player (last-card) turns their last card face up instead.
        put = {seat: min(len(piles[seat]), need) for seat in contenders}
        down: dict[int, list[int]] = {seat: [] for seat in contenders}
        table = self._table
        for layer in range(rules.face_down):
            for seat in contenders:
                if layer < put[seat] - 1:
                    card = piles[seat].popleft()
                    down[seat].append(card)
                    table.append((seat, card, False))
        for seat in contenders:
            kept = None
            if put[seat]:
                card = piles[seat].popleft()
                table.append((seat, card, True))
                self._up[seat] = card
            else:
                kept = CARDS[self._up[seat]]
            if self.record:
                face_up = CARDS[self._up[seat]] if put[seat] else None
                self._emit(CardsPutDown(seat, tuple(CARDS[c] for c in down[seat]), face_up, kept))
        self._resolve(contenders)

    def _knock_out(self, seat: int) -> None:
        """A short player is out of the game; their remaining cards join the table."""
        pile = self.piles[seat]
        cards = list(pile)
        pile.clear()
        self._table.extend((seat, card, False) for card in cards)
        self._in_battle.remove(seat)
        self._in_game.remove(seat)
        self._went_out_short = True
        self._emit(PlayerOut(seat, "short", tuple(CARDS[c] for c in cards)))

    def _take(self, winner: int, beaten: list[int]) -> None:
        """``winner`` takes the table; the battle ends."""
        table = self._table
        order = self.rules.won_cards
        if order is WonCards.SHUFFLED:
            won = [card for _, card, _ in table]
            self._rng.shuffle(won)
        elif order is WonCards.PLAYED:
            won = [card for _, card, _ in table]
        else:
            won = [card for seat, card, _ in table if seat == winner]
            for other in range(self.rules.players):
                if other != winner:
                    won += [card for seat, card, _ in table if seat == other]
        self.piles[winner].extend(won)
        haul = len(won)
        if haul > self.biggest_haul:
            self.biggest_haul = haul
        if self._battle_wars > self.longest_war:
            self.longest_war = self._battle_wars
        self._table = []
        self.phase = Phase.READY
        if self.record:
            up = self._up
            self._emit(
                PileTaken(
                    self.battles,
                    winner,
                    CARDS[up[winner]],
                    tuple([_PLAYS[seat][up[seat]] for seat in beaten]),
                    tuple(map(CARDS.__getitem__, won)),
                    self._battle_wars,
                )
            )
        self._finish_battle()

    def _finish_battle(self) -> None:
        piles = self.piles
        in_game = self._in_game
        if len(in_game) > 1 and not all(piles[seat] for seat in in_game):
            for seat in [seat for seat in in_game if not piles[seat]]:
                in_game.remove(seat)
                self._emit(PlayerOut(seat, "no-cards"))
        if self.record:
            self.history.append(tuple(map(len, piles)))
        if len(in_game) == 1:
            self._end(Reason.SHORT if self._went_out_short else Reason.ALL_CARDS, in_game[0])

    def _return_table(self) -> None:
        for seat, card, _ in self._table:
            self.piles[seat].append(card)
        self._table = []

    def _end_both_short(self) -> None:
        if self._battle_wars > self.longest_war:
            self.longest_war = self._battle_wars
        self._return_table()
        if self.record:
            self.history.append(self.counts)
        if self.rules.both_short is BothShort.COUNT:
            self._emit(CardsReturned(self.counts))
            self._end_by_count(Reason.BOTH_SHORT)
        else:
            self._end(Reason.BOTH_SHORT, None)

    def _end_by_count(self, reason: Reason) -> None:
        counts = self.counts
        most = max(counts)
        leaders = [seat for seat, count in enumerate(counts) if count == most]
        self._end(reason, leaders[0] if len(leaders) == 1 else None)

    def _end(self, reason: Reason, winner: int | None) -> None:
        self.phase = Phase.OVER
        self.outcome = Outcome(reason, winner)
        self._contenders = []
        self._emit(GameOver(self.outcome, self.stats))
