"""``warkit i18n check``: the gate translators and CI run on every catalog.

Each ``.po`` is read into the same :class:`~warkit.i18n.catalog.Catalog` the game loads, so the
check reports exactly what the game refuses (syntax, placeholders, plural forms, control
characters, links, sizes, duplicates; the English shows for those) plus what only a translator
needs to know: unbalanced Markdown, whitespace at the ends, blank lines unlike the English, a
``Plural-Forms`` header that names no plural rule of the language, and messages of the template the catalog
lacks. Errors make the exit status non-zero; warnings are listed with their location.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from .catalog import Catalog, area_of, display_path, plural_rule, po_entries, read_catalog
from .languages import (
    COMPLETE,
    PSEUDOS,
    SOURCE,
    available_languages,
    catalog_folders,
    po_path,
    pot_path,
    usable_folder,
)
from .pofile import entry_key
from .validate import short

if TYPE_CHECKING:
    from collections.abc import Sequence

    import polib

Report = Catalog
"""What ``check`` found in one catalog: the catalog itself, with its problems and counts."""


def check_catalog(path: Path, language: str, template: Sequence[polib.POEntry] | None = None) -> Report:
    """Check one ``.po`` file (against the template's messages, when given: read once for all
    the catalogs checked)."""
    report = read_catalog(path, language)
    if template is not None and report.keys:
        _compare_with_template(report, template)
    return report


def _compare_with_template(report: Report, template: Sequence[polib.POEntry]) -> None:
    """Messages of the template that the catalog lacks count as untranslated, with a warning (not
    for an entry left out for a syntax error: that error is reported already, and is the fix)."""
    missing = [e for e in template if e.msgid and not e.obsolete and entry_key(e) not in report.keys]
    for entry in missing:  # untranslated, in the part it belongs to, as status counts it
        report.count(area_of(entry), translated=False)
    lacking = [entry for entry in missing if entry_key(entry) not in report.dropped]
    if lacking:
        report.add("warning", None, "outdated", {"detail": short(lacking[0].msgid)})


def check_languages(languages: list[str], directory: Path | None = None) -> list[Report]:
    """Reports for the given language codes or ``.po`` paths (all catalogs when none are given)."""
    template = pot_path(directory)
    template_entries = po_entries(template) if template.is_file() else None
    codes = languages or [code for code in available_languages(directory) if code != SOURCE and code not in PSEUDOS]
    reports = []
    if not languages:  # a folder named so that no surface can use it is worth an error
        for name, path in catalog_folders(directory).items():
            if not usable_folder(name):
                report = Catalog(name, display_path(path), plural_rule(SOURCE))
                report.add("error", None, "unusable-folder", {"name": name}, refused=True)
                reports.append(report)
    for code in codes:
        if code.endswith(".po"):
            path = Path(code)
            language = path.parent.parent.name if path.parent.name == "LC_MESSAGES" else path.stem
            reports.append(check_catalog(path, language.replace("_", "-"), None))
        else:
            reports.append(check_catalog(po_path(code, directory), code, template_entries))
    return reports


def completeness(language: str, directory: Path | None = None) -> Report:
    """How complete one language's catalog is (``area_percent("game")``, ``("guide")``), counting
    the template's messages it lacks as untranslated, as ``i18n status`` does."""
    return check_languages([language], directory)[0]


def partial_languages(directory: Path | None = None) -> dict[str, int]:
    """Each language not held to 100 % (:data:`~warkit.i18n.languages.COMPLETE`) and the whole
    per cent of the game it translates, for the lists that offer languages."""
    return {
        code: completeness(code, directory).area_percent("game")
        for code in available_languages(directory)
        if code not in COMPLETE
    }
