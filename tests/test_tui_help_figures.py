"""Help for rules whose figures were never played: the guide shows at once with the figures
marked as being worked out, and the finished guide takes its place where the reader is."""

from __future__ import annotations

import re
import threading
from pathlib import Path

import pytest
from test_tui_support import make_app, until

import warkit.guide.figures as figures_module
from warkit.engine import Rules
from warkit.guide.markdown import render_document
from warkit.i18n import get_translator
from warkit.i18n.pseudo import unlocalized_words
from warkit.tui.guide_text import GuideText
from warkit.tui.help_screen import HelpScreen

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
def fresh_figures(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """An empty cache folder and no figures remembered: every rule set not a preset is new."""
    monkeypatch.setenv("WARKIT_CACHE_DIR", str(tmp_path / "cache"))
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
    real_apart = figures_module.figures_played_apart

    def held_apart(rules: Rules, closing: threading.Event | None = None):
        release.wait(20)  # the figures take their time: Help must not wait for them
        return real_apart(rules, closing=closing)

    monkeypatch.setattr(figures_module, "figures_played_apart", held_apart)
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
    played = figures_module.known_figures(NEW_RULES)
    assert played is not None and played.games == figures_module.GAMES  # kept for next time


def test_the_figures_are_played_in_a_process_of_their_own(fresh_figures: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(figures_module, "play_figures", lambda *args: pytest.fail("played in the game's own process"))
    figures = figures_module.figures_played_apart(NEW_RULES, 40)
    assert figures.games == 40 and len(figures.wins) == 2 and sum(figures.wins) + figures.draws == 40
    figures_module._played.clear()
    assert figures_module.known_figures(NEW_RULES, 40) == figures  # kept in the cache folder by that process


def test_when_no_other_process_can_run_the_figures_are_played_here(fresh_figures: None, monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setattr(sys, "executable", "/nonexistent/python")
    figures = figures_module.figures_played_apart(NEW_RULES, 40)
    assert figures == figures_module.play_figures(NEW_RULES, 40)


def test_a_game_that_closes_stops_the_figures_process_at_once(
    fresh_figures: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import sys
    import time

    slow = tmp_path / "slow-python"
    slow.write_text("#!/bin/sh\nexec sleep 60\n", encoding="utf-8")
    slow.chmod(0o755)
    monkeypatch.setattr(sys, "executable", str(slow))  # a figures process that would take a minute
    monkeypatch.setattr(figures_module, "play_figures", lambda *args: pytest.fail("played after the game closed"))
    closing = threading.Event()
    threading.Timer(0.3, closing.set).start()
    began = time.monotonic()
    with pytest.raises(figures_module.FiguresStopped):
        figures_module.figures_played_apart(NEW_RULES, 40, closing=closing)
    assert time.monotonic() - began < 5  # not the minute the process wanted


async def test_quitting_while_the_figures_are_played_stops_their_process(
    tmp_path: Path, fresh_figures: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    import subprocess
    import sys

    slow = tmp_path / "slow-python"
    slow.write_text("#!/bin/sh\nexec sleep 60\n", encoding="utf-8")
    slow.chmod(0o755)
    monkeypatch.setattr(sys, "executable", str(slow))
    started: list[subprocess.Popen[str]] = []
    real_popen = subprocess.Popen

    def watched(*args: object, **kwargs: object) -> subprocess.Popen[str]:
        child = real_popen(*args, **kwargs)  # type: ignore[call-overload]
        started.append(child)
        return child

    monkeypatch.setattr(subprocess, "Popen", watched)
    app = make_app(tmp_path, rules=NEW_RULES)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("h")
        await until(pilot, lambda: bool(started))
        assert isinstance(app.screen, HelpScreen) and app.screen.figures_pending
        await pilot.press("q")
    assert app.return_code in (0, None)
    assert started[0].wait(timeout=5) != 0  # stopped, not left running for its minute
