"""Every sentence a player reads comes from here: catalogs, safe formatting, language choice.

Public API (other packages use only this):

    t = get_translator("ms")          # or None: negotiate from --lang / saved choice / environment
    t.gettext("Turn cards")
    t.pgettext("button", "Play")
    t.ngettext("You take {count} card.", "You take {count} cards.", n, count=n)
    t.npgettext("ctx", "…", "…", n, count=n)
    t.language                        # "en", "ms", "ru", "en-XA", …
    t.direction                       # "ltr" or "rtl"
    t.warnings                        # one translated line per broken catalog entry
    t.format_number(1234)             # "1,234" / "1 234"
    reload()                          # re-read edited .po files (the TUI's "reload translations")
    available_languages()             # ["en", "ms", "ru"] (pseudo=True adds "en-XA", "ar-XB")
    language_name("ms")               # "Melayu"

Placeholders are ``{name}`` and must be passed as keywords; ints are formatted for the locale.
Catalogs are the ``.po`` files themselves (``locale/<lang>/LC_MESSAGES/warkit.po``; a wheel also
carries each compiled, read while it matches its ``.po``: see :func:`warkit.i18n.catalog.load`);
see ``locale/README.md`` for the translator's side.
"""

from .languages import (
    PSEUDO,
    PSEUDO_RTL,
    PSEUDOS,
    SOURCE,
    UnknownLanguageError,
    available_languages,
    check_language,
    direction,
    language_name,
    negotiate,
)
from .protocol import Gettext
from .translator import Translator, get_translator, reload

__all__ = [
    "PSEUDO",
    "PSEUDO_RTL",
    "PSEUDOS",
    "SOURCE",
    "Gettext",
    "Translator",
    "UnknownLanguageError",
    "available_languages",
    "check_language",
    "direction",
    "get_translator",
    "language_name",
    "negotiate",
    "reload",
]
