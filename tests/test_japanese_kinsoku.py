"""Japanese lines break by the kinsoku rules already used for Chinese: no spaces between words, so
a line may break between any two characters, except that 、。」, the long-vowel mark ー and the
small kana (ゃ, っ, ュ…) never start a line and 「 never ends one. warkit decides this by the
characters (wide text), never by the language's code, so Japanese needs nothing of its own.

A small Japanese catalog is laid over the shipped ones, so these checks do not depend on the words
of the Japanese catalog warkit ships.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from overlay_catalogs import laid_over, plural, write_catalog
from test_kinsoku import rows_in, terminal_wrap
from test_tui_support import make_app, until

from warkit.i18n.bidi import laid_out, wrap
from warkit.i18n.cells import cells
from warkit.i18n.kinsoku import NO_LINE_END, NO_LINE_START
from warkit.tui.widgets import StatusBox

BEATS = "The computer's {rank} beats your {beaten}. It takes {count} card."
"""The narrator's sentence for the first battle of the tests' deal: the computer's 9 beats your 4."""
JAPANESE = (
    "コンピューターの{rank}が、あなたの{beaten}に勝ちました。「戦争」にはならないので、"
    "コンピューターがそのまま{count}枚のカードを取ります。ちょっと待ってください、次のバトルはすぐに始まります。"
)
SAID = JAPANESE.format(rank="9", beaten="4", count="2")
""":data:`JAPANESE` as the game says it: pauses, stops, corner brackets, ー and small kana, and
long enough to take three lines at 60 columns."""
SMALL_KANA = "ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"
NEVER_FIRST = "、。」』）ー" + SMALL_KANA
NEVER_LAST = "「『（"


def badly_broken(lines: list[str]) -> list[str]:
    """The lines that start with a closing mark, ー or a small kana, or end with an opening mark
    (written out here, not taken from the table under test)."""
    return [line for line in lines if line and (line[0] in NEVER_FIRST or line[-1] in NEVER_LAST)]


@pytest.fixture
def japanese(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "catalogs"
    write_catalog(folder, "ja", [plural(BEATS, "The computer's {rank} beats your {beaten}. It takes {count} cards.", JAPANESE)])
    with laid_over(folder, monkeypatch):
        yield folder


def test_closing_marks_the_long_vowel_mark_and_small_kana_never_start_a_line() -> None:
    assert set(NEVER_FIRST) <= NO_LINE_START
    assert set(NEVER_LAST) <= NO_LINE_END


@pytest.mark.parametrize("width", range(6, 61))
def test_no_japanese_line_starts_with_a_closing_mark_or_ends_with_an_opening_one(width: int) -> None:
    lines = wrap(SAID, width)
    assert badly_broken(lines) == []
    assert all(cells(line) <= width for line in lines)
    assert "".join(lines) == SAID  # nothing lost, nothing added


def test_the_japanese_sentence_would_break_badly_by_width_alone() -> None:
    """The check above means something: every kind of bad break happens without the rules."""
    naive = [line for width in range(6, 61) for line in terminal_wrap(SAID, width)]
    assert {line[0] for line in naive} & set("、。」ー") and {line[0] for line in naive} & set(SMALL_KANA)
    assert any(line.endswith("「") for line in naive)


@pytest.mark.parametrize("size", [(60, 20), (80, 24)])
async def test_the_status_box_breaks_japanese_lines_by_the_rules(japanese: Path, tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path / "data", "ja")
    async with app.run_test(size=size) as pilot:
        await pilot.press("space")
        box = app.screen.query_one(StatusBox)
        await until(pilot, lambda: box.content_size.width > 0)
        await pilot.pause()
        assert box.text == SAID
        assert badly_broken(terminal_wrap(SAID, box.content_size.width))  # the widget alone would
        rows = [row for row in rows_in(app, box) if row]
        assert "".join(rows) == SAID  # all of it on screen
        assert len(rows) >= 3
        assert badly_broken(rows) == []


def test_japanese_is_laid_out_by_the_rules_in_either_bidi_mode() -> None:
    """A widget lays out wide text by its characters: the visual mode (for right-to-left words)
    leaves Japanese to the same rules."""
    assert laid_out(SAID, "logical", 40).split("\n") == wrap(SAID, 40)
    assert laid_out(SAID, "visual", 40).split("\n") == wrap(SAID, 40)
