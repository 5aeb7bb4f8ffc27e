"""How long a game lasts, in minutes: worked out from the simulated battles and each auto-play
pace (and a calm rate by hand), in the guide's FAQ, its Markdown and HTML export, in every
language; never a fixed figure."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from warkit.controls import PACE_SECONDS
from warkit.engine import PRESETS, Rules
from warkit.guide.build import build, render_language
from warkit.guide.figures import HAND_SECONDS, Figures, simulated_figures
from warkit.guide.markdown import render_document
from warkit.i18n import get_translator
from warkit.i18n.pseudo import unlocalized_words

FIGURES = Figures(games=1000, first_deal=1, wins=(480, 470), draws=50, battles_mean=271.5, battles_median=250, battles_p90=480, battles_max=1900)


def length_answer(markdown: str) -> str:
    """The FAQ's answer to "How long does a game last?" (up to the next heading)."""
    start = markdown.index("### How long does a game last?")
    return markdown[start : markdown.index("\n#", start + 1)]


def minutes_said(answer: str) -> list[int]:
    return [int(n) for n in re.findall(r"about (\d+) minutes?", answer)]


def test_minutes_are_the_battles_at_each_pace_and_by_hand() -> None:
    rules = Rules.preset("classic")
    figures = simulated_figures(rules)
    answer = length_answer(render_document(rules, get_translator("en"), figures=figures).markdown("github"))
    seconds = [PACE_SECONDS["calm"], PACE_SECONDS["quick"], HAND_SECONDS]
    expected = [max(1, round(figures.battles_mean * s / 60)) for s in seconds]
    assert minutes_said(answer) == expected == [5, 1, 11]  # 327.9 battles
    assert f"one battle every {HAND_SECONDS} seconds" in answer


def test_other_rules_give_other_minutes() -> None:
    said = {}
    for name in ("classic", "family"):
        rules = Rules.preset(name)
        said[name] = minutes_said(length_answer(render_document(rules, get_translator("en")).markdown("github")))
    assert said["classic"] != said["family"]
    longer = replace(FIGURES, battles_mean=2 * FIGURES.battles_mean)
    short = minutes_said(length_answer(render_document(Rules(), get_translator("en"), figures=FIGURES).markdown("github")))
    long = minutes_said(length_answer(render_document(Rules(), get_translator("en"), figures=longer).markdown("github")))
    assert short == [4, 1, 9] and long == [8, 1, 18]


def test_minutes_are_in_the_markdown_and_html_export(tmp_path: Path) -> None:
    build(Rules(), ["en", "de"], "both", tmp_path, figures=FIGURES)
    markdown = (tmp_path / "guide.en.md").read_text(encoding="utf-8")
    assert minutes_said(length_answer(markdown)) == [4, 1, 9]
    page = (tmp_path / "guide.en.html").read_text(encoding="utf-8")
    assert "takes about 4 minutes" in page and "it takes about 9 minutes" in page
    german = (tmp_path / "guide.de.html").read_text(encoding="utf-8")
    assert "etwa 4 Minuten" in german and "eine Schlacht alle 2 Sekunden" in german


def test_the_pending_guide_says_no_minutes() -> None:
    markdown = render_document(Rules(), get_translator("en"), figures_pending=True).markdown("github")
    assert minutes_said(length_answer(markdown)) == []


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_pseudo_locale_says_the_minutes_in_its_own_words(preset: str) -> None:
    rules = Rules.preset(preset)
    figures = replace(FIGURES, wins=(480, 470, 0, 0)[: rules.players])
    markdown = render_language(rules, "en-XA", figures).document.markdown()
    said = [p for p in markdown.split("\n\n") if re.fullmatch(r"\D*4\D+1\D+9\D+2\D*", p)]
    assert len(said) == 1  # calm, quick, by hand, the rate by hand
    assert unlocalized_words(said[0]) == []
    assert unlocalized_words(re.sub(r"\]\(#[^)]*\)", "]", markdown)) == []
