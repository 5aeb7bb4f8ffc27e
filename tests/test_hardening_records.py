"""Saves and the record of games, safe by construction: a save from a newer warkit is told once and
left as it is, a game the record cannot take is never lost without a word, a data folder that
cannot be read starts the game with the defaults, and a saved round outside what the command line
accepts is set aside.

The exit status stays 0 when a game could not be recorded: the game itself was played, and the
player was told why on standard error (the plain mode) or in a notice (the terminal game).

Tests run as root, which the system lets write into a read-only folder and look into a folder of
mode 000; those two are simulated here (:func:`refusing`), the rest are made for real.
"""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from warkit.engine import CARDS, Game, Rules, format_deck
from warkit.engine.errors import MAX_DEAL
from warkit.i18n import get_translator
from warkit.narration import Narrator
from warkit.plain import run_plain
from warkit.storage import load_round, load_statistics, saves, settings, stats
from warkit.storage.save_words import (
    cannot_save,
    folder_unreadable,
    newer_save,
    not_recorded,
    unreadable_round,
    unreadable_settings,
    unreadable_statistics,
)

WARKIT = str(Path(sys.executable).parent / "warkit")
DEAL = 3
"""A short classic game (about 200 lines of narration)."""
NEWER = {
    settings.FILE: {"version": settings.VERSION + 1, "rules": {"players": 2}, "from": "the future"},
    stats.FILE: {"version": stats.VERSION + 1, "records": {}},
    saves.FILE: {"version": saves.VERSION + 1, "rules": Rules().as_dict(), "deal": 7, "steps": 5},
}
"""Each save as the next format would write it: read from the format constants, so a new format
moves these along with it."""


def en(text_function, *args: str) -> str:
    return text_function(get_translator("en"), *args)


def result_lines() -> list[str]:
    """What ``--auto`` ends with: the figures of the finished game of :data:`DEAL`."""
    game = Game(Rules(), deal=DEAL)
    game.play_to_end()
    return Narrator(get_translator("en"), Rules()).statistics(game.stats)


def play_plain(folder: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "WARKIT_DATA_DIR": str(folder)}
    return subprocess.run(
        [WARKIT, "play", "--plain", "--auto", "--deal", str(DEAL)],
        capture_output=True, text=True, timeout=60, env=env, stdin=subprocess.DEVNULL,
    )


def play_plain_here(folder: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, list[str]]:
    """The plain mode in this process (where the system can be made to refuse): status, output,
    and the lines on standard error."""
    status = run_plain(get_translator("en"), None, DEAL, auto=True, folder=folder)
    out, err = capsys.readouterr()
    return status, out, err.splitlines()


def refusing(monkeypatch: pytest.MonkeyPatch, folder: Path, code: int, *, writes_only: bool) -> None:
    """The system refuses, with error ``code``, what it would in ``folder`` for anyone but root:
    with ``writes_only``, every file created, written or renamed there (a read-only folder);
    otherwise every look inside it at all (a folder of mode 000)."""
    inside = str(folder) + os.sep
    real_open, real_replace, real_stat = os.open, os.replace, os.stat

    def refused(*paths: object) -> bool:
        return any(isinstance(path, (str, os.PathLike)) and str(os.fspath(path)).startswith(inside) for path in paths)

    def error(path: object) -> OSError:
        return OSError(code, os.strerror(code), str(path))

    def open_(path, flags, *args, **kwargs):
        if refused(path) and (not writes_only or flags & (os.O_CREAT | os.O_WRONLY | os.O_RDWR)):
            raise error(path)
        return real_open(path, flags, *args, **kwargs)

    def replace(source, target, *args, **kwargs):
        if refused(source, target):
            raise error(source)
        return real_replace(source, target, *args, **kwargs)

    def stat(path, *args, **kwargs):
        if refused(path):
            raise error(path)
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", open_)
    monkeypatch.setattr(os, "replace", replace)
    if not writes_only:
        monkeypatch.setattr(os, "stat", stat)


# -- a save from a newer warkit ---------------------------------------------------------------------

@pytest.mark.parametrize("name", [settings.FILE, stats.FILE, saves.FILE])
def test_a_newer_save_is_told_once_and_the_plain_game_plays_to_its_result(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_text(json.dumps(NEWER[name]))
    before = path.read_bytes()
    result = play_plain(tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-len(result_lines()):] == result_lines()
    assert path.read_bytes() == before
    if name == saves.FILE:  # the plain mode never reads nor writes the round in progress
        assert result.stderr == ""
    else:
        assert result.stderr.splitlines() == [en(newer_save, str(path))]
    if name != stats.FILE:  # the game is in the record all the same
        assert load_statistics(tmp_path).records["classic"].played == 1


async def test_finish_with_a_newer_record_shows_the_summary_and_leaves_the_file(tmp_path: Path) -> None:
    from test_tui_support import make_app, toasts_text, until

    from warkit.tui.screens.summary import SummaryScreen

    path = tmp_path / stats.FILE
    path.write_text(json.dumps(NEWER[stats.FILE]))
    before = path.read_bytes()
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until(pilot, lambda: bool(toasts_text(app)))
        assert "".join(toasts_text(app).split()) == "".join(en(newer_save, str(path)).split())  # told once
        await pilot.press("f")
        await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
        assert "".join(toasts_text(app).split()) == "".join(en(newer_save, str(path)).split())  # not again
        await pilot.press("q")
    assert app.return_code == 0
    assert path.read_bytes() == before
    saved = load_round(tmp_path)  # the round is saved as it stands: the finished game
    assert saved is not None and saved.steps > 0 and saved.recorded
    assert app.session.statistics.records["classic"].played == 1  # counted for this run


# -- a save of an older format ----------------------------------------------------------------------

OLDER = {
    settings.FILE: {"rules": {"players": 3}, "language": "fr", "card_style": "ascii"},
    stats.FILE: {"records": {"classic": {"played": 9, "won": 9, "lost": 0, "drawn": 0}}},
}
"""Settings and a record as an earlier format held them, beside the version given in each case."""


@pytest.mark.parametrize("older", ["the format before", "no version"])
def test_settings_and_a_record_of_an_older_format_are_set_aside_told_and_the_game_starts_with_defaults(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], older: str
) -> None:
    files = {name: {**body} for name, body in OLDER.items()}
    if older == "the format before":
        files[settings.FILE]["version"] = settings.VERSION - 1
        files[stats.FILE]["version"] = stats.VERSION - 1
    for name, body in files.items():
        (tmp_path / name).write_text(json.dumps(body))
    status, out, err = play_plain_here(tmp_path, capsys)
    assert status == 0
    assert out.splitlines()[-len(result_lines()):] == result_lines()  # the default rules, in English
    assert err == [en(unreadable_settings), en(unreadable_statistics)]
    for name, body in files.items():
        [kept] = tmp_path.glob(f"{name}.unreadable-*")
        assert json.loads(kept.read_text()) == body  # nothing is lost
    assert load_statistics(tmp_path).records["classic"].played == 1  # a new record begins


# -- a game the record cannot take ------------------------------------------------------------------

def _a_file_for_a_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, int | None]:
    folder = tmp_path / "data"
    folder.write_text("not a folder")
    return folder, errno.ENOTDIR


def _a_read_only_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, int | None]:
    refusing(monkeypatch, tmp_path, errno.EACCES, writes_only=True)
    return tmp_path, errno.EACCES


def _a_full_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, int | None]:
    def full(path: Path, text: str, **options: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))

    monkeypatch.setattr("warkit.storage.files.write_atomically", full)
    return tmp_path, errno.ENOSPC


def _a_dangling_lock_link(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, int | None]:
    (tmp_path / f"{stats.FILE}.lock").symlink_to(tmp_path / "gone" / "lock")
    return tmp_path, None  # the system's words depend on how the lock opens it (ELOOP, ENOENT)


UNWRITABLE = {
    "a file for a folder": _a_file_for_a_folder,
    "a read-only folder": _a_read_only_folder,
    "a full disk": _a_full_disk,
    "a dangling lock link": _a_dangling_lock_link,
}


def told_why(line: str, folder: Path, code: int | None) -> bool:
    codes = [code] if code is not None else [errno.ELOOP, errno.ENOENT]
    return line in [en(not_recorded, str(folder), os.strerror(each)) for each in codes]


@pytest.mark.parametrize("case", list(UNWRITABLE))
def test_a_game_the_record_cannot_take_is_told_with_the_reason_in_the_plain_mode(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    folder, code = UNWRITABLE[case](tmp_path, monkeypatch)
    status, out, err = play_plain_here(folder, capsys)
    assert status == 0
    assert out.splitlines()[-len(result_lines()):] == result_lines()
    assert len(err) == 1 and told_why(err[0], folder, code), err


def test_the_plain_game_that_could_not_be_recorded_exits_0_with_one_line(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.write_text("not a folder")
    result = play_plain(folder)
    assert result.returncode == 0
    assert result.stderr.splitlines() == [en(not_recorded, str(folder), os.strerror(errno.ENOTDIR))]


@pytest.mark.parametrize("case", list(UNWRITABLE))
async def test_a_game_the_record_cannot_take_is_told_with_the_reason_in_the_terminal_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str
) -> None:
    from test_tui_support import make_app, toasts_text, until

    from warkit.tui.screens.summary import SummaryScreen

    folder, code = UNWRITABLE[case](tmp_path, monkeypatch)
    app = make_app(folder)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("f")
        await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
        await until(pilot, lambda: "record" in toasts_text(app))
        shown = "".join(toasts_text(app).split())
        codes = [code] if code is not None else [errno.ELOOP, errno.ENOENT]
        lines = [en(not_recorded, str(folder), os.strerror(each)) for each in codes]
        assert any("".join(line.split()) in shown for line in lines), shown
        if code is not None:  # the round could not be saved either, and that is said too
            assert "".join(en(cannot_save, os.strerror(code)).split()) in shown
        await pilot.press("q")
    assert app.return_code == 0
    assert app.session.statistics.records["classic"].played == 1  # counted for this run all the same


# -- a data folder that cannot be read --------------------------------------------------------------

def _an_unreadable_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder of mode 000 holding a save of each kind (simulated: the tests run as root)."""
    for name in (settings.FILE, stats.FILE):
        (tmp_path / name).write_text("{}")
    refusing(monkeypatch, tmp_path, errno.EACCES, writes_only=False)
    return tmp_path


def test_an_unreadable_data_folder_starts_the_plain_game_with_the_defaults_and_says_why_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _an_unreadable_folder(tmp_path, monkeypatch)
    status, out, err = play_plain_here(folder, capsys)
    assert status == 0
    assert out.splitlines()[-len(result_lines()):] == result_lines()
    reason = os.strerror(errno.EACCES)
    assert err == [en(folder_unreadable, str(folder), reason), en(not_recorded, str(folder), reason)]
    monkeypatch.undo()
    assert sorted(path.name for path in folder.iterdir()) == [settings.FILE, stats.FILE]  # nothing moved


async def test_an_unreadable_data_folder_starts_the_terminal_game_and_names_no_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from test_tui_support import make_app, toasts_text, until

    folder = _an_unreadable_folder(tmp_path, monkeypatch)
    app = make_app(folder)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until(pilot, lambda: "defaults" in toasts_text(app))
        shown = "".join(toasts_text(app).split())
        assert "".join(en(folder_unreadable, str(folder), os.strerror(errno.EACCES)).split()) in shown
        assert ".unreadable-" not in shown and "kept aside" not in shown
        await pilot.press("space")
        assert app.session.game.battles == 1
        await pilot.press("q")
    assert app.return_code == 0


def test_a_file_that_cannot_be_set_aside_is_left_and_no_copy_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from warkit.storage import UnreadableFile
    from warkit.storage.files import set_aside

    (tmp_path / "round.json").write_text("{ half a save")
    refusing(monkeypatch, tmp_path, errno.EACCES, writes_only=False)  # even a look for a free name fails
    error = set_aside(tmp_path / "round.json")
    assert isinstance(error, UnreadableFile) and error.moved_to is None
    monkeypatch.undo()
    assert (tmp_path / "round.json").read_text() == "{ half a save"


# -- a saved round outside what the command line accepts --------------------------------------------

def _round(**fields: object) -> str:
    base = {"version": saves.VERSION, "rules": Rules().as_dict(), "deal": None, "steps": 3}
    return json.dumps({**base, **fields})


OUT_OF_RANGE = {
    "a seed past the largest": _round(deck=format_deck(CARDS), seed=10**400),
    "a negative seed": _round(deck=format_deck(CARDS), seed=-5),
    "a seed of zero": _round(deck=format_deck(CARDS), seed=0),
    "a deal past the largest": _round(deal=MAX_DEAL + 1),
    "a deal beside a deck": _round(deal=7, deck=format_deck(CARDS), seed=7),
}


@pytest.mark.parametrize("case", list(OUT_OF_RANGE))
def test_a_saved_round_out_of_range_is_unreadable(tmp_path: Path, case: str) -> None:
    from warkit.storage import UnreadableFile

    (tmp_path / saves.FILE).write_text(OUT_OF_RANGE[case])
    with pytest.raises(UnreadableFile):
        load_round(tmp_path)


@pytest.mark.parametrize("case", ["a seed past the largest", "a negative seed"])
async def test_a_saved_round_out_of_range_is_set_aside_and_a_new_round_starts(tmp_path: Path, case: str) -> None:
    from test_tui_support import NEXT_DEAL, make_app, toasts_text, until

    (tmp_path / saves.FILE).write_text(OUT_OF_RANGE[case])
    app = make_app(tmp_path, deal=None)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until(pilot, lambda: bool(toasts_text(app)))
        assert " ".join(toasts_text(app).split()) == " ".join(en(unreadable_round).split())  # told once
        assert app.session.deal == NEXT_DEAL
        await pilot.press("q")
    [kept] = tmp_path.glob(f"{saves.FILE}.unreadable-*")
    assert kept.read_text() == OUT_OF_RANGE[case]
    saved = load_round(tmp_path)
    assert saved is not None and saved.deal == NEXT_DEAL  # the new round is the one saved now
