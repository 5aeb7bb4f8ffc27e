"""``warkit i18n check``: the gate translators and CI run on every catalog.

For each ``.po``: syntax errors with file and line; how much is translated, fuzzy and obsolete;
placeholders missing, extra or unsafe against the msgid; plural forms against the language's
number (Babel's plural data) and a ``Plural-Forms`` header that agrees with Babel; unbalanced
Markdown and markup; whitespace at the ends and blank lines that differ from the English. Errors
make the exit status non-zero; warnings are listed with their location.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import polib

from .catalog import display_path, parse_po, plural_headers_agree, plural_rule
from .languages import PSEUDOS, SOURCE, available_languages, po_path, pot_path
from .placeholders import is_percent_format
from .problems import Problem
from .validate import check_forms


@dataclass
class Report:
    """What ``check`` found in one catalog."""

    language: str
    path: str
    total: int = 0
    translated: int = 0
    fuzzy: int = 0
    obsolete: int = 0
    problems: list[Problem] = field(default_factory=list)
    areas: dict[str, tuple[int, int]] = field(default_factory=dict)
    """(translated, total) per part of warkit: ``game`` (the code) and ``guide`` (content/)."""

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "warning"]

    @property
    def percent(self) -> int:
        """Whole per cent translated, rounded down so 99.6% never shows as complete."""
        return 100 * self.translated // self.total if self.total else 0


def check_catalog(path: Path, language: str, template: Path | None = None) -> Report:
    """Check one ``.po`` file (against the template's messages, when given)."""
    report = Report(language, display_path(path))
    po = parse_po(path, report.problems)
    if po is None:
        return report
    rule = plural_rule(language)
    header = po.metadata.get("Plural-Forms", "")
    if not plural_headers_agree(header, rule):
        values = {"found": header or "-", "expected": rule.header}
        report.problems.append(
            Problem("error", report.path, _header_line(path), "plural-header", values)
        )
    entries = [entry for entry in po if entry.msgid and not entry.obsolete]
    report.obsolete = sum(1 for entry in po if entry.obsolete)
    report.total = len(entries)
    if not entries:
        report.problems.append(Problem("error", report.path, None, "empty"))
    for entry in entries:
        area = _area(entry)
        done, total = report.areas.get(area, (0, 0))
        report.areas[area] = (done, total + 1)
        if entry.fuzzy:
            report.fuzzy += 1
            continue
        forms = _forms(entry)
        if not forms or not all(forms):
            continue
        report.translated += 1
        report.areas[area] = (done + 1, total + 1)
        if entry.msgid_plural and len(forms) != rule.count:
            values = {
                "found": str(len(forms)),
                "expected": str(rule.count),
                "msgid": _short(entry.msgid),
            }
            report.problems.append(
                Problem("error", report.path, entry.linenum, "plural-count", values)
            )
        percent = is_percent_format(entry.msgid, set(entry.flags))
        implied = rule.single_number_forms()
        for finding in check_forms(entry.msgid, entry.msgid_plural or None, forms, percent, implied):
            report.problems.append(
                Problem(finding.severity, report.path, entry.linenum, finding.code, finding.values)
            )
    if not any(problem.code == "syntax" for problem in report.problems):
        _babel_checks(path, language, report)
    if template is not None:
        _compare_with_template(report, po, template)
    return report


def _babel_checks(path: Path, language: str, report: Report) -> None:
    """Babel's own checkers (plural count, %-format fields) on what ours did not already flag."""
    from babel.core import UnknownLocaleError
    from babel.messages.pofile import PoFileError, read_po

    flagged = {problem.values.get("msgid") for problem in report.problems}
    try:
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=language.replace("-", "_"), abort_invalid=True)
    except (PoFileError, UnknownLocaleError, ValueError, OSError):
        return
    for message, errors in catalog.check():
        msgid = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
        if message.fuzzy or _short(str(msgid)) in flagged:
            continue
        for error in errors:
            values = {"detail": str(error), "msgid": _short(str(msgid))}
            report.problems.append(Problem("error", report.path, message.lineno, "babel", values))


def _area(entry: polib.POEntry) -> str:
    """``guide`` for messages of the guide's templates, ``game`` for everything in the code."""
    paths = [path for path, _ in entry.occurrences]
    return "guide" if paths and all(path.startswith("content/") for path in paths) else "game"


def _forms(entry: polib.POEntry) -> list[str]:
    if entry.msgid_plural:
        return [entry.msgstr_plural[i] for i in sorted(entry.msgstr_plural)]
    return [entry.msgstr]


def _short(msgid: str) -> str:
    return msgid if len(msgid) <= 60 else msgid[:57] + "…"


def _header_line(path: Path) -> int | None:
    try:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if "Plural-Forms" in line:
                return number
    except (OSError, UnicodeDecodeError):
        return None
    return None


def _compare_with_template(report: Report, po: polib.POFile, template: Path) -> None:
    """Messages of the template that the catalog lacks count as untranslated, with a warning."""
    try:
        pot = polib.pofile(str(template), wrapwidth=0)
    except (OSError, ValueError):
        return
    have = {(entry.msgctxt, entry.msgid) for entry in po if not entry.obsolete}
    missing = [entry for entry in pot if entry.msgid and (entry.msgctxt, entry.msgid) not in have]
    if missing:
        report.total += len(missing)
        values = {"detail": _short(missing[0].msgid)}
        report.problems.append(Problem("warning", report.path, None, "outdated", values))


def check_languages(languages: list[str], directory: Path | None = None) -> list[Report]:
    """Reports for the given language codes or ``.po`` paths (all catalogs when none are given)."""
    template = pot_path(directory)
    codes = languages or [
        code for code in available_languages(directory) if code != SOURCE and code not in PSEUDOS
    ]
    reports = []
    for code in codes:
        if code.endswith(".po"):
            path = Path(code)
            language = path.parent.parent.name if path.parent.name == "LC_MESSAGES" else path.stem
            reports.append(check_catalog(path, language.replace("_", "-"), None))
        else:
            reports.append(
                check_catalog(
                    po_path(code, directory), code, template if template.is_file() else None
                )
            )
    return reports
