"""Hebrew: a second right-to-left script, one with no letter shaping. Everything Arabic gets from
being written right to left, Hebrew gets too, because warkit asks the language's direction
(CLDR's character order), never whether the code is ``ar``: in visual mode each line is reordered
with its brackets mirrored and every screen runs from the right; the guide page is ``dir="rtl"``.
Its letters have one form each, so nothing is reshaped. The old code ``iw`` is Hebrew.

A small Hebrew catalog is laid over the shipped ones, so these checks do not depend on the words
of the Hebrew catalog warkit ships.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import polib
import pytest
from overlay_catalogs import laid_over, plural, write_catalog
from rich.cells import cell_len
from test_tui_support import make_app, screen_text

from warkit.cli import main
from warkit.engine import Rules
from warkit.guide.build import build
from warkit.guide.figures import Figures
from warkit.i18n import get_translator, negotiate
from warkit.i18n.bidi import VISUAL, visual_line
from warkit.i18n.languages import direction
from warkit.plain import plain_game
from warkit.safe.streams import HANDLER
from warkit.tui.mirror import MIRRORED
from warkit.tui.widgets import SeatRow, StatusBox, TextLine

BEATS = "The computer's {rank} beats your {beaten}. It takes {count} card."
"""The narrator's sentence for the first battle of the tests' deal: the computer's 9 beats your 4."""
HEBREW = [
    plural(BEATS, "The computer's {rank} beats your {beaten}. It takes {count} cards.",
           "המחשב זוכה: {rank} גובר על {beaten} (הוא לוקח קלף {count}).",
           "המחשב זוכה: {rank} גובר על {beaten} (הוא לוקח {count} קלפים).",
           "המחשב זוכה: {rank} גובר על {beaten} (הוא לוקח {count} קלפים)."),
    polib.POEntry(msgctxt="seat name, label", msgid="You", msgstr="את/ה"),
    polib.POEntry(msgctxt="seat name, label", msgid="Computer", msgstr="המחשב"),
    polib.POEntry(msgid="Deal {number}", msgstr="חלוקה {number}"),
    polib.POEntry(msgctxt="replay", msgid="Deal {deal}: {result}", msgstr="חלוקה {deal}: {result}"),
]
SAID = "המחשב זוכה: 9 גובר על 4 (הוא לוקח 2 קלפים)."
""":data:`BEATS` in Hebrew, as written (reading order)."""
SHOWN = ".(םיפלק 2 חקול אוה) 4 לע רבוג 9 :הכוז בשחמה"
"""The same on a terminal that draws characters as they arrive: from the right edge, and the
bracket that opens the aside (written first) drawn as ``(``'s mirror image at its right end."""
FIGURES = Figures(1000, 1, (480, 470), 50, 271.5, 250, 480, 1900)


@pytest.fixture
def hebrew(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "catalogs"
    write_catalog(folder, "he", HEBREW)
    with laid_over(folder, monkeypatch):
        yield folder


def test_hebrew_is_written_right_to_left_under_its_code_and_its_old_one() -> None:
    assert direction("he") == direction("iw") == direction("he-IL") == "rtl"
    assert direction("ja") == direction("zh-Hant") == "ltr"


def test_hebrew_letters_are_reordered_and_never_reshaped() -> None:
    assert visual_line(SAID) == SHOWN
    assert visual_line("שלום") == "םולש"  # the same letters, no joined or final forms made up
    assert visual_line("מלחמה (war)") == "(war) המחלמ"  # the brackets belong to the English word


async def test_the_status_line_in_hebrew_is_reordered_with_its_brackets_mirrored(hebrew: Path, tmp_path: Path) -> None:
    app = make_app(tmp_path / "data", "he", bidi=VISUAL)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("space")
        await pilot.pause()
        box = app.screen.query_one(StatusBox)
        assert box.text == SAID
        row = next(row for row in screen_text(app).split("\n") if "לע רבוג" in row)
        assert row.rstrip().endswith(SHOWN)  # at the right edge, as a Hebrew reader starts
        assert SAID not in screen_text(app)


async def test_the_hebrew_table_runs_from_the_right(hebrew: Path, tmp_path: Path) -> None:
    app = make_app(tmp_path / "data", "he", rules=Rules(max_battles=30), bidi=VISUAL)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("space")
        await pilot.pause()
        table = app.screen
        deal, rules = table.query_one("#deal", TextLine), table.query_one("#rules", TextLine)
        assert deal.region.x > rules.region.x and deal.region.right == 80  # the deal first, at the right
        lines = screen_text(app).split("\n")
        for seat, name in enumerate(("את/ה", "המחשב")):
            row = table.query_one(f"#seat-{seat}", SeatRow)
            line = lines[row.region.y]
            assert visual_line(name) in line and name not in line
            name_x = cell_len(line[: line.index(visual_line(name))])
            cards = lines[row.region.y + 1]
            pile_x = cell_len(cards[: cards.rindex("░")])  # the face-down pile, left of the name
            assert pile_x < name_x
            assert name_x + cell_len(name) >= row.region.right - 1  # the name at the row's right end


@pytest.mark.parametrize("key", ["s", "i", "h", "l"])
async def test_every_hebrew_screen_is_mirrored(hebrew: Path, tmp_path: Path, key: str) -> None:
    app = make_app(tmp_path / "data", "he", bidi=VISUAL)
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.screen.has_class(MIRRORED)
        await pilot.press(key)  # Settings, Statistics, Help, the battle log
        await pilot.pause()
        assert app.screen is not app.table and app.screen.has_class(MIRRORED)


def test_the_plain_mode_reorders_hebrew_lines_and_mirrors_their_brackets(hebrew: Path) -> None:
    out = io.StringIO()
    game = plain_game(get_translator("he"), Rules(), 7, out, new_deal=lambda: 8, bidi=VISUAL, width=80)
    assert game.run([" ", "q"]) == 0
    assert SHOWN in out.getvalue().split("\n")
    assert SAID not in out.getvalue()


def test_the_hebrew_guide_page_is_right_to_left(hebrew: Path, tmp_path: Path) -> None:
    build(Rules(), ["he"], "html", tmp_path / "out", figures=FIGURES)
    page = (tmp_path / "out" / "guide.he.html").read_text(encoding="utf-8")
    assert '<html lang="he" dir="rtl">' in page
    assert '<bdi dir="ltr">' in page  # numbers kept whole inside right-to-left text


@pytest.mark.parametrize("environ", [{"LANG": "iw_IL.UTF-8"}, {"LANGUAGE": "iw"}, {"LANG": "he_IL.UTF-8"}])
def test_the_environment_s_old_code_iw_chooses_hebrew(hebrew: Path, environ: dict[str, str]) -> None:
    assert negotiate(environ=environ) == "he"


@pytest.mark.parametrize("how", ["flag", "environment"])
def test_the_old_code_iw_plays_in_hebrew_without_a_stand_in_line(
    hebrew: Path, how: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    if how == "environment":
        monkeypatch.setenv("LANG", "iw_IL.UTF-8")
    flag = ["--lang", "iw"] if how == "flag" else []
    assert main([*flag, "replay", "--deal", "7", "--max-battles", "2"]) == 0
    said = capsys.readouterr()
    assert said.err == ""  # Hebrew under its old name: nothing stands in for it
    assert said.out.startswith("חלוקה 7: ")


def test_hebrew_punctuation_an_iso_8859_8_terminal_cannot_hold_is_written_in_ascii_forms() -> None:
    """A Hebrew locale without UTF-8 (``he_IL``) is ISO-8859-8: it holds the letters, not the maqaf,
    geresh or gershayim, which are written as ASCII's hyphen and quotes, never as ``?``."""
    text = "מה־זה? ג׳ צה״ל"
    assert text.encode("iso8859-8", HANDLER) == 'מה-זה? ג\' צה"ל'.encode("iso8859-8")
