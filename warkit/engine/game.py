"""The game of War as a state machine that logs every change as an event.

One :meth:`Game.step` is one press of "Turn cards": it turns every player's top card (a battle),
or, while a war is on, puts down the tied players' face-down cards and new face-up cards. The
rules of each step follow :class:`~warkit.engine.rules.Rules` exactly; ``docs/architecture.md``
and the tests say them in prose. They are written once, in :meth:`Game._play`, which a recorded
game (the table, replays, the guide's examples) and the simulator (nothing recorded) both run;
the compiled engine (:mod:`warkit.engine.compiled`) is held to it deal by deal.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import partial
from itertools import count

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
STRENGTH: dict[Aces, tuple[int, ...]] = {
    Aces.HIGH: tuple(i >> 2 for i in range(DECK_SIZE)),
    Aces.LOW: tuple((i >> 2) if (i >> 2) != 12 else -1 for i in range(DECK_SIZE)),
}
"""How high each card (an engine int) ranks: its rank's place, the Ace below the Two when low.
The compiled engine compares cards with these very tables."""
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


PERSIAN_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")
"""Persian digits as the ASCII digits they are: warkit writes Persian's numbers in them (CLDR's
``arabext``, ``warkit.i18n.digits``) and a Persian keyboard types them."""


def read_number(text: str, low: int, high: int) -> int | None:
    """The whole number ``text`` is, if it is one from ``low`` to ``high``; else None.

    The one rule for a number a player types (every number flag of the command line, the deal
    dialog, the plain mode's numbered lists): the digits warkit writes numbers in, ASCII or
    Persian (:data:`PERSIAN_DIGITS`). No sign, no spaces, no ``_`` or group marks, no other
    script's digits, all of which ``int()`` would take; too many digits is out of range before
    ``int()`` is asked (it refuses more than 4,300).

    >>> read_number("7", 1, 9), read_number("+7", 1, 9), read_number("\u0667", 1, 9), read_number("1_000", 1, 9999)
    (7, None, None, None)
    >>> read_number("\u06f1\u06f2", 1, 99)  # Persian 12
    12
    """
    text = text.translate(PERSIAN_DIGITS)
    if not (text.isascii() and text.isdigit()) or len(text.lstrip("0")) > len(str(high)):
        return None
    number = int(text)
    return number if low <= number <= high else None


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


class Game:
    """One game of War.

    Make it from a deal number (``Game(rules, deal=7)``) or a stacked deck
    (``Game(rules, deck=cards, seed=3)``); ``seed`` seeds the shuffles of won cards and defaults to
    the deal number. With ``record=False`` (the simulator) no events or history are kept: the
    same steps are played, and nothing is built that only a reader of the log would use.
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
        self.deck: tuple[Card, ...] = tuple(map(CARDS.__getitem__, order))
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
        self._in_game: list[int] = [seat for seat in range(players) if self.piles[seat]]
        self._seen: set[bytes] = set()

        self.phase = Phase.READY
        self.outcome: Outcome | None = None
        self.battles = 0
        self.wars = 0
        self.longest_war = 0
        self.biggest_haul = 0
        # The battle in progress: the cards on the table in the order they went down, who put
        # each down (by card) and which lie face down, each seat's face-up card, the tied seats.
        self._table: list[int] = []
        self._seat_of: list[int] = [0] * DECK_SIZE
        self._face_down: set[int] = set()
        self._up: list[int] = [0] * players
        self._contenders: list[int] = []
        self._battle_wars = 0
        self._went_out_short = False
        self._war_rank = 0  # the rank of the last war declared (recorded games only)
        self._emptied = len(self._in_game) < 2  # a pile ran out in this battle (or a stacked game has one player)
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
        """The cards of the battle in progress, in the order they went down (which lie face
        down is kept only when the game records, as a table shows them only then)."""
        seat_of, face_down = self._seat_of, self._face_down
        return tuple(TableCard(seat_of[card], CARDS[card], card not in face_down) for card in self._table)

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

    def next_step_ends(self) -> bool:
        """True when the next step plays no battle and only ends the game.

        That is the battle limit, the ceiling or (with a fixed order) a repeated position: the
        game knows its result before the next press, so a table can say it on this one.
        """
        if self.phase is not Phase.READY:
            return False
        if self.battles >= (self.rules.max_battles or BATTLE_CEILING):
            return True
        return self.rules.fixed_order and self._position() in self._seen

    def verify_step(self) -> None:
        """Raise :class:`GameOverError` if the game cannot go on."""
        if self.phase is Phase.OVER:
            raise GameOverError("the game is over")

    def step(self) -> list[Event]:
        """One press of "Turn cards": a battle's turn, or one war step. Returns its events."""
        self.verify_step()
        self._events = []
        self._play(1)
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
        """Play out the rest of the game (its events, or none when the game does not record)."""
        self._events = []
        if self.phase is not Phase.OVER:
            self._play(-1)
        return self._events

    # -- the rules --------------------------------------------------------------------------

    def _play(self, steps: int) -> None:
        """Play ``steps`` steps, or every step to the end when ``steps`` is negative.

        This is the one definition of the rules. A step is a battle's turn (the limits are
        checked, then every player in the game turns their top card) or a war step (the tied
        players put down their war cards); both end in the same comparison, where the highest
        face-up card takes the table and a tie declares war. Events are built only under
        ``if record:``, so the simulator runs these very lines without them. While the loop runs
        the state it changes lives in local names (the fastest Python reads) and goes back to
        ``self`` when it stops, before the game's end is written.
        """
        rules = self.rules
        record = self.record
        emit = self._emit
        piles = self.piles
        in_game = self._in_game
        table = self._table
        seat_of = self._seat_of
        face_down = self._face_down
        up = self._up
        strength = STRENGTH[rules.aces]
        shuffle = self._rng.shuffle
        shuffled = rules.won_cards is WonCards.SHUFFLED
        played = rules.won_cards is WonCards.PLAYED
        need = rules.cards_per_war
        layers = range(rules.face_down)
        lose = rules.run_out is RunOut.LOSE
        first_out = rules.both_short is BothShort.FIRST_OUT
        fixed_order = rules.fixed_order
        stop = rules.max_battles or BATTLE_CEILING  # a limit is never above the ceiling
        battles = self.battles
        wars = self.wars
        longest_war = self.longest_war
        biggest_haul = self.biggest_haul
        battle_wars = self._battle_wars
        went_out_short = self._went_out_short
        at_war = self.phase is Phase.WAR
        fighting = self._contenders  # the seats whose face-up cards are compared
        emptied = self._emptied
        ending: Callable[[], None] | None = None  # how the game ends, once the state is saved

        for _ in range(steps) if steps >= 0 else count():
            turning = True  # whether the fighting seats turn a card face up in this step
            if at_war:
                # A war step. A tied player who has fewer cards than a war takes is short: with
                # run-out "lose" they are out at once, with "last-card" only once they have none.
                contenders = fighting
                short = [seat for seat in contenders if len(piles[seat]) < need]
                if short:
                    # With both-short "first-out" everyone short ends the war as under "lose":
                    # a last card is played only beside a tied player who still has enough.
                    everyone = first_out and len(short) == len(contenders)
                    out = short if lose or everyone else [seat for seat in contenders if not piles[seat]]
                    why = "short"
                    if record:
                        for seat in short:
                            emit(PlayerShort(seat, len(piles[seat]), need))
                    if out and len(out) == len(contenders):
                        # Everyone in the war is short: the others in the battle (if any) settle
                        # it with the cards they have up; with no others, both-short ends the game
                        # or (first-out) the one who runs out first loses: fewer cards run out
                        # sooner, so all but the most are out, and several with the most draw.
                        fighting = [seat for seat in in_game if seat not in contenders]
                        if not fighting and first_out:
                            most = max([len(piles[seat]) for seat in contenders])
                            leaders = [seat for seat in contenders if len(piles[seat]) == most]
                            if len(leaders) == 1:
                                fighting, out, why = leaders, [s for s in contenders if s != leaders[0]], "first-out"
                        if not fighting:
                            ending = self._end_both_short
                            break
                        turning = False
                    elif lose:
                        # Those out leave; if one contender is left, they take the table.
                        fighting = [seat for seat in contenders if seat not in out]
                        turning = len(fighting) > 1
                    else:
                        out = []  # last-card: a contender with no cards fights on with the card up
                    for seat in out:
                        self._knock_out(seat, why)
                        went_out_short = True
                if turning:
                    # Each contender puts down up to face_down cards face down, one layer at a
                    # time in seat order, always keeping one to turn face up (a short player,
                    # last-card, turns their last card face up).
                    down: dict[int, list[int]] = {seat: [] for seat in fighting} if record else {}
                    for _ in layers:
                        for seat in fighting:
                            pile = piles[seat]
                            if len(pile) > 1:
                                card = pile.popleft()
                                table.append(card)
                                seat_of[card] = seat
                                if record:
                                    face_down.add(card)
                                    down[seat].append(card)
            else:
                # A battle: the battle limit (or the ceiling) and, with a fixed order, a position
                # seen before end the game; otherwise every player in the game turns a card.
                if battles >= stop:
                    ending = self._end_at_limit
                    break
                if fixed_order:
                    position = self._position()
                    if position in self._seen:
                        ending = self._end_by_repeat
                        break
                    self._seen.add(position)
                battles += 1
                battle_wars = 0
                went_out_short = False
                fighting = in_game

            # Each fighting player turns their top card face up (one whose pile ran out in a war
            # keeps the card they had up), and the highest face-up card takes the table; a tie
            # is a war.
            best = -2
            ties = 0
            for seat in fighting:
                pile = piles[seat]
                if turning and pile:
                    card = pile.popleft()
                    table.append(card)
                    seat_of[card] = seat
                    up[seat] = card
                    if not pile:
                        emptied = True
                    if record and at_war:
                        emit(CardsPutDown(seat, tuple([CARDS[c] for c in down[seat]]), CARDS[card]))
                else:
                    card = up[seat]
                    if record and turning:
                        emit(CardsPutDown(seat, (), None, CARDS[card]))
                value = strength[card]
                if value > best:
                    best, taker, ties = value, seat, 1
                elif value == best:
                    ties += 1
            if record and not at_war:
                emit(CardsTurned(battles, tuple([_PLAYS[seat][up[seat]] for seat in in_game])))
            if ties > 1:
                fighting = [seat for seat in fighting if strength[up[seat]] == best] if ties < len(fighting) else fighting[:]
                wars += 1
                battle_wars += 1
                at_war = True
                if record:
                    rank = CARDS[up[fighting[0]]].rank
                    emit(WarDeclared(battles, battle_wars, tuple(fighting), rank, battle_wars > 1 and rank == self._war_rank))
                    self._war_rank = rank
                continue

            # The taker puts the won cards under their pile: shuffled, as they went down, or
            # the taker's own cards first and then each other seat's in seat order.
            if shuffled:
                shuffle(table)
            elif not played:
                table.sort(key=lambda card: (seat_of[card] != taker, seat_of[card]))
            piles[taker].extend(table)
            if at_war or not biggest_haul:
                # (A battle without a war takes a card from each player in it: never more than
                # the first battle took, as players only leave.)
                if len(table) > biggest_haul:
                    biggest_haul = len(table)
                if battle_wars > longest_war:
                    longest_war = battle_wars
                face_down.clear()
                at_war = False
            if record:
                beaten = tuple([_PLAYS[seat][up[seat]] for seat in fighting if seat != taker])
                emit(PileTaken(battles, taker, CARDS[up[taker]], beaten, tuple([CARDS[c] for c in table]), battle_wars))
                self.history.append(tuple([len(pile) for pile in piles]))
            table.clear()

            # The battle is over: players left without cards are out; the last one left wins.
            # (Only a face-up card can empty a pile, so only then, or after a knock-out, can a
            # player be out.)
            if emptied or went_out_short:
                emptied = False
                for empty in [seat for seat in in_game if not piles[seat]]:
                    in_game.remove(empty)
                    if record:
                        emit(PlayerOut(empty, "no-cards"))
                if len(in_game) == 1:
                    ending = partial(self._end, Reason.SHORT if went_out_short else Reason.ALL_CARDS, in_game[0])
                    break

        self.battles = battles
        self.wars = wars
        self.longest_war = longest_war
        self.biggest_haul = biggest_haul
        self._battle_wars = battle_wars
        self._went_out_short = went_out_short
        self._emptied = emptied
        self._contenders = fighting if at_war else []
        self.phase = Phase.WAR if at_war else Phase.READY
        if ending is not None:
            ending()

    def _emit(self, event: Event) -> None:
        if self.record:
            self.log.append(event)
            self._events.append(event)

    def _position(self) -> bytes:
        """Every pile, in one value the repeat rule remembers."""
        return b"\xff".join(bytes(pile) for pile in self.piles)

    def _knock_out(self, seat: int, why: str) -> None:
        """A short player is out of the game (``why``: ``short`` or ``first-out``); their
        remaining cards join the table face down."""
        pile = self.piles[seat]
        cards = list(pile)
        pile.clear()
        for card in cards:
            self._table.append(card)
            self._seat_of[card] = seat
            if self.record:
                self._face_down.add(card)
        self._in_game.remove(seat)
        self._emit(PlayerOut(seat, why, tuple(CARDS[c] for c in cards)))

    def _end_at_limit(self) -> None:
        """The battle limit: a draw, or the most cards wins (``at_limit``); the ceiling draws."""
        rules = self.rules
        if rules.max_battles and rules.at_limit is AtLimit.COUNT:
            self._end_by_count(Reason.LIMIT)
        else:
            self._end(Reason.LIMIT, None)

    def _end_by_repeat(self) -> None:
        self._end(Reason.REPEAT, None)

    def _end_both_short(self) -> None:
        """Everyone in the war is short: each takes their table cards back; a draw, or the count
        (``first-out`` ends here only when several hold the most cards: a draw)."""
        if self._battle_wars > self.longest_war:
            self.longest_war = self._battle_wars
        for card in self._table:
            self.piles[self._seat_of[card]].append(card)
        self._table.clear()
        self._face_down.clear()
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
