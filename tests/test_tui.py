"""The terminal game, played with Textual's Pilot: every control, in English and Malay."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest
from test_tui_support import (
    DEAL,
    NEXT_DEAL,
    WAR_DEAL,
    finish,
    flat,
    game_after,
    make_app,
    narrator,
    screen_text,
    toasts_text,
    until,
    widget_text,
)
from textual.geometry import Size
from textual.screen import Screen

from warkit.engine import CardsTurned, Game, Rules
from warkit.i18n import get_translator
from warkit.storage.save_words import cannot_save, newer_save, resumed, unreadable_round
from warkit.tui.card_art import card_text
from warkit.tui.labels import card_count, deal_line, too_small
from warkit.tui.messages import SettingsChanged
from warkit.tui.screens.confirm import LeaveQuestion
from warkit.tui.screens.help import HelpScreen
from warkit.tui.screens.log import LogScreen
from warkit.tui.screens.prompt import DealPrompt, not_a_deal, parse_deal
from warkit.tui.screens.settings import SettingsScreen
from warkit.tui.screens.small import TooSmallScreen
from warkit.tui.screens.stats import StatisticsScreen
from warkit.tui.screens.summary import SummaryScreen
from warkit.tui.screens.table import TableScreen
from warkit.tui.widgets import ControlBar, SeatRow, StatusBox

LANGS = ("en", "ms")
SIZE = (80, 24)


def status(app) -> str:
    return widget_text(app, app.table.query_one(StatusBox))


def seat_text(app, seat: int) -> str:
    return widget_text(app, app.table.query_one(f"#seat-{seat}", SeatRow))


def assert_counts_shown(app, lang: str, counts: tuple[int, ...]) -> None:
    t = get_translator(lang)
    for seat, count in enumerate(counts):
        assert card_count(t, count) in seat_text(app, seat)


@pytest.mark.parametrize("lang", LANGS)
async def test_the_table_opens_with_the_deal_sentence_and_26_cards_each(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang)
    async with app.run_test(size=SIZE):
        game = Game(Rules(), deal=DEAL)
        assert status(app) == flat(" ".join(narrator(lang).narrate(game.log)))
        assert deal_line(get_translator(lang), DEAL) in screen_text(app)
        assert_counts_shown(app, lang, (26, 26))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", ["space", "enter"])
async def test_turn_cards_plays_one_battle_and_says_who_took_it(tmp_path: Path, lang: str, key: str) -> None:
    app = make_app(tmp_path, lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(key)
        game, events = game_after(1)
        assert status(app) == flat(" ".join(narrator(lang).narrate(events)))
        assert_counts_shown(app, lang, game.counts)
        assert app.session.game.battles == 1


async def test_a_click_on_a_pile_turns_cards(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.click("#seat-0")
        await pilot.click("#seat-1")
        game, events = game_after(2)
        assert status(app) == flat(" ".join(narrator("en").narrate(events)))
        assert app.session.game.counts == game.counts


@pytest.mark.parametrize("lang", LANGS)
async def test_a_war_needs_one_more_press_and_shows_the_face_down_cards(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang, deal=WAR_DEAL)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")
        game, events = game_after(1, WAR_DEAL)
        assert status(app) == flat(" ".join(narrator(lang).narrate(events)))
        t = get_translator(lang)
        for down in game.table:  # both tied face-up cards, drawn on the table
            assert card_text(down.card, "symbols", t) in seat_text(app, down.seat)
        await pilot.press("space")
        game, events = game_after(2, WAR_DEAL)
        assert status(app) == flat(" ".join(narrator(lang).narrate(events)))
        assert "░" in seat_text(app, 0)  # the face-down card's back, under the new face-up card
        assert_counts_shown(app, lang, game.counts)


@pytest.mark.parametrize("lang", LANGS)
async def test_play_ten_battles_tells_the_short_count(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        game = Game(Rules(), deal=DEAL)
        events = game.play_battles(10)
        last_battle = events[max(i for i, e in enumerate(events) if isinstance(e, CardsTurned)):]
        told = narrator(lang).narrate(last_battle)[-1]
        assert status(app) == flat(f"{told} {narrator(lang).summary(events)}")
        assert app.session.game.battles == 10
        assert_counts_shown(app, lang, game.counts)


@pytest.mark.parametrize("lang", LANGS)
async def test_finish_the_game_shows_the_summary_and_counts_the_game(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang)
    async with app.run_test(size=SIZE) as pilot:
        await finish(pilot)
        assert isinstance(app.screen, SummaryScreen)
        game = Game(Rules(), deal=DEAL)
        game.play_to_end()
        assert game.outcome is not None
        text = flat(screen_text(app))
        assert flat(narrator(lang).outcome_sentence(game.outcome, game.stats)) in text
        for line in narrator(lang).statistics(game.stats):
            assert line in text
        t = get_translator(lang)
        for count in game.counts:
            assert card_count(t, count) in text
        charts = [app.screen.query_one(f"#chart-{seat}") for seat in range(2)]
        assert [list(chart.data) for chart in charts] == [
            [float(counts[seat]) for counts in game.history] for seat in range(2)
        ]
        record = app.session.statistics.records["classic"]
        assert (record.played, record.won) == (1, int(game.outcome.winner == 0))
        await pilot.press("escape")
        assert not isinstance(app.screen, SummaryScreen)


@pytest.mark.parametrize("lang", LANGS)
async def test_auto_play_turns_cards_and_any_key_stops_it(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang)
    async with app.run_test(size=SIZE) as pilot:
        app.session.settings = app.session.settings.replace(pace="quick")
        await pilot.press("a")
        await until(pilot, lambda: app.session.steps >= 2)
        await pilot.press("x")
        stopped_at = app.session.steps
        assert stopped_at >= 2
        assert app.table.auto_timer is None  # stopped: nothing left to turn a card
        await pilot.pause()
        assert app.session.steps == stopped_at
        game, events = game_after(stopped_at)
        assert app.session.game.counts == game.counts
        assert status(app) == flat(" ".join(narrator(lang).narrate(events)))


@pytest.mark.parametrize("lang", LANGS)
async def test_new_round_deals_a_new_number(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "n", "enter")  # yes, leave the game under way
        assert app.session.deal == NEXT_DEAL
        assert deal_line(get_translator(lang), NEXT_DEAL) in screen_text(app)
        assert status(app) == flat(" ".join(narrator(lang).narrate(Game(Rules(), deal=NEXT_DEAL).log)))
        assert_counts_shown(app, lang, (26, 26))


@pytest.mark.parametrize("lang", LANGS)
async def test_replay_this_deal_starts_the_same_deal_again(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "r", "enter")  # yes, leave the game under way
        assert (app.session.deal, app.session.game.battles) == (DEAL, 0)
        assert_counts_shown(app, lang, (26, 26))
        await pilot.press("space")
        game, events = game_after(1)
        assert status(app) == flat(" ".join(narrator(lang).narrate(events)))


@pytest.mark.parametrize("lang", LANGS)
async def test_play_deal_number_asks_checks_and_deals(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d")
        assert isinstance(app.screen, DealPrompt)
        await pilot.press("0", "enter")
        assert widget_text(app, app.screen.query_one("#error")) == not_a_deal(get_translator(lang))
        await pilot.press("backspace", "1", "2", "3", "4", "5", "enter")
        assert not isinstance(app.screen, DealPrompt)
        assert app.session.deal == 12345
        assert deal_line(get_translator(lang), 12345) in screen_text(app)
        assert status(app) == flat(" ".join(narrator(lang).narrate(Game(Rules(), deal=12345).log)))
        assert_counts_shown(app, lang, (26, 26))


@pytest.mark.parametrize(
    ("typed", "deal"),
    [
        ("3", 3),
        ("1219", 1219),
        ("4294967295", 4294967295),
        (" 3 ", None),  # the one rule for numbers: ASCII digits only, as the game writes them
        ("\u00a01219\t", None),
        ("1,219", None),
        ("1.219", None),
        ("1 219", None),
        ("4'294'967'295", None),
        ("1_000", None),
        ("١٢١٩", None),
        ("۱۲۱۹", 1219),  # Persian digits: the game writes Persian's numbers in them
        ("۱2", 12),
        ("१२१९", None),
        ("１２１９", None),
        ("𝟕", None),
        ("-3", None),
        ("+3", None),
        ("²", None),
        ("0", None),
        ("4294967296", None),
        pytest.param("9" * 5000, None, id="5000 nines"),  # more digits than int() reads
        ("", None),
    ],
)
def test_the_deal_dialog_reads_a_number_as_the_game_writes_it(typed: str, deal: int | None) -> None:
    """The deal dialog follows the command line's one rule for numbers: ASCII or Persian digits,
    nothing else."""
    assert parse_deal(typed) == deal


async def test_the_deal_dialog_answers_anything_but_a_deal_number(tmp_path: Path) -> None:
    """A pasted number is dealt; " 3 ", Arabic-Indic digits and letters get the line saying what a
    deal number is (the field takes anything, so nothing is refused without a word)."""
    from textual import events

    app = make_app(tmp_path, "en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d")
        app.post_message(events.Paste("1219"))
        await pilot.press("enter")
        assert app.screen is app.table and app.session.deal == 1219
        for typed in (" 3 ", "١٢١٩", "x"):
            await pilot.press("d")
            app.post_message(events.Paste(typed))
            await pilot.press("enter")
            assert isinstance(app.screen, DealPrompt)
            assert widget_text(app, app.screen.query_one("#error")) == not_a_deal(get_translator("en"))
            await pilot.press("escape")
        assert app.session.deal == 1219


async def test_a_deal_number_sent_with_enter_and_escape_at_once_is_dealt(tmp_path: Path) -> None:
    """Enter deals the number typed even when Escape follows before the question has closed."""
    from textual import events

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d", "4", "2")
        assert isinstance(app.screen, DealPrompt)
        for key, character in (("enter", "\r"), ("escape", "\x1b")):
            app.post_message(events.Key(key, character))  # queued at once, none waited for
        for _ in range(5):
            await pilot.pause()
        assert app.session.deal == 42
        assert app.screen is app.table


async def test_escape_leaves_the_deal_question_without_dealing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d", "9", "escape")
        assert app.session.deal == DEAL


@pytest.mark.parametrize("lang", LANGS)
async def test_statistics_show_the_record_kept_across_runs(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang)
    async with app.run_test(size=SIZE) as pilot:
        await finish(pilot, "escape")
    app = make_app(tmp_path, lang, deal=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        assert isinstance(app.screen, StatisticsScreen)
        t = get_translator(lang)
        text = screen_text(app)
        classic_row = next(line for line in text.split("\n") if t.pgettext("preset", "Classic") in line)
        game = Game(Rules(), deal=DEAL)
        game.play_to_end()
        assert game.outcome is not None
        winner = game.outcome.winner
        won, lost, drawn = winner == 0, winner not in (0, None), winner is None
        rate = t.format_percent(float(won), decimals=0)  # the win rate: all or nothing of one game
        assert " ".join(classic_row.split()).endswith(" ".join(["1", str(int(won)), str(int(lost)), str(int(drawn)), rate]))


@pytest.mark.parametrize("lang", LANGS)
async def test_help_shows_the_guide(tmp_path: Path, lang: str) -> None:
    from warkit.guide import guide_markdown

    app = make_app(tmp_path, lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("h")
        await app.workers.wait_for_complete()
        await pilot.pause()
        markdown = guide_markdown(get_translator(lang), Rules())
        first_heading = next(line for line in markdown.split("\n") if line.startswith("# "))
        assert flat(first_heading[2:]) in flat(screen_text(app))
        await pilot.press("escape")
        assert app.screen is app.table


@pytest.mark.parametrize("lang", LANGS)
async def test_quit_saves_and_the_next_start_resumes_mid_war(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang, deal=WAR_DEAL)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")
        await pilot.press("q")
    assert app.return_code == 0
    saved = json.loads((tmp_path / "round.json").read_text())
    assert (saved["deal"], saved["steps"]) == (WAR_DEAL, 1)
    app = make_app(tmp_path, lang, deal=None)
    async with app.run_test(size=SIZE) as pilot:
        game, events = game_after(1, WAR_DEAL)
        assert app.session.deal == WAR_DEAL
        welcome = resumed(get_translator(lang), WAR_DEAL, game.battles)  # the plain mode's sentence
        assert status(app) == flat(" ".join([welcome, *narrator(lang).narrate(events)]))
        await pilot.press("space")
        game, events = game_after(2, WAR_DEAL)
        assert status(app) == flat(" ".join(narrator(lang).narrate(events)))
        assert_counts_shown(app, lang, game.counts)


@pytest.mark.parametrize("lang", LANGS)
async def test_a_corrupt_save_is_kept_aside_and_a_new_round_starts(tmp_path: Path, lang: str) -> None:
    (tmp_path / "round.json").write_text("{ half a save")
    app = make_app(tmp_path, lang, deal=None)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until(pilot, lambda: bool(toasts_text(app)))
        assert toasts_text(app) == flat(unreadable_round(get_translator(lang)))
        assert app.session.deal == NEXT_DEAL
        kept = list(tmp_path.glob("round.json.unreadable-*"))
        assert [path.read_text() for path in kept] == ["{ half a save"]


@pytest.mark.parametrize("lang", (*LANGS, "en-XA"))
async def test_settings_from_a_newer_warkit_are_left_as_they_are_and_the_player_told(tmp_path: Path, lang: str) -> None:
    newer = '{"version": 99, "rules": {"jokers": "wild"}}'
    (tmp_path / "settings.json").write_text(newer)
    app = make_app(tmp_path, lang)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until(pilot, lambda: bool(toasts_text(app)))
        said = newer_save(get_translator(lang), str(tmp_path / "settings.json"))
        assert "".join(toasts_text(app).split()) == "".join(said.split())
        await pilot.press("q")
    assert (tmp_path / "settings.json").read_text() == newer
    assert not list(tmp_path.glob("settings.json.unreadable-*"))


async def test_the_too_small_notice_told_of_a_size_before_its_line_is_there_waits_for_it(tmp_path: Path) -> None:
    """Ctrl+C then a resize, on a busy machine: the notice can hear of the size (or the words)
    while it is being built or closed, with no line yet; it says the size once it has one."""
    app = make_app(tmp_path, "ms")
    async with app.run_test(size=SIZE):
        assert app.words is not None
        notice = TooSmallScreen(Size(60, 20), app.words)
        notice.say(Size(30, 12))  # nothing to say it in, and no error
        notice.refresh_words()


async def test_a_tiny_terminal_asks_for_room_and_the_table_comes_back(tmp_path: Path) -> None:
    app = make_app(tmp_path, "ms")
    t = get_translator("ms")
    async with app.run_test(size=(30, 12)) as pilot:
        await pilot.pause()
        assert flat(too_small(t, 60, 20, 30, 12)) in flat(screen_text(app))
        await pilot.resize_terminal(59, 20)  # one column short: the sentence follows the size
        await pilot.pause()
        assert flat(too_small(t, 60, 20, 59, 20)) in flat(screen_text(app))
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert app.screen is app.table
        await pilot.press("space")
        assert app.session.game.battles == 1


async def test_the_table_resizes_live(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("space")
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        footer = app.table.query_one(ControlBar)
        assert footer.region.bottom == 24
        assert card_count(get_translator("en"), app.session.game.counts[0]) in seat_text(app, 0)


@pytest.mark.parametrize(
    "opens, shows",
    [((), TableScreen), (("s",), SettingsScreen), (("h",), HelpScreen), (("l",), LogScreen), (("d",), LeaveQuestion), (("d", "enter"), DealPrompt), (("a",), TableScreen)],
    ids=["table", "settings", "help", "log", "leave-question", "deal-question", "auto-play"],
)
async def test_ctrl_c_quits_from_any_screen_and_saves_the_round_as_q_does(tmp_path: Path, opens: tuple[str, ...], shows: type) -> None:
    app = make_app(tmp_path, "ms", deal=WAR_DEAL)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space", *opens)
        await until(pilot, lambda: isinstance(app.screen, shows))
        assert app.table.auto_timer is not None or opens != ("a",)
        await pilot.press("ctrl+c")
        await until(pilot, lambda: app.return_code is not None)
        assert app.return_code == 0
    saved = json.loads((tmp_path / "round.json").read_text())
    assert saved["deal"] == WAR_DEAL and saved["steps"] == app.session.steps >= 1


async def test_ctrl_c_with_text_selected_copies_it_and_the_game_goes_on(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d", "1", "2", "3", "shift+home")
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert (app.return_code, app.clipboard) == (None, "123")
        assert isinstance(app.screen, DealPrompt)


@pytest.mark.parametrize("lang", LANGS)
async def test_the_footer_lists_every_control_in_the_players_language(tmp_path: Path, lang: str) -> None:
    from warkit.controls import CONTROLS, control_label

    app = make_app(tmp_path, lang)
    async with app.run_test(size=SIZE):
        footer = widget_text(app, app.table.query_one(ControlBar))
        t = get_translator(lang)
        for item in CONTROLS:
            assert control_label(item, t) in footer


async def test_a_click_on_the_footer_runs_the_control(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.click(ControlBar, offset=(2, 0))  # the first item: Turn cards
        assert app.session.game.battles == 1


@pytest.mark.parametrize("lang", LANGS)
async def test_the_settings_screen_opens_and_closes(tmp_path: Path, lang: str) -> None:
    from warkit.choices import questions, settings_title

    app = make_app(tmp_path, lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space", "s")
        assert isinstance(app.screen, SettingsScreen)
        t = get_translator(lang)
        text = flat(screen_text(app))
        assert settings_title(t) in text and questions(t)["preset"] in text
        await pilot.press("escape")
        assert app.screen is app.table
        game, events = game_after(1)
        assert status(app) == flat(" ".join(narrator(lang).narrate(events)))  # the round went on
        assert_counts_shown(app, lang, game.counts)


async def test_a_folder_that_cannot_be_written_does_not_stop_the_game(tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    app = make_app(blocker / "data", "ms")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("space")
        await until(pilot, lambda: bool(toasts_text(app)))
        assert flat(toasts_text(app)) == flat(cannot_save(get_translator("ms"), os.strerror(errno.ENOTDIR)))  # and why
        await finish(pilot)
        assert isinstance(app.screen, SummaryScreen)
        await pilot.press("q")
    assert app.return_code == 0


async def test_won_cards_slide_to_the_pile_without_holding_up_the_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from warkit.tui.widgets import CardFlight

    seen: list[tuple[float, int]] = []
    watch = CardFlight.watch_progress

    def spy(self: CardFlight, progress: float) -> None:
        watch(self, progress)
        seen.append((progress, self.styles.offset.x.value))

    monkeypatch.setattr(CardFlight, "watch_progress", spy)
    app = make_app(tmp_path)
    app.animation_level = "full"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")
        game, events = game_after(1)
        assert status(app) == flat(" ".join(narrator("en").narrate(events)))
        await until(pilot, lambda: bool(seen) and seen[-1][0] == 1.0)
        await pilot.pause()
        winner = next(e.seat for e in events if type(e).__name__ == "PileTaken")
        row = app.table.query_one(f"#seat-{winner}", SeatRow)
        assert seen[-1] == (1.0, row.region.x + row.pile_offset)  # it ends on the winner's pile
        assert any(0 < progress < 1 for progress, _ in seen)  # and got there by sliding
        assert len(app.table.query(CardFlight)) == 0


async def test_no_slide_when_animation_is_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from warkit.tui.widgets import CardFlight

    mounted: list[CardFlight] = []
    monkeypatch.setattr(CardFlight, "on_mount", lambda self: mounted.append(self), raising=False)
    app = make_app(tmp_path)
    app.animation_level = "full"
    async with app.run_test(size=SIZE) as pilot:
        app.session.settings = app.session.settings.replace(animation=False)
        await pilot.press("space")
        await until(pilot, lambda: app.step is app.session.last)  # the step is on the table
        await pilot.pause()
        assert mounted == []
        assert app.session.game.battles == 1


async def test_the_saved_round_resumes_with_its_own_rules(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=Rules.preset("krig"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "q")
    app = make_app(tmp_path, deal=None)
    assert app.session.rules == Rules.preset("krig")
    assert (app.session.deal, app.session.game.battles) == (DEAL, 10)


async def test_a_deal_on_the_command_line_starts_that_deal_instead(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "q")
    app = make_app(tmp_path, deal=WAR_DEAL)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # the saved game is under way: leave it (asked first)
        assert (app.session.deal, app.session.game.battles) == (WAR_DEAL, 0)
    app = make_app(tmp_path, deal=None, rules=Rules.preset("pagat"))
    assert app.session.rules == Rules.preset("pagat") and app.session.game.battles == 0


@pytest.mark.parametrize(
    "argv, preset, deal",
    [(["play", "--rules", "krig", "--deal", "5"], "krig", 5), (["play", "--deal", "9"], "classic", 9)],
)
def test_warkit_play_starts_the_round_the_command_line_names(
    monkeypatch: pytest.MonkeyPatch, argv: list[str], preset: str, deal: int
) -> None:
    from warkit.cli import build_parser
    from warkit.commands.rule_flags import rules_from_args
    from warkit.tui.app import WarApp, run_tui

    started: list[WarApp] = []
    monkeypatch.setattr(WarApp, "run", lambda self: started.append(self))
    args = build_parser().parse_args(argv)
    assert run_tui(args, rules_from_args(args), deal, "ms") == 0
    [app] = started
    assert (app.session.rules, app.session.deal, app.language) == (Rules.preset(preset), deal, "ms")


@pytest.mark.parametrize("lang", LANGS)
async def test_a_stacked_deck_plays_resumes_and_replays(tmp_path: Path, lang: str) -> None:
    from test_tui_support import stacked

    from warkit.tui.labels import deal_line

    deck = stacked("QD QS 5C 7H 9H TS")
    app = make_app(tmp_path, lang, deck=deck)
    async with app.run_test(size=SIZE) as pilot:
        assert deal_line(get_translator(lang), None) in screen_text(app)
        await pilot.press("space", "q")
    app = make_app(tmp_path, lang, deal=None)
    async with app.run_test(size=SIZE) as pilot:
        assert app.session.deck == deck and app.session.steps == 1
        await pilot.press("space")
        game = Game(Rules(), deck=deck)
        game.step()
        events = game.step()
        assert status(app) == flat(" ".join(narrator(lang).narrate(events)))
        await pilot.press("r", "enter")  # yes, leave the game under way
        assert app.session.deck == deck and app.session.steps == 0
        assert_counts_shown(app, lang, (26, 26))


async def test_the_summary_tells_each_finished_game(tmp_path: Path) -> None:
    app = make_app(tmp_path, "en")
    async with app.run_test(size=SIZE) as pilot:
        await finish(pilot, "escape")
        assert app.screen is app.table
        three = Rules(players=3)
        app.post_message(SettingsChanged(app.session.settings.replace(rules=three, language="ms")))
        await pilot.pause()
        await finish(pilot)
        assert isinstance(app.screen, SummaryScreen)

        game = Game(three, deal=app.session.deal)
        game.play_to_end()
        assert game.outcome is not None
        text = flat(screen_text(app))
        assert flat(narrator("ms", three).outcome_sentence(game.outcome, game.stats)) in text
        for line in narrator("ms", three).statistics(game.stats):
            assert line in text
        shown = [seat for seat in range(4) if app.screen.query_one(f"#chart-row-{seat}").display]
        assert shown == [0, 1, 2]
        assert [list(app.screen.query_one(f"#chart-{seat}").data) for seat in shown] == [
            [float(counts[seat]) for counts in game.history] for seat in shown
        ]


@pytest.mark.parametrize("opens", ["s", "h", "i", "f"])
async def test_leaving_a_screen_twice_at_once_never_fails(tmp_path: Path, opens: str) -> None:
    """Escape and a click on the footer's "Back" queued together (or Escape pressed twice in
    a hurry) leave the screen once and land on the table."""
    from textual import events

    from warkit.controls import BACK
    from warkit.tui.widgets import ControlBar

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await (finish(pilot) if opens == "f" else pilot.press(opens))
        screen = app.screen
        assert screen is not app.table
        bar = screen.query_one(ControlBar)
        app.post_message(events.Key("escape", "\x1b"))
        bar.post_message(ControlBar.Chosen(BACK.action))
        app.post_message(events.Key("escape", "\x1b"))
        for _ in range(5):
            await pilot.pause()
        assert app.screen is app.table
    assert app.return_code in (0, None)


async def test_the_game_closing_while_auto_play_runs_ends_cleanly(tmp_path: Path) -> None:
    """Quit by signal or a closed terminal while the cards turn by themselves: no error on the way out."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a")
        assert app.table.auto_timer is not None
        app.stop_for_signal()
        await pilot.pause()
    assert app.return_code in (0, None)


async def test_the_first_save_is_made_with_a_question_opened_at_once(tmp_path: Path) -> None:
    """The first save of a new round waits only for the first frame, not for the table to be
    shown again: Play deal number… opened at once leaves the question as it was."""
    app = make_app(tmp_path, "en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d")
        await until(pilot, lambda: (tmp_path / "round.json").is_file())
        assert isinstance(app.screen, DealPrompt)


def test_every_stylesheet_is_read_by_the_app_or_by_its_one_screen() -> None:
    """The app reads what the first frame needs; every other stylesheet belongs to one screen,
    which Textual reads when that screen first opens, so none is left unread."""
    import warkit.tui
    from warkit.tui.app import WarApp

    shipped = sorted(path.name for path in Path(warkit.tui.__file__).parent.glob("*.tcss"))
    screens = [HelpScreen, LogScreen, DealPrompt, SettingsScreen, StatisticsScreen, SummaryScreen]
    own = [Path(str(screen.CSS_PATH)).name for screen in screens]
    assert sorted([*WarApp.CSS_PATH, *own]) == shipped
    assert "table.tcss" in WarApp.CSS_PATH and not set(own) & set(WarApp.CSS_PATH)


async def test_a_screen_opened_first_has_its_own_rules_and_the_table_keeps_its_look(tmp_path: Path) -> None:
    """Settings' stylesheet, read as it first opens, styles Settings and changes nothing on the
    table behind it (its rules are scoped to it)."""
    def looks(screen: Screen) -> list[tuple[object, ...]]:
        return [
            (node, styles.background, styles.color, styles.padding, styles.text_style, styles.height, styles.width)
            for node in screen.query("*")
            for styles in [node.styles]
        ]

    app = make_app(tmp_path, "en")
    async with app.run_test(size=SIZE) as pilot:
        table = app.screen
        before = looks(table)
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await pilot.pause()
        assert app.screen.query_one("#title").styles.text_style.bold
        assert looks(table) == before
