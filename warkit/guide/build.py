"""``warkit guide``: the rules guide for chosen rules, in every language asked for.

``build`` reads as its steps: render each language's Markdown, check its links, render the HTML
pages and check theirs, then write the Markdown files and the pages. The order matters: the HTML
pages link to each other (language switcher, hreflang), so every language is rendered before any
page is, and a broken link, or any link or resource outside the guide, stops the build before
anything reaches the disk.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..engine import Rules
from ..i18n import Gettext
from ..safe.atomic import write_atomically
from .figures import Figures
from .html import PageLink, page_name, render_page
from .links import check_links, check_page
from .markdown import GuideDocument, render_document

FORMATS = ("md", "html", "both")


@dataclass(frozen=True, slots=True)
class Built:
    """One language's guide, rendered, with its translator (the HTML page needs a few words)."""

    document: GuideDocument
    translator: Gettext


def markdown_name(language: str) -> str:
    return f"guide.{language}.md"


def build(
    rules: Rules,
    languages: Sequence[str],
    formats: str,
    out: Path,
    *,
    figures: Figures | None = None,
) -> list[Path]:
    """Write the guide for ``rules`` in ``languages`` to ``out``; return the files written."""
    built = [render_language(rules, language, figures) for language in languages]
    for item in built:
        check_links(item.document)
    pages: dict[str, str] = {}
    if formats in ("html", "both"):
        switcher = language_links(languages)
        pages = {page_name(item.document.language): render_page(item.document, item.translator, switcher) for item in built}
        for item in built:
            check_page(pages[page_name(item.document.language)], item.document.language, pages)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    if formats in ("md", "both"):
        written += [write_markdown(item.document, out) for item in built]
    for name, page in pages.items():
        path = out / name
        write_atomically(path, page, durable=False)  # replaces a symlink there
        written.append(path)
    return written


def render_language(rules: Rules, language: str, figures: Figures | None = None) -> Built:
    """The guide's Markdown in one language (the translator of that language does the words)."""
    from ..i18n import get_translator

    t = get_translator(language)
    document = render_document(rules, t, figures=figures, direction=text_direction(t), surface="file")
    return Built(document, t)


def text_direction(t: Gettext) -> str:
    """``rtl`` or ``ltr``: the translator's own answer, else the locale's script direction."""
    direction = getattr(t, "direction", None)
    if direction in ("ltr", "rtl"):
        return str(direction)
    from ..i18n.languages import babel_locale

    return "rtl" if babel_locale(t.language).character_order == "right-to-left" else "ltr"


def language_links(languages: Sequence[str]) -> list[PageLink]:
    """Each built language's page, named in its own language."""
    from ..i18n.languages import language_name

    return [PageLink(language, language_name(language), page_name(language)) for language in languages]


def write_markdown(document: GuideDocument, out: Path) -> Path:
    path = out / markdown_name(document.language)
    write_atomically(path, document.markdown("github"), durable=False)  # replaces a symlink there
    return path
