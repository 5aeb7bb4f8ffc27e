"""docs/warkit.1, the English man page, is made from the parser warkit runs with: the committed
page is the one scripts/update-docs writes now."""

from __future__ import annotations

import subprocess
import sys

from conftest import ROOT

PAGE = ROOT / "docs" / "warkit.1"


def without_date(page: str) -> list[str]:
    """The page's lines but its title line (``.TH``), which carries the day it was made."""
    return [line for line in page.splitlines() if not line.startswith(".TH ")]


def test_the_committed_man_page_is_current() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "manpage.py")], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr) == (0, "")
    assert without_date(done.stdout) == without_date(PAGE.read_text()), "docs/warkit.1 is out of date: run scripts/update-docs"


def test_the_man_page_names_every_command() -> None:
    page = PAGE.read_text()
    for command in ("play", "replay", "simulate", "guide", "i18n", "completion"):
        assert f"\\fBwarkit\\fR \\fI\\,{command}\\/\\fR" in page, command
