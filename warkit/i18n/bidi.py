"""Right-to-left text for terminals that do not order it themselves (``--bidi visual``).

Text stays in logical order everywhere (catalogs, narrator, saves, the plain mode's default).
Many terminals draw characters in the order they arrive, so Arabic would read backwards with
its letters unjoined; a few (and screen readers) order and shape it themselves, so doing it twice
would scramble it. Hence a choice: ``logical`` sends text as written, ``visual`` shapes each line
(arabic-reshaper joins the letters) and reorders it for display (python-bidi runs the Unicode
bidi algorithm). Lines are wrapped first and reordered one by one, so a long sentence still
reads from the top line down; each line keeps its paragraph's direction (the paragraph's first
strong letter, rule P2), so a wrapped line of a Hebrew sentence that starts with a Latin letter
still reads right to left. Lines with no right-to-left character are never touched.

A terminal that draws text as it arrives does not mirror glyphs either, so the reordering here
also does what rule L4 of the algorithm asks and python-bidi's ``get_display`` leaves out (its
issue 25): a bracket, quotation mark or other mirrored character that reads right to left is drawn
as its mirror image, ``(`` as ``)`` and ``«`` as ``»``. Whether it reads right to left is decided
by the algorithm, brackets by their pairs (rule N0, which python-bidi's older Python algorithm
lacks), so the brackets of ``(Esc)`` in an Arabic sentence are mirrored and those inside an
English phrase are not. Only python-bidi's public functions are used: no library offers both N0
and L4 short of ICU.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from .cells import cells, clip, clusters, joins
from .kinsoku import fold_point, has_wide, pieces

LOGICAL = "logical"
VISUAL = "visual"
MODES = (LOGICAL, VISUAL)

_RIGHT_TO_LEFT = re.compile(
    "[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\U00010800-\U00010fff\U0001e800-\U0001efff"
    "\u200f\u202b\u202e\u2067]"
)
_CONTROLS = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_MARK = "\u20d0"
"""A combining mark no catalog uses (COMBINING LEFT HARPOON ABOVE, bidi class NSM): see :func:`_reorder`."""


def has_right_to_left(text: str) -> bool:
    """Whether ``text`` holds a right-to-left letter or mark (only such text is reordered)."""
    return _RIGHT_TO_LEFT.search(text) is not None


def direction(paragraph: str) -> str:
    """The base direction of ``paragraph``, ``"R"`` or ``"L"``: that of its first strong letter
    (rule P2 of the algorithm, through python-bidi's ``get_base_level``); left to right if none.

    >>> direction("(n) \u05e9\u05dc\u05d5\u05dd"), direction("\u05e9\u05dc\u05d5\u05dd (n)")
    ('L', 'R')
    """
    from bidi import get_base_level

    return "R" if get_base_level(paragraph) == 1 else "L"


@lru_cache(maxsize=4096)
def visual_line(line: str, base: str | None = None) -> str:
    """One line shaped and in display order, with the bidi control marks dropped; ``base`` is
    the direction of the paragraph it belongs to (``"R"`` or ``"L"``; by default its own).

    >>> visual_line("Deal 7")
    'Deal 7'
    >>> visual_line("\u0645\u0631\u062d\u0628\u0627 42") == "42 \ufe8e\ufe92\ufea3\ufeae\ufee3"
    True
    """
    if not has_right_to_left(line):
        return line
    return _reorder(_shape(line), base)


def _shape(text: str) -> str:
    """Arabic letters in their joined forms (still in logical order; ligatures make it shorter)."""
    from arabic_reshaper import reshape

    return str(reshape(text))


def _reorder(line: str, base: str | None = None) -> str:
    """``line`` in display order (``base``: its paragraph's direction, ``"R"`` or ``"L"``), each
    mirrored character that reads right to left drawn as its mirror image (rule L4), bidi control
    marks dropped.

    python-bidi orders the line (its ``get_display`` runs the whole algorithm, bracket pairs too,
    but leaves L4 out); to tell which characters it reversed, each mirrored one is sent followed by
    :data:`_MARK`, which takes that character's level (rules W1 and N0), so it arrives on the
    character's right when the character reads left to right and on its left when it reads right
    to left.
    """
    from bidi import get_display

    table = mirrors()
    if _MARK in line:  # never in a catalog: shown in order, unmirrored, rather than misread
        return _CONTROLS.sub("", str(get_display(line, base_dir=base)))
    marked = "".join(ch + _MARK if ch in table else ch for ch in line)
    shown = iter(str(get_display(marked, base_dir=base)))
    drawn: list[str] = []
    for ch in shown:
        if ch == _MARK:  # the mark first: the character after it reads right to left
            drawn.append(table[next(shown)])
        else:
            drawn.append(ch)
            if ch in table:
                next(shown)  # its mark, on its right: it reads left to right
    return _CONTROLS.sub("", "".join(drawn))


@lru_cache(maxsize=1)
def mirrors() -> dict[str, str]:
    """Each mirrored character's mirror image: the pairs of Unicode's BidiMirroring.txt, read
    through python-bidi's Python algorithm (``bidi.algorithm.get_display``, which applies L4),
    each mirrored character between two Hebrew letters. They are all in the Basic Multilingual
    Plane (beyond it, five mathematical ``∂`` are mirrored but have no mirror image)."""
    from bidi.algorithm import get_display

    mirrored = [chr(code) for code in range(0x10000) if unicodedata.mirrored(chr(code))]
    shown = str(get_display("\u05d0" + "\u05d0".join(mirrored) + "\u05d0"))
    return {ch: mirror for ch, mirror in zip(mirrored, shown[-2::-2], strict=True) if mirror != ch}


def wrap(text: str, width: int) -> list[str]:
    """``text`` broken into lines of at most ``width`` cells (:func:`warkit.i18n.cells.cells`),
    never cut: at spaces, and in Chinese between characters where the line-start and line-end
    rules allow (:mod:`warkit.i18n.kinsoku`: no ``。`` or ``）`` at the start of a line, no ``（``
    at its end). A word wider than the line is folded between grapheme clusters, never inside
    one (``कि`` and ``स्त्री`` stay whole).

    >>> wrap("Deal 7 is here", 8)
    ['Deal 7', 'is here']
    >>> wrap("我们开始。好的", 8)  # not "我们开始" and "。好的": the stop keeps its character
    ['我们开', '始。好的']
    >>> wrap("स्त्रीकिताब", 5)  # 9 cells: folded after the conjunct and "कि", not inside them
    ['स्त्री', 'किताब']
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for piece in pieces(paragraph):
            if line and cells(line + piece.rstrip()) > width:
                lines.append(line.rstrip())
                line = ""
            while cells(piece.rstrip()) > width > 0:  # a word wider than the line: fold it
                cut = fold_point(piece, _fit(piece, width))
                lines.append(piece[:cut])
                piece = piece[cut:]
            line += piece
        lines.append(line.rstrip())
    return lines


def _fit(word: str, width: int) -> int:
    """How many characters of ``word`` fit in ``width`` cells, in whole clusters (at least one)."""
    return len(clip(word, width)) or len(clusters(word)[0])


def for_display(text: str, mode: str, width: int | None = None, base: str | None = None) -> str:
    """``text`` as the terminal should receive it in ``mode``.

    In ``visual`` mode each line is wrapped to ``width`` cells (if given) and then reordered in
    its paragraph's direction (``base``, if given, is that direction for every paragraph: for a
    piece of a longer paragraph); ``logical`` returns the text unchanged (the widget or the
    terminal wraps it).

    >>> he = "\u05e9\u05dc\u05d5\u05dd"
    >>> for_display(f"{he} {he} (n), {he}", VISUAL, 10).splitlines()[1] == f"{he[::-1]} ,(n)"
    True
    """
    if mode != VISUAL or not has_right_to_left(text):
        return text
    shaped = _shape(text)  # shaped before wrapping: the lines are measured as they will show
    shown: list[str] = []
    for paragraph in shaped.split("\n"):
        lines = wrap(paragraph, width) if width and width > 0 else [paragraph]
        direction_here = base or direction(paragraph)
        shown += (_reorder(line, direction_here) for line in lines)
    return "\n".join(shown)


def laid_out(text: str, mode: str, width: int | None) -> str:
    """``text`` as a widget ``width`` cells wide should draw it: as :func:`for_display` gives it,
    and Chinese (any wide text) wrapped here by :func:`wrap`'s line-start and line-end rules, which
    the terminal's own wrapping would break (a line starting with ``。``); so is text whose
    letters join into clusters (Hindi's ``कि``), which Textual would fold between any two
    characters.

    >>> laid_out("我们开始。好的", "logical", 8)
    '我们开\\n始。好的'
    """
    if mode == VISUAL and has_right_to_left(text):
        return for_display(text, mode, width)
    if width and width > 0 and (has_wide(text) or joins(text)):
        return "\n".join(wrap(text, width))
    return text
