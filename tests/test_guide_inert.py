"""Translated text is inert in the rules guide: no link, picture or HTML of a translation's own.

Two walls, each tested on its own. The catalog rule asks the guide's Markdown parser what a
translation holds: a link in any form (a reference definition, ``https:`` without ``//``, an
image, an address inside HTML) is an error of ``warkit i18n check`` and the English shows in the
guide instead.
And a translation that got past the catalog (these translators bypass it) still reaches the
Markdown only escaped, since every ``{{ … }}`` of the templates is escaped unless the guide made
it; the build checks its own output before writing it, so nothing but the guide's own ``#``
anchors and language pages is ever linked, and nothing is loaded from anywhere.
"""

from __future__ import annotations

import doctest
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import polib
import pytest
from page_links import outside_the_guide

import warkit.guide.escape
import warkit.i18n
import warkit.safe.markdown
from warkit.engine import Rules
from warkit.guide import build as guide_build
from warkit.guide.build import build, render_language
from warkit.guide.figures import Figures
from warkit.guide.html import render_page
from warkit.guide.links import ForeignLinkError, check_links, check_page
from warkit.i18n import Translator, get_translator, reload
from warkit.resources import shipped_locale_dir

WARKIT = str(Path(sys.executable).parent / "warkit")
FIGURES = Figures(1000, 1, (480, 470), 50, 271.5, 250, 480, 1900)
PHISH = "Klasik\n\n[Klasik]: https:evil.example/phish\n\n[Klasik]"
PIXEL = "![t][px]\n\n[px]: //evil.example/pixel.png"
TAG = "Agihan <a href=\"HTTPS://evil.example/x\">di sini</a>"
TIP = "Tip:Use kad teratas dahulu."


@pytest.fixture
def overlay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The shipped Malay catalog with hostile translations, laid over the shipped catalogs."""
    folder = tmp_path / "catalogs"
    target = folder / "ms" / "LC_MESSAGES" / "warkit.po"
    target.parent.mkdir(parents=True)
    shutil.copy(shipped_locale_dir() / "ms" / "LC_MESSAGES" / "warkit.po", target)
    po = polib.pofile(str(target), wrapwidth=0)
    po.find("Classic", msgctxt="preset").msgstr = PHISH
    po.find("The aim").msgstr = PIXEL
    po.find("The deal").msgstr = TAG
    po.find("A common mistake").msgstr = TIP
    po.save()
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(folder))
    reload()
    yield folder
    reload()


def test_the_examples_of_the_escaping_and_of_the_parser_s_findings_hold() -> None:
    assert doctest.testmod(warkit.guide.escape).failed == 0
    assert doctest.testmod(warkit.safe.markdown).failed == 0


def test_i18n_check_finds_every_link_the_guide_s_parser_finds(overlay: Path) -> None:
    result = subprocess.run([WARKIT, "i18n", "check", "ms"], capture_output=True, text=True, timeout=60, env=os.environ)
    errors = [line for line in result.stdout.splitlines() if ": error: " in line]
    assert result.returncode == 1
    for msgid in ("Classic", "The aim", "The deal"):  # a reference definition, an image, an address in HTML
        assert any(f"“{msgid}”" in line and "link, a picture" in line for line in errors), msgid
    assert not any("“A common mistake”" in line for line in errors)  # Tip:Use is text, not a scheme


def test_the_built_guide_shows_the_english_for_a_translation_with_a_link(overlay: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = subprocess.run(
        [WARKIT, "guide", "--lang", "ms", "--format", "both", "--out", str(out)],
        capture_output=True, text=True, timeout=60, env=os.environ,
    )
    assert result.returncode == 0, result.stderr
    markdown = (out / "guide.ms.md").read_text(encoding="utf-8")
    page = (out / "guide.ms.html").read_text(encoding="utf-8")
    assert markdown.startswith("# Cara bermain Perang: Classic\n")  # the English preset name
    assert "evil.example" not in markdown + page and outside_the_guide(page) == []
    assert "Tip:Use kad teratas dahulu." in markdown  # an honest colon stays as written


# -- translations that bypass the catalog ------------------------------------------------------------

class SmugglingTranslator(Translator):
    """Malay, with some messages replaced by hostile text, as if the catalog rule had let it by."""

    hostile: dict[tuple[str | None, str], str] = {}

    def gettext(self, message: str, /, **values: object) -> str:
        found = self.hostile.get((None, message))
        return super().gettext(message, **values) if found is None else found.format(**values)

    def pgettext(self, context: str, message: str, /, **values: object) -> str:
        found = self.hostile.get((context, message))
        return super().pgettext(context, message, **values) if found is None else found.format(**values)


def smuggling(hostile: dict[tuple[str | None, str], str]) -> type[SmugglingTranslator]:
    return type("Smuggling", (SmugglingTranslator,), {"hostile": hostile})


def build_with(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, hostile: dict[tuple[str | None, str], str]) -> str:
    """The real build of the Malay guide, with ``hostile`` translations: the page written."""
    translator = smuggling(hostile)

    def get(language: str | None = None, **_: object) -> Translator:
        real = get_translator(language)
        return translator(real.language, real._catalog)

    monkeypatch.setattr(warkit.i18n, "get_translator", get)
    build(Rules(), ["ms"], "both", tmp_path, figures=FIGURES)
    return (tmp_path / "guide.ms.html").read_text(encoding="utf-8") + (tmp_path / "guide.ms.md").read_text("utf-8")


@pytest.mark.parametrize(
    "key, text",
    [
        (("preset", "Classic"), PHISH),  # the rules' name in the box at a glance
        (("preset", "Classic"), PIXEL + "\n\nKlasik"),
        (("card corner", "Q"), "Q` [x](https://evil.example) `"),  # a card, and the line of ranks
        (("card corner", "A"), "A` ![t](//evil.example/pixel.png) `"),
        (("card corner", "K"), "[x](https:evil.example)|K"),  # a card in a table cell
    ],
    ids=["preset-definition", "preset-image", "corner-backticks", "corner-image", "corner-pipe"],
)
def test_a_translation_that_bypassed_the_catalog_is_text_in_the_built_guide(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, key: tuple[str | None, str], text: str
) -> None:
    written = build_with(monkeypatch, tmp_path, {key: text})
    assert outside_the_guide(written) == []
    assert "evil.example" in written  # shown as the words it is


def test_a_translation_cannot_make_a_link_to_a_heading_of_its_own(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    battle = "Everyone turns the top card of their pile face up at the same time. This is called a battle."
    written = build_with(monkeypatch, tmp_path, {(None, battle): "Lihat \ue000variants\ue001 sekarang."})
    assert "Lihat variants sekarang." in written  # the guide's own mark for a reference, dropped


def test_an_exclamation_mark_before_a_link_does_not_make_it_a_picture(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    written = build_with(monkeypatch, tmp_path, {(None, "The game plays this out in {link}."): "Lihat!{link}"})
    assert "<img" not in written and '!<a href="#example-battle">' in written


# -- the build checks its own output ------------------------------------------------------------------

@pytest.fixture(scope="module")
def page() -> str:
    built = render_language(Rules(), "ms", FIGURES)
    return render_page(built.document, built.translator, guide_build.language_links(["en", "ms"]))


def test_an_honest_page_links_only_to_its_headings_and_its_languages(page: str) -> None:
    check_page(page, "ms", {"guide.en.html", "guide.ms.html"})


@pytest.mark.parametrize(
    "added",
    [
        '<a href="https://evil.example/phish">x</a>',
        '<a href="HTTPS:evil.example">x</a>',
        '<a href="guide.de.html">Deutsch</a>',  # a language that was not built
        '<img src="#top" alt="">',
        '<link rel="stylesheet" href="//evil.example/s.css">',
        '<div style="background: URL(//evil.example/p.png)">x</div>',
        '<script src="//evil.example/s.js"></script>',
        '<meta http-equiv="refresh" content="0; url=https://evil.example">',
    ],
)
def test_the_page_check_refuses_any_link_or_resource_outside_the_guide(page: str, added: str) -> None:
    with pytest.raises(ForeignLinkError):
        check_page(page.replace("</main>", added + "</main>"), "ms", {"guide.en.html", "guide.ms.html"})


@pytest.mark.parametrize("added", ["[x](https://evil.example)", "![x](#top)", "<img src=x>", "[x]: https:evil"])
def test_the_link_check_refuses_any_link_picture_or_html_outside_the_guide_in_the_markdown(added: str) -> None:
    document = render_language(Rules(), "en", FIGURES).document
    document.body += f"\n\n{added}\n"
    with pytest.raises(ForeignLinkError):
        check_links(document)


def test_a_build_whose_page_would_leave_the_guide_writes_nothing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    real = guide_build.render_page
    monkeypatch.setattr(guide_build, "render_page", lambda *args: real(*args).replace("</main>", '<img src="//e.x/p.png"></main>'))
    with pytest.raises(ForeignLinkError):
        build(Rules(), ["en", "ms"], "both", tmp_path / "out", figures=FIGURES)
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())
