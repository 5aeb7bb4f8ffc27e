"""A language not yet complete, as a translator starts one: offered with how complete it is, its
guide written only when ready or asked for, every English fallback marked as English on the page;
and the translator's commands exact about what they are given (``i18n init``, ``check``, ``plurals``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import polib
import pytest
from conftest import ROOT
from overlay_catalogs import laid_over, write_catalog

from warkit.choices import language_options
from warkit.engine import Rules
from warkit.guide.build import build
from warkit.guide.figures import Figures
from warkit.i18n import get_translator
from warkit.i18n.languages import COMPLETE
from warkit.resources import shipped_locale_dir

FIGURES = Figures(1000, 1, (480, 470), 50, 271.5, 250, 480, 1900)
WARKIT = str(Path(sys.executable).parent / "warkit")


def _warkit(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([WARKIT, "--lang", "en", *args], capture_output=True, text=True, timeout=120, env={**os.environ, **(env or {})})


def _half_of(language: str) -> list[polib.POEntry]:
    """The shipped catalog's entries, every other one left untranslated."""
    po = polib.pofile(str(shipped_locale_dir() / language.replace("-", "_") / "LC_MESSAGES" / "warkit.po"))
    entries = [entry for entry in po if entry.msgid and not entry.obsolete]
    return [entry for index, entry in enumerate(entries) if index % 2]


def test_sv_is_not_held_complete_and_every_held_language_has_a_catalog() -> None:
    assert "sv" not in COMPLETE
    for code in COMPLETE[1:]:
        assert (shipped_locale_dir() / code.replace("-", "_") / "LC_MESSAGES" / "warkit.po").is_file(), code


@pytest.mark.parametrize(("language", "opening"), [("de", '<span lang="en">'), ("he", '<span lang="en" dir="ltr">')])
def test_each_english_fallback_of_a_translated_page_is_marked_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str, opening: str
) -> None:
    write_catalog(tmp_path / "overlay", language, _half_of(language))
    with laid_over(tmp_path / "overlay", monkeypatch):
        build(Rules(), [language], "both", tmp_path / "out", figures=FIGURES)
    page = (tmp_path / "out" / f"guide.{language}.html").read_text(encoding="utf-8")
    markdown = (tmp_path / "out" / f"guide.{language}.md").read_text(encoding="utf-8")
    assert page.count(opening) > 20 and page.count('<span lang="en"') == page.count(opening)
    assert "\ue007" not in page + markdown and "\ue008" not in page + markdown
    english = get_translator("en").gettext("At a glance")
    assert f"{opening}{english}</span>" in page or english not in page


def test_a_complete_page_marks_nothing(tmp_path: Path) -> None:
    build(Rules(), ["ms"], "html", tmp_path, figures=FIGURES)
    assert '<span lang="en"' not in (tmp_path / "guide.ms.html").read_text(encoding="utf-8")


def test_a_language_not_complete_is_offered_with_how_complete_it_is(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_catalog(tmp_path, "sv", [polib.POEntry(msgctxt="control", msgid="Quit", msgstr="Avsluta")])
    with laid_over(tmp_path, monkeypatch):
        offered = dict((code, name) for name, code in language_options(get_translator("en")))
        assert offered["sv"] == "Svenska (0% translated)"
        assert offered["ms"] == "Melayu"
        done = _warkit("--help", env={"WARKIT_LOCALE_DIR": str(tmp_path)})
    partly = " ".join(done.stdout.split()).split("and in part ", 1)[1]  # after any shipped language not yet complete
    assert "sv (0% translated)" in partly.split(" (default:", 1)[0]
    guide = _warkit("guide", "--lang", "all", "--out", str(tmp_path / "all"), env={"WARKIT_LOCALE_DIR": str(tmp_path)})
    assert guide.returncode == 0 and "guide.sv." not in guide.stdout and "guide.ms.html" in guide.stdout
    assert "warkit: Not written: sv, which translate less than 80% of the guide." in guide.stderr
    named = _warkit("guide", "--lang", "sv", "--out", str(tmp_path / "one"), env={"WARKIT_LOCALE_DIR": str(tmp_path)})
    assert named.returncode == 0 and named.stdout.split() == [str(tmp_path / "one" / f"guide.sv.{ext}") for ext in ("md", "html")]
    assert "warkit: Svenska: 0% of the guide is translated; the rest shows in English." in named.stderr


def test_the_man_page_names_only_the_languages_held_complete(tmp_path: Path) -> None:
    write_catalog(tmp_path, "sv", [])
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "manpage.py")], capture_output=True, text=True, timeout=60,
        env={**os.environ, "WARKIT_LOCALE_DIR": str(tmp_path)},
    )
    assert done.returncode == 0
    line = next(line for line in done.stdout.splitlines() if line.startswith("The language to use: "))
    assert "sv" not in line and "in part" not in line


def test_i18n_init_refuses_english_and_says_only_its_own_lines(tmp_path: Path) -> None:
    refused = _warkit("i18n", "init", "en_GB", "--out", str(tmp_path))
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr == "warkit: “en_GB” is English, the language of the template itself: it needs no catalog.\n"
    started = _warkit("i18n", "init", "ja", "--out", str(tmp_path))
    assert started.returncode == 0 and len(started.stdout.splitlines()) == 3 and "WARNING" not in started.stdout + started.stderr
    assert started.stdout.startswith(f"Started {tmp_path / 'ja' / 'LC_MESSAGES' / 'warkit.po'}.")


def test_i18n_init_writes_the_catalog_before_a_reader_that_stops_early() -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        done = subprocess.run(f"{WARKIT} --lang en i18n init zh_Hant --out {folder} | head -1", shell=True, capture_output=True, text=True, timeout=120)
        assert done.stdout.startswith("Started ")
        assert (Path(folder) / "zh_Hant" / "LC_MESSAGES" / "warkit.po").is_file()


@pytest.mark.parametrize("command", ["check", "plurals"])
@pytest.mark.parametrize("given", ["../../../etc", "x/y", "sv@evil", "."])
def test_check_and_plurals_refuse_what_is_neither_a_language_nor_a_po_file(command: str, given: str) -> None:
    done = _warkit("i18n", command, given)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f"warkit: “{given}” is neither a language code nor a .po file.\n"


def test_plurals_show_each_context_and_fill_the_other_placeholders(tmp_path: Path) -> None:
    done = _warkit("i18n", "plurals", "nb")
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert any(line.endswith(" · face-down setting: “{count} card”") for line in lines)
    assert not [line for line in lines if line.startswith("  ") and "{" in line]
    assert "  1 → msgstr[0] (one): Utdeling 17: alle får 1 kort med bildet ned." in lines
