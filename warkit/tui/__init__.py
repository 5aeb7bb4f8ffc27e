"""The Textual game of War: the table, its controls, settings, summary, statistics and help.

Holds no game rules: the engine plays, the narrator words it, :mod:`warkit.storage` keeps it.
"""
