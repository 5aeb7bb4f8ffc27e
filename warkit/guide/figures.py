"""The figures the guide states about many games played with one set of rules.

Everything goes through :func:`simulated_figures`: the same deals (``FIRST_DEAL`` onwards) every
time, so the guide is reproducible, for exactly the rules the guide describes. Enough games are
played for the shares to be stable to about a point, which takes a few seconds, so the figures
are kept: the presets' ship with warkit (``preset_figures.json``, made by
``scripts/guide-figures`` and checked against the engine by a slow test), any other rule set's
go to a small JSON file in the user's cache folder the first time, so the next export or Help
screen for the same rules is instant, and one build's languages share them in memory. The cache
is only a copy: missing, unreadable or for other code, it is ignored and written anew.
"""

from __future__ import annotations

import json
import subprocess
import threading
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path

from ..cache_folder import cache_folder
from ..engine import Rules
from ..engine.simulate import simulate

GAMES = 2000
"""With 2,000 games a share near 30 % is known to within about a point (one standard error)."""
FIRST_DEAL = 1
FORMAT = 2
"""Bumped whenever the figures or the way they are played change: older cached files are ignored."""


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

    def win_share(self, seat: int) -> float:
        """The fraction of games ``seat`` won (0..1)."""
        return self.wins[seat] / self.games

    @property
    def draw_share(self) -> float:
        return self.draws / self.games

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
    """The figures for ``rules``: from memory, else from the cache folder, else played now."""
    known = known_figures(rules, games, first_deal)
    if known is not None:
        return known
    figures = play_figures(rules, games, first_deal)
    _played[(rules, games, first_deal)] = figures
    _write_cache(rules, figures)
    return figures


def figures_played_apart(
    rules: Rules, games: int = GAMES, first_deal: int = FIRST_DEAL, closing: threading.Event | None = None
) -> Figures:
    """The figures for ``rules``, played (if not known) in a Python process of their own.

    Help's finished guide waits for them while the player reads; played in the game's own
    process they would hold its interpreter for a second and freeze the screen. Here the game only
    waits for the other process (on the machine's other core), which keeps them in the cache
    folder as :func:`simulated_figures` does. If that process cannot run or answers nonsense, they
    are played here after all. When ``closing`` is set (the game is quitting), the process is
    stopped and :class:`FiguresStopped` raised within a tenth of a second, so quitting never
    waits for the figures.
    """
    known = known_figures(rules, games, first_deal)
    if known is not None:
        return known
    import sys

    request = json.dumps({"rules": rules.as_dict(), "games": games, "first": first_deal})
    try:
        child = subprocess.Popen(
            [sys.executable, "-m", __name__, request], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
        )
    except OSError:
        return simulated_figures(rules, games, first_deal)
    deadline = time.monotonic() + PLAYING_APART_SECONDS
    while True:
        try:
            answer, _ = child.communicate(timeout=0.1)
            break
        except subprocess.TimeoutExpired:
            if closing is not None and closing.is_set():
                child.kill()
                child.communicate()
                raise FiguresStopped() from None
            if time.monotonic() > deadline:
                child.kill()
                child.communicate()
                return simulated_figures(rules, games, first_deal)
    try:
        if child.returncode != 0:
            raise ValueError("the figures' process failed")
        values = json.loads(answer)
        figures = Figures(**{**values, "wins": tuple(values["wins"])})
        if len(figures.wins) != rules.players or figures.games != games:
            raise ValueError("figures for other rules")
    except (ValueError, KeyError, TypeError):
        return simulated_figures(rules, games, first_deal)
    _played[(rules, games, first_deal)] = figures
    return figures


PLAYING_APART_SECONDS = 600
"""The longest the game waits for the figures' own process before playing them itself."""


class FiguresStopped(RuntimeError):
    """The game closed while its figures were being played in their own process."""


def known_figures(rules: Rules, games: int = GAMES, first_deal: int = FIRST_DEAL) -> Figures | None:
    """The figures for ``rules`` if they need no playing (shipped, played earlier in this run, or
    kept in the cache folder), else None: Help then shows them as being worked out meanwhile."""
    played = _played.get((rules, games, first_deal))
    if played is not None:
        return played
    shipped = shipped_figures(games, first_deal).get(rules.preset_name() or "")
    if shipped is not None:
        return shipped
    cached = _read_cache(rules, games, first_deal)
    if cached is not None:
        _played[(rules, games, first_deal)] = cached
    return cached


_played: dict[tuple[Rules, int, int], Figures] = {}
"""Figures played or read in this run, by rules and run size (a few dozen bytes each)."""


def play_figures(rules: Rules, games: int, first_deal: int = FIRST_DEAL) -> Figures:
    """Play deals ``first_deal`` onwards with ``rules`` and sum them up (the one place that plays).

    The simulator's ``auto`` picks the engine: the compiled one (``warkit[fast]``) or the batch
    one for runs long enough to gain, else the scalar one; all play the same games, so the
    figures do not depend on which ran.
    """
    report = simulate(rules, games, first_deal=first_deal, jobs=1, engine="auto")
    figures = report.battles
    return Figures(
        games=report.games,
        first_deal=first_deal,
        wins=tuple(report.wins),
        draws=sum(report.draws.values()),
        battles_mean=figures.mean,
        battles_median=figures.median,
        battles_p90=figures.p90,
        battles_max=figures.max,
        limit_reached=report.limit_reached if rules.max_battles else 0,
    )


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


def cache_file(rules: Rules, games: int, first_deal: int) -> Path:
    """Where the figures for these rules are kept: one small file per rule set and run size."""
    import hashlib

    key = json.dumps(_key(rules, games, first_deal), sort_keys=True)
    return _cache_dir() / f"{hashlib.sha256(key.encode()).hexdigest()[:24]}.json"


def _cache_dir() -> Path:
    return cache_folder("guide-figures")


def _key(rules: Rules, games: int, first_deal: int) -> dict[str, object]:
    from .. import __version__

    return {"format": FORMAT, "warkit": __version__, "rules": rules.as_dict(), "games": games, "first": first_deal}


def _read_cache(rules: Rules, games: int, first_deal: int) -> Figures | None:
    """The cached figures for exactly these rules and this code, or None (never raises)."""
    try:
        data = json.loads(cache_file(rules, games, first_deal).read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("key") != _key(rules, games, first_deal):
            return None
        values = data["figures"]
        figures = Figures(**{**values, "wins": tuple(values["wins"])})
        if len(figures.wins) != rules.players or figures.games != games:
            return None
        return figures
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _write_cache(rules: Rules, figures: Figures) -> None:
    """Keep the figures for next time; a folder that refuses only means playing them again."""
    from ..atomic import write_atomically

    data = {"key": _key(rules, figures.games, figures.first_deal), "figures": asdict(figures)}
    try:
        write_atomically(cache_file(rules, figures.games, figures.first_deal), json.dumps(data), durable=False)
    except OSError:
        pass


def _play_request(request: str) -> None:
    """``python -m warkit.guide.figures REQUEST``: play the figures a JSON request names (rules,
    games, first deal), keep them in the cache folder and print them as JSON."""
    data = json.loads(request)
    figures = simulated_figures(Rules.from_json(data["rules"]), int(data["games"]), int(data["first"]))
    print(json.dumps(asdict(figures)))


if __name__ == "__main__":
    import sys

    _play_request(sys.argv[1])
