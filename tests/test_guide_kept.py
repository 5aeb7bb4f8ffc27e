"""The guide for Help is kept per language and rules, so Help opens at once in a later run; a
translator's saved edit or a damaged kept file never shows an old or broken guide."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import warkit.guide.kept as kept
from warkit.engine import Rules
from warkit.i18n import get_translator
from warkit.i18n.translator import reload
from warkit.resources import shipped_locale_dir


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("WARKIT_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Each language the guide is rendered for (not read back from the cache)."""
    seen: list[str] = []
    real = kept.guide_markdown

    def counted(t, rules, flavour="help"):
        seen.append(t.language)
        return real(t, rules, flavour)

    monkeypatch.setattr(kept, "guide_markdown", counted)
    return seen


def test_a_second_run_reads_the_kept_guide(cache: Path, renders: list[str]) -> None:
    t = get_translator("ms")
    first = kept.kept_guide(t, Rules())
    again = kept.kept_guide(t, Rules())
    assert again == first and renders == ["ms"]
    assert kept.kept_guide(t, Rules.preset("family")) != first  # other rules, another guide
    assert kept.kept_guide(get_translator("ru"), Rules()) != first  # another language too
    assert renders == ["ms", "ms", "ru"]


def test_a_translator_s_saved_edit_shows_at_once(
    cache: Path, renders: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "locale"
    shutil.copytree(shipped_locale_dir() / "ms", folder / "ms")
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(folder))
    reload()
    try:
        before = kept.kept_guide(get_translator("ms"), Rules())
        assert "## Matlamat" in before
        po = folder / "ms" / "LC_MESSAGES" / "warkit.po"
        po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Matlamat"', 'msgstr "Tujuan"'), encoding="utf-8")
        reload()
        after = kept.kept_guide(get_translator("ms"), Rules())
        assert "## Tujuan" in after and "## Matlamat" not in after
        assert renders == ["ms", "ms"]
    finally:
        reload()


@pytest.mark.parametrize("damage", ["{not json", '{"key": {}, "markdown": "# Old"}', '{"key": 1}', ""])
def test_a_damaged_kept_file_is_made_again(cache: Path, renders: list[str], damage: str) -> None:
    t = get_translator("ms")
    first = kept.kept_guide(t, Rules())
    [path] = (cache / "guide-help").iterdir()
    path.write_text(damage, encoding="utf-8")
    assert kept.kept_guide(t, Rules()) == first
    assert renders == ["ms", "ms"]


def test_a_folder_that_refuses_the_write_only_renders_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, renders: list[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("WARKIT_CACHE_DIR", str(blocker))
    t = get_translator("ms")
    assert kept.kept_guide(t, Rules()) == kept.kept_guide(t, Rules())
    assert renders == ["ms", "ms"]


def _compiled(name: str):
    from jinja2 import Environment, FileSystemLoader

    from warkit.guide.templates import KeptTemplates
    from warkit.resources import guide_templates_dir

    return Environment(loader=FileSystemLoader(str(guide_templates_dir())), bytecode_cache=KeptTemplates()).get_template(name)


def test_compiled_templates_are_kept_and_a_damaged_copy_is_compiled_again(cache: Path) -> None:
    first = _compiled("words.md.j2")
    copies = list((cache / "guide-templates").iterdir())
    assert len(copies) == 1
    copies[0].write_bytes(b"not bytecode")
    again = _compiled("words.md.j2")  # compiled again, never the damaged copy
    assert again.root_render_func.__code__.co_code == first.root_render_func.__code__.co_code
    assert copies[0].read_bytes() != b"not bytecode"  # and kept anew


def test_a_cache_folder_that_refuses_only_means_compiling_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("WARKIT_CACHE_DIR", str(blocker))
    assert _compiled("words.md.j2") is not None
    assert get_translator("en").gettext("Words used in this guide") in kept.kept_guide(get_translator("en"), Rules())
