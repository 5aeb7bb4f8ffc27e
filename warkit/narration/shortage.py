"""Sentences for running out of cards: short in a war, the last card, going out, taking cards back.

Which of these a game says depends on ``--run-out``: with ``lose`` a short player is told they
have too few cards and then goes out; with ``last-card`` the cards they do put down are told
instead (their last card face up, or the face-up card they keep).
"""

from __future__ import annotations

from ..engine.events import CardsPutDown, CardsReturned, PlayerOut, PlayerShort
from ..engine.knobs import RunOut
from .voice import Voice


def player_short(v: Voice, event: PlayerShort) -> str | None:
    """Under ``lose`` only: ``last-card`` tells the cards actually put down instead."""
    if v.rules.run_out is not RunOut.LOSE:
        return None
    t, seat, count = v.t, event.seat, event.cards
    if count == 0:
        if seat == 0:
            # Translators: you have no cards left when a war needs some.
            return t.gettext("You have no cards left for the war.")
        if v.two:
            # Translators: the computer (two players) has no cards left when a war needs some.
            return t.gettext("The computer has no cards left for the war.")
        # Translators: (3-4 players) a computer player has no cards for the war; {player} is its name.
        return t.gettext("{player} has no cards left for the war.", player=v.name(seat))
    if seat == 0:
        # Translators: you have fewer cards than a war step needs; {count} is the cards you have.
        return t.ngettext(
            "You have only {count} card left, not enough for the war.",
            "You have only {count} cards left, not enough for the war.",
            count,
            count=count,
        )
    if v.two:
        # Translators: the computer (two players) has fewer cards than a war step needs; {count} is
        # the cards it has.
        return t.ngettext(
            "The computer has only {count} card left, not enough for the war.",
            "The computer has only {count} cards left, not enough for the war.",
            count,
            count=count,
        )
    # Translators: (3-4 players) a computer player has fewer cards than a war step needs; {player} is
    # its name, {count} the cards it has.
    return t.ngettext(
        "{player} has only {count} card left, not enough for the war.",
        "{player} has only {count} cards left, not enough for the war.",
        count,
        player=v.name(seat),
        count=count,
    )


def cards_put_down(v: Voice, event: CardsPutDown) -> str | None:
    """Only the unusual war steps (``last-card``); a full step is told by what it decides."""
    if event.face_up is None and event.kept is not None:
        return _keeps(v, event.seat, event.kept.rank)
    if event.face_up is not None and len(event.face_down) < v.rules.face_down:
        return _last_card(v, event.seat, len(event.face_down) + 1, event.face_up.rank)
    return None


def _keeps(v: Voice, seat: int, rank_value: int) -> str:
    t, rank = v.t, v.rank(rank_value, "object")
    if seat == 0:
        # Translators: you have no cards left in a war (last-card rule); {rank} is your face-up card
        # (object), which stays in the war.
        return t.gettext(
            "You have no cards left and keep your {rank} face up for the rest of the war.",
            rank=rank,
        )
    if v.two:
        # Translators: the computer (two players) has no cards left in a war (last-card rule); {rank}
        # is its face-up card (object), which stays in the war.
        return t.gettext(
            "The computer has no cards left and keeps its {rank} face up for the rest of the war.",
            rank=rank,
        )
    # Translators: (3-4 players) a computer player has no cards left in a war (last-card rule);
    # {player} is its name, {rank} its face-up card (object), which stays in the war.
    return t.gettext(
        "{player} has no cards left and keeps the {rank} face up for the rest of the war.",
        player=v.name(seat),
        rank=rank,
    )


def _last_card(v: Voice, seat: int, count: int, rank_value: int) -> str:
    """A short player (last-card rule) puts down what they have, the last card face up."""
    t, rank = v.t, v.rank(rank_value, "a")
    if count == 1:
        if seat == 0:
            # Translators: in a war you have a single card left (last-card rule) and turn it up;
            # {rank} is like "a 7" (rank with "a").
            return t.gettext("You have only one card left: you turn up {rank}.", rank=rank)
        if v.two:
            # Translators: in a war the computer has a single card left (last-card rule) and turns it
            # up; {rank} is like "a 7" (rank with "a").
            return t.gettext("The computer has only one card left: it turns up {rank}.", rank=rank)
        # Translators: (3-4 players) in a war a computer player has a single card left (last-card
        # rule) and turns it up; {player} is its name, {rank} like "a 7" (rank with "a").
        return t.gettext(
            "{player} has only one card left and turns up {rank}.", player=v.name(seat), rank=rank
        )
    if seat == 0:
        # Translators: in a war you have too few cards (last-card rule): all but the last go face down,
        # the last face up; {count} is the cards you have (2 or 3), {rank} like "a 7" (rank with "a").
        return t.ngettext(
            "You have only {count} card left: you put all but the last face down and turn up {rank}.",
            "You have only {count} cards left: you put all but the last face down and turn up {rank}.",
            count,
            count=count,
            rank=rank,
        )
    if v.two:
        # Translators: in a war the computer has too few cards (last-card rule); {count} is the cards it
        # has (2 or 3), {rank} like "a 7" (rank with "a").
        return t.ngettext(
            "The computer has only {count} card left: it puts all but the last face down and turns up {rank}.",
            "The computer has only {count} cards left: it puts all but the last face down and turns up {rank}.",
            count,
            count=count,
            rank=rank,
        )
    # Translators: (3-4 players) in a war a computer player has too few cards (last-card rule);
    # {player} is its name, {count} the cards it has (2 or 3), {rank} like "a 7" (rank with "a").
    return t.ngettext(
        "{player} has only {count} card left, puts all but the last face down and turns up {rank}.",
        "{player} has only {count} cards left, puts all but the last face down and turns up {rank}.",
        count,
        player=v.name(seat),
        count=count,
        rank=rank,
    )


def player_out(v: Voice, event: PlayerOut) -> str:
    t, seat = v.t, event.seat
    if event.why == "first-out":
        return _out_first(v, seat)
    if event.why == "short":
        if seat == 0 and v.two:
            # Translators: you are short of cards in a war (two players): the game is lost.
            return t.gettext("You cannot finish the war and lose the game.")
        if seat == 0:
            # Translators: (3-4 players) you are short of cards in a war and leave the game.
            return t.gettext("You cannot finish the war and are out of the game.")
        if v.two:
            # Translators: the computer is short of cards in a war (two players): it loses.
            return t.gettext("The computer cannot finish the war and loses the game.")
        # Translators: (3-4 players) a computer player is short of cards in a war; {player} is its name.
        return t.gettext(
            "{player} cannot finish the war and is out of the game.", player=v.name(seat)
        )
    if seat == 0 and v.two:
        # Translators: your pile is empty after a battle (two players): the game is lost.
        return t.gettext("You have no cards left and lose the game.")
    if seat == 0:
        # Translators: (3-4 players) your pile is empty after a battle; the others play on.
        return t.gettext("You have no cards left and are out of the game.")
    if v.two:
        # Translators: the computer's pile is empty after a battle (two players).
        return t.gettext("The computer has no cards left and loses the game.")
    # Translators: (3-4 players) a computer player's pile is empty after a battle; {player} is its name.
    return t.gettext("{player} has no cards left and is out of the game.", player=v.name(seat))


def _out_first(v: Voice, seat: int) -> str:
    """Everyone in the war is short (both-short "first-out"): fewer cards run out first."""
    t = v.t
    if seat == 0 and v.two:
        # Translators: everyone in a war is short of cards and you have fewer, so you run out
        # first (rule: the first to run out loses); two players: the game is lost.
        return t.gettext("You run out of cards first and lose the game.")
    if seat == 0:
        # Translators: (3-4 players) everyone in a war is short of cards and you have fewer than the
        # player with the most, so you run out first and leave the game.
        return t.gettext("You run out of cards first and are out of the game.")
    if v.two:
        # Translators: everyone in a war is short of cards and the computer has fewer, so it runs
        # out first (rule: the first to run out loses); two players: it loses.
        return t.gettext("The computer runs out of cards first and loses the game.")
    # Translators: (3-4 players) everyone in a war is short of cards and a computer player has fewer
    # than the player with the most, so it runs out first; {player} is its name.
    return t.gettext("{player} runs out of cards first and is out of the game.", player=v.name(seat))


def cards_returned(v: Voice, event: CardsReturned) -> str:
    """Everyone in the war ran short together and the rules say: count the cards."""
    if v.two:
        # Translators: both players run short in the same war step (rule: count the cards).
        return v.t.gettext(
            "Neither of you can finish the war: each takes back their own cards to count them."
        )
    # Translators: (3-4 players) everyone in the war runs short at once (rule: count the cards).
    return v.t.gettext(
        "No one can finish the war: everyone takes back their own cards to count them."
    )
