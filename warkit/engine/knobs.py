"""The rule knobs as data: one definition per knob, from which every surface derives its part.

A :class:`Knob` says what a rule is called, which values it takes (an enum, or a range of whole
numbers), its default, what each preset sets it to and its command-line flag. The CLI flags, the
settings screen's rows, the error texts' flag names, the guide's rules summary and the presets
themselves are all made from :data:`KNOBS`; the engine compares the enum members. Adding a rule
is a new field of :class:`~warkit.engine.rules.Rules`, its :class:`Knob` here and its words in
``warkit.narration.rule_words`` (the catalogs' entries).

The enum values are the words saves, JSON output and the command line use (``last-card``); they
are ``str`` enums (Python 3.10 has no ``StrEnum``), so a saved ``"lose"`` is ``RunOut.LOSE``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Any

from .errors import RulesError


class KnobValue(str, Enum):
    """A named value of a rule knob; ``str()`` and ``format()`` give the value itself."""

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)


class RunOut(KnobValue):
    """A tied player without enough cards for a war."""

    LOSE = "lose"
    """Is out of the game at once."""
    LAST_CARD = "last-card"
    """Plays their last card face up and fights on with it."""


class BothShort(KnobValue):
    """Everyone in a war runs short at once."""

    DRAW = "draw"
    """The game is a draw."""
    COUNT = "count"
    """Each takes their cards back; the most cards wins."""
    FIRST_OUT = "first-out"
    """The one who runs out first loses: the fewest cards left are out, the one with the most
    takes the table; if several hold the most, the game is a draw."""


class WonCards(KnobValue):
    """How won cards go under the winner's pile."""

    SHUFFLED = "shuffled"
    WINNER_FIRST = "winner-first"
    """Unshuffled, the winner's own cards first."""
    PLAYED = "played"
    """Unshuffled, in the order they went down."""


class AtLimit(KnobValue):
    """What the battle limit ends in."""

    DRAW = "draw"
    COUNT = "count"
    """Whoever holds the most cards wins (with a short limit: the short game)."""


class Aces(KnobValue):
    """Where the Ace ranks."""

    HIGH = "high"
    LOW = "low"


PRESET_NAMES = ("classic", "family", "krig", "pagat")
"""The named rule sets, in the order menus list them; what each sets is in the knobs below."""
BATTLE_CEILING = 100_000
"""Every game stops here as a draw, limit or not: fixed orders without face-down cards can go on
for millions of battles before a position repeats, and no shuffled game comes near it."""


@dataclass(frozen=True, slots=True)
class Knob:
    """One rule knob: its name (the :class:`Rules` field), values, default and presets.

    An enum knob lists its values in ``values``; a number knob allows ``low`` to ``high``.
    ``presets`` holds what a preset sets where it differs from ``default``.
    """

    name: str
    default: Any
    values: type[KnobValue] | None = None
    low: int = 0
    high: int = 0
    presets: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    ranges: Mapping[str, tuple[int, int]] = field(default_factory=lambda: MappingProxyType({}))
    """The numbers a preset is also played with (Krig: 2 to 4 players), which the README's presets
    table states; the rules' label still names another number as a change ("Krig, 3 players")."""
    metavar: str = "N"
    """The placeholder for the value in the command line's help (``--run-out RULE``)."""

    @property
    def flag(self) -> str:
        """The command-line flag: ``face_down`` is ``--face-down``."""
        return "--" + self.name.replace("_", "-")

    @property
    def choices(self) -> tuple[Any, ...]:
        """Every allowed value: the enum's members, or each number from ``low`` to ``high``."""
        if self.values is not None:
            return tuple(self.values)
        return tuple(range(self.low, self.high + 1))

    def preset_value(self, preset: str) -> Any:
        """What ``preset`` sets this knob to."""
        return self.presets.get(preset, self.default)

    def check(self, value: object) -> Any:
        """``value`` as this knob holds it (a saved ``"lose"`` becomes ``RunOut.LOSE``).

        Raises :class:`RulesError` naming the knob for anything it does not allow.
        """
        if self.values is not None:
            if isinstance(value, str):
                try:
                    return self.values(value)
                except ValueError:
                    pass
            allowed = tuple(member.value for member in self.values)
            raise RulesError(self.name, value, ", ".join(allowed), allowed)
        if not isinstance(value, int) or isinstance(value, bool) or not self.low <= value <= self.high:
            raise RulesError(self.name, value, f"{self.low}..{self.high}")
        return value

    def as_json(self, value: Any) -> Any:
        """The value as saves and JSON output write it (the enum's text, or the number)."""
        return value.value if isinstance(value, Enum) else value


def _presets(**values: Any) -> Mapping[str, Any]:
    return MappingProxyType(values)


MAX_FACE_DOWN = 3
SHORT_GAME_LENGTHS = (26, 50, 100)
"""The battle limits the settings offer as a short game (a limit where the most cards wins)."""

KNOBS: tuple[Knob, ...] = (
    # Krig is played four at the table, and by two or three as well.
    Knob("players", 2, low=2, high=4, presets=_presets(krig=4), ranges=_presets(krig=(2, 4))),
    Knob("face_down", 1, low=0, high=MAX_FACE_DOWN),
    # The rules on pagat.com: a short player plays their last card face up; when everyone in a
    # war is short, the one who runs out first loses. Family rules: then the most cards wins.
    Knob("run_out", RunOut.LOSE, RunOut, presets=_presets(pagat=RunOut.LAST_CARD), metavar="RULE"),
    Knob(
        "both_short", BothShort.DRAW, BothShort,
        presets=_presets(family=BothShort.COUNT, pagat=BothShort.FIRST_OUT), metavar="RULE",
    ),
    Knob("won_cards", WonCards.SHUFFLED, WonCards, metavar="ORDER"),
    # Classic stops at 500 battles as a draw; the others play on to the end.
    Knob("max_battles", 500, low=0, high=BATTLE_CEILING, presets=_presets(family=0, krig=0, pagat=0)),
    Knob("at_limit", AtLimit.DRAW, AtLimit, metavar="RULE"),
    Knob("aces", Aces.HIGH, Aces, metavar="RANK"),
)
"""Every rule knob, in the order the help, the settings and the guide list them."""


def knob(name: str) -> Knob:
    """The knob called ``name`` (KeyError if there is none)."""
    for item in KNOBS:
        if item.name == name:
            return item
    raise KeyError(name)
