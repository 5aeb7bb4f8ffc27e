"""Pictures of the game (pytest-textual-snapshot): the table, a war, the summary, settings,
Statistics and the battle log.

English and Malay at 80x24 and 120x40; the table with 2, 3 and 4 seats at each of the two smallest
sizes in English, Malay, Russian, Arabic (reordered by the game) and Chinese; the big table (its
cards grown, in the middle of the window) at 120x40 and 200x60 in English, Arabic and Chinese. The rounds are stacked decks, and the finished game uses a
fixed order for won cards, so no picture depends on the random generator. Update with
``pytest tests/test_tui_snapshots.py --snapshot-update`` after a deliberate change, and look at
the report before committing.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_support import NEXT_DEAL, finish, make_app, stacked

from warkit.engine import Rules
from warkit.i18n.bidi import VISUAL
from warkit.i18n.languages import direction
from warkit.tui.app import WarApp
from warkit.tui.messages import SettingsChanged

TINY = (60, 20)
SMALL = (80, 24)
LARGE = (120, 40)
HUGE = (200, 60)
PLAIN = stacked("QH 9S")
"""The Queen of hearts beats the 9 of spades."""
WAR = stacked("QD QS 5C 7H 9H TS", step=7)
"""Two Queens: war; the face-down 5 and 7, then the computer's 10 beats your 9."""
FOUR = stacked("4D 9S TS JC")
FIXED = Rules(won_cards="winner-first")
"""Won cards go under in a fixed order: a whole game with no shuffle in it."""


@pytest.mark.parametrize("lang, size", [("en", SMALL), ("ms", LARGE)])
def test_the_table_after_a_battle(snap_compare, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(tmp_path, lang, deck=PLAIN), press=["space"], terminal_size=size)


@pytest.mark.parametrize("lang, size", [("ms", SMALL), ("en", LARGE)])
def test_a_war_with_its_face_down_cards(snap_compare, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, lang, deck=WAR)
    assert snap_compare(app, press=["space", "space"], terminal_size=size)


def test_four_players_at_the_table(snap_compare, tmp_path: Path) -> None:
    app = make_app(tmp_path, "ms", deck=FOUR, rules=Rules.preset("krig"))
    assert snap_compare(app, press=["space"], terminal_size=SMALL)


RECORDED = (
    (Rules(), 0, 236, 2, 6, 7),
    (Rules(players=3), None, 500, 2, 11, 11),
    (Rules(max_battles=26), 1, 26, 1, 6, 12),
    (Rules(), 0, 512, 3, 14, 19),
)
"""Games counted in the record: rules, winner (you, the computer, nobody), battles, the most wars
and cards of one battle, deal; played on fixed days, so the list of the last games never moves."""


def recorded(folder: Path) -> None:
    from datetime import datetime

    from warkit.engine import GameStats, Outcome, Reason
    from warkit.storage import Statistics, record_game, save_statistics

    stats = Statistics()
    for day, (rules, winner, battles, wars, haul, deal) in enumerate(RECORDED, start=1):
        outcome = Outcome(Reason.ALL_CARDS if winner is not None else Reason.LIMIT, winner)
        figures = GameStats(battles=battles, wars=wars, longest_war=wars, biggest_haul=haul, cards=())
        stats = record_game(stats, rules, outcome, figures, deal=deal, when=datetime(2026, 12, day, 20, 0))
    save_statistics(folder, stats)


@pytest.mark.parametrize("lang, size, bidi, press", [("en", SMALL, None, ["i"]), ("ar", LARGE, VISUAL, ["i", "down"])])
def test_the_statistics(snap_compare, tmp_path: Path, lang: str, size: tuple[int, int], bidi: str | None, press: list[str]) -> None:
    """The counts, the records and the last games (in Arabic, the newest chosen by Down)."""
    recorded(tmp_path)
    assert snap_compare(make_app(tmp_path, lang, deck=PLAIN, bidi=bidi), press=press, terminal_size=size)


@pytest.mark.parametrize("lang, size", [("en", SMALL), ("ms", LARGE)])
def test_the_summary(snap_compare, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, lang, deck=PLAIN, rules=FIXED)
    assert snap_compare(app, run_before=finish, terminal_size=size)


@pytest.mark.parametrize("lang, size", [("ms", SMALL), ("en", LARGE)])
def test_the_settings(snap_compare, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(tmp_path, lang, deck=PLAIN), press=["s"], terminal_size=size)


@pytest.mark.parametrize("lang, bidi", [("ar", "visual"), ("zh-Hans", None), ("ru", None)])
def test_the_settings_at_the_smallest_size(snap_compare, tmp_path: Path, lang: str, bidi: str | None) -> None:
    """Questions wrap in their column, and answers in theirs; mirrored from the right in Arabic."""
    app = make_app(tmp_path, lang, deck=PLAIN, bidi=bidi)
    assert snap_compare(app, press=["s", "down", "down", "down"], terminal_size=TINY)


def test_the_battle_log(snap_compare, tmp_path: Path) -> None:
    """Ten battles and a war, told battle by battle under their numbers, the latest at the bottom."""
    app = make_app(tmp_path, "en", deck=WAR, rules=FIXED)
    assert snap_compare(app, press=["space", "space", "t", "l"], terminal_size=SMALL)


def test_the_settings_in_german_with_a_short_game_in_a_wide_window(snap_compare, tmp_path: Path) -> None:
    """The answers' column grows to the longest answer: each stands whole beside its question."""

    async def short_game(pilot) -> None:
        await pilot.press("s")
        await pilot.pause()
        pilot.app.screen.query_one("SettingsForm").choose("short_game", 100)

    assert snap_compare(make_app(tmp_path, "de", deck=PLAIN), run_before=short_game, terminal_size=LARGE)


SEATS = [
    pytest.param(
        lang,
        players,
        size,
        id=f"{lang}-{players}-{size[0]}x{size[1]}",
        marks=() if lang == "en" or (players == 4 and size == TINY) else pytest.mark.long,
    )
    for lang in ("en", "ms", "ru", "ar", "zh-Hans")
    for players in (2, 3, 4)
    for size in (TINY, SMALL)
]
"""Every language with 2, 3 and 4 seats at the minimum size and at 80x24: in the default run,
English in each and every language with four seats at the minimum size; the rest in the long run."""


@pytest.mark.parametrize("lang, players, size", SEATS)
def test_a_war_with_every_seat_on_screen(
    snap_compare, tmp_path: Path, lang: str, players: int, size: tuple[int, int]
) -> None:
    app = WarApp(
        rules=Rules(players=players),
        deck=WAR,
        lang=lang,
        data_dir=tmp_path,
        new_deal=lambda: NEXT_DEAL,
        bidi=VISUAL if direction(lang) == "rtl" else None,
    )
    app.animation_level = "none"
    assert snap_compare(app, press=["space", "space"], terminal_size=size)


BIG_TABLES = [
    pytest.param("en", 2, HUGE, "symbols", id="en-2-200x60"),
    pytest.param("en", 2, LARGE, "ascii", id="en-2-120x40-letters"),
    pytest.param("ar", 4, LARGE, "symbols", id="ar-4-120x40"),
    pytest.param("zh-Hans", 3, HUGE, "symbols", id="zh-Hans-3-200x60"),
]
"""A war on a big table: English at both sizes (once in Letters), Arabic reordered by the game
with four seats, Chinese with three and the set-aside card."""


@pytest.mark.parametrize("lang, players, size, style", BIG_TABLES)
def test_a_war_on_a_big_table(
    snap_compare, tmp_path: Path, lang: str, players: int, size: tuple[int, int], style: str
) -> None:
    app = make_app(tmp_path, lang, deck=WAR, rules=Rules(players=players), bidi=VISUAL if direction(lang) == "rtl" else None)

    async def war_in_style(pilot) -> None:
        app.post_message(SettingsChanged(app.session.settings.replace(card_style=style)))
        await pilot.pause()
        await pilot.press("space", "space")

    assert snap_compare(app, run_before=war_in_style, terminal_size=size)
