"""The table as a person sees it: the footer in each phase, the set-aside card, results on the
press that ends the game, and the Krig winner (Textual's Pilot, 80x24)."""

from __future__ import annotations

from pathlib import Path

from table_oracle import whole_game
from test_tui_support import DEAL, WAR_DEAL, finish, flat, make_app, screen_text, widget_text

from warkit.engine import PRESETS, Game, Rules
from warkit.engine.events import PlayerOut
from warkit.i18n import get_translator
from warkit.narration import Narrator
from warkit.tui.screens.summary import SummaryScreen
from warkit.tui.widgets import ControlBar, SeatRow, StatusBox

SIZE = (80, 24)
EN = get_translator("en")


def footer(app) -> str:
    return widget_text(app, app.screen.query_one(ControlBar))


def status(app) -> str:
    return widget_text(app, app.table.query_one(StatusBox))


async def test_the_footer_says_what_each_key_does_in_each_phase(tmp_path: Path) -> None:
    app = make_app(tmp_path, deal=WAR_DEAL)
    async with app.run_test(size=SIZE) as pilot:
        assert footer(app).startswith("Space Turn cards T Play 10 battles A Auto-play F Finish the game")
        await pilot.press("space")  # a war is pending
        assert footer(app).startswith("Space War step T Play 10 battles")
        await pilot.press("a")
        assert footer(app) == "A Auto-play is on: other keys stop it P Calm or quick Q Quit"
        await pilot.press("x")  # any key stops it, and does nothing else
        await pilot.pause()
        assert footer(app).startswith("Space ")
        assert "Auto-play is on" not in footer(app)
        await finish(pilot, "escape")
        await pilot.pause()
        shown = footer(app)
        assert shown.startswith("Space Show the result N New game R Replay this deal")
        assert "Play 10 battles" not in shown and "Auto-play" not in shown and "Finish the game" not in shown
        await pilot.press("space")  # once over, the turn key shows the result
        assert isinstance(app.screen, SummaryScreen)


def _you_go_out_first(deal: int) -> bool:
    game = Game(PRESETS["krig"], deal=deal)
    while game.can_step():
        for event in game.step():
            if isinstance(event, PlayerOut):
                return event.seat == 0 and len(game.in_game) > 1
    return False


async def test_when_you_are_out_the_footer_offers_finish_first_and_the_status_says_so(tmp_path: Path) -> None:
    deal = next(d for d in range(1, 400) if _you_go_out_first(d))
    app = make_app(tmp_path, deal=deal, rules=PRESETS["krig"])
    async with app.run_test(size=SIZE) as pilot:
        while 0 in app.session.game.in_game:
            await pilot.press("space")
        assert footer(app).startswith("F Finish the game Space Turn cards")
        assert "The others play on without you: F plays the game to the end and says who wins." in status(app)
        await finish(pilot)
        game = app.session.game
        assert isinstance(app.screen, SummaryScreen) and game.outcome is not None
        winner = ("You", "West", "North", "East")[game.outcome.winner]
        sentence = Narrator(EN, game.rules).outcome_sentence(game.outcome, game.stats)
        assert winner in sentence and flat(sentence) in flat(screen_text(app))


async def test_krig_names_the_winner_on_finish_at_the_table_and_in_the_summary(tmp_path: Path) -> None:
    app = make_app(tmp_path, deal=5, rules=PRESETS["krig"])
    async with app.run_test(size=SIZE) as pilot:
        await finish(pilot)
        game = app.session.game
        sentence = Narrator(EN, game.rules).outcome_sentence(game.outcome, game.stats)
        assert flat(sentence) in flat(screen_text(app))  # the summary
        await pilot.press("escape")
        await pilot.pause()
        assert flat(sentence) in status(app)  # and the table's status box


async def test_the_short_game_says_its_result_on_the_press_that_plays_battle_26(tmp_path: Path) -> None:
    rules = Rules(max_battles=26, at_limit="count")
    app = make_app(tmp_path, deal=20, rules=rules)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "t", "t")
        game = app.session.game
        assert game.battles == 26 and game.outcome is not None
        sentence = Narrator(EN, rules).outcome_sentence(game.outcome, game.stats)
        assert sentence.startswith("At the battle limit of 26 battles")
        assert flat(sentence) in status(app)
        assert "Battle 26 of 26" in screen_text(app)
        assert footer(app).startswith("Space Show the result")


async def test_a_three_player_table_shows_the_set_aside_card_and_the_summary_counts_it(tmp_path: Path) -> None:
    app = make_app(tmp_path, deal=DEAL, rules=Rules(players=3))
    async with app.run_test(size=SIZE) as pilot:
        row = app.table.query_one("#set-aside", SeatRow)
        assert row.display
        shown = widget_text(app, row)
        assert "Set aside" in shown and "1 card" in shown and "░" in shown  # face down, labelled
        game = app.session.game
        assert sum(game.counts) == 51 and game.set_aside is not None
        assert game.set_aside.code not in shown
        await finish(pilot)
        text = flat(screen_text(app))
        assert "Set aside 1 card" in flat(text.replace("│", " "))
        assert f"Deal {DEAL}" in text and "Rules: Classic, 3 players" in text
        figures = whole_game(game.log)
        assert f"Battles in the whole game: {figures['battles']:,}" in text


async def test_two_players_show_no_set_aside_row(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE):
        assert not app.table.query_one("#set-aside", SeatRow).display
