"""The shipped catalogs and a translator's overlay folder (``WARKIT_LOCALE_DIR``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import polib
import pytest
from conftest import ROOT, WARKIT

from warkit import __version__
from warkit.i18n import available_languages, get_translator
from warkit.i18n.catalog import reload
from warkit.i18n.languages import po_path, pot_path
from warkit.i18n.new_language import CatalogExistsError, UnknownLocaleCodeError, start_catalog
from warkit.resources import guide_templates_dir, shipped_locale_dir


@pytest.fixture
def overlay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "my-catalogs"
    folder.mkdir()
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(folder))
    reload()
    yield folder
    reload()


def test_the_shipped_catalogs_and_templates_are_package_data_read_from_the_checkout() -> None:
    assert shipped_locale_dir() == (ROOT / "locale").resolve()
    assert (guide_templates_dir() / "guide.md.j2").is_file()


def test_a_new_language_in_the_overlay_joins_the_shipped_ones(overlay: Path) -> None:
    start_catalog("sv", overlay)
    languages = available_languages()
    assert "sv" in languages and "ms" in languages and "en-XA" not in languages
    assert po_path("sv") == overlay / "sv" / "LC_MESSAGES" / "warkit.po"
    assert po_path("ms") == shipped_locale_dir() / "ms" / "LC_MESSAGES" / "warkit.po"


def test_the_template_and_pseudo_locales_stay_available_with_an_overlay(overlay: Path) -> None:
    assert pot_path() == shipped_locale_dir() / "warkit.pot"
    assert get_translator("en-XA").pgettext("control", "Quit") != "Quit"


def test_a_language_in_the_overlay_replaces_the_shipped_one(overlay: Path) -> None:
    start_catalog("ms", overlay)
    po = polib.pofile(str(overlay / "ms" / "LC_MESSAGES" / "warkit.po"))
    po.find("Quit", msgctxt="control").msgstr = "Keluar sekarang"
    po.save()
    reload()
    assert get_translator("ms").pgettext("control", "Quit") == "Keluar sekarang"


def test_a_new_catalog_gets_the_language_plural_rule_and_every_message(overlay: Path) -> None:
    path = start_catalog("ru", overlay)
    po = polib.pofile(str(path))
    template = polib.pofile(str(pot_path()))
    assert "nplurals=3" in po.metadata["Plural-Forms"]
    assert len(po) == len(template) and po.percent_translated() == 0


def test_starting_a_catalog_never_overwrites_one(overlay: Path) -> None:
    path = start_catalog("sv", overlay)
    path.write_text(path.read_text(encoding="utf-8") + "# work in progress\n", encoding="utf-8")
    with pytest.raises(CatalogExistsError):
        start_catalog("sv", overlay)
    assert path.read_text(encoding="utf-8").endswith("# work in progress\n")


def test_a_code_without_language_data_is_refused(overlay: Path) -> None:
    with pytest.raises(UnknownLocaleCodeError):
        start_catalog("qq", overlay)
    assert not any(overlay.iterdir())


def warkit(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([WARKIT, *args], capture_output=True, text=True, timeout=60, env=env)


def test_i18n_init_and_status_tell_a_translator_where_each_language_comes_from(tmp_path: Path) -> None:
    import os

    env = {**os.environ, "WARKIT_LOCALE_DIR": str(tmp_path)}
    started = warkit("i18n", "init", "sv", env=env)
    assert started.returncode == 0, started.stderr
    assert f"WARKIT_LOCALE_DIR={tmp_path} " in started.stdout and "play --lang sv\n" in started.stdout
    status = warkit("i18n", "status", env=env).stdout.splitlines()
    shipped = status.index(next(line for line in status if line.startswith("Shipped with warkit")))
    overlay = status.index(f"From WARKIT_LOCALE_DIR, in {tmp_path}:")
    assert shipped < status.index("  ms (Melayu): game 100%, guide 100%") < overlay
    assert status[overlay + 1] == "  sv (Svenska): game 0%, guide 0%"
    again = warkit("i18n", "init", "sv", env=env)
    assert again.returncode == 1 and again.stderr.count("\n") == 1 and "Traceback" not in again.stderr


def test_python_m_warkit_is_the_warkit_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "warkit", "--version"], capture_output=True, text=True, timeout=60
    )
    assert done.stdout == f"warkit {__version__}\n"
    assert warkit("--version").stdout == done.stdout


def test_the_version_has_one_home() -> None:
    from importlib.metadata import version

    assert version("warkit") == __version__
    assert "dynamic" in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_the_checkout_links_the_package_data_to_the_top_level_folders() -> None:
    for name in ("locale", "content"):
        link = ROOT / "warkit" / "_data" / name
        assert link.is_symlink() and link.resolve() == (ROOT / name).resolve()
    assert shutil.which("git") is None or "warkit/_data/locale" in subprocess.run(
        ["git", "ls-files", "warkit/_data"], cwd=ROOT, capture_output=True, text=True
    ).stdout


def test_i18n_init_in_a_clone_suggests_the_clones_own_commands(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """In a clone the new catalog lands among the shipped ones, so no WARKIT_LOCALE_DIR is needed,
    and `warkit` is not on the PATH there: the lines name ./scripts/play and .venv/bin/warkit."""
    from warkit import resources
    from warkit.cli import main

    clone = tmp_path / "warkit"
    for part in ("locale", "scripts", ".venv/bin"):
        (clone / part).mkdir(parents=True)
    (clone / "scripts" / "play").write_text("#!/bin/sh\n")
    (clone / ".venv" / "bin" / "warkit").write_text("#!/bin/sh\n")
    monkeypatch.setattr(resources, "shipped_locale_dir", lambda: (clone / "locale").resolve())
    monkeypatch.chdir(clone)
    assert main(["--lang", "en", "i18n", "init", "sv"]) == 0
    assert capsys.readouterr().out.splitlines()[1:] == [
        "Play in it while you translate: ./scripts/play --lang sv",
        "Check it: ./.venv/bin/warkit i18n check locale/sv/LC_MESSAGES/warkit.po",
    ]
