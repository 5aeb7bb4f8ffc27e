"""What an error leaves behind: the details behind a one-line message, and the crash log.

A user's mistake is one translated line; ``--debug`` (or ``WARKIT_DEBUG=1``) adds the traceback
and details under it. An error of warkit's own is one translated line too, naming a log file in
the user's state folder (platformdirs; ``WARKIT_STATE_DIR`` overrides it) that holds the same
details, so a bug report has something to go on.
"""

from __future__ import annotations

import os
import platform
import sys
import time
import traceback
from collections.abc import Sequence
from pathlib import Path

from ..safe.atomic import write_atomically
from ..safe.text import visible

ENV_STATE_DIR = "WARKIT_STATE_DIR"
EXIT_CRASH = 70
"""EX_SOFTWARE: warkit itself went wrong."""


def state_dir() -> Path:
    """Where warkit keeps its logs: ``$WARKIT_STATE_DIR``, else the platform's user state folder."""
    override = os.environ.get(ENV_STATE_DIR)
    if override:
        return Path(override)
    from platformdirs import user_state_dir

    return Path(user_state_dir("warkit", appauthor=False))


def details(error: BaseException, argv: Sequence[str] | None = None) -> str:
    """The traceback and what was running: warkit's and Python's versions, the platform, the
    command line."""
    from .. import __version__

    lines = [f"warkit {__version__}, Python {platform.python_version()} ({sys.executable}), {platform.platform()}"]
    if argv is not None:
        lines.append("command line: warkit " + " ".join(argv))
    lines.append("".join(traceback.format_exception(type(error), error, error.__traceback__)).rstrip())
    return "\n".join(lines) + "\n"


def write_log(error: BaseException, argv: Sequence[str]) -> Path:
    """Write the details to a new ``crash-TIME.log`` in the state folder; raises OSError."""
    folder = state_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"crash-{stamp}.log"
    counter = 1
    while path.exists():
        path = folder / f"crash-{stamp}-{counter}.log"
        counter += 1
    write_atomically(path, details(error, argv), private=True)  # it holds the command line and paths
    return path


def report_crash(error: BaseException, argv: Sequence[str], lang: str | None, *, debug: bool) -> int:
    """Tell the user in one translated line, keep the details in a log (and on stderr with
    ``--debug``); the exit status says warkit itself failed."""
    from .language import player_translator

    t = player_translator(lang)
    summary = f"{type(error).__name__}: {error}"
    try:
        path = write_log(error, argv)
    except OSError:
        # Translators: an error inside warkit itself, when even its log could not be written;
        # {error} is Python's description (in English); --debug is a flag and stays as it is.
        message = t.gettext("warkit stopped on an error of its own ({error}). Run the same command with --debug to see the details.", error=summary)
    else:
        # Translators: an error inside warkit itself; {error} is Python's description (in English),
        # {path} the full name of the file that holds the details for a bug report.
        message = t.gettext("warkit stopped on an error of its own ({error}). The details are in {path}.", error=summary, path=str(path))
    print(f"warkit: {visible(message)}", file=sys.stderr)  # Python's words may quote any input
    if debug:
        print(details(error, argv), file=sys.stderr, end="")
    return EXIT_CRASH
