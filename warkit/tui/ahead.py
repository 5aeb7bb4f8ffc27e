"""Work done ahead, after the table's first frame, so a screen opens at once when asked for.

Opening a screen for the first time used to cost most of a second: Textual reads the screen's
stylesheet then, parses every stylesheet of the app again and restyles every widget of every
screen. Here the stylesheets of the screens not yet shown are read once, in one restyle, while
the player looks at the table (``WarApp.prepare_styles``); the summary is built ahead too.
"""

from __future__ import annotations

import inspect
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from textual.app import App
from textual.screen import Screen


def stylesheet_paths(screen: type[Screen[Any]]) -> list[Path]:
    """The stylesheet files a screen class names (``CSS_PATH``), as Textual resolves them."""
    paths = screen.CSS_PATH if isinstance(screen.CSS_PATH, list) else [screen.CSS_PATH] if screen.CSS_PATH else []
    folder = Path(inspect.getfile(screen)).parent
    return [Path(os.path.abspath(folder / path)) for path in paths]


def read_stylesheets(app: App[Any], screens: Iterable[type[Screen[Any]]]) -> bool:
    """Read the stylesheets of ``screens`` that the app has not read yet, and restyle once.

    Returns whether anything was read. Textual then finds them read when a screen is pushed, and
    skips the second parse and the restyle of every widget.
    """
    sheet = app.stylesheet
    added = False
    for screen in screens:
        for path in stylesheet_paths(screen):
            if not sheet.has_source(str(path)):
                sheet.read(path)
                added = True
    if added:
        sheet.reparse()
        sheet.update(app)
    return added
