"""The small things a player notices: the size a window needs, the deal dialog's frame and
numbers, the summary chart's one scale, the Settings row being changed, answers never cut."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_support import (
    cells_between,
    choose_setting,
    finish,
    flat,
    make_app,
    screen_text,
    stacked,
    widget_text,
)
from textual.color import Color

from warkit.engine import Rules
from warkit.i18n import available_languages, get_translator
from warkit.tui.chart import BARS, CardChart, bar, columns
from warkit.tui.screens.prompt import DealPrompt, not_a_deal
from warkit.tui.screens.summary import SummaryScreen, chart_scale
from warkit.tui.views.settings import SettingsForm

FIXED = Rules(won_cards="winner-first")


def test_a_full_bar_is_every_card_in_play_for_every_seat() -> None:
    assert bar(52, 52) == BARS[-1] and bar(0, 52) == " "
    assert bar(25, 52) != bar(27, 52)  # neighbours on one scale, not ▁ and █
    assert abs(BARS.index(bar(25, 52)) - BARS.index(bar(27, 52))) == 1
    assert columns([26, 30, 40, 52], 2) == [30, 52]  # each column ends where its battles end
    assert columns([52, 40, 30, 26], 2, leftwards=True) == [52, 30]  # mirrored: the end at the left


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_the_summary_charts_every_seat_on_one_scale(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang, deck=stacked("QH 9S"), rules=FIXED)
    async with app.run_test(size=(80, 24)) as pilot:
        await finish(pilot)
        assert isinstance(app.screen, SummaryScreen)
        charts = list(app.screen.query(CardChart))[:2]
        game = app.session.game
        assert {chart.top for chart in charts} == {52}
        lines = [widget_text(app, chart) for chart in charts]
        winner = game.counts.index(52)
        assert lines[winner].endswith(BARS[-1]) and not lines[1 - winner].endswith(BARS[-1])
        assert flat(chart_scale(get_translator(lang), 52)) in flat(screen_text(app))


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_the_deal_dialog_has_a_frame_and_writes_the_largest_deal_number_as_it_is_typed(
    tmp_path: Path, lang: str
) -> None:
    """A deal number is an identifier: never grouped (4294967295, not 4,294,967,295 or 4.294.967.295)."""
    high = "4294967295"
    app = make_app(tmp_path, lang)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.press("d", "0", "enter")
        assert isinstance(app.screen, DealPrompt)
        dialog = app.screen.query_one("#dialog")
        assert dialog.styles.border_top[0] != ""  # a frame round the question
        shown = widget_text(app, app.screen.query_one("#error"))
        assert shown == flat(not_a_deal(get_translator(lang))) and high in shown


def answer_background(form: SettingsForm, line: int) -> Color:
    """The colour behind the answer on the form's ``line``, as the form draws it."""
    form.scroll_to(y=line, animate=False, immediate=True)
    strip = form.render_line(line - round(form.scroll_offset.y))
    x = form.columns()[1].start
    cells = 0
    for segment in strip:
        cells += len(segment.text)
        if cells > x and segment.style and segment.style.bgcolor:
            return Color.from_rich_color(segment.style.bgcolor)
    raise AssertionError("the answer has no background")


def brightness_gap(first: Color, second: Color) -> float:
    return abs(first.brightness - second.brightness)


async def test_the_settings_row_being_changed_stands_out(tmp_path: Path) -> None:
    app = make_app(tmp_path, "en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        form = app.screen.query_one(SettingsForm)
        assert form.has_focus and form.current is not None
        answer = answer_background(form, form.line_of(form.current.name))
        other = answer_background(form, form.line_of(form.rows[-1].name))
        assert brightness_gap(answer, other) > 0.1  # not 235 on 234
        await pilot.press("down")
        assert answer_background(form, form.line_of(form.rows[1].name)) == answer  # the band moves with the row


def answer_shown(app, form: SettingsForm, name: str) -> str:
    """Every line of setting ``name``'s answer as the Settings screen shows it, joined by spaces
    (the row scrolled into view first)."""
    form.scroll_to(y=form.line_of(name), animate=False, immediate=True)
    index = [row.name for row in form.rows].index(name)
    end = form.line_of(form.rows[index + 1].name) if index + 1 < len(form.rows) else form.virtual_size.height
    lines = screen_text(app).split("\n")
    top = form.content_region.y - round(form.scroll_offset.y)
    answer = form.columns()[1]
    left = form.content_region.x
    return flat(" ".join(cells_between(lines[top + y], left + answer.start, left + answer.stop) for y in range(form.line_of(name), end)).replace("▼", ""))


@pytest.mark.parametrize("lang, size", [("ms", (60, 20)), ("en-XA", (60, 20)), ("de", (80, 24))])
async def test_settings_answers_are_never_cut(tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    """An answer too long for its column wraps in it, as the questions do: the longest one the
    player can choose (a short game's) and every other one."""
    app = make_app(tmp_path, lang)
    async with app.run_test(size=size) as pilot:
        await pilot.press("s")
        await choose_setting(pilot, "short_game", 100)
        form = app.screen.query_one(SettingsForm)
        for row in form.rows:
            await pilot.pause()
            assert answer_shown(app, form, row.name) == flat(row.answer), row.name


def test_the_too_small_sentence_names_both_sizes_in_every_language() -> None:
    from warkit.tui.labels import too_small

    for lang in available_languages():
        t = get_translator(lang)
        sentence = too_small(t, 60, 20, 41, 13)
        need, have = (f"{t.format_number(a)}×{t.format_number(b)}" for a, b in ((60, 20), (41, 13)))
        assert need in sentence and have in sentence, lang  # in the language's own digits (Persian's ۶۰×۲۰)


@pytest.mark.parametrize("lang", ["en", "ru", "ja"])
async def test_the_summary_of_four_players_shows_every_seat_at_60_by_20(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang, deck=stacked("QH 9S 4D 2C"), rules=FIXED.replace(players=4))
    async with app.run_test(size=(60, 20)) as pilot:
        await finish(pilot)
        screen = app.screen.region
        for seat in range(4):
            for part in ("name-", "", "count-"):
                widget = app.screen.query_one(f"#chart-{part}{seat}")
                assert screen.contains_region(widget.region) and widget.region.height == 1, widget.id


async def test_the_answers_take_the_room_the_scroll_bar_leaves(tmp_path: Path) -> None:
    """At 80x24 every English question fits without scrolling: the answers' column reaches the
    form's right edge, not two cells short of it where a scroll bar stood while the screen opened."""
    app = make_app(tmp_path, "en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        form = app.screen.query_one(SettingsForm)
        assert not form.show_vertical_scrollbar
        assert form.columns()[1].stop == form.scrollable_content_region.width
