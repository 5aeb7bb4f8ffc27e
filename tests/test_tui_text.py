"""Words on screen: hostile translations stay literal text, and en-XA shows no unlocalized word."""

from __future__ import annotations

import shutil
from pathlib import Path

import polib
import pytest
from test_tui_support import DEAL, WAR_DEAL, finish, flat, make_app, screen_text, toasts_text, until

from warkit.i18n import get_translator
from warkit.i18n.languages import available_languages, language_name
from warkit.i18n.pseudo import unlocalized_words
from warkit.i18n.translator import reload

ROOT = Path(__file__).resolve().parent.parent
HOSTILE = {
    ("control", "Turn cards"): "[b]Terbalik[/b] [@click=app.quit]kad[/]",
    (None, "Deal {number}"): "[red]Agihan[/] {number}",
    (None, "Settings"): "[reverse]Tetapan[/reverse] [link=x]x[/link]",
    (None, "Your saved game could not be read, so it was kept aside and a new game begins."): "[b]Rosak[/b] [@click=app.quit]baharu[/]",
    (None, "Deal {deal}: everyone gets {count} card face down."): "[i]Agihan[/i] {deal}: [bold]{count}[/bold] kad.",
}


@pytest.fixture
def hostile_malay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A copy of the catalogs whose Malay holds Textual markup in a few messages."""
    locale = tmp_path / "locale"
    shutil.copytree(ROOT / "locale", locale, ignore=shutil.ignore_patterns(".lock"))
    po_file = locale / "ms" / "LC_MESSAGES" / "warkit.po"
    po = polib.pofile(str(po_file))
    for entry in po:
        text = HOSTILE.get((entry.msgctxt, entry.msgid))
        if text is None:
            continue
        if entry.msgid_plural:
            entry.msgstr_plural = {index: text for index in entry.msgstr_plural}
        else:
            entry.msgstr = text
        if "fuzzy" in entry.flags:
            entry.flags.remove("fuzzy")
    po.save()
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(locale))
    reload()
    yield
    reload()


async def test_a_translation_holding_markup_shows_as_written(tmp_path: Path, hostile_malay: None) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "round.json").write_text("not json")
    app = make_app(data, "ms", deal=None)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await until(pilot, lambda: bool(toasts_text(app)))
        assert toasts_text(app) == "[b]Rosak[/b] [@click=app.quit]baharu[/]"
        app.clear_notifications()
        await pilot.pause()
        text = flat(screen_text(app))
        assert "[b]Terbalik[/b] [@click=app.quit]kad[/]" in text
        assert "[red]Agihan[/]" in text
        assert "[i]Agihan[/i]" in text and "[bold]26[/bold]" in text
        await pilot.click("#controls", offset=(3, 0))  # a click on the label turns cards, never quits
        assert app.is_running and app.session.game.battles == 1
        await pilot.press("s")
        assert "[reverse]Tetapan[/reverse] [link=x]x[/link]" in flat(screen_text(app))


LANGUAGE_NAMES = frozenset(
    word for code in available_languages() for word in language_name(code).split()
)
"""The language picker names each language in itself: those words are meant to stay."""


def assert_pseudo(app, where: str) -> None:
    words = unlocalized_words(screen_text(app), ignore=LANGUAGE_NAMES)
    assert words == [], f"unlocalized on the {where}: {words}"


async def test_every_visible_word_is_pseudo_localized_in_en_xa() -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        app = make_app(Path(folder), "en-XA", deal=WAR_DEAL)
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            assert_pseudo(app, "table at the deal")
            await pilot.press("space")
            assert_pseudo(app, "table in a war")
            await pilot.press("space")
            assert_pseudo(app, "table after a war")
            await pilot.press("t")
            assert_pseudo(app, "table after ten battles")
            before = app.session.steps
            await pilot.press("a")
            await until(pilot, lambda: app.session.steps > before)  # auto-play has turned a card
            assert_pseudo(app, "table in auto-play")
            await pilot.press("x")
            await finish(pilot)
            assert app.session.game.wars > 0
            assert_pseudo(app, "summary")
            await pilot.press("escape", "s")
            assert_pseudo(app, "settings")
            await pilot.press("escape", "i")
            assert_pseudo(app, "statistics")
            await pilot.press("escape", "d", "0", "enter")
            assert_pseudo(app, "deal question")
            await pilot.press("escape", "ctrl+c")
            await pilot.pause()
            assert_pseudo(app, "table with the quit hint")
            await pilot.resize_terminal(30, 8)
            await pilot.pause()
            assert_pseudo(app, "too-small message")
            await pilot.resize_terminal(120, 40)
            await pilot.pause()
            await pilot.press("h")
            assert_pseudo(app, "help while the guide is prepared")
            await app.workers.wait_for_complete()
            await pilot.pause()
            assert_pseudo(app, "help")


async def test_an_empty_record_is_pseudo_localized_too(tmp_path: Path) -> None:
    app = make_app(tmp_path, "en-XA", deal=DEAL)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("i")
        assert_pseudo(app, "empty statistics")
        assert get_translator("en-XA").language == "en-XA"


@pytest.fixture
def broken_malay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the catalogs whose Malay file has a line no .po reader can parse."""
    locale = tmp_path / "locale"
    shutil.copytree(ROOT / "locale", locale, ignore=shutil.ignore_patterns(".lock"))
    po_file = locale / "ms" / "LC_MESSAGES" / "warkit.po"
    po_file.write_text(po_file.read_text(encoding="utf-8") + '\nmsgid "broken\n', encoding="utf-8")
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(locale))
    reload()
    yield po_file
    reload()


async def test_a_broken_catalog_is_reported_once_and_the_game_plays_on(
    tmp_path: Path, broken_malay: Path
) -> None:
    t = get_translator("ms")
    assert t.warnings, "the broken catalog is noticed"
    data = tmp_path / "data"
    app = make_app(data, "ms")
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await until(pilot, lambda: bool(toasts_text(app)))
        shown = "".join(toasts_text(app).split())  # a long file name wraps anywhere
        for warning in t.warnings:
            assert "".join(warning.split()) in shown
        await pilot.press("space")
        assert app.session.game.battles == 1
        assert len(app._notifications) == len(t.warnings)  # once, not again on every press
