"""Catalogs read straight from the ``.po`` files, validated once, cached by file stamp.

Reading the ``.po`` itself (there is no compiled ``.mo`` step) means a translator's edit shows on
the game's next start, and :func:`reload` lets a running game pick it up too. A file that is
broken or hostile never stops the game: each problem is recorded as a :class:`Problem` (file and
line), and only the entries that are safe to show are kept; the rest show in English.
"""

from __future__ import annotations

import gettext
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .languages import PSEUDO, PSEUDO_RTL, PSEUDOS, babel_locale, po_path, pot_path
from .placeholders import control_characters, is_percent_format
from .posyntax import blocks, syntax_errors
from .problems import Problem
from .validate import check_forms

if TYPE_CHECKING:
    import polib
# polib and Babel's message tools load only when a catalog is read: English, the source
# language, needs neither, which keeps them off the game's start-up.

Key = tuple[str | None, str]
"""(message context or None, msgid)."""


@dataclass(frozen=True, slots=True)
class PluralRule:
    """A language's plural forms, from Babel's data (never from the untrusted file header)."""

    count: int
    expression: str
    header: str

    def index(self, n: int) -> int:
        return _compiled(self.expression)(n)

    def single_number_forms(self) -> frozenset[int]:
        """Forms that only one number takes (Arabic "two", English "one"): such a form may
        spell the number out ("ورقتان", "a card") and leave ``{count}`` away."""
        return _single_number_forms(self.expression)


def plural_rule(language: str) -> PluralRule:
    from babel.messages.plurals import get_plural

    if language in PSEUDOS:
        language = "en"
    locale = babel_locale(language)
    plural = get_plural(locale)
    return PluralRule(plural.num_plurals, plural.plural_expr, plural.plural_forms)


_COMPILED: dict[str, Callable[[int], int]] = {}


@lru_cache(maxsize=32)
def _single_number_forms(expression: str) -> frozenset[int]:
    form_of = _compiled(expression)
    takers: dict[int, set[int]] = {}
    for n in range(1000):
        takers.setdefault(form_of(n), set()).add(n)
    return frozenset(form for form, numbers in takers.items() if len(numbers) == 1)


def _compiled(expression: str) -> Callable[[int], int]:
    # gettext.c2py accepts only C's arithmetic and comparison tokens, so it is safe on any text.
    if expression not in _COMPILED:
        _COMPILED[expression] = gettext.c2py(expression)
    return _COMPILED[expression]


@dataclass(slots=True)
class Catalog:
    """The usable translations of one language, and what was wrong with the rest."""

    language: str
    path: str
    plural: PluralRule
    messages: dict[Key, tuple[str, ...]] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)


_lock = threading.Lock()
_cache: dict[tuple[str, str], tuple[tuple[int, int], Catalog]] = {}


def reload() -> None:
    """Forget every cached catalog, so the next translator reads the files again."""
    with _lock:
        _cache.clear()


def load(language: str, directory: Path | None = None) -> Catalog | None:
    """The catalog of ``language`` (None for English or a language with no file), cached."""
    if language == "en":
        return None
    path = pot_path(directory) if language in PSEUDOS else po_path(language, directory)
    try:
        stat = path.stat()
    except OSError:
        return None
    stamp = (stat.st_mtime_ns, stat.st_size)
    key = (language, str(path))
    with _lock:
        cached = _cache.get(key)
        if cached and cached[0] == stamp:
            return cached[1]
    from . import catalog_cache

    catalog = _cached(language, path, stamp)
    if catalog is None:
        catalog = _pseudo_catalog(path, language) if language in PSEUDOS else read_catalog(path, language)
        catalog_cache.write(language, path, stamp, _catalog_to_json(catalog))
    with _lock:
        _cache[key] = (stamp, catalog)
    return catalog


def _cached(language: str, path: Path, stamp: tuple[int, int]) -> Catalog | None:
    """The catalog as a previous run validated it, if that copy still matches (see catalog_cache)."""
    from . import catalog_cache

    content = catalog_cache.read(language, path, stamp)
    if content is None:
        return None
    try:
        return _catalog_from_json(content, language, display_path(path))
    except (ValueError, KeyError, TypeError, SyntaxError, RecursionError):
        return None  # an altered copy: read the .po again


def _catalog_to_json(catalog: Catalog) -> dict[str, object]:
    from . import catalog_cache

    rule = catalog.plural
    return {
        "plural": {"count": rule.count, "expression": rule.expression, "header": rule.header},
        "messages": [[context, msgid, list(forms)] for (context, msgid), forms in catalog.messages.items()],
        "problems": [catalog_cache.problem_to_json(problem) for problem in catalog.problems],
    }


def _catalog_from_json(content: dict[str, Any], language: str, where: str) -> Catalog:
    """A catalog rebuilt from its cached copy, every field checked (ValueError if malformed)."""
    from . import catalog_cache

    plural = content["plural"]
    count, expression, header = plural["count"], plural["expression"], plural["header"]
    if not (isinstance(count, int) and 1 <= count <= 6 and isinstance(expression, str) and isinstance(header, str)):
        raise ValueError("plural")
    _compiled(expression)  # gettext's parser refuses anything but C arithmetic
    catalog = Catalog(language, where, PluralRule(count, expression, header))
    for context, msgid, forms in content["messages"]:
        if not (
            (context is None or isinstance(context, str))
            and isinstance(msgid, str)
            and isinstance(forms, list)
            and forms
            and all(isinstance(form, str) and not control_characters(form) for form in forms)
        ):
            raise ValueError("message")
        catalog.messages[(context, msgid)] = tuple(forms)
    catalog.problems = [catalog_cache.problem_from_json(data, where) for data in content["problems"]]
    return catalog


def display_path(path: Path) -> str:
    """The path as a translator knows it: relative to the current folder when inside it."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def parse_po(path: Path, problems: list[Problem]) -> polib.POFile | None:
    """Parse a ``.po``, recording syntax problems; broken entries are left out, the rest kept."""
    import polib

    where = display_path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        problems.append(Problem("error", where, None, "unreadable", {"detail": str(error)}))
        return None
    if not text.strip():
        problems.append(Problem("error", where, None, "empty"))
        return None
    bad_lines = syntax_errors(text)
    for number, line in bad_lines:
        problems.append(Problem("error", where, number, "syntax", {"detail": line.strip()[:80]}))
    text = _without_entries_at(text, {number for number, _ in bad_lines})
    for _attempt in range(100):
        try:
            return polib.pofile(text, wrapwidth=0)
        except (OSError, ValueError) as error:
            # polib stops at the first line it cannot read: blank that entry out and read again.
            found = _POLIB_LINE.search(str(error))
            at = int(found.group(1)) if found else 0
            lines = text.splitlines()
            if not 1 <= at <= len(lines) or not lines[at - 1].strip():
                problems.append(
                    Problem("error", where, at or None, "unreadable", {"detail": str(error)})
                )
                return None
            problems.append(
                Problem("error", where, at, "syntax", {"detail": lines[at - 1].strip()[:80]})
            )
            text = _without_entries_at(text, {at})
    return None


_POLIB_LINE = re.compile(r"\(line (\d+)\)")


def _without_entries_at(text: str, bad: set[int]) -> str:
    """``text`` with every entry that holds one of the ``bad`` lines blanked out.

    The lines become empty rather than removed, so later problems keep their line numbers.
    """
    if not bad:
        return text
    lines = text.splitlines()
    for start, block in blocks(text):
        span = range(start, start + block.count("\n"))
        if bad.intersection(span):
            for number in span:
                lines[number - 1] = ""
    return "\n".join(lines) + "\n"


def read_catalog(path: Path, language: str) -> Catalog:
    """Read and validate one ``.po`` file. Never raises for anything inside the file."""
    rule = plural_rule(language)
    catalog = Catalog(language, display_path(path), rule)
    po = parse_po(path, catalog.problems)
    if po is None:
        return catalog
    where = catalog.path
    header = po.metadata.get("Plural-Forms")
    if header and not plural_headers_agree(header, rule):
        catalog.problems.append(
            Problem(
                "warning", where, 1, "plural-header", {"found": header, "expected": rule.header}
            )
        )
    entries = [entry for entry in po if not entry.obsolete and entry.msgid]
    if not entries:
        catalog.problems.append(Problem("error", where, None, "empty"))
        return catalog
    for entry in entries:
        if entry.fuzzy:
            continue  # fuzzy means "not checked by a translator": the English shows
        forms = _forms(entry, rule, catalog.problems, where)
        if forms is None:
            continue
        percent = is_percent_format(entry.msgid, set(entry.flags))
        findings = check_forms(
            entry.msgid, entry.msgid_plural or None, list(forms), percent, rule.single_number_forms()
        )
        fatal = [f for f in findings if f.fatal]
        if fatal:  # one warning per entry: the first reason it cannot be shown
            catalog.problems.append(
                Problem("error", where, entry.linenum, fatal[0].code, fatal[0].values)
            )
        else:
            catalog.messages[(entry.msgctxt, entry.msgid)] = forms
    return catalog


def _forms(
    entry: polib.POEntry, rule: PluralRule, problems: list[Problem], where: str
) -> tuple[str, ...] | None:
    """The translated forms of an entry, or None when it is untranslated or unusable."""
    short = entry.msgid if len(entry.msgid) <= 60 else entry.msgid[:57] + "…"
    if not entry.msgid_plural:
        return (entry.msgstr,) if entry.msgstr else None
    if entry.msgstr and not entry.msgstr_plural:
        problems.append(
            Problem("error", where, entry.linenum, "plural-not-plural", {"msgid": short})
        )
        return None
    forms = [entry.msgstr_plural[i] for i in sorted(entry.msgstr_plural)]
    if not any(forms):
        return None
    if sorted(entry.msgstr_plural) != list(range(rule.count)):
        values = {"found": str(len(forms)), "expected": str(rule.count), "msgid": short}
        problems.append(Problem("error", where, entry.linenum, "plural-count", values))
        return None
    if not all(forms):
        return None  # partly translated: show the English rather than a blank
    return tuple(forms)


def plural_headers_agree(header: str, rule: PluralRule) -> bool:
    """Whether a ``Plural-Forms`` header gives the same forms as Babel for every n up to 1000."""
    parts = dict(part.strip().split("=", 1) for part in header.split(";") if "=" in part)
    try:
        if int(parts.get("nplurals", "").strip()) != rule.count:
            return False
        theirs = gettext.c2py(parts.get("plural", "").strip())
        return all(theirs(n) == rule.index(n) for n in range(1001))
    except (ValueError, SyntaxError, RecursionError, ZeroDivisionError):
        return False


def _pseudo_catalog(path: Path, language: str = PSEUDO) -> Catalog:
    """Every message of the template, pseudo-localized; made in memory, never saved."""
    from .pseudo import pseudo_rtl, pseudolocalize

    rule = plural_rule(language)
    catalog = Catalog(language, display_path(path), rule)
    transform = pseudo_rtl if language == PSEUDO_RTL else pseudolocalize
    po = parse_po(path, catalog.problems)
    if po is None:
        return catalog
    for entry in po:
        if entry.obsolete or not entry.msgid:
            continue
        forms: tuple[str, ...] = (transform(entry.msgid),)
        if entry.msgid_plural:
            forms += (transform(entry.msgid_plural),)
        catalog.messages[(entry.msgctxt, entry.msgid)] = forms
    return catalog
