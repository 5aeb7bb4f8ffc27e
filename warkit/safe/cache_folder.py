"""The user's cache folder: copies that only save time, one subfolder each.

Everything kept there can be made again: a missing, unreadable or refused file only costs the time
it was meant to save. ``WARKIT_CACHE_DIR`` moves the whole folder (tests and benchmarks use it).
numba's compiled kernel is kept in its ``numba`` subfolder, only when that folder is the user's
own (:func:`numba_cache`); the subfolders of older releases are removed (:func:`remove_old_caches`).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

ENV_CACHE_DIR = "WARKIT_CACHE_DIR"
NUMBA = "numba"
OLD_FOLDERS = frozenset({"catalogs", "numbers", "guide-help", "guide-templates", "guide-figures"})
"""What older releases kept here (checked catalogs, number facts, Help's guide, compiled templates,
the guide's figures): some hold pickles, and nothing reads them any more."""


def cache_root() -> Path:
    """warkit's cache folder (not created here)."""
    override = os.environ.get(ENV_CACHE_DIR)
    if override:
        return Path(override)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("warkit", appauthor=False))


def cache_folder(name: str) -> Path:
    """The subfolder ``name`` of warkit's cache folder (not created here)."""
    return cache_root() / name


def numba_cache() -> Path | None:
    """The folder for numba's cache, created with mode 0700, or None when it cannot be trusted.

    numba's cache holds machine code and an index it unpickles, so a file someone else can write
    there becomes code: the folder is used only when it is a real directory (not a symlink) owned
    by the current user that neither group nor others can write, as Jinja checks its own cache
    folder. Otherwise the kernel is compiled in memory and nothing is kept on disk.
    """
    folder = cache_folder(NUMBA)
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        folder.mkdir(mode=0o700, exist_ok=True)
        facts = os.lstat(folder)
    except OSError:
        return None
    own = facts.st_uid == os.getuid() if hasattr(os, "getuid") else True
    if not stat.S_ISDIR(facts.st_mode) or not own or facts.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return None
    return folder


def remove_old_caches() -> None:
    """Remove the cache subfolders of older releases, if there are any; errors are ignored.

    One look at the cache folder when none is there. A symlink in an old folder's place is
    removed itself, never followed, and ``shutil.rmtree`` does not follow the links inside.
    """
    try:
        with os.scandir(cache_root()) as entries:
            old = [entry.path for entry in entries if entry.name in OLD_FOLDERS]
    except OSError:
        return
    if not old:
        return
    import shutil

    for path in old:
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path, ignore_errors=True)
        else:
            try:
                os.unlink(path)
            except OSError:
                pass
