"""Every Python warkit claims, and only those: the classifiers name them, everything else that
names a Python agrees, and constraints.txt installs on each (scripts/pins.py resolves for each).

Resolving with a real Python takes pip half a minute, so those tests carry the ``install``
marker; a claimed Python this machine lacks is skipped, never passed.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import tomllib

import pytest
from conftest import ROOT
from packaging.requirements import Requirement
from test_install import clean_copy

# scripts/pins.py: the one home of the claimed Pythons, finding them, and resolving on each.
_spec = importlib.util.spec_from_file_location("pins", ROOT / "scripts" / "pins.py")
assert _spec is not None and _spec.loader is not None
pins = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pins)

PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
CLAIMED = pins.claimed_pythons()


def pinned_for(python: str) -> dict[str, str]:
    """constraints.txt as pip reads it on that Python: {canonical name: version}."""
    pinned = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            requirement = Requirement(line)
            if requirement.marker is None or requirement.marker.evaluate({"python_version": python}):
                [spec] = requirement.specifier
                pinned[pins.canonical(requirement.name)] = spec.version
    return pinned


def test_the_claimed_pythons_are_the_supported_ones_and_everything_names_the_same() -> None:
    assert CLAIMED == ["3.11", "3.12", "3.13"]
    oldest = CLAIMED[0]
    assert PROJECT["project"]["requires-python"] == f">={oldest}"
    assert PROJECT["tool"]["ruff"]["target-version"] == f"py{oldest.replace('.', '')}"
    assert PROJECT["tool"]["mypy"]["python_version"] == oldest
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"Python {', '.join(CLAIMED[:-1])} or {CLAIMED[-1]}" in readme
    assert f"({', '.join(CLAIMED)})" in (ROOT / "constraints.txt").read_text(encoding="utf-8")


def test_one_pin_where_every_python_agrees_and_a_marked_pin_per_python_where_not() -> None:
    resolved = {
        "3.11": {"textual": "8.2.8", "numpy": "2.4.6", "tomli": "2.2.1"},
        "3.12": {"textual": "8.2.8", "numpy": "2.5.5"},
        "3.13": {"Textual": "8.2.8", "numpy": "2.5.5"},
    }
    assert pins.merge(resolved) == [
        'numpy==2.4.6; python_version == "3.11"',
        'numpy==2.5.5; python_version == "3.12"',
        'numpy==2.5.5; python_version == "3.13"',
        "textual==8.2.8",
        'tomli==2.2.1; python_version == "3.11"',
    ]


def test_textual_and_rich_resolving_differently_by_python_is_refused() -> None:
    resolved = {"3.11": {"rich": "14.0.0"}, "3.12": {"rich": "15.0.0"}}
    with pytest.raises(pins.PinsError, match="rich"):
        pins.merge(resolved)


def test_every_python_reads_one_textual_and_one_rich_in_the_constraints() -> None:
    for package in pins.SAME_EVERYWHERE:
        assert len({pinned_for(python)[package] for python in CLAIMED}) == 1, package


@pytest.mark.install
@pytest.mark.parametrize("python", CLAIMED)
def test_the_constraints_install_warkit_and_its_extras_on_each_claimed_python(python: str) -> None:
    interpreter = pins.find_python(python)
    if interpreter is None:
        pytest.skip(f"Python {python} is not on this machine (python{python} on PATH or under pyenv)")
    installed = pins.resolve(interpreter, constraints=ROOT / "constraints.txt")
    pinned = pinned_for(python)
    unpinned = sorted(name for name in installed if pins.canonical(name) not in pinned)
    assert unpinned == [], f"constraints.txt leaves these unpinned on Python {python}"
    assert {pins.canonical(name): version for name, version in installed.items()} == {
        name: pinned[name] for name in map(pins.canonical, installed)
    }


@pytest.mark.install
def test_a_set_up_that_cannot_install_prints_pips_reason(tmp_path) -> None:
    clone = clean_copy(tmp_path / "clone")
    # A pin below pyproject.toml's range (textual>=8.2): pip can only refuse it.
    (clone / "constraints.txt").write_text("textual==8.0.0\n", encoding="utf-8")
    env = {name: value for name, value in os.environ.items() if name != "VIRTUAL_ENV"}
    done = subprocess.run([str(clone / "scripts" / "play"), "--help"], capture_output=True, text=True,
                          env=env, timeout=600)
    assert done.returncode == 1
    assert "ResolutionImpossible" in done.stderr
    # pip's reason, which it gives only when not asked to be quiet: the conflicting pin, named.
    assert re.search(r"The user requested \(constraint\) textual==8\.0\.0", done.stderr), done.stderr[-2000:]
    assert "Setting up warkit failed" in done.stderr.splitlines()[-1]
