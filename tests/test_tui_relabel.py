"""A new language chosen in the open Settings screen relabels every word on screen at once:
every question and every answer, the heading and note, the footer, the table behind it and an
open Help; no word of the old language stays until the screen is opened again."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_support import choose_setting, make_app, screen_text, settings_row, until, widget_text

from warkit.choices import settings_note, settings_title
from warkit.controls import BACK, control_label
from warkit.i18n import get_translator
from warkit.i18n.pseudo import unlocalized_words
from warkit.tui.labels import deal_line
from warkit.tui.messages import SettingsChanged
from warkit.tui.screens.help import HelpScreen
from warkit.tui.screens.settings import SettingsScreen, current_value, fields, questions
from warkit.tui.widgets import ControlBar

TALL = (100, 40)
"""Room for the whole form, so every row is on screen at once."""


def answers_shown(app) -> dict[str, str]:
    """Each setting's answer as it reads on screen (the closed list's current line)."""
    return {name: settings_row(app, name)[1] for name, _ in fields()}


def answers_expected(app, lang: str) -> dict[str, str]:
    """Each setting's answer for the current settings, in ``lang``'s words."""
    t, settings = get_translator(lang), app.session.settings
    expected = {}
    for name, options in fields():
        value = current_value(settings, lang, name)
        expected[name] = next(label for label, option in options(t, settings) if option == value)
    return expected


async def switch_to(pilot, lang: str) -> None:
    """Choose ``lang`` in the open Settings screen, as the Language list does."""
    await choose_setting(pilot, "language", lang)


def assert_all_in(app, lang: str) -> None:
    t = get_translator(lang)
    text = screen_text(app)
    assert answers_shown(app) == answers_expected(app, lang)
    labels = questions(t)
    for name, _ in fields():
        assert labels[name].split()[0] in text
    assert settings_title(t) in text
    assert settings_note(t).split()[0] in text
    assert control_label(BACK, t) in widget_text(app, app.screen.query_one(ControlBar))


async def test_every_answer_changes_language_with_the_questions(tmp_path: Path) -> None:
    app = make_app(tmp_path, "en")
    async with app.run_test(size=TALL) as pilot:
        await pilot.press("s")
        assert isinstance(app.screen, SettingsScreen)
        assert_all_in(app, "en")
        for lang in ("ms", "ar", "ru", "en"):
            await switch_to(pilot, lang)
            assert_all_in(app, lang)


async def test_the_old_language_leaves_no_answer_behind(tmp_path: Path) -> None:
    app = make_app(tmp_path, "en")
    async with app.run_test(size=TALL) as pilot:
        await pilot.press("s")
        await switch_to(pilot, "ms")
        text = screen_text(app)
        for english in ("Classic", "Off", "The short player loses", "Calm", "2 players"):
            assert english not in text


async def test_switching_into_the_pseudo_locale_leaves_no_english_word(tmp_path: Path) -> None:
    """en-XA is never offered in the list, so the switch is made as the list would post it."""
    app = make_app(tmp_path, "en")
    async with app.run_test(size=TALL) as pilot:
        await pilot.press("s")
        await switch_to(pilot, "ms")
        settings = app.session.settings.replace(language="en-XA")
        app.screen.post_message(SettingsChanged(settings))
        await pilot.pause()
        assert app.language == "en-XA"
        assert unlocalized_words(screen_text(app)) == []
        await pilot.press("escape")
        assert unlocalized_words(screen_text(app)) == []


async def test_the_table_behind_settings_is_already_in_the_new_language(tmp_path: Path) -> None:
    app = make_app(tmp_path, "en")
    async with app.run_test(size=TALL) as pilot:
        await pilot.press("space", "s")
        await switch_to(pilot, "ms")
        await pilot.press("escape")
        text = screen_text(app)
        assert deal_line(get_translator("ms"), app.session.deal) in text
        assert deal_line(get_translator("en"), app.session.deal) not in text


@pytest.mark.parametrize("lang", ["en-XA"])
async def test_an_open_help_follows_a_new_language(tmp_path: Path, lang: str) -> None:
    """Words change under an open Help too (a translator's save in translator mode does this)."""
    app = make_app(tmp_path, "en")
    async with app.run_test(size=TALL) as pilot:
        await pilot.press("h")
        assert isinstance(app.screen, HelpScreen)
        await until(pilot, lambda: not app.screen.query_one("#loading").display)
        app.show_words(get_translator(lang))
        await pilot.pause()
        await until(pilot, lambda: not app.screen.query_one("#loading").display)
        await pilot.pause()
        t = get_translator(lang)
        assert control_label(BACK, t) in widget_text(app, app.screen.query_one(ControlBar))
        if lang == "en-XA":
            assert unlocalized_words(screen_text(app)) == []
