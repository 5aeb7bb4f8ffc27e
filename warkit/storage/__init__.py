"""What warkit keeps between runs: settings, the player's record and the round in progress.

Everything lives as small JSON files in the user's data folder (``WARKIT_DATA_DIR`` overrides it,
which tests use). Writes are atomic; a file that cannot be read is moved aside, never deleted; a
newer warkit's file is left as it is. A game starts through :func:`load_saves`, which never fails.
"""

from .files import FolderUnreadable, NewerSave, UnreadableFile, data_dir
from .loading import Found, load_saves
from .saves import SavedRound, load_round, restore_game, save_round
from .settings import Settings, load_settings, save_settings
from .stats import Record, Statistics, add_game, load_statistics, record_game, save_statistics

__all__ = [
    "FolderUnreadable", "Found", "NewerSave", "Record", "SavedRound", "Settings", "Statistics",
    "UnreadableFile", "data_dir", "add_game", "load_round", "load_saves", "load_settings",
    "load_statistics", "record_game", "restore_game", "save_round", "save_settings", "save_statistics",
]
