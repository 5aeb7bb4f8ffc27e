"""Right-to-left text in a terminal: as written by default, ordered by the game when asked."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from test_tui_support import choose_setting, make_app, screen_text

from warkit.cli import main
from warkit.engine import Rules
from warkit.i18n import get_translator
from warkit.i18n.bidi import LOGICAL, VISUAL, for_display, visual_line, wrap
from warkit.i18n.cells import cells
from warkit.i18n.pseudo import PDF, RLO
from warkit.plain import plain_game
from warkit.tui.widgets import ControlBar, SeatRow, StatusBox

HELLO = "\u0645\u0631\u062d\u0628\u0627"  # "marhaban", five Arabic letters in logical order
CHINESE = "这是一个很长的句子，没有空格，需要在两个单元格宽的字符之间折行才能放进窄的状态框。"


def test_logical_mode_sends_right_to_left_text_as_written() -> None:
    assert for_display(f"{HELLO} 42", LOGICAL, 10) == f"{HELLO} 42"


def test_visual_mode_puts_arabic_in_display_order_with_its_letters_joined() -> None:
    line = visual_line(f"{HELLO} 42")
    assert line.startswith("42 ")  # the number, last in reading order, is leftmost on screen
    word = line[3:]
    assert len(word) == len(HELLO) and not set(word) & set(HELLO)  # joined presentation forms
    assert word[-1] == "\ufee3"  # the first letter (meem, initial form) is drawn rightmost


def test_visual_mode_leaves_left_to_right_lines_alone() -> None:
    assert for_display("Deal 7: everyone gets 26 cards.", VISUAL, 10) == "Deal 7: everyone gets 26 cards."


def test_a_long_sentence_is_wrapped_before_each_line_is_reordered() -> None:
    sentence = " ".join(f"{HELLO}{n}" for n in range(1, 9))
    lines = for_display(sentence, VISUAL, 20).split("\n")
    assert len(lines) > 1 and all(cells(line) <= 20 for line in lines)
    assert "1" in lines[0] and "8" in lines[-1]  # the top line is where the sentence begins


def test_wide_characters_wrap_by_cells_and_nothing_is_cut() -> None:
    lines = wrap(CHINESE, 20)
    assert all(cells(line) <= 20 for line in lines)
    assert "".join(lines) == CHINESE
    assert cells("中文") == 4 and cells(f"{RLO}ab{PDF}") == 2


def test_the_plain_mode_orders_right_to_left_lines_when_asked() -> None:
    def lines(mode: str) -> list[str]:
        out = io.StringIO()
        game = plain_game(get_translator("ar-XB"), Rules(), 7, out, new_deal=lambda: 8, bidi=mode, width=60)
        assert game.run(["", "f", "q"]) == 0
        return out.getvalue().splitlines()

    logical, visual = lines(LOGICAL), lines(VISUAL)
    assert f"{RLO}Rules{PDF}" in logical[0] and f"{RLO}Deal{PDF}" in logical[1]
    assert "laeD" in visual[1] and RLO not in "".join(visual)
    assert all(cells(line) <= 60 for line in visual)


def test_a_bad_bidi_value_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--plain", "--bidi", "sideways", "--lang", "en"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == "warkit: --bidi cannot be “sideways”. Allowed: logical, visual."


@pytest.mark.parametrize("mode", [LOGICAL, VISUAL])
async def test_the_table_stays_whole_in_either_mode(tmp_path: Path, mode: str) -> None:
    app = make_app(tmp_path, "ar-XB", bidi=mode)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("space")
        await pilot.pause()
        text = screen_text(app)
        lines = text.split("\n")
        assert len(lines) == 24 and all(cells(line) <= 80 for line in lines)
        rows = list(app.screen.query(SeatRow))[:2]
        assert all(row.region.height == 3 for row in rows)
        assert app.screen.query_one(ControlBar).region.bottom == 24
        status = app.screen.query_one(StatusBox)
        assert status.region.height >= 3
        if mode == VISUAL:
            assert "sdrac" in text and "laeD" in text and RLO not in text  # reordered for the terminal
        else:
            assert f"{RLO}cards{PDF}" in text  # sent as written, the terminal orders it


def test_a_line_is_measured_as_it_shows_so_ligatures_never_push_a_word_off() -> None:
    rules_classic = "\u0627\u0644\u0642\u0648\u0627\u0639\u062f: \u0643\u0644\u0627\u0633\u064a\u0643\u064a\u0629"
    shown = visual_line(rules_classic)
    assert cells(shown) < cells(rules_classic)  # lam-alef joins into one cell
    assert for_display(rules_classic, VISUAL, cells(shown)) == shown


async def test_choosing_visual_in_the_settings_reorders_the_table_at_once(tmp_path: Path) -> None:
    app = make_app(tmp_path, "ar-XB")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("space")
        await pilot.press("s")
        await choose_setting(pilot, "bidi", VISUAL)
        assert "txet tfel-ot-thgiR" in screen_text(app)  # the question itself, reordered
        await pilot.press("escape")
        await pilot.pause()
        assert "sdrac" in screen_text(app) and RLO not in screen_text(app)
    assert app.session.settings.bidi == VISUAL


@pytest.mark.slow
@pytest.mark.parametrize("mode", [LOGICAL, VISUAL])
def test_arabic_in_a_real_terminal_arrives_in_the_chosen_order(tmp_path: Path, mode: str) -> None:
    """tmux orders nothing itself, so its pane shows exactly the order warkit sent."""
    from test_tmux_play import real_terminal

    from warkit.engine import Game
    from warkit.narration import Narrator
    from warkit.tui.labels import card_count

    with real_terminal(tmp_path, f"bidi-{mode}", f"--lang ar --bidi {mode} --deal 10") as pane:
        t = get_translator("ar")
        sentence = Narrator(t, Rules()).narrate(Game(Rules(), deal=10).log)[0]
        count = card_count(t, 26)
        expect = (visual_line(sentence), visual_line(count)) if mode == VISUAL else (sentence, count)
        screen = pane.wait_for(expect[0])
        assert expect[1] in screen
        pane.keys("q")


# -- the footer --------------------------------------------------------------------------------


def footer_rows(app) -> list[str]:
    """The footer's rows as the screen shows them."""
    region = app.screen.query_one(ControlBar).content_region
    rows = screen_text(app).split("\n")[region.y : region.bottom]
    return [row[region.x : region.right] for row in rows]


@pytest.mark.parametrize("lang", ["ar", "ar-XB"])
async def test_the_footer_runs_from_the_right_edge_in_visual_mode(tmp_path: Path, lang: str) -> None:
    from warkit.controls import BACK, CONTROLS, control_label, key_label

    app = make_app(tmp_path, lang, bidi=VISUAL)
    t = get_translator(lang)

    def item(control) -> str:  # label, then key at its right: the key is read first
        return f"{visual_line(control_label(control, t))} {visual_line(key_label(control.keys[0], t))}"

    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rows = footer_rows(app)
        assert len(rows) >= 2 and all(cells(row) <= 80 for row in rows)  # still wrapped at 80
        shown = [control for control in CONTROLS if control.footer]
        assert rows[0].rstrip().endswith(item(shown[0]))  # the first item at the right edge
        assert rows[0].index(item(shown[1])) < rows[0].index(item(shown[0]))  # the next to its left
        assert item(shown[-1]) in rows[-1]
        bar = app.screen.query_one(ControlBar)
        await pilot.click(ControlBar, offset=(bar.size.width - 3, 0))  # the rightmost item
        await pilot.pause()
        assert app.session.game.battles == 1
        await pilot.press("h")
        await pilot.pause()
        assert footer_rows(app)[0].rstrip().endswith(item(BACK))


@pytest.mark.parametrize("lang, mode", [("ar", LOGICAL), ("ar-XB", LOGICAL), ("en", VISUAL)])
async def test_the_footer_reads_left_to_right_as_written_or_in_english(
    tmp_path: Path, lang: str, mode: str
) -> None:
    from warkit.controls import CONTROLS, control_label, key_label

    app = make_app(tmp_path, lang, bidi=mode)
    t = get_translator(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = CONTROLS[0]
        assert footer_rows(app)[0].startswith(f" {key_label(first.keys[0], t)} {control_label(first, t)} ")


HEBREW = "\u05e9\u05dc\u05d5\u05dd"  # "shalom", four Hebrew letters in logical order


def test_each_wrapped_line_keeps_its_paragraphs_direction() -> None:
    # the second line starts with a Latin letter, "(n)": it still reads right to left, so the
    # item after it stands on its left and its brackets read as the paragraph does
    lines = for_display(f"{HEBREW} {HEBREW} (n), {HEBREW} (r)", VISUAL, 10).split("\n")
    assert lines[1] == f"{HEBREW[::-1]} ,(n)"
    assert lines[2] == "(r)"
    # a left-to-right paragraph keeps its own direction on every line
    assert for_display(f"Deal 7 (n), {HEBREW}", VISUAL, 12).split("\n") == ["Deal 7 (n),", HEBREW[::-1]]


def test_the_plain_modes_wrapped_hebrew_prompt_reads_right_to_left() -> None:
    out = io.StringIO()
    game = plain_game(get_translator("he"), Rules(), 7, out, new_deal=lambda: 8, bidi=VISUAL, width=60)
    assert game.run(["", "q"]) == 0
    items = [line for line in out.getvalue().splitlines() if "(q)" in line or "(n)" in line]
    assert items  # the prompt's list of "item (key)", wrapped after "(n),"
    for line in items:  # right to left: each comma drawn on the left of its "(key)", never after it
        assert re.search(r"\(\w+\), ", line) is None, line
        assert " ,(" in line, line


async def test_the_header_refits_when_the_language_and_direction_change(tmp_path: Path) -> None:
    from warkit.tui.widgets import TextLine

    app = make_app(tmp_path, deal=7)
    async with app.run_test(size=(80, 24)) as pilot:
        # the keys: visual right-to-left text first, then Arabic, each from Settings
        await pilot.press("space", "s", *["down"] * 14, "right", "escape")
        await pilot.press("s", *["down"] * 10, "right", "escape", "space")
        await pilot.pause()
        top = screen_text(app).split("\n")[0]
        for line in app.screen.query("#top TextLine").results(TextLine):
            assert visual_line(line.text) in top, (line.text, top)  # whole, never cut
