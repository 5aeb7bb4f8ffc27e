"""One table's rules, the named presets and the short game, all made from the knobs' data.

A :class:`Rules` value is frozen and always valid: every way of making one checks each knob
against its definition in :mod:`warkit.engine.knobs`, so the engine never meets a knob out of
range, and a knob given as its text (``"last-card"``) is held as its enum member.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from . import knobs
from .errors import RulesError
from .knobs import (
    BATTLE_CEILING,
    MAX_FACE_DOWN,
    PRESET_NAMES,
    SHORT_GAME_LENGTHS,
    Aces,
    AtLimit,
    BothShort,
    RunOut,
    WonCards,
)

__all__ = [
    "ACES", "AT_LIMIT", "BATTLE_CEILING", "BOTH_SHORT", "MAX_BATTLES", "MAX_FACE_DOWN", "PRESETS",
    "PRESET_NAMES", "RUN_OUT", "SHORT_GAME", "Change", "Rules", "SHORT_GAME_LENGTHS", "Variant",
    "WON_CARDS", "build_presets", "is_short_game", "knob_matters", "short_game", "variant_of",
]

RUN_OUT = tuple(RunOut)
BOTH_SHORT = tuple(BothShort)
WON_CARDS = tuple(WonCards)
AT_LIMIT = tuple(AtLimit)
ACES = tuple(Aces)
MAX_BATTLES = BATTLE_CEILING


@dataclass(frozen=True, slots=True)
class Rules:
    """One table's rules. Field names are the knobs' names (``--face-down`` is ``face_down``);
    each field's default is its knob's default."""

    players: int = 2
    face_down: int = 1
    run_out: RunOut = RunOut.LOSE
    both_short: BothShort = BothShort.DRAW
    won_cards: WonCards = WonCards.SHUFFLED
    max_battles: int = 500
    at_limit: AtLimit = AtLimit.DRAW
    aces: Aces = Aces.HIGH

    def __post_init__(self) -> None:
        for item in knobs.KNOBS:
            object.__setattr__(self, item.name, item.check(getattr(self, item.name)))

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The rules of a named preset (``classic``, ``family``, ``krig``, ``pagat``)."""
        try:
            return PRESETS[name]
        except (KeyError, TypeError):
            raise RulesError("rules", name, ", ".join(PRESETS), tuple(PRESETS)) from None

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Rules:
        """Rules as saves hold them: knob name to value; a knob the save does not name keeps
        its default (so a save from before a knob existed still loads)."""
        base = PRESETS["classic"]
        return base.replace(**data) if data else base

    def replace(self, **changes: Any) -> Rules:
        """A copy with some knobs changed, validated."""
        return dataclasses.replace(self, **changes)

    def as_dict(self) -> dict[str, Any]:
        """Knob name to value, as JSON writes it (enum members as their text)."""
        return {item.name: item.as_json(getattr(self, item.name)) for item in knobs.KNOBS}

    @property
    def cards_per_war(self) -> int:
        """Cards each tied player puts down in one war step (face down, then one face up)."""
        return self.face_down + 1

    @property
    def fixed_order(self) -> bool:
        """Won cards go under in a fixed order, so a game can loop and repeats are checked."""
        return self.won_cards is not WonCards.SHUFFLED

    def preset_name(self) -> str | None:
        """The preset these rules are exactly, if any."""
        for name, rules in PRESETS.items():
            if rules == self:
                return name
        return None


def build_presets(rules: type[Rules] = Rules) -> dict[str, Rules]:
    """Every preset, made from what each knob says the preset sets."""
    return {
        name: rules(**{item.name: item.preset_value(name) for item in knobs.KNOBS})
        for name in PRESET_NAMES
    }


PRESETS: dict[str, Rules] = build_presets()
"""classic: one face-down card per war, a 500-battle draw limit; family: no limit, and when
everyone in a war runs short the most cards wins; krig: Norwegian Krig, four at the table, only
the tied players fight the war; pagat: the rules on pagat.com, a short player plays their last
card face up. The knobs in :mod:`warkit.engine.knobs` say what each preset sets."""


def is_short_game(rules: Rules) -> bool:
    """A short game: one of the offered short limits, after which the most cards wins."""
    return rules.at_limit is AtLimit.COUNT and rules.max_battles in SHORT_GAME_LENGTHS


def short_game(rules: Rules, length: int, base: Rules) -> Rules:
    """``rules`` as a short game of ``length`` battles; ``length`` 0 turns the short game off,
    taking the limit and what it ends in back from ``base`` (the preset last chosen)."""
    if length:
        return rules.replace(max_battles=length, at_limit=AtLimit.COUNT)
    return rules.replace(max_battles=base.max_battles, at_limit=base.at_limit)


SHORT_GAME = "short_game"
"""The name of the short game as one change from a preset (its limit and what it ends in)."""


@dataclass(frozen=True, slots=True)
class Change:
    """One way rules differ from a preset: a knob's name and the value played, or the short game
    (:data:`SHORT_GAME`, whose value is its length in battles: 26- and 50-battle games differ)."""

    name: str
    value: Any = None


@dataclass(frozen=True, slots=True)
class Variant:
    """Rules told as the preset nearest them and what differs from it, in knob order."""

    preset: str
    changes: tuple[Change, ...] = ()


def knob_matters(rules: Rules, name: str) -> bool:
    """Whether the knob ``name`` changes anything under ``rules`` (what happens at the battle
    limit needs a limit)."""
    return not (name == "at_limit" and not rules.max_battles)


def variant_of(rules: Rules) -> Variant:
    """The preset nearest ``rules`` and the changes from it: how the game names the rules in play.

    The nearest preset is the one whose label lists the fewest changes (a knob that changes
    nothing, like what happens at a limit there is none of, is no change; another player count
    is one), then the first in :data:`PRESET_NAMES`. A short game (:func:`is_short_game`) is one
    change rather than its limit and its ending.
    """
    def changes_from(preset: str) -> tuple[Change, ...]:
        changes: list[Change] = []
        for item in knobs.KNOBS:
            value = getattr(rules, item.name)
            if value == item.preset_value(preset) or not knob_matters(rules, item.name):
                continue
            if is_short_game(rules) and item.name in ("max_battles", "at_limit"):
                if Change(SHORT_GAME, rules.max_battles) not in changes:
                    changes.append(Change(SHORT_GAME, rules.max_battles))
                continue
            changes.append(Change(item.name, value))
        return tuple(changes)

    candidates = {preset: changes_from(preset) for preset in PRESET_NAMES}
    nearest = min(PRESET_NAMES, key=lambda preset: (len(candidates[preset]), PRESET_NAMES.index(preset)))
    return Variant(nearest, candidates[nearest])
