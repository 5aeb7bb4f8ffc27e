"""The battle log (L): every battle of the game so far under its number, told in the very
sentences ``warkit replay --events`` gives, after single turns, Play 10, Finish and a restart;
in every language's layout; and a 100,000-battle game's log tells only what is on screen."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest
from rich.cells import cell_len
from test_tui_support import WAR_DEAL, cells_between, finish, make_app, screen_text

import warkit.narration.chapters
import warkit.tui.views.log
from warkit.commands.replay import result_lines
from warkit.engine import CardsTurned, Game, Rules
from warkit.i18n import get_translator
from warkit.i18n.bidi import VISUAL, visual_line
from warkit.i18n.kinsoku import NO_LINE_START
from warkit.i18n.pseudo import unlocalized_words
from warkit.narration import Narrator
from warkit.narration.chapters import Chapters, battle_heading
from warkit.tui.labels import log_title
from warkit.tui.mirror import MIRRORED
from warkit.tui.screens.log import LogScreen
from warkit.tui.screens.table import TableScreen
from warkit.tui.views.log import INDENT, PADDING, LogText, chapter_rows

TALL = (110, 70)
"""Room for a short game's whole log, every sentence on one line."""
SMALL = (80, 24)
EN = get_translator("en")
LONG = Rules(won_cards="played", face_down=0, max_battles=0)
"""Deal 1 with these rules loops until the engine's ceiling: 100,000 battles."""


def told(game: Game, lang: str = "en") -> list[str]:
    """The oracle: each battle's heading before its turn, and every sentence of the game's log
    (what ``replay --events`` says), in order."""
    t = get_translator(lang)
    narrator = Narrator(t, game.rules)
    lines: list[str] = []
    for event in game.log:
        if isinstance(event, CardsTurned):
            lines.append(battle_heading(t, event.battle))
        sentence = narrator.describe(event)
        if sentence:
            lines.append(sentence)
    return lines


def replayed(steps: int, deal: int, rules: Rules | None = None) -> Game:
    """The game ``steps`` presses of Turn cards into ``deal``, played afresh by the engine."""
    game = Game(rules or Rules(), deal=deal)
    for _ in range(steps):
        game.step()
    return game


def log_rows(app) -> list[str]:
    """The log's lines as the screen shows them, without the indentation."""
    region = app.screen.query_one(LogText).scrollable_content_region  # not its scroll bar
    lines = screen_text(app).split("\n")[region.y : region.bottom]
    return [cells_between(line, region.x, region.right).strip() for line in lines]


def shown(app) -> list[str]:
    """The log's lines on screen, blank rows left out."""
    return [row for row in log_rows(app) if row]


async def open_log(pilot) -> LogText:
    await pilot.press("l")
    await pilot.pause()
    assert isinstance(pilot.app.screen, LogScreen)
    return pilot.app.screen.query_one(LogText)


def test_the_chapters_are_the_deal_each_battle_and_the_end() -> None:
    assert doctest.testmod(warkit.narration.chapters).failed == 0
    game = Game(Rules(), deal=WAR_DEAL)
    game.play_to_end()
    story = Chapters(game.log)
    assert [chapter.battle for chapter in story] == [None, *range(1, game.battles + 1), None]
    assert [event for chapter in story for event in chapter.events] == game.log
    assert type(story[-1].events[0]).__name__ == "GameOver" and len(story[-1].events) == 1


def test_chinese_lines_break_by_the_line_start_and_line_end_rules() -> None:
    """As the status box does: no line of the log starts with 。 or ：, and nothing is lost."""
    t = get_translator("zh-Hans")
    game = replayed(40, WAR_DEAL)
    narrator = Narrator(t, game.rules)
    width = 13
    for chapter in Chapters(game.log):
        rows = chapter_rows(chapter, narrator, width, "logical")
        told_rows = [row for row in rows if row.kind != "heading"]
        assert "".join(row.text for row in told_rows) == "".join(narrator.narrate(chapter.events))
        for row in rows:
            assert cell_len(row.text) <= width - row.indent and row.text[:1] not in NO_LINE_START
        assert all(row.indent == (INDENT if chapter.battle else 0) for row in told_rows)


async def test_the_log_tells_each_battle_under_its_number_as_replay_does(tmp_path: Path) -> None:
    """Single turns (a war among them) and Play 10: every battle, every sentence."""
    app = make_app(tmp_path, "en", deal=WAR_DEAL)
    async with app.run_test(size=TALL) as pilot:
        await pilot.press("space", "space", "space", "t")
        await open_log(pilot)
        game = replayed(app.session.steps, WAR_DEAL)
        assert game.battles == app.session.game.battles > 10
        assert shown(app) == told(game)
        assert [line for line in told(game) if not line.startswith("Battle ")] == Narrator(EN, game.rules).narrate(game.log)
        assert log_title(EN) in screen_text(app)


async def test_after_finish_the_log_opens_at_the_result_and_home_goes_to_the_deal(tmp_path: Path) -> None:
    app = make_app(tmp_path, "en", deal=WAR_DEAL)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("space")
        await finish(pilot, "escape")
        log = await open_log(pilot)
        game = replayed(app.session.steps, WAR_DEAL)
        assert game.outcome is not None
        replay_says = [line.strip() for line in result_lines(game, 1, EN, events=True)[1:]]
        everything = told(game)
        assert [line for line in everything if not line.startswith("Battle ")] == replay_says[: -len(Narrator(EN, game.rules).statistics(game.stats))]
        rows = log_rows(app)
        assert rows == everything[-len(rows):]  # the end, its last line on the last row
        assert rows[-1] == Narrator(EN, game.rules).outcome_sentence(game.outcome, game.stats)
        await pilot.press("home")
        assert log_rows(app) == everything[: len(rows)]
        await pilot.press("pagedown")  # the battle on the last row comes to the top (the next, if it ended there)
        below = log_rows(app)
        start = everything.index(below[0])
        assert below[0].startswith("Battle ") and len(rows) - 5 < start <= len(rows)
        assert below == everything[start : start + len(below)]
        await pilot.press("end", "pageup")
        top = log_rows(app)
        assert top == everything[everything.index(top[0]) :][: len(top)]  # a screen of battles above the end
        assert log.top < log._last_top
        await pilot.press("l")
        assert isinstance(app.screen, TableScreen)


async def test_a_resumed_game_has_its_whole_log(tmp_path: Path) -> None:
    """Quit and start again: the round is replayed from round.json, and so is its log."""
    app = make_app(tmp_path, "en", deal=WAR_DEAL)
    async with app.run_test(size=TALL) as pilot:
        await pilot.press("t", "space", "space", "q")
    steps = app.session.steps
    again = make_app(tmp_path, "en", deal=None)
    async with again.run_test(size=TALL) as pilot:
        await open_log(pilot)
        assert shown(again) == told(replayed(steps, WAR_DEAL))
        await pilot.press("escape")
        assert isinstance(again.screen, TableScreen)


async def test_the_log_in_the_pseudo_locale_has_no_unlocalized_word(tmp_path: Path) -> None:
    app = make_app(tmp_path, "en-XA", deal=WAR_DEAL)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("t")
        await open_log(pilot)
        assert unlocalized_words(screen_text(app)) == []


async def test_the_log_in_arabic_runs_from_the_right_edge_in_visual_mode(tmp_path: Path) -> None:
    app = make_app(tmp_path, "ar", deal=WAR_DEAL, bidi=VISUAL)
    t = get_translator("ar")
    async with app.run_test(size=TALL) as pilot:
        await pilot.press("space", "space", "space")
        log = await open_log(pilot)
        assert app.screen.has_class(MIRRORED)
        region = log.scrollable_content_region
        lines = screen_text(app).split("\n")[region.y : region.bottom]
        heading = visual_line(battle_heading(t, 1))
        row = next(line for line in lines if heading in line)
        assert cell_len(cells_between(row, region.x, region.right).rstrip()) == region.width - PADDING
        game = replayed(app.session.steps, WAR_DEAL)
        expected = [visual_line(line) for line in told(game, "ar")]
        assert shown(app) == expected


@pytest.fixture(scope="module")
def long_game() -> Game:
    game = Game(LONG, deal=1)
    game.play_to_end()
    assert game.battles == 100_000
    return game


async def test_a_100000_battle_game_tells_only_the_battles_on_screen(
    tmp_path: Path, long_game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The log of the longest game opens at its end and moves through it telling only the
    chapters it shows: counted by the chapters laid out, never all 100,000."""
    laid_out = []
    rows_of = warkit.tui.views.log.chapter_rows

    def counted(chapter, *args):
        laid_out.append(chapter.battle)
        return rows_of(chapter, *args)

    monkeypatch.setattr(warkit.tui.views.log, "chapter_rows", counted)
    app = make_app(tmp_path, "de", deal=1, rules=LONG)
    app.session.game = long_game  # what Finish would have played, seconds saved
    t = get_translator("de")
    async with app.run_test(size=SMALL) as pilot:
        log = await open_log(pilot)
        height = log.scrollable_content_region.height
        rows = shown(app)
        ending = Narrator(t, LONG).outcome_sentence(long_game.outcome, long_game.stats)
        assert " ".join(rows).endswith(ending)  # wrapped: it is the last thing on screen
        assert battle_heading(t, 100_000) in rows
        assert len(laid_out) <= 2 * height
        await pilot.press("pageup", "pageup", "home")
        assert shown(app)[1] == battle_heading(t, 1)
        await pilot.press("pagedown", "end")
        assert shown(app)[-1] == rows[-1]
        assert len(laid_out) <= 8 * height
