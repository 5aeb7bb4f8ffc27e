"""A web address in a translation never becomes something to click in Help (issue 13, 2a).

A translator's overlay catalog (``WARKIT_LOCALE_DIR``) puts a bare ``www.example.com`` into a
guide heading and a bare ``example.com`` into the guide's title. The first is refused by the
catalog rule (the English shows, with a warning); the second is allowed text, and Help shows
it as text: the player clicks it, and nothing opens, nothing crashes, Help stays. And if a
bare ``www.`` address ever reached Help's page, clicking it would do nothing either.
"""

from __future__ import annotations

import shutil
import webbrowser
from collections.abc import Iterator
from pathlib import Path

import polib
import pytest
from test_tui_support import make_app, screen_text, until

from warkit.i18n import get_translator
from warkit.i18n.catalog import reload
from warkit.resources import shipped_locale_dir
from warkit.tui.app import WarApp
from warkit.tui.screens import help as help_screen
from warkit.tui.screens.help import GuidePage, HelpScreen

TITLE = "How to play War: {rules}"


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every address anything tried to open in a browser."""
    tried: list[str] = []
    monkeypatch.setattr(webbrowser, "open", lambda url, *args, **kwargs: tried.append(url) or True)
    monkeypatch.setattr(WarApp, "open_url", lambda self, url, **kwargs: tried.append(url))
    return tried


@pytest.fixture
def hostile_overlay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "my-catalogs"
    target = folder / "ms" / "LC_MESSAGES" / "warkit.po"
    target.parent.mkdir(parents=True)
    shutil.copy(shipped_locale_dir() / "ms" / "LC_MESSAGES" / "warkit.po", target)
    po = polib.pofile(str(target), wrapwidth=0)
    po.find("The aim").msgstr = "Matlamat www.example.com"
    title = po.find(TITLE)
    title.msgstr = title.msgstr.replace("{rules}", "{rules} example.com")
    po.save()
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(folder))
    reload()
    yield folder
    reload()


def position(screen: str, text: str) -> tuple[int, int]:
    """(column, row) of the first cell of ``text`` on screen."""
    for row, line in enumerate(screen.split("\n")):
        if text in line:
            return line.index(text), row
    raise AssertionError(f"{text!r} is not on screen")


async def open_help(app: WarApp, pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.press("h")
    await until(pilot, lambda: isinstance(app.screen, HelpScreen) and app.screen.query_one(GuidePage).source != "")
    await pilot.pause()


async def click_and_stay(app: WarApp, pilot, text: str) -> None:  # type: ignore[no-untyped-def]
    column, row = position(screen_text(app), text)
    for offset in range(len(text)):
        await pilot.click(offset=(column + offset, row))
    await pilot.pause()
    assert isinstance(app.screen, HelpScreen) and app.is_running


async def test_clicking_an_address_from_a_translation_in_help_opens_nothing(
    tmp_path: Path, hostile_overlay: Path, opened: list[str]
) -> None:
    t = get_translator("ms")
    assert t.gettext("The aim") == "The aim"  # the bare www. address is refused: the English shows
    assert any("“The aim”" in warning for warning in t.warnings)  # the translator is told
    app = make_app(tmp_path / "data", "ms")
    async with app.run_test(size=(120, 40)) as pilot:
        await open_help(app, pilot)
        shown = screen_text(app)
        assert "www.example.com" not in shown and "The aim" in shown
        await click_and_stay(app, pilot, "example.com")  # allowed text, in the guide's title
        await click_and_stay(app, pilot, "The aim")  # where the refused address would have been
        await pilot.press("escape")
        assert app.screen is app.table
    assert opened == []


async def test_a_bare_www_address_that_reached_help_is_only_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, opened: list[str]
) -> None:
    # As if a translation had slipped past the catalog rule: the guide's parser makes no links
    # of its own (no linkify), and Help follows only the guide's links to its own headings.
    real_build = help_screen.build_guide

    def with_an_address(t, rules, figures):  # type: ignore[no-untyped-def]
        return real_build(t, rules, figures).replace("\n\n", "\n\nVisit www.example.com today.\n\n", 1)

    monkeypatch.setattr(help_screen, "build_guide", with_an_address)
    app = make_app(tmp_path, "en")
    async with app.run_test(size=(120, 40)) as pilot:
        await open_help(app, pilot)
        await click_and_stay(app, pilot, "www.example.com")
        await pilot.press("escape")
        assert app.screen is app.table
    assert opened == []
