"""A big window is used: the table stands in the middle, its cards grow, the status text keeps a
readable measure, Settings' answers stand whole beside their questions; and the won card's slide
lasts long enough to be seen at the calm pace.

Read back from the screen with Textual's Pilot; small windows keep their pictures
(``test_tui_snapshots.py``).
"""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest
from rich.cells import cell_len
from test_tui_support import choose_setting, make_app, screen_text, settings_row, stacked

import warkit.tui.seat_area
from warkit.i18n.bidi import VISUAL
from warkit.tui.messages import SettingsChanged
from warkit.tui.views.settings import SettingsForm
from warkit.tui.widgets import CardFlight, SeatRow, StatusBox

PLAIN = stacked("QH 9S")
"""The Queen of hearts beats the 9 of spades: one card each on the table, no war."""


def seat_lines(app) -> list[str]:
    """The screen's lines that the seats take."""
    lines = screen_text(app).split("\n")
    rows = [row for row in app.table.query(SeatRow) if row.display]
    return [lines[y] for row in rows for y in range(row.region.y, row.region.bottom)]


def margins(lines: list[str], width: int) -> tuple[int, int]:
    """The blank cells left of the leftmost and right of the rightmost thing drawn on ``lines``."""
    drawn = [line.rstrip() for line in lines if line.strip()]
    left = min(cell_len(line) - cell_len(line.lstrip()) for line in drawn)
    right = width - max(cell_len(line) for line in drawn)
    return left, right


@pytest.mark.parametrize("size", [(120, 40), (200, 60)], ids=["120x40", "200x60"])
@pytest.mark.parametrize("lang, bidi", [("en", None), ("ar", VISUAL)])
async def test_the_table_stands_in_the_middle_of_a_big_window(
    tmp_path: Path, size: tuple[int, int], lang: str, bidi: str | None
) -> None:
    app = make_app(tmp_path, lang, deck=PLAIN, bidi=bidi)
    async with app.run_test(size=size) as pilot:
        await pilot.press("space")
        await pilot.pause()
        left, right = margins(seat_lines(app), size[0])
        assert abs(left - right) <= 2, f"{left} blank cells on the left, {right} on the right"
        top = min(row.region.y for row in app.table.query(SeatRow) if row.display)
        bottom = max(row.region.bottom for row in app.table.query(SeatRow) if row.display)
        above, below = top - 1, app.table.query_one("#status-area").region.y - bottom
        assert abs(above - below) <= 2, f"{above} blank lines above the seats, {below} under them"


def test_the_largest_cards_that_fit_are_chosen() -> None:
    assert doctest.testmod(warkit.tui.seat_area).failed == 0


async def test_the_cards_grow_on_a_big_table(tmp_path: Path) -> None:
    app = make_app(tmp_path, "en", deck=PLAIN)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("space")
        await pilot.pause()
        row = app.table.query_one("#seat-0", SeatRow)
        small = row.region.height, row.card_size.width
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        large = row.region.height, row.card_size.width
        card = [line for line in seat_lines(app) if "╭" in line][0]
        assert large[0] > small[0] and large[1] > small[1]
        assert "╭" + "─" * (large[1] - 2) + "╮" in card  # drawn whole, as wide as its size


async def test_the_status_keeps_a_readable_measure_in_the_middle(tmp_path: Path) -> None:
    app = make_app(tmp_path, "en", deck=PLAIN)
    async with app.run_test(size=(200, 60)) as pilot:
        await pilot.press("space")
        await pilot.pause()
        box = app.table.query_one(StatusBox).region
        assert box.width <= 102  # 100 columns of text and its padding
        assert abs(box.x - (200 - box.right)) <= 1


@pytest.mark.parametrize("pace, least, most", [("calm", 0.45, 0.6), ("quick", 0.1, 0.2)])
async def test_the_won_card_slides_at_the_pace_chosen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pace: str, least: float, most: float
) -> None:
    """About half a second at the calm pace, a visible glide; about 0.15 s at the quick one."""
    durations: list[float | None] = []
    animate = CardFlight.animate

    def spy(self: CardFlight, *args: object, duration: float | None = None, **kwargs: object) -> None:
        durations.append(duration)
        animate(self, *args, duration=duration, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(CardFlight, "animate", spy)
    app = make_app(tmp_path, "en", deck=PLAIN)
    app.animation_level = "full"
    async with app.run_test(size=(80, 24)) as pilot:
        app.post_message(SettingsChanged(app.session.settings.replace(pace=pace)))
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
    assert len(durations) == 1 and durations[0] is not None
    assert least <= durations[0] <= most, durations


@pytest.mark.parametrize("lang", ["de", "fr"])
async def test_every_answer_stands_whole_on_one_line_in_a_wide_window(tmp_path: Path, lang: str) -> None:
    """The answers' column grows to the longest answer of the form (German's short game, French's
    right-to-left text)."""
    app = make_app(tmp_path, lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("s")
        await choose_setting(pilot, "short_game", 100)
        await choose_setting(pilot, "bidi", VISUAL)
        form = app.screen.query_one(SettingsForm)
        for row in form.rows:
            assert settings_row(app, row.name)[1] == row.answer, row.name
