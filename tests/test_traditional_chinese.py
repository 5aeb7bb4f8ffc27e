"""Traditional Chinese (zh-Hant): chosen by Taiwan's and Hong Kong's locales as soon as it has a
catalog, with nothing said; and its guide's headings numbered as Simplified Chinese's are, because
the rule looks at the slugs the headings give, not at the language's code.

Small catalogs are laid over the shipped ones, so these checks do not depend on the words of the
catalogs warkit ships (and hold whether or not Traditional Chinese is shipped).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import polib
import pytest
from overlay_catalogs import laid_over, write_catalog

from warkit.cli import main
from warkit.engine import Rules
from warkit.guide.build import build
from warkit.guide.figures import Figures
from warkit.guide.markdown import render_document
from warkit.i18n import available_languages, get_translator, negotiate

FIGURES = Figures(1000, 1, (480, 470), 50, 271.5, 250, 480, 1900)
REPLAY = polib.POEntry(msgctxt="replay", msgid="Deal {deal}: {result}", msgstr="牌局 {deal}：{result}")
HEADINGS = {
    "zh-Hant": {"At a glance": "規則一覽", "Is the Ace high?": "A是最大的嗎？"},
    "ja": {"At a glance": "ルール一覧", "Is the Ace high?": "Aは一番強いですか？"},
    "he": {"At a glance": "במבט אחד", "Is the Ace high?": "האם האס הוא הגבוה ביותר?"},
}
"""Two headings in each language: the box of the rules at the top, and one FAQ question."""
_NUMBER = re.compile(r"^\d+(?:\.\d+)*\. ")


@pytest.fixture
def overlay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Traditional Chinese, Japanese and Hebrew catalogs with the headings of :data:`HEADINGS`
    (and Traditional Chinese's replay line) laid over the shipped ones."""
    folder = tmp_path / "catalogs"
    for language, headings in HEADINGS.items():
        entries = [polib.POEntry(msgid=english, msgstr=text) for english, text in headings.items()]
        write_catalog(folder, language, [*entries, *([REPLAY] if language == "zh-Hant" else [])])
    with laid_over(folder, monkeypatch):
        yield folder


@pytest.mark.parametrize(
    ("tag", "expected"),
    [("zh_TW.UTF-8", "zh-Hant"), ("zh_HK.UTF-8", "zh-Hant"), ("zh_MO", "zh-Hant"), ("zh_CN.UTF-8", "zh-Hans"), ("zh_SG", "zh-Hans"), ("zh", "zh-Hans")],
)
def test_taiwan_and_hong_kong_choose_traditional_chinese_once_it_has_a_catalog(overlay: Path, tag: str, expected: str) -> None:
    assert "zh-Hant" in available_languages()
    assert negotiate(environ={"LANG": tag}) == expected


@pytest.mark.parametrize("tag", ["zh_TW.UTF-8", "zh_HK.UTF-8"])
def test_traditional_chinese_is_played_with_no_stand_in_line(
    overlay: Path, tag: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", tag)
    assert main(["replay", "--deal", "7", "--max-battles", "2"]) == 0
    said = capsys.readouterr()
    assert said.err == ""
    assert said.out.startswith("牌局 7：")


def test_the_traditional_chinese_flag_and_guide_say_nothing_either(overlay: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["guide", "--lang", "zh-Hant", "--format", "md", "--out", str(tmp_path / "out")]) == 0
    assert [path.name for path in (tmp_path / "out").iterdir()] == ["guide.zh-Hant.md"]
    assert capsys.readouterr().err == ""


def headings_below_title(language: str) -> list[str]:
    document = render_document(Rules(), get_translator(language), figures=FIGURES)
    return [heading.text for heading in document.headings if heading.level > 1]


@pytest.mark.parametrize("language", ["zh-Hant", "ja"])
def test_headings_that_a_viewer_cannot_slug_are_numbered_all_of_them(overlay: Path, language: str) -> None:
    headings = headings_below_title(language)
    assert all(_NUMBER.match(text) for text in headings)  # the English ones too: no gaps
    assert any(text.endswith(f". {HEADINGS[language]['At a glance']}") for text in headings)
    assert any(text.endswith(f". {HEADINGS[language]['Is the Ace high?']}") for text in headings)


def test_hebrew_headings_slug_in_every_viewer_and_stay_unnumbered(overlay: Path) -> None:
    headings = headings_below_title("he")
    assert HEADINGS["he"]["At a glance"] in headings
    assert not any(_NUMBER.match(text) for text in headings)


def test_the_traditional_chinese_page_shows_each_number_once(overlay: Path, tmp_path: Path) -> None:
    [page] = build(Rules(), ["zh-Hant"], "html", tmp_path, figures=FIGURES)
    html = page.read_text(encoding="utf-8")
    assert '<html lang="zh-Hant" dir="ltr">' in html
    assert '<h2 id="glance">1. 規則一覽</h2>' in html
    assert '<h3 id="faq-aces">18.3. A是最大的嗎？</h3>' in html
    assert '<ol class="numbered">' in html  # the contents list leaves the numbers to the headings
    assert not re.search(r">(\d+\. ){2}", html)  # no "1. 1. " anywhere
