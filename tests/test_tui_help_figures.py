"""Help for rules whose figures were never played: the guide shows at once with the figures
marked as being worked out, and the finished guide takes its place where the reader is."""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from test_tui_support import make_app, until

import warkit.guide.figures as figures_module
from warkit.engine import Rules
from warkit.engine.tally import Tally
from warkit.guide.markdown import render_document
from warkit.i18n import get_translator
from warkit.i18n.pseudo import unlocalized_words
from warkit.tui.screens.help import HelpScreen
from warkit.tui.views.guide import GuideText

NEW_RULES = Rules(face_down=2, max_battles=137)
"""Not a preset: their figures are played the first time they are asked for."""
NO_LIMIT = Rules(face_down=2, max_battles=0)


def pending_sentences(lang: str) -> list[str]:
    """What the draft says in place of every figure, in ``lang``."""
    t = get_translator(lang)
    return [
        t.ngettext(
            "Nobody has an edge: it is all luck. The figures for these rules are being worked out: the game is playing {count} game with them, and the results will show here in a moment.",
            "Nobody has an edge: it is all luck. The figures for these rules are being worked out: the game is playing {count} games with them, and the results will show here in a moment.",
            figures_module.GAMES,
            count=figures_module.GAMES,
        ),
        t.gettext("How long a game lasts with these rules is being worked out: the figures will show here in a moment."),
    ]


def guide_of(lang: str, rules: Rules, pending: bool) -> str:
    return render_document(rules, get_translator(lang), figures_pending=pending).markdown("help")


@pytest.fixture
def fresh_figures():
    """No figures remembered: every rule set not a preset is new."""
    figures_module._played.clear()
    yield
    figures_module._played.clear()


@pytest.mark.parametrize("lang", ["en", "ms", "ar", "zh-Hans"])
def test_the_draft_says_the_figures_are_being_worked_out_and_plays_nothing(
    lang: str, fresh_figures: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(figures_module, "play_figures", lambda *args: pytest.fail("the draft played the figures"))
    draft = guide_of(lang, NEW_RULES, pending=True)
    flat = " ".join(draft.split())
    for sentence in pending_sentences(lang):
        assert " ".join(sentence.split()) in flat
    t = get_translator(lang)
    assert t.gettext("Who wins more often?") in draft  # the question stays, its answer waits


def test_the_draft_never_states_a_figure_and_the_finished_guide_does(fresh_figures: None) -> None:
    draft, finished = guide_of("en", NO_LIMIT, pending=True), guide_of("en", NO_LIMIT, pending=False)
    assert "you won " not in draft and "the computer won " not in draft and "were drawn" not in draft
    assert "the longest took" not in draft and "figures above" not in draft
    assert "As a safeguard the game stops any game at 100,000 battles as a draw." in draft
    assert "the longest took" in finished and "being worked out" not in finished
    limited = guide_of("en", Rules(max_battles=137), pending=True)
    assert "Because a game still going after 137 battles stops there as a draw, and War often takes longer than that. Choose" in " ".join(limited.split())


def test_the_draft_is_localized_in_the_pseudo_locale(fresh_figures: None) -> None:
    for rules in (NEW_RULES, NO_LIMIT):
        text = re.sub(r"\]\(#[^)]*\)", "]", guide_of("en-XA", rules, pending=True))  # link targets stay as made
        assert unlocalized_words(text) == []


async def test_help_shows_the_draft_at_once_and_then_the_finished_guide_in_place(
    tmp_path: Path, fresh_figures: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    release = threading.Event()
    real_play = figures_module.play_figures

    def held_play(rules: Rules, *args: object, **kwargs: object) -> figures_module.Figures:
        release.wait(20)  # the figures take their time: Help must not wait for them
        return real_play(rules, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(figures_module, "play_figures", held_play)
    app = make_app(tmp_path, rules=NEW_RULES)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("h")
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        await until(pilot, lambda: not help_screen.query_one("#loading").display, seconds=15)
        assert help_screen.figures_pending
        text = help_screen.query_one(GuideText)
        assert "being worked out" in help_screen.query_one("#guide").source
        text.scroll_to(y=12, animate=False, immediate=True)
        release.set()
        await until(pilot, lambda: not help_screen.figures_pending, seconds=20)
        await pilot.pause()
        source = help_screen.query_one("#guide").source
        assert "being worked out" not in source and "games were played, from deal 1 onwards" in source
        assert round(text.scroll_offset.y) == 12  # the reader stays where they were
        await pilot.press("escape", "h")  # Help again: the finished guide at once
        assert not app.screen.figures_pending  # type: ignore[attr-defined]
    played = figures_module.known_figures(NEW_RULES)
    assert played is not None and played.games == figures_module.GAMES  # remembered for the run


async def test_the_figures_are_played_in_the_game_s_own_process(
    tmp_path: Path, fresh_figures: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No other Python is started (it would import from the folder the game was started in)."""
    import subprocess

    monkeypatch.setattr(subprocess, "Popen", lambda *args, **kwargs: pytest.fail("a process was started"))
    app = make_app(tmp_path, rules=NEW_RULES)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("h")
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        await until(pilot, lambda: app.guides_finished == 1 and not help_screen.figures_pending, seconds=30)
    assert figures_module.known_figures(NEW_RULES) is not None


async def test_quitting_while_the_figures_are_played_stops_them_at_once(
    tmp_path: Path, fresh_figures: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    started, stopped = threading.Event(), threading.Event()

    def endless(rules: Rules, first: int, count: int, stop: Callable[[], bool]) -> object:
        """Figures that would never end unless asked to stop (the engine asks every few games)."""
        started.set()
        while not stop():
            stopped.wait(0.005)
        stopped.set()
        return Tally(rules.players)  # none of the games: the run was stopped

    monkeypatch.setattr(figures_module, "play_chunk", endless)
    app = make_app(tmp_path, rules=NEW_RULES)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("h")
        await until(pilot, started.is_set)
        assert isinstance(app.screen, HelpScreen)
        await until(pilot, lambda: not app.screen.query_one("#loading").display)
        assert app.screen.figures_pending
        await pilot.press("q")
    assert app.return_code in (0, None)
    assert stopped.wait(10)  # asked to stop as the game closed, not left playing
    assert figures_module.known_figures(NEW_RULES) is None  # a stopped run is never shown as figures
