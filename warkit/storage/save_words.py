"""What the player is told about their save files: unread, set aside, newer, not written.

The terminal game and the plain mode both say these, each once, at the start or when a save
fails; the files themselves are :mod:`warkit.storage`'s. Paths and the system's reasons come
from outside, so they are made visible (controls written out) before they are said.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..i18n import Translator
from ..safe.text import visible
from . import saves, settings, stats
from .files import FolderUnreadable, NewerSave
from .loading import Problem
from .saves import RoundInUse


def unreadable_round(t: Translator) -> str:
    # Translators: shown once at start when the saved game file is damaged (it is kept, not deleted).
    return t.gettext("Your saved game could not be read, so it was kept aside and a new game begins.")


def unreadable_settings(t: Translator) -> str:
    # Translators: shown once at start when the settings file is damaged (it is kept, not deleted).
    return t.gettext("Your saved settings could not be read, so they were kept aside and the defaults are used.")


def unreadable_statistics(t: Translator) -> str:
    # Translators: shown once at start when the statistics file is damaged (it is kept, not deleted).
    return t.gettext("Your saved record could not be read, so it was kept aside and a new record begins.")


def unreadable_not_moved(t: Translator, path: str) -> str:
    # Translators: shown once at start when a save file is damaged and could not be renamed either
    # (the data folder is read-only); {path} is the file's full name. The file is not changed.
    return t.gettext("{path} could not be read, nor moved aside, so it is left as it is and not used.", path=visible(path))


def newer_save(t: Translator, path: str) -> str:
    # Translators: shown once at start when a save file was written by a newer version of warkit;
    # {path} is the file's full name. The file is not changed, and the game plays without it.
    return t.gettext("{path} was saved by a newer version of warkit, so it is left as it is and not used.", path=visible(path))


def folder_unreadable(t: Translator, path: str, reason: str) -> str:
    # Translators: shown once at start when the data folder, or the config folder that holds the
    # settings, cannot be looked into (no permission); {path} is the folder's full name, {reason}
    # the system's words for why (often in English, such as "Permission denied"). Nothing in it is
    # changed.
    return t.gettext(
        "Your saved files in {path} could not be read ({reason}), so they are left as they are and the game starts with the defaults.",
        path=path,
        reason=reason,
    )


def round_in_use(t: Translator) -> str:
    # Translators: shown once at start when another warkit is already playing from the same data
    # folder (in another window): this game is not saved, but a finished game still counts in the
    # player's record (statistics).
    return t.gettext(
        "Your game is open in another window, so this one is not saved; a game finished here still counts in your record."
    )


def resumed(t: Translator, deal: int | None, battles: int) -> str:
    """The line when the saved game is taken up: the plain mode's first, the terminal game's status
    sentence until the next press."""
    if deal is None:
        # Translators: the plain mode, at start, when the saved game (of a stacked deck, not a
        # numbered deal) goes on; {count} is the battles already played in it.
        return t.ngettext(
            "Your saved game goes on where you left it, after {count} battle.",
            "Your saved game goes on where you left it, after {count} battles.",
            battles,
            count=battles,
        )
    # Translators: the plain mode, at start, when the saved game goes on; {deal} is its deal number,
    # {count} the battles already played in it.
    return t.ngettext(
        "Your saved game of deal {deal} goes on where you left it, after {count} battle.",
        "Your saved game of deal {deal} goes on where you left it, after {count} battles.",
        battles,
        deal=str(deal),
        count=battles,
    )


def saved_on_quit(t: Translator, battles: int) -> str:
    """The line on quitting a game under way, in the terminal game and the plain mode alike."""
    # Translators: the last line when the player quits a game under way (the terminal game, after
    # the screen closes, and the plain mode); {count} is the battles played so far. It resumes
    # from there the next time warkit plays.
    return t.ngettext(
        "Your game is saved after {count} battle and goes on from there next time.",
        "Your game is saved after {count} battles and goes on from there next time.",
        battles,
        count=battles,
    )


def saved_game_kept(t: Translator) -> str:
    # Translators: the plain mode (or --auto), at start, when the command line asked for other rules
    # or another deal (--rules, a rule flag, --deal) while a game was under way: that game stays
    # saved and this one does not replace it; {command} is "warkit play", typed as it is.
    return t.gettext("Your saved game is kept: run {command} to go back to it.", command="warkit play")


def cannot_save(t: Translator, reason: str) -> str:
    # Translators: shown once when the game cannot write its save files (the round, or the settings
    # in the config folder); {reason} is the system's words for why (often in English, such as "No
    # space left on device" or "Permission denied").
    return t.gettext("The game could not be saved ({reason}); it goes on, but it may not resume next time.", reason=reason)


def not_recorded(t: Translator, path: str, reason: str) -> str:
    # Translators: shown when a game has ended but the player's record (statistics) file cannot be
    # written; {path} is the data folder's full name, {reason} the system's words for why (often in
    # English, such as "No space left on device" or "Permission denied").
    return t.gettext("This game could not be added to your record in {path}: {reason}.", path=path, reason=reason)


def not_recorded_busy(t: Translator) -> str:
    # Translators: shown when a game has ended but another warkit running at the same time kept the
    # player's record (statistics) file locked for longer than this one waits.
    return t.gettext("This game could not be added to your record: another warkit running at the same time kept it busy for too long.")


def system_reason(error: OSError) -> str:
    """The system's words for why a file could not be written, safe on a terminal."""
    return visible(error.strerror or str(error))


def problem_line(t: Translator, problem: Problem) -> str:
    """The one line a save the game could not use at start is told in."""
    if isinstance(problem, FolderUnreadable):
        return folder_unreadable(t, visible(str(problem.folder)), visible(problem.reason))
    if isinstance(problem, NewerSave):
        return newer_save(t, visible(str(problem.path)))
    if isinstance(problem, RoundInUse):
        return round_in_use(t)
    if problem.moved_to is None:  # a read-only folder: the file is where it was, and the line says so
        return unreadable_not_moved(t, visible(str(problem.path)))
    return UNREADABLE[problem.path.name](t)


def unkept_line(t: Translator, folder: Path, error: OSError | NewerSave) -> str:
    """The line for a finished game that is not in the record on disk (``Session.unrecorded``)."""
    if isinstance(error, NewerSave):  # written by a newer warkit while this game was played
        return newer_save(t, visible(str(error.path)))
    if isinstance(error, TimeoutError) and error.errno is None:  # the record's lock, held elsewhere
        return not_recorded_busy(t)
    return not_recorded(t, visible(str(folder)), system_reason(error))


UNREADABLE: dict[str, Callable[[Translator], str]] = {
    settings.FILE: unreadable_settings,
    stats.FILE: unreadable_statistics,
    saves.FILE: unreadable_round,
}
"""The line for each save that could not be read and was set aside, by its file's name."""
