"""What every sentence function needs: the translator, the rules and the names it fills in."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from ..engine import Rules
from ..i18n import Translator
from .ranks import rank_name
from .seats import name_list, seat_name


@dataclass(frozen=True, slots=True)
class Voice:
    t: Translator
    rules: Rules

    @property
    def two(self) -> bool:
        """Two players: the other seat is "the computer" and sentences say so directly."""
        return self.rules.players == 2

    def name(self, seat: int, role: str = "subject") -> str:
        return seat_name(self.t, self.rules.players, seat, role)

    def names(self, seats: list[int]) -> str:
        return name_list(self.t, [self.name(seat) for seat in seats])

    def rank(self, rank: int, role: str = "subject") -> str:
        return rank_name(self.t, rank, role)

    def join(self, *sentences: str | None) -> str:
        """Whole sentences one after another, with the language's own spacing between them."""
        return join_sentences(self.t, sentences)


class SentenceJoiner(Protocol):
    """What :func:`join_sentences` needs of a translator (the guide passes its own)."""

    def pgettext(self, context: str, message: str, /, **values: object) -> str: ...


def join_sentences(t: SentenceJoiner, sentences: Iterable[str | None]) -> str:
    """Whole sentences one after another, with the language's own spacing between them (none in
    Chinese); empty ones are skipped. The status box, the guide's examples and the narrator's
    summaries all join sentences here."""
    text = ""
    for sentence in sentences:
        if not sentence:
            continue
        if not text:
            text = sentence
        else:
            # Translators: puts two whole sentences one after the other ({first} then {second});
            # keep the space if your language puts one between sentences, drop it if not.
            text = t.pgettext("two sentences", "{first} {second}", first=text, second=sentence)
    return text
