"""Every sentence a player reads comes from here: catalogs, safe formatting, language choice.

Public API (other packages use only this):

    t = get_translator("ms")          # or None: negotiate from --lang / saved choice / environment
    t.gettext("Turn cards")
    t.pgettext("button", "Play")
    t.ngettext("You take {count} card.", "You take {count} cards.", n, count=n)
    t.npgettext("ctx", "…", "…", n, count=n)
    t.language                        # "en", "ms", "ru", "en-XA", …

Placeholders are ``{name}`` and must be passed as keywords; ints are formatted for the locale.
"""

from .translator import Translator, get_translator

__all__ = ["Translator", "get_translator"]
