"""Files written as people expect them: a failed write names the file, new files get the usual
mode and replaced ones keep theirs, and each file is old or new, never half-written."""

from __future__ import annotations

import errno
import os
import stat
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from output_runs import WARKIT, environment

# -- writes that fail ------------------------------------------------------------------------------


def _guide_to(out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [WARKIT, "guide", "--lang", "en", "--format", "md", "--out", str(out)],
        capture_output=True, text=True, env=environment(out.parent), timeout=120,
    )


def test_a_guide_export_into_a_link_to_nowhere_names_the_folder(tmp_path: Path) -> None:
    out = tmp_path / "guide"
    out.symlink_to(tmp_path / "gone" / "folder")
    result = _guide_to(out)
    assert (result.returncode, result.stderr) == (2, f"warkit: Cannot write {out}: {os.strerror(errno.ENOENT)}.\n")


def test_a_catalog_started_in_a_link_to_nowhere_names_the_link(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from warkit.cli import main

    out = tmp_path / "locale"
    out.symlink_to(tmp_path / "gone")
    assert main(["i18n", "init", "sv", "--out", str(out)]) == 2
    assert capsys.readouterr().err == f"warkit: Cannot write {out}: {os.strerror(errno.ENOENT)}.\n"


@pytest.mark.skipif(os.geteuid() == 0 if hasattr(os, "geteuid") else True, reason="root writes in a read-only folder")
def test_a_guide_export_into_a_read_only_folder_names_the_file(tmp_path: Path) -> None:
    out = tmp_path / "guide"
    out.mkdir()
    out.chmod(0o555)
    try:
        result = _guide_to(out)
    finally:
        out.chmod(0o755)
    assert (result.returncode, result.stderr) == (2, f"warkit: Cannot write {out / 'guide.en.md'}: {os.strerror(errno.EACCES)}.\n")
    assert list(out.iterdir()) == []


# -- files written as people expect them -----------------------------------------------------------


@pytest.fixture
def umask() -> Iterator[Callable[[int], object]]:
    """The usual umask (022) for one test, which it may change; the old one back after it."""
    old = os.umask(0o022)
    yield os.umask
    os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.parametrize(("mask", "expected"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_a_new_file_gets_the_mode_the_umask_allows(tmp_path: Path, umask, mask: int, expected: int) -> None:
    from warkit.safe.atomic import write_atomically

    umask(mask)
    write_atomically(tmp_path / "page.html", "<p>new</p>", durable=False)
    assert mode(tmp_path / "page.html") == expected


@pytest.mark.parametrize("kept", [0o644, 0o640, 0o600])
def test_a_replaced_file_keeps_its_mode(tmp_path: Path, umask, kept: int) -> None:
    from warkit.safe.atomic import write_atomically

    umask(0o077)  # a different mask changes nothing: the file's own mode is kept
    page = tmp_path / "page.html"
    page.write_text("old", encoding="utf-8")
    page.chmod(kept)
    write_atomically(page, "new", durable=False)
    assert (page.read_text(encoding="utf-8"), mode(page)) == ("new", kept)


def test_a_new_save_is_the_players_alone(tmp_path: Path, umask) -> None:
    from warkit.storage.files import write_json

    write_json(tmp_path / "settings.json", {"version": 2})
    assert mode(tmp_path / "settings.json") == 0o600


def test_exported_guide_pages_are_readable_by_a_web_server(tmp_path: Path, umask) -> None:
    from warkit.cli import main

    (tmp_path / "guide.en.html").write_text("old", encoding="utf-8")
    (tmp_path / "guide.en.html").chmod(0o640)
    assert main(["guide", "--lang", "en", "--out", str(tmp_path)]) == 0
    assert (mode(tmp_path / "guide.en.md"), mode(tmp_path / "guide.en.html")) == (0o644, 0o640)


# -- each file old or new, never half-written --------------------------------------------------------


def _old_set(folder: Path, names: list[str]) -> dict[str, str]:
    for name in names:
        (folder / name).write_text(f"old {name}", encoding="utf-8")
    return {name: f"old {name}" for name in names}


def _contents(folder: Path) -> dict[str, str]:
    return {path.name: path.read_text(encoding="utf-8") for path in sorted(folder.iterdir()) if path.is_file()}


def test_a_failed_rename_leaves_the_old_file_and_no_temporary_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from warkit.safe import atomic

    old = _old_set(tmp_path, ["a.md"])

    def fails(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(atomic.os, "replace", fails)
    with pytest.raises(atomic.WriteError) as failed:
        atomic.write_atomically(tmp_path / "a.md", "new", durable=False)
    assert (failed.value.filename, failed.value.strerror) == (str(tmp_path / "a.md"), os.strerror(errno.EIO))
    assert _contents(tmp_path) == old


def test_a_guide_export_that_fails_names_the_file_and_leaves_each_file_whole(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A folder in the way of one page: the export stops there and names it; the files written
    before it are new, those after it old, and no temporary file is left (running it again mends it)."""
    from warkit.cli import main

    old = _old_set(tmp_path, ["guide.en.md", "guide.fr.md", "guide.fr.html"])
    (tmp_path / "guide.en.html").mkdir()
    assert main(["guide", "--lang", "en,fr", "--format", "both", "--out", str(tmp_path)]) == 2
    assert capsys.readouterr().err.startswith(f"warkit: Cannot write {tmp_path / 'guide.en.html'}: ")
    now = _contents(tmp_path)
    assert sorted(now) == sorted(old) and now["guide.fr.html"] == old["guide.fr.html"]
    assert now["guide.en.md"] != old["guide.en.md"] and now["guide.fr.md"] != old["guide.fr.md"]
