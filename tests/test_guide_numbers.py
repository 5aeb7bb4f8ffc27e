"""Section numbers on the guide's headings: every heading below the title, or none, never a gap.

A heading that some viewer would give an empty slug can only be linked to with its section number
in front. When one heading of a guide needs that, every heading below the title gets its number,
so the reader sees 18.2, 18.3, 18.4 and never a bare heading between numbered ones.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from language_kinds import each_kind
from test_guide_help import assert_links_land

from warkit.engine import Rules
from warkit.guide.build import build, render_language
from warkit.guide.figures import Figures
from warkit.guide.html import PageLink, render_page
from warkit.guide.links import check_links
from warkit.guide.markdown import GuideDocument, Heading, render_document
from warkit.i18n import Translator, available_languages, get_translator

FIGURES = Figures(1000, 1, (480, 470), 50, 271.5, 250, 480, 1900)
_NUMBER = re.compile(r"^(\d+(?:\.\d+)*)\. ")


class OneBareQuestion(Translator):
    """English, except one FAQ question is only punctuation: no viewer can slug it."""

    def gettext(self, message: str, /, **values: object) -> str:
        if message == "Is the Ace high?":
            return "？！…"
        return super().gettext(message, **values)


def below_title(document: GuideDocument) -> list[Heading]:
    return [heading for heading in document.headings if heading.level > 1]


def expected_numbers(headings: list[Heading]) -> list[str]:
    """1, 2, … for the sections and 13.1, 13.2, … for the headings under section 13."""
    section = question = 0
    numbers = []
    for heading in headings:
        if heading.level == 2:
            section, question = section + 1, 0
            numbers.append(str(section))
        else:
            question += 1
            numbers.append(f"{section}.{question}")
    return numbers


def shown_numbers(headings: list[Heading]) -> list[str | None]:
    """The section number each heading starts with, if any."""
    return [match.group(1) if (match := _NUMBER.match(heading.text)) else None for heading in headings]


def faq(document: GuideDocument) -> list[str]:
    """The FAQ questions as shown."""
    return [heading.text for heading in document.headings if heading.key.startswith("faq-")]


# -- the rule ----------------------------------------------------------------------------------


def test_when_one_faq_question_needs_a_number_every_heading_is_numbered_without_gaps() -> None:
    document = render_document(Rules(), OneBareQuestion("en"), figures=FIGURES)
    headings = below_title(document)
    assert document.numbered
    assert shown_numbers(headings) == expected_numbers(headings)
    assert faq(document)[1:4] == [
        "18.2. How many can play?", "18.3. ？！…", "18.4. How many cards go face down in a tie?"
    ]
    assert [h.text for h in headings[:2]] == ["1. At a glance", "2. The aim"]
    assert document.headings[0].text == "How to play War: Classic"  # the title keeps its words alone


def test_the_chinese_faq_is_numbered_without_gaps() -> None:
    # "A是最大的吗？" slugs in every viewer (the Latin A), yet it is numbered like its neighbours.
    document = render_language(Rules(), "zh-Hans", FIGURES).document
    questions = faq(document)
    assert document.numbered
    assert shown_numbers(below_title(document)) == expected_numbers(below_title(document))
    assert [q.split(" ", 1)[0] for q in questions] == [f"18.{n}." for n in range(1, 17)]
    assert "18.3. A是最大的吗？" in questions
    assert "### 18.3. A是最大的吗？\n" in document.markdown()


@pytest.mark.parametrize("language", each_kind(available_languages(pseudo=True)))
def test_every_language_numbers_all_its_headings_or_none(language: str) -> None:
    headings = below_title(render_language(Rules(), language, FIGURES).document)
    numbers = shown_numbers(headings)
    assert numbers in ([None] * len(headings), expected_numbers(headings))


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_guide_whose_headings_all_slug_has_no_numbers(language: str) -> None:
    document = render_language(Rules(), language, FIGURES).document
    assert not document.numbered
    assert set(shown_numbers(below_title(document))) == {None}


def test_english_headings_are_the_words_alone() -> None:
    markdown = render_document(Rules(), get_translator("en"), figures=FIGURES).markdown()
    assert "\n## The aim\n" in markdown and "\n### Is the Ace high?\n" in markdown
    assert not re.search(r"^#+ \d", markdown, re.M)


# -- links and contents still work -------------------------------------------------------------


def test_links_to_numbered_headings_resolve_in_every_viewer() -> None:
    document = render_document(Rules(), OneBareQuestion("en"), figures=FIGURES)
    check_links(document)
    assert "[14.2. Example: a war](#142-example-a-war)" in document.markdown("github")
    assert "[14.2. Example: a war](#example-war)" in document.markdown("html")
    assert "[14.2. Example: a war](#section-" in document.markdown("help")


async def test_links_to_numbered_headings_land_in_the_in_game_help() -> None:
    document = render_document(Rules(), OneBareQuestion("en"), figures=FIGURES)
    await assert_links_land(document.markdown("help"))


def test_the_contents_list_shows_one_number_per_section() -> None:
    t = OneBareQuestion("en")
    document = render_document(Rules(), t, figures=FIGURES)
    page = render_page(document, t, [PageLink("en", "English", "guide.en.html")])
    start = page.index('<nav class="contents"')
    contents = page[start : page.index("</nav>", start)]
    assert '<ol class="numbered">' in contents  # the list's own numbers are hidden
    assert '<li><a href="#aim">2. The aim</a></li>' in contents
    assert '<h3 id="faq-aces">18.3. ？！…</h3>' in page


def test_the_chinese_page_shows_each_number_once(tmp_path: Path) -> None:
    [page] = build(Rules(), ["zh-Hans"], "html", tmp_path, figures=FIGURES)
    html = page.read_text(encoding="utf-8")
    assert '<ol class="numbered">' in html
    assert '<h3 id="faq-aces">18.3. A是最大的吗？</h3>' in html
    assert not re.search(r">(\d+\. ){2}", html)  # no "1. 1. " anywhere


# -- translations cannot forge a heading -------------------------------------------------------


class ForgedHeading(Translator):
    """A translation that writes the builder's own heading placeholder into a paragraph."""

    def gettext(self, message: str, /, **values: object) -> str:
        if message.startswith("War is a card game of pure luck"):
            return "\ue0021\ue003"
        return super().gettext(message, **values)


def test_a_translation_cannot_add_a_heading() -> None:
    english = render_document(Rules(), get_translator("en"), figures=FIGURES)
    forged = render_document(Rules(), ForgedHeading("en"), figures=FIGURES)
    assert forged.markdown().count("\n## ") == english.markdown().count("\n## ")
    assert "\ue002" not in forged.markdown()
