"""Markdown to one standalone HTML page per language.

markdown-it-py renders the Markdown with raw HTML switched off, so nothing a translation says can
become a tag: ``<script>`` in a ``.po`` file arrives on the page as the text ``<script>``. Headings
get their stable keys as ids (links work whatever the heading's text), and the worked examples'
cards, written as code spans in the Markdown, are drawn as cards.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from html import escape, unescape
from typing import Any, TypedDict

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup

from ..resources import guide_templates_dir
from .markdown import GuideDocument
from .parser import markdown_parser
from .words import CARD_BACK, SUIT_SYMBOLS, Translator

PAGE_TEMPLATE = "page.html.j2"
STYLESHEET = "guide.css"
# A card picture: a short corner label (2-10 or the language's court letter) and a suit symbol.
_CARD = re.compile(f"^([^\\s`]{{1,3}}?)([{''.join(SUIT_SYMBOLS.values())}])$")
_RED = {"♥", "♦"}
_ALIGN = {"left": "start", "center": "center", "right": "end"}


@dataclass(frozen=True, slots=True)
class PageLink:
    """Another language's page, for the switcher and the hreflang alternates."""

    language: str
    name: str
    href: str


class PageContext(TypedDict):
    """What ``page.html.j2`` is given."""

    language: str
    direction: str
    title: str
    heading: Markup
    body: Markup
    contents: list[dict[str, Any]]
    contents_numbered: bool
    """The headings carry their own section numbers (some heading's text gives no slug), so the
    list of contents shows no second number."""
    languages: list[PageLink]
    stylesheet: Markup
    words: dict[str, str]


def page_name(language: str) -> str:
    """The file name of a language's page; links between pages are relative to one folder."""
    return f"guide.{language}.html"


def markdown_to_html(text: str, back_label: str) -> str:
    """The body HTML of the guide's Markdown: raw HTML off, tables on, cards drawn."""
    md = _parser()
    md.add_render_rule("code_inline", _card_rule(back_label))
    html = md.render(text)
    # Table alignment as classes, so the stylesheet can mirror it for right-to-left pages.
    return re.sub(r' style="text-align:(left|center|right)"', lambda m: f' class="{_ALIGN[m.group(1)]}"', html)


def _parser() -> Any:
    return markdown_parser()


def inline_html(text: str) -> str:
    """One line of the guide's Markdown (a heading's text) as safe inline HTML."""
    return _parser().renderInline(text)


def plain_text(text: str) -> str:
    """One line of the guide's Markdown as plain text (for the page's title)."""
    return unescape(re.sub(r"<[^>]*>", "", inline_html(text)))


def _card_rule(back_label: str) -> Any:
    def render(self: Any, tokens: Sequence[Any], idx: int, options: Any, env: Any) -> str:
        content = tokens[idx].content
        if content == CARD_BACK:
            return f'<span class="card back" role="img" aria-label="{escape(back_label)}"></span>'
        match = _CARD.match(content)
        if match:
            rank, suit = match.groups()
            colour = "red" if suit in _RED else "black"
            return f'<span class="card {colour}"><b>{escape(rank)}</b>{suit}</span>'
        return f'<code dir="ltr">{escape(content)}</code>'

    return render


_TEXT_OR_TAG = re.compile(r"(<[^>]*>)")
# A number (with its separators and ranges) and a short code around it: 1,234  26–50  F1  10S.
_NUMBER = re.compile(r"[A-Za-z]{0,2}\d(?:[\d.,:/\u00a0\u202f\u066b\u066c–-]*\d)?[A-Za-z]{0,2}")


def isolate_numbers(html: str) -> str:
    """Each number or code in the text as ``<bdi dir="ltr">`` so a right-to-left page keeps it whole.

    Only text between tags is touched (never an attribute or a tag), and nothing inside a
    ``<code>`` or a drawn card, which are left-to-right already.
    """
    out: list[str] = []
    depth = 0
    for part in _TEXT_OR_TAG.split(html):
        if part.startswith("<"):
            if re.match(r"<(code|span)\b", part):
                depth += 1
            elif re.match(r"</(code|span)>", part):
                depth = max(0, depth - 1)
            out.append(part)
        elif depth:
            out.append(part)
        else:
            out.append(_NUMBER.sub(lambda m: f'<bdi dir="ltr">{m.group(0)}</bdi>', part))
    return "".join(out)


def _with_heading_ids(html: str, keys: Sequence[str]) -> str:
    """Give the n-th heading the n-th key as its id (the Markdown has exactly these headings)."""
    found = iter(keys)

    def add_id(match: re.Match[str]) -> str:
        key = next(found, None)
        return match.group(0) if key is None else f'<h{match.group(1)} id="{escape(key)}">'

    return re.sub(r"<h([1-6])>", add_id, html)


@lru_cache(maxsize=1)
def _environment() -> Environment:
    return Environment(
        loader=FileSystemLoader(str(guide_templates_dir())),
        autoescape=select_autoescape(default=True, default_for_string=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )


def render_page(document: GuideDocument, t: Translator, languages: Sequence[PageLink]) -> str:
    """The standalone page of ``document``: inline style, no script, no external asset."""
    # Translators: rules guide web page, what a screen reader says for a card drawn face down.
    back_label = t.pgettext("guide page", "face-down card")
    body = _with_heading_ids(
        markdown_to_html(document.markdown("html"), back_label),
        [heading.key for heading in document.headings],
    )
    if document.direction == "rtl":
        body = isolate_numbers(body)
    heading, _, body = body.partition("</h1>")
    heading += "</h1>"
    title = plain_text(document.headings[0].text) if document.headings else ""
    sections = [heading for heading in document.headings if heading.level == 2]
    context: PageContext = {
        "language": document.language,
        "direction": document.direction,
        "title": title,
        "heading": Markup(heading),
        "body": Markup(body),
        "contents": [
            {"key": heading.key, "html": Markup(inline_html(heading.text))} for heading in sections
        ],
        "contents_numbered": document.numbered,
        "languages": list(languages),
        "stylesheet": Markup((guide_templates_dir() / STYLESHEET).read_text(encoding="utf-8")),
        "words": {
            # Translators: rules guide web page, label of the list of links to the other languages.
            "languages": t.pgettext("guide page", "Languages"),
            # Translators: rules guide web page, heading of the table of contents.
            "contents": t.pgettext("guide page", "Contents"),
        },
    }
    return _environment().get_template(PAGE_TEMPLATE).render(**context)
