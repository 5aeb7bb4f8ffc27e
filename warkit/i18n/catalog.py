"""The one catalog model: a ``.po`` file read and judged the same way for the game and the checker.

A clone or an overlay reads the ``.po`` itself, so a translator's edit shows on the game's next
start, and :func:`reload` lets a running game pick it up too; a wheel also carries each shipped
``.po`` compiled (``.mo``), made from this same model when the wheel is built. A file that is
broken or hostile never stops the game: each problem is recorded as a :class:`Problem` (file and
line), and only the entries that are safe to show are kept; the rest show in English.
``warkit i18n check`` reads the very same :class:`Catalog` and reports all of its problems, so
the checker can never pass an entry the game refuses, nor the other way round.
"""

from __future__ import annotations

import threading
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ..resources import MissingDataError, shipped_locale_dir
from ..safe.text import excerpt
from ..safe.untrusted import UntrustedFileError, read_bytes, read_text
from .languages import PSEUDO_RTL, PSEUDOS, catalog_path
from .placeholders import control_characters
from .plurals import PluralRule, plural_rule, read_header
from .pofile import entry_count, entry_key, read_po
from .problems import MAX_LISTED, Problem
from .validate import MAX_MESSAGE_CHARS, Finding, check_forms, short

if TYPE_CHECKING:
    import polib

MAX_FILE_BYTES = 4 * 1024 * 1024
"""A catalog larger than this is refused whole (warkit's largest is under 300 kB)."""
MAX_ENTRIES = 10_000
"""A catalog with more entries than this is refused whole (warkit has about 800 messages): each
entry costs some 30 µs to read and judge, so 4 MB of tiny entries (143,000) would hold up every
start for seconds; at this limit it is a fraction of one."""

Key = tuple[str | None, str]
"""(message context or None, msgid)."""


@dataclass(slots=True)
class Catalog:
    """One language's catalog: the translations safe to show, what was wrong, and how complete."""

    language: str
    path: str
    plural: PluralRule
    messages: dict[Key, tuple[str, ...]] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    total: int = 0
    translated: int = 0
    fuzzy: int = 0
    obsolete: int = 0
    areas: dict[str, tuple[int, int]] = field(default_factory=dict)
    """(translated, total) per part of warkit: ``game`` (the code) and ``guide`` (content/)."""
    keys: set[Key] = field(default_factory=set)
    """Every message the file has (translated or not), for comparing with the template."""
    dropped: set[Key] = field(default_factory=set)
    """The messages of entries left out for a syntax error (reported as such, not as missing)."""

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "warning"]

    @property
    def percent(self) -> int:
        """Whole per cent translated, rounded down so 99.6% never shows as complete."""
        return whole_percent(self.translated, self.total)

    def area_percent(self, area: str) -> int:
        """Whole per cent of one part (``game``, ``guide``) translated, counted and rounded as
        :attr:`percent` is: ``i18n check`` and ``i18n status`` show these same figures."""
        return whole_percent(*self.areas.get(area, (0, 0)))

    def count(self, area: str, *, translated: bool) -> None:
        """One more message of ``area``, translated or not."""
        done, total = self.areas.get(area, (0, 0))
        self.areas[area] = (done + translated, total + 1)
        self.total += 1
        self.translated += translated

    def add(self, severity: str, line: int | None, code: str, values: dict[str, str] | None = None, *, refused: bool = False) -> None:
        self.problems.append(Problem(severity, self.path, line, code, values or {}, refused))  # type: ignore[arg-type]


_lock = threading.Lock()
_cache: dict[tuple[str, str], tuple[tuple[int, int], Catalog]] = {}


def reload() -> None:
    """Forget every loaded catalog, so the next translator reads the files again."""
    with _lock:
        _cache.clear()


def load(language: str, directory: Path | None = None) -> Catalog | None:
    """The catalog of ``language`` (None for English or a language with no file), kept in memory.

    A wheel carries each shipped ``.po`` compiled beside it (``warkit.mo``, see
    :func:`compile_catalog`), read in about a millisecond where the ``.po`` takes about 50
    (``scripts/bench_catalogs.py``); it is used only while it is the compiled form of that very
    ``.po``, so a clone or a ``.po`` edited in place is read and judged directly. An overlay's
    catalog (``$WARKIT_LOCALE_DIR``, ``--locale-dir``) is always read from its ``.po``, the file
    ``warkit i18n check`` judges: a ``.mo`` beside it is never opened, as anyone who can write
    the ``.po`` can write one that claims to be its compiled form.
    """
    if language == "en":
        return None
    path = catalog_path(language, directory)
    try:
        stat = path.stat()
    except (OSError, ValueError):
        return None
    stamp = (stat.st_mtime_ns, stat.st_size)
    key = (language, str(path))
    with _lock:
        cached = _cache.get(key)
        if cached and cached[0] == stamp:
            return cached[1]
    catalog = _from_compiled(path, language) if language not in PSEUDOS and _shipped(path) else None
    if catalog is None:
        catalog = read_catalog(path, language)
    with _lock:
        _cache[key] = (stamp, catalog)
    return catalog


def _shipped(path: Path) -> bool:
    """Whether the ``.po`` at ``path`` is one of the catalogs that came with this copy of warkit."""
    try:
        return path.resolve().parents[2] == shipped_locale_dir()
    except (OSError, RuntimeError, IndexError, MissingDataError):  # RuntimeError: a symlink loop
        return False


PO_HASH = "X-Warkit-Po-Sha256"
"""The ``.mo`` header field holding the sha256 of the ``.po`` bytes it was compiled from: a shipped
``.po`` edited in place is read instead of its ``.mo``."""
MO_NAME = "warkit.mo"


def compile_catalog(path: Path, language: str) -> bytes | None:
    """The ``.mo`` for the ``.po`` at ``path`` (when a wheel is built), or None if that catalog
    has any problem (then the wheel carries no ``.mo`` and the game reads the ``.po``, warnings
    and all).

    It holds exactly what the game keeps from the ``.po`` (:func:`read_catalog`), the plural rule
    it was read with (``Plural-Forms``: the ``.po``'s header, or CLDR's rule for none, so the
    standard library's gettext picks the forms warkit does) and the ``.po``'s hash.
    """
    import hashlib

    from .mofile import write_mo

    catalog = read_catalog(path, language)
    if catalog.problems or language in PSEUDOS:
        return None
    data = read_bytes(path, MAX_FILE_BYTES)
    plurals = {entry_key(e): e.msgid_plural for e in read_po(data.decode("utf-8")).entries if e.msgid_plural}
    fields = [
        ("Language", language),
        ("Plural-Forms", catalog.plural.header),
        (PO_HASH, hashlib.sha256(data).hexdigest()),
    ]
    return write_mo(catalog.messages, plurals, fields)


def _from_compiled(path: Path, language: str) -> Catalog | None:
    """The catalog from the ``.mo`` beside the shipped ``.po`` at ``path``, if there is one
    compiled from these very bytes with a readable plural rule; None means "read the ``.po``".
    Never raises.

    The ``.mo`` is package data, as trusted as the code beside it, and every check of the ``.po``
    was made when it was compiled; only control characters are looked for again (0.3 ms, where
    links would take 3), so not even a damaged ``.mo`` can drive the player's terminal.
    """
    import hashlib

    from .mofile import read_mo

    try:
        compiled = read_bytes(path.with_name(MO_NAME), MAX_FILE_BYTES)
        source = read_bytes(path, MAX_FILE_BYTES)
    except UntrustedFileError:
        return None
    mo = read_mo(compiled)
    if mo is None or mo.header.get(PO_HASH.lower()) != hashlib.sha256(source).hexdigest():
        return None
    verdict = read_header(language, mo.header.get("plural-forms"))
    if not verdict.accepted or verdict.differs_at:
        return None  # compile_catalog compiles only a .po whose header is CLDR's rule
    rule = verdict.rule
    for forms in mo.messages.values():
        if len(forms) not in (1, rule.count) or any(_unsafe(form) for form in forms):
            return None  # not what compile_catalog writes: the .po decides
    return Catalog(language, display_path(path), rule, mo.messages)


def _unsafe(form: str) -> bool:
    return len(form) > MAX_MESSAGE_CHARS or bool(control_characters(form))


def display_path(path: Path) -> str:
    """The path as a translator knows it: relative to the current folder when inside it."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except (ValueError, OSError, RuntimeError):  # RuntimeError: a symlink loop on older Pythons
        return str(path)


def po_entries(path: Path) -> list[polib.POEntry]:
    """The valid entries of the ``.po`` at ``path``, with no report: none when the catalog
    refuses the file whole (unreadable, not a file, too large, too many entries)."""
    try:
        text = read_text(path, MAX_FILE_BYTES)
    except UntrustedFileError:
        return []
    return read_po(text).entries if entry_count(text) <= MAX_ENTRIES else []


def read_entries(path: Path, catalog: Catalog) -> list[polib.POEntry] | None:
    """The valid entries of the ``.po`` at ``path``; each bad line is recorded in ``catalog``."""
    try:
        text = read_text(path, MAX_FILE_BYTES)
    except UntrustedFileError as error:
        told = {"too-large": {"size": str(MAX_FILE_BYTES // (1024 * 1024))}, "not-a-file": {}}
        code = error.reason if error.reason in told else "unreadable"
        catalog.add("error", None, code, told.get(code, {"detail": excerpt(error.detail or error.reason)}), refused=True)
        return None
    if not text.strip():
        catalog.add("error", None, "empty", refused=True)
        return None
    if entry_count(text) > MAX_ENTRIES:
        catalog.add("error", None, "too-many-entries", {"size": str(MAX_ENTRIES)}, refused=True)
        return None
    po = read_po(text)
    catalog.dropped = po.dropped
    for number, line in po.bad_lines[:MAX_LISTED]:  # the rest counted in one problem, not kept
        catalog.add("error", number, "syntax", {"detail": excerpt(line)}, refused=True)
    if len(po.bad_lines) > MAX_LISTED:
        more = str(len(po.bad_lines) - MAX_LISTED)
        catalog.add("error", None, "syntax-more", {"count": more}, refused=True)
    if catalog.language not in PSEUDOS:  # the template's header has no plural rule to check
        _read_plural_header(po.header.get("Plural-Forms"), po.plural_forms_line, catalog)
    return po.entries


def _read_plural_header(header: str | None, line: int | None, catalog: Catalog) -> None:
    """Read the catalog with the rule its header gives: one that is not CLDR's is a warning, one
    that cannot be read an error (and the language's CLDR rule is used)."""
    verdict = read_header(catalog.language, header)
    catalog.plural = verdict.rule
    values = {"found": excerpt(header or "-"), "expected": plural_rule(catalog.language).header}
    if not verdict.accepted:
        catalog.add("error", line, "plural-header-unreadable", values)
    elif verdict.differs_at:
        numbers = " ".join(str(n) for n in verdict.differs_at)
        catalog.add("warning", line, "plural-header", {**values, "numbers": numbers})


def read_catalog(path: Path, language: str) -> Catalog:
    """Read and judge one ``.po`` file (or, for a pseudo-locale, the template). Never raises."""
    rule = plural_rule(language)
    catalog = Catalog(language, display_path(path), rule)
    if language in PSEUDOS:
        return _pseudo_catalog(path, catalog)
    entries = read_entries(path, catalog)
    if entries is None:
        return catalog
    live = [entry for entry in entries if not entry.obsolete and entry.msgid]
    catalog.obsolete = len(entries) - len(live)
    if not live:
        catalog.add("error", None, "empty", refused=True)
    seen: set[Key] = set()
    for entry in live:
        key = entry_key(entry)
        if key in seen:
            catalog.add("error", entry.linenum, "duplicate", {"msgid": short(entry.msgid)}, refused=True)
            catalog.messages.pop(key, None)  # which copy is meant is unclear: the English shows
            continue
        seen.add(key)
        _add_entry(entry, catalog)
    catalog.keys = seen
    return catalog


def whole_percent(done: int, total: int) -> int:
    """Whole per cent, rounded down so 99.6% never shows as complete (nothing counted is 0)."""
    return 100 * done // total if total else 0


def area_of(entry: polib.POEntry) -> str:
    """The part of warkit a message belongs to: ``guide`` (only in content/), else ``game``."""
    paths = [path for path, _line in entry.occurrences]
    return "guide" if paths and all(p.startswith("content/") for p in paths) else "game"


def _add_entry(entry: polib.POEntry, catalog: Catalog) -> None:
    """Count one entry, record its problems, and keep its translation if it may be shown."""
    if entry.fuzzy:  # fuzzy means "not checked by a translator": the English shows
        catalog.fuzzy += 1
        catalog.count(area_of(entry), translated=False)
        return
    forms, findings = judge(entry, catalog.plural)
    for finding in findings:
        catalog.add(finding.severity, entry.linenum, finding.code, finding.values, refused=finding.fatal)
    translated = forms is not None or any(finding.fatal for finding in findings)
    catalog.count(area_of(entry), translated=translated)
    if forms is not None and not any(finding.fatal for finding in findings):
        # NFC: an editor may save a letter and its marks as several characters (NFD, as macOS
        # does: Vietnamese «ầ» as «a» and two marks); as one character each, a letter is drawn
        # whole and counted once by every width, wrap and capital the game makes. It costs about
        # 2 % of reading the catalog (Hindi's, whose marks need the full check; others far less).
        catalog.messages[entry_key(entry)] = tuple(unicodedata.normalize("NFC", form) for form in forms)


def judge(entry: polib.POEntry, rule: PluralRule) -> tuple[tuple[str, ...] | None, list[Finding]]:
    """The one per-entry validation: the forms to show (None if untranslated) and the findings.

    A finding marked ``fatal`` means the English is shown instead of this translation.
    """
    msgid = entry.msgid
    if not entry.msgid_plural:
        if entry.msgstr_plural:
            return None, [Finding("error", "plural-not-plural", {"msgid": short(msgid)}, True)]
        if not entry.msgstr:
            return None, []
        forms: tuple[str, ...] = (entry.msgstr,)
    else:
        if entry.msgstr:
            return None, [Finding("error", "plural-not-plural", {"msgid": short(msgid)}, True)]
        given = entry.msgstr_plural
        if not any(given.values()):
            return None, []
        extra = sorted(index for index in given if index >= rule.count)
        if extra:
            values = {"index": str(extra[0]), "expected": str(rule.count), "msgid": short(msgid)}
            return None, [Finding("error", "plural-index", values, True)]
        if len(given) != rule.count:
            values = {"found": str(len(given)), "expected": str(rule.count), "msgid": short(msgid)}
            return None, [Finding("error", "plural-count", values, True)]
        if not all(given.values()):
            return None, []  # partly translated: show the English rather than a blank
        forms = tuple(given[index] for index in range(rule.count))
    single = rule.single_number_forms() if entry.msgid_plural else frozenset()  # counted over 1,000 numbers
    findings = check_forms(msgid, entry.msgid_plural or None, list(forms), single)
    return forms, findings


def _pseudo_catalog(path: Path, catalog: Catalog) -> Catalog:
    """Every message of the template, pseudo-localized; made in memory, never saved."""
    from .pseudo import pseudo_rtl, pseudolocalize

    transform = pseudo_rtl if catalog.language == PSEUDO_RTL else pseudolocalize
    entries = read_entries(path, catalog)
    for entry in entries or []:
        if entry.obsolete or not entry.msgid:
            continue
        forms: tuple[str, ...] = (transform(entry.msgid),)
        if entry.msgid_plural:
            forms += (transform(entry.msgid_plural),)
        catalog.messages[entry_key(entry)] = forms
    return catalog
