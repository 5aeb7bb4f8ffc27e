"""The English man page ``docs/warkit.1``, made by argparse-manpage from the parser ``warkit``
runs with (scripts/update-docs writes it; tests/test_manpage.py checks that it is current).

Usage: python scripts/manpage.py > docs/warkit.1
"""

from __future__ import annotations

import os
import sys

from argparse_manpage.manpage import Manpage

from warkit import __version__
from warkit.cli import build_parser
from warkit.i18n import get_translator

DESCRIPTION = "the card game War in the terminal, and its rules guide"
WIDTH = "1000"
"""argparse wraps usage lines to the terminal's width: one long line each, which man fills to
the reader's window, keeps the page the same on every terminal."""


def render() -> str:
    """The man page's roff text. Its date (the ``.TH`` line) is today's, or SOURCE_DATE_EPOCH's."""
    os.environ["COLUMNS"] = WIDTH
    parser = build_parser(get_translator("en"), partial=False)  # the languages held to 100 % only
    data = {"prog": "warkit", "project_name": "warkit", "version": __version__, "description": DESCRIPTION, "manual_section": "1", "manual_title": "warkit manual"}
    return str(Manpage(parser, _data=data)) + "\n"


if __name__ == "__main__":
    sys.stdout.write(render())
