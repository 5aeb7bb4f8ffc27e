"""scripts/_venv.sh, which ``./scripts/play``, ``./scripts/test`` and ``./scripts/bench`` share: a
``.venv`` made by a Python warkit does not run on, or whose Python is gone, is made again with a
claimed Python, and with none on the machine one line says what to do."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import ROOT
from test_install import clean_copy
from test_python_versions import CLAIMED, pins

VENV_SH = ROOT / "scripts" / "_venv.sh"


def sourced(program: str, venv: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``program`` run in bash after sourcing scripts/_venv.sh, its ``.venv`` being ``venv``."""
    return subprocess.run([shutil.which("bash") or "bash", "-c", f'. "{VENV_SH}"; venv="{venv}"; {program}'], capture_output=True, text=True, timeout=60, env=env)


def fake_venv(folder: Path, version: str, python: str | None) -> Path:
    (folder / "bin").mkdir(parents=True)
    (folder / "pyvenv.cfg").write_text(f"home = /nowhere\ninclude-system-site-packages = false\nversion = {version}\n")
    (folder / "bin" / "python").symlink_to(python or "/nowhere/python3")
    return folder


def test_the_claimed_pythons_are_the_ones_the_set_up_accepts() -> None:
    assert sourced('echo "$pythons"', ROOT / ".venv").stdout.split() == CLAIMED


@pytest.mark.parametrize(("version", "usable", "reason"), [
    ("3.10.13", True, "it was made with Python 3.10"),
    ("3.14.0", True, "it was made with Python 3.14"),
    ("3.11.7", False, "its Python is missing"),
    ("3.12.1", True, ""),
])
def test_a_stale_venv_is_told_from_a_good_one(tmp_path: Path, version: str, usable: bool, reason: str) -> None:
    import sys

    venv = fake_venv(tmp_path / ".venv", version, sys.executable if usable else None)
    assert sourced("stale_venv", venv).stdout.strip() == reason


def test_no_venv_is_not_stale(tmp_path: Path) -> None:
    assert sourced("stale_venv", tmp_path / ".venv").stdout == ""


def test_without_a_claimed_python_one_line_says_what_to_do(tmp_path: Path) -> None:
    """Only a Python 3.10 on PATH: the set-up stops before making anything and names the fix."""
    bin_folder = tmp_path / "bin"
    bin_folder.mkdir()
    for name in ("python3", "python3.10"):
        (bin_folder / name).write_text("#!/bin/sh\necho 3.10\n")
        (bin_folder / name).chmod(0o755)
    for tool in ("dirname", "sed", "head", "sort", "tr", "rm"):  # what the set-up runs before it needs a Python
        (bin_folder / tool).symlink_to(shutil.which(tool) or tool)
    env = {"PATH": str(bin_folder), "HOME": str(tmp_path)}
    done = sourced("ensure_venv", tmp_path / ".venv", env)
    assert done.returncode == 1 and not (tmp_path / ".venv").exists()
    [line] = done.stderr.splitlines()
    assert line.startswith(f"warkit needs Python {', '.join(CLAIMED)}: install one, or name it with PYTHON=/path/to/python3.12 ")


@pytest.mark.install
def test_scripts_play_makes_a_venv_of_another_python_again(tmp_path: Path) -> None:
    """A clone whose .venv was made by Python 3.10 plays after one run of ./scripts/play."""
    old = pins.find_python("3.10")
    if old is None:
        pytest.skip("Python 3.10 is not on this machine (python3.10 on PATH or under pyenv)")
    clone = clean_copy(tmp_path / "clone")
    subprocess.run([str(old), "-m", "venv", str(clone / ".venv")], check=True, timeout=120)
    env = {name: value for name, value in os.environ.items() if name not in ("VIRTUAL_ENV", "WARKIT_LOCALE_DIR")}
    done = subprocess.run([str(clone / "scripts" / "play"), "--help"], capture_output=True, text=True, env=env, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "it was made with Python 3.10" in done.stderr
    assert done.stdout.startswith("Usage: warkit play")
    made = (clone / ".venv" / "pyvenv.cfg").read_text()
    assert any(f"version = {python}." in made for python in CLAIMED), made
