"""The rules guide: ``content/guide`` templates -> Markdown per language -> HTML pages, in-game help.

The TUI's Help screen calls :func:`guide_markdown` with the player's translator and rules; its
links name each heading by its place in the guide (``help`` flavour), which is how Help names
the headings it lays out, in every language. ``warkit guide`` calls :func:`warkit.guide.build.build`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import Rules
from ..i18n import Gettext

if TYPE_CHECKING:
    from .figures import Figures

FORMATS = ("md", "html", "both")
"""What ``warkit guide --format`` writes: Markdown, HTML or both."""


def guide_markdown(
    t: Gettext, rules: Rules, flavour: str = "help", figures: Figures | None = None, figures_pending: bool = False
) -> str:
    """The guide for ``rules`` in ``t``'s language, as Markdown for the ``flavour`` viewer, with
    ``figures`` (played now if None); ``figures_pending``: with the figures marked as being
    worked out instead."""
    from .markdown import render_document

    return render_document(rules, t, surface="help", figures=figures, figures_pending=figures_pending).markdown(flavour)


__all__ = ["FORMATS", "guide_markdown"]
