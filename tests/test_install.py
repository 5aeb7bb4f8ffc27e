"""warkit installed the way people install it: a wheel in a fresh environment outside the
checkout, and a fresh clone whose ``scripts/play`` is the first command anyone runs.

The end-to-end tests build environments or distributions (up to a minute each on a small
machine), so they carry the ``install`` marker: they run only when ``-m`` names it, as
``scripts/test-long`` (and so CI) does.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest
from conftest import ROOT
from test_tmux_play import real_terminal

from warkit import __version__
from warkit.i18n import get_translator

SHIPPED_LANGUAGES = sorted(
    path.parent.parent.name.replace("_", "-")
    for path in (ROOT / "locale").glob("*/LC_MESSAGES/warkit.po")
)
TEMPLATES = sorted(path.name for path in (ROOT / "content" / "guide").iterdir())
STYLESHEETS = sorted(path.name for path in (ROOT / "warkit" / "tui").glob("*.tcss"))


def clean_copy(destination: Path) -> Path:
    """The files git tracks, as they are in the working tree, so no stale build/ can leak in."""
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode().split("\0")
    for name in filter(None, listed):
        source, target = ROOT / name, destination / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.is_symlink():
            target.symlink_to(os.readlink(source))
        elif source.is_file():
            shutil.copy2(source, target)
    return destination


def run(*command: str | Path, cwd: Path, env: dict[str, str] | None = None, stdin: str = "") -> str:
    done = subprocess.run(
        [str(part) for part in command], cwd=cwd, input=stdin, capture_output=True, text=True,
        timeout=600, env=env,
    )
    assert done.returncode == 0, f"{command} failed with {done.returncode}:\n{done.stderr[-2000:]}"
    return done.stdout


@pytest.mark.install
def test_a_wheel_installed_outside_the_checkout_plays_and_writes_the_guide_in_every_language(
    tmp_path: Path,
) -> None:
    source = clean_copy(tmp_path / "source")
    # The sdist first, then the wheel from the sdist (as pip builds one), so both must carry the data.
    run(sys.executable, "-m", "build", "--outdir", tmp_path / "dist", source, cwd=tmp_path)
    [sdist] = (tmp_path / "dist").glob("warkit-*.tar.gz")
    [wheel] = (tmp_path / "dist").glob("warkit-*.whl")
    with tarfile.open(sdist) as archive:
        in_sdist = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert {"LICENSE", "constraints.txt", "docs/warkit.1"} - in_sdist == set()
    # What a package index reads: metadata it accepts and a description it can render.
    checked = run(sys.executable, "-m", "twine", "check", "--strict", sdist, wheel, cwd=tmp_path)
    assert checked.count("PASSED") == 2, checked
    names = zipfile.ZipFile(wheel).namelist()
    assert f"warkit-{__version__}.data/data/share/man/man1/warkit.1" in names, "the man page"
    for code in SHIPPED_LANGUAGES:
        assert f"warkit/_data/locale/{code.replace('-', '_')}/LC_MESSAGES/warkit.po" in names, code
        assert f"warkit/_data/locale/{code.replace('-', '_')}/LC_MESSAGES/warkit.mo" in names, code
    assert "warkit/_data/locale/warkit.pot" in names
    for template in TEMPLATES:
        assert f"warkit/_data/content/guide/{template}" in names, template
    for stylesheet in STYLESHEETS:
        assert f"warkit/tui/{stylesheet}" in names, stylesheet

    venv = tmp_path / "venv"
    run(sys.executable, "-m", "venv", venv, cwd=tmp_path)
    python, warkit = venv / "bin" / "python", venv / "bin" / "warkit"
    run(python, "-m", "pip", "install", "-q", "-c", ROOT / "constraints.txt", wheel, cwd=tmp_path)
    assert (venv / "share" / "man" / "man1" / "warkit.1").is_file(), "man finds it under the prefix"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "WARKIT_DATA_DIR": str(tmp_path / "data")}
    env.pop("WARKIT_LOCALE_DIR", None)

    assert run(warkit, "--version", cwd=elsewhere, env=env).strip() == f"warkit {__version__}"
    assert run(python, "-m", "warkit", "--help", cwd=elsewhere, env=env).startswith("Usage: warkit")
    located = run(python, "-c", "import warkit.resources as r; print(r.shipped_locale_dir())",
                  cwd=elsewhere, env=env)
    assert Path(located.strip()).is_relative_to(venv), "the installed copy reads its own catalogs"

    game = run(warkit, "play", "--plain", "--auto", "--lang", "ms", "--deal", "7", cwd=elsewhere, env=env)
    assert game.splitlines()[1] == get_translator("ms").ngettext(
        "Deal {deal}: everyone gets {count} card face down.",
        "Deal {deal}: everyone gets {count} cards face down.", 26, deal=7, count=26,
    )
    assert len(game.splitlines()) > 10

    run(warkit, "guide", "--lang", "all", "--format", "both", "--out", "guide", cwd=elsewhere, env=env)
    for code in ["en", *SHIPPED_LANGUAGES]:
        title = get_translator(code).gettext("How to play War: {rules}", rules="").strip()
        for suffix in ("md", "html"):
            page = (elsewhere / "guide" / f"guide.{code}.{suffix}").read_text(encoding="utf-8")
            assert title in page, f"guide.{code}.{suffix} is not in its language"

    home = get_translator("ms").gettext("Deal {number}", number="7")
    with real_terminal(tmp_path, "installed", "--lang ms --deal 7", program=warkit) as pane:
        pane.wait_for(home, seconds=30)

    # The installed game reads its compiled catalogs, and never the .po, until a .po is edited.
    words = (
        "import sys, warkit.i18n.catalog as c\n"
        "if sys.argv[1] == 'mo': c.read_catalog = lambda *a: sys.exit('the .po was read')\n"
        "from warkit.i18n import get_translator\n"
        "print(get_translator('ms').pgettext('control', 'Quit'))\n"
    )
    quit_word = get_translator("ms").pgettext("control", "Quit")
    assert run(python, "-c", words, "mo", cwd=elsewhere, env=env).strip() == quit_word
    installed_po = Path(located.strip()) / "ms" / "LC_MESSAGES" / "warkit.po"
    text = installed_po.read_text(encoding="utf-8")
    assert text.count(f'msgstr "{quit_word}"') == 1
    installed_po.write_text(text.replace(f'msgstr "{quit_word}"', 'msgstr "Keluar sekarang"'), encoding="utf-8")
    assert run(python, "-c", words, "po", cwd=elsewhere, env=env).strip() == "Keluar sekarang"


@pytest.mark.install
def test_scripts_play_passes_its_arguments_to_the_game_on_a_fresh_clone(tmp_path: Path) -> None:
    clone = tmp_path / "clone"
    run("git", "clone", "-q", ROOT, clone, cwd=tmp_path)
    env = {**os.environ, "WARKIT_DATA_DIR": str(tmp_path / "data")}
    env.pop("VIRTUAL_ENV", None)
    env.pop("WARKIT_LOCALE_DIR", None)
    first = get_translator("ms").ngettext(
        "Deal {deal}: everyone gets {count} card face down.",
        "Deal {deal}: everyone gets {count} cards face down.", 26, deal=7, count=26,
    )
    for attempt in ("first run: sets up .venv", "second run: starts at once"):
        game = run(clone / "scripts" / "play", "--plain", "--auto", "--lang", "ms", "--deal", "7",
                   cwd=tmp_path, env=env)
        assert game.splitlines()[1] == first, attempt  # after the line naming the rules
    assert (clone / ".venv" / "bin" / "warkit").exists()


# A sample of the suite that reads what only the sdist's extra files give: the conftest and the
# test helpers, the catalogs and glossaries at the top (locale/), the guide's templates (content/),
# the import table (docs/), the snapshot pictures (tests/__snapshots__).
SDIST_SAMPLE = [
    "tests/test_cli_help.py",
    "tests/test_engine_battles.py",
    "tests/test_i18n_catalogs.py",
    "tests/test_glossary.py",
    "tests/test_imports.py",
    "tests/test_languages.py::test_a_picture_of_the_summary",
]


@pytest.mark.install
def test_the_sdist_carries_the_test_suite_and_a_sample_of_it_passes_there(tmp_path: Path) -> None:
    source = clean_copy(tmp_path / "source")
    run(sys.executable, "-m", "build", "--sdist", "--outdir", tmp_path / "dist", source, cwd=tmp_path)
    [sdist] = (tmp_path / "dist").glob("warkit-*.tar.gz")
    with tarfile.open(sdist) as archive:
        archive.extractall(tmp_path / "unpacked", filter="data")
    [unpacked] = (tmp_path / "unpacked").iterdir()
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    # Everything in the repository but CI's own script and git's ignore list.
    missing = [name for name in tracked if not (unpacked / name).exists() and not name.startswith((".ci/", ".git"))]
    assert missing == []

    # The sample runs on the sdist's own warkit (first on the import path), with the test
    # extra's libraries of this environment.
    env = {**os.environ, "PYTHONPATH": str(unpacked)}
    env.pop("WARKIT_LOCALE_DIR", None)
    located = run(sys.executable, "-c", "import warkit; print(warkit.__file__)", cwd=unpacked, env=env)
    assert Path(located.strip()).is_relative_to(unpacked)
    sample = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0", *SDIST_SAMPLE],
        cwd=unpacked, env=env, capture_output=True, text=True, timeout=600,
    )
    assert sample.returncode == 0, sample.stdout[-3000:] + sample.stderr[-2000:]
