"""A game under way is never thrown away without a question: New game, Replay this deal, Play deal
number… and new rules ask first (Esc keeps playing), unless the player chose not to be asked."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_support import DEAL, NEXT_DEAL, choose_setting, make_app, screen_text, setting_value

from warkit.engine import Rules
from warkit.i18n import get_translator
from warkit.narration.rule_words import rules_label
from warkit.storage import load_settings
from warkit.tui.screens.confirm import LeaveQuestion, leave_question
from warkit.tui.screens.prompt import DealPrompt
from warkit.tui.screens.settings import SettingsScreen

SIZE = (80, 24)


async def test_new_game_replay_and_deal_number_ask_and_escape_keeps_the_game(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "n")
        assert leave_question(get_translator("en")) in " ".join(screen_text(app).split())
        for key in ("n", "r", "d"):
            if key != "n":
                await pilot.press(key)
            assert isinstance(app.screen, LeaveQuestion), key
            await pilot.press("escape")
            assert app.screen is app.table
            assert (app.session.deal, app.session.game.battles) == (DEAL, 10), key
        await pilot.press("n", "enter")  # Enter leaves the game: a new deal
        assert (app.session.deal, app.session.game.battles) == (NEXT_DEAL, 0)
        await pilot.press("t", "r", "y")  # so does Y: the same deal again
        assert (app.session.deal, app.session.game.battles) == (NEXT_DEAL, 0)
        await pilot.press("t", "d", "enter")
        assert isinstance(app.screen, DealPrompt)
        await pilot.press("1", "2", "3", "enter")
        assert (app.session.deal, app.session.game.battles) == (123, 0)


async def test_a_player_count_change_mid_game_asks_and_escape_keeps_the_rules(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "s")
        await choose_setting(pilot, "players", 3)
        assert isinstance(app.screen, LeaveQuestion)
        await pilot.press("escape")
        assert isinstance(app.screen, SettingsScreen)
        assert setting_value(app, "players") == 2  # the form shows the rules still played
        assert (app.session.rules, app.session.game.battles) == (Rules(), 10)
        await choose_setting(pilot, "players", 3)
        await pilot.press("enter")
        assert app.session.rules == Rules(players=3) and app.session.game.battles == 0
    assert load_settings(tmp_path).rules == Rules(players=3)


async def test_a_fresh_or_finished_game_or_a_player_who_said_no_is_not_asked(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")  # nothing played yet
        assert app.screen is app.table and app.session.deal == DEAL
        await pilot.press("f", "escape", "n")  # the game is over: nothing to lose
        assert app.screen is app.table and (app.session.deal, app.session.game.battles) == (NEXT_DEAL, 0)
        await pilot.press("s")
        await choose_setting(pilot, "ask_before_leaving", False)
        await pilot.press("escape", "t", "r")  # under way, but the player said no
        assert app.screen is app.table and (app.session.deal, app.session.game.battles) == (NEXT_DEAL, 0)
    assert load_settings(tmp_path).ask_before_leaving is False


FLAGS = (["--rules", "pagat"], ["--aces", "low"], ["--deal", "123"])
"""Each kind of flag that names another round: a preset, a rule flag, a deal."""


def _asked_for(argv: list[str]) -> tuple[Rules | None, int | None]:
    """What ``warkit play ARGV`` hands the game: the rules it names (None: none) and the deal."""
    from warkit.cli import build_parser
    from warkit.commands.rule_flags import rules_from_args, rules_given

    args = build_parser().parse_args(["play", *argv])
    return (rules_from_args(args) if rules_given(args) else None), args.deal


@pytest.mark.parametrize("argv", FLAGS, ids=lambda argv: argv[0])
async def test_a_flag_that_would_leave_the_saved_game_asks_first(tmp_path: Path, argv: list[str]) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "q")
    rules, deal = _asked_for(argv)
    app = make_app(tmp_path, deal=deal, rules=rules)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LeaveQuestion)  # over the saved game, as inside the game
        assert leave_question(get_translator("en")) in " ".join(screen_text(app).split())
        await pilot.press("escape")  # keep playing the saved game
        assert app.screen is app.table
        assert (app.session.rules, app.session.deal, app.session.game.battles) == (Rules(), DEAL, 10)
        await pilot.press("space", "q")
    app = make_app(tmp_path, deal=deal, rules=rules)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LeaveQuestion)
        await pilot.press("enter")  # leave it for the round the command line named
        assert app.screen is app.table
        assert app.session.rules == (rules or Rules()) and app.session.game.battles == 0
        assert app.session.deal == (deal or NEXT_DEAL)
        assert ("Rules: " + rules_label(app.t, app.session.rules)) in screen_text(app)
