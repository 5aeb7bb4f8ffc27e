"""The data and config folders, atomic JSON writes, save format versions, and moving an unreadable file aside.

Every save carries ``"version"``: the format it was written in. A file of an older format, or
with no version, is unreadable and set aside like any other (no format before today's was ever
released); a newer one, written by a later warkit, is refused with :class:`NewerSave` and left
exactly as it is: never set aside as unreadable, never overwritten by this one. A data or config
folder that the system will not let warkit look into (:class:`FolderUnreadable`) is left as it
is, its files unread and unmoved.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from ..safe.atomic import write_atomically
from ..safe.untrusted import UntrustedFileError, read_text

ENV_DATA_DIR = "WARKIT_DATA_DIR"
ENV_CONFIG_DIR = "WARKIT_CONFIG_DIR"
VERSION_KEY = "version"
MAX_BYTES = 16 * 1024 * 1024
"""A save larger than this is not warkit's (a 2,000-battle round is under 1 kB)."""
T = TypeVar("T")


class UnreadableFile(Exception):
    """A saved file could not be read; it was moved to ``moved_to`` so nothing is lost.

    ``moved_to`` is None when it could not be moved (a read-only folder) or was not to be
    (a command that only peeks at the file and cannot tell the player: see ``move_aside``).
    """

    def __init__(self, path: Path, moved_to: Path | None) -> None:
        super().__init__(f"cannot read {path}; kept as {moved_to}")
        self.path = path
        self.moved_to = moved_to


class NewerSave(Exception):
    """A save in a format newer than this warkit reads: it is kept as it is and not written over."""

    def __init__(self, path: Path, version: int, known: int) -> None:
        super().__init__(f"{path} has save format {version}; this warkit reads up to {known}")
        self.path = path
        self.version = version
        self.known = known


class FolderUnreadable(Exception):
    """The system refuses to look into the data or config folder (no permission): ``reason`` is its words.

    Nothing in it can be read or set aside, so the game starts with the defaults for what it holds
    and says so once.
    """

    def __init__(self, folder: Path, reason: str) -> None:
        super().__init__(f"cannot look into {folder}: {reason}")
        self.folder = folder
        self.reason = reason


def check_folder(folder: Path) -> None:
    """Raise :class:`FolderUnreadable` if the files in ``folder`` cannot be reached.

    Looking up ``.`` inside the folder needs the same permission as opening any file in it, so it
    tells a folder that refuses (mode 000) from one that merely has no saves yet (missing, or a
    file where the folder should be: there is nothing to read there, and a write says why).
    """
    try:
        os.stat(os.path.join(folder, os.curdir))
    except (FileNotFoundError, NotADirectoryError):
        return
    except OSError as error:
        raise FolderUnreadable(folder, error.strerror or str(error)) from None


def data_dir() -> Path:
    """Where warkit keeps its files: ``$WARKIT_DATA_DIR``, else the platform's user data folder."""
    override = os.environ.get(ENV_DATA_DIR)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("warkit", appauthor=False))


def config_dir() -> Path:
    """Where warkit keeps the player's settings: ``$WARKIT_CONFIG_DIR``, else the data folder when
    ``$WARKIT_DATA_DIR`` names one (a portable set-up, or a test, keeps everything in one place
    and never touches the user's own config folder), else the platform's user config folder."""
    override = os.environ.get(ENV_CONFIG_DIR)
    if override:
        return Path(override)
    if os.environ.get(ENV_DATA_DIR):
        return data_dir()
    from platformdirs import user_config_dir

    return Path(user_config_dir("warkit", appauthor=False))


def folders(data: Path | None = None, config: Path | None = None) -> tuple[Path, Path]:
    """The data folder and the config folder a game uses: those given, else the environment's.

    A data folder given without a config folder keeps the settings too, as ``WARKIT_DATA_DIR``
    alone does: a game made for a test on one folder reads and writes nothing elsewhere.
    """
    if data is None:
        return data_dir(), config if config is not None else config_dir()
    return data, config if config is not None else data


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` so that a crash leaves either the old file or the new one, never half.

    A new save is the player's alone (``private``): their games and settings are nobody else's
    business, and no other program needs them; one they made readable stays so.
    """
    write_atomically(path, json.dumps(data, ensure_ascii=False, indent=1), private=True)


def parse_json_file(path: Path) -> dict[str, Any] | None:
    """The JSON object in ``path``, None if there is no file; ValueError for anything else.

    The file is read as untrusted (regular files only, at most ``MAX_BYTES``), a UTF-8 byte-order
    mark at its start is ignored (Notepad writes one; RFC 8259 lets a reader ignore it), and JSON
    nested too deeply for the parser (``[`` 100,000 times) counts as not JSON.
    """
    try:
        text = read_text(path, MAX_BYTES)
    except UntrustedFileError as error:
        if error.reason == "missing":
            return None
        raise ValueError(error.reason) from None
    try:
        data = json.loads(text.removeprefix("\ufeff"))
    except RecursionError:
        raise ValueError("nested too deeply") from None
    if not isinstance(data, dict):
        raise ValueError("not an object")
    return data


def read_json(path: Path, *, move_aside: bool = True) -> dict[str, Any] | None:
    """The JSON object in ``path``, or None if there is no file.

    Anything else raises :class:`UnreadableFile`, after moving the file aside if ``move_aside``.
    """
    try:
        return parse_json_file(path)
    except ValueError:
        raise unreadable(path, move_aside) from None


def unreadable(path: Path, move_aside: bool = True) -> UnreadableFile:
    """The error for an unreadable file, moved aside first unless only peeked at."""
    return set_aside(path) if move_aside else UnreadableFile(path, None)


def load_json(
    path: Path,
    parse: Callable[[dict[str, Any]], T],
    missing: T,
    errors: tuple[type[Exception], ...] = (KeyError, ValueError, TypeError),
    *,
    version: int,
    move_aside: bool = True,
) -> T:
    """What ``parse`` makes of the save in ``path``, or ``missing`` if there is no file.

    A newer format than ``version`` raises :class:`NewerSave` and leaves the file alone. A file
    that is not JSON, is not of format ``version``, or that ``parse`` rejects with one of
    ``errors`` is moved aside and :class:`UnreadableFile` raised, so nothing is lost and the caller
    starts afresh. A command that only peeks at a save (the saved language for ``--help``) passes
    ``move_aside=False``: only the game, which tells the player, moves a file.
    """
    data = read_json(path, move_aside=move_aside)
    if data is None:
        return missing
    found = data.get(VERSION_KEY)
    if not isinstance(found, int) or isinstance(found, bool) or found < version:
        raise unreadable(path, move_aside)
    if found > version:
        raise NewerSave(path, found, version)
    try:
        return parse(data)
    except errors + (RecursionError,):
        raise unreadable(path, move_aside) from None


def save_json(path: Path, data: dict[str, Any], *, version: int) -> bool:
    """Write the save ``data`` as format ``version``, unless the file there is newer.

    Returns False, writing nothing, when a newer warkit's save is in the way (the player was
    told when it was read); raises OSError if the disk refuses.
    """
    if saved_version(path) > version:
        return False
    write_json(path, {VERSION_KEY: version, **data})
    return True


def saved_version(path: Path) -> int:
    """The format version of the save in ``path`` (0 if there is none or it cannot be read)."""
    try:
        data = parse_json_file(path)
    except ValueError:
        return 0
    found = data.get(VERSION_KEY, 0) if isinstance(data, dict) else 0
    return found if isinstance(found, int) and not isinstance(found, bool) else 0


def set_aside(path: Path) -> UnreadableFile:
    """Rename an unreadable file to ``NAME.unreadable-TIME`` and return the error to raise.

    Never raises: if the folder refuses (to be looked into, or to rename), the file stays where
    it is and the error's ``moved_to`` is None, so no one is told of a copy that was not made.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        moved = path.with_name(f"{path.name}.unreadable-{stamp}")
        counter = 1
        while moved.exists() or moved.is_symlink():
            moved = path.with_name(f"{path.name}.unreadable-{stamp}-{counter}")
            counter += 1
        os.replace(path, moved)
    except OSError:
        return UnreadableFile(path, None)
    return UnreadableFile(path, moved)
