"""Markdown to one standalone HTML page per language.

markdown-it-py renders the Markdown with raw HTML switched off, so nothing a translation says can
become a tag: ``<script>`` in a ``.po`` file arrives on the page as the text ``<script>``. Headings
get their stable keys as ids (links work whatever the heading's text), and the worked examples'
cards, written as code spans in the Markdown, are drawn as cards, each named for screen readers
("Queen of hearts"; a back is "face-down card"). A paragraph or table cell that holds only cards
is marked as a row of cards, which the stylesheet keeps on one line.
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

from ..engine import CARDS, Card
from ..i18n import Gettext
from ..i18n.thai import has_thai, whole_words
from ..resources import guide_templates_dir
from .card_text import CARD_BACK, SUIT_SYMBOLS, card_text
from .markdown import ENGLISH, GuideDocument
from .parser import markdown_parser
from .tables import accessible_tables

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
    glance: Markup
    """The first section (the rules at a glance) and the introduction, shown before the contents."""
    body: Markup
    contents: list[dict[str, Any]]
    contents_numbered: bool
    """The headings carry their own section numbers (some heading's text gives no slug), so the
    list of contents shows no second number."""
    languages: list[PageLink]
    default_language: PageLink | None
    """The page a reader whose language is not among them gets (``x-default``): English if built."""
    description: str
    stylesheet: Markup
    words: dict[str, str]


def page_name(language: str) -> str:
    """The file name of a language's page; links between pages are relative to one folder."""
    return f"guide.{language}.html"


def markdown_to_html(text: str, back_label: str, names: dict[str, str] | None = None) -> str:
    """The body HTML of the guide's Markdown: raw HTML off, tables on, cards drawn.

    ``names`` maps a card as written (``Q♥``) to what a screen reader says for it.
    """
    md = markdown_parser()
    md.add_render_rule("code_inline", _card_rule(back_label, names or {}))
    html = md.render(text)
    # Table alignment as classes, so the stylesheet can mirror it for right-to-left pages.
    html = re.sub(r' style="text-align:(left|center|right)"', lambda m: f' class="{_ALIGN[m.group(1)]}"', html)
    return mark_card_rows(html)


_ONLY_CARDS = re.compile(r"<(p|td)>((?:\s*<span class=\"card [^>]*>(?:<b>[^<]*</b>[^<]*)?</span>)+\s*)</\1>")


def mark_card_rows(html: str) -> str:
    """A paragraph or table cell holding nothing but cards gets ``class="cards"``."""
    return _ONLY_CARDS.sub(lambda m: f'<{m.group(1)} class="cards">{m.group(2)}</{m.group(1)}>', html)


def spoken_card_names(t: Gettext) -> dict[str, str]:
    """Every card as the guide writes it -> its name for a screen reader, in ``t``'s language."""
    from ..engine import Rules
    from .examples import Narrate

    narrate = Narrate(t, Rules())
    return {card_text(card, t): spoken_card(card, narrate.rank_label(card.rank), t) for card in CARDS}


def spoken_card(card: Card, rank: str, t: Gettext) -> str:
    """"Queen of hearts": a face-up card's accessible name; ``rank`` is the rank's name alone."""
    if card.suit == "C":
        # Translators: rules guide web page, what a screen reader says for a face-up card; {rank} is the rank's name alone ("Queen", "7").
        return t.pgettext("card for screen readers", "{rank} of clubs", rank=rank)
    if card.suit == "D":
        # Translators: rules guide web page, what a screen reader says for a face-up card; {rank} is the rank's name alone ("Queen", "7").
        return t.pgettext("card for screen readers", "{rank} of diamonds", rank=rank)
    if card.suit == "H":
        # Translators: rules guide web page, what a screen reader says for a face-up card; {rank} is the rank's name alone ("Queen", "7").
        return t.pgettext("card for screen readers", "{rank} of hearts", rank=rank)
    # Translators: rules guide web page, what a screen reader says for a face-up card; {rank} is the rank's name alone ("Queen", "7").
    return t.pgettext("card for screen readers", "{rank} of spades", rank=rank)


def inline_html(text: str) -> str:
    """One line of the guide's Markdown (a heading's text) as safe inline HTML."""
    return markdown_parser().renderInline(text)


def plain_text(text: str) -> str:
    """One line of the guide's Markdown as plain text (for the page's title)."""
    return unescape(re.sub(r"<[^>]*>", "", inline_html(text)))


def _card_rule(back_label: str, names: dict[str, str]) -> Any:
    def render(self: Any, tokens: Sequence[Any], idx: int, options: Any, env: Any) -> str:
        content = tokens[idx].content
        if content == CARD_BACK:
            return f'<span class="card back" role="img" aria-label="{escape(back_label)}"></span>'
        match = _CARD.match(content)
        if match:
            rank, suit = match.groups()
            colour = "red" if suit in _RED else "black"
            name = names.get(content)
            label = f' role="img" aria-label="{escape(name)}"' if name else ""
            return f'<span class="card {colour}"{label}><b>{escape(rank)}</b>{suit}</span>'
        return f'<code dir="ltr">{_unbroken_words(content)}</code>'

    return render


def _unbroken_words(code: str) -> str:
    """A code span's text, escaped, each word with a hyphen in it (``--rules``, ``pt-BR``) kept on
    one line (``guide.css``: ``.unbroken``), so a command wraps between its words, never inside a flag.

    >>> _unbroken_words("warkit guide --rules krig")
    'warkit guide <span class="unbroken">--rules</span> krig'
    """
    return " ".join(f'<span class="unbroken">{escape(word)}</span>' if "-" in word else escape(word) for word in code.split(" "))


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


def keep_words_whole(html: str) -> str:
    """Each Thai word that ICU's dictionary would cut (:data:`warkit.i18n.thai.WHOLE`) as
    ``<span class="word">``, which the stylesheet keeps on one line: the browser breaks Thai with
    that dictionary, as the terminal does, and so would split «ทิศตะวัน|ตก».

    Only text between tags is touched, never a tag or an attribute.

    >>> keep_words_whole('<p title="ผู้เล่น">ผู้เล่นทิศตะวันตก</p>')
    '<p title="ผู้เล่น"><span class="word">ผู้เล่น</span><span class="word">ทิศตะวันตก</span></p>'
    """
    if not has_thai(html):
        return html
    pattern = whole_words()
    return "".join(
        part if part.startswith("<") else pattern.sub(lambda m: f'<span class="word">{m.group(0)}</span>', part)
        for part in _TEXT_OR_TAG.split(html)
    )


def _with_heading_ids(html: str, keys: Sequence[str]) -> str:
    """Give the n-th heading the n-th key as its id (the Markdown has exactly these headings)."""
    found = iter(keys)

    def add_id(match: re.Match[str]) -> str:
        key = next(found, None)
        return match.group(0) if key is None else f'<h{match.group(1)} id="{escape(key)}">'

    return re.sub(r"<h([1-6])>", add_id, html)


@lru_cache(maxsize=1)
def _environment() -> Environment:
    autoescape = select_autoescape(default=True, default_for_string=True)
    return Environment(loader=FileSystemLoader(str(guide_templates_dir())), autoescape=autoescape, trim_blocks=True, lstrip_blocks=True)


def _split_at_second_section(body: str) -> tuple[str, str]:
    """``body`` cut before its second ``<h2``: the first section, and everything after it."""
    first = body.find("<h2")
    second = body.find("<h2", first + 1) if first >= 0 else -1
    return (body[:second], body[second:]) if second >= 0 else ("", body)


def mark_english(html: str, direction: str) -> str:
    """Each message the translated guide shows in English (marked :data:`~warkit.guide.markdown.ENGLISH`)
    as ``<span lang="en">``, so a screen reader reads it with an English voice; on a right-to-left
    page it runs left to right too."""
    opening = '<span lang="en" dir="ltr">' if direction == "rtl" else '<span lang="en">'
    return html.replace(ENGLISH[0], opening).replace(ENGLISH[1], "</span>")


def render_page(document: GuideDocument, t: Gettext, languages: Sequence[PageLink]) -> str:
    """The standalone page of ``document``: inline style, no script, no external asset."""
    # Translators: rules guide web page, what a screen reader says for a card drawn face down.
    back_label = t.pgettext("guide page", "face-down card")
    body = _with_heading_ids(
        markdown_to_html(document.markdown("html"), back_label, spoken_card_names(t)),
        [heading.key for heading in document.headings],
    )
    body = accessible_tables(body)  # after the ids: a table that scrolls is named by its heading
    body = mark_english(body, document.direction)
    if document.direction == "rtl":
        body = isolate_numbers(body)
    body = keep_words_whole(body)
    heading, _, body = body.partition("</h1>")
    heading += "</h1>"
    # The contents list follows the box of the rules at a glance and the introduction under it,
    # so the page opens on what the reader came for: which rules, in one box.
    glance, rest = _split_at_second_section(body)
    title = plain_text(document.headings[0].text) if document.headings else ""
    sections = [heading for heading in document.headings if heading.level == 2]
    context: PageContext = {
        "language": document.language,
        "direction": document.direction,
        "title": title,
        "heading": Markup(heading),
        "glance": Markup(glance),
        "body": Markup(rest),
        "contents": [{"key": heading.key, "html": Markup(keep_words_whole(inline_html(heading.text)))} for heading in sections],
        "contents_numbered": document.numbered,
        "languages": list(languages),
        "default_language": next((link for link in languages if link.language == "en"), languages[0] if languages else None),
        "description": document.description,
        "stylesheet": Markup((guide_templates_dir() / STYLESHEET).read_text(encoding="utf-8")),
        "words": {
            # Translators: rules guide web page, label of the list of links to the other languages.
            "languages": t.pgettext("guide page", "Languages"),
            # Translators: rules guide web page, heading of the table of contents.
            "contents": t.pgettext("guide page", "Contents"),
        },
    }
    return _environment().get_template(PAGE_TEMPLATE).render(**context)
