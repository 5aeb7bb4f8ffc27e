"""The English man page ``docs/warkit.1``, made by argparse-manpage from the parser ``warkit``
runs with (scripts/update-docs writes it; tests/test_manpage.py checks that it is current), and
its sections after the commands from where warkit defines them: ENVIRONMENT (the variables the
code reads), FILES (the folders the code asks platformdirs for, shown for a home folder ``~``),
EXIT STATUS, KEYS (the game's controls, ``warkit.controls``) and SEE ALSO.

Usage: python scripts/manpage.py > docs/warkit.1
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from argparse_manpage.manpage import Manpage

from warkit import __version__
from warkit.cli import ENV_DEBUG, build_parser
from warkit.commands.crash import ENV_STATE_DIR, EXIT_CRASH, state_dir
from warkit.controls import BACK, CONTROLS, control_description, control_label, keys_label
from warkit.i18n import get_translator
from warkit.storage.files import ENV_CONFIG_DIR, ENV_DATA_DIR, config_dir, data_dir

ENV_CACHE_DIR = "WARKIT_CACHE_DIR"  # warkit.engine.compiled.numba_cache, which makes the folder when asked
ENV_LOCALE_DIR = "WARKIT_LOCALE_DIR"  # warkit.i18n.languages.overlay_dir

ENVIRONMENT = (
    ("LANGUAGE, LC_ALL, LC_MESSAGES, LANG", "The language, when neither --lang nor the settings name one, read as GNU gettext reads them: LANGUAGE (a list separated by colons) first unless the locale is exactly C or POSIX, which mean English."),
    (ENV_DATA_DIR, "The folder of the record and the round (statistics.json, round.json); set alone, the settings too."),
    (ENV_CONFIG_DIR, "The folder of the settings (settings.json)."),
    (ENV_STATE_DIR, "The folder of the crash logs."),
    (ENV_CACHE_DIR, "The folder of numba's cache for the compiled engine (the fast extra)."),
    (ENV_LOCALE_DIR, "A folder of catalogs (LANG/LC_MESSAGES/warkit.po) laid over the shipped ones."),
    (ENV_DEBUG, "1: after an error, show the full details, as --debug does."),
    ("NO_COLOR", "When set, the game draws without colours."),
    ("TEXTUAL_ANIMATIONS", "none: no card slides."),
)
"""What warkit reads from the environment (tests/test_manpage.py checks every WARKIT_ name in the code is here)."""

EXIT_STATUS = (
    ("0", "Done (also when the reader of the output stopped early)."),
    ("2", "A usage error, bad input, or a file or the output that could not be written: one line on standard error says which."),
    (str(EXIT_CRASH), "warkit itself went wrong: a crash log was written in the state folder."),
    ("128 + N", "Stopped by signal N (130 for Ctrl+C)."),
)

SEE_ALSO = ("gettext(1)", "pipx(1)", "python3(1)")
"""Other pages; the README, locale/README.md (translators) and docs/json.md (the JSON output) ship with the source."""

DESCRIPTION = "the card game War in the terminal, and its rules guide"
WIDTH = "1000"
"""argparse wraps usage lines to the terminal's width: one long line each, which man fills to
the reader's window, keeps the page the same on every terminal."""


def render() -> str:
    """The man page's roff text. Its date (the ``.TH`` line) is today's, or SOURCE_DATE_EPOCH's."""
    os.environ["COLUMNS"] = WIDTH
    parser = build_parser(get_translator("en"), partial=False)  # the languages held to 100 % only
    data = {"prog": "warkit", "project_name": "warkit", "version": __version__, "description": DESCRIPTION, "manual_section": "1", "manual_title": "warkit manual"}
    return str(Manpage(parser, _data=data)) + "\n" + extra_sections()


def _roff(text: str) -> str:
    """Text as roff reads it: hyphens as minus signs (flags), a backslash doubled, no line starting with a dot."""
    return text.replace("\\", "\\e").replace("-", "\\-").replace("\n.", "\n\\&.")


def _entries(heading: str, rows: tuple[tuple[str, str], ...]) -> list[str]:
    lines = [f".SH {heading}"]
    for term, text in rows:
        lines += [".TP", f"\\fB{_roff(term)}\\fR", _roff(text)]
    return lines


def folders() -> tuple[tuple[str, str], ...]:
    """Each folder warkit writes, as the code finds it for a home folder ``~`` with nothing set."""
    from platformdirs import user_cache_dir

    saved = dict(os.environ)
    try:
        for name in (ENV_DATA_DIR, ENV_CONFIG_DIR, ENV_STATE_DIR, ENV_CACHE_DIR, "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            os.environ.pop(name, None)
        os.environ["HOME"] = "/HOME"
        found = (
            (config_dir(), f"settings.json: the settings ({ENV_CONFIG_DIR})."),
            (data_dir(), f"statistics.json, round.json: the record and the round in progress ({ENV_DATA_DIR})."),
            (state_dir(), f"The crash logs ({ENV_STATE_DIR})."),
            (Path(user_cache_dir("warkit", appauthor=False)), f"numba's cache for the compiled engine, 0700 ({ENV_CACHE_DIR})."),
        )
    finally:
        os.environ.clear()
        os.environ.update(saved)
    return tuple((str(path).replace("/HOME", "~", 1), text) for path, text in found)


def keys() -> tuple[tuple[str, str], ...]:
    """The game's controls, as the game and its guide show them (English)."""
    t = get_translator("en")
    return tuple((", ".join(keys_label(item, t)), f"{control_label(item, t)}: {control_description(item, t)}") for item in (*CONTROLS, BACK))


def extra_sections() -> str:
    """ENVIRONMENT, FILES, EXIT STATUS, KEYS and SEE ALSO, in roff."""
    lines = [
        *_entries("ENVIRONMENT", ENVIRONMENT),
        *_entries("FILES", folders()),
        *_entries("EXIT STATUS", EXIT_STATUS),
        *_entries("KEYS", keys()),
        ".SH SEE ALSO",
        ", ".join(f"\\fB{page.split('(')[0]}\\fR({page.split('(')[1]}" for page in SEE_ALSO),
    ]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(render())
