"""The cache folder: numba's cache only in a folder that is the user's own, old caches removed."""

from __future__ import annotations

import json
import os
import pickle
import shutil
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import ROOT

from warkit.safe import cache_folder
from warkit.safe.cache_folder import (
    ENTRY_LIMIT,
    OLD_FOLDERS,
    empty,
    kernel_folder,
    numba_cache,
    remove_old_caches,
)


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


# -- what numba may read: only the user's own regular files ------------------------------------------


@pytest.fixture
def kernels(cache: Path) -> Path:
    """numba's folder for one copy of the kernel, with one good cache file in it."""
    folder = cache / "numba" / "engine_0123"
    folder.mkdir(parents=True)
    (folder / "compiled._play_block-172.py311.nbi").write_bytes(b"\x80\x04.")
    return folder


def test_the_kernels_folder_keeps_only_the_users_own_regular_files(kernels: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere.nbc"
    elsewhere.write_bytes(b"not to be touched")
    os.mkfifo(kernels / "compiled._leader-140.py311.nbi")  # opening it would wait for ever
    (kernels / "compiled._shuffle-117.py311.nbi").symlink_to(elsewhere)
    with open(kernels / "compiled._output-109.py311.nbi", "wb") as huge:
        huge.truncate(ENTRY_LIMIT + 1)
    assert kernel_folder(kernels) == kernels
    assert [path.name for path in kernels.iterdir()] == ["compiled._play_block-172.py311.nbi"]
    assert elsewhere.read_bytes() == b"not to be touched"
    assert stat.S_IMODE(os.lstat(kernels).st_mode) == 0o700


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="only root can give a file to someone else")
def test_a_cache_file_someone_else_owns_is_removed_before_numba_reads_it(kernels: Path) -> None:
    theirs = kernels / "compiled._leader-140.py311.nbi"
    theirs.write_bytes(b"their code")
    os.chown(theirs, 4242, 4242)
    assert kernel_folder(kernels) == kernels
    assert not theirs.exists()


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="only root can give a folder to someone else")
def test_a_kernels_folder_someone_else_owns_is_not_used(kernels: Path) -> None:
    os.chown(kernels, 4242, 4242)
    assert kernel_folder(kernels) is None


def test_a_folder_among_the_kernels_files_means_no_disk_cache_without_walking_it(kernels: Path) -> None:
    deep = kernels / "compiled._play_block-172.py311.1.nbc"
    for _ in range(200):
        deep = deep / "d"
    deep.mkdir(parents=True)
    assert kernel_folder(kernels) is None


def test_anything_but_a_folder_in_the_kernels_place_gives_way_to_a_folder_of_the_users_own(cache: Path, tmp_path: Path) -> None:
    (cache / "numba").mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    for make in (os.mkfifo, lambda path: Path(path).symlink_to(elsewhere), lambda path: Path(path).write_text("x")):
        folder = cache / "numba" / "engine_0123"
        make(str(folder))
        assert kernel_folder(folder) == folder
        assert stat.S_ISDIR(os.lstat(folder).st_mode) and stat.S_IMODE(os.lstat(folder).st_mode) == 0o700
        folder.rmdir()
    assert elsewhere.is_dir()


def test_a_numba_folder_others_can_read_becomes_the_users_alone(cache: Path) -> None:
    (cache / "numba").mkdir(parents=True)
    os.chmod(cache / "numba", 0o755)
    assert numba_cache() == cache / "numba"
    assert stat.S_IMODE(os.lstat(cache / "numba").st_mode) == 0o700


def test_emptying_the_kernels_folder_removes_its_files_and_nothing_below(kernels: Path) -> None:
    (kernels / "below").mkdir()
    (kernels / "below" / "kept").write_text("kept")
    empty(kernels)
    assert [path.name for path in kernels.iterdir()] == ["below"] and (kernels / "below" / "kept").exists()


# -- a hostile cache folder: simulate --engine compiled still plays, runs no one else's code ---------

WARKIT = str(Path(sys.executable).parent / "warkit")


class Marker:
    """A pickle that, when loaded, writes ``path``: code run from the cache."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def __reduce__(self) -> tuple[object, tuple[str, str]]:
        return (open, (str(self.path), "w"))


def compiled_run(cache: Path, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "WARKIT_CACHE_DIR": str(cache), "HOME": str(home)}
    env.pop("NUMBA_CACHE_DIR", None)
    args = [WARKIT, "simulate", "--games", "3000", "--engine", "compiled", "--jobs", "1", "--json"]
    return subprocess.run(args, capture_output=True, text=True, timeout=600, env=env, stdin=subprocess.DEVNULL)


@pytest.fixture(scope="module")
def primed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cache folder the compiled kernel has been compiled into once."""
    pytest.importorskip("numba")
    cache = tmp_path_factory.mktemp("primed")
    done = compiled_run(cache, tmp_path_factory.mktemp("home"))
    assert done.returncode == 0, done.stderr
    return cache


def as_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def someone_elses_pickle(index: Path, marker: Path, elsewhere: Path) -> None:
    if not as_root():
        pytest.skip("only root can give a file to someone else")
    index.write_bytes(pickle.dumps(Marker(marker)))
    os.chown(index, 4242, 4242)


def a_fifo(index: Path, marker: Path, elsewhere: Path) -> None:
    os.mkfifo(index)  # opening it for reading waits for a writer that never comes


def a_link_to_a_pickle_elsewhere(index: Path, marker: Path, elsewhere: Path) -> None:
    elsewhere.write_bytes(pickle.dumps(Marker(marker)))
    index.symlink_to(elsewhere)


def deep_nesting(index: Path, marker: Path, elsewhere: Path) -> None:
    import numba

    index.write_bytes(pickle.dumps(numba.__version__) + b"\x80\x04" + b"]" * 100_000 + b".")


def out_of_range_values(index: Path, marker: Path, elsewhere: Path) -> None:
    import numba

    index.write_bytes(pickle.dumps(numba.__version__) + b"\x80\xff" + b"\x8a\xff\xff\xff\x7f" + b".")


def a_huge_index(index: Path, marker: Path, elsewhere: Path) -> None:
    with open(index, "wb") as huge:
        huge.truncate(ENTRY_LIMIT + 1)


def cut_short(index: Path, marker: Path, elsewhere: Path) -> None:
    import numba

    index.write_bytes(pickle.dumps(numba.__version__) + b"\x80\x04\x95\x10\x00")


def a_folder_in_its_place(index: Path, marker: Path, elsewhere: Path) -> None:
    (index / "deeper").mkdir(parents=True)


def a_fifo_in_the_folders_place(index: Path, marker: Path, elsewhere: Path) -> None:
    shutil.rmtree(index.parent)
    os.mkfifo(index.parent)


HOSTILE = [
    someone_elses_pickle, a_fifo, a_link_to_a_pickle_elsewhere, deep_nesting, out_of_range_values,
    a_huge_index, cut_short, a_folder_in_its_place, a_fifo_in_the_folders_place,
]


@pytest.mark.long
@pytest.mark.parametrize("hostile", HOSTILE, ids=lambda hostile: hostile.__name__)
def test_the_compiled_engine_plays_past_a_hostile_cache_and_runs_no_one_elses_code(primed: Path, tmp_path: Path, hostile: Callable[[Path, Path, Path], None]) -> None:
    """The kernel's index swapped for something hostile: the run still finishes on the compiled
    engine, with nothing on stderr; what is not the user's own is never loaded; nothing is kept
    beside the package or in numba's own cache folder instead."""
    cache = tmp_path / "cache"
    shutil.copytree(primed, cache, symlinks=True)
    index = next(cache.glob("numba/*/compiled._play_block-*.nbi"))
    index.unlink()
    marker = tmp_path / "marker"
    hostile(index, marker, tmp_path / "elsewhere.nbi")
    home = tmp_path / "home"
    home.mkdir()
    done = compiled_run(cache, home)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert json.loads(done.stdout)["engine"] == "compiled"
    assert not marker.exists()
    assert list(home.rglob("*.nb[ic]")) == []
    assert list((ROOT / "warkit").rglob("*.nb[ic]")) == []
