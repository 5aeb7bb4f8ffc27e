"""Leaving while Help is still being prepared: the guide's build is dropped, the game never fails."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from test_tui_support import make_app
from textual.pilot import Pilot

from warkit.tui import help_screen
from warkit.tui.app import WarApp
from warkit.tui.help_screen import HelpScreen

REAL_BUILD = help_screen.build_guide


def slow_build(*args: object) -> str:
    time.sleep(0.4)  # the guide's figures on a busy machine
    return REAL_BUILD(*args)


@pytest.fixture(autouse=True)
def slow_guide(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every guide here takes its time to build, so each test acts while Help is loading."""
    monkeypatch.setattr(help_screen, "build_guide", slow_build)


@asynccontextmanager
async def help_loading(folder: Path) -> AsyncIterator[tuple[WarApp, Pilot[None]]]:
    """The game at 80x24 with Help just asked for, its guide still being built."""
    app = make_app(folder)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("h")
        yield app, pilot


@pytest.mark.parametrize("attempt", range(6))
async def test_quitting_while_help_is_loading_never_fails(
    tmp_path: Path, attempt: int
) -> None:
    async with help_loading(tmp_path) as (app, pilot):
        await pilot.pause(0.02 * attempt)
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("q")
    assert app.return_code in (0, None)


async def test_leaving_help_while_it_loads_and_opening_it_again_shows_the_guide(tmp_path: Path) -> None:
    async with help_loading(tmp_path) as (app, pilot):
        await pilot.press("escape")
        await pilot.press("h")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert not app.screen.query_one("#loading").display


STORM = [(59, 19), (80, 24), (60, 20), (200, 60), (40, 10), (121, 33), (61, 21), (80, 24)]
"""A window dragged about while Help loads: too small and back, wide, tall, and back to 80x24."""


async def test_a_resize_storm_while_help_loads_ends_with_the_guide_on_screen(tmp_path: Path) -> None:
    async with help_loading(tmp_path) as (app, pilot):
        for size in STORM:
            await pilot.resize_terminal(*size)
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)  # the too-small notice came and went over it
        assert not app.screen.query_one("#loading").display
        assert app.screen.query_one("#guide-text").virtual_size.height > 24


@pytest.mark.parametrize("storm_steps", [1, 3, 8])
async def test_quitting_in_the_middle_of_a_resize_storm_while_help_loads_never_fails(
    tmp_path: Path, storm_steps: int
) -> None:
    async with help_loading(tmp_path) as (app, pilot):
        for size in STORM[:storm_steps]:
            await pilot.resize_terminal(*size)
        await app.action_quit()
    assert app.return_code in (0, None)
