"""Where a line may break in Chinese (and Japanese) text: the line-start and line-end rules.

Chinese has no spaces between words, so a line may break between any two characters, except that
closing punctuation (``。，、）」`` …) never starts a line and opening punctuation (``（「“`` …)
never ends one. These are the prohibitions of the W3C's *Requirements for Chinese Text Layout*
(clreq, "prohibition rules for line start and line end") and JIS X 4051 (*kinsoku shori*); the
tables below are theirs, for the characters a catalog can hold. A closing mark is kept with the
character before it, so that character moves to the next line with it (clreq's "push out").

Text with spaces breaks only at its spaces, as before: these rules add break points between wide
characters and never take one away.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left
from functools import lru_cache
from itertools import accumulate

from .cells import clusters

NO_LINE_START = frozenset(
    "、。，．：；！？‼⁇⁈⁉・ー…‥〜～"  # pauses, stops, marks, the long-vowel mark, ellipses
    "）」』】〕〉》〗〙〛｝］〞〟’”"  # closing brackets and quotes
    "々〻ゝゞヽヾ"  # iteration marks
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"  # small kana
    ",.:;!?)]}%’”"  # Western closing marks inside Chinese text
)
"""Characters that may not begin a line."""
NO_LINE_END = frozenset("（「『【〔〈《〖〘〚｛［〝‘“([{")
"""Characters that may not end a line."""


_WIDE_CHARACTERS = (
    "[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f"
    "\uac00-\ud7a3\uf900-\ufaff\ufe10-\ufe19\ufe30-\ufe6f\uff00-\uff60\uffe0-\uffe6"
    "\U00020000-\U0003fffd]"
)
"""Wide (East Asian) characters, compiled when first needed: compiling the pattern takes a few
milliseconds that the game's start need not spend."""


FIRST_WIDE = "\u1100"
"""No character below this one is wide."""
_SPACED = re.compile(r"\S+\s*")


@lru_cache(maxsize=1)
def _wide() -> re.Pattern[str]:
    return re.compile(_WIDE_CHARACTERS)


def has_wide(text: str) -> bool:
    """Whether ``text`` holds a wide (CJK) character, so warkit wraps it by these rules itself."""
    if not text or max(text) < FIRST_WIDE:  # most text: no need for the pattern at all
        return False
    return _wide().search(text) is not None


def is_wide(ch: str) -> bool:
    """Whether ``ch`` is a wide (CJK) character or CJK punctuation, between which lines may break."""
    return unicodedata.east_asian_width(ch) in ("W", "F")


def may_break(before: str, after: str) -> bool:
    """Whether a line may break between the characters ``before`` and ``after``.

    >>> may_break("中", "文"), may_break("中", "。"), may_break("「", "中"), may_break("a", "b")
    (True, False, False, False)
    """
    if after.isspace():
        return False  # spaces stay at the end of the line they follow
    if before.isspace():
        return True
    if after in NO_LINE_START or before in NO_LINE_END:
        return False
    return is_wide(before) or is_wide(after)


def pieces(paragraph: str) -> list[str]:
    """``paragraph`` cut at every place a line may break; each piece keeps its trailing spaces.

    >>> pieces("我们开始。好的")
    ['我', '们', '开', '始。', '好', '的']
    >>> pieces("Deal 7 （新）")
    ['Deal ', '7 ', '（新）']
    """
    if not has_wide(paragraph):  # no Chinese: it breaks at its spaces only
        return _SPACED.findall(paragraph) or [""]
    found: list[str] = []
    current = ""
    for cluster in clusters(paragraph):  # never between a letter and its marks
        if current and may_break(current[-1], cluster[0]):
            found.append(current)
            current = ""
        current += cluster
    if current or not found:
        found.append(current)
    return found


def fold_point(piece: str, fits: int) -> int:
    """Where to cut ``piece`` that is too long for a line, given that ``fits`` characters fit
    (whole grapheme clusters): moved back, a cluster at a time, so the cut neither starts a line
    with closing punctuation nor ends one with opening punctuation (unless nothing else is
    possible).

    >>> fold_point("abc。def", 3)
    2
    """
    starts = [0, *accumulate(map(len, clusters(piece)))]
    cut = fits
    while 1 < cut < len(piece) and (piece[cut] in NO_LINE_START or piece[cut - 1] in NO_LINE_END):
        cut = starts[bisect_left(starts, cut) - 1]
    return cut if 0 < cut < len(piece) and piece[cut] not in NO_LINE_START else fits
