"""The one Markdown reading of untrusted text: the guide's parser, and what a viewer makes live.

The guide parses its Markdown with :func:`markdown_parser` (no raw HTML, no bare addresses made
links), and a translation must bring no link, picture or web address of its own. What counts as
one is the parser's answer, never a pattern of ours: :func:`live_markup` parses the text with the
guide's configuration plus the bare addresses other viewers of the guide's Markdown files link
(as GitHub does: with a scheme, ``www.`` or an e-mail address, while a bare domain like
``example.com`` stays text), and lists every link, autolink, image and reference definition it
finds. So ``Tip:Use`` stays text, while ``[x]: https:evil`` (a reference definition) does not.
Raw HTML is text to the guide's parser (and escaped on its way into the guide), so in a
translation it is text too, save for an address inside it; in the guide's own Markdown, which
GitHub renders with its HTML, the build looks for it as well (``raw_html``).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

from markdown_it import MarkdownIt

_LOCAL = threading.local()
"""The parsers of each thread: linkify-it keeps the state of its last match on the instance."""

_OPENERS = "[<"
"""CommonMark opens a link, an image, a reference definition, an autolink and raw HTML only with
one of these; without one, only linkify (bare addresses) can find anything."""


def markdown_parser() -> MarkdownIt:
    """CommonMark with tables and strikethrough; no raw HTML, no linkify, no typographer."""
    return MarkdownIt("gfm-like", {"html": False, "linkify": False, "typographer": False})


def _parser(raw_html: bool, bare_addresses: bool) -> MarkdownIt:
    """The guide's configuration, finding raw HTML and bare addresses as asked (one per thread)."""
    parsers: dict[tuple[bool, bool], MarkdownIt] = _LOCAL.__dict__.setdefault("parsers", {})
    key = (raw_html, bare_addresses)
    if key not in parsers:
        parsers[key] = MarkdownIt("gfm-like", {"html": raw_html, "linkify": bare_addresses, "typographer": False})
    return parsers[key]


def live_markup(text: str, *, raw_html: bool = False, bare_addresses: bool = True) -> list[str]:
    """Every link, image and reference definition a Markdown viewer finds in ``text`` (and raw HTML
    if ``raw_html``), each as ``kind target`` (``link https:evil``, ``image //host/x.png``,
    ``definition X https:evil``, ``html <img src=x>``), in order. ``bare_addresses``: a bare
    ``www.…``, ``http://…`` or ``//…`` counts as a link too, as GitHub and ``gfm-like`` viewers
    make it one (a whole guide is checked without: finding them costs a tenth of a second there,
    and only a translation could bring one, which the catalog rule refuses).

    >>> live_markup("Tip:Use [this](https:evil) or <IMG src=x>, not www.example.com")
    ['link https:evil', 'link http://www.example.com']
    >>> live_markup("Tip:Use <IMG src=x>", raw_html=True, bare_addresses=False)
    ['html <IMG src=x>']
    >>> live_markup("Tip:Use the Ace or example.com.")
    []
    """
    parser = _parser(raw_html, bare_addresses)
    linkify = parser.linkify if bare_addresses else None
    if not any(opener in text for opener in _OPENERS) and not (linkify is not None and linkify.pretest(text)):
        return []  # the parser could find nothing here: skip the parse (most messages)
    env: dict[str, Any] = {}
    found = [f"{kind} {target}" for kind, target in _live_tokens(parser.parse(text, env))]
    for label, definition in env.get("references", {}).items():
        found.append(f"definition {label} {definition.get('href', '')}")
    return found


def _live_tokens(tokens: list[Any]) -> Iterator[tuple[str, str]]:
    for index, token in enumerate(tokens):
        if token.type == "link_open":
            if not _bare_domain(token, tokens[index + 1 : index + 2]):
                yield "link", str(token.attrs.get("href", ""))
        elif token.type == "image":
            yield "image", str(token.attrs.get("src", ""))
        elif token.type in ("html_inline", "html_block"):
            yield "html", token.content.strip()
        if token.children:
            yield from _live_tokens(token.children)


def _bare_domain(link: Any, following: list[Any]) -> bool:
    """Whether linkify made ``link`` of a bare domain (``example.com``), which GitHub leaves as text
    and warkit allows: linkify put ``http://`` in front of text that had no scheme and no ``www.``."""
    if link.markup != "linkify" or not str(link.attrs.get("href", "")).startswith("http://"):
        return False
    text = following[0].content.lower() if following else ""
    return not text.startswith(("http://", "www."))
