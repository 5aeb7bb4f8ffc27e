"""What a guide page links to or loads, read as a browser reads it (for the link tests)."""

from __future__ import annotations

import re
from html.parser import HTMLParser

FOLLOWED = ("href", "src", "srcset", "action", "formaction", "poster", "data", "background")
FETCHING = ("img", "script", "iframe", "frame", "object", "embed", "video", "audio", "source")
OWN_PAGE = re.compile(r"guide\.[A-Za-z-]+\.html")


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in FETCHING:
            self.found.append(f"<{tag}>")
        for name, value in attrs:
            if name in FOLLOWED and not (value or "").startswith("#") and not OWN_PAGE.fullmatch(value or ""):
                self.found.append(f"{name}={value}")


def outside_the_guide(html: str) -> list[str]:
    """Every link of ``html`` that is not a ``#`` anchor or a guide page, and every tag that loads
    something (text that only reads like a tag, ``&lt;img …``, is text and not counted)."""
    reader = _Reader()
    reader.feed(html)
    reader.close()
    return reader.found
