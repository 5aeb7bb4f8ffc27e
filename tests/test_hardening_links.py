"""Translations produce text, never links: every link of the guide comes from its templates.

Even a translation that got past the catalog check (these translators bypass it) cannot add a
link to the HTML page, the Markdown or the Help screen, nor make the guide's link check fail."""

from __future__ import annotations

from warkit.engine import Rules
from warkit.guide.figures import Figures
from warkit.guide.html import markdown_to_html
from warkit.guide.links import check_links, link_targets
from warkit.guide.markdown import render_document
from warkit.guide.parser import link_hrefs
from warkit.i18n import Translator


def figures() -> Figures:
    return Figures(
        games=1000, first_deal=1, wins=(480, 470), draws=50,
        battles_mean=271.5, battles_median=250, battles_p90=480, battles_max=1900,
    )


class LinkingTranslator(Translator):
    """Malay-looking text that tries to smuggle links in through headings and paragraphs."""

    def gettext(self, message: str, /, **values: object) -> str:
        if message == "The aim":
            return "Matlamat [klik](https://evil.example/x)"
        if message.startswith("The aim is to win all the cards."):
            return "Menang semua kad (lihat [bahagian](#tiada)) di www.example.com"
        return super().gettext(message, **values)


def test_a_bare_web_address_is_never_a_link_in_any_viewer() -> None:
    assert link_hrefs("See www.example.com and http://example.com today.") == []


def test_a_link_in_a_translated_heading_stays_text_in_the_html_guide() -> None:
    document = render_document(Rules(), LinkingTranslator("en"), figures=figures())
    html = markdown_to_html(document.markdown("html"), "back")
    assert "evil.example" in html  # shown as the words it is...
    assert 'href="https://evil' not in html and 'href="#tiada"' not in html  # ...never a link
    hrefs = link_hrefs(document.markdown("github"))
    assert hrefs and all(href.startswith("#") for href in hrefs)


def test_a_made_up_cross_reference_in_a_translation_does_not_break_the_guide() -> None:
    document = render_document(Rules(), LinkingTranslator("en"), figures=figures())
    check_links(document)  # no BrokenLinkError: the escaped brackets are text
    assert "tiada" not in link_targets(document.markdown("textual"))
