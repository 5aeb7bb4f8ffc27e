"""The narrator: engine events in, whole translated sentences out.

The TUI's status box, the plain line mode and the guide's worked examples all ask this one class,
so the three always say the same thing in the same words. Events carry data only; every word
here comes from the catalogs, one whole sentence per message.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Rules
from ..engine.events import (
    CardsPutDown,
    CardsReturned,
    CardsTurned,
    Dealt,
    Event,
    GameOver,
    GameStats,
    Outcome,
    PileTaken,
    PlayerOut,
    PlayerShort,
    WarDeclared,
)
from ..i18n import Translator
from . import battle, outcome, press, shortage
from .voice import Voice


class Narrator:
    """Says what happened in a game, in the translator's language, for the given rules."""

    def __init__(self, translator: Translator, rules: Rules) -> None:
        self.t = translator
        self.rules = rules
        self._voice = Voice(translator, rules)

    # -- names ------------------------------------------------------------------------------

    def seat_name(self, seat: int, role: str = "label") -> str:
        """A seat's name: ``label`` (beside its pile: "You", "Computer", "West"), ``subject`` or
        ``possessive``."""
        return self._voice.name(seat, role)

    def rank_name(self, rank: int, role: str = "label") -> str:
        """A card rank's name: ``label``, ``subject``, ``object`` or ``a`` (with "a"/"an")."""
        return self._voice.rank(rank, role)

    # -- sentences --------------------------------------------------------------------------

    def describe(self, event: Event) -> str | None:
        """The sentence for one event, or None when it says nothing on its own.

        Turning the cards says nothing by itself: the war or the win that follows in the same
        step names the cards. A normal war step is told the same way.
        """
        v = self._voice
        if isinstance(event, Dealt):
            return battle.dealt(v, event)
        if isinstance(event, CardsTurned):
            return None
        if isinstance(event, WarDeclared):
            return battle.war_declared(v, event)
        if isinstance(event, CardsPutDown):
            return shortage.cards_put_down(v, event)
        if isinstance(event, PlayerShort):
            return shortage.player_short(v, event)
        if isinstance(event, PlayerOut):
            return shortage.player_out(v, event)
        if isinstance(event, PileTaken):
            return battle.pile_taken(v, event)
        if isinstance(event, CardsReturned):
            return shortage.cards_returned(v, event)
        if isinstance(event, GameOver):
            return outcome.outcome_sentence(v, event.outcome, event.stats)
        return None

    def narrate(self, events: Sequence[Event]) -> list[str]:
        """Every sentence for ``events``, in order (one a line in the plain mode)."""
        return [sentence for sentence in map(self.describe, events) if sentence]

    def outcome_sentence(self, outcome_: Outcome, stats: GameStats) -> str:
        """How the game ended, for the summary screen and the last line of the plain mode."""
        return outcome.outcome_sentence(self._voice, outcome_, stats)

    def press(
        self, kind: str, events: Sequence[Event], carried: Sequence[Event] = (), *, finish_key: str
    ) -> list[str]:
        """What to say after one press of ``kind`` (see :func:`warkit.narration.press.press_sentences`).

        ``carried`` is the battle already on the table when the key was pressed, ``finish_key``
        the key of "Finish the game" as the surface shows it.
        """
        return press.press_sentences(self._voice, self.narrate, kind, events, carried, finish_key)

    def summary(self, events: Sequence[Event], carried: Sequence[Event] = ()) -> str:
        """:meth:`span_sentences` as one text, joined the way the language joins sentences."""
        return self._voice.join(*self.span_sentences(events, carried))

    def span_sentences(self, events: Sequence[Event], carried: Sequence[Event] = ()) -> list[str]:
        """The count of the battles one press touched: battles, who won how many, wars."""
        return press.span_sentences(self._voice, events, carried)

    def statistics(self, stats: GameStats) -> list[str]:
        """The figures of a finished game, one line each (plain mode's last lines)."""
        t = self.t
        return [
            # Translators: a figure at the end of a game (summary screen, plain mode); {count} is the
            # battles of the whole game, from the deal on.
            t.gettext("Battles in the whole game: {count}", count=stats.battles),
            # Translators: a figure at the end of a game (summary screen, plain mode); {count} is the
            # wars (ties fought out) of the whole game.
            t.gettext("Wars in the whole game: {count}", count=stats.wars),
            # Translators: a figure at the end of a game; {count} is the most wars in a row in one battle.
            t.gettext("Most wars in one battle: {count}", count=stats.longest_war),
            # Translators: a figure at the end of a game; {count} is the most cards won in one battle.
            t.gettext("Most cards won in one battle: {count}", count=stats.biggest_haul),
        ]

    def counts_line(self, counts: Sequence[int]) -> str:
        """Every seat's pile as one line ("Cards: You 27, Computer 25")."""
        t = self.t
        parts = [
            # Translators: one entry of the card counts line; {player} is a pile label ("You",
            # "Computer", "West"), {count} the cards in that pile.
            t.pgettext(
                "card count of one player",
                "{player} {count}",
                player=self.seat_name(seat),
                count=count,
            )
            for seat, count in enumerate(counts)
        ]
        listed = parts[0]
        for part in parts[1:]:
            # Translators: builds the plain mode's card counts line one pile at a
            # time; {first} is the list so far ("You 27" or "You 27, West 9"),
            # {then} the next pile and its cards ("North 8"). It is applied again
            # for each further pile, so four piles read "You 27, West 9, North 8,
            # East 8". Write your language's list comma and its spacing.
            listed = t.pgettext("card counts list", "{first}, {then}", first=listed, then=part)
        # Translators: the card counts line of the plain mode; {counts} lists each pile and its cards,
        # like "You 27, Computer 25".
        return t.gettext("Cards: {counts}", counts=listed)


