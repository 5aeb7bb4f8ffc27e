"""The JavaScript packages some tests run: axe-core (the guide page's accessibility check in the
browser) and github-slugger (the heading anchors GitHub gives), pinned in ``tests/js/package-lock.json``.

They are installed with ``npm ci`` the first time a test needs them, and again when the lock file
is newer than the installed copy; one test process installs while the others wait. Without node
and npm the tests that need them skip (``.ci/run`` installs Debian's ``npm``).
"""

from __future__ import annotations

import fcntl
import shutil
import subprocess
from pathlib import Path

import pytest

JS = Path(__file__).parent / "js"
NODE = shutil.which("node")
NPM = shutil.which("npm")
needs_node = pytest.mark.skipif(NODE is None or NPM is None, reason="node and npm are not installed (.ci/run installs npm)")


def node_modules() -> Path:
    """``tests/js/node_modules``, installed from the lock file first if missing or older than it."""
    assert NPM is not None
    installed = JS / "node_modules" / ".package-lock.json"  # npm ci writes it last
    with (JS / ".install.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not installed.exists() or installed.stat().st_mtime < (JS / "package-lock.json").stat().st_mtime:
            done = subprocess.run([NPM, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=JS,
                                  capture_output=True, text=True, timeout=600)
            if done.returncode:
                pytest.fail(f"npm ci in {JS} failed:\n{done.stderr}", pytrace=False)
    return JS / "node_modules"
