"""The one rule for the language of everything a command says: ``--lang``, else the language
saved in the game's settings, else the environment (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
``LANG``, as GNU gettext reads them), else English.

Every command, its help, its usage errors and its errors about option values take their
translator from :func:`player_translator`, so no message can follow another rule. (``guide``'s own
``--lang`` names the guide's languages; its messages follow the same rule without it.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..i18n import Translator


def saved_language() -> str | None:
    """The language the player chose in the game's settings, if any (never fails)."""
    try:
        from ..storage.files import config_dir
        from ..storage.settings import load_settings

        return load_settings(config_dir(), move_aside=False).language
    except Exception:  # an unreadable settings file must not stop any command
        return None


def player_translator(lang: str | None) -> Translator:
    """The translator for ``lang`` (a ``--lang`` value, or None), else the saved language, else the
    environment's."""
    from ..i18n import get_translator

    return get_translator(lang, saved=saved_language())
