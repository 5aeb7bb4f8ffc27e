"""``warkit guide``: the rules guide for chosen rules, in every language asked for.

``build`` reads as its steps: render each language's Markdown, check its links, render the HTML
pages and check theirs, then write the Markdown files and the pages. The order matters: the HTML
pages link to each other (language switcher, hreflang), so every language is rendered before any
page is, and a broken link, or any link or resource outside the guide, stops the build before
anything reaches the disk. Each file is then replaced whole (``write_atomically``), never
half-written; an export that fails part of the way is made whole by running it again.
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


@dataclass(frozen=True, slots=True)
class Built:
    """One language's guide, rendered, with its translator (the HTML page needs a few words)."""

    document: GuideDocument
    translator: Gettext


def markdown_name(language: str) -> str:
    return f"guide.{language}.md"


def build(rules: Rules, languages: Sequence[str], formats: str, out: Path, *, figures: Figures | None = None) -> list[Path]:
    """Write the guide for ``rules`` in ``languages`` to ``out``; return the files written.

    Raises WriteError naming the file or folder that could not be written (those before it are new).
    """
    built = [render_language(rules, language, figures) for language in languages]
    for item in built:
        check_links(item.document)
    files: dict[Path, str] = {}
    if formats in ("md", "both"):
        files.update(markdown_file(item.document, out) for item in built)
    if formats in ("html", "both"):
        switcher = language_links(languages)
        pages = {item.document.language: page_file(item, switcher, out) for item in built}
        texts = {path.name: text for path, text in pages.values()}
        for language, (_path, text) in pages.items():
            check_page(text, language, texts)
        files.update(pages.values())
    for path, text in files.items():
        write_atomically(path, text, durable=False)  # a symlink in the folder is replaced, never written through
    return list(files)


def render_language(rules: Rules, language: str, figures: Figures | None = None) -> Built:
    """The guide's Markdown in one language (the translator of that language does the words)."""
    from ..i18n import get_translator

    t = get_translator(language)
    document = render_document(rules, t, figures=figures, direction=text_direction(t), surface="file")
    return Built(document, t)


def text_direction(t: Gettext) -> str:
    """``rtl`` or ``ltr``: the translator's own answer, else its language's (one rule for every
    right-to-left language: :func:`warkit.i18n.languages.direction`)."""
    answer = getattr(t, "direction", None)
    if answer in ("ltr", "rtl"):
        return str(answer)
    from ..i18n.languages import direction

    return direction(t.language)


def language_links(languages: Sequence[str]) -> list[PageLink]:
    """Each built language's page, named in its own language."""
    from ..i18n.languages import language_name

    return [PageLink(language, language_name(language), page_name(language)) for language in languages]


def markdown_file(document: GuideDocument, out: Path) -> tuple[Path, str]:
    """One language's Markdown file: its path in ``out`` and its text."""
    return out / markdown_name(document.language), document.markdown("github")


def page_file(item: Built, switcher: list[PageLink], out: Path) -> tuple[Path, str]:
    """One language's HTML page: its path in ``out`` and its text."""
    return out / page_name(item.document.language), render_page(item.document, item.translator, switcher)
