"""Right-to-left text for terminals that do not order it themselves (``--bidi visual``).

Text stays in logical order everywhere (catalogs, narrator, saves, the plain mode's default).
Many terminals draw characters in the order they arrive, so Arabic would read backwards with
its letters unjoined; a few (and screen readers) order and shape it themselves, so doing it twice
would scramble it. Hence a choice: ``logical`` sends text as written, ``visual`` shapes each line
(arabic-reshaper joins the letters) and reorders it for display (python-bidi runs the Unicode
bidi algorithm). Lines are wrapped first and reordered one by one, so a long sentence still
reads from the top line down. Lines with no right-to-left character are never touched.
"""

from __future__ import annotations

import re
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

    return _CONTROLS.sub("", str(get_display(line)))


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
