"""Data that ships inside the package: ``locale`` (the catalogs) and ``content`` (the guide's
templates). In the repository they are the top-level ``locale/`` and ``content/`` folders,
mapped here at build time (see ``setup.py``); read them through :mod:`warkit.resources`.
"""
