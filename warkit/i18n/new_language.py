"""Start a catalog for a new language from the template, as ``pybabel init`` does.

This is the installed form of ``scripts/add-language``: a translator with only ``pip install
warkit`` runs ``warkit i18n init sv --out DIR`` and gets ``DIR/sv/LC_MESSAGES/warkit.po`` with
every message of this version and the language's plural rule (CLDR's for whole numbers, see
:func:`warkit.i18n.plurals.plural_rule`); pointing
``WARKIT_LOCALE_DIR`` at ``DIR`` then lays it over the shipped catalogs.

The code given becomes a folder name, so it must be a language tag and nothing more (``sv``,
``pt-BR``, ``zh_Hant``: letters and digits in the parts Babel's ``parse_locale`` knows), and the
file must land inside ``DIR`` even when a folder there is a link to elsewhere.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from babel import Locale, UnknownLocaleError
from babel.core import get_locale_identifier, parse_locale
from babel.messages.pofile import read_po, write_po

from ..safe.atomic import WriteError, make_folder
from .languages import DOMAIN, SOURCE, Tag, pot_path
from .plurals import plural_rule


class UnknownLocaleCodeError(ValueError):
    """Babel has no locale data for the code, so it has no plural rule or name for it."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


class NotALanguageTagError(ValueError):
    """The code is not a language tag: Babel's ``parse_locale`` reads no language, script, region
    and variant in it, or it holds more (a dot, a slash, ``@``, a control character)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


class SourceLanguageError(ValueError):
    """The code names English, the language of the template itself: a catalog of it would never
    be read (English is always the template's own words)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


class OutsideFolderError(ValueError):
    """The new catalog's file would not be inside the folder it was asked for (a folder on the
    way is a link to elsewhere)."""

    def __init__(self, path: Path, folder: Path) -> None:
        super().__init__(f"{path} is outside {folder}")
        self.path = path
        self.folder = folder


class CatalogExistsError(FileExistsError):
    """The new catalog's file is there already: starting again would throw its work away."""

    def __init__(self, path: Path) -> None:
        super().__init__(str(path))
        self.path = path


def folder_name(code: str) -> str:
    """The catalog folder of the language tag ``code``, as gettext writes it: ``pt-BR`` and
    ``pt_br`` give ``pt_BR``. :class:`NotALanguageTagError` for anything that is not a tag."""
    tag = code.replace("-", "_")
    if not (tag.isascii() and tag.replace("_", "").isalnum()):  # parse_locale drops ".x" and "@x"
        raise NotALanguageTagError(code)
    try:
        return get_locale_identifier(parse_locale(tag))
    except ValueError:
        raise NotALanguageTagError(code) from None


def start_catalog(code: str, out: Path) -> Path:
    """Write ``out/CODE/LC_MESSAGES/warkit.po`` from the shipped template; return its path."""
    folder = folder_name(code)
    if Tag.parse(folder).language == SOURCE:
        raise SourceLanguageError(code)
    try:
        locale = Locale.parse(folder)
    except (UnknownLocaleError, ValueError) as error:
        raise UnknownLocaleCodeError(code) from error
    target = out / folder / "LC_MESSAGES" / f"{DOMAIN}.po"
    if not target.resolve().is_relative_to(out.resolve()):
        raise OutsideFolderError(target, out)
    if target.exists():
        raise CatalogExistsError(target)
    with pot_path().open("rb") as template:
        # Read as the template it is (two forms, English's), then given the language: read with a
        # language of other forms, Babel would print a warning on standard output per plural message.
        catalog = read_po(template, domain=DOMAIN)
    catalog.locale = locale
    # CLDR's rule, not Babel's table (which swaps Arabic's forms 4 and 5 and gives Malay two)
    catalog.mime_headers = [("Plural-Forms", plural_rule(folder.replace("_", "-")).header)]
    catalog.revision_date = datetime.now(UTC)
    catalog.fuzzy = False
    make_folder(target.parent)
    try:
        with target.open("xb") as po:
            write_po(po, catalog)
    except OSError as error:
        raise WriteError.of(error, target) from error
    return target
