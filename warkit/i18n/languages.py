"""Which languages exist, what each is called in itself, and which one the player gets.

Languages are found on disk (``<code>/LC_MESSAGES/warkit.po``), so a translator who adds a folder
adds a language with no code change. The catalogs shipped with warkit come first; the folder named
by ``$WARKIT_LOCALE_DIR`` is an overlay on them: each language it holds adds to, or replaces, the
shipped one, while the template (and so the pseudo-locales) stays the shipped one unless the
overlay has its own. Codes use a hyphen (``en-XA``, ``zh-Hans``); folders use gettext's
underscore (``zh_Hans``).

A tag is matched to a catalog by its language (``ms_MY`` reads ``ms``); a language known under
another code is looked up under its own (:data:`RENAMED`), and a language with no catalog at all
may take its nearest relative's (:data:`STAND_INS`). Whenever the catalog chosen is written for
another language, script or region than the one asked for (``zh-Hant`` or ``zh_TW`` read in
Simplified Chinese, ``pt-PT`` in Brazilian Portuguese, ``nn`` in Bokmål), the player is told in one
line (:func:`stand_in_line`), until that language has a catalog of its own. Babel parses tags and
names languages; it is imported when first needed, so English starts without it.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from ..resources import shipped_locale_dir
from .case import upper_first

if TYPE_CHECKING:
    from babel import Locale

    from .protocol import Gettext

SOURCE = "en"
PSEUDO = "en-XA"
PSEUDO_RTL = "ar-XB"
PSEUDOS = (PSEUDO, PSEUDO_RTL)
"""Generated pseudo-locales: ``en-XA`` (accented, longer) and ``ar-XB`` (right-to-left)."""
DOMAIN = "warkit"
COMPLETE = ("en", "ar", "cs", "de", "el", "es", "fa", "fr", "he", "hi", "id", "it", "ja", "ko", "ms", "nb", "pl", "pt-BR", "ru", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant")
"""The languages held to 100 %: the tests hold each one's catalog to the whole game and guide, with
no error and no warning, and the package's classifiers, the README's list of languages and the man
page name these and no others. Every other catalog lands at any completeness and is offered with
how complete it is. A language joins this list by hand once it is complete (locale/README.md, "Add a
language"); ``scripts/add-language`` never adds to it."""
_NOT_A_LANGUAGE = {"", "C", "POSIX"}
_ENGLISH_LOCALES = {"C", "POSIX"}  # the locales that make GNU gettext ignore LANGUAGE


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


def catalog_path(language: str, directory: Path | None = None) -> Path:
    """The file the words of ``language`` are read from: its ``.po``, or the template for English
    and the pseudo-locales (which are made from it)."""
    return pot_path(directory) if language == SOURCE or language in PSEUDOS else po_path(language, directory)


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


def known_locale(language: str) -> Locale | None:
    """Babel's locale for a code (``pt-BR``), or None where Babel has none.

    Babel is imported here, when first needed, not with this module: English on the table
    needs none of it (its whole numbers are written without Babel, see :mod:`warkit.i18n.translator`).
    """
    from babel import Locale, UnknownLocaleError

    try:
        return Locale.parse(language.replace("-", "_"))
    except (UnknownLocaleError, ValueError):
        return None


@lru_cache(maxsize=64)
def babel_locale(language: str) -> Locale:
    """Babel's locale for a code (the pseudo-locales format like English); English if unknown."""
    from babel import Locale

    return (None if language in PSEUDOS else known_locale(language)) or Locale("en")


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
    locale = known_locale(language)
    return upper_first(locale.display_name or language, language) if locale is not None else language


def direction(language: str) -> str:
    """``"rtl"`` for right-to-left scripts (Arabic, Hebrew…) and ``ar-XB``, else ``"ltr"``."""
    if language == PSEUDO_RTL:
        return "rtl"
    return "rtl" if babel_locale(language).character_order == "right-to-left" else "ltr"


RENAMED = {
    "iw": "he",  # Hebrew's code until 1989 (ISO 639); Java and older systems still send it
    "in": "id",  # Indonesian's, likewise
    "no": "nb",  # Norwegian: CLDR makes `no` the parent of nb and nn, and writes it as Bokmål
}
"""Codes that name the same language as another code: the catalog is the other code's, and
nothing needs saying (``iw`` plays in Hebrew and ``in`` in Indonesian as soon as each has a
catalog, shipped or laid over)."""

STAND_INS = {
    "nn": "nb",  # Nynorsk: its parent in CLDR is `no`, which is written as Bokmål (see RENAMED)
}
"""Languages without a catalog whose nearest relative's catalog stands in for theirs (and the
player is told)."""


def _language(tag: str) -> str:
    """A tag's language, under its current code (:data:`RENAMED`): ``iw_IL.UTF-8`` is ``he``.
    Just the first part, read without Babel: matching English needs no more."""
    language = tag.replace("-", "_").split("_")[0].split(".")[0].split("@")[0].strip().lower()
    return RENAMED.get(language, language)


class Tag(NamedTuple):
    """A language tag's parts: ``zh_Hant_TW`` is ``zh``, ``Hant``, ``TW``."""

    language: str
    script: str | None
    region: str | None

    @classmethod
    def parse(cls, tag: str) -> Tag:
        """The parts of a tag or locale name (``pt-BR``, ``zh_Hant``, ``nn_NO.UTF-8``), any case,
        as Babel's ``parse_locale`` reads them (without the encoding, modifier and variant); the
        language under its current code (:data:`RENAMED`). A tag Babel cannot read is its language alone."""
        from babel.core import parse_locale

        try:
            _, region, script = parse_locale(tag.strip().replace("-", "_"))[:3]
        except ValueError:
            region = script = None
        return cls(_language(tag), script, region)

    def likely(self) -> Tag:
        """Every part filled in as CLDR's likely subtags fill it (``zh_TW`` is ``zh_Hant_TW``,
        ``pt`` is ``pt_Latn_BR``); a part not known stays None."""
        from babel.core import get_global, parse_locale

        subtags = get_global("likely_subtags")
        keys = [
            "_".join(part for part in (self.language, self.script, self.region) if part),
            *(f"{self.language}_{part}" for part in (self.region, self.script) if part),
            self.language,
        ]
        found = next((subtags[key] for key in keys if key in subtags), None)
        if found is None:
            return self
        _, region, script = parse_locale(found)[:3]
        return Tag(self.language, self.script or script, self.region or region)


def is_stand_in(asked: str, code: str) -> bool:
    """Whether the catalog ``code`` is written for another language, script or region than the
    tag ``asked`` names. A catalog for the language alone (``ms`` for ``ms_MY``) never is; a
    script or region the tag does not name is compared with the one CLDR finds likely for it, so
    ``zh_CN`` reads ``zh-Hans`` without a word, and ``zh_TW`` with one."""
    if "-" not in code:  # a catalog for a language alone: told without loading Babel
        return _language(asked) != _language(code)
    want, have = Tag.parse(asked), Tag.parse(code)
    if want.language != have.language:
        return True
    likely = want.likely()
    return bool(have.script and have.script != likely.script or have.region and have.region != likely.region)


def with_completeness(t: Gettext, name: str, percent: int) -> str:
    """A language's code or name with the whole per cent of the game it translates, where
    languages are listed for one not yet complete: "sv (3% translated)"."""
    # Translators: a language not yet complete, where languages are listed (--lang's help, the
    # Settings' list); {language} is its code or own name, {percent} a percentage like 3%.
    from .digits import percent as written_percent

    shown = written_percent(percent / 100, babel_locale(t.language))
    return t.pgettext("language list", "{language} ({percent} translated)", language=name, percent=shown)


def stand_in_line(t: Gettext, asked: str, code: str) -> str:
    """The line that says the catalog ``code`` stands in for ``asked``, in ``t``'s language, with
    both named in it as CLDR names them in that language ("Chinese (Traditional)")."""
    # Translators: said on the standard error when the language asked for (by --lang, the saved
    # setting or the system's language) has no catalog and a related one is used; {asked} and
    # {shown} are language names as CLDR writes them in your language (such as "Chinese
    # (Traditional)" and "Chinese (Simplified)", lower-case where your language writes them so):
    # place them where that reads right.
    return t.gettext("{asked} is not available; showing {shown}.", asked=_asked_name(asked, code, t.language), shown=_name(Tag.parse(code), t.language))


def _asked_name(asked: str, code: str, shown_in: str) -> str:
    """The name of what was asked for, with just the parts that tell it from the catalog used:
    ``zh_TW`` for ``zh-Hans`` is "Chinese (Traditional)", ``pt-PT`` for ``pt-BR`` is "Portuguese
    (Portugal)"."""
    want, have = Tag.parse(asked), Tag.parse(code)
    if want.language != have.language:
        return _name(Tag(want.language, want.script, None), shown_in)
    likely = want.likely()
    script = likely.script if have.script and have.script != likely.script else None
    region = likely.region if script is None and have.region and have.region != likely.region else None
    return _name(Tag(want.language, script, region), shown_in)


def _name(tag: Tag, shown_in: str) -> str:
    """The name CLDR gives ``tag`` in the language ``shown_in``, made as Babel's
    ``Locale.get_display_name`` makes it ("Chinese (Traditional)"), from the names of its parts,
    so a language and region CLDR has no locale for (``de_US``) is named too; a part CLDR has no
    name for is shown as it is."""
    names = babel_locale(shown_in)
    language = names.languages.get(tag.language, tag.language)
    details = [*([names.scripts.get(tag.script, tag.script)] if tag.script else []), *([names.territories.get(tag.region, tag.region)] if tag.region else [])]
    return f"{language} ({', '.join(details)})" if details else language


def match_language(tag: str, available: list[str]) -> str | None:
    """The available code that a locale name or language tag asks for, if any.

    The code itself first, else a catalog of its language (under its current code, see
    :data:`RENAMED`), the one for its script and region before any other (:func:`is_stand_in`),
    else its nearest relative's (:data:`STAND_INS`).

    >>> match_language("ms_MY.UTF-8", ["en", "ms", "ru", "en-XA"])
    'ms'
    >>> match_language("nn_NO", ["en", "nb"])
    'nb'
    >>> match_language("iw_IL", ["en", "nb"]) is None
    True
    """
    tag = tag.split(".")[0].split("@")[0].strip()
    if tag in _NOT_A_LANGUAGE:
        return None
    by_lower = {code.lower(): code for code in available}
    if tag.replace("_", "-").lower() in by_lower:
        return by_lower[tag.replace("_", "-").lower()]
    primary = _language(tag)
    for language in (primary, STAND_INS.get(primary)):
        candidates = [code for code in available if code.lower() == language]
        candidates += [code for code in available if code.split("-")[0].lower() == language != code.lower() and code not in PSEUDOS]
        if len(candidates) > 1:  # the catalog for the tag's own script and region, if there is one
            candidates.sort(key=lambda code: (is_stand_in(tag, code), -code.count("-")))
        if candidates:
            return candidates[0]
    return None


def choose(explicit: str | None = None, saved: str | None = None, environ: Mapping[str, str] | None = None, available: list[str] | None = None) -> tuple[str, str | None]:
    """The language to use (see :func:`negotiate`), and the tag that asked for it when its
    catalog stands in for another language, script or region (``zh_TW`` for ``zh-Hans``), else None."""
    env = os.environ if environ is None else environ
    codes = available if available is not None else available_languages()
    locale_name = next((env[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(name)), "")
    english = locale_name in _ENGLISH_LOCALES  # exactly C or POSIX, as GNU gettext: C.UTF-8 is not C
    asked = [explicit, saved, *([] if english else [*env.get("LANGUAGE", "").split(":"), locale_name])]
    for tag in filter(None, asked):
        found = match_language(tag, codes)
        if found:
            return found, (tag if found != SOURCE and is_stand_in(tag, found) else None)
    return SOURCE, None


def negotiate(explicit: str | None = None, saved: str | None = None, environ: Mapping[str, str] | None = None, available: list[str] | None = None) -> str:
    """The language to use: ``--lang``, else the saved choice, else the environment, else English.

    The environment is read as GNU gettext reads it: ``LC_ALL``, else ``LC_MESSAGES``, else
    ``LANG`` names the locale; ``LANGUAGE`` (a ``:`` list) takes priority unless that locale is
    exactly ``C`` or ``POSIX``, which means English (``C.UTF-8`` is not ``C``: ``LANGUAGE`` counts).
    """
    return choose(explicit, saved, environ, available)[0]


def check_language(code: str, directory: Path | None = None) -> str:
    """The available code for a ``--lang`` value (a pseudo-locale too, when named), or
    :class:`UnknownLanguageError`, which lists the real languages only."""
    found = match_language(code, available_languages(directory, pseudo=True))
    if found is None:
        raise UnknownLanguageError(code, available_languages(directory))
    return found
