"""The one place the TUI asks the narrator for words: status sentences, seat names, outcomes.

The narrator (:mod:`warkit.narration`) owns every game sentence; this only picks which of its
sentences the status box shows for each control.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Event, Game, GameOver, Rules
from ..i18n import Translator
from ..narration import Narrator, join_sentences
from .session import Step

STATUS_SENTENCES = 3
"""The status box shows the last few sentences of a step (a war step says several things)."""


class Teller:
    def __init__(self, t: Translator, rules: Rules) -> None:
        self.t = t
        self.rules = rules
        self.narrator = Narrator(t, rules)

    def seat_name(self, seat: int) -> str:
        return self.narrator.seat_name(seat)

    def status(self, step: Step, last_battle: Sequence[Event]) -> list[str]:
        """The status box's sentences after ``step``.

        After several battles at once: how the last battle ended, then the narrator's short
        count of them all (which ends with the outcome if the game ended).
        """
        if step.kind in ("ten", "finish"):
            ending = [event for event in last_battle if not isinstance(event, GameOver)]
            told = self.narrator.narrate(ending)[-1:] if step.events else []
            return [*told, self.narrator.summary(step.events)]
        sentences = self.narrator.narrate(step.events)
        return sentences[-STATUS_SENTENCES:]

    def join(self, sentences: Sequence[str]) -> str:
        """Whole sentences one after another, spaced the way the language spaces them."""
        return join_sentences(self.t, sentences)

    def outcome(self, game: Game) -> str:
        assert game.outcome is not None
        return self.narrator.outcome_sentence(game.outcome, game.stats)
