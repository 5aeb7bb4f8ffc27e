"""The rule knobs of War as people play it, and the named presets.

A :class:`Rules` value is frozen and always valid: every way of making one validates, so the
engine never meets a knob out of range.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from .errors import RulesError

RUN_OUT = ("lose", "last-card")
BOTH_SHORT = ("draw", "count")
WON_CARDS = ("shuffled", "winner-first", "played")
AT_LIMIT = ("draw", "count")
ACES = ("high", "low")
MAX_FACE_DOWN = 3
BATTLE_CEILING = 100_000
"""Every game stops here as a draw, limit or not: fixed orders without face-down cards can go on
for millions of battles before a position repeats, and no shuffled game comes near it."""
MAX_BATTLES = BATTLE_CEILING
SHORT_GAME_LENGTHS = (26, 50, 100)


@dataclass(frozen=True, slots=True)
class Rules:
    """One table's rules. Field names match the CLI flags (``--face-down`` is ``face_down``)."""

    players: int = 2
    face_down: int = 1
    run_out: str = "lose"
    both_short: str = "draw"
    won_cards: str = "shuffled"
    max_battles: int = 500
    at_limit: str = "draw"
    aces: str = "high"

    def __post_init__(self) -> None:
        _check_int("players", self.players, 2, 4)
        _check_int("face_down", self.face_down, 0, MAX_FACE_DOWN)
        _check_int("max_battles", self.max_battles, 0, MAX_BATTLES)
        _check_choice("run_out", self.run_out, RUN_OUT)
        _check_choice("both_short", self.both_short, BOTH_SHORT)
        _check_choice("won_cards", self.won_cards, WON_CARDS)
        _check_choice("at_limit", self.at_limit, AT_LIMIT)
        _check_choice("aces", self.aces, ACES)

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The rules of a named preset (``classic``, ``family``, ``krig``, ``pagat``)."""
        try:
            return PRESETS[name]
        except KeyError:
            raise RulesError("rules", name, ", ".join(PRESETS), tuple(PRESETS)) from None

    def replace(self, **changes: Any) -> Rules:
        """A copy with some knobs changed, validated."""
        return dataclasses.replace(self, **changes)

    def as_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @property
    def cards_per_war(self) -> int:
        """Cards each tied player puts down in one war step (face down, then one face up)."""
        return self.face_down + 1

    @property
    def fixed_order(self) -> bool:
        """Won cards go under in a fixed order, so a game can loop and repeats are checked."""
        return self.won_cards != "shuffled"

    def preset_name(self) -> str | None:
        """The preset these rules are exactly, if any."""
        for name, rules in PRESETS.items():
            if rules == self:
                return name
        return None


def _check_int(knob: str, value: object, low: int, high: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise RulesError(knob, value, f"{low}..{high}")


def _check_choice(knob: str, value: object, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise RulesError(knob, value, ", ".join(allowed), allowed)


PRESETS: dict[str, Rules] = {
    # One face-down card per war; 500-battle draw limit.
    "classic": Rules(),
    # No battle limit; when everyone in a war runs short, the most cards wins.
    "family": Rules(max_battles=0, both_short="count"),
    # Norwegian Krig: four at the table, only the tied players fight the war.
    "krig": Rules(players=4, max_battles=0),
    # The rules on pagat.com: a short player plays their last card face up.
    "pagat": Rules(run_out="last-card", max_battles=0),
}
