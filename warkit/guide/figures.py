"""The figures the guide states about many games played with one set of rules.

Everything goes through :func:`simulated_figures`: the same deals (``FIRST_DEAL`` onwards) every
time, so the guide is reproducible, for exactly the rules the guide describes. Enough games are
played for the shares to be stable to about a point, which takes about a second. The presets'
figures ship with warkit (``preset_figures.json``, made by ``scripts/guide-figures`` and checked
against the engine by a slow test); any other rule set's are played when first needed and
remembered for the rest of the run, never written to disk (Help shows a draft meanwhile).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from functools import lru_cache
from statistics import median

from ..engine import Rules
from ..engine.simulate import play_chunk

HAND_SECONDS = 2
"""The calm rate the guide assumes for a game played by hand: one battle every two seconds."""
GAMES = 2000
"""With 2,000 games a share near 30 % is known to within about a point (one standard error)."""
FIRST_DEAL = 1
FORMAT = 2
"""Bumped whenever the figures or the way they are played change: an older shipped file is ignored."""


@dataclass(frozen=True, slots=True)
class Figures:
    """What the guide says about many games played with one set of rules."""

    games: int
    first_deal: int
    wins: tuple[int, ...]
    draws: int
    battles_mean: float
    battles_median: float
    battles_p90: int
    battles_max: int
    limit_reached: int = 0
    """Games stopped by the battle limit (drawn or won on the count)."""

    def minutes(self, seconds_per_battle: float) -> int:
        """How long a game of average length takes, in whole minutes (at least one), at
        ``seconds_per_battle``. A war's extra steps are not counted: the battles of a game are
        mostly plain ones, so this is about a game's length, as the guide says it.

        >>> Figures(2000, 1, (1000, 1000), 0, 327.9, 336.0, 500, 500).minutes(0.9)
        5
        """
        return max(1, round(self.battles_mean * seconds_per_battle / 60))

    def shares(self) -> tuple[int, ...]:
        """Each seat's wins and then the draws, as whole percentages that add up to 100."""
        return largest_remainder([*self.wins, self.draws])

    @property
    def limit_share(self) -> int:
        """The whole percentage of games that the battle limit stopped (0 only if truly none,
        100 only if truly all)."""
        if not self.limit_reached:
            return 0
        share = round(100 * self.limit_reached / self.games)
        return min(99, max(1, share)) if self.limit_reached < self.games else 100


def largest_remainder(counts: Sequence[int]) -> tuple[int, ...]:
    """Whole percentages of ``counts`` that add up to exactly 100 (Hamilton's method).

    Each count gets its percentage rounded down; the points still missing go to the largest
    remainders (ties to the earlier count). An all-zero input gives all zeros.

    >>> largest_remainder([36, 34, 29])
    (37, 34, 29)
    >>> largest_remainder([1, 1, 1])
    (34, 33, 33)
    """
    total = sum(counts)
    if total <= 0:
        return tuple(0 for _ in counts)
    floors = [100 * count // total for count in counts]
    remainders = [100 * count % total for count in counts]
    missing = 100 - sum(floors)
    for index in sorted(range(len(counts)), key=lambda i: (-remainders[i], i))[:missing]:
        floors[index] += 1
    return tuple(floors)


def simulated_figures(rules: Rules, games: int = GAMES, first_deal: int = FIRST_DEAL) -> Figures:
    """The figures for ``rules``: shipped, played earlier in this run, else played now."""
    known = known_figures(rules, games, first_deal)
    return known if known is not None else play_figures(rules, games, first_deal)


def known_figures(rules: Rules, games: int = GAMES, first_deal: int = FIRST_DEAL) -> Figures | None:
    """The figures for ``rules`` if they need no playing (shipped, or played earlier in this run),
    else None: Help then shows them as being worked out meanwhile."""
    played = _played.get((rules, games, first_deal))
    if played is not None:
        return played
    return shipped_figures(games, first_deal).get(rules.preset_name() or "")


_played: dict[tuple[Rules, int, int], Figures] = {}
"""Figures played in this run, by rules and run size (a few dozen bytes each): one build's
languages, and Help opened again, share them."""


class FiguresStopped(RuntimeError):
    """The figures were asked to stop (the game is closing) before every game was played."""


def play_figures(
    rules: Rules, games: int = GAMES, first_deal: int = FIRST_DEAL, stop: Callable[[], bool] | None = None
) -> Figures:
    """Play deals ``first_deal`` onwards with ``rules`` and sum them up (the one place that plays).

    Played here, on the engine's reference (the game's Help calls this in a thread: the engine
    is plain Python, which hands the interpreter back to the screen every few milliseconds, and
    imports nothing more). ``stop`` is asked every few dozen games; once it says yes,
    :class:`FiguresStopped` is raised, so quitting never waits for the figures.
    """
    tally = play_chunk(rules, first_deal, games, stop=stop)
    if tally.games < games:
        raise FiguresStopped()
    lengths = sorted(tally.battles.elements())
    figures = Figures(
        games=games,
        first_deal=first_deal,
        wins=tuple(tally.wins),
        draws=sum(tally.draws.values()),
        battles_mean=sum(lengths) / games,
        battles_median=median(lengths),
        battles_p90=lengths[max(-(-90 * games // 100), 1) - 1],  # the nearest rank, as simulate's
        battles_max=lengths[-1],
        limit_reached=tally.limit_reached if rules.max_battles else 0,
    )
    _played[(rules, games, first_deal)] = figures
    return figures


SHIPPED = "preset_figures.json"


@lru_cache(maxsize=4)
def shipped_figures(games: int = GAMES, first_deal: int = FIRST_DEAL) -> dict[str, Figures]:
    """The presets' figures that ship with warkit, by preset name (empty if they are for other
    deals or another format)."""
    from importlib.resources import files

    try:
        data = json.loads((files(__package__) / SHIPPED).read_text(encoding="utf-8"))
        if data.get("format") != FORMAT or data.get("games") != games or data.get("first") != first_deal:
            return {}
        return {name: Figures(**{**values, "wins": tuple(values["wins"])}) for name, values in data["presets"].items()}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def shipped_json(games: int = GAMES, first_deal: int = FIRST_DEAL) -> str:
    """The content of ``preset_figures.json``: every preset played now (``scripts/guide-figures``)."""
    from ..engine import PRESETS

    presets = {name: asdict(play_figures(rules, games, first_deal)) for name, rules in PRESETS.items()}
    data = {"format": FORMAT, "games": games, "first": first_deal, "presets": presets}
    return json.dumps(data, indent=1) + "\n"
