"""Which languages exist, what each is called in itself, and which one the player gets.

Languages are found on disk (``<code>/LC_MESSAGES/warkit.po``), so a translator who adds a folder
adds a language with no code change. The catalogs shipped with warkit come first; the folder named
by ``$WARKIT_LOCALE_DIR`` is an overlay on them: each language it holds adds to, or replaces, the
shipped one, while the template (and so the pseudo-locales) stays the shipped one unless the
overlay has its own. Codes use a hyphen (``en-XA``, ``zh-Hans``); folders use gettext's
underscore (``zh_Hans``).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from ..resources import shipped_locale_dir
from .case import upper_first

if TYPE_CHECKING:
    from babel import Locale

SOURCE = "en"
PSEUDO = "en-XA"
PSEUDO_RTL = "ar-XB"
PSEUDOS = (PSEUDO, PSEUDO_RTL)
"""Generated pseudo-locales: ``en-XA`` (accented, longer) and ``ar-XB`` (right-to-left)."""
DOMAIN = "warkit"
_NOT_A_LANGUAGE = {"", "C", "POSIX"}


class UnknownLanguageError(LookupError):
    """``--lang`` named a language warkit has no catalog for."""

    def __init__(self, code: str, available: list[str]) -> None:
        super().__init__(code)
        self.code = code
        self.available = available


def overlay_dir() -> Path | None:
    """``$WARKIT_LOCALE_DIR``: a translator's folder of catalogs laid over the shipped ones."""
    override = os.environ.get("WARKIT_LOCALE_DIR")
    return Path(override) if override else None


def locale_dirs(directory: Path | None = None) -> list[Path]:
    """The folders catalogs are read from, first match wins: just ``directory`` when one is named
    (``i18n check --locale-dir``), else the overlay (if set) and then the shipped catalogs."""
    if directory is not None:
        return [directory]
    overlay = overlay_dir()
    return [*([overlay] if overlay else []), shipped_locale_dir()]


def _po_in(base: Path, language: str) -> Path:
    return base / language.replace("-", "_") / "LC_MESSAGES" / f"{DOMAIN}.po"


def po_path(language: str, directory: Path | None = None) -> Path:
    """The catalog a language is read from (where it would be, in the first folder, if none has it)."""
    folders = locale_dirs(directory)
    return next(
        (_po_in(base, language) for base in folders if _po_in(base, language).is_file()),
        _po_in(folders[0], language),
    )


def pot_path(directory: Path | None = None) -> Path:
    """The template: the first folder's that has one, else the shipped one."""
    folders = locale_dirs(directory)
    return next(
        (base / f"{DOMAIN}.pot" for base in folders if (base / f"{DOMAIN}.pot").is_file()),
        folders[0] / f"{DOMAIN}.pot",
    )


_FOLDER = re.compile(r"[a-z]{2,3}(?:_[A-Z][a-z]{3})?(?:_[A-Z]{2})?")
"""A catalog folder warkit can use: a language, then optionally a script and a region
(``ms``, ``zh_Hans``, ``pt_BR``). A gettext ``@modifier`` (``sr@latin``) is written as a script
here (``sr_Latn``), so that every surface, page name and link agrees on one code."""


def catalog_folders(directory: Path | None = None) -> dict[str, Path]:
    """Each catalog folder's name and its ``.po`` (first folder wins), usable or not."""
    found: dict[str, Path] = {}
    for base in locale_dirs(directory):
        try:
            children = sorted(base.iterdir()) if base.is_dir() else []
        except OSError:
            continue
        for child in children:
            po = child / "LC_MESSAGES" / f"{DOMAIN}.po"
            if child.name not in found and po.exists():
                found[child.name] = po
    return found


def usable_folder(name: str) -> bool:
    """Whether a catalog folder's name is a language code warkit can use (see ``_FOLDER``)."""
    return bool(_FOLDER.fullmatch(name))


def available_languages(directory: Path | None = None, *, pseudo: bool = False) -> list[str]:
    """English and every language with a usable catalog in any folder (alphabetical).

    The pseudo-locales are for testing: they follow only when asked (``pseudo=True``, as the test
    suite and ``--lang en-XA`` do), so no list a player or reader sees offers them.
    """
    found = []
    for name in catalog_folders(directory):
        code = name.replace("_", "-")
        if usable_folder(name) and code != SOURCE and code not in PSEUDOS:
            found.append(code)
    return [SOURCE, *sorted(found), *(PSEUDOS if pseudo else ())]


@lru_cache(maxsize=64)
def babel_locale(language: str) -> Locale:
    """Babel's locale for a code (the pseudo-locales format like English); English if unknown.

    Babel is imported here, when first needed, not with this module: English on the table
    needs none of it (its whole numbers are written without Babel, see :mod:`warkit.i18n.translator`).
    """
    from babel import Locale, UnknownLocaleError

    if language in PSEUDOS:
        return Locale("en")
    try:
        return Locale.parse(language.replace("-", "_"))
    except (UnknownLocaleError, ValueError):
        return Locale("en")


PICKER_NAMES = {"id": "Bahasa Indonesia"}
"""Where CLDR's name of a language in itself is not what its speakers look for in a list of
languages: CLDR calls Indonesian "Indonesia", the country's name; pickers say "Bahasa Indonesia"."""


def language_name(language: str) -> str:
    """The language's name in itself ("Melayu", "Русский"), as a language picker shows it.

    Babel writes many in lower case ("español"); the first letter becomes a capital as the
    language itself writes it (:func:`~warkit.i18n.case.upper_first`: an ``i`` in Turkish or
    Azerbaijani is ``İ``). A code Babel does not know is shown as it is.
    """
    if language == PSEUDO:
        from .pseudo import pseudolocalize

        return pseudolocalize("English (pseudo)")
    if language == PSEUDO_RTL:
        from .pseudo import pseudo_rtl

        return pseudo_rtl("Right-to-left (pseudo)")
    if language in PICKER_NAMES:
        return PICKER_NAMES[language]
    from babel import Locale, UnknownLocaleError

    try:
        name = Locale.parse(language.replace("-", "_")).display_name or language
    except (UnknownLocaleError, ValueError):
        return language
    return upper_first(name, language)


def direction(language: str) -> str:
    """``"rtl"`` for right-to-left scripts (Arabic, Hebrew…) and ``ar-XB``, else ``"ltr"``."""
    if language == PSEUDO_RTL:
        return "rtl"
    return "rtl" if babel_locale(language).character_order == "right-to-left" else "ltr"


def match_language(tag: str, available: list[str]) -> str | None:
    """The available code that a locale name or language tag asks for, if any.

    The code itself first, else a catalog of its language (under its current code, see
    :data:`~warkit.i18n.fallbacks.RENAMED`), the one for its script and region before any other
    (:func:`~warkit.i18n.fallbacks.is_stand_in`), else its nearest relative's
    (:data:`~warkit.i18n.fallbacks.STAND_INS`).

    >>> match_language("ms_MY.UTF-8", ["en", "ms", "ru", "en-XA"])
    'ms'
    >>> match_language("nn_NO", ["en", "nb"])
    'nb'
    >>> match_language("iw_IL", ["en", "nb"]) is None
    True
    """
    from .fallbacks import RENAMED, STAND_INS, is_stand_in

    tag = tag.split(".")[0].split("@")[0].strip().replace("_", "-")
    if tag in _NOT_A_LANGUAGE:
        return None
    by_lower = {code.lower(): code for code in available}
    if tag.lower() in by_lower:
        return by_lower[tag.lower()]
    primary, _, rest = tag.partition("-")
    primary = RENAMED.get(primary.lower(), primary.lower())
    if f"{primary}-{rest}".lower() in by_lower:
        return by_lower[f"{primary}-{rest}".lower()]
    for language in (primary, STAND_INS.get(primary)):
        candidates = [code for code in available if code.lower() == language]
        candidates += [
            code for code in available if code.split("-")[0].lower() == language and code not in PSEUDOS
        ]
        if len(candidates) > 1:  # the catalog for the tag's own script and region, if there is one
            candidates.sort(key=lambda code: (is_stand_in(tag, code), -code.count("-")))
        if candidates:
            return candidates[0]
    return None


def choose(
    explicit: str | None = None,
    saved: str | None = None,
    environ: Mapping[str, str] | None = None,
    available: list[str] | None = None,
) -> tuple[str, str | None]:
    """The language to use (see :func:`negotiate`), and the tag that asked for it when its
    catalog stands in for another language, script or region (``zh_TW`` for ``zh-Hans``), else None."""
    from .fallbacks import is_stand_in

    env = os.environ if environ is None else environ
    codes = available if available is not None else available_languages()
    locale_name = next(
        (env[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(name)), ""
    )
    english = bool(locale_name) and locale_name.split(".")[0] in _NOT_A_LANGUAGE
    asked = [explicit, saved, *([] if english else [*env.get("LANGUAGE", "").split(":"), locale_name])]
    for tag in filter(None, asked):
        found = match_language(tag, codes)
        if found:
            return found, (tag if found != SOURCE and is_stand_in(tag, found) else None)
    return SOURCE, None


def negotiate(
    explicit: str | None = None,
    saved: str | None = None,
    environ: Mapping[str, str] | None = None,
    available: list[str] | None = None,
) -> str:
    """The language to use: ``--lang``, else the saved choice, else the environment, else English.

    The environment is read as GNU gettext reads it: ``LC_ALL``, else ``LC_MESSAGES``, else
    ``LANG`` names the locale; ``LANGUAGE`` (a ``:`` list) takes priority unless that locale is
    ``C``/``POSIX``, which means English.
    """
    return choose(explicit, saved, environ, available)[0]


def check_language(code: str, directory: Path | None = None) -> str:
    """The available code for a ``--lang`` value (a pseudo-locale too, when named), or
    :class:`UnknownLanguageError`, which lists the real languages only."""
    found = match_language(code, available_languages(directory, pseudo=True))
    if found is None:
        raise UnknownLanguageError(code, available_languages(directory))
    return found
