"""Every internal link of the guide must land on a heading, in every viewer.

A link in the Markdown names a slug; the heading it means must have exactly that slug in the
viewer (``github``, ``textual``), the key in our own HTML page, and its place in the guide in the
in-game Help (``help``).
"""

from __future__ import annotations

from urllib.parse import unquote

from .markdown import GuideDocument
from .parser import link_hrefs
from .slugs import SLUGGERS, TrackedSlugs, section_anchor


class BrokenLinkError(ValueError):
    """A link of the guide points at no heading."""

    def __init__(self, language: str, flavour: str, anchor: str) -> None:
        super().__init__(f"guide ({language}, {flavour}): link #{anchor} has no heading")
        self.anchor = anchor


def anchors(document: GuideDocument, flavour: str) -> list[str]:
    """The anchor each heading has in the ``flavour`` viewer, computed from the headings alone
    (decoded, as :func:`link_targets` gives them)."""
    if flavour == "html":
        return [heading.key for heading in document.headings]
    if flavour == "help":
        return [section_anchor(index) for index in range(len(document.headings))]
    tracked = TrackedSlugs(SLUGGERS[flavour])
    return [unquote(tracked.slug(heading.text)) for heading in document.headings]  # Textual %-encodes


def link_targets(markdown: str) -> list[str]:
    """The ``#anchor`` of every internal link in a Markdown text (as the viewers parse it, so
    escaped brackets in a translation are text, not a link)."""
    return [unquote(href[1:]) for href in link_hrefs(markdown) if href.startswith("#")]


def check_links(document: GuideDocument) -> None:
    """Raise :class:`BrokenLinkError` unless every internal link resolves in every viewer."""
    for flavour in ("github", "textual", "html", "help"):
        known = set(anchors(document, flavour))
        for target in link_targets(document.markdown(flavour)):
            if not target or target not in known:
                raise BrokenLinkError(document.language, flavour, target)
