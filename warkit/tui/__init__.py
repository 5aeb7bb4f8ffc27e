"""The Textual game of War: the table, its controls, settings, summary, statistics and help.

Holds no game rules: the engine plays, the narrator words it, :mod:`warkit.storage` keeps it.
"""

# Rich measures text as the terminal draws it (Hindi's vowel signs take a cell) before any module
# of Textual binds Rich's measure by name: see warkit.i18n.cells.
from ..i18n import cells as _cells  # noqa: F401
