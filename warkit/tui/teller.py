"""The one place the TUI asks the narrator for words: status sentences, seat names, outcomes.

The narrator (:mod:`warkit.narration`) owns every game sentence, including what to say after a
press (:meth:`~warkit.narration.Narrator.press`), which the plain mode says too.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..controls import control, key_label
from ..engine import Game, Rules
from ..i18n import Translator
from ..narration import Narrator, join_sentences
from ..session import Step


class Teller:
    def __init__(self, t: Translator, rules: Rules) -> None:
        self.t = t
        self.rules = rules
        self.narrator = Narrator(t, rules)

    def seat_name(self, seat: int) -> str:
        return self.narrator.seat_name(seat)

    def status(self, step: Step) -> list[str]:
        """The status box's sentences after ``step``: every one the plain mode says, none left out
        (the box grows to hold them, see ``table.tcss``)."""
        finish = key_label(control("finish").keys[0], self.t)
        return self.narrator.press(step.kind, step.events, step.carried, finish_key=finish)

    def join(self, sentences: Sequence[str]) -> str:
        """Whole sentences one after another, spaced the way the language spaces them."""
        return join_sentences(self.t, sentences)

    def outcome(self, game: Game) -> str:
        assert game.outcome is not None
        return self.narrator.outcome_sentence(game.outcome, game.stats)
