"""A steady table: the seats' arrangement comes from the window and the number of players, never
from how long the status is; the footer wraps the same way through a game and keeps its height
to the end. Read back with Textual's Pilot.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_support import WAR_DEAL, make_app, screen_text

from warkit.controls import control_label, key_label
from warkit.engine import Rules
from warkit.tui.seat_area import ARRANGEMENTS, SeatArea, status_room
from warkit.tui.widgets import ControlBar, StatusBox

KRIG = Rules.preset("krig")
"""Four players: at 60x20 a column of seats or a 2x2 grid, depending on the room."""


def layout(app) -> tuple[str, int, int]:
    """The seats' arrangement, the footer's height and the status box's room."""
    area = app.table.query_one(SeatArea)
    chosen = next(name for name in ARRANGEMENTS if area.has_class(name))
    return chosen, app.table.query_one(ControlBar).region.height, app.table.query_one("#status-area").styles.max_height


def footer_rows(app) -> dict[str, int]:
    """For each control on the footer whose label does not change with the phase: its line."""
    bar = app.table.query_one(ControlBar)
    t = app.words.t
    lines = screen_text(app).split("\n")[bar.region.y : bar.region.bottom]
    rows = {}
    for item in bar.controls:
        if item.action == "turn":  # "Turn cards", "War step": the label that changes
            continue
        text = f" {key_label(item.keys[0], t)} {control_label(item, t)} "
        rows[item.action] = next(number for number, line in enumerate(lines) if text in line + " ")
    return rows


async def test_four_seats_keep_their_arrangement_whatever_the_status_says(tmp_path: Path) -> None:
    app = make_app(tmp_path, "en", deal=11, rules=KRIG)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.press("t")  # ten battles told: a long status
        await pilot.pause()
        first = layout(app)
        lengths = {len(app.table.query_one(StatusBox).text)}
        for _ in range(4):  # one battle each: a short status
            await pilot.press("space")
            await pilot.pause()
            lengths.add(len(app.table.query_one(StatusBox).text))
            assert layout(app) == first
        assert len(lengths) > 1


@pytest.mark.parametrize("size", [(60, 20), (80, 24), (120, 40)])
async def test_the_footer_wraps_the_same_way_through_a_war(tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, "en", deal=WAR_DEAL)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        before = footer_rows(app), layout(app)
        await pilot.press("space")  # a war: the first key's label is "War step"
        await pilot.pause()
        assert "War step" in screen_text(app)
        assert (footer_rows(app), layout(app)) == before


async def test_the_table_keeps_its_rows_at_the_end_of_the_game(tmp_path: Path) -> None:
    app = make_app(tmp_path, "en", deal=11, rules=KRIG)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.press(*["t"] * 50)
        await pilot.pause()
        during = layout(app)
        while not app.session.over:
            await pilot.press("space")
            await pilot.pause()
        assert "Show the result" in screen_text(app)
        assert layout(app) == during


def test_the_status_box_has_the_same_room_through_a_game() -> None:
    assert [status_room(height) for height in (20, 23, 24, 40, 60)] == [5, 5, 8, 8, 8]
