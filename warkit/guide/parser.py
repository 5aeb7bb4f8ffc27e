"""The one Markdown reading of the guide, shared by the HTML page, the Help screen and the link check.

Links in the guide come from its templates only (``ref("key")``); translated text reaches the
Markdown escaped (:mod:`warkit.guide.escape`) and may not hold a link, picture or web address at
all (the catalog rule in :mod:`warkit.i18n.validate`). So the parser never invents links either:
no linkify (which turns a bare ``www.example.com`` into a live link) and no raw HTML
(:func:`warkit.safe.markdown.markdown_parser`, the configuration the catalog rule asks too).
Every viewer parsing the same way is also what lets the link check see exactly the links a
reader can click.
"""

from __future__ import annotations

from ..safe.markdown import markdown_parser

__all__ = ["link_hrefs", "markdown_parser"]


def link_hrefs(markdown: str) -> list[str]:
    """The target of every link a reader of ``markdown`` can follow, in order."""
    hrefs: list[str] = []
    for token in markdown_parser().parse(markdown):
        for child in token.children or []:
            if child.type == "link_open":
                hrefs.append(str(child.attrs.get("href", "")))
    return hrefs
