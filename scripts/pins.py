"""constraints.txt for every Python warkit claims: pip resolves warkit with its test and fast
extras on each claimed Python (the ``Programming Language :: Python :: 3.N`` classifiers in
pyproject.toml), and the pins are merged into one file. A package whose newest release differs
between Pythons gets one line per Python with an environment marker; Textual and Rich must agree
everywhere, as they draw the snapshot pictures every Python's tests compare against.

Run through scripts/refresh-constraints. Only the standard library (Python 3.11 or newer), so it
runs before any environment exists; tests/test_python_versions.py imports it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXTRAS = "test,fast"
# They draw every snapshot picture: one version on every Python, or the pictures would differ.
SAME_EVERYWHERE = ("textual", "rich")
HEADER = """\
# Known-good versions of every package warkit and its tests install, for ./scripts/test,
# ./scripts/play and CI (pip install -c constraints.txt), on every Python warkit claims ({pythons}).
# A line with a python_version marker pins a package whose newest release differs by Python.
# Refresh: scripts/refresh-constraints
"""


class PinsError(Exception):
    """Why constraints.txt cannot be written (a claimed Python missing, pins that disagree)."""


def claimed_pythons(pyproject: Path = ROOT / "pyproject.toml") -> list[str]:
    """The ``3.N`` versions the classifiers claim, oldest first."""
    classifiers = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"].get("classifiers", [])
    found = [m[1] for c in classifiers if (m := re.fullmatch(r"Programming Language :: Python :: (3\.\d+)", c))]
    return sorted(found, key=lambda version: int(version.split(".")[1]))


def _reports(python: str | Path) -> str | None:
    """The ``3.N`` a Python says it is, or None when it does not start (a pyenv shim without it)."""
    try:
        done = subprocess.run(
            [str(python), "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
            capture_output=True, text=True, timeout=60,
        )
    except OSError:
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def find_python(version: str) -> Path | None:
    """``python3.N`` on PATH, else the newest ``3.N.*`` under pyenv's versions; None if neither runs."""
    candidates: list[str | Path] = []
    if on_path := shutil.which(f"python{version}"):
        candidates.append(on_path)
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    installed = [p for p in pyenv.glob(f"{version}.*") if re.fullmatch(r"3\.\d+\.\d+", p.name)]
    candidates += [p / "bin" / "python" for p in sorted(installed, key=lambda p: int(p.name.split(".")[2]), reverse=True)]
    for candidate in candidates:
        if _reports(candidate) == version:
            return Path(candidate)
    return None


def resolve(python: Path, root: Path = ROOT, constraints: Path | None = None) -> dict[str, str]:
    """What ``pip install root[test,fast]`` would install with this Python, as {name: version},
    without installing anything (pip's dry run and its JSON report). PinsError carries pip's own
    words when it cannot."""
    pinned = ["-c", str(constraints)] if constraints is not None else []
    command = [str(python), "-m", "pip", "install", "--dry-run", "--ignore-installed", "--quiet",
               "--report", "-", *pinned, f"{root}[{EXTRAS}]"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        raise PinsError(f"{python}: pip cannot resolve warkit[{EXTRAS}]:\n{done.stderr.strip()}")
    report = json.loads(done.stdout)
    return {
        item["metadata"]["name"]: item["metadata"]["version"]
        for item in report["install"]
        if canonical(item["metadata"]["name"]) != "warkit"
    }


def canonical(name: str) -> str:
    """A package's name as pip compares it (PEP 503): ``typing_extensions`` is ``typing-extensions``."""
    return re.sub(r"[-_.]+", "-", name).lower()


def merge(resolved: dict[str, dict[str, str]]) -> list[str]:
    """One line per package where every Python installs the same version, else one marked line
    per Python that installs it. ``resolved`` maps ``3.N`` to that Python's {name: version}."""
    by_name: dict[str, dict[str, tuple[str, str]]] = {}
    for python, pins in resolved.items():
        for name, version in pins.items():
            by_name.setdefault(canonical(name), {})[python] = (name, version)
    lines = []
    for key in sorted(by_name):
        per_python = by_name[key]
        versions = {version for _, version in per_python.values()}
        if key in SAME_EVERYWHERE and (len(versions) > 1 or per_python.keys() != resolved.keys()):
            raise PinsError(f"{key} resolves to different versions by Python ({per_python}); the snapshot "
                            f"pictures need one: narrow its range in pyproject.toml")
        if len(versions) == 1 and per_python.keys() == resolved.keys():
            name, version = next(iter(per_python.values()))
            lines.append(f"{name}=={version}")
        else:
            lines += [f'{name}=={version}; python_version == "{python}"'
                      for python, (name, version) in per_python.items()]
    return lines


def main() -> int:
    pythons = claimed_pythons()
    resolved: dict[str, dict[str, str]] = {}
    try:
        for version in pythons:
            python = find_python(version)
            if python is None:
                raise PinsError(f"Python {version} is claimed (pyproject.toml) but not found as python{version} "
                                f"on PATH or under pyenv: constraints.txt must install on every claimed Python")
            print(f"resolving for Python {version} ({python}) ...", file=sys.stderr)
            resolved[version] = resolve(python)
        lines = merge(resolved)
    except PinsError as error:
        print(f"refresh-constraints: {error}", file=sys.stderr)
        return 1
    text = HEADER.format(pythons=", ".join(pythons)) + "".join(f"{line}\n" for line in lines)
    (ROOT / "constraints.txt").write_text(text, encoding="utf-8")
    marked = sum("; python_version" in line for line in lines)
    print(f"constraints.txt: {len(lines)} lines ({marked} for one Python only)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
