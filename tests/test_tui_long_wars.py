"""A long war stays readable at every size: its cards take the room the window has before they
overlap more, and an overlapped card always shows its whole rank (a tied 10 reads ``10``).

The war is the family rules' deal 1219 after 39 presses of "Play 10 battles" and four of Space:
a war on 5s that goes on through ties on 7s, Queens, 6s and 10s. Read back from the screen with
Textual's Pilot, at each card size's window and the sizes between (``card_art.SIZES``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from test_tui_support import make_app, screen_text

from warkit.engine import Card, Rules
from warkit.i18n import get_translator
from warkit.i18n.bidi import VISUAL
from warkit.tui.card_art import STYLES, card_text, draw_stack, rank_label
from warkit.tui.messages import SettingsChanged
from warkit.tui.screens.table import table_cards
from warkit.tui.widgets import SeatRow

SIZES = ((60, 20), (80, 24), (100, 30), (120, 40), (160, 50), (200, 60))
"""From the smallest window through each card size's first (100 and 160 columns) to 200x60."""
BEFORE_THE_WAR = ["t"] * 39 + ["space"] * 4
TIED_TENS = 4
"""The war's steps to its longest tie: each seat has eight cards under a tied 10."""


def corner_row(app, row: SeatRow) -> str:
    """The seat's row of screen text that shows its cards' corners (the ranks)."""
    lines = screen_text(app).split("\n")
    return lines[row.region.y + 1][row.region.x : row.region.right]


def ranks_shown(line: str, side: str) -> list[str]:
    """What each card on ``line`` shows between its frame's sides, left to right, blanks and backs left out."""
    parts = [part.strip() for part in line.split(side)]
    return [part for part in parts if part and not set(part) <= set("░#")]


def face_up(app, seat: int) -> list[Card]:
    players = app.session.rules.players
    return [card for card, up in table_cards(app.session.battle_events, players)[seat] if up]


def assert_the_war_reads_whole(app, where: str) -> None:
    """Every seat shows each of its face-up cards' whole rank, in the order they went down
    (reversed, mirrored); from 100 columns, whole corners (rank and suit) while the row has room."""
    t, style = app.words.t, app.words.style
    for row in app.table.query(SeatRow):
        if not row.display or row.view is None or row.seat >= app.session.rules.players:
            continue
        cards = face_up(app, row.seat)
        line = corner_row(app, row)
        shown = ranks_shown(line, style.frame.side)
        if row.mirrored:
            shown = shown[::-1]
        shown = shown[-len(cards):]  # the pile's count is not on this row; the name is at its side
        for card, text in zip(cards, shown, strict=True):
            assert text.startswith(rank_label(card.rank, t)), f"{where}: seat {row.seat} shows {text!r} for {card}: {line!r}"
            if row.card_size.sliver > cell_len(card_text(card, style.name, t)):
                assert text == card_text(card, style.name, t), f"{where}: seat {row.seat} squeezed: {line!r}"


@pytest.mark.parametrize(
    "lang, bidi, style",
    [
        ("en", None, "symbols"),
        # mirrored stacks: test_an_overlapped_ten_shows_its_whole_rank; every size here in the long run
        pytest.param("ar", VISUAL, "symbols", marks=pytest.mark.long),
        pytest.param("en", None, "ascii", marks=pytest.mark.long),
    ],
)
async def test_a_long_war_reads_whole_at_every_size(tmp_path: Path, lang: str, bidi: str | None, style: str) -> None:
    app = make_app(tmp_path, lang, deal=1219, rules=Rules.preset("family"), bidi=bidi)
    async with app.run_test(size=SIZES[0]) as pilot:
        if style != "symbols":
            app.post_message(SettingsChanged(app.session.settings.replace(card_style=style)))
        await pilot.press(*BEFORE_THE_WAR, *["space"] * TIED_TENS)
        await pilot.pause()
        assert app.session.battle_events and all(len(face_up(app, seat)) == 5 for seat in range(2))
        assert [card.rank for card in face_up(app, 0)][-1] == 10  # the tied 10s on top
        for press in range(2):  # the tie on 10s; then the war won, a card more each
            for size in SIZES:
                await pilot.resize_terminal(*size)
                await pilot.pause()
                assert_the_war_reads_whole(app, f"{lang} {style} {size[0]}x{size[1]} step {TIED_TENS + press}")
            await pilot.press("space")
            await pilot.pause()


@pytest.mark.parametrize("mirrored", [False, True])
def test_an_overlapped_ten_shows_its_whole_rank(mirrored: bool) -> None:
    t = get_translator("en")
    war = [(Card.parse(code), up) for code, up in (("TC", True), ("2D", False), ("TS", True), ("3H", False), ("KH", True))]
    for width in (15, 14, 13):  # room for the usual slivers, a squeeze, the least there is
        corners = draw_stack(war, "ascii", t, width, mirrored=mirrored)[1].plain
        assert cell_len(corners) <= width
        shown = ranks_shown(corners, STYLES["ascii"].frame.side)
        assert (shown[::-1] if mirrored else shown)[:2] == ["10", "10"], f"{width} cells: {corners!r}"
