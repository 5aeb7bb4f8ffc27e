"""The settings live in the config folder, the record and the round in the data folder.

A data folder named alone (``WARKIT_DATA_DIR``, as tests and portable set-ups do) keeps the
settings too, so nothing leaks into the user's own config folder. A config folder that the system
refuses is told in the same one line, with the same fallback, as a data folder that refuses.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from platformdirs import user_config_dir, user_data_dir
from test_hardening_records import DEAL, en, refusing, result_lines

from warkit.engine import Rules
from warkit.i18n import get_translator
from warkit.plain import run_plain
from warkit.session import Session
from warkit.storage import (
    Settings,
    Statistics,
    config_dir,
    data_dir,
    load_settings,
    load_statistics,
    settings,
)
from warkit.storage.save_words import cannot_save, folder_unreadable


def named(monkeypatch: pytest.MonkeyPatch, *, data: Path | None = None, config: Path | None = None) -> None:
    """The environment names these folders, and no others."""
    for variable, folder in (("WARKIT_DATA_DIR", data), ("WARKIT_CONFIG_DIR", config)):
        if folder is None:
            monkeypatch.delenv(variable, raising=False)
        else:
            monkeypatch.setenv(variable, str(folder))


def platform_folder(kind: str) -> Path:
    return Path((user_config_dir if kind == "config" else user_data_dir)("warkit", appauthor=False))


# -- which folder -----------------------------------------------------------------------------------

def test_with_no_folder_named_the_settings_go_to_the_platform_config_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    named(monkeypatch)
    assert config_dir() == platform_folder("config")
    assert data_dir() == platform_folder("data")


def test_a_data_folder_named_alone_keeps_the_settings_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    named(monkeypatch, data=tmp_path)
    assert config_dir() == data_dir() == tmp_path


def test_a_config_folder_named_alone_takes_only_the_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    named(monkeypatch, config=tmp_path)
    assert config_dir() == tmp_path
    assert data_dir() == platform_folder("data")


def test_with_both_folders_named_the_settings_and_the_record_each_go_to_their_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data, config = tmp_path / "data", tmp_path / "config"
    named(monkeypatch, data=data, config=config)
    config.mkdir()
    settings.save_settings(config, Settings(rules=Rules.preset("classic").replace(players=3)))
    assert run_plain(get_translator("en"), None, DEAL, auto=True) == 0  # the saved rules play
    assert capsys.readouterr().err == ""
    assert [record.played for record in load_statistics(data).records.values()] == [1]
    assert load_settings(config).rules.players == 3
    assert sorted(path.name for path in data.iterdir()) == ["statistics.json", "statistics.json.lock"]


def test_no_test_reads_or_writes_the_users_own_config_folder() -> None:
    assert "WARKIT_CONFIG_DIR" not in os.environ  # one in the developer's shell is set aside
    assert config_dir() == data_dir() != platform_folder("data")


# -- a config folder the system refuses -------------------------------------------------------------

def test_an_unreadable_config_folder_is_told_in_the_data_folders_line_and_the_game_plays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data, config = tmp_path / "data", tmp_path / "config"
    config.mkdir()
    settings.save_settings(config, Settings(language="de"))
    refusing(monkeypatch, config, errno.EACCES, writes_only=False)
    assert run_plain(get_translator("en"), None, DEAL, auto=True, folder=data, config=config) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[-len(result_lines()):] == result_lines()
    assert err.splitlines() == [en(folder_unreadable, str(config), os.strerror(errno.EACCES))]  # once, and no more
    assert load_statistics(data).records["classic"].played == 1  # the record is in the data folder all the same
    monkeypatch.undo()
    assert [path.name for path in config.iterdir()] == [settings.FILE]  # nothing moved


def _a_file_for_a_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, int]:
    (tmp_path / "config").write_text("not a folder")
    return tmp_path / "config", errno.ENOTDIR


def _a_read_only_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, int]:
    (tmp_path / "config").mkdir()
    refusing(monkeypatch, tmp_path / "config", errno.EACCES, writes_only=True)
    return tmp_path / "config", errno.EACCES


def _a_link_to_nowhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, int]:
    (tmp_path / "config").symlink_to(tmp_path / "gone")
    return tmp_path / "config", errno.ENOENT


UNWRITABLE = {
    "a file for a folder": _a_file_for_a_folder,
    "a read-only folder": _a_read_only_folder,
    "a link to nowhere": _a_link_to_nowhere,
}


@pytest.mark.parametrize("case", list(UNWRITABLE))
async def test_a_setting_the_config_folder_cannot_take_is_told_once_and_the_game_plays_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str
) -> None:
    from test_tui_support import flat, toasts_text, until

    from warkit.tui.app import WarApp
    from warkit.tui.messages import SettingsChanged

    config, code = UNWRITABLE[case](tmp_path, monkeypatch)
    app = WarApp(deal=DEAL, lang="en", data_dir=tmp_path / "data", config_dir=config)
    app.animation_level = "none"
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        app.post_message(SettingsChanged(app.session.settings.replace(animation=False)))
        await until(pilot, lambda: bool(toasts_text(app)))
        assert flat(toasts_text(app)) == flat(en(cannot_save, os.strerror(code)))
        await pilot.press("space")
        assert app.session.game.battles == 1
        await pilot.press("q")
    assert app.return_code == 0
    assert app.session.settings.animation is False  # kept for this run


def test_a_session_saves_the_settings_in_the_config_folder_and_the_round_in_the_data_folder(tmp_path: Path) -> None:
    data, config = tmp_path / "data", tmp_path / "config"
    session = Session(data, Settings(), Statistics(), deal=DEAL, config=config)
    session.change_settings(Settings(pace="quick"))
    session.save()
    assert load_settings(config).pace == "quick"
    assert sorted(path.name for path in data.iterdir()) == ["round.json"]
