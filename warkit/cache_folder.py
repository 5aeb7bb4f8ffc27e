"""The user's cache folder: copies that only save time (checked catalogs, the guide's figures, Help's
guide, compiled templates), one subfolder each.

Everything kept there can be made again: a missing, unreadable or refused file only costs the time
it was meant to save. ``WARKIT_CACHE_DIR`` moves the whole folder (tests and benchmarks use it).
"""

from __future__ import annotations

import os
from pathlib import Path

ENV_CACHE_DIR = "WARKIT_CACHE_DIR"


def cache_folder(name: str) -> Path:
    """The subfolder ``name`` of warkit's cache folder (not created here)."""
    override = os.environ.get(ENV_CACHE_DIR)
    if override:
        return Path(override) / name
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("warkit", appauthor=False)) / name
