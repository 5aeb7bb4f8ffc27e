"""Where the data that ships with warkit is read at run time: the catalogs and the guide's templates.

They are package data (``warkit/_data``), found through :mod:`importlib.resources`, so a wheel
installed anywhere, an editable install of a checkout (where ``warkit/_data/locale`` and
``warkit/_data/content`` link to the repository's top-level folders, so a translator's edit shows at
once) and a read-only install location all read the same files. Nothing is written there.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from pathlib import Path


class MissingDataError(RuntimeError):
    """The installed package lacks a folder it ships with (a broken or partial install)."""

    def __init__(self, folder: str) -> None:
        super().__init__(folder)
        self.folder = folder


@cache
def _data_folder(name: str) -> Path:
    folder = files("warkit._data") / name
    # Unpacked installs (wheels, editable checkouts) give real paths; catalogs and templates are
    # read by libraries that want one, so a zipped install is not supported.
    if not isinstance(folder, Path) or not folder.is_dir():
        raise MissingDataError(name)
    return folder.resolve()  # in a checkout, the repository folder itself (as warnings name it)


def shipped_locale_dir() -> Path:
    """The catalogs that came with this copy of warkit: ``LANG/LC_MESSAGES/warkit.po`` and the template."""
    return _data_folder("locale")


def guide_templates_dir() -> Path:
    """The rules guide's Jinja2 templates and stylesheet."""
    return _data_folder("content") / "guide"
