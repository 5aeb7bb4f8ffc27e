"""How many terminal cells text takes, and where it may be cut: one rule for warkit and Textual.

**Widths.** A terminal gives each character the cells glibc's ``wcwidth`` gives it (tmux, xterm
and VTE do): two for a wide (CJK) character, none for a nonspacing or enclosing mark or a joiner,
one for everything else, *spacing* combining marks (category ``Mc``) included. Rich, which lays
out all of Textual, counts those marks as none, in every Unicode table it ships: Hindi's vowel
signs ``ि`` (U+093F) and ``ा`` (U+093E) are ``Mc``, so ``हिंदी`` draws in 4 cells where Rich
counts 2, and a Hindi line Textual thinks fits runs past its edge. Measured in tmux 3.3a
(``printf`` then ``display -p '#{cursor_x}'``), glibc 2.36's ``wcwidth`` through ctypes, Rich
15.0.0's ``cell_len`` and the ``wcwidth`` package 0.9.5:

====================  ====  =====  ====  =======
text                  tmux  glibc  Rich  wcwidth
====================  ====  =====  ====  =======
``ि`` alone           1     1      0     0
``कि``                2     2      1     2
``हिंदी``             4     4      2     4
``किताब``             5     5      3     5
``स्त्री``            4     4      3     2
``नमस्ते``            4     4      4     4
====================  ====  =====  ====  =======

(the ``wcwidth`` package counts a virama conjunct as one cluster's cells, as shaping terminals
draw it; tmux and glibc do not.) Rich offers no switch for this: its ``UNICODE_VERSION``
environment variable picks one of its tables (4.1.0 to 17.0.0), and every one counts these marks
as none; so does every Rich from 13.9 to 15.0, so pinning one would not help either. What Rich
does offer is one public function, ``rich.cells.get_character_cell_size``, through which every
width it and Textual compute passes (``cell_len``, ``set_cell_size``, the wrapping and cropping,
each calling it by its module's name). This module replaces that function, once, on import, with
:func:`cell_size`: Rich's own answer, except that a spacing mark takes one cell (two if it is
wide), as in glibc. Nothing private of Rich's is touched, and nothing else of it changed; it is
still a replacement of a library's function, made here because no setting exists, and
``tests/test_cells.py`` fails if a Rich upgrade stops measuring through it. ``warkit.tui`` imports
this module before any of Textual, so Textual's modules that bind the function by name get this
one.

**Clusters.** A line never starts or ends inside an extended grapheme cluster (Unicode's UAX
#29): ``कि`` is one, and so is the conjunct ``स्त्री`` (consonants joined by the virama, a rule
Unicode 15.1 added; older segmenters split it). The ``regex`` module's ``\\X`` finds them (it
implements the conjunct rule; checked in the tests), so warkit keeps no break tables of its own.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

import rich.cells

_RICH_CELL_SIZE = rich.cells.get_character_cell_size
"""Rich's own measure of one character, which :func:`cell_size` corrects for spacing marks."""
_NO_CLUSTERS_BELOW = "\u0300"
"""Below the first combining mark every character is a cluster of its own (text without CR)."""
_JOINING = frozenset({"Mn", "Mc", "Me", "Cf", "Sk"})
"""The categories of the characters that join a cluster to their neighbour: marks (vowel signs,
the virama), format characters (the joiners, prepended marks) and modifiers (skin tones)."""


@lru_cache(maxsize=4096)
def cell_size(character: str, unicode_version: str = "auto") -> int:
    """The cells one character takes in the terminal: Rich's count, except that a spacing
    combining mark (``Mc``, such as Hindi's vowel sign ``ि``) takes one, or two if it is wide.
    Cached as the Rich function it replaces is: measuring the Hindi, Russian and Chinese catalogs'
    text takes 39 ms with the cache, 50 ms without.

    >>> cell_size("a"), cell_size("中"), cell_size("\u093f"), cell_size("\u094d")
    (1, 2, 1, 0)
    """
    size = _RICH_CELL_SIZE(character, unicode_version)
    if size == 0 and unicodedata.category(character) == "Mc":
        return 2 if unicodedata.east_asian_width(character) in ("W", "F") else 1
    return size


if rich.cells.get_character_cell_size is not cell_size:
    rich.cells.get_character_cell_size = cell_size
    rich.cells.cached_cell_len.cache_clear()  # nothing measured before this line is kept


def cells(text: str) -> int:
    """Terminal cells ``text`` takes (Rich's ``cell_len``, measuring as the terminal does).

    >>> cells("Deal 7"), cells("हिंदी"), cells("中文")
    (6, 4, 4)
    """
    return rich.cells.cell_len(text)


def clusters(text: str) -> list[str]:
    """``text`` as its extended grapheme clusters (UAX #29, the conjunct rule included).

    >>> clusters("किताब"), clusters("स्त्री")
    (['कि', 'ता', 'ब'], ['स्त्री'])
    """
    if not _may_join(text):
        return list(text)
    import regex  # only for text that may join: English, Russian or Chinese never load it

    return list(regex.findall(r"\X", text))


def _may_join(text: str) -> bool:
    """Whether ``text`` holds a character that may join a cluster (:data:`_JOINING`, or one
    beyond the Basic Multilingual Plane: emoji, flags), so that :mod:`regex` must be asked (a
    look that spares most languages its ten milliseconds of loading). Letters that join without
    such a character beside them are left out: conjoining Hangul jamo, which composed Korean
    never holds, and Thai's and Lao's ``ำ``, which a Thai line holds among tone marks."""
    if not text or max(text) < _NO_CLUSTERS_BELOW:
        return False
    return any(ch > "\uffff" or unicodedata.category(ch) in _JOINING for ch in text if ch >= _NO_CLUSTERS_BELOW)


def joins(text: str) -> bool:
    """Whether ``text`` holds a cluster of several characters, which warkit must lay out itself
    (Textual would fold a long word or cut a line between any two characters).

    >>> joins("Deal 7"), joins("खेल"), joins("中文")
    (False, True, False)
    """
    return any(len(cluster) > 1 for cluster in clusters(text))


def clip(text: str, width: int) -> str:
    """The longest start of ``text`` made of whole clusters that fits in ``width`` cells.

    >>> clip("किताब", 3), clip("Deal 7", 4)
    ('कि', 'Deal')
    """
    used, kept = 0, []
    for cluster in clusters(text):
        used += cells(cluster)
        if used > width:
            break
        kept.append(cluster)
    return "".join(kept)
