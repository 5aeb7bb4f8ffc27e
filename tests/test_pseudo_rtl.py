"""The right-to-left pseudo-locale ``ar-XB``: generated, every word mirrored, markup kept."""

from __future__ import annotations

import io
import re
from pathlib import Path

from warkit.engine import PRESETS, Rules
from warkit.guide.build import build, render_language
from warkit.guide.figures import Figures
from warkit.i18n import available_languages, get_translator, language_name
from warkit.i18n.pseudo import PDF, RLM, RLO, not_right_to_left, pseudo_rtl
from warkit.plain import plain_game

FIGURES = Figures(1000, 1, (480, 470), 50, 271.5, 250, 480, 1900)


def test_every_word_is_mirrored_and_the_message_marked_right_to_left() -> None:
    text = pseudo_rtl("You take {count} cards.")
    assert text.startswith(RLM) and text.endswith(RLM)
    assert f"{RLO}take{PDF}" in text and "{count}" in text
    assert not_right_to_left(text.replace("{count}", "3")) == []


def test_placeholders_code_links_and_leading_markdown_stay_as_written() -> None:
    assert pseudo_rtl("## The deal").startswith("## " + RLM)
    assert pseudo_rtl("- one `warkit play` [rules](#the-deal)").startswith("- " + RLM)
    text = pseudo_rtl("Press `q` to see [the rules](#the-deal) for {name}.\n")
    assert "`q`" in text and "](#the-deal)" in text and "{name}" in text and text.endswith(RLM + "\n")


def test_words_outside_the_overrides_are_found() -> None:
    assert not_right_to_left(pseudo_rtl("Deal {n}") + " Deal 7, q to quit") == ["Deal", "to", "quit"]


def test_ar_xb_is_reachable_by_name_and_written_right_to_left() -> None:
    assert "ar-XB" in available_languages(pseudo=True) and "ar-XB" not in available_languages()
    t = get_translator("ar-XB")
    assert t.language == "ar-XB" and t.direction == "rtl"
    assert t.format_number(1234) == "1,234"
    assert not_right_to_left(language_name("ar-XB")) == []


def test_a_whole_plain_game_in_ar_xb_has_every_word_right_to_left() -> None:
    for preset in PRESETS:
        out = io.StringIO()
        game = plain_game(get_translator("ar-XB"), Rules.preset(preset), 7, out, new_deal=lambda: 8)
        assert game.run(["", "10", "f", "q"]) == 0
        lines = out.getvalue().splitlines()
        assert len(lines) > 5
        assert not_right_to_left("\n".join(lines)) == [], preset


def test_the_ar_xb_guide_has_every_word_right_to_left() -> None:
    for preset in PRESETS:
        rules = Rules.preset(preset)
        figures = Figures(1000, 1, (480, 470, 0, 0)[: rules.players], 50, 271.5, 250, 480, 1900)
        markdown = render_language(rules, "ar-XB", figures).document.markdown()
        assert not_right_to_left(re.sub(r"\]\(#[^)]*\)", "]", markdown)) == [], preset


def test_the_ar_xb_page_is_right_to_left(tmp_path: Path) -> None:
    build(Rules(), ["en", "ar-XB"], "html", tmp_path, figures=FIGURES)
    page = (tmp_path / "guide.ar-XB.html").read_text(encoding="utf-8")
    assert '<html lang="ar-XB" dir="rtl">' in page
    body = page[page.index("<body>") :]
    body = re.sub(r"<code[^>]*>(?:[^<]|<span class=\"unbroken\">|</span>)*</code>", "", body)  # commands and flags stay as typed, left to right
    words = " ".join(re.findall(r">([^<]+)<", body) + re.findall(r'aria-label="([^"]+)"', body))
    assert not_right_to_left(words, ignore=set(language_name("en").split())) == []


def test_numbers_and_codes_stay_left_to_right_inside_right_to_left_text() -> None:
    from warkit.guide.html import isolate_numbers

    html = '<p title="deal 7">Deal 1,234: F1 <code dir="ltr">QH 10S</code> <span class="card red"><b>10</b>♥</span></p>'
    assert isolate_numbers(html) == (
        '<p title="deal 7">Deal <bdi dir="ltr">1,234</bdi>: <bdi dir="ltr">F1</bdi> '
        '<code dir="ltr">QH 10S</code> <span class="card red"><b>10</b>♥</span></p>'
    )


def test_only_right_to_left_pages_isolate_numbers(tmp_path: Path) -> None:
    build(Rules(), ["en", "ar-XB"], "html", tmp_path, figures=FIGURES)
    assert '<bdi dir="ltr">500</bdi>' in (tmp_path / "guide.ar-XB.html").read_text(encoding="utf-8")
    assert "<bdi" not in (tmp_path / "guide.en.html").read_text(encoding="utf-8")
