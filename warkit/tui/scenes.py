"""The scenes of the screenshot pack (``warkit i18n screenshots``): a picture of each screen of
the game, and the messages drawn in it.

Each scene is a round (rules and a deal number) and the keys that bring one screen up, played
through Textual's Pilot at 80×24 in a folder of its own, so no player's settings or record are
read or written. The messages in a picture are the ones translator mode's source list would
name for it (:meth:`warkit.i18n.sources.Recorder.sources` on the words each visible screen
shows): every lookup is recorded as it happens, and those whose text is on screen count, never
a guess from the words alone. A dialog's picture also shows the screen behind it, so its words
count there too.

The deals are found, not written down: the lowest deal numbers whose first battles make a war
and a double war (:func:`war_deal`) and whose game you win (:func:`won_deal`), so a change to
the engine's deals moves the scene rather than losing it.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from tempfile import TemporaryDirectory
from typing import TYPE_CHECKING, Any

from textual.screen import ModalScreen, Screen

from ..engine import Game, Phase, Rules
from ..engine.rules import short_game
from ..i18n.sources import Recorder
from .app import WarApp

if TYPE_CHECKING:
    from textual.pilot import Pilot

SIZE = (80, 24)
"""The terminal every picture is taken at (the layout the game is made for), but the too-small one."""
TOO_SMALL = (56, 18)
"""A window under the game's 60×20: the notice that asks for more room."""
WAIT_SECONDS = 30.0
"""How long a scene may take to come up (Help's guide is built in a thread) before it is an error."""
SEARCHED_DEALS = 5000
"""How many deal numbers :func:`war_deal` looks through (a double war in the first battles
comes within a few hundred)."""
SEARCHED_STEPS = 20
"""How many steps of each deal :func:`war_deal` plays."""
FIRST_DEAL = 1
"""The deal of the scenes that need no particular one."""
CLASSIC = Rules()

Message = tuple[str | None, str]
"""A catalog entry as gettext looks it up: (msgctxt, msgid)."""
Play = Callable[["Pilot[None]"], Awaitable[None]]


class SceneError(RuntimeError):
    """A scene did not come up within :data:`WAIT_SECONDS` (``scene`` names it)."""

    def __init__(self, scene: str) -> None:
        super().__init__(scene)
        self.scene = scene


@dataclass(frozen=True, slots=True)
class Scene:
    """One picture: ``name`` (its file, ``name.svg``), the round, and how to bring it up."""

    name: str
    play: Play
    rules: Rules = CLASSIC
    deal: int = FIRST_DEAL


@dataclass(frozen=True, slots=True)
class Picture:
    """A scene as taken: the SVG, and the catalog messages drawn in it."""

    name: str
    svg: str
    messages: frozenset[Message]


def war_deal(rules: Rules, depth: int) -> tuple[int, int]:
    """The lowest deal whose first steps under ``rules`` reach a war ``depth`` ties deep (1: a
    war, 2: a double war), and how many steps (turns and war steps) reach it."""
    for deal in range(1, SEARCHED_DEALS + 1):
        game, ties = Game(rules, deal=deal, record=False), 0
        for steps in range(1, SEARCHED_STEPS + 1):
            game.step()
            ties = ties + 1 if game.phase is Phase.WAR else 0
            if ties == depth:
                return deal, steps
            if game.phase is Phase.OVER:
                break
    raise LookupError(depth)  # never: the test of the scenes finds both


def won_deal(rules: Rules) -> int:
    """The lowest deal whose game under ``rules`` you win (its summary says so)."""
    for deal in range(1, SEARCHED_DEALS + 1):
        game = Game(rules, deal=deal, record=False)
        game.play_to_end()
        if game.outcome is not None and game.outcome.winner == 0:
            return deal
    raise LookupError(rules)  # never: the test of the scenes finds it


def drawn_texts(app: WarApp) -> list[str]:
    """The words of every screen in the picture: the top one, and under a dialog the screens
    it lets through, each as translator mode's source list reads it."""
    from .screens.sources import screen_texts

    shown: list[Screen[object]] = []
    for screen in reversed(app.screen_stack):
        shown.append(screen)
        if not isinstance(screen, ModalScreen):
            break
    return [text for screen in reversed(shown) for text in screen_texts(screen)]


def messages_of(recorder: Recorder, texts: list[str]) -> frozenset[Message]:
    """The catalog messages that made ``texts``, the pieces filled into sentences included."""
    return frozenset(
        (source.lookup.context, source.lookup.msgid)
        for root in recorder.sources(texts)
        for _depth, source in root.walk()
    )


async def until(pilot: Pilot[None], name: str, condition: Callable[[], bool]) -> None:
    """Let the app run until ``condition()`` holds; :class:`SceneError` after :data:`WAIT_SECONDS`."""
    deadline = time.monotonic() + WAIT_SECONDS
    while not condition():
        if time.monotonic() > deadline:
            raise SceneError(name)
        await pilot.pause(0.02)


def game_of(pilot: Pilot[None]) -> WarApp:
    """The game the pilot plays."""
    app = pilot.app
    assert isinstance(app, WarApp)
    return app


def press(*keys: str) -> Play:
    async def play(pilot: Pilot[None]) -> None:
        await pilot.press(*keys)

    return play


def opened(key: str, kind: type[Screen[Any]], ready: Callable[[Screen[Any]], bool] = lambda _screen: True) -> Play:
    """Press ``key`` and wait for a screen of ``kind`` to be up and ``ready``."""

    async def play(pilot: Pilot[None]) -> None:
        app = pilot.app
        await pilot.press(key)
        await until(pilot, key, lambda: isinstance(app.screen, kind) and ready(app.screen))

    return play


async def _finished(pilot: Pilot[None]) -> None:
    """Finish the game and wait for its summary."""
    from .screens.summary import SummaryScreen

    await opened("f", SummaryScreen)(pilot)


async def _statistics(pilot: Pilot[None]) -> None:
    """A game finished (so the record has a row), then Statistics from the table."""
    from .screens.stats import StatisticsScreen

    await _finished(pilot)
    await pilot.press("escape")
    await opened("i", StatisticsScreen)(pilot)


async def _help(pilot: Pilot[None]) -> None:
    from .screens.help import HelpScreen

    await opened("h", HelpScreen, lambda screen: not screen.query_one("#loading").display)(pilot)


async def _settings(pilot: Pilot[None]) -> None:
    from .screens.settings import SettingsScreen

    await opened("s", SettingsScreen)(pilot)


async def _deal_dialog(pilot: Pilot[None]) -> None:
    from .screens.prompt import DealPrompt

    await opened("d", DealPrompt)(pilot)


async def _too_small(pilot: Pilot[None]) -> None:
    from .screens.small import TooSmallScreen

    await pilot.resize_terminal(*TOO_SMALL)
    await until(pilot, "too-small", lambda: isinstance(pilot.app.screen, TooSmallScreen))


async def _auto_play(pilot: Pilot[None]) -> None:
    """Auto-play on, after its first battle."""
    app = game_of(pilot)
    await pilot.press("a")
    await until(pilot, "auto-play", lambda: app.session.game.battles >= 1)


async def _to_the_end(pilot: Pilot[None]) -> None:
    """Ten battles at a time until the game is over, the table showing how it ended."""
    app = game_of(pilot)
    while not app.session.over:
        await pilot.press("t")
        await until(pilot, "the end", lambda: app.step is app.session.last)


def scenes() -> list[Scene]:
    """Every scene of the pack, in the order of the pictures."""
    war, war_steps = war_deal(CLASSIC, 1)
    double, double_steps = war_deal(CLASSIC, 2)
    won = won_deal(CLASSIC)
    return [
        Scene("table-start", press()),
        Scene("table-war", press(*["space"] * war_steps), deal=war),
        Scene("table-double-war", press(*["space"] * double_steps), deal=double),
        Scene("table-three-players", press("space"), rules=CLASSIC.replace(players=3)),
        Scene("table-four-players", press("space"), rules=Rules.preset("krig")),
        Scene("summary", _finished, deal=won),
        Scene("settings", _settings),
        Scene("help", _help),
        Scene("statistics", _statistics, deal=won),
        Scene("deal-dialog", _deal_dialog),
        Scene("too-small", _too_small),
        Scene("auto-play", _auto_play),
        Scene("short-game-end", _to_the_end, rules=short_game(CLASSIC, 26, CLASSIC)),
        Scene("battle-limit", _to_the_end, rules=CLASSIC.replace(max_battles=20)),
    ]


async def take(scene: Scene, language: str, folder: Path) -> Picture:
    """Play ``scene`` in ``language`` with ``folder`` as the data folder; its picture."""
    app = WarApp(rules=scene.rules, deal=scene.deal, lang=language, data_dir=folder, new_deal=lambda: scene.deal)
    app.animation_level = "none"
    recorder = Recorder(limit=1_000_000)  # every lookup of the scene: the oldest may still be on screen
    app.t.recorder = recorder
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, scene.name, lambda: app.screen is app.table)
        await scene.play(pilot)
        await pilot.pause()
        with recorder.paused():  # reading the screen looks nothing up that the picture shows
            return Picture(scene.name, app.export_screenshot(), messages_of(recorder, drawn_texts(app)))


async def take_all(language: str) -> list[Picture]:
    """Every scene in ``language``, each in a data folder of its own that is removed after."""
    pictures = []
    for scene in scenes():
        with TemporaryDirectory(prefix="warkit-scene-") as folder:
            pictures.append(await take(scene, language, Path(folder)))
    return pictures
