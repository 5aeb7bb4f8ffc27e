"""Every link of the guide lands on one of its headings, and the guide links nowhere else.

A link in the Markdown names a slug; the heading it means must have exactly that slug in the
viewer (``github``, ``textual``), the key in our own HTML page, and its place in the guide in the
in-game Help (``help``). Apart from those ``#`` links, the guide's only links are its HTML page's
links to the same guide in the other languages built with it: no other link, no picture, no raw
HTML in the Markdown, and nothing in the page that a browser would fetch (an image, a script, a
frame, a stylesheet from elsewhere). Translated text is escaped on its way in
(:mod:`warkit.guide.escape`), so these checks are the proof of it, made on the output itself
before anything is written.
"""

from __future__ import annotations

from collections.abc import Collection
from html.parser import HTMLParser
from urllib.parse import unquote

from ..safe.markdown import live_markup
from .markdown import GuideDocument
from .parser import link_hrefs
from .slugs import section_anchor, tracked_slugs


class BrokenLinkError(ValueError):
    """A link of the guide points at no heading."""

    def __init__(self, language: str, flavour: str, anchor: str) -> None:
        super().__init__(f"guide ({language}, {flavour}): link #{anchor} has no heading")
        self.anchor = anchor


class ForeignLinkError(ValueError):
    """The guide's output links or points somewhere outside itself (``found`` says what)."""

    def __init__(self, language: str, where: str, found: str) -> None:
        super().__init__(f"guide ({language}, {where}): {found} is not one of the guide's own links")
        self.language = language
        self.found = found


def anchors(document: GuideDocument, flavour: str) -> list[str]:
    """The anchor each heading has in the ``flavour`` viewer, computed from the headings alone
    (decoded, as :func:`link_targets` gives them)."""
    if flavour == "html":
        return [heading.key for heading in document.headings]
    if flavour == "help":
        return [section_anchor(index) for index in range(len(document.headings))]
    tracked = tracked_slugs(flavour)
    return [unquote(tracked.slug(heading.text)) for heading in document.headings]  # Textual %-encodes


def link_targets(markdown: str) -> list[str]:
    """The ``#anchor`` of every internal link in a Markdown text (as the viewers parse it, so
    escaped brackets in a translation are text, not a link)."""
    return [unquote(href[1:]) for href in link_hrefs(markdown) if href.startswith("#")]


def check_links(document: GuideDocument) -> None:
    """Raise :class:`BrokenLinkError` unless every internal link resolves in every viewer, and
    :class:`ForeignLinkError` if the Markdown holds any other link, a picture or raw HTML (as a
    viewer that renders raw HTML, like GitHub, would find them).

    The Markdown is parsed once, as the file the export writes (``github``): the other viewers'
    Markdown differs from it only in the anchor of each cross-reference, so their anchors are
    checked from the references themselves (:meth:`GuideDocument.link_anchors`), and parsing the
    guide costs one reading per check, whatever a translation holds.
    """
    known = set(anchors(document, "github"))
    for found in live_markup(document.markdown("github"), raw_html=True, bare_addresses=False):
        kind, _, target = found.partition(" ")
        if kind != "link" or not target.startswith("#"):
            raise ForeignLinkError(document.language, "github", found)
        anchor = unquote(target[1:])
        if not anchor or anchor not in known:
            raise BrokenLinkError(document.language, "github", anchor)
    for flavour in ("textual", "html", "help"):
        known = set(anchors(document, flavour))
        for target in document.link_anchors(flavour):
            anchor = unquote(target)
            if not anchor or anchor not in known:
                raise BrokenLinkError(document.language, flavour, anchor)


URL_ATTRIBUTES = frozenset(
    {"href", "src", "srcset", "action", "formaction", "poster", "data", "background", "cite",
     "longdesc", "ping", "manifest", "codebase", "archive", "usemap", "xlink:href", "imagesrcset"}
)
"""Attributes whose value a browser follows or fetches."""
FETCHING_TAGS = frozenset(
    {"img", "image", "picture", "source", "track", "video", "audio", "script", "iframe", "frame",
     "frameset", "object", "embed", "applet", "base", "form", "input", "button", "svg", "math",
     "portal", "template"}
)
"""Elements the page never has: each loads, embeds or sends something."""


def check_page(html: str, language: str, pages: Collection[str]) -> None:
    """Raise :class:`ForeignLinkError` unless every link of the page ``html`` is a ``#`` anchor or
    one of ``pages`` (the other languages' pages, links only or ``rel="alternate"``), and nothing
    in it loads a resource: no image, script, frame or object, no ``url(…)`` or ``@import`` in a
    style, no refresh."""
    reader = _PageReader(pages)
    reader.feed(html)
    reader.close()
    if reader.foreign:
        raise ForeignLinkError(language, "html page", reader.foreign[0])


class _PageReader(HTMLParser):
    """Reads a page's tags and notes the first thing in them that leaves the page."""

    def __init__(self, pages: Collection[str]) -> None:
        super().__init__(convert_charrefs=True)
        self.pages = set(pages)
        self.foreign: list[str] = []
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        shown = self.get_starttag_text() or tag
        values = {name: value or "" for name, value in attrs}
        if tag in FETCHING_TAGS:
            self.foreign.append(shown)
        elif tag == "meta" and "http-equiv" in values:
            self.foreign.append(shown)
        self._in_style = tag == "style"
        for name, value in values.items():
            if name == "style" and _fetches(value):
                self.foreign.append(shown)
            if name in URL_ATTRIBUTES and not self._own(tag, name, value, values):
                self.foreign.append(shown)

    def handle_endtag(self, tag: str) -> None:
        self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_style and _fetches(data):
            self.foreign.append("<style>")

    def _own(self, tag: str, name: str, value: str, values: dict[str, str]) -> bool:
        """A ``#`` anchor of this page, or a link to another language's page of this guide."""
        if tag == "a" and name == "href":
            return value.startswith("#") or value in self.pages
        if tag == "link" and name == "href":
            return values.get("rel") == "alternate" and value in self.pages
        return False


def _fetches(style: str) -> bool:
    lowered = style.lower()
    return "url(" in lowered or "@import" in lowered or "image-set(" in lowered
