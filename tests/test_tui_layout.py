"""Every seat fits on screen: 2, 3 and 4 seats from 60x20 to 200x60, in every language and both
card styles, read back from the screen with Textual's Pilot.

A seat "fits" when its row lies inside the screen and inside the seats' visible area (not
scrolled away), and its name and card count can be read there: whole, or cut with a visible "…".
"""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from test_tui_support import finish, make_app, screen_text, stacked

from warkit.engine import Rules
from warkit.i18n import available_languages, get_translator
from warkit.i18n.bidi import VISUAL, visual_line
from warkit.i18n.pseudo import not_right_to_left, unlocalized_words
from warkit.tui.card_art import draw_stack
from warkit.tui.messages import SettingsChanged
from warkit.tui.seat_area import ROOMY, SNUG, TWO_COLUMNS, SeatArea, arrangement
from warkit.tui.widgets import SeatRow, StatusArea, StatusBox

SIZES = ((60, 20), (80, 24), (120, 40), (200, 60))
STYLES = ("symbols", "ascii")
LANGUAGES = available_languages(pseudo=True)
"""Every catalog and both pseudo-locales (whose words are the longest)."""
HARDEST = ("en", "ru", "zh-Hans", "en-XA", "ar-XB")
"""The default run's languages: long words, wide characters, both pseudo-locales."""
WAR = stacked("QD QS QC 5C 7H 9H TS 2D 3D", step=7)


def cells(line: str, x: int, width: int) -> str:
    """The text in ``width`` cells of ``line`` from column ``x`` (a wide character counts two)."""
    out, column = "", 0
    for char in line:
        if x <= column < x + width:
            out += char
        column += cell_len(char)
    return out


def readable(label: str, shown: str) -> bool:
    """Whether ``shown`` (a label's cells on screen) is ``label`` whole or its start with "…"
    ("..." with Letters)."""
    shown = shown.strip()
    if shown == label:
        return True
    for mark in ("...", "…"):
        kept = len(shown) - len(mark)
        if shown.startswith(mark) and kept > 0:  # cut, then reordered right to left: the mark at the left
            return label.endswith(shown[len(mark):])
        if shown.endswith(mark) and kept > 0:
            return label.startswith(shown[:kept])
    return False


def assert_every_seat_fits(app, where: str) -> None:
    """Each shown seat row lies on screen, not scrolled away, its name and count readable."""
    screen = app.screen.region
    area = app.table.query_one(SeatArea)
    visible = area.content_region.intersection(screen)
    rows = [row for row in app.table.query(SeatRow) if row.display]
    assert len(rows) == app.session.rules.players + (app.session.game.set_aside is not None)
    visual = app.bidi_mode == VISUAL
    lines = screen_text(app).split("\n")
    for row in rows:
        region = row.region
        assert region.height == row.card_size.height, f"{where}: {row.id} is not on screen ({region})"
        assert visible.contains_region(region), f"{where}: {row.id} at {region} is outside {visible}"
        assert row.view is not None
        for line, label in enumerate((row.view.name, row.view.count_text)):
            label = visual_line(label) if visual else label
            # mirrored: at the right; in the middle of a wide window, after the blank cells before it
            left = region.right - row.indent - row.name_width if row.mirrored else region.x + row.indent
            shown = cells(lines[region.y + row.label_row + line], left, row.name_width)
            assert readable(label, shown), f"{where}: {row.id} shows {shown!r} for {label!r}"


async def settle(app, pilot, size: tuple[int, int] | None = None, **settings: object) -> None:
    """Change ``settings`` (as the Settings screen would) and the terminal's size, and wait."""
    if settings:
        app.post_message(SettingsChanged(app.session.settings.replace(**settings)))
        await pilot.pause()
    if size is not None:
        await pilot.resize_terminal(*size)
        await pilot.pause()


async def check_every_seat(tmp_path: Path, players: int, languages, sizes, styles_of) -> None:
    """Seat ``players`` players at a war, then check ``languages`` at ``sizes`` in the card
    styles ``styles_of(language)``; and Arabic reordered by the game (``visual``)."""
    app = make_app(tmp_path, "en", deck=WAR, rules=Rules(players=players))
    async with app.run_test(size=SIZES[0]) as pilot:
        await pilot.press("space")  # cards on the table: a war between the first two seats
        for lang in languages:
            await settle(app, pilot, language=lang)
            for style in styles_of(lang):
                await settle(app, pilot, card_style=style)
                for size in sizes:
                    await settle(app, pilot, size)
                    assert_every_seat_fits(app, f"{lang} {style} {size[0]}x{size[1]}")
        await settle(app, pilot, SIZES[0], language="ar", bidi=VISUAL)
        assert_every_seat_fits(app, "ar visual 60x20")


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_every_seat_fits_at_the_two_smallest_sizes(tmp_path: Path, players: int) -> None:
    """The default run: 60x20 and 80x24 in the hardest languages, each in one card style."""
    def one_style(lang: str) -> tuple[str]:
        return (STYLES[HARDEST.index(lang) % 2],)

    await check_every_seat(tmp_path, players, HARDEST, SIZES[:2], one_style)


@pytest.mark.long
@pytest.mark.parametrize("players", [2, 3, 4])
async def test_every_seat_fits_at_every_size_language_and_card_style(tmp_path: Path, players: int) -> None:
    await check_every_seat(tmp_path, players, LANGUAGES, SIZES, lambda lang: STYLES)


@pytest.mark.parametrize("lang, check", [("en-XA", unlocalized_words), ("ar-XB", not_right_to_left)])
async def test_no_unlocalized_word_at_the_smallest_size(tmp_path: Path, lang: str, check) -> None:
    """The table, the question before leaving a game, the deal dialog, the summary and the
    too-small notice, in a pseudo-locale."""
    app = make_app(tmp_path, lang, deck=WAR, rules=Rules(players=4))
    async with app.run_test(size=SIZES[0]) as pilot:
        await pilot.press("space")
        await pilot.pause()
        text = screen_text(app)
        assert check(text) == []
        assert "…" in text  # the pseudo-locales' long words are cut at 60 columns, visibly
        await pilot.press("d")  # a game under way: asked first
        assert check(screen_text(app)) == []
        await pilot.press("enter", "0", "enter")
        assert check(screen_text(app)) == []
        await pilot.press("escape")
        await finish(pilot)
        await pilot.pause()
        assert check(screen_text(app)) == []
        await pilot.resize_terminal(50, 16)
        await pilot.pause()
        assert check(screen_text(app)) == []


def test_the_seats_take_the_room_there_is() -> None:
    assert arrangement(rows=2, width=58, height=12) == ROOMY
    assert arrangement(rows=4, width=58, height=12) == SNUG
    assert arrangement(rows=4, width=58, height=10) == TWO_COLUMNS
    assert arrangement(rows=4, width=40, height=10) == SNUG  # too narrow for two: it scrolls


async def test_seats_that_cannot_fit_scroll_with_a_scroll_bar(tmp_path: Path) -> None:
    app = make_app(tmp_path, "en-XA", deck=WAR, rules=Rules(players=4))
    async with app.run_test(size=(40, 14)) as pilot:  # below the minimum: the table is still drawn
        app.pop_screen()  # under the "too small" notice
        await pilot.pause()
        area = app.table.query_one(SeatArea)
        assert area.has_class(SNUG)
        assert area.max_scroll_y > 0 and area.show_vertical_scrollbar


def test_cards_with_no_room_are_left_out_behind_an_ellipsis() -> None:
    t = get_translator("en")
    war = [(card, up) for card, up in zip(WAR[:9], [True, False] * 5, strict=False)]
    whole = draw_stack(war, "symbols", t, 60)
    cut = draw_stack(war, "symbols", t, 10)
    assert "…" not in whole[1].plain
    assert cut[1].plain.startswith("…") and cell_len(cut[1].plain) <= 10
    assert cut[1].plain.endswith(whole[1].plain[-5:])  # the last card shows whole


async def test_a_long_status_keeps_every_sentence_and_the_seats_still_fit(tmp_path: Path) -> None:
    """Play 10 with four players in the pseudo-locale says the most a press says: at 60x20 the
    status area scrolls with its last sentences in view, at 80x24 every sentence is on screen,
    and every seat fits at both sizes."""
    app = make_app(tmp_path, "en-XA", deal=5, rules=Rules(players=4))
    async with app.run_test(size=SIZES[0]) as pilot:
        await pilot.press("t", "t")
        await pilot.pause()
        teller = app.words.teller
        said = teller.join(teller.status(app.session.last))
        assert len(teller.status(app.session.last)) >= 8
        assert app.table.query_one(StatusBox).text == said  # every sentence, none left out
        area = app.table.query_one(StatusArea)
        assert 0 < area.max_scroll_y == area.scroll_y  # it scrolls, and the last sentences show
        assert_every_seat_fits(app, "a long status at 60x20")
        await settle(app, pilot, SIZES[1])
        assert area.max_scroll_y == 0  # all of it on screen
        assert_every_seat_fits(app, "a long status at 80x24")


@pytest.mark.parametrize("size", [(60, 20), (80, 24), (120, 40)])
async def test_a_notice_never_covers_the_status_or_the_footer(tmp_path: Path, size: tuple[int, int]) -> None:
    """A notice (here a long warning, as a second window on the same data folder gives) takes a
    line of its own: the last step's sentences and every key of the footer stay readable."""
    from test_tui_support import flat, toasts_text, until, widget_text

    from warkit.tui.widgets import ControlBar

    app = make_app(tmp_path, deal=7)
    async with app.run_test(size=size, notifications=True) as pilot:
        await pilot.press("space")
        await pilot.pause()
        footer = widget_text(app, app.table.query_one(ControlBar))
        notice = "Another window plays from this data folder; this one will not save its round. " * 2
        app.tell(notice.strip(), severity="warning", timeout=30)
        await until(pilot, lambda: bool(toasts_text(app)))
        await pilot.pause()
        said = app.table.query_one(StatusBox).text
        assert flat(said) in widget_text(app, app.table.query_one(StatusBox))
        assert widget_text(app, app.table.query_one(ControlBar)) == footer
        assert flat(notice) in flat(toasts_text(app))
