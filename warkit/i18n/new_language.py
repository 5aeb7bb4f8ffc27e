"""Start a catalog for a new language from the template, as ``pybabel init`` does.

This is the installed form of ``scripts/add-language``: a translator with only ``pip install
warkit`` runs ``warkit i18n init sv --out DIR`` and gets ``DIR/sv/LC_MESSAGES/warkit.po`` with
every message of this version and the language's plural rule from Babel's data; pointing
``WARKIT_LOCALE_DIR`` at ``DIR`` then lays it over the shipped catalogs.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

from babel import Locale, UnknownLocaleError
from babel.messages.pofile import read_po, write_po

from ..safe.atomic import WriteError, make_folder
from .languages import DOMAIN, pot_path


class UnknownLocaleCodeError(ValueError):
    """Babel has no locale data for the code, so it has no plural rule or name for it."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


class CatalogExistsError(FileExistsError):
    """The new catalog's file is there already: starting again would throw its work away."""

    def __init__(self, path: Path) -> None:
        super().__init__(str(path))
        self.path = path


def start_catalog(code: str, out: Path) -> Path:
    """Write ``out/CODE/LC_MESSAGES/warkit.po`` from the shipped template; return its path."""
    folder = code.replace("-", "_")
    try:
        locale = Locale.parse(folder)
    except (UnknownLocaleError, ValueError) as error:
        raise UnknownLocaleCodeError(code) from error
    target = out / folder / "LC_MESSAGES" / f"{DOMAIN}.po"
    if target.exists():
        raise CatalogExistsError(target)
    with pot_path().open("rb") as template:
        catalog = read_po(template, locale=locale, domain=DOMAIN)
    catalog.locale = locale
    catalog.revision_date = datetime.now(timezone.utc)
    catalog.fuzzy = False
    make_folder(target.parent)
    try:
        with target.open("xb") as po:
            write_po(po, catalog)
    except OSError as error:
        raise WriteError.of(error, target) from error
    return target
