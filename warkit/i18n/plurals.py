"""The plural rule a catalog is read with: the rule of warkit's table that its header names.

A catalog's ``Plural-Forms`` header is untrusted text and is never run. It is looked up among
the headers :mod:`warkit.i18n.plural_table` accepts for the language (spaces and one pair of
outer parentheses aside), and that header's rule, from the table, is the one used. A header
written another way is parsed by :mod:`warkit.i18n.plural_expr` only to compare it with the
accepted ones over :data:`SAMPLES`: if it gives the same form for every number there it is that
rule; otherwise it is a problem that names the first numbers where it differs from the
language's CLDR rule, which is then used. A missing header means the CLDR rule.

Every rule also knows each number's CLDR category (zero, one, two, few, many, other), so a
translator can be shown which form a number takes and why (``warkit i18n plurals``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .plural_expr import Form, PluralExpressionError, parse_header
from .plural_table import TABLE, Plurals

SAMPLES: tuple[int, ...] = (*range(10_001), 10**5, 10**6, 2 * 10**6, 10**9)
"""The numbers two rules are compared at: French, Spanish and Portuguese reach "many" only at
a million; every other difference between rules in use shows below 10,000."""
CLDR_ORDER = ("zero", "one", "two", "few", "many", "other")
EXAMPLE_EXTRAS = (11, 15, 21, 101, 111)
"""Numbers shown beside the smallest of each form: where rules tend to go wrong (teens, 21, 101)."""
DIFFERENCES_NAMED = 3
"""How many numbers a header's problem names where it differs from the rule."""
_PLACEHOLDER = "nplurals=INTEGER; plural=EXPRESSION;"
"""What xgettext's template holds until a tool fills it in: as good as no header."""


@dataclass(frozen=True, slots=True, eq=False)
class PluralRule:
    """One of a language's rules: which ``msgstr[…]`` each number takes, and its CLDR category."""

    header: str
    """The table's text of this rule: what a compiled catalog (``.mo``) says it uses."""
    count: int
    categories: tuple[str, ...]
    _form: Form
    _cldr: Form

    def index(self, n: int) -> int:
        """The form (``msgstr[index]``) for ``n``."""
        return self._form(abs(n))

    def category(self, n: int) -> str:
        """CLDR's category for the whole number ``n``: zero, one, two, few, many or other."""
        return self.categories[self._cldr(abs(n))]

    def single_number_forms(self) -> frozenset[int]:
        """Forms that only one number takes (Arabic "two", English "one"): such a form may
        spell the number out ("ورقتان", "a card") and leave ``{count}`` away."""
        return _single_number_forms(self)

    def examples(self) -> tuple[int, ...]:
        """Numbers that show every form and every CLDR category in it: the two smallest of each
        (a million, for French's "many" under a two-form header), and :data:`EXAMPLE_EXTRAS`."""
        return _examples(self)


@dataclass(frozen=True, slots=True)
class HeaderVerdict:
    """What a catalog's header means: the rule to read it with, and whether that is its own."""

    rule: PluralRule
    accepted: bool = True
    differs_at: tuple[int, ...] = ()
    """When refused: the first numbers where the header's forms differ from ``rule``'s (none
    when it cannot be read, or says another number of forms with the same choice)."""


def plural_rule(language: str) -> PluralRule:
    """The language's CLDR rule: what ``warkit i18n init`` writes and a missing header means."""
    return _rule(_plurals(language), 0)


def accepted_rule(language: str, header: str | None) -> PluralRule | None:
    """The table's rule for a header written as the table writes it (spaces and outer
    parentheses aside), the CLDR rule for none; None for any other header. Nothing is evaluated."""
    plurals = _plurals(language)
    key = _normalized(header or "")
    if key in (_normalized(""), _normalized(_PLACEHOLDER)):
        return _rule(plurals, 0)
    for number, accepted in enumerate(plurals.headers):
        if _normalized(accepted) == key:
            return _rule(plurals, number)
    return None


def read_header(language: str, header: str | None) -> HeaderVerdict:
    """The rule for a catalog's ``Plural-Forms`` header (None or "" when it has none)."""
    found = accepted_rule(language, header)
    if found is not None:
        return HeaderVerdict(found)
    plurals = _plurals(language)
    cldr = _rule(plurals, 0)
    try:
        count, form = parse_header(header or "")
    except PluralExpressionError:
        return HeaderVerdict(cldr, accepted=False)
    theirs = _forms(form, count)
    for number in range(len(plurals.headers)):
        if (count, theirs) == _table_forms(plurals, number):
            return HeaderVerdict(_rule(plurals, number))
    _, ours = _table_forms(plurals, 0)
    differs = tuple(n for n, mine, their in zip(SAMPLES, ours, theirs, strict=True) if mine != their)
    return HeaderVerdict(cldr, accepted=False, differs_at=differs[:DIFFERENCES_NAMED])


# -- inside ----------------------------------------------------------------------------------


def _plurals(language: str) -> Plurals:
    """The table's entry for a language (or its main language: ``ar-EG`` is ``ar``), else one
    made from Babel's CLDR data, else English's."""
    primary = language.split("-")[0]
    found = TABLE.get(language) or TABLE.get(primary) or _from_cldr(language)
    return found or TABLE["en"]


@lru_cache(maxsize=64)
def _rule(plurals: Plurals, number: int) -> PluralRule:
    header = plurals.headers[number]
    count, form = parse_header(header)  # the table's own text: tests hold every header readable
    _, cldr = parse_header(plurals.headers[0])
    return PluralRule(header, count, plurals.categories, form, cldr)


@lru_cache(maxsize=64)
def _table_forms(plurals: Plurals, number: int) -> tuple[int, tuple[int | None, ...]]:
    count, form = parse_header(plurals.headers[number])
    return count, _forms(form, count)


def _forms(form: Form, count: int) -> tuple[int | None, ...]:
    """The form for each of :data:`SAMPLES` (None where the expression fails or leaves 0…count-1)."""
    found: list[int | None] = []
    for n in SAMPLES:
        try:
            index = form(n)
        except ZeroDivisionError:
            index = -1
        found.append(index if 0 <= index < count else None)
    return tuple(found)


def _normalized(header: str) -> str:
    """The header without spaces, a last ``;`` or one pair of parentheses around the expression.

    >>> _normalized(" nplurals=2; plural=(n != 1);") == _normalized("nplurals=2; plural=n != 1")
    True
    """
    text = "".join(header.split()).rstrip(";")
    head, separator, expression = text.partition("plural=")
    if _wrapped(expression):
        expression = expression[1:-1]
    return head + separator + expression


def _wrapped(expression: str) -> bool:
    """Whether one pair of parentheses holds the whole expression: ``(a)``, not ``(a) ? (b) : 0``."""
    if not (expression.startswith("(") and expression.endswith(")")):
        return False
    depth = 0
    for position, char in enumerate(expression):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0 and position < len(expression) - 1:
            return False
    return True


@lru_cache(maxsize=32)
def _single_number_forms(rule: PluralRule) -> frozenset[int]:
    takers: dict[int, set[int]] = {}
    for n in range(1000):
        takers.setdefault(rule.index(n), set()).add(n)
    return frozenset(form for form, numbers in takers.items() if len(numbers) == 1)


@lru_cache(maxsize=32)
def _examples(rule: PluralRule) -> tuple[int, ...]:
    smallest: dict[tuple[int, str], list[int]] = {}
    for n in SAMPLES:
        taken = smallest.setdefault((rule.index(n), rule.category(n)), [])
        if len(taken) < 2:
            taken.append(n)
    return tuple(sorted({*EXAMPLE_EXTRAS, *(n for numbers in smallest.values() for n in numbers)}))


@lru_cache(maxsize=16)
def _from_cldr(language: str) -> Plurals | None:
    """A language outside the table: its CLDR rule from Babel's data, written as Babel's own
    header when that agrees with CLDR (``pybabel init`` writes it), else converted from CLDR.
    None if Babel has no such locale, or neither header gives CLDR's forms."""
    from babel import Locale, UnknownLocaleError
    from babel.messages.plurals import get_plural

    try:
        locale = Locale.parse(language.replace("-", "_"))
    except (UnknownLocaleError, ValueError):
        return None
    cldr = locale.plural_form
    named = [cldr(n) for n in SAMPLES]
    categories = tuple(category for category in CLDR_ORDER if category in set(named))
    wanted = tuple(categories.index(category) for category in named)
    for header in (get_plural(locale).plural_forms, _converted(cldr, categories) or ""):
        try:
            count, form = parse_header(header)
        except PluralExpressionError:
            continue
        if count == len(categories) and _forms(form, count) == wanted:
            return Plurals(categories, (header,))
    return None


def _converted(cldr: object, categories: tuple[str, ...]) -> str | None:
    """CLDR's rule as a gettext header for whole numbers, through Babel's gettext compiler with
    every operand but ``n`` and ``i`` taken as 0. None if Babel's compiler is not as expected."""
    try:
        from babel.plural import _GettextCompiler

        class WholeNumbers(_GettextCompiler):  # type: ignore[misc]
            compile_c = compile_e = _GettextCompiler.compile_v  # 0, as v, w, f and t

        compile_ = WholeNumbers().compile
        conditions = dict(cldr.abstract)  # type: ignore[attr-defined]
        chain = "".join(f"{compile_(conditions[tag])} ? {number} : " for number, tag in enumerate(categories[:-1]))
    except (ImportError, AttributeError, KeyError, TypeError):
        return None
    return f"nplurals={len(categories)}; plural=({chain}{len(categories) - 1});"
