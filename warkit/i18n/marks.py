"""Marks for messages written as data (a table of rank forms, of problem sentences).

Each returns its arguments unchanged; ``babel.cfg`` lists them as keywords, so Babel extracts the
marked literal with its context and its ``# Translators:`` comment like any ``t.pgettext`` call.
The code translates the entry later, when it has a translator: ``t.pgettext(*entry)``.
"""

from __future__ import annotations


def gettext_noop(message: str) -> str:
    """A message for ``t.gettext`` later."""
    return message


def pgettext_noop(context: str, message: str) -> tuple[str, str]:
    """A message in its context, for ``t.pgettext(context, message)`` later."""
    return context, message


def ngettext_noop(singular: str, plural: str) -> tuple[str, str]:
    """A message's singular and plural, for ``t.ngettext(singular, plural, n)`` later."""
    return singular, plural
