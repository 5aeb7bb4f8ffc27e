"""Mirrored glyphs in the visual right-to-left mode (rule L4 of UAX #9), on every surface.

A terminal that draws characters in the order they arrive mirrors nothing, so the game does it
where it reorders each line (:func:`warkit.i18n.bidi.visual_line`): a bracket, quotation mark or
other mirrored character that reads right to left is sent as its mirror image. In right-to-left
text ``(אב)`` is read opening bracket, alef, bet, closing bracket; on screen, from the left, that
is ``(``, bet, alef, ``)``: the closing bracket drawn as an opening one. Brackets around a
left-to-right phrase inside Arabic (``(f)``, ``(Esc …)``) follow the algorithm's bracket pairs.

Every surface gets a text holding every mirror pair (:data:`PROBE`) in one language's catalog and
must show each pair reordered and mirrored: the table, Settings, Help's title, the deal dialog, the
summary, a notice and the plain mode's key hints.
"""

from __future__ import annotations

import doctest
import io
from pathlib import Path

import pytest
from test_tui_support import make_app, screen_text

import warkit.i18n.bidi
from warkit.engine import Rules
from warkit.i18n import Translator, get_translator
from warkit.i18n import catalog as catalogs
from warkit.i18n.bidi import VISUAL, for_display, mirrors, visual_line
from warkit.plain import plain_game

HEBREW = "אבגדהוזחטיךכלםמןנסעףפץצקרשת"
"""Right-to-left letters that no shaping changes: two of them make each pair's text unique."""
PAIRS = sorted({tuple(sorted((ch, mirror))) for ch, mirror in mirrors().items()})
"""Every mirror pair, each once: ``(`` and ``)``, ``«`` and ``»``, ``≤`` and ``≥``…"""


def _letters(index: int) -> tuple[str, str]:
    return HEBREW[index // len(HEBREW)], HEBREW[index % len(HEBREW)]


LOGICAL_PAIRS = [f"{left}{a}{b}{right}" for index, (left, right) in enumerate(PAIRS) for a, b in [_letters(index)]]
"""Each pair around two letters, as written (reading order)."""
SHOWN_PAIRS = [f"{left}{b}{a}{right}" for index, (left, right) in enumerate(PAIRS) for a, b in [_letters(index)]]
"""The same on a screen that does not order text: the letters swapped, the pair mirrored back
into place (read from the right, ``right`` opens it)."""
UNMIRRORED = [f"{right}{b}{a}{left}" for index, (left, right) in enumerate(PAIRS) for a, b in [_letters(index)]]
"""What a reordering without rule L4 shows."""
PROBE = " ".join(LOGICAL_PAIRS)


def test_the_examples_in_the_bidi_docs_hold() -> None:
    assert doctest.testmod(warkit.i18n.bidi).failed == 0


def test_the_table_of_mirrors_holds_every_bracket_and_quotation_mark() -> None:
    table = mirrors()
    for left, right in ("()", "[]", "{}", "<>", "«»", "‹›", "⁅⁆", "⁽⁾", "₍₎", "≤≥", "∈∋", "〈〉", "（）"):
        assert table[left] == right and table[right] == left
    assert all(table[mirror] == ch for ch, mirror in table.items())


def test_every_mirrored_character_reading_right_to_left_is_drawn_as_its_mirror() -> None:
    assert visual_line(PROBE) == " ".join(reversed(SHOWN_PAIRS))
    alone = list(mirrors())  # each one alone between two right-to-left letters
    shown = [mirrors()[ch] for ch in reversed(alone)]
    assert visual_line(f"א {' א '.join(alone)} א") == f"א {' א '.join(shown)} א"


def test_a_wrapped_paragraph_mirrors_every_line() -> None:
    lines = for_display(PROBE, VISUAL, 40).split("\n")
    assert len(lines) > 10
    shown = [pair for line in lines for pair in reversed(line.split())]
    assert shown == SHOWN_PAIRS


def test_brackets_around_left_to_right_words_are_mirrored_only_where_they_read_right_to_left() -> None:
    assert visual_line("לחץ (Esc לחזרה).") == ".(הרזחל Esc) ץחל"  # the brackets are the Hebrew sentence's
    assert visual_line("שלום Esc (f)") == "Esc (f) םולש"  # the brackets belong to "Esc (f)", left to right
    assert visual_line("גבוה (מעל המלך)") == "(ךלמה לעמ) הובג"
    assert visual_line("\u202eab(c)\u202c") == "(c)ba"  # forced right to left: mirrored too


@pytest.mark.parametrize(
    "context, message, shown",
    [
        # Settings, "Aces": High (above the King)
        (None, "High (above the King)", "(ﻚﻠﻤﻟﺍ ﻕﻮﻓ) ﻰﻠﻋﺃ"),
        # Help's title: How to play «War»
        (None, "How to play War: {rules}", "«ﺏﺮﺤﻟﺍ»"),
        # the deal dialog: (Esc goes back).
        (None, "Which deal number? Type it and press Enter (Esc goes back).", ".(ﺓﺩﻮﻌﻠﻟ Esc)"),
    ],
    ids=["settings-aces", "help-title", "deal-dialog"],
)
def test_the_arabic_catalog_s_brackets_and_quotes_show_mirrored(context: str | None, message: str, shown: str) -> None:
    t = get_translator("ar")
    text = t.pgettext(context, message) if context else t.gettext(message, rules="x")
    assert shown in visual_line(text)


class Probe(Translator):
    """Arabic, except that the messages in ``probed`` all read :data:`PROBE`."""

    def __init__(self, *probed: str) -> None:
        super().__init__("ar", catalogs.load("ar"))
        self.probed = frozenset(probed)

    def gettext(self, message: str, /, **values: object) -> str:
        return PROBE if message in self.probed else super().gettext(message, **values)

    def pgettext(self, context: str, message: str, /, **values: object) -> str:
        return PROBE if message in self.probed else super().pgettext(context, message, **values)

    def ngettext(self, singular: str, plural: str, n: int, /, **values: object) -> str:
        return PROBE if singular in self.probed else super().ngettext(singular, plural, n, **values)


def assert_mirrored(text: str, least: int = 8) -> None:
    """``text`` (a screen) shows at least ``least`` of the probe's pairs, each mirrored, none not."""
    assert sum(pair in text for pair in SHOWN_PAIRS) >= least
    assert not [pair for pair in UNMIRRORED if pair in text]


PROBED = (
    "Deal {deal}: everyone gets {count} card face down.",  # the table's first sentence
    "High (above the King)",  # Settings, "Aces"
    "How to play War: {rules}",  # Help's title
    "Which deal number? Type it and press Enter (Esc goes back).",  # the deal dialog
    "Cards held after each battle",  # the summary's chart
)


async def test_every_screen_shows_the_pairs_mirrored(tmp_path: Path) -> None:
    app = make_app(tmp_path, "ar", bidi=VISUAL)
    async with app.run_test(size=(200, 60)) as pilot:
        app.show_words(Probe(*PROBED))
        await pilot.pause()
        assert_mirrored(screen_text(app), least=len(PAIRS))  # the status box: every pair, wrapped
        app.tell(PROBE)  # a notice
        await pilot.pause()
        assert_mirrored(screen_text(app))
        app.clear_notifications()
        await pilot.press("d")
        await pilot.pause()
        assert_mirrored(screen_text(app), least=len(PAIRS) // 2)  # the dialog as far as it has room
        await pilot.press("escape", "s", "end")
        await pilot.pause()
        assert_mirrored(screen_text(app))  # the answer, cut to its column
        await pilot.press("escape", "h")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert_mirrored(screen_text(app), least=len(PAIRS) // 2)
        await pilot.press("escape", "f")
        await pilot.pause()
        assert_mirrored(screen_text(app))


def test_the_plain_mode_s_key_hints_show_the_pairs_mirrored() -> None:
    out = io.StringIO()
    game = plain_game(Probe("{label} ({key})"), Rules(), 7, out, new_deal=lambda: 8, bidi=VISUAL, width=200)
    assert game.run(["q"]) == 0
    assert_mirrored(out.getvalue(), least=len(PAIRS))
