"""Right to left on a terminal that does not order text (``--bidi visual``): every screen runs from
the right edge. The header's three items, each seat's row, Settings, Statistics, the summary and
the deal dialog are mirrored and right-aligned; as written (``logical``) and in left-to-right
languages nothing moves."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from test_tui_support import cells_between, finish, make_app, screen_text
from textual.widget import Widget

from warkit.engine import Rules
from warkit.i18n import get_translator
from warkit.i18n.bidi import LOGICAL, VISUAL, visual_line
from warkit.tui.app import WarApp
from warkit.tui.card_art import draw_stack
from warkit.tui.record_table import headings
from warkit.tui.screens.prompt import DealPrompt
from warkit.tui.screens.settings import SettingsScreen, fields
from warkit.tui.screens.stats import StatisticsScreen
from warkit.tui.screens.summary import SummaryScreen
from warkit.tui.views.settings import SettingsForm
from warkit.tui.widgets import SeatRow, TextLine

RIGHT_TO_LEFT = ["ar", "ar-XB", pytest.param("fa", marks=pytest.mark.long)]
SIZE = (80, 24)


def game(tmp_path: Path, lang: str, mode: str = VISUAL) -> WarApp:
    return make_app(tmp_path, lang, rules=Rules(max_battles=30), bidi=mode)



def rows_in(app: WarApp, widget: Widget) -> list[str]:
    region = widget.content_region
    return [cells_between(row, region.x, region.right) for row in screen_text(app).split("\n")[region.y : region.bottom]]


def right_aligned(app: WarApp, widget: Widget) -> bool:
    """Whether every line ``widget`` shows ends at its right edge."""
    rows = [row for row in rows_in(app, widget) if row.strip()]
    return bool(rows) and all(cell_len(row.rstrip()) == widget.content_region.width for row in rows)


def left_aligned(app: WarApp, widget: Widget) -> bool:
    rows = [row for row in rows_in(app, widget) if row.strip()]
    return bool(rows) and all(not row[:1].isspace() for row in rows)


def x_of(app: WarApp, text: str, y: int) -> int:
    """The cell where ``text`` (as the terminal gets it) starts on screen row ``y``."""
    row = screen_text(app).split("\n")[y]
    return cell_len(row[: row.index(visual_line(text))])


@pytest.mark.parametrize("lang", RIGHT_TO_LEFT)
async def test_the_header_and_the_seats_run_from_the_right(tmp_path: Path, lang: str) -> None:
    app = game(tmp_path, lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")
        table = app.screen
        deal, battle, rules = (table.query_one(f"#{name}", TextLine) for name in ("deal", "battle", "rules"))
        assert deal.region.x > battle.region.x > rules.region.x  # the deal first, at the right
        assert deal.region.right == SIZE[0]
        for item in (deal, battle, rules):
            assert right_aligned(app, item)
        t = get_translator(lang)
        for seat in range(2):
            row = table.query_one(f"#seat-{seat}", SeatRow)
            assert row.view is not None
            y = row.region.y
            name_x = x_of(app, row.view.name, y)
            line = screen_text(app).split("\n")[y + 1]
            pile_x = cell_len(line[: line.rindex("░")])  # the face-down pile, left of the name
            card_x = cell_len(line[: line.index("│")])  # the card on the table, left of the pile
            assert card_x < pile_x < name_x
            assert name_x + cell_len(visual_line(row.view.name)) >= row.region.right - 1
        assert t.direction == "rtl"


@pytest.mark.parametrize("lang", RIGHT_TO_LEFT)
async def test_settings_put_each_question_at_the_right_of_its_answer(tmp_path: Path, lang: str) -> None:
    app = game(tmp_path, lang)
    async with app.run_test(size=(80, 40)) as pilot:
        await pilot.press("s")
        assert isinstance(app.screen, SettingsScreen)
        form = app.screen.query_one(SettingsForm)
        question_cells, answer_cells = form.columns()
        assert question_cells.start > answer_cells.start  # the question at the right
        left, lines = form.content_region.x, screen_text(app).split("\n")
        for name, _ in fields():
            line = lines[form.content_region.y + form.line_of(name)]
            question = cells_between(line, left + question_cells.start, left + question_cells.stop)
            answer = cells_between(line, left + answer_cells.start, left + answer_cells.stop)
            assert question.strip() and question == question.rstrip().rjust(len(question)), name
            assert answer.strip(" ▼") and not answer.rstrip().endswith("▼"), name  # the list's mark at the left
            assert answer.rstrip() == answer, name  # the answer ends at its column's right edge
        assert right_aligned(app, app.screen.query_one("#title", TextLine))
        await pilot.press("enter")  # the list of one question's answers
        answers = app.screen.query_one("#answers")
        assert right_aligned(app, answers)


@pytest.mark.parametrize("lang", RIGHT_TO_LEFT)
async def test_the_summary_and_the_record_run_from_the_right(tmp_path: Path, lang: str) -> None:
    app = game(tmp_path, lang)
    async with app.run_test(size=SIZE) as pilot:
        await finish(pilot)
        summary = app.screen
        assert isinstance(summary, SummaryScreen)
        assert right_aligned(app, summary.query_one("#outcome", TextLine))
        for line in summary.query_one("#figures").query(TextLine):
            assert right_aligned(app, line)
        deal, rules = summary.query_one("#summary-deal"), summary.query_one("#summary-rules")
        assert deal.region.x > rules.region.x
        name, chart, count = (summary.query_one(f"#chart-{part}0") for part in ("name-", "", "count-"))
        assert name.region.x > chart.region.x > count.region.x
        played = [float(counts[0]) for counts in app.session.game.history]
        assert summary.query_one("#chart-0").data == played[::-1]  # the game's time runs leftwards
        await pilot.press("escape", "i")
        assert isinstance(app.screen, StatisticsScreen)
        t = get_translator(lang)
        names = headings(t)
        table = app.screen.query_one("#table")
        y = next(y for y, row in enumerate(rows_in(app, table), table.content_region.y) if visual_line(names[0]) in row)
        row, places, left_of = screen_text(app).split("\n")[y], [], None
        for name in names:  # each heading left of the one before ("برد" also ends "درصد برد")
            at = row.rindex(visual_line(name), 0, left_of)
            places.append(cell_len(row[:at]))
            left_of = at
        assert places[0] + cell_len(visual_line(names[0])) == table.content_region.right


@pytest.mark.parametrize("lang", RIGHT_TO_LEFT)
async def test_the_deal_dialog_reads_from_the_right(tmp_path: Path, lang: str) -> None:
    app = game(tmp_path, lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d")
        assert isinstance(app.screen, DealPrompt)
        assert right_aligned(app, app.screen.query_one("#question", TextLine))
        await pilot.press("x", "enter")  # nothing typed (letters are refused): the error shows
        await pilot.press("enter")
        await pilot.pause()
        assert right_aligned(app, app.screen.query_one("#error", TextLine))


@pytest.mark.parametrize("lang, mode", [("ar", LOGICAL), ("en", VISUAL)])
async def test_nothing_is_mirrored_as_written_or_left_to_right(tmp_path: Path, lang: str, mode: str) -> None:
    app = game(tmp_path, lang, mode)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")
        deal, rules = app.screen.query_one("#deal"), app.screen.query_one("#rules")
        assert deal.region.x < rules.region.x
        assert left_aligned(app, deal)
        await pilot.press("s")
        form = app.screen.query_one(SettingsForm)
        question_cells, answer_cells = form.columns()
        assert question_cells.start < answer_cells.start  # the question at the left
        line = screen_text(app).split("\n")[form.content_region.y + form.line_of("preset")]
        question = cells_between(line, form.content_region.x + question_cells.start, form.content_region.x + question_cells.stop)
        assert question and not question[0].isspace()  # from the left edge
        assert line.rstrip().endswith("▼")


def test_a_mirrored_stack_puts_the_last_card_whole_at_the_left() -> None:
    from warkit.engine import Card

    t = get_translator("ar")
    cards = ((Card.parse("4D"), True), (Card.parse("9S"), False), (Card.parse("KH"), True))
    rows = [row.plain for row in draw_stack(cards, "ascii", t, 40, mirrored=True)]
    plain = [row.plain for row in draw_stack(cards, "ascii", t, 40)]
    assert cell_len(rows[0]) == cell_len(plain[0])
    assert rows[1].startswith("|K")  # the last card, whole, at the left
    assert rows[1].endswith("4|")  # the first card's rank shows at the right edge


@pytest.mark.parametrize("mode", [VISUAL, LOGICAL])
async def test_two_columns_of_seats_start_at_the_right_only_when_mirrored(tmp_path: Path, mode: str) -> None:
    from warkit.tui.seat_area import TWO_COLUMNS, SeatArea

    app = make_app(tmp_path, "ar", rules=Rules(players=4), bidi=mode)
    async with app.run_test(size=(60, 17)) as pilot:  # below the minimum: the seats take two columns
        app.pop_screen()  # under the "too small" notice
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        assert app.table.query_one(SeatArea).has_class(TWO_COLUMNS)
        x = [app.table.query_one(f"#seat-{seat}", SeatRow).region.x for seat in range(4)]
        if mode == VISUAL:
            assert x[0] > x[1] and x[2] > x[3]  # You, then West, from the right edge
        else:
            assert x[0] < x[1] and x[2] < x[3]
