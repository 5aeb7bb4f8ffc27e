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
    """The last player left after the others went out short in a war."""
    t = v.t
    if winner == 0:
        # Translators: end of the game: the other players went out in a war, you are left.
        return t.gettext("You win the game!")
    if v.two:
        # Translators: end of the game (two players): you went out in a war.
        return t.gettext("The computer wins the game.")
    # Translators: end of the game (3-4 players): a computer player is the last one left; {player} is
    # its name.
    return t.gettext("{player} wins the game.", player=v.name(winner))


def _most_after_count(v: Voice, winner: int, count: int) -> str:
    """Everyone ran short together and took their cards back: the most cards wins."""
    t = v.t
    if winner == 0:
        # Translators: end of the game after everyone ran short in a war and counted cards; {count} is
        # your cards.
        return t.ngettext(
            "With {count} card you hold the most: you win the game!",
            "With {count} cards you hold the most: you win the game!",
            count,
            count=count,
        )
    if v.two:
        # Translators: end of the game after both ran short in a war and counted cards (two players);
        # {count} is the computer's cards.
        return t.ngettext(
            "With {count} card the computer holds the most and wins the game.",
            "With {count} cards the computer holds the most and wins the game.",
            count,
            count=count,
        )
    # Translators: end of the game after everyone ran short in a war and counted cards (3-4 players);
    # {player} is the winner's name, {count} its cards.
    return t.ngettext(
        "With {count} card {player} holds the most and wins the game.",
        "With {count} cards {player} holds the most and wins the game.",
        count,
        player=v.name(winner),
        count=count,
    )


def _both_short_draw(v: Voice) -> str:
    t = v.t
    if v.rules.both_short is BothShort.COUNT:
        # Translators: end of the game after everyone ran short in a war and counted: a tie for the most.
        return t.gettext("No one holds more cards than everyone else: the game is a draw.")
    if v.two:
        # Translators: end of the game: both players run short in the same war step (rule: a draw).
        return t.gettext("Neither of you can finish the war: the game is a draw.")
    # Translators: end of the game (3-4 players): everyone in the war runs short at once (rule: a draw).
    return t.gettext("No one can finish the war: the game is a draw.")


def _at_limit(v: Voice, winner: int | None, battles: int) -> str:
    t = v.t
    if v.rules.at_limit is AtLimit.DRAW:
        # Translators: end of the game at the battle limit (rule: a draw); {count} is the battles played.
        return t.ngettext(
            "The game is a draw: {count} battle was played.",
            "The game is a draw: {count} battles were played.",
            battles,
            count=battles,
        )
    if winner is None:
        # Translators: end of a short game at the battle limit, with a tie for the most cards; {count}
        # is the battles played.
        return t.ngettext(
            "After {count} battle no one holds more cards than everyone else: the game is a draw.",
            "After {count} battles no one holds more cards than everyone else: the game is a draw.",
            battles,
            count=battles,
        )
    if winner == 0:
        # Translators: end of a short game at the battle limit, you hold the most cards; {count} is the
        # battles played.
        return t.ngettext(
            "After {count} battle you hold the most cards: you win the game!",
            "After {count} battles you hold the most cards: you win the game!",
            battles,
            count=battles,
        )
    if v.two:
        # Translators: end of a short game at the battle limit, the computer holds the most cards (two
        # players); {count} is the battles played.
        return t.ngettext(
            "After {count} battle the computer holds the most cards and wins the game.",
            "After {count} battles the computer holds the most cards and wins the game.",
            battles,
            count=battles,
        )
    # Translators: end of a short game at the battle limit (3-4 players); {player} is the winner's
    # name, {count} the battles played.
    return t.ngettext(
        "After {count} battle {player} holds the most cards and wins the game.",
        "After {count} battles {player} holds the most cards and wins the game.",
        battles,
        player=v.name(winner),
        count=battles,
    )
