"""What a game finds in the data and config folders at start: the saves it can use and what to tell
about the rest.

The terminal game and the plain mode start the same way: a file that cannot be read is set aside
(or left where it is), a newer warkit's file is left as it is, a folder that cannot be looked into
is not read at all, and each of these is one problem for the player to be told of once
(:func:`warkit.storage.save_words.problem_line`); the temporary files of saves cut short are
removed. The game always starts, with the defaults
where a file could not be used. A game that keeps the round holds it until it closes
(:func:`~warkit.storage.saves.hold_round`); one started while another game on the same folder
holds it is told so, and plays without reading or saving the round.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from ..engine import Card, Phase, Rules
from ..safe.atomic import remove_leftovers
from . import saves, stats
from . import settings as settings_file
from .files import FolderUnreadable, NewerSave, UnreadableFile, check_folder
from .saves import RoundHold, RoundInUse, SavedRound, hold_round, load_round, restore_game
from .settings import Settings, load_settings
from .stats import Statistics, load_statistics

T = TypeVar("T")
SAVED = (settings_file.FILE, stats.FILE, saves.FILE)
"""The files warkit saves in its data and config folders."""
Problem = UnreadableFile | NewerSave | FolderUnreadable | RoundInUse
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
    keeps_round: bool = False
    """This game saves its round: it asked to, and no other game on the folder holds it."""
    hold: RoundHold | None = None
    """This game's hold on the round, kept until it closes (:meth:`release`)."""

    def resumable(self, rules: Rules | None, deal: int | None, deck: Sequence[Card] | None = None) -> SavedRound | None:
        """The saved round to resume, unless the command line asks for another one: other
        ``rules``, another ``deal`` or a stacked ``deck`` (None: not given)."""
        saved = self.round
        if saved is None or deck is not None:
            return None
        if (rules is not None and rules != saved.rules) or (deal is not None and deal != saved.deal):
            return None
        return saved

    def leaves(self, rules: Rules | None, deal: int | None) -> bool:
        """Whether the round the command line asks for (other ``rules``, another ``deal``) would
        leave the saved game while it is under way (a step played, not over) and the player's
        settings ask before leaving one: the terminal game asks first, the plain mode keeps it."""
        saved = self.round
        if saved is None or (rules is None and deal is None) or self.resumable(rules, deal) is not None:
            return False
        game = saved.game if saved.game is not None else restore_game(saved)
        return self.settings.ask_before_leaving and saved.steps > 0 and game.phase is not Phase.OVER

    def release(self) -> None:
        """The game is closing: let go of the round, for the next game on this folder."""
        if self.hold is not None:
            self.hold.release()
            self.hold = None


def load_saves(folder: Path, *, config: Path | None = None, with_round: bool = True, peek_round: bool = False) -> Found:
    """Settings (from ``config``, which is ``folder`` unless given), record and (``with_round``)
    the round in ``folder``; never raises for a bad save.

    A folder the system will not let warkit look into is one problem, told once, and the defaults
    stand for what it holds. ``with_round`` also holds the round for this game (release it with
    :meth:`Found.release`); without it, ``peek_round`` reads the round only to know it is there.
    """
    found = Found(keeps_round=with_round)
    config = folder if config is None else config
    readable = [place for place in dict.fromkeys((folder, config)) if _looks_into(found, place)]
    for place in readable:  # what saves cut short left (a game killed, a power loss)
        remove_leftovers(place, SAVED)
    if config in readable:
        found.settings = _load(found, load_settings, config) or found.settings
    if folder not in readable:
        return found
    found.statistics = _load(found, load_statistics, folder) or found.statistics
    found.newer_record = any(
        isinstance(problem, NewerSave) and problem.path.name == stats.FILE for problem in found.problems
    )
    if not with_round:
        if peek_round:  # --auto: the round read to say it is kept, neither held nor moved
            try:
                found.round = load_round(folder, move_aside=False)
            except (UnreadableFile, NewerSave, OSError):
                pass
        return found
    try:
        found.hold = hold_round(folder)
    except RoundInUse as error:  # the other game's round: neither read nor written here
        found.problems.append(error)
        found.keeps_round = False
        return found
    except OSError:  # the folder refuses: a save will say why, as before
        pass
    found.round = _load(found, load_round, folder)
    return found


def _looks_into(found: Found, folder: Path) -> bool:
    """Whether the system lets warkit look into ``folder``; if not, that is a problem to tell."""
    try:
        check_folder(folder)
    except FolderUnreadable as error:
        found.problems.append(error)
        return False
    return True


def _load(found: Found, loader: Callable[[Path], T], folder: Path) -> T | None:
    try:
        return loader(folder)
    except (UnreadableFile, NewerSave) as error:
        found.problems.append(error)
        return None
