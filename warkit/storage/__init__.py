"""What warkit keeps between runs: settings, the player's record and the round in progress.

Everything lives as small JSON files: the settings in the user's config folder, the record and the
round in the user's data folder (``WARKIT_CONFIG_DIR`` and ``WARKIT_DATA_DIR`` override them; the
data folder alone keeps the settings too, which tests use). Writes are atomic; a file that cannot be read is moved aside, never deleted; a
newer warkit's file is left as it is. A game starts through :func:`load_saves`, which never fails.
"""

from .files import FolderUnreadable, NewerSave, UnreadableFile, config_dir, data_dir, folders
from .loading import Found, load_saves
from .saves import SavedRound, load_round, restore_game, save_round
from .settings import Settings, load_settings, save_settings
from .stats import Record, Statistics, add_game, load_statistics, record_game, save_statistics

__all__ = [
    "FolderUnreadable", "Found", "NewerSave", "Record", "SavedRound", "Settings", "Statistics",
    "UnreadableFile", "config_dir", "data_dir", "folders", "add_game", "load_round", "load_saves", "load_settings",
    "load_statistics", "record_game", "restore_game", "save_round", "save_settings", "save_statistics",
]
