"""Text takes the cells the terminal gives it, and is wrapped and cut between whole clusters.

Hindi's vowel signs ``ि`` and ``ा`` are spacing marks: the terminal (glibc's ``wcwidth``, which
tmux, xterm and VTE follow) gives each a cell, where Rich gave none (``warkit.i18n.cells``).
``tests/test_tmux_hindi.py`` measures a real terminal; here the figures and the rule.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import locale
import sys
import unicodedata
from collections.abc import Callable

import pytest
import regex
from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.segment import Segment
from rich.text import Text
from textual.content import Content
from textual.strip import Strip

from warkit.commands.parsing import wrapped
from warkit.i18n.bidi import LOGICAL, laid_out, wrap
from warkit.i18n.cells import cell_size, cells, clip, clusters
from warkit.i18n.kinsoku import pieces
from warkit.plain import first_clusters
from warkit.tui.card_art import STYLES

TERMINAL = {"\u093f": 1, "कि": 2, "का": 2, "हिंदी": 4, "किताब": 5, "स्त्री": 4, "नमस्ते": 4, "क्ष": 2}
"""Cells each takes in tmux 3.3a (the cursor's column after printing it), as glibc 2.36 counts."""
SYLLABLES = ("क", "कि", "ता", "हिं", "दी", "स्त्री", "क्ष", "त्ते", "यों", "खे", "ब", "मा")


def clusters_of(text: str) -> list[str]:
    """``text``'s extended grapheme clusters as UAX #29 finds them (regex's ``\\X``), spaces left out."""
    return [cluster for cluster in regex.findall(r"\X", text) if not cluster.isspace()]


@pytest.mark.parametrize(("text", "width"), TERMINAL.items())
def test_hindi_takes_the_cells_the_terminal_gives_it(text: str, width: int) -> None:
    assert cells(text) == width


def test_rich_and_textual_measure_hindi_as_the_terminal_does() -> None:
    """Every measure of Textual's layout goes through Rich's, which warkit makes the terminal's."""
    word = "हिंदी"
    assert cell_len(word) == 4
    assert Text(word).cell_len == 4
    assert Segment(word).cell_length == 4
    assert Strip([Segment(word)]).cell_length == 4
    assert Content(word).cell_length == 4


def glibc_wcwidth() -> Callable[[str], int] | None:
    """glibc's ``wcwidth``, where the C library is glibc and the character type is UTF-8."""
    name = ctypes.util.find_library("c")
    utf8 = locale.setlocale(locale.LC_CTYPE).upper().replace("UTF8", "UTF-8").endswith("UTF-8")
    if not sys.platform.startswith("linux") or name is None or not utf8:
        return None
    libc = ctypes.CDLL(name)
    if not hasattr(libc, "gnu_get_libc_version"):
        return None
    libc.wcwidth.argtypes = [ctypes.c_wchar]
    libc.wcwidth.restype = ctypes.c_int
    return libc.wcwidth  # type: ignore[no-any-return]


def test_every_spacing_mark_takes_the_cells_glibc_gives_it() -> None:
    wcwidth = glibc_wcwidth()
    if wcwidth is None:
        pytest.skip("the rule is glibc's: this needs glibc and a UTF-8 character type")
    marks = [chr(code) for code in range(0x110000) if unicodedata.category(chr(code)) == "Mc"]
    differ = [f"U+{ord(mark):04X}" for mark in marks if wcwidth(mark) >= 0 and cell_size(mark) != wcwidth(mark)]
    assert len(marks) > 400 and differ == []


def test_a_conjunct_is_one_cluster() -> None:
    assert clusters("स्त्री") == ["स्त्री"]  # Unicode 15.1's conjunct rule (GB9c)
    assert clusters("क्\u200dष") == ["क्\u200dष"]
    assert clusters("हिंदी किताब") == ["हिं", "दी", " ", "कि", "ता", "ब"]
    assert clusters("Deal 7") == list("Deal 7")


def test_a_cut_keeps_whole_clusters() -> None:
    assert clip("किताब", 3) == "कि"  # not "कित", the "त" of "ता"
    assert STYLES["symbols"].cut("किताब", 4) == "कि…"
    assert STYLES["ascii"].cut("स्त्रीकिताब", 6) == "..."  # the conjunct takes four cells: none is left for it
    assert STYLES["symbols"].cut("Face-down cards", 9) == "Face-dow…"


def test_a_word_folds_after_its_vowel_sign_never_before_it() -> None:
    assert wrap("किताबकिताब", 3) == ["कि", "ताब", "कि", "ताब"]
    assert wrap("स्त्रीकिताब", 5) == ["स्त्री", "किताब"]
    assert wrap("बकि,ताब", 3) == ["ब", "कि,", "ताब"]  # the comma keeps "कि", moved whole to the next line
    assert laid_out("किताब किताब", LOGICAL, 5) == "किताब\nकिताब"


def test_the_command_line_help_and_the_plain_mode_keep_whole_clusters() -> None:
    """The help folds a long word between clusters (textwrap would cut every five characters:
    ``स्त्र`` and ``ीकि``), and an answer quotes a typed line's first twenty clusters."""
    text = "स्त्रीकिताब" * 3
    lines = wrapped(text, 5).split("\n")
    assert [cluster for line in lines for cluster in clusters_of(line)] == clusters_of(text)
    assert max(cells(line) for line in lines) <= 5
    assert first_clusters("स्त्री" * 25) == "स्त्री" * 20


def test_japanese_keeps_a_combining_sound_mark_with_its_kana() -> None:
    assert pieces("か\u3099き") == ["か\u3099", "き"]


@given(
    words=st.lists(st.lists(st.sampled_from(SYLLABLES), min_size=1, max_size=12).map("".join), min_size=1, max_size=8),
    width=st.integers(min_value=1, max_value=30),
)
def test_wrapped_hindi_never_breaks_inside_a_cluster_nor_overflows(words: list[str], width: int) -> None:
    text = " ".join(words)
    lines = wrap(text, width)
    assert [cluster for line in lines for cluster in clusters_of(line)] == clusters_of(text)
    for line in lines:
        assert cells(line) <= width or len(clusters_of(line)) == 1, (line, width)
