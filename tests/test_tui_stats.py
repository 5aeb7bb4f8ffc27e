"""Statistics a player opens on purpose: the counts and win rate, the streaks and records of each
set of rules and of all of them, the last games, and Enter playing a game's deal again (asking
first while a game is under way); laid out from 60x20 to 200x60, and mirrored right to left
(Textual's Pilot)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.console import Console
from test_tui_mirrored import right_aligned, rows_in
from test_tui_support import finish, flat, make_app, screen_text, until

from warkit.engine import Rules
from warkit.i18n import get_translator
from warkit.i18n.bidi import VISUAL, visual_line
from warkit.storage import load_statistics
from warkit.tui.record_table import RecordTable, all_rules, headings, record_headings
from warkit.tui.screens.confirm import LeaveQuestion
from warkit.tui.screens.stats import GameLine, StatisticsScreen, game_line, last_games
from warkit.tui.screens.summary import SummaryScreen
from warkit.tui.screens.table import TableScreen

SIZES = ((60, 20), (80, 24), (120, 40), (200, 60))
PLAYED = ((7, Rules()), (11, Rules(players=3)), (12, Rules(max_battles=26)))


async def play_games(folder: Path) -> None:
    """Three finished games, each of other rules."""
    for deal, rules in PLAYED:
        app = make_app(folder, deal=deal, rules=rules)
        async with app.run_test(size=(80, 24)) as pilot:
            await finish(pilot)
            assert isinstance(app.screen, SummaryScreen)


def shown_lines(app, widget) -> list[str]:
    region = widget.content_region
    return screen_text(app).split("\n")[region.y : region.bottom]


async def test_statistics_show_each_rule_set_the_total_and_the_last_games(tmp_path: Path) -> None:
    await play_games(tmp_path)
    t = get_translator("en")
    stats = load_statistics(tmp_path)
    app = make_app(tmp_path, deal=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("i")
        assert isinstance(app.screen, StatisticsScreen)
        text = [" ".join(line.split()) for line in screen_text(app).split("\n")]
        total = stats.total()
        assert any(line.startswith(f"{all_rules(t)} 3 {total.won} {total.lost} {total.drawn}") for line in text), text
        assert any(line.startswith(" ".join(headings(t))) for line in text)
        assert any(line.startswith(" ".join(record_headings(t))) for line in text)
        assert any(line.startswith(f"{all_rules(t)} {total.streak} {total.best_streak} {total.longest_game}") for line in text)
        assert last_games(t) in text
        listed = [line.game for line in app.screen.query(GameLine)]
        assert [game.deal for game in listed] == [deal for deal, _ in PLAYED][::-1]  # the newest first
        for game in listed:
            assert flat(game_line(t, game)) in flat(screen_text(app))


async def test_enter_on_a_listed_game_plays_its_deal_with_its_rules(tmp_path: Path) -> None:
    await play_games(tmp_path)
    app = make_app(tmp_path, deal=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("i", "down", "down")  # the second newest: deal 11, three players
        assert isinstance(app.focused, GameLine) and app.focused.game.deal == 11
        await pilot.press("enter")  # nothing played yet on the table: no question
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert (app.session.deal, app.session.rules) == (11, Rules(players=3))
        assert app.session.steps == 0


async def test_enter_asks_first_while_a_game_is_under_way(tmp_path: Path) -> None:
    await play_games(tmp_path)
    app = make_app(tmp_path, deal=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("space", "i", "down", "enter")
        await until(pilot, lambda: isinstance(app.screen, LeaveQuestion))
        await pilot.press("escape")  # keep playing
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and (app.session.deal, app.session.steps) == (5, 1)
        await pilot.press("i", "down", "enter")
        await until(pilot, lambda: isinstance(app.screen, LeaveQuestion))
        await pilot.press("enter")  # leave it
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert (app.session.deal, app.session.rules, app.session.steps) == (12, Rules(max_battles=26), 0)


async def test_enter_with_no_game_chosen_goes_back(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("i", "enter")
        assert isinstance(app.screen, TableScreen)


@pytest.mark.parametrize("lang", ["en", "de", "ar", "ja"])
async def test_statistics_fit_every_size_uncut(tmp_path: Path, lang: str) -> None:
    await play_games(tmp_path)
    app = make_app(tmp_path, lang, deal=5, bidi=VISUAL)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.press("i")
        for size in SIZES:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            screen = app.screen
            for widget, part in (("table", "counts"), ("records", "records")):
                width = screen.query_one(f"#{widget}").content_region.width
                console = Console(width=width, record=True)
                console.print(RecordTable(app.t, app.session.statistics, mirrored=lang == "ar", part=part))
                lines = console.export_text().splitlines()
                assert lines and not any("…" in line for line in lines), f"{lang} {size} {part}:\n" + "\n".join(lines)
            for line in screen.query(GameLine):
                assert line.region.width == screen.query_one("#games").region.width  # a whole line each


@pytest.mark.parametrize("lang", ["ar", "he", "fa"])
async def test_statistics_run_from_the_right_in_visual_mode(tmp_path: Path, lang: str) -> None:
    await play_games(tmp_path)
    app = make_app(tmp_path, lang, deal=5, bidi=VISUAL)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("i")
        t = get_translator(lang)
        screen = app.screen
        for part, names in (("#table", headings(t)), ("#records", record_headings(t))):
            widget = screen.query_one(part)
            row = next(row for row in rows_in(app, widget) if visual_line(names[0]) in row)
            assert cell_len(row.rstrip()) == widget.content_region.width  # the rules' names at the right
        await pilot.resize_terminal(100, 60)  # every game of the list on screen
        await pilot.pause()
        for line in screen.query(GameLine):
            assert right_aligned(app, line)  # each line from the right


async def test_both_tables_fit_the_smallest_screen_uncut_in_every_language(tmp_path: Path) -> None:
    """Four-digit counts and records beside the longest rules' names, at 60x20: each language's
    short headings (or whole ones) fit both tables without a cut word."""
    from warkit.i18n.languages import available_languages
    from warkit.storage import Record, Statistics, save_statistics
    from warkit.storage.stats import record_key

    big = Record(1234, 1000, 200, 34, 12, 345, 5000, 4, 52)
    rules = (Rules(), Rules(players=3, face_down=2), Rules(max_battles=37, at_limit="count"), Rules.preset("family").replace(max_battles=26))
    stats = Statistics({record_key(item): big for item in rules}, 12, 345)
    save_statistics(tmp_path, stats)
    app = make_app(tmp_path)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.press("i")
        width = app.screen.query_one("#records").content_region.width
    for lang in available_languages():
        t = get_translator(lang)
        for part in ("counts", "records"):
            console = Console(width=width, record=True, file=open(os.devnull, "w"))  # noqa: SIM115
            console.print(RecordTable(t, stats, mirrored=t.direction == "rtl", part=part))
            lines = console.export_text().splitlines()
            assert lines and not any("…" in line for line in lines), f"{lang} {part}:\n" + "\n".join(lines)
