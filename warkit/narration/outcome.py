"""The last sentence of a game: who won and why, or why it is a draw."""

from __future__ import annotations

from ..engine.events import GameStats, Outcome, Reason
from ..engine.knobs import AtLimit, BothShort
from .voice import Voice


def outcome_sentence(v: Voice, outcome: Outcome, stats: GameStats) -> str:
    reason, winner = outcome.reason, outcome.winner
    if reason is Reason.ALL_CARDS and winner is not None:
        return _has_all(v, winner)
    if reason is Reason.SHORT and winner is not None:
        return _wins(v, winner)
    if reason is Reason.BOTH_SHORT:
        if winner is not None:
            return _most_after_count(v, winner, stats.cards[winner])
        return _both_short_draw(v)
    if reason is Reason.LIMIT:
        return _at_limit(v, winner, stats.battles)
    # Translators: end of a game whose won cards go under in a fixed order: the piles came back to a
    # position seen before, so the game would loop for ever.
    return v.t.gettext(
        "The piles are back as they were before an earlier battle, so the game would never end: it is a draw."
    )


def _has_all(v: Voice, winner: int) -> str:
    t = v.t
    if winner == 0:
        # Translators: end of the game: you won every card.
        return t.gettext("You have all the cards: you win the game!")
    if v.two:
        # Translators: end of the game (two players): the computer won every card.
        return t.gettext("The computer has all the cards and wins the game.")
    # Translators: end of the game (3-4 players): a computer player won every card; {player} is its name.
    return t.gettext("{player} has all the cards and wins the game.", player=v.name(winner))


def _wins(v: Voice, winner: int) -> str:
    """The last player left after the others ran out of cards in a war (it names why)."""
    t = v.t
    if v.two and winner == 0:
        # Translators: end of the game (two players): the computer had too few cards to finish a war,
        # so you win.
        return t.gettext("The computer ran out of cards in the war: you win the game!")
    if v.two:
        # Translators: end of the game (two players): you had too few cards to finish a war, so the
        # computer wins.
        return t.gettext("You ran out of cards in the war: the computer wins the game.")
    if winner == 0:
        # Translators: end of the game (3-4 players): the last of the others went out in a war, short
        # of cards, and you are the only one left with cards.
        return t.gettext("Everyone else ran out of cards by the end of a war: you win the game!")
    # Translators: end of the game (3-4 players): everyone but one computer player is out of cards
    # after a war; {player} is the name of the one left.
    return t.gettext(
        "Everyone else ran out of cards by the end of a war: {player} wins the game.",
        player=v.name(winner),
    )


def _most_after_count(v: Voice, winner: int, count: int) -> str:
    """Everyone ran short together and took their cards back: the most cards wins."""
    t = v.t
    if winner == 0:
        # Translators: end of the game: everyone in a war ran short of cards at once, each took back
        # their own cards, and you hold the most; {count} is your cards.
        return t.ngettext(
            "The war could not be finished, and with {count} card you hold the most: you win the game!",
            "The war could not be finished, and with {count} cards you hold the most: you win the game!",
            count,
            count=count,
        )
    if v.two:
        # Translators: end of the game (two players): both ran short of cards in a war at once, each
        # took back their own cards, and the computer holds the most; {count} is its cards.
        return t.ngettext(
            "The war could not be finished, and with {count} card the computer holds the most and wins the game.",
            "The war could not be finished, and with {count} cards the computer holds the most and wins the game.",
            count,
            count=count,
        )
    # Translators: end of the game (3-4 players): everyone in a war ran short of cards at once, each
    # took back their own cards; {player} is the winner's name, {count} its cards.
    return t.ngettext(
        "The war could not be finished, and with {count} card {player} holds the most and wins the game.",
        "The war could not be finished, and with {count} cards {player} holds the most and wins the game.",
        count,
        player=v.name(winner),
        count=count,
    )


def _both_short_draw(v: Voice) -> str:
    t = v.t
    if v.rules.both_short is BothShort.COUNT:
        # Translators: end of the game: everyone in a war ran short of cards at once and each took back
        # their own cards, and the most cards are tied.
        return t.gettext(
            "The war could not be finished, and no one holds more cards than everyone else: the game is a draw."
        )
    if v.two:
        # Translators: end of the game: both players run short in the same war step (rule: a draw).
        return t.gettext("Neither of you can finish the war: the game is a draw.")
    # Translators: end of the game (3-4 players): everyone in the war runs short at once (rule: a draw).
    return t.gettext("No one can finish the war: the game is a draw.")


def _at_limit(v: Voice, winner: int | None, battles: int) -> str:
    """The battle limit, with its count; or, with no limit, the stop every game has."""
    t = v.t
    if not v.rules.max_battles:
        # Translators: end of a game with no battle limit that is still going after {count} battles
        # (100,000), where the game stops every game as a safeguard: a draw.
        return t.ngettext(
            "No game goes on past {count} battle: this one stops there as a draw.",
            "No game goes on past {count} battles: this one stops there as a draw.",
            battles,
            count=battles,
        )
    if v.rules.at_limit is AtLimit.DRAW:
        # Translators: end of the game at the battle limit (rule: a draw); {count} is the limit, the
        # battles played.
        return t.ngettext(
            "At the battle limit of {count} battle the game is a draw.",
            "At the battle limit of {count} battles the game is a draw.",
            battles,
            count=battles,
        )
    if winner is None:
        # Translators: end of a short game at the battle limit, with a tie for the most cards; {count}
        # is the limit, the battles played.
        return t.ngettext(
            "At the battle limit of {count} battle no one holds more cards than everyone else: the game is a draw.",
            "At the battle limit of {count} battles no one holds more cards than everyone else: the game is a draw.",
            battles,
            count=battles,
        )
    if winner == 0:
        # Translators: end of a short game at the battle limit, you hold the most cards; {count} is the
        # limit, the battles played.
        return t.ngettext(
            "At the battle limit of {count} battle you hold the most cards: you win the game!",
            "At the battle limit of {count} battles you hold the most cards: you win the game!",
            battles,
            count=battles,
        )
    if v.two:
        # Translators: end of a short game at the battle limit, the computer holds the most cards (two
        # players); {count} is the limit, the battles played.
        return t.ngettext(
            "At the battle limit of {count} battle the computer holds the most cards and wins the game.",
            "At the battle limit of {count} battles the computer holds the most cards and wins the game.",
            battles,
            count=battles,
        )
    # Translators: end of a short game at the battle limit (3-4 players); {player} is the winner's
    # name, {count} the limit, the battles played.
    return t.ngettext(
        "At the battle limit of {count} battle {player} holds the most cards and wins the game.",
        "At the battle limit of {count} battles {player} holds the most cards and wins the game.",
        battles,
        player=v.name(winner),
        count=battles,
    )
