"""A new language lands at any completeness: locale/README.md's "Add a language", followed in a
copy of the repository with Swedish, leaves every test that lists languages green, untranslated
(0 %) and with a few entries translated (3 %).

The copy holds the repository's files (not the pictures of tests/__snapshots__) and this checkout's
.venv; `PYTHONPATH` makes its own warkit the one imported, by the tests and by the `warkit`
command they start. The step starts a catalog (with a fresh extraction of the template) and runs
the listing tests twice, so it is one of the long tests (`pytest -m long`, scripts/test-long).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import polib
import pytest
from conftest import ROOT

README = ROOT / "locale" / "README.md"
NEW = "sv"

LISTING_TESTS = [
    "tests/test_metadata.py",
    "tests/test_manpage.py",
    "tests/test_glossary.py",
    "tests/test_languages.py::test_warkit_speaks_every_shipped_language_and_two_pseudo_locales",
    "tests/test_languages.py::test_the_language_picker_names_each_language_in_itself",
    "tests/test_languages.py::test_the_status_shows_every_language_held_complete_at_100_and_the_others_as_they_are",
    "tests/test_languages.py::test_each_language_translates_the_whole_game_and_guide",
    "tests/test_guide_cli.py::test_guide_writes_every_language_in_both_formats",
    "tests/test_add_language.py::test_the_readme_lists_the_steps_and_the_script_starts_what_they_name",
]
"""Every test that reads the list of languages from the catalogs, the classifiers, the README, the
man page or the glossaries."""


def readme_steps() -> str:
    """The "Add a language" section of the translators' README."""
    text = README.read_text(encoding="utf-8")
    return text.split("## Add a language\n", 1)[1].split("\n## ", 1)[0]


def readme_commands() -> list[str]:
    """The commands of the section's code blocks, in order, without their comments."""
    return [line.split("#", 1)[0].strip() for line in readme_steps().splitlines() if line.startswith("       ") and line.strip()]


def test_the_readme_lists_the_steps_and_the_script_starts_what_they_name() -> None:
    steps = readme_steps()
    assert readme_commands() == [f"scripts/add-language {NEW}", f".venv/bin/warkit i18n check {NEW}"]
    for named in ("warkit/i18n/languages.py", "COMPLETE", "pyproject.toml", "NATURAL_LANGUAGE", "scripts/update-docs", "**Checked terms**", "**The glossaries**"):
        assert named in steps, named
    script = (ROOT / "scripts" / "add-language").read_text(encoding="utf-8")
    assert "i18n init" in script and "locale/glossary/" in script
    assert "COMPLETE" not in script.split("set -euo pipefail", 1)[1]  # never adds to the list


def _copy(target: Path) -> Path:
    listed = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, check=True).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if name.startswith("tests/__snapshots__/") or not (source.is_file() or source.is_symlink()):
            continue
        (target / name).parent.mkdir(parents=True, exist_ok=True)
        if source.is_symlink():
            (target / name).symlink_to(os.readlink(source))
        else:
            shutil.copy2(source, target / name)
    (target / ".venv").symlink_to(ROOT / ".venv")
    return target


def _run(copy: Path, command: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, shell=True, cwd=copy, env=env, capture_output=True, text=True, timeout=300)


def _translate_a_few(po_path: Path, share: float) -> int:
    """Give ``share`` of the catalog's messages a translation (their English, which every check
    accepts); the number translated."""
    po = polib.pofile(str(po_path))
    entries = [entry for entry in po if entry.msgid and not entry.obsolete and not entry.msgid_plural]
    wanted = round(share * len([entry for entry in po if entry.msgid and not entry.obsolete]))
    for entry in entries[:wanted]:
        entry.msgstr = entry.msgid
    po.save()
    return wanted


@pytest.mark.long
def test_a_new_language_lands_at_0_and_3_percent_with_every_listing_test_green(tmp_path: Path) -> None:
    copy = _copy(tmp_path / "warkit")
    env = {**os.environ, "PYTHONPATH": str(copy), "WARKIT_DATA_DIR": str(tmp_path / "data")}
    env.pop("WARKIT_LOCALE_DIR", None)
    for command in readme_commands():  # the README's steps 1 and 2, as written
        done = _run(copy, command, env)
        assert done.returncode == 0, (command, done.stdout, done.stderr)
    po = copy / "locale" / NEW / "LC_MESSAGES" / "warkit.po"
    assert po.is_file() and (copy / "locale" / "glossary" / f"{NEW}.md").is_file()
    pytest_command = f"{sys.executable} -m pytest -q -p no:cacheprovider -n 0 " + " ".join(LISTING_TESTS)
    for share in (0.0, 0.03):
        if share:
            assert _translate_a_few(po, share) > 0
            checked = _run(copy, f".venv/bin/warkit i18n check {NEW}", env)
            assert checked.returncode == 0, checked.stdout
            assert re.search(r"game [1-9][0-9]?%|guide [1-9][0-9]?%", checked.stdout), checked.stdout
        done = _run(copy, pytest_command, env)
        assert done.returncode == 0, f"at {share:.0%}:\n{done.stdout[-4000:]}"
        status = _run(copy, ".venv/bin/warkit --lang en i18n status", env).stdout
        assert f"{NEW} (Svenska): " in status
        help_text = " ".join(_run(copy, ".venv/bin/warkit --lang en --help", env).stdout.split())
        assert f"and in part {NEW} (" in help_text
        written = _run(copy, f".venv/bin/warkit guide --lang all --out {tmp_path / 'guide'}", env)
        assert written.returncode == 0 and f"guide.{NEW}." not in written.stdout
        assert f"Not written: {NEW}, which translate less than 80% of the guide." in written.stderr
