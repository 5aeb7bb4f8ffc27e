"""Leaving while Help is still being prepared: the guide's build is dropped, the game never fails.

Each test holds the guide's build (in its thread) until it says so, so it acts while Help is
loading, whatever the machine's speed; nothing here waits for a race to happen by chance.
"""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from test_tui_support import make_app, until
from textual.pilot import Pilot

from warkit.tui.app import WarApp
from warkit.tui.screens import help as help_screen
from warkit.tui.screens.help import HelpScreen

REAL_BUILD = help_screen.build_guide


class Hold:
    """The guide's build, held in its thread until ``release``: ``started`` once it is held."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.released = threading.Event()

    def build(self, *args: object) -> str:
        self.started.set()
        self.released.wait(20)  # a bound, so a failing test cannot hang the run
        return REAL_BUILD(*args)  # type: ignore[arg-type]

    def release(self) -> None:
        self.released.set()


@pytest.fixture
def hold(monkeypatch: pytest.MonkeyPatch) -> Iterator[Hold]:
    held = Hold()
    monkeypatch.setattr(help_screen, "build_guide", held.build)
    yield held
    held.release()


@asynccontextmanager
async def help_loading(folder: Path, hold: Hold) -> AsyncIterator[tuple[WarApp, Pilot[None]]]:
    """The game at 80x24 with Help just asked for, its guide held in the middle of its build."""
    app = make_app(folder)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("h")
            await until(pilot, hold.started.is_set)
            assert isinstance(app.screen, HelpScreen) and app.screen.query_one("#loading").display
            yield app, pilot
    finally:
        hold.release()  # the game has closed: the build left in its thread ends


async def guide_shown(app: WarApp, pilot: Pilot[None]) -> None:
    await until(pilot, lambda: isinstance(app.screen, HelpScreen) and not app.screen.query_one("#loading").display)


@pytest.mark.parametrize("when", ["while it builds", "as it finishes", "once it is shown"])
async def test_quitting_while_help_is_loading_never_fails(tmp_path: Path, hold: Hold, when: str) -> None:
    async with help_loading(tmp_path, hold) as (app, pilot):
        if when != "while it builds":
            hold.release()
        if when == "once it is shown":
            await guide_shown(app, pilot)
        await pilot.press("q")
    assert app.return_code in (0, None)


async def test_leaving_help_while_it_loads_and_opening_it_again_shows_the_guide(tmp_path: Path, hold: Hold) -> None:
    async with help_loading(tmp_path, hold) as (app, pilot):
        await pilot.press("escape")
        assert app.screen is app.table
        await pilot.press("h")
        hold.release()
        await guide_shown(app, pilot)


STORM = [(59, 19), (80, 24), (60, 20), (200, 60), (40, 10), (121, 33), (61, 21), (80, 24)]
"""A window dragged about while Help loads: too small and back, wide, tall, and back to 80x24."""


async def test_a_resize_storm_while_help_loads_ends_with_the_guide_on_screen(tmp_path: Path, hold: Hold) -> None:
    async with help_loading(tmp_path, hold) as (app, pilot):
        for size in STORM[:4]:
            await pilot.resize_terminal(*size)
        hold.release()
        for size in STORM[4:]:
            await pilot.resize_terminal(*size)
        await guide_shown(app, pilot)  # the too-small notice came and went over it
        await pilot.pause()
        assert app.screen.query_one("#guide-text").virtual_size.height > 24


@pytest.mark.parametrize("storm_steps", [1, 3, 8])
async def test_quitting_in_the_middle_of_a_resize_storm_while_help_loads_never_fails(
    tmp_path: Path, hold: Hold, storm_steps: int
) -> None:
    async with help_loading(tmp_path, hold) as (app, pilot):
        for size in STORM[:storm_steps]:
            await pilot.resize_terminal(*size)
        await app.action_quit()
    assert app.return_code in (0, None)
