"""Translator mode as a translator uses it: a real terminal, an editor's save, and guide --watch."""

from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import polib
import pytest
from test_tmux_play import real_terminal

from warkit.i18n import get_translator
from warkit.resources import shipped_locale_dir

pytestmark = pytest.mark.slow
WARKIT = Path(sys.executable).parent / "warkit"


def overlay(tmp_path: Path) -> Path:
    folder = tmp_path / "locale"
    shutil.copytree(shipped_locale_dir() / "ms", folder / "ms")
    return folder


def save_by_rename(path: Path, old: str, new: str) -> None:
    """An editor's save: the whole file written anew beside the old one, then renamed over it."""
    text = path.read_text(encoding="utf-8")
    assert old in text
    fresh = path.parent / ".warkit.po.swp"
    fresh.write_text(text.replace(old, new, 1), encoding="utf-8")
    os.replace(fresh, path)


def test_a_save_by_rename_shows_in_the_running_game(tmp_path: Path) -> None:
    folder = overlay(tmp_path)
    po = folder / "ms" / "LC_MESSAGES" / "warkit.po"
    turn = get_translator("ms").pgettext("control", "War step")  # deal 10 begins with a war
    env = f"WARKIT_LOCALE_DIR={shlex.quote(str(folder))}"
    with real_terminal(tmp_path, "translate", "--translate --lang ms --deal 10", env) as pane:
        pane.keys("Space")
        pane.wait_for(turn, seconds=30)
        save_by_rename(po, f'msgstr "{turn}"', 'msgstr "PUSING KAD"')
        screen = pane.wait_for("PUSING KAD", seconds=30)
        assert turn not in screen
        save_by_rename(po, 'msgstr "PUSING KAD"', 'msgstr "BALIK LAGI"')  # the second save too
        pane.wait_for("BALIK LAGI", seconds=30)


def test_guide_watch_exports_again_after_an_edit_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    folder = overlay(tmp_path)
    po = folder / "ms" / "LC_MESSAGES" / "warkit.po"
    out = tmp_path / "guide"
    title = next(e.msgstr for e in polib.pofile(str(po)) if e.msgid == "How to play War: {rules}")
    env = {**os.environ, "WARKIT_LOCALE_DIR": str(folder)}
    watching = subprocess.Popen(
        [str(WARKIT), "guide", "--watch", "--lang", "ms", "--format", "md", "--out", str(out)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert watching.stdout is not None
        lines = [watching.stdout.readline(), watching.stdout.readline()]
        assert lines[0].strip().endswith("guide.ms.md")
        page = out / "guide.ms.md"
        assert title.replace("{rules}", "") in page.read_text(encoding="utf-8")
        save_by_rename(po, f'msgstr "{title}"', 'msgstr "CARA BERMAIN PERANG: {rules}"')
        said = watching.stdout.readline()
        assert "warkit.po" in said, said
        assert "CARA BERMAIN PERANG" in page.read_text(encoding="utf-8")
        # a broken edit: the next export names the new error, as an error
        save_by_rename(po, 'msgstr "CARA BERMAIN PERANG: {rules}"', 'msgstr "CARA {permainan}"')
        said = watching.stdout.readline()
        error = watching.stdout.readline()
        assert "warkit.po" in said and "warkit.po:" in error, (said, error)
        assert error.startswith("New error: ") and ": error: " in error and "warning" not in error, error
    finally:
        watching.send_signal(signal.SIGINT)
        rest, errors = watching.communicate(timeout=30)
    assert watching.returncode == 130  # 128 + SIGINT, as simulate stops on Ctrl+C
    assert rest.strip().splitlines()[-1] == "Stopped watching."  # the interface language: English here
    assert "Traceback" not in errors
