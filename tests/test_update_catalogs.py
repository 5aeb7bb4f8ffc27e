"""scripts/update-catalogs on a clean checkout changes nothing: a translator's first change
touches only what they changed (Babel's extraction and update write the catalogs as committed)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT


def tracked(*folders: str) -> list[str]:
    listed = subprocess.run(["git", "ls-files", *folders], cwd=ROOT, capture_output=True, text=True, check=True)
    return listed.stdout.splitlines()


@pytest.mark.skipif(not (ROOT / ".git").exists(), reason="needs the git checkout")
def test_update_catalogs_on_a_clean_checkout_changes_no_catalog(tmp_path: Path) -> None:
    for name in tracked("warkit", "content", "locale", "scripts", "babel.cfg"):
        target = tmp_path / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if not (ROOT / name).is_symlink():
            shutil.copyfile(ROOT / name, target)
    shutil.copymode(ROOT / "scripts" / "update-catalogs", tmp_path / "scripts" / "update-catalogs")
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    subprocess.run([str(tmp_path / "scripts" / "update-catalogs")], cwd=tmp_path, env=env, capture_output=True, check=True)
    changed = [name for name in tracked("locale") if (tmp_path / name).read_bytes() != (ROOT / name).read_bytes()]
    assert changed == []
