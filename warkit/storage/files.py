"""The data folder, atomic JSON writes, and moving an unreadable file aside."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from ..atomic import write_atomically

ENV_DATA_DIR = "WARKIT_DATA_DIR"
T = TypeVar("T")


class UnreadableFile(Exception):
    """A saved file could not be read; it was moved to ``moved_to`` so nothing is lost."""

    def __init__(self, path: Path, moved_to: Path | None) -> None:
        super().__init__(f"cannot read {path}; kept as {moved_to}")
        self.path = path
        self.moved_to = moved_to


def data_dir() -> Path:
    """Where warkit keeps its files: ``$WARKIT_DATA_DIR``, else the platform's user data folder."""
    override = os.environ.get(ENV_DATA_DIR)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("warkit", appauthor=False))


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` so that a crash leaves either the old file or the new one, never half."""
    write_atomically(path, json.dumps(data, ensure_ascii=False, indent=1))


def read_json(path: Path) -> dict[str, Any] | None:
    """The JSON object in ``path``, or None if there is no file.

    Anything else that is not a JSON object is moved aside and raises :class:`UnreadableFile`.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError):
        return None
    except (OSError, UnicodeDecodeError):
        raise set_aside(path) from None
    try:
        data = json.loads(text)
    except ValueError:
        raise set_aside(path) from None
    if not isinstance(data, dict):
        raise set_aside(path)
    return data


def load_json(
    path: Path,
    parse: Callable[[dict[str, Any]], T],
    missing: T,
    errors: tuple[type[Exception], ...] = (KeyError, ValueError, TypeError),
) -> T:
    """What ``parse`` makes of the JSON object in ``path``, or ``missing`` if there is no file.

    A file that is not JSON, or that ``parse`` rejects with one of ``errors``, is moved aside and
    :class:`UnreadableFile` raised, so nothing is lost and the caller starts afresh.
    """
    data = read_json(path)
    if data is None:
        return missing
    try:
        return parse(data)
    except errors:
        raise set_aside(path) from None


def set_aside(path: Path) -> UnreadableFile:
    """Rename an unreadable file to ``NAME.unreadable-TIME`` and return the error to raise."""
    moved: Path | None = path.with_name(f"{path.name}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}")
    assert moved is not None
    counter = 1
    while moved.exists():
        moved = path.with_name(f"{path.name}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}-{counter}")
        counter += 1
    try:
        os.replace(path, moved)
    except OSError:
        moved = None
    return UnreadableFile(path, moved)
