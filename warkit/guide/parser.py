"""The one Markdown reading of the guide, shared by the HTML page, the Help screen and the link check.

Links in the guide come from its templates only (``ref("key")``); translated text is escaped
(:func:`warkit.guide.markdown.inline`) and may not hold a link or web address at all (the
catalog rule in :mod:`warkit.i18n.validate`). So the parser never invents links either: no
linkify (which turns a bare ``www.example.com`` into a live link) and no raw HTML. Every viewer
parsing the same way is also what lets the link check see exactly the links a reader can click.
"""

from __future__ import annotations

from markdown_it import MarkdownIt


def markdown_parser() -> MarkdownIt:
    """CommonMark with tables and strikethrough; no raw HTML, no linkify, no typographer."""
    return MarkdownIt("gfm-like", {"html": False, "linkify": False, "typographer": False})


def link_hrefs(markdown: str) -> list[str]:
    """The target of every link a reader of ``markdown`` can follow, in order."""
    hrefs: list[str] = []
    for token in markdown_parser().parse(markdown):
        for child in token.children or []:
            if child.type == "link_open":
                hrefs.append(str(child.attrs.get("href", "")))
    return hrefs
