"""Screens mirrored for a right-to-left language on a terminal that does not order text (``visual``).

Such a terminal draws every character where it arrives, so the game does what the terminal would
have done: each line is reordered (:mod:`warkit.i18n.bidi`), and each screen runs from the right
edge: text right-aligned, and every row of things side by side (the header's three items, a
setting's question and answer, a chart's name, line and count) in reverse order. A screen in that
state carries the class ``-mirrored``, which ``mirrored.tcss`` answers; a row of widgets is
reversed in place by :func:`mirror_row`. In every other case nothing changes.
"""

from __future__ import annotations

from textual.widget import Widget

from ..i18n import Translator
from ..i18n.bidi import VISUAL

MIRRORED = "-mirrored"
"""The class of a mirrored screen or row."""


def is_mirrored(t: Translator, mode: str) -> bool:
    """Whether screens are mirrored: right-to-left words that the game orders itself."""
    return mode == VISUAL and t.direction == "rtl"  # the mode first: it is known without the locale's data


def mirror_screen(screen: Widget, t: Translator, mode: str) -> bool:
    """Mark ``screen`` mirrored or not for ``t``'s language in ``mode``; returns which."""
    mirrored = is_mirrored(t, mode)
    screen.set_class(mirrored, MIRRORED)
    return mirrored


def mirror_row(row: Widget, mirrored: bool) -> None:
    """Put ``row``'s children in reverse order when it becomes mirrored (and back when it stops).

    A horizontal row lays its children from the left edge in order; reversed, the first of them
    stands at the right edge, where a right-to-left reader starts.
    """
    if row.has_class(MIRRORED) == mirrored:
        return
    for child in list(row.children):
        row.move_child(child, before=0)
    row.set_class(mirrored, MIRRORED)
