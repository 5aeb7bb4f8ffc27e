"""Every language held complete, whole in the game and the guide.

Each language plays a whole plain-mode game, draws the table and the summary at 80x24 with nothing
cut or pushed out of place, and builds the guide in Markdown and HTML: one language of each kind of
writing in the default run, every one with ``-m long`` (``language_kinds.py``); the browser test
(``test_browser_guide.py``) opens every language's page in one session. The completeness tests at
the end hold each catalog to 100% of the game and the guide, and ``./scripts/test``'s catalog gate
(``scripts/check-catalogs --strict``) holds every catalog to no error and no warning.
"""

from __future__ import annotations

import html
import io
import subprocess
import sys
from pathlib import Path

import pytest
from babel import Locale
from language_kinds import each_kind
from rich.cells import cell_len
from test_guide_help import assert_links_land
from test_tui_support import WAR_DEAL, finish, make_app, screen_text, stacked, widget_text

from warkit.choices import language_options
from warkit.controls import offered, phase_label
from warkit.engine import Game, Rules
from warkit.guide import guide_markdown
from warkit.guide.build import build, render_language
from warkit.guide.figures import Figures
from warkit.i18n import available_languages, get_translator, language_name
from warkit.i18n.check import check_languages
from warkit.i18n.languages import COMPLETE
from warkit.narration import Narrator
from warkit.narration.rule_words import rules_line
from warkit.plain import plain_game
from warkit.resources import shipped_locale_dir
from warkit.tui.labels import card_count
from warkit.tui.screens.answers import AnswerList
from warkit.tui.views.settings import SettingsForm
from warkit.tui.widgets import ControlBar, StatusBox

LANGUAGES = COMPLETE
"""The languages held to 100 % (their one list is warkit.i18n.languages.COMPLETE); a catalog not yet
complete is listed, offered with how complete it is, and held to no figure."""
TRANSLATED = LANGUAGES[1:]
CATALOGS = sorted(path.parent.parent.name.replace("_", "-") for path in shipped_locale_dir().glob("*/LC_MESSAGES/warkit.po"))
OWN_NAMES = {
    "en": "English",
    "ms": "Melayu",
    "nb": "Norsk bokmål",
    "de": "Deutsch",
    "fr": "Français",
    "ru": "Русский",
    "ar": "العربية",
    "zh-Hans": "中文 (简体)",
    "es": "Español",
    "pt-BR": "Português (Brasil)",
    "id": "Bahasa Indonesia",
    "uk": "Українська",
    "pl": "Polski",
    "tr": "Türkçe",
    "ja": "日本語",
    "zh-Hant": "中文 (繁體)",
    "he": "עברית",
    "ko": "한국어",
    "vi": "Tiếng Việt",
    "el": "Ελληνικά",
    "cs": "Čeština",
    "it": "Italiano",
    "hi": "हिन्दी",
    "th": "ไทย",
    "fa": "فارسی",
}
RIGHT_TO_LEFT = {code for code in LANGUAGES if Locale.parse(code, sep="-").character_order == "right-to-left"}
"""The languages CLDR writes right to left (Arabic, Hebrew…)."""
FIGURES = Figures(1000, 1, (480, 470), 50, 271.5, 250, 480, 1900)
SMALL = (80, 24)
WARKIT = str(Path(sys.executable).parent / "warkit")


def squeezed(text: str) -> str:
    """Text without any white space: a sentence wrapped over lines still matches itself."""
    return "".join(text.split())


# -- which languages --------------------------------------------------------------------------


def test_warkit_speaks_every_shipped_language_and_two_pseudo_locales() -> None:
    assert available_languages() == ["en", *CATALOGS]
    assert available_languages(pseudo=True) == ["en", *CATALOGS, "en-XA", "ar-XB"]
    assert set(LANGUAGES) <= set(available_languages())


def test_the_language_picker_names_each_language_in_itself() -> None:
    for lang in LANGUAGES:
        offered = {code: name for name, code in language_options(get_translator(lang))}
        assert {code: offered[code] for code in LANGUAGES} == OWN_NAMES


async def test_the_settings_screen_lists_every_language(tmp_path: Path) -> None:
    app = make_app(tmp_path, "zh-Hans")
    async with app.run_test(size=(80, 40)) as pilot:
        await pilot.press("s")
        form = app.screen.query_one(SettingsForm)
        while form.current is not None and form.current.name != "language":
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, AnswerList)
        text = screen_text(app)
        for _ in available_languages():  # down the list, which scrolls when it is longer than the box
            await pilot.press("down")
            text += screen_text(app)
        assert all(language_name(code) in text for code in available_languages())
        assert all(name in text for name in OWN_NAMES.values())


# -- the game ---------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", each_kind(LANGUAGES))
def test_a_whole_plain_game(lang: str) -> None:
    t = get_translator(lang)
    out = io.StringIO()
    game = plain_game(t, Rules(), 7, out, new_deal=lambda: 8)
    assert game.run(["", "10", "f", "n", "q"]) == 0
    lines = out.getvalue().splitlines()
    whole = Game(Rules(), deal=7)
    whole.play_to_end()
    narrator = Narrator(t, Rules())
    assert lines[0] == rules_line(t, Rules())  # the rules it plays, first
    assert lines[1] == narrator.narrate(Game(Rules(), deal=7).log)[0]  # the deal, deal 7
    assert narrator.outcome_sentence(whole.outcome, whole.stats) in lines
    assert narrator.narrate(Game(Rules(), deal=8).log)[0] in lines  # n dealt deal 8
    assert lines[-1] == t.gettext("Goodbye.")


@pytest.mark.parametrize("lang", each_kind(LANGUAGES))
async def test_the_table_and_the_summary_keep_their_shape_at_80x24(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang, deal=WAR_DEAL)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("space")  # a war: the longest status sentences
        await pilot.pause()
        t, session = app.t, app.session
        lines = screen_text(app).split("\n")
        assert len(lines) == 24 and all(cell_len(line) <= 80 for line in lines)
        sentence = app.teller.join(app.teller.status(session.last))
        assert squeezed(sentence) in squeezed(widget_text(app, app.screen.query_one(StatusBox)))
        for count in session.game.counts:
            assert squeezed(card_count(t, count)) in squeezed(screen_text(app))
        footer = squeezed(widget_text(app, app.screen.query_one(ControlBar)))
        for item in offered(session.phase):  # a war pending: the war step, and the rest
            assert squeezed(phase_label(item, t, session.phase)) in footer
        assert app.screen.query_one(ControlBar).region.bottom == 24

        await finish(pilot)
        lines = screen_text(app).split("\n")
        assert all(cell_len(line) <= 80 for line in lines)
        assert squeezed(app.teller.outcome(session.game)) in squeezed(screen_text(app))
        for line in app.teller.narrator.statistics(session.game.stats):
            assert squeezed(line) in squeezed(screen_text(app))


WAR = stacked("QD QS 5C 7H 9H TS", step=7)
"""Two Queens: war; the face-down 5 and 7, then the computer's 10 beats your 9."""
PLAIN = stacked("QH 9S")
FIXED = Rules(won_cards="winner-first")
"""English and Malay have their pictures in ``test_tui_snapshots.py``."""


@pytest.mark.parametrize("lang", each_kind(["nb", "de", "fr", "ru", "ar", "zh-Hans", "pl", "ja"]))
def test_a_picture_of_the_table_in_a_war(snap_compare, tmp_path: Path, lang: str) -> None:
    assert snap_compare(make_app(tmp_path, lang, deck=WAR), press=["space", "space"], terminal_size=SMALL)


@pytest.mark.parametrize("lang", each_kind(["nb", "de", "fr", "ru", "ar", "zh-Hans", "pl", "ja"]))
def test_a_picture_of_the_summary(snap_compare, tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang, deck=PLAIN, rules=FIXED)
    assert snap_compare(app, run_before=finish, terminal_size=SMALL)


@pytest.mark.parametrize("size", [(60, 20), (80, 24)], ids=["60x20", "80x24"])
def test_a_picture_of_hebrew_in_visual_order(snap_compare, tmp_path: Path, size: tuple[int, int]) -> None:
    """Hebrew, the second right-to-left script, laid out by warkit for a terminal that does not
    reorder: the table from the right, brackets mirrored, no letter shaping."""
    app = make_app(tmp_path, "he", deck=WAR, bidi="visual")
    assert snap_compare(app, press=["space", "space"], terminal_size=size)


@pytest.mark.parametrize("lang", ["pl", "ja"])
def test_a_picture_at_the_smallest_size(snap_compare, tmp_path: Path, lang: str) -> None:
    """Polish words run long (the counts' three forms, «Rozegraj 10 bitew»); Japanese breaks by
    the line rules between characters: the war at 60×20."""
    assert snap_compare(make_app(tmp_path, lang, deck=WAR), press=["space", "space"], terminal_size=(60, 20))


# -- the guide --------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", each_kind(LANGUAGES))
def test_the_guide_is_built_in_markdown_and_html(tmp_path: Path, lang: str) -> None:
    written = build(Rules(), [lang], "both", tmp_path, figures=FIGURES)
    assert [path.name for path in written] == [f"guide.{lang}.md", f"guide.{lang}.html"]
    markdown = (tmp_path / f"guide.{lang}.md").read_text(encoding="utf-8")
    page = (tmp_path / f"guide.{lang}.html").read_text(encoding="utf-8")
    direction = "rtl" if lang in RIGHT_TO_LEFT else "ltr"
    assert f'<html lang="{lang}" dir="{direction}">' in page
    assert markdown.startswith("# ") and markdown.count("\n## ") >= 10
    assert page.count("<h2 id=") == markdown.count("\n## ") + 1  # and the contents' heading
    title = markdown.split("\n", 1)[0][2:]
    assert f"<title>{html.escape(title, quote=False)}</title>" in page


@pytest.mark.parametrize("lang", ["ar", "zh-Hans"])
async def test_the_in_game_help_links_land_on_their_headings(lang: str) -> None:
    """Arabic and Chinese headings give slugs of no ASCII letter at all; every link still lands."""
    await assert_links_land(guide_markdown(get_translator(lang), Rules()))


# -- complete: every message translated, no error, no warning --------------------------------


@pytest.mark.parametrize("lang", TRANSLATED)
def test_each_language_translates_the_whole_game_and_guide(lang: str) -> None:
    [report] = check_languages([lang])
    assert [p.render(get_translator("en")) for p in report.problems] == []
    assert report.fuzzy == 0 and report.translated == report.total
    for area in ("game", "guide"):
        done, total = report.areas[area]
        assert total > 0 and done == total, f"{lang} {area}: {done} of {total}"
    assert render_language(Rules(), lang, FIGURES).document.completeness == 100


def test_the_status_shows_every_language_held_complete_at_100_and_the_others_as_they_are() -> None:
    result = subprocess.run([WARKIT, "--lang", "en", "i18n", "status"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0
    expected = {f"{code} ({name}): game 100%, guide 100%" for code, name in OWN_NAMES.items()}
    others = [code for code in CATALOGS if code not in LANGUAGES]  # none named: check_languages checks all
    partial = {
        report.language: f"{report.language} ({language_name(report.language)}): game {report.area_percent('game')}%, guide {report.area_percent('guide')}%"
        for report in (check_languages(others) if others else [])
    }
    lines = result.stdout.splitlines()
    assert lines[0] == "en (English): game 100%, guide 100%"  # the source first
    assert lines[1].startswith("Shipped with warkit, in ")  # the folder they were read from
    assert {line.strip() for line in lines[:1] + lines[2:]} == expected | set(partial.values())
