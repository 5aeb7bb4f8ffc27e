"""Every internal link of the guide must land on a heading, in every viewer.

A link in the Markdown names a slug; the heading it means must have exactly that slug in the
viewer (``github``, ``textual``) and the key in our own HTML page.
"""

from __future__ import annotations

import re

from .markdown import GuideDocument
from .slugs import SLUGGERS, TrackedSlugs

_LINK = re.compile(r"\]\(#([^)\s]*)\)")


class BrokenLinkError(ValueError):
    """A link of the guide points at no heading."""

    def __init__(self, language: str, flavour: str, anchor: str) -> None:
        super().__init__(f"guide ({language}, {flavour}): link #{anchor} has no heading")
        self.anchor = anchor


def anchors(document: GuideDocument, flavour: str) -> list[str]:
    """The anchor each heading has in the ``flavour`` viewer, computed from the headings alone."""
    if flavour == "html":
        return [heading.key for heading in document.headings]
    tracked = TrackedSlugs(SLUGGERS[flavour])
    return [tracked.slug(heading.text) for heading in document.headings]


def link_targets(markdown: str) -> list[str]:
    """The ``#anchor`` of every internal link in a Markdown text."""
    return _LINK.findall(markdown)


def check_links(document: GuideDocument) -> None:
    """Raise :class:`BrokenLinkError` unless every internal link resolves in every viewer."""
    for flavour in ("github", "textual", "html"):
        known = set(anchors(document, flavour))
        for target in link_targets(document.markdown(flavour)):
            if not target or target not in known:
                raise BrokenLinkError(document.language, flavour, target)
