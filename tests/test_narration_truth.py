"""Every sentence that says a card is the highest, beats another or ties names only cards that took
part in that step, and is true of them: over random deals, rules and two to four players.

The cards that take part in a step are the face-up cards compared in it: every card turned in a
battle; in a war step, the tied players' new (or kept) face-up cards; when everyone in the war went
out short, the face-up cards of those left to settle it. The sentences are read back from the
English catalog and checked against the step's events, not against the narrator's own inputs.
"""

from __future__ import annotations

import random
import re

from warkit.engine import (
    Card,
    CardsPutDown,
    CardsTurned,
    Game,
    PileTaken,
    PlayerOut,
    Rules,
    WarDeclared,
)
from warkit.engine.game import STRENGTH
from warkit.i18n import get_translator
from warkit.narration import Narrator

STEPS = 10_000
RANKS = {"2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "Jack": 11, "Queen": 12, "King": 13, "Ace": 14}
RANK = "(2|3|4|5|6|7|8|9|10|Jack|Queen|King|Ace)"
CLAIM = re.compile(r"\bhighest\b|\bbeats?\b|\bturn (an?) ")


def seat_names(players: int) -> dict[str, int]:
    """Each seat's English names (subject and owner) → seat."""
    if players == 2:
        return {"You": 0, "you": 0, "Your": 0, "your": 0, "The computer": 1, "The computer's": 1}
    points = ("West", "East") if players == 3 else ("West", "North", "East")
    names = {"You": 0, "you": 0, "Your": 0, "your": 0}
    for seat, point in enumerate(points, start=1):
        names[point] = names[point + "'s"] = seat
    return names


def claims(sentence: str, players: int) -> list[tuple[str, int | None, int, tuple[tuple[int | None, int], ...]]]:
    """What a sentence says of cards: ("beats", seat, rank, beaten), ("highest", seat, rank, ()) or
    ("tie", None, rank, seats); a sentence with such words that does not parse fails the test."""
    names = seat_names(players)
    owner = "(Your|The computer's|West's|North's|East's)"
    found = []
    m = re.match(rf"^{owner} {RANK} beats (.+?)[:.] ", sentence)
    if m:
        beaten: list[tuple[int | None, int]] = []
        for part in re.split(r", | and ", m.group(3)):
            whose = re.fullmatch(rf"(?:(the)|(your|West's|North's|East's)) {RANK}", part)
            assert whose, f"cannot read the beaten card {part!r} in {sentence!r}"
            seat = 1 if whose.group(1) else names[whose.group(2)]
            beaten.append((seat, RANKS[whose.group(3)]))
        return [("beats", names[m.group(1)], RANKS[m.group(2)], tuple(beaten))]
    m = re.match(rf"^{owner} {RANK} is the highest card[.:] ", sentence)
    if m:
        return [("highest", names[m.group(1)], RANKS[m.group(2)], ())]
    m = re.match(rf"^(.+?) turns? an? {RANK}(?: again)?: ", sentence)
    if m:
        who = m.group(1)
        if who == "Both":
            seats = (0, 1)
        elif who == "All four":
            seats = (0, 1, 2, 3)
        else:
            seats = tuple(sorted(names[name] for name in re.split(r", | and ", who)))
        found.append(("tie", None, RANKS[m.group(2)], tuple((seat, 0) for seat in seats)))
        return found
    assert not CLAIM.search(sentence), f"a sentence about cards this test cannot read: {sentence!r}"
    return []


def random_rules(rng: random.Random) -> Rules:
    return Rules(
        players=rng.choice((2, 3, 4)),
        face_down=rng.choice((0, 1, 2, 3)),
        run_out=rng.choice(("lose", "last-card")),
        both_short=rng.choice(("draw", "count", "first-out")),
        aces=rng.choice(("high", "low")),
        max_battles=0,
    )


def test_every_card_sentence_names_the_cards_of_its_step_and_is_true_of_them() -> None:
    rng = random.Random(44)
    t = get_translator("en")
    steps = wars = multi = 0
    while steps < STEPS:
        rules = random_rules(rng)
        strength = STRENGTH[rules.aces]
        game = Game(rules, deal=rng.randint(1, 2**32 - 1))
        narrator = Narrator(t, rules)
        up: dict[int, Card] = {}
        battle_seats: tuple[int, ...] = ()
        contenders: tuple[int, ...] = ()
        for _ in range(400):
            if not game.can_step():
                break
            events = game.step()
            steps += 1
            out = {e.seat for e in events if isinstance(e, PlayerOut)}
            turned = [e for e in events if isinstance(e, CardsTurned)]
            put = [e for e in events if isinstance(e, CardsPutDown)]
            if turned:
                battle_seats = tuple(play.seat for play in turned[0].plays)
                up = {play.seat: play.card for play in turned[0].plays}
                compared = set(battle_seats)
            elif put:
                for e in put:
                    card = e.face_up if e.face_up is not None else e.kept
                    assert card is not None
                    up[e.seat] = card
                compared = {e.seat for e in put}
            else:  # nobody put down a card: those left of the war, or of the battle, settle it
                left = set(contenders) - out
                compared = left or set(battle_seats) - out - set(contenders)
            best = max(strength[up[seat].index] for seat in compared)
            for event in events:
                sentence = narrator.describe(event)
                if not sentence:
                    continue
                for kind, seat, rank, others in claims(sentence, rules.players):
                    if kind == "tie":
                        seats = {s for s, _ in others}
                        assert isinstance(event, WarDeclared) and seats == set(event.seats), sentence
                        assert seats <= compared, f"{sentence!r} names players not in this step"
                        assert all(up[s].rank == rank for s in seats), sentence
                        assert all(strength[up[s].index] == best for s in seats), sentence
                        continue
                    assert seat is not None and seat in compared, f"{sentence!r}: not in this step"
                    assert up[seat].rank == rank, sentence
                    if kind == "highest":
                        assert not contenders, f"{sentence!r} in a war must name what it beats"
                        rivals = compared - {seat}
                    else:
                        rivals = {s for s, _ in others}
                        assert len(rivals) == len(others), sentence
                        assert rivals == compared - {seat}, f"{sentence!r} names cards not fought in this step"
                        assert all(up[s].rank == r for s, r in others), sentence
                        wars += bool(contenders)
                        multi += len(others) > 1
                    assert all(strength[up[seat].index] > strength[up[s].index] for s in rivals), sentence
            declared = [e for e in events if isinstance(e, WarDeclared)]
            contenders = declared[-1].seats if declared else ()
            if any(isinstance(e, PileTaken) for e in events):
                contenders = ()
    assert wars > 100 and multi > 0  # wars with three and four players were read, and three-way ones
