"""What the table says after one press: the same sentences in the TUI's status box and the plain mode.

One press can play one step, ten battles or the rest of a game. The sentences name how the last
battle ended, the war that was pending when the key was pressed (finished first, and counted),
count the battles, wins and wars of exactly the battles the press touched, and end with the
game's result on the press that ends it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine.events import CardsTurned, Event, GameOver, PileTaken, PlayerOut, WarDeclared
from ..i18n import Translator
from .voice import Voice

YOU = 0
MANY = ("ten", "finish")
"""Presses that play several battles: told as the last battle and a count, not step by step."""

Narrate = Callable[[Sequence[Event]], list[str]]


def battles_of(events: Sequence[Event]) -> list[list[Event]]:
    """``events`` cut where each battle begins; the first part may finish a battle begun earlier."""
    parts: list[list[Event]] = []
    for event in events:
        if isinstance(event, CardsTurned) or not parts:
            parts.append([])
        parts[-1].append(event)
    return parts


def press_sentences(
    v: Voice,
    narrate: Narrate,
    kind: str,
    events: Sequence[Event],
    carried: Sequence[Event],
    finish_key: str,
) -> list[str]:
    """Everything to say after a press of ``kind`` that produced ``events``.

    One step is told in full. Several battles are told as: how the pending war ended (when the
    key was pressed during one), how the last battle ended, the count of the battles played, and
    the result if the game ended. If you went out and the others play on, the last sentence says
    how to finish.
    """
    if kind not in MANY:
        sentences = narrate(events)
    else:
        sentences = []
        parts = battles_of(events)
        if carried and len(parts) > 1:
            sentences += _ending(narrate, parts[0])  # names the war that was pending
        if parts:
            sentences += _ending(narrate, parts[-1])
        sentences += span_sentences(v, events, carried)
        sentences += narrate([event for event in events if isinstance(event, GameOver)])
    out = you_are_out(v, events, finish_key)
    return [*sentences, out] if out else sentences


def _ending(narrate: Narrate, part: Sequence[Event]) -> list[str]:
    """How one battle ended, without the game's result: who took the cards, and who went out
    with it (a war can leave several players with no cards)."""
    events = [event for event in part if not isinstance(event, GameOver)]
    taken = [index for index, event in enumerate(events) if isinstance(event, PileTaken)]
    if not taken:
        return narrate(events)[-1:]
    return narrate(events[taken[-1]:]) or narrate(events)[-1:]


def you_are_out(v: Voice, events: Sequence[Event], finish_key: str) -> str | None:
    """(3-4 players) You went out in these events and the others play on: say how to finish."""
    went_out = any(isinstance(e, PlayerOut) and e.seat == YOU for e in events)
    if not went_out or v.rules.players < 3 or any(isinstance(e, GameOver) for e in events):
        return None
    # Translators: (3-4 players) you are out of the game but the others play on; {key} is the key
    # that plays the rest of the game at once (like F).
    return v.t.gettext(
        "The others play on without you: {key} plays the game to the end and says who wins.",
        key=finish_key,
    )


def span_sentences(v: Voice, events: Sequence[Event], carried: Sequence[Event]) -> list[str]:
    """The count of the battles one press played: battles, who won how many, wars.

    ``carried`` is the start of a battle that was on the table when the key was pressed: the
    press finished it, so it is one of the battles counted, with its wars.
    """
    t = v.t
    touched = [*carried, *events]
    battles = sum(1 for event in touched if isinstance(event, CardsTurned))
    wars = sum(1 for event in touched if isinstance(event, WarDeclared))
    won = [0] * v.rules.players
    for event in events:
        if isinstance(event, PileTaken):
            won[event.seat] += 1
    sentences = [_battles_played(t, battles)]
    if battles:
        sentences += [_won_of_them(v, seat, count) for seat, count in enumerate(won) if count]
        sentences.append(_wars(t, wars, battles))
    return sentences


def _battles_played(t: Translator, count: int) -> str:
    if not count:
        # Translators: after "Play 10 battles" when the game was already over.
        return t.gettext("No battle was played.")
    # Translators: start of the short count after "Play 10 battles" or "Finish the game"; {count} is
    # the battles played by that key press (a war in progress when it was pressed counts as one).
    return t.ngettext(
        "{count} battle was played.", "{count} battles were played.", count, count=count
    )


def _won_of_them(v: Voice, seat: int, count: int) -> str:
    t = v.t
    if seat == YOU:
        # Translators: in the short count after several battles; {count} is how many of them you won.
        return t.ngettext(
            "You won {count} of them.", "You won {count} of them.", count, count=count
        )
    if v.two:
        # Translators: in the short count after several battles (two players); {count} is how many of
        # them the computer won.
        return t.ngettext(
            "The computer won {count} of them.",
            "The computer won {count} of them.",
            count,
            count=count,
        )
    # Translators: in the short count after several battles (3-4 players); {player} is a computer
    # player's name, {count} how many of the battles it won.
    return t.ngettext(
        "{player} won {count} of them.",
        "{player} won {count} of them.",
        count,
        player=v.name(seat),
        count=count,
    )


def _wars(t: Translator, wars: int, battles: int) -> str:
    """The wars of the counted battles, saying which battles: "this battle" or "these battles"."""
    if battles == 1:
        if not wars:
            # Translators: in the short count after "Play 10 battles" or "Finish the game" when one
            # battle was played: it had no tie.
            return t.gettext("There was no war in this battle.")
        # Translators: in the short count when one battle was played; {count} is its wars (ties).
        return t.ngettext(
            "There was {count} war in this battle.",
            "There were {count} wars in this battle.",
            wars,
            count=wars,
        )
    if not wars:
        # Translators: in the short count after several battles (just counted): none of them had a tie.
        return t.gettext("There was no war in these battles.")
    # Translators: in the short count after several battles (just counted); {count} is the wars
    # (ties) fought in those battles, a war in progress when the key was pressed included.
    return t.ngettext(
        "There was {count} war in these battles.",
        "There were {count} wars in these battles.",
        wars,
        count=wars,
    )
