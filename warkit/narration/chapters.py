"""A game's log in chapters: the deal, each battle under its number, and how the game ended.

The battle log (the TUI's log screen, the plain mode's ``l``) tells a whole game as ``warkit
replay --events`` does, the same sentences in the same order, with each battle's heading
(:func:`battle_heading`) above its own. A long game has 100,000 battles, so nothing is told here:
:class:`Chapters` only finds where each battle starts in the log (one pass over the events), and
a reader narrates the chapters it shows.

>>> from warkit.engine import Game, Rules
>>> game = Game(Rules(), deal=7)
>>> _ = game.play_battles(2)
>>> story = Chapters(game.log)
>>> [chapter.battle for chapter in story]
[None, 1, 2]
>>> sum((list(chapter.events) for chapter in story), []) == game.log
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import overload

from ..engine import CardsTurned, Event, GameOver
from ..i18n import Translator


def battle_heading(t: Translator, battle: int) -> str:
    """A battle's heading in the log ("Battle 12"): the table's own top line with no limit."""
    # Translators: the battle log (every battle so far, key L; l in the plain mode), above each
    # battle's sentences; {count} is the battle's number, counted from the deal (the same
    # message as the table's top line when there is no battle limit).
    return t.gettext("Battle {count}", count=battle)


@dataclass(frozen=True, slots=True)
class Chapter:
    """A stretch of the log under one heading: a battle (``battle`` its number, from its
    turn to the next battle's), or with ``battle`` None the deal before the first battle or the
    game's end after the last."""

    battle: int | None
    events: Sequence[Event]


class Chapters(Sequence[Chapter]):
    """The chapters of ``log`` in order; each made when asked for (a slice of the log)."""

    def __init__(self, log: Sequence[Event]) -> None:
        self.log = log
        starts = [index for index, event in enumerate(log) if type(event) is CardsTurned]
        bounds = [0, *starts] if not starts or starts[0] > 0 else starts
        if log and isinstance(log[-1], GameOver) and len(log) - 1 > bounds[-1]:
            bounds.append(len(log) - 1)  # the end stands on its own, after the last battle
        self._bounds = [*bounds, len(log)] if log else []

    def __len__(self) -> int:
        return max(0, len(self._bounds) - 1)

    @overload
    def __getitem__(self, index: int) -> Chapter: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Chapter]: ...

    def __getitem__(self, index: int | slice) -> Chapter | Sequence[Chapter]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        start, stop = self._bounds[index], self._bounds[index + 1]
        first = self.log[start]
        battle = first.battle if isinstance(first, CardsTurned) else None
        return Chapter(battle, self.log[start:stop])
