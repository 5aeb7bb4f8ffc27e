"""The cache folder: numba's cache only in a folder that is the user's own, old caches removed."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from warkit.safe import cache_folder
from warkit.safe.cache_folder import OLD_FOLDERS, numba_cache, remove_old_caches


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


def test_a_folder_others_can_write_is_not_used(cache: Path) -> None:
    (cache / "numba").mkdir(parents=True)
    os.chmod(cache / "numba", 0o770)
    assert numba_cache() is None
    os.chmod(cache / "numba", 0o702)
    assert numba_cache() is None


def test_a_symlink_in_its_place_is_not_used_even_to_the_users_own_folder(cache: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(mode=0o700)
    cache.mkdir()
    (cache / "numba").symlink_to(elsewhere)
    assert numba_cache() is None


def test_a_folder_owned_by_someone_else_is_not_used(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert numba_cache() is not None
    monkeypatch.setattr(cache_folder.os, "getuid", lambda: os.lstat(cache / "numba").st_uid + 1)
    assert numba_cache() is None


def test_a_file_in_its_place_is_not_used(cache: Path) -> None:
    cache.mkdir()
    (cache / "numba").write_text("")
    assert numba_cache() is None


def test_the_compiled_kernel_keeps_its_cache_there_and_nowhere_in_the_package(cache: Path) -> None:
    code = "import warkit.engine.compiled as k, numba.core.config as c; print(c.CACHE_DIR, k._CACHE)"
    assert python(code) == [str(cache / "numba")] * 2


def test_an_untrusted_folder_means_no_disk_cache_for_the_kernel(cache: Path) -> None:
    (cache / "numba").mkdir(parents=True)
    os.chmod(cache / "numba", 0o777)
    code = "import warkit.engine.compiled as k, numba.core.config as c; print(repr(c.CACHE_DIR), k._CACHE)"
    assert python(code) == ["''", "None"]
    assert list((cache / "numba").iterdir()) == []


def test_the_old_cache_folders_are_removed_and_nothing_else(cache: Path, tmp_path: Path) -> None:
    kept = tmp_path / "kept"
    kept.mkdir()
    (kept / "precious").write_text("keep me")
    for name in OLD_FOLDERS:
        (cache / name / "deeper").mkdir(parents=True)
        (cache / name / "deeper" / "entry.pickle").write_bytes(b"\x80\x04.")
    (cache / "guide-help" / "link").symlink_to(kept)  # a link inside: removed, never followed
    (cache / "numba").mkdir()
    (cache / "other").write_text("not ours to remove")
    remove_old_caches()
    assert sorted(path.name for path in cache.iterdir()) == ["numba", "other"]
    assert (kept / "precious").read_text() == "keep me"


def test_an_old_folders_name_as_a_symlink_is_unlinked_not_followed(cache: Path, tmp_path: Path) -> None:
    kept = tmp_path / "kept"
    kept.mkdir()
    (kept / "precious").write_text("keep me")
    cache.mkdir()
    (cache / "catalogs").symlink_to(kept)
    remove_old_caches()
    assert not (cache / "catalogs").exists() and (kept / "precious").read_text() == "keep me"


def test_no_cache_folder_at_all_is_fine(cache: Path) -> None:
    remove_old_caches()
    assert not cache.exists()


def test_every_command_removes_the_old_folders_first(cache: Path) -> None:
    (cache / "numbers").mkdir(parents=True)
    done = subprocess.run([str(Path(sys.executable).parent / "warkit"), "replay", "--deal", "3", "--json"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert not (cache / "numbers").exists()


def test_numba_imported_before_warkit_with_no_folder_of_ours_means_no_disk_cache(cache: Path) -> None:
    code = "import numba, warkit.engine.compiled as k; print(k._CACHE)"
    assert python(code) == ["None"]
