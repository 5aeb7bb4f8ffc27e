"""Sentences for a battle: the deal, a war declared, and who takes the cards."""

from __future__ import annotations

from ..engine.events import Dealt, PileTaken, Play, WarDeclared
from .voice import Voice


def dealt(v: Voice, event: Dealt) -> str:
    t = v.t
    count = event.counts[0] if event.counts else 0
    if event.deal is not None:
        # Translators: first line of a game; {deal} is the deal number (the same number always gives
        # the same game), {count} the cards each player gets.
        first = t.ngettext(
            "Deal {deal}: everyone gets {count} card face down.",
            "Deal {deal}: everyone gets {count} cards face down.",
            count,
            deal=str(event.deal),
            count=count,
        )
    else:
        # Translators: first line of a game played from a deck given card by card; {count} is the cards
        # each player gets.
        first = t.ngettext(
            "A stacked deck: everyone gets {count} card face down.",
            "A stacked deck: everyone gets {count} cards face down.",
            count,
            count=count,
        )
    if event.set_aside is None:
        return first
    # Translators: with three players 52 cards do not share out evenly; the last one is put aside
    # for the whole game and nobody sees it.
    return v.join(first, t.gettext("One card is set aside unseen."))


def war_declared(v: Voice, event: WarDeclared) -> str:
    """Who tied, on what, and what each of them puts down next."""
    return v.join(_who_tied(v, event), _war_step(v))


def _who_tied(v: Voice, event: WarDeclared) -> str:
    """Who tied on what: a first war, a tie on the same rank again, or a new rank in a war."""
    t = v.t
    rank = v.rank(event.rank, "each")
    again = event.war > 1 and event.same_rank
    another = event.war > 1 and not event.same_rank
    if v.two:
        if again:
            # Translators: a war's face-up cards tie again on the same rank as the war before (two
            # players); {rank} is like "a 7" or "an Ace" (rank, each turns one).
            return t.gettext("Both turn {rank} again: another war!", rank=rank)
        if another:
            # Translators: a war's face-up cards tie on a new rank, not the one the war was on (two
            # players), so another war follows; {rank} is like "a 7" (rank, each turns one).
            return t.gettext("Both turn {rank}: another war!", rank=rank)
        # Translators: the two players' face-up cards tie, so a war starts; {rank} is like "a 7" or
        # "an Ace" (rank, each turns one).
        return t.gettext("Both turn {rank}: war!", rank=rank)
    others = [seat for seat in event.seats if seat != 0]
    if 0 in event.seats:
        return _you_tied(v, others, rank, again, another)
    if again:
        # Translators: (3-4 players) other players tie again on the same rank in a war, you are not in
        # it; {players} is two or three player names ("West and North"), {rank} is like "a 7" (rank,
        # each turns one).
        return t.gettext(
            "{players} turn {rank} again: another war!", players=v.names(others), rank=rank
        )
    if another:
        # Translators: (3-4 players) other players in a war tie on a new rank, you are not in it;
        # {players} is two or three player names ("West and North"), {rank} is like "a 7" (rank,
        # each turns one).
        return t.gettext("{players} turn {rank}: another war!", players=v.names(others), rank=rank)
    # Translators: (3-4 players) other players tie, so they fight a war and you are not in it;
    # {players} is two or three player names ("West and North"), {rank} is like "a 7" (rank, each turns one).
    return t.gettext("{players} turn {rank}: war between them!", players=v.names(others), rank=rank)


def _you_tied(v: Voice, others: list[int], rank: str, again: bool, another: bool) -> str:
    """(3-4 players) You are in the war, with one, two or three others."""
    t = v.t
    if len(others) == 1:
        player = v.name(others[0])
        if again:
            # Translators: (3-4 players) you and one other player tie again on the same rank in a war;
            # {player} is its name, {rank} is like "a 7" (rank, each turns one).
            return t.gettext("You and {player} turn {rank} again: another war!", player=player, rank=rank)
        if another:
            # Translators: (3-4 players) you and one other player in a war tie on a new rank; {player}
            # is its name, {rank} is like "a 7" (rank, each turns one).
            return t.gettext("You and {player} turn {rank}: another war!", player=player, rank=rank)
        # Translators: (3-4 players) you and one other player tie, so a war starts; {player} is its
        # name, {rank} is like "a 7" (rank, each turns one).
        return t.gettext("You and {player} turn {rank}: war!", player=player, rank=rank)
    if len(others) == 2:
        first, second = v.name(others[0]), v.name(others[1])
        if again:
            # Translators: (3-4 players) you and two others tie again on the same rank in a war;
            # {first} and {second} are their names, {rank} is like "a 7" (rank, each turns one).
            return t.gettext(
                "You, {first} and {second} turn {rank} again: another war!",
                first=first,
                second=second,
                rank=rank,
            )
        if another:
            # Translators: (3-4 players) you and two others in a war tie on a new rank; {first} and
            # {second} are their names, {rank} is like "a 7" (rank, each turns one).
            return t.gettext(
                "You, {first} and {second} turn {rank}: another war!", first=first, second=second, rank=rank
            )
        # Translators: (3-4 players) you and two others tie, so a war starts; {first} and {second} are
        # their names, {rank} is like "a 7" (rank, each turns one).
        return t.gettext(
            "You, {first} and {second} turn {rank}: war!", first=first, second=second, rank=rank
        )
    if again:
        # Translators: (4 players) all four tie again on the same rank in a war; {rank} is like "a 7"
        # (rank, each turns one).
        return t.gettext("All four turn {rank} again: another war!", rank=rank)
    if another:
        # Translators: (4 players) all four in a war tie on a new rank; {rank} is like "a 7" (rank,
        # each turns one).
        return t.gettext("All four turn {rank}: another war!", rank=rank)
    # Translators: (4 players) all four players tie, so a war starts; {rank} is like "a 7" (rank, each turns one).
    return t.gettext("All four turn {rank}: war!", rank=rank)


def _war_step(v: Voice) -> str:
    """What each tied player puts down at the next press, by the face-down rule in play."""
    t = v.t
    face_down = v.rules.face_down
    if face_down == 0:
        # Translators: after a war is declared, with no face-down cards in the rules.
        return t.gettext("Each puts one more card face up.")
    if face_down == 1:
        # Translators: after a war is declared, with one face-down card in the rules.
        return t.gettext("Each puts one card face down and one face up.")
    # Translators: after a war is declared; {count} is the face-down cards in the rules (2 or 3).
    return t.ngettext(
        "Each puts {count} card face down and one face up.",
        "Each puts {count} cards face down and one face up.",
        face_down,
        count=face_down,
    )


def pile_taken(v: Voice, event: PileTaken) -> str:
    """Whose card won, over what, and how many cards they take."""
    t = v.t
    count = len(event.cards)
    seat = event.seat
    if not event.beaten:
        return _takes_unopposed(v, seat, count)
    # Whose card it is lives in the rank form, so German can say "Deine Dame", French "sa dame".
    owner_role = "yours" if seat == 0 else "computers" if v.two else "subject"
    rank = v.rank(event.card.rank, owner_role)
    if v.two:
        beaten = v.rank(event.beaten[0].card.rank, "object" if seat == 0 else "yours object")
        if seat == 0 and event.wars:
            # Translators: you win a war (two players); {rank} is your card (rank, yours), {beaten}
            # the computer's card (rank, object), {count} the cards you take.
            return t.ngettext(
                "Your {rank} beats the {beaten}: you win the war and take {count} card.",
                "Your {rank} beats the {beaten}: you win the war and take {count} cards.",
                count,
                rank=rank,
                beaten=beaten,
                count=count,
            )
        if seat == 0:
            # Translators: you win a battle (two players); {rank} is your card (rank, yours), {beaten}
            # the computer's card (rank, object), {count} the cards you take.
            return t.ngettext(
                "Your {rank} beats the {beaten}. You take {count} card.",
                "Your {rank} beats the {beaten}. You take {count} cards.",
                count,
                rank=rank,
                beaten=beaten,
                count=count,
            )
        if event.wars:
            # Translators: the computer wins a war (two players); {rank} is its card (rank, the computer's),
            # {beaten} your card (rank, yours, object), {count} the cards it takes.
            return t.ngettext(
                "The computer's {rank} beats your {beaten}: it wins the war and takes {count} card.",
                "The computer's {rank} beats your {beaten}: it wins the war and takes {count} cards.",
                count,
                rank=rank,
                beaten=beaten,
                count=count,
            )
        # Translators: the computer wins a battle (two players); {rank} is its card (rank, the computer's),
        # {beaten} your card (rank, yours, object), {count} the cards it takes.
        return t.ngettext(
            "The computer's {rank} beats your {beaten}. It takes {count} card.",
            "The computer's {rank} beats your {beaten}. It takes {count} cards.",
            count,
            rank=rank,
            beaten=beaten,
            count=count,
        )
    if event.wars:
        return _wins_war(v, event, count)
    if seat == 0:
        # Translators: (3-4 players) you win a battle; {rank} is your card (rank, yours), {count} the cards.
        return t.ngettext(
            "Your {rank} is the highest card. You take {count} card.",
            "Your {rank} is the highest card. You take {count} cards.",
            count,
            rank=rank,
            count=count,
        )
    owner, player = v.name(seat, "possessive"), v.name(seat)
    # Translators: (3-4 players) a computer player wins a battle; {owner} is its name as an owner
    # ("West's"), {rank} its card (subject), {player} its name ("West"), {count} the cards.
    return t.ngettext(
        "{owner} {rank} is the highest card. {player} takes {count} card.",
        "{owner} {rank} is the highest card. {player} takes {count} cards.",
        count,
        owner=owner,
        rank=rank,
        player=player,
        count=count,
    )


def _wins_war(v: Voice, event: PileTaken, count: int) -> str:
    """(3-4 players) A war's result names the cards that fought in its last step, and only those:
    a card turned earlier in the battle by a player out of the war never took part."""
    t = v.t
    beaten = _cards(v, event.beaten)
    if event.seat == 0:
        # Translators: (3-4 players) you win a war; {rank} is your card (rank, yours), {beaten} the
        # cards it beats, one to three, like "West's 4" or "West's 4 and East's 2" (a player's card,
        # object; list of cards), {count} the cards you take.
        return t.ngettext(
            "Your {rank} beats {beaten}: you win the war and take {count} card.",
            "Your {rank} beats {beaten}: you win the war and take {count} cards.",
            count,
            rank=v.rank(event.card.rank, "yours"),
            beaten=beaten,
            count=count,
        )
    # Translators: (3-4 players) a computer player wins a war; {owner} is its name as an owner
    # ("West's"), {rank} its card (subject), {beaten} the cards it beats, one to three, like "your 2"
    # or "your 2 and East's 3" (a player's card, object; list of cards), {player} its name ("West"),
    # {count} the cards it takes.
    return t.ngettext(
        "{owner} {rank} beats {beaten}: {player} wins the war and takes {count} card.",
        "{owner} {rank} beats {beaten}: {player} wins the war and takes {count} cards.",
        count,
        owner=v.name(event.seat, "possessive"),
        rank=v.rank(event.card.rank, "subject"),
        beaten=beaten,
        player=v.name(event.seat),
        count=count,
    )


def _cards(v: Voice, plays: tuple[Play, ...]) -> str:
    """One to three players' cards as one phrase, the object of "beats" ("your 2 and East's 3")."""
    t = v.t
    names = []
    for play in plays:
        if play.seat == 0:
            # Translators: (3-4 players) your card as the object of "beats", alone or in a list, as in
            # "West's 4 beats your 2"; {rank} is the rank (rank, yours, object).
            names.append(t.pgettext("a player's card, object", "your {rank}", rank=v.rank(play.card.rank, "yours object")))
        else:
            # Translators: (3-4 players) a computer player's card as the object of "beats", alone or
            # in a list, as in "Your 4 beats West's 2"; {owner} is its name as an owner ("West's"),
            # {rank} the rank (rank, object).
            names.append(t.pgettext(
                "a player's card, object",
                "{owner} {rank}",
                owner=v.name(play.seat, "possessive"),
                rank=v.rank(play.card.rank, "object"),
            ))
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        # Translators: two players' cards in a list, as in "Your 9 beats West's 4 and East's 2".
        return t.pgettext("list of cards", "{first} and {second}", first=names[0], second=names[1])
    # Translators: three players' cards in a list, as in "Your 9 beats West's 4, North's 3 and East's 2".
    return t.pgettext("list of cards", "{first}, {second} and {third}", first=names[0], second=names[1], third=names[2])


def _takes_unopposed(v: Voice, seat: int, count: int) -> str:
    """Everyone else in the war went out short: the last one standing takes the table."""
    t = v.t
    if seat == 0:
        # Translators: the other players in the war went out; {count} is the cards on the table.
        return t.ngettext(
            "You take the {count} card on the table.",
            "You take the {count} cards on the table.",
            count,
            count=count,
        )
    if v.two:
        # Translators: you went out in the war (two players); {count} is the cards on the table.
        return t.ngettext(
            "The computer takes the {count} card on the table.",
            "The computer takes the {count} cards on the table.",
            count,
            count=count,
        )
    # Translators: (3-4 players) the others in the war went out; {player} is a name ("West"),
    # {count} the cards on the table.
    return t.ngettext(
        "{player} takes the {count} card on the table.",
        "{player} takes the {count} cards on the table.",
        count,
        player=v.name(seat),
        count=count,
    )
