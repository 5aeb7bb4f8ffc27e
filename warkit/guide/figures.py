"""The simulator's figures for "Who wins more often?" and "How long does a game last?".

Always the same deals (``FIRST_DEAL`` onwards) so the guide is reproducible, and cached per rule
set because the guide is built for every language from the same figures.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..engine import Rules
from ..engine.simulate import simulate

GAMES = 500
FIRST_DEAL = 1


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

    def win_share(self, seat: int) -> float:
        """The fraction of games ``seat`` won (0..1)."""
        return self.wins[seat] / self.games

    @property
    def draw_share(self) -> float:
        return self.draws / self.games


@lru_cache(maxsize=32)
def simulated_figures(rules: Rules, games: int = GAMES, first_deal: int = FIRST_DEAL) -> Figures:
    """Play ``games`` numbered deals with ``rules`` (one process: it is quick) and sum them up.

    ``auto`` takes the batch engine when the run is long enough for it to be quicker.
    """
    report = simulate(rules, games, first_deal=first_deal, jobs=1, engine="auto")
    return Figures(
        games=report.games,
        first_deal=report.first_deal,
        wins=tuple(report.wins),
        draws=sum(report.draws.values()),
        battles_mean=report.battles.mean,
        battles_median=report.battles.median,
        battles_p90=report.battles.p90,
        battles_max=report.battles.max,
    )
