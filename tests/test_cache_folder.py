"""The cache folder: numba's cache in the ``numba`` folder of warkit's cache folder, made 0700."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("numba")

from warkit.engine.compiled import numba_cache  # noqa: E402  (after the skip without numba)


def python(code: str) -> list[str]:
    """What ``code`` prints in a fresh Python, as numba would start there (no NUMBA_CACHE_DIR)."""
    env = {name: value for name, value in os.environ.items() if name != "NUMBA_CACHE_DIR"}
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=True, env=env).stdout.split()


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("WARKIT_CACHE_DIR", str(folder))
    return folder


def test_numbas_folder_is_made_for_the_user_alone(cache: Path) -> None:
    folder = numba_cache()
    assert folder == cache / "numba"
    assert stat.S_IMODE(os.lstat(folder).st_mode) == 0o700


def test_a_file_in_its_place_is_not_used(cache: Path) -> None:
    cache.mkdir()
    (cache / "numba").write_text("")
    assert numba_cache() is None


def test_the_compiled_kernel_keeps_its_cache_there_and_nowhere_in_the_package(cache: Path) -> None:
    code = "import warkit.engine.compiled as k, numba.core.config as c; print(c.CACHE_DIR, k._CACHE)"
    assert python(code) == [str(cache / "numba")] * 2


def test_numba_imported_before_warkit_with_no_folder_of_ours_means_no_disk_cache(cache: Path) -> None:
    code = "import numba, warkit.engine.compiled as k; print(k._CACHE)"
    assert python(code) == ["None"]
