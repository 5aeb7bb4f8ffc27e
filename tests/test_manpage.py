"""docs/warkit.1, the English man page, is made from the parser warkit runs with: the committed
page is the one scripts/update-docs writes now."""

from __future__ import annotations

import re
import subprocess
import sys

from conftest import ROOT

from warkit.controls import BACK, CONTROLS, control_label, keys_label
from warkit.i18n import get_translator

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


def sections(page: str) -> dict[str, str]:
    """The page's sections by heading, as roff text."""
    parts = re.split(r"^\.SH (.*)$", page, flags=re.M)
    return {heading.strip(): body for heading, body in zip(parts[1::2], parts[2::2], strict=True)}


def test_the_man_page_has_environment_files_exit_status_keys_and_see_also() -> None:
    found = sections(PAGE.read_text())
    assert {"ENVIRONMENT", "FILES", "EXIT STATUS", "KEYS", "SEE ALSO"} <= set(found)
    # Every WARKIT_ variable the code reads, and the README names, is described.
    read = set(re.findall(r"environ(?:\.get)?\(\s*\"(WARKIT_\w+)\"|\b(?:ENV_\w+) = \"(WARKIT_\w+)\"", _code()))
    names = {name for pair in read for name in pair if name}
    assert names >= {"WARKIT_DATA_DIR", "WARKIT_CONFIG_DIR", "WARKIT_STATE_DIR", "WARKIT_CACHE_DIR", "WARKIT_LOCALE_DIR"}
    readme = (ROOT / "README.md").read_text()
    for name in names:
        assert f"\\fB{name}\\fR" in found["ENVIRONMENT"], name
        assert name in readme or name == "WARKIT_DEBUG", name  # the README names --debug
    for folder in ("~/.config/warkit", "~/.local/share/warkit", "~/.local/state/warkit", "~/.cache/warkit"):
        assert f"\\fB{folder}\\fR" in found["FILES"], folder
        assert f"`{folder}`" in readme, folder
    t = get_translator("en")
    for item in (*CONTROLS, BACK):
        assert f"\\fB{', '.join(keys_label(item, t))}\\fR\n{control_label(item, t)}:" in found["KEYS"].replace("\\-", "-")
    assert "130" in found["EXIT STATUS"] and "\\fB2\\fR" in found["EXIT STATUS"]


def _code() -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in (ROOT / "warkit").rglob("*.py"))
