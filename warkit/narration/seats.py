"""Names of the seats at the table, in the words translators control.

Seat 0 is always "you". With two players the other seat is "the computer"; with three or four
the computer players sit West, (North,) East of you, named by compass point so that a name is a
proper noun in every sentence. Each name is a message per role (a pile label, the subject of a
sentence, the owner of a card) because languages inflect names too.
"""

from __future__ import annotations

from ..i18n import Translator

SEAT_ROLES = ("label", "subject", "possessive")


def compass(players: int, seat: int) -> str:
    """``"west"``, ``"north"`` or ``"east"`` for a computer seat at a table of 3 or 4."""
    order = ("west", "east") if players == 3 else ("west", "north", "east")
    return order[(seat - 1) % len(order)]


def seat_name(t: Translator, players: int, seat: int, role: str = "label") -> str:
    """The seat's name for its role: ``label`` (beside the pile), ``subject`` or ``possessive``."""
    if seat == 0:
        return _you(t, role)
    if players == 2:
        return _computer(t, role)
    point = compass(players, seat)
    if point == "west":
        return _west(t, role)
    if point == "north":
        return _north(t, role)
    return _east(t, role)


def _you(t: Translator, role: str) -> str:
    if role == "subject":
        # Translators: the human player as the subject inside a list of players, as in "you and West".
        return t.pgettext("seat name, subject", "you")
    if role == "possessive":
        # Translators: the human player as the owner of a card, as in "your Queen".
        return t.pgettext("seat name, possessive", "your")
    # Translators: label beside the human player's pile on the table and in the summary chart.
    return t.pgettext("seat name, label", "You")


def _computer(t: Translator, role: str) -> str:
    if role == "subject":
        # Translators: the one computer player (two-player game) as the subject of a sentence.
        return t.pgettext("seat name, subject", "the computer")
    if role == "possessive":
        # Translators: the one computer player (two-player game) as the owner of a card, as in
        # "the computer's King".
        return t.pgettext("seat name, possessive", "the computer's")
    # Translators: label beside the computer player's pile (two-player game) and in the summary chart.
    return t.pgettext("seat name, label", "Computer")


def _west(t: Translator, role: str) -> str:
    if role == "subject":
        # Translators: the computer player sitting West of you (3-4 players), as the subject of a
        # sentence, as in "West takes 4 cards".
        return t.pgettext("seat name, subject", "West")
    if role == "possessive":
        # Translators: the computer player sitting West of you (3-4 players), as the owner of a card,
        # as in "West's Queen is the highest card".
        return t.pgettext("seat name, possessive", "West's")
    # Translators: label beside the pile of the computer player sitting West of you (3-4 players).
    return t.pgettext("seat name, label", "West")


def _north(t: Translator, role: str) -> str:
    if role == "subject":
        # Translators: the computer player sitting opposite you, North (4 players), as the subject of
        # a sentence, as in "North takes 4 cards".
        return t.pgettext("seat name, subject", "North")
    if role == "possessive":
        # Translators: the computer player sitting opposite you, North (4 players), as the owner of a
        # card, as in "North's Queen is the highest card".
        return t.pgettext("seat name, possessive", "North's")
    # Translators: label beside the pile of the computer player sitting North, opposite you (4 players).
    return t.pgettext("seat name, label", "North")


def _east(t: Translator, role: str) -> str:
    if role == "subject":
        # Translators: the computer player sitting East of you (3-4 players), as the subject of a
        # sentence, as in "East takes 4 cards".
        return t.pgettext("seat name, subject", "East")
    if role == "possessive":
        # Translators: the computer player sitting East of you (3-4 players), as the owner of a card,
        # as in "East's Queen is the highest card".
        return t.pgettext("seat name, possessive", "East's")
    # Translators: label beside the pile of the computer player sitting East of you (3-4 players).
    return t.pgettext("seat name, label", "East")


def name_list(t: Translator, names: list[str]) -> str:
    """Two or three names as one phrase ("West and North"), in the translator's words."""
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        # Translators: two player names in a list, as in "West and North turn a 7: war!".
        return t.pgettext("list of names", "{first} and {second}", first=names[0], second=names[1])
    # Translators: three player names in a list, as in "West, North and East turn a 7: war!".
    return t.pgettext(
        "list of names",
        "{first}, {second} and {third}",
        first=names[0],
        second=names[1],
        third=names[2],
    )
