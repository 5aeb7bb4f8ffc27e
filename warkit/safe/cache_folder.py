"""The user's cache folder: copies that only save time, one subfolder each.

Everything kept there can be made again: a missing, unreadable or refused file only costs the time
it was meant to save. ``WARKIT_CACHE_DIR`` moves the whole folder (tests and benchmarks use it).
numba's compiled kernel is kept in its ``numba`` subfolder, only when that folder is the user's
own (:func:`numba_cache`), in a folder that holds nothing numba must not read
(:func:`kernel_folder`); the subfolders of older releases are removed (:func:`remove_old_caches`).
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

ENV_CACHE_DIR = "WARKIT_CACHE_DIR"
NUMBA = "numba"
ENTRY_LIMIT = 16 * 1024 * 1024
"""The largest file numba may read from its folder: the biggest it writes, the kernel's machine
code, is about 300 kB."""
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
    except OSError:
        return None
    return own_folder(folder)


def own_folder(folder: Path) -> Path | None:
    """``folder`` (made with mode 0700 if missing) when it is a real directory of the user's own
    that neither group nor others can write, then made 0700 if others could read it; else None."""
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
        facts = os.lstat(folder)
        if not stat.S_ISDIR(facts.st_mode) or not _own(facts) or facts.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
            return None
        if stat.S_IMODE(facts.st_mode) != 0o700:
            os.chmod(folder, 0o700)
    except OSError:
        return None
    return folder


def kernel_folder(folder: Path) -> Path | None:
    """``folder``, numba's place for one copy of the kernel inside :func:`numba_cache`, holding
    only what numba may read; None when it cannot be made so (nothing is then kept on disk).

    numba opens its index and data files there by name, reads each whole and unpickles it. So
    every entry that is not a regular file of the user's own within :data:`ENTRY_LIMIT` is removed
    (the cache only saves time): a file someone else owns would run their code, a FIFO would block
    the game for ever, a symlink could lead anywhere. A directory among them, which would take
    walking to remove, means no disk cache; anything but a directory in the folder's own place is
    removed and the folder made again.
    """
    try:
        if not stat.S_ISDIR(os.lstat(folder).st_mode):
            os.unlink(folder)
    except FileNotFoundError:
        pass
    except OSError:
        return None
    if own_folder(folder) is None:
        return None
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                facts = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(facts.st_mode) and _own(facts) and facts.st_size <= ENTRY_LIMIT:
                    continue
                if stat.S_ISDIR(facts.st_mode):
                    return None
                os.unlink(entry.path)
    except OSError:
        return None
    return folder


def empty(folder: Path) -> None:
    """Remove every file in ``folder`` (not below it): what numba could not load is made again."""
    try:
        with os.scandir(folder) as entries:
            files = [entry.path for entry in entries if not entry.is_dir(follow_symlinks=False)]
    except OSError:
        return
    for path in files:
        with contextlib.suppress(OSError):
            os.unlink(path)


def _own(facts: os.stat_result) -> bool:
    return facts.st_uid == os.getuid() if hasattr(os, "getuid") else True


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
