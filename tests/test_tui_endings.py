"""The result says how the game ended: on the table's status, in the summary's title and in the
plain mode, whether the game ended by Finish, Play 10 or its last step.

Deal 7 (classic rules) has a war at battle 79 that you cannot finish later on: Finish during it
plays on to battle 236, where you run out of cards in a war.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from test_tui_support import flat, make_app, screen_text, until, widget_text

from warkit.engine import Game, Outcome, Phase, Reason, Rules
from warkit.engine.events import GameStats
from warkit.i18n import get_translator
from warkit.i18n.pseudo import unlocalized_words
from warkit.narration import Narrator
from warkit.plain import PlainGame
from warkit.session import Session
from warkit.storage import Settings, Statistics
from warkit.tui.messages import SettingsChanged
from warkit.tui.screens.summary import SummaryScreen
from warkit.tui.widgets import StatusBox, TextLine

SIZE = (80, 24)
RAN_OUT = "You ran out of cards in the war: the computer wins the game."


def presses_to_the_war_at_battle_79() -> list[str]:
    """The keys from the deal to deal 7's war at battle 79: seven Play 10s, then Turn cards."""
    game = Game(Rules(), deal=7)
    game.play_battles(70)
    turns = 0
    while not (game.battles == 79 and game.phase is Phase.WAR):
        game.step()
        turns += 1
    return ["t"] * 7 + ["space"] * turns


def status(app) -> str:
    return widget_text(app, app.table.query_one(StatusBox))


def summary_title(app) -> str:
    assert isinstance(app.screen, SummaryScreen)
    return app.screen.query_one("#outcome", TextLine).text


async def test_finish_during_a_war_says_you_ran_out_of_cards_in_it_on_the_table_and_the_summary(tmp_path: Path) -> None:
    """Also in the pseudo-locale, where no word of the table or the summary is left unlocalized."""
    app = make_app(tmp_path, "en", deal=7)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*presses_to_the_war_at_battle_79())
        assert app.session.game.battles == 79 and app.session.game.phase is Phase.WAR
        await pilot.press("f")
        await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
        assert summary_title(app) == RAN_OUT
        assert RAN_OUT in flat(screen_text(app))
        await pilot.press("escape")
        await pilot.pause()
        assert status(app).endswith(RAN_OUT)
        # The same table and summary in the pseudo-locale: no word of them left in English.
        app.post_message(SettingsChanged(app.session.settings.replace(language="en-XA")))
        await pilot.pause()
        assert unlocalized_words(screen_text(app)) == []
        await pilot.press("f")
        await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
        assert unlocalized_words(screen_text(app)) == []


def plain_lines(tmp_path: Path, lang: str, rules: Rules, deal: int, keys: list[str]) -> list[str]:
    out = io.StringIO()
    session = Session(tmp_path, Settings(rules=rules), Statistics(), deal=deal, keeps_round=False)
    PlainGame(get_translator(lang), session, out).run(key + "\n" for key in keys)
    return out.getvalue().splitlines()


def test_plain_f_during_that_war_and_auto_say_you_ran_out_of_cards_in_it(tmp_path: Path) -> None:
    keys = {"t": "10", "space": ""}
    typed = [keys[key] for key in presses_to_the_war_at_battle_79()]
    lines = plain_lines(tmp_path, "en", Rules(), 7, [*typed, "f", "f"])
    assert lines.count(RAN_OUT) == 2  # said by f, and again by f once the game is over (the result)
    out = io.StringIO()
    session = Session(tmp_path / "auto", Settings(rules=Rules()), Statistics(), deal=7, keeps_round=False)
    PlainGame(get_translator("en"), session, out).run_auto()  # --auto tells the same ending
    assert RAN_OUT in out.getvalue().splitlines()


ENDINGS = {
    "all-cards": (Rules(), 2, ["f"], "has all the cards and wins the game."),
    "ran-out": (Rules(), 6, ["f"], "The computer ran out of cards in the war: you win the game!"),
    "limit-count": (Rules(max_battles=37, at_limit="count"), 1, ["t"] * 4, "At the battle limit of 37 battles"),
    "limit-draw": (Rules(max_battles=30), 1, ["t"] * 3, "At the battle limit of 30 battles the game is a draw."),
    "repeat": (Rules(won_cards="played"), 5, ["f"], "The piles are back as they were before an earlier battle"),
}
"""Rules, deal, the keys that end the game (Finish, or Play 10 up to the limit) and what the
result says of why it ended."""
PLAIN_KEYS = {"f": "f", "t": "10"}


def result_of(rules: Rules, deal: int, reason: str) -> str:
    game = Game(rules, deal=deal)
    game.play_to_end()
    assert game.outcome is not None
    result = Narrator(get_translator("en"), rules).outcome_sentence(game.outcome, game.stats)
    assert reason in result
    return result


@pytest.mark.parametrize("ending", ENDINGS)
def test_each_ending_says_its_reason_in_the_plain_mode(tmp_path: Path, ending: str) -> None:
    rules, deal, keys, reason = ENDINGS[ending]
    result = result_of(rules, deal, reason)
    lines = plain_lines(tmp_path, "en", rules, deal, [*(PLAIN_KEYS[key] for key in keys), "f"])
    assert lines.count(result) == 2  # on the press that ended the game, and with the result


@pytest.mark.parametrize("ending", ["all-cards", "limit-count", "repeat"])
async def test_each_ending_says_its_reason_on_the_table_and_the_summary(tmp_path: Path, ending: str) -> None:
    rules, deal, keys, reason = ENDINGS[ending]
    result = result_of(rules, deal, reason)
    app = make_app(tmp_path, "en", deal=deal, rules=rules)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*keys)
        await until(pilot, lambda: app.session.over)
        if keys[-1] != "f":
            await pilot.press("f")  # Play 10 ended the game: the key shows the result
        await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
        assert summary_title(app) == result
        await pilot.press("escape")
        await pilot.pause()
        assert status(app).endswith(flat(result))


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(players=4), Rules(max_battles=0), Rules(max_battles=26, at_limit="count", both_short="count")],
    ids=["classic", "four", "no-limit", "short-game"],
)
def test_every_ending_sentence_is_localized_in_the_pseudo_locale(rules: Rules) -> None:
    narrator = Narrator(get_translator("en-XA"), rules)
    stats = GameStats(battles=100_000, wars=0, longest_war=0, biggest_haul=2, cards=(30,) + (22,) * (rules.players - 1))
    for reason in Reason:
        for winner in (None, *range(rules.players)):
            assert unlocalized_words(narrator.outcome_sentence(Outcome(reason, winner), stats)) == []
