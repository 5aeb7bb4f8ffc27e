"""What a game finds in the data folder at start: the saves it can use and what to tell about the rest.

The terminal game and the plain mode start the same way: a file that cannot be read is set aside
(or left where it is), a newer warkit's file is left as it is, a folder that cannot be looked into
is not read at all, and each of these is one problem for the player to be told of once
(:func:`warkit.storage.save_words.problem_line`). The game always starts, with the defaults
where a file could not be used.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from . import stats
from .files import FolderUnreadable, NewerSave, UnreadableFile, check_folder
from .saves import SavedRound, load_round
from .settings import Settings, load_settings
from .stats import Statistics, load_statistics

T = TypeVar("T")
Problem = UnreadableFile | NewerSave | FolderUnreadable
"""A save the game could not use, told once at start."""


@dataclass
class Found:
    """The player's saves as far as they could be used, and the problems with the rest."""

    settings: Settings = field(default_factory=Settings)
    statistics: Statistics = field(default_factory=Statistics)
    round: SavedRound | None = None
    problems: list[Problem] = field(default_factory=list)
    newer_record: bool = False
    """The record on disk is a newer warkit's: this run counts its games without writing it."""


def load_saves(folder: Path, *, with_round: bool = True) -> Found:
    """Settings, record and (``with_round``) the round in ``folder``; never raises for a bad save."""
    found = Found()
    try:
        check_folder(folder)
    except FolderUnreadable as error:
        found.problems.append(error)
        return found
    found.settings = _load(found, load_settings, folder) or found.settings
    found.statistics = _load(found, load_statistics, folder) or found.statistics
    found.newer_record = any(
        isinstance(problem, NewerSave) and problem.path.name == stats.FILE for problem in found.problems
    )
    if with_round:
        found.round = _load(found, load_round, folder)
    return found


def _load(found: Found, loader: Callable[[Path], T], folder: Path) -> T | None:
    try:
        return loader(folder)
    except (UnreadableFile, NewerSave) as error:
        found.problems.append(error)
        return None
