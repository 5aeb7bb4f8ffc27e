"""What the player is told about their save files: unread, set aside, newer, not written.

The terminal game and the plain mode both say these, each once, at the start or when a save
fails; the files themselves are :mod:`warkit.storage`'s. A path is shown with any control
character in it made visible (the data folder can be named anything).
"""

from __future__ import annotations

from ..i18n import Translator
from ..safe.text import visible


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


def cannot_save(t: Translator) -> str:
    # Translators: shown when the game cannot write its save files (a full disk, no permission).
    return t.gettext("The game could not be saved; it goes on, but it may not resume next time.")
