"""Saves are untrusted too, and nothing a save, a second game or a signal does loses the player's
data: an unreadable file is set aside (and the game says so, in true words), two games merge
their records, and a stopped game leaves a saved round and a working terminal."""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from warkit.engine import Game, Rules
from warkit.storage import UnreadableFile, add_game, load_round, load_settings, load_statistics
from warkit.storage.files import read_json

WARKIT = str(Path(sys.executable).parent / "warkit")


def run(data: Path, *args: str, stdin: int | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "WARKIT_DATA_DIR": str(data)}
    return subprocess.run(
        [WARKIT, *args], capture_output=True, text=True, timeout=60, env=env, stdin=stdin
    )


# -- 3. deeply nested JSON -------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["round.json", "settings.json", "statistics.json"])
def test_a_deeply_nested_save_is_set_aside_not_a_crash(tmp_path: Path, name: str) -> None:
    (tmp_path / name).write_text("[" * 100_000, encoding="utf-8")
    loader = {"round.json": load_round, "settings.json": load_settings, "statistics.json": load_statistics}[name]
    with pytest.raises(UnreadableFile) as caught:
        loader(tmp_path)
    assert caught.value.moved_to is not None and caught.value.moved_to.read_text() == "[" * 100_000
    assert not (tmp_path / name).exists()
    loader(tmp_path)  # the next start is clean: no file, no error


# -- 4. two games at once --------------------------------------------------------------------------

def _finish_games(folder: str, count: int) -> None:
    game = Game(Rules(), deal=10)
    game.play_to_end()
    assert game.outcome is not None
    for _ in range(count):
        add_game(Path(folder), Rules(), game.outcome)


def test_two_games_finishing_at_once_keep_every_game_in_the_record(tmp_path: Path) -> None:
    context = multiprocessing.get_context("spawn")
    workers = [context.Process(target=_finish_games, args=(str(tmp_path), 20)) for _ in range(2)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(60)
        assert worker.exitcode == 0
    assert load_statistics(tmp_path).records["classic"].played == 40


# -- 6. saves that are not files -------------------------------------------------------------------

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_save_that_is_a_fifo_is_set_aside_without_waiting(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "round.json")
    started = time.monotonic()
    with pytest.raises(UnreadableFile):
        load_round(tmp_path)
    assert time.monotonic() - started < 5


def test_a_save_in_a_symlink_loop_is_unreadable_not_a_traceback(tmp_path: Path) -> None:
    (tmp_path / "settings.json").symlink_to(tmp_path / "other.json")
    (tmp_path / "other.json").symlink_to(tmp_path / "settings.json")
    with pytest.raises(UnreadableFile):
        load_settings(tmp_path)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_save_linked_to_dev_zero_is_not_read_for_ever(tmp_path: Path) -> None:
    (tmp_path / "statistics.json").symlink_to("/dev/zero")
    with pytest.raises(UnreadableFile):
        load_statistics(tmp_path)


def test_a_save_larger_than_the_limit_is_not_read(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(" " * (17 * 1024 * 1024) + "{}", encoding="utf-8")
    with pytest.raises(UnreadableFile):
        read_json(tmp_path / "settings.json")


# -- 7. tracebacks ---------------------------------------------------------------------------------

def test_an_absurd_count_in_the_record_is_a_damaged_file_not_a_crash(tmp_path: Path) -> None:
    from warkit.storage import stats

    record = {"played": 10**25, "won": 0, "lost": 0, "drawn": 0}
    (tmp_path / stats.FILE).write_text(json.dumps({"version": stats.VERSION, "records": {"classic": record}}))
    with pytest.raises(UnreadableFile):
        load_statistics(tmp_path)


def test_a_record_with_more_results_than_games_is_a_damaged_file(tmp_path: Path) -> None:
    from warkit.storage import stats

    record = {"played": 3, "won": 2, "lost": 1, "drawn": 1}
    (tmp_path / stats.FILE).write_text(json.dumps({"version": stats.VERSION, "records": {"classic": record}}))
    with pytest.raises(UnreadableFile):
        load_statistics(tmp_path)
    [kept] = tmp_path.glob(f"{stats.FILE}.unreadable-*")  # set aside, nothing lost
    assert json.loads(kept.read_text())["records"]["classic"] == record


def test_settings_and_a_record_written_with_a_byte_order_mark_are_read(tmp_path: Path) -> None:
    from warkit.storage import settings, stats

    saved = {"version": settings.VERSION, "rules": {"players": 3}}
    (tmp_path / settings.FILE).write_text("\ufeff" + json.dumps(saved), encoding="utf-8")  # as Notepad saves it
    record = {"played": 3, "won": 1, "lost": 1, "drawn": 1}
    (tmp_path / stats.FILE).write_text("\ufeff" + json.dumps({"version": stats.VERSION, "records": {"classic": record}}), encoding="utf-8")
    assert load_settings(tmp_path).rules.players == 3
    assert load_statistics(tmp_path).records["classic"].played == 3
    assert list(tmp_path.glob("*.unreadable-*")) == []


# -- 9. quiet losses -------------------------------------------------------------------------------

def test_help_leaves_a_broken_settings_file_for_the_game_to_report(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{broken", encoding="utf-8")
    for args in (["--help"], ["replay", "--deal", "3"]):
        result = run(tmp_path, *args)
        assert result.returncode == 0, result.stderr
        assert (tmp_path / "settings.json").read_text(encoding="utf-8") == "{broken"
    assert list(tmp_path.glob("settings.json.unreadable-*")) == []


def test_the_plain_game_sets_a_broken_settings_file_aside_and_says_so(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{broken", encoding="utf-8")
    result = run(tmp_path, "play", "--auto", "--deal", "3")
    assert result.returncode == 0, result.stderr
    [kept] = tmp_path.glob("settings.json.unreadable-*")
    assert kept.read_text(encoding="utf-8") == "{broken"  # nothing is lost
    from warkit.i18n import get_translator
    from warkit.storage.save_words import unreadable_settings

    told = unreadable_settings(get_translator("en"))
    assert result.stderr.splitlines().count(told) == 1  # and the player is told, once


@pytest.mark.skipif(os.geteuid() == 0 if hasattr(os, "geteuid") else True, reason="root can rename in a read-only folder")
async def test_a_read_only_data_folder_notice_says_the_file_was_left_where_it_is(tmp_path: Path) -> None:
    from test_tui_support import make_app, toasts_text, until

    (tmp_path / "round.json").write_text("not json", encoding="utf-8")
    tmp_path.chmod(0o555)
    try:
        app = make_app(tmp_path, "en", deal=None)
        async with app.run_test(size=(100, 30), notifications=True) as pilot:
            await until(pilot, lambda: "round.json" in toasts_text(app))
            assert "nor moved aside" in toasts_text(app) and "kept aside" not in toasts_text(app)
    finally:
        tmp_path.chmod(0o755)


def test_the_notice_for_a_file_that_could_not_be_moved_is_not_the_kept_aside_one() -> None:
    from warkit.i18n import get_translator
    from warkit.storage.save_words import unreadable_not_moved, unreadable_round

    t = get_translator("en")
    assert "kept aside" in unreadable_round(t)
    assert "kept aside" not in unreadable_not_moved(t, "/x/round.json")
    assert "/x/round.json" in unreadable_not_moved(t, "/x/round.json")


# -- 8. signals ------------------------------------------------------------------------------------

def _play_in_a_terminal_until(tmp_path: Path, number: int) -> tuple[bytes, int]:
    """Start the game on a pseudo-terminal, turn cards once, send the signal; the output and status."""
    import pty
    import select

    env = {**os.environ, "WARKIT_DATA_DIR": str(tmp_path), "TERM": "xterm-256color", "COLUMNS": "100", "LINES": "30"}
    pid, fd = pty.fork()
    if pid == 0:  # the child: the game
        os.execve(WARKIT, [WARKIT, "play", "--deal", "10"], env)
    output = b""

    def read_until(seen: bytes | None, seconds: float) -> None:
        """Read what the game draws until ``seen`` shows (None: until the game closes the terminal)."""
        nonlocal output
        start = len(output)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and (seen is None or seen not in output[start:]):
            ready, _, _ = select.select([fd], [], [], 0.1)
            if ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                output += chunk

    read_until(b"Quit", 30)  # the first frame, footer included
    assert b"Quit" in output, output[-2000:]
    os.write(fd, b" ")  # turn cards: deal 10 begins with a war
    read_until(b"War step", 30)
    assert b"War step" in output, output[-2000:]
    os.kill(pid, number)
    read_until(None, 30)
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    return output, status


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="no pseudo-terminals")
@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_signal_gives_the_terminal_back_and_keeps_the_round(tmp_path: Path, name: str) -> None:
    output, status = _play_in_a_terminal_until(tmp_path, getattr(signal, name))
    assert b"\x1b[?1049h" in output  # the game did take the screen
    tail = output[output.rindex(b"\x1b[?1049h"):]
    assert b"\x1b[?1049l" in tail  # back to the main screen
    assert b"\x1b[?25h" in tail  # cursor shown
    assert b"\x1b[?1000l" in tail  # mouse reporting off
    assert b"Traceback" not in output
    saved = load_round(tmp_path)
    assert saved is not None and saved.deal == 10 and saved.steps >= 1


# -- 12. temporary files of saves cut short --------------------------------------------------------


def test_the_temporary_files_of_saves_cut_short_are_removed_at_the_next_start(tmp_path: Path) -> None:
    """A game killed while it saved leaves ``.round.json.<hex>.tmp``: the next game removes such
    files, and only those, in warkit's own folder; a write under way (a fresh file) is left alone."""
    from warkit.safe.atomic import LEFT_FOR

    data = tmp_path / "data"
    data.mkdir()
    leftovers = [data / f".{name}.{os.urandom(6).hex()}.tmp" for name in ("round.json", "statistics.json", "settings.json")]
    kept = [
        data / ".round.json.0123456789ab.tmp.keep",
        data / ".round.json.0123456789AB.tmp",  # not a name warkit makes
        data / ".round.json.0123456789a.tmp",
        data / ".notes.json.0123456789ab.tmp",  # not warkit's file
        data / "round.json.0123456789ab.tmp",
        data / ".round.json.ba9876543210.tmp",  # a write under way: fresh
    ]
    for path in [*leftovers, *kept]:
        path.write_text("{")
    target = tmp_path / "elsewhere.txt"
    target.write_text("theirs")
    linked = data / ".settings.json.abcdefabcdef.tmp"
    linked.symlink_to(target)
    folder = data / ".statistics.json.abcdefabcdef.tmp"
    folder.mkdir()
    old = time.time() - LEFT_FOR - 10
    for path in [*leftovers, *kept[:-1]]:
        os.utime(path, (old, old))
    os.utime(linked, (old, old), follow_symlinks=False)
    result = run(data, "play", "--plain", "--auto", "--deal", "7")
    assert result.returncode == 0, result.stderr
    assert not any(path.exists() for path in leftovers)
    assert all(path.exists() for path in kept)
    assert linked.is_symlink() and target.read_text() == "theirs" and folder.is_dir()
