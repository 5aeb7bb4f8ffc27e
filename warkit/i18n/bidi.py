"""Right-to-left text for terminals that do not order it themselves (``--bidi visual``).

Text stays in logical order everywhere (catalogs, narrator, saves, the plain mode's default).
Many terminals draw characters in the order they arrive, so Arabic would read backwards with
its letters unjoined; a few (and screen readers) order and shape it themselves, so doing it twice
would scramble it. Hence a choice: ``logical`` sends text as written, ``visual`` shapes each line
(arabic-reshaper joins the letters) and reorders it for display (python-bidi runs the Unicode
bidi algorithm). Lines are wrapped first and reordered one by one, so a long sentence still
reads from the top line down. Lines with no right-to-left character are never touched.

A terminal that draws text as it arrives does not mirror glyphs either, so the reordering here
also does what rule L4 of the algorithm asks and python-bidi 0.5 and later leave out: a bracket,
quotation mark or other mirrored character that reads right to left is drawn as its mirror image,
``(`` as ``)`` and ``«`` as ``»`` (python-bidi issue 25). Whether it reads right to left is
decided by the algorithm (an odd resolved level), brackets by their pairs, so the brackets of
``(Esc)`` in an Arabic sentence are mirrored and those inside an English phrase are not.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from rich.cells import cell_len

from .kinsoku import fold_point, has_wide, pieces

LOGICAL = "logical"
VISUAL = "visual"
MODES = (LOGICAL, VISUAL)

_RIGHT_TO_LEFT = re.compile(
    "[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\U00010800-\U00010fff\U0001e800-\U0001efff"
    "\u200f\u202b\u202e\u2067]"
)
_CONTROLS = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def has_right_to_left(text: str) -> bool:
    """Whether ``text`` holds a right-to-left letter or mark (only such text is reordered)."""
    return _RIGHT_TO_LEFT.search(text) is not None


@lru_cache(maxsize=4096)
def visual_line(line: str) -> str:
    """One line shaped and in display order, with the bidi control marks dropped.

    >>> visual_line("Deal 7")
    'Deal 7'
    >>> visual_line("\u0645\u0631\u062d\u0628\u0627 42") == "42 \ufe8e\ufe92\ufea3\ufeae\ufee3"
    True
    """
    if not has_right_to_left(line):
        return line
    return _reorder(_shape(line))


def _shape(text: str) -> str:
    """Arabic letters in their joined forms (still in logical order; ligatures make it shorter)."""
    from arabic_reshaper import reshape

    return str(reshape(text))


def _reorder(line: str) -> str:
    from bidi import get_display

    shown = str(get_display(line))
    if not mirrors().keys().isdisjoint(line):  # a bracket, a quotation mark…: rule L4
        shown = _mirrored(line, shown)
    return _CONTROLS.sub("", shown)


@lru_cache(maxsize=1)
def mirrors() -> dict[str, str]:
    """Each mirrored character's mirror image: the pairs of Unicode's BidiMirroring.txt, as
    python-bidi ships them (``bidi.mirror``, which its own Python algorithm uses for rule L4)."""
    from bidi.mirror import MIRRORED

    return {ch: mirror for ch, mirror in MIRRORED.items() if unicodedata.mirrored(ch)}


def _mirrored(line: str, shown: str) -> str:
    """``shown`` (``line`` as python-bidi orders it) with rule L4 applied: each mirrored character
    at an odd resolved level drawn as its mirror image.

    python-bidi resolves the levels (``debug=True`` returns them); rules L1 and L2 on those levels
    tell where each character went. Should that ever disagree with python-bidi's own order,
    ``shown`` is kept as it is: unmirrored, but never scrambled.
    """
    levels = _resolved_levels(line)
    if levels is None:
        return shown
    order = _display_order(line, levels)
    if "".join(line[index] for index in order) != shown:
        return shown
    table = mirrors()
    return "".join(table.get(line[i], line[i]) if levels[i] % 2 else line[i] for i in order)


_LEVELS = re.compile(r"\n    levels: \[\n(.*?)\n    \]", re.S)
_LEVEL = re.compile(r"Level\(\s*(\d+),?\s*\)")


def _resolved_levels(line: str) -> list[int] | None:
    """Each character's resolved embedding level (rules P to I of UAX #9), by python-bidi: its
    ``debug`` output lists one level per UTF-8 byte; None if it cannot be read as that."""
    from bidi import get_display

    found = _LEVELS.search(str(get_display(line, debug=True)))
    by_byte = [int(level) for level in _LEVEL.findall(found.group(1))] if found else []
    levels, at = [], 0
    for ch in line:
        if at >= len(by_byte):
            return None
        levels.append(by_byte[at])
        at += len(ch.encode("utf-8", "surrogatepass"))
    return levels if at == len(by_byte) else None


_SEPARATORS = frozenset(("B", "S"))
_TRAILING = frozenset(("WS", "FSI", "LRI", "RLI", "PDI", "BN", "LRE", "RLE", "LRO", "RLO", "PDF"))
"""Characters that L1 returns to the paragraph's level at the end of a line or before a separator."""


def _display_order(line: str, levels: list[int]) -> list[int]:
    """The indexes of ``line``'s characters from left to right on screen: rules L1 and L2."""
    from bidi import get_base_level

    paragraph = get_base_level(line)
    levels = list(levels)
    trailing = True
    for index in range(len(line) - 1, -1, -1):
        kind = unicodedata.bidirectional(line[index])
        if kind in _SEPARATORS:
            levels[index], trailing = paragraph, True
        elif trailing and kind in _TRAILING:
            levels[index] = paragraph
        else:
            trailing = False
    order = list(range(len(line)))
    odd = [level for level in levels if level % 2]
    for level in range(max(levels, default=0), min(odd, default=1) - 1, -1):
        start = 0
        while start < len(order):  # reverse each run at this level or higher
            if levels[order[start]] < level:
                start += 1
                continue
            end = start
            while end < len(order) and levels[order[end]] >= level:
                end += 1
            order[start:end] = order[start:end][::-1]
            start = end
    return order


def cells(text: str) -> int:
    """Terminal cells ``text`` takes: wide (CJK) characters two, marks and joiners none.

    Rich's own measure, so text wrapped here fits exactly where Textual draws it.
    """
    return cell_len(text)


def wrap(text: str, width: int) -> list[str]:
    """``text`` broken into lines of at most ``width`` cells, never cut: at spaces, and in Chinese
    between characters where the line-start and line-end rules allow (:mod:`warkit.i18n.kinsoku`:
    no ``。`` or ``）`` at the start of a line, no ``（`` at its end).

    >>> wrap("Deal 7 is here", 8)
    ['Deal 7', 'is here']
    >>> wrap("我们开始。好的", 8)  # not "我们开始" and "。好的": the stop keeps its character
    ['我们开', '始。好的']
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
    used = 0
    for index, ch in enumerate(word):
        used += cells(ch)
        if used > width:
            return max(1, index)
    return len(word)


def for_display(text: str, mode: str, width: int | None = None) -> str:
    """``text`` as the terminal should receive it in ``mode``.

    In ``visual`` mode each line is wrapped to ``width`` cells (if given) and then reordered;
    ``logical`` returns the text unchanged (the widget or the terminal wraps it).
    """
    if mode != VISUAL or not has_right_to_left(text):
        return text
    shaped = _shape(text)  # shaped before wrapping: the lines are measured as they will show
    lines = wrap(shaped, width) if width and width > 0 else shaped.split("\n")
    return "\n".join(_reorder(line) for line in lines)


def laid_out(text: str, mode: str, width: int | None) -> str:
    """``text`` as a widget ``width`` cells wide should draw it: as :func:`for_display` gives it,
    and Chinese (any wide text) wrapped here by :func:`wrap`'s line-start and line-end rules, which
    the terminal's own wrapping would break (a line starting with ``。``).

    >>> laid_out("我们开始。好的", "logical", 8)
    '我们开\\n始。好的'
    """
    if mode == VISUAL and has_right_to_left(text):
        return for_display(text, mode, width)
    if width and width > 0 and has_wide(text):
        return "\n".join(wrap(text, width))
    return text
