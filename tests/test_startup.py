"""The cycle collector is paused only while warkit starts, and always comes back on."""

from __future__ import annotations

import argparse
import gc
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from warkit import cli, startup
from warkit.engine import Rules
from warkit.tui.app import WarApp


@pytest.fixture(autouse=True)
def collector_restored() -> Iterator[None]:
    was_enabled = gc.isenabled()
    yield
    startup._paused = False
    if was_enabled:
        gc.enable()
    else:
        gc.disable()


def test_pausing_turns_the_collector_off_until_start_up_is_over() -> None:
    gc.enable()
    startup.pause_collector()
    assert not gc.isenabled()
    startup.resume_collector()
    assert gc.isenabled()


def test_a_collector_turned_off_by_someone_else_stays_off() -> None:
    gc.disable()
    startup.pause_collector()
    startup.resume_collector()
    assert not gc.isenabled()


def test_resuming_without_a_pause_changes_nothing() -> None:
    gc.enable()
    startup.resume_collector()
    assert gc.isenabled()


def test_a_command_other_than_the_game_runs_with_the_collector_on(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    gc.enable()
    seen: list[bool] = []
    real_dispatch = cli._dispatch

    def dispatch(args: argparse.Namespace, lang: str | None) -> int:
        status = real_dispatch(args, lang)
        seen.append(gc.isenabled())
        return status

    monkeypatch.setattr(cli, "_dispatch", dispatch)
    assert cli.main(["replay", "--deal", "5", "--json"]) == 0
    assert seen == [True]
    assert gc.isenabled()
    assert '"battles"' in capsys.readouterr().out


def test_the_command_line_leaves_the_collector_on_even_after_an_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    gc.enable()
    assert cli.main(["replay", "--deal", "0"]) == 2
    assert gc.isenabled()
    assert capsys.readouterr().err.startswith("warkit: ")


async def test_the_game_turns_the_collector_back_on_once_the_table_is_up(tmp_path: Path) -> None:
    gc.enable()
    startup.pause_collector()
    app = WarApp(rules=Rules.preset("classic"), deal=7, lang="en", data_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert gc.isenabled()


def test_english_needs_no_catalog_tools_so_they_stay_off_the_start_up() -> None:
    code = (
        "import sys; import warkit.tui.app; from warkit.i18n import get_translator; "
        "t = get_translator('en'); "
        "t.ngettext('{count} card', '{count} cards', 3, count=3); "
        "print(sorted(m for m in ('polib', 'babel.messages') if m in sys.modules))"
    )
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == "[]"


def test_numpy_and_numba_stay_off_the_start_up_of_the_game(tmp_path: Path) -> None:
    # numpy and numba serve the simulator and the guide's figures only; the table comes up without them.
    code = (
        "import asyncio, sys\n"
        "from pathlib import Path\n"
        "from warkit.engine import Rules\n"
        "from warkit.tui.app import WarApp\n"
        "async def main():\n"
        f"    app = WarApp(rules=Rules.preset('classic'), deal=7, lang='en', data_dir=Path({str(tmp_path)!r}))\n"
        "    async with app.run_test(size=(80, 24)) as pilot:\n"
        "        await pilot.pause()\n"
        "        print([name for name in ('numpy', 'numba') if name in sys.modules])\n"
        "asyncio.run(main())\n"
    )
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert shown.stdout.strip().splitlines()[-1] == "[]"
