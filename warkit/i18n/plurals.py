"""Plural rules: which ``msgstr[…]`` a number takes, and CLDR's name for that number.

A catalog's ``Plural-Forms`` header is untrusted text, read as GNU gettext reads it: its
expression is evaluated by the standard library's :func:`gettext.c2py` (which bounds its length
and nesting and allows only the tokens of gettext's C subset), and its own numbering of the forms
is trusted, so any header that gives every number one of its ``nplurals`` forms plays. A header
that cannot be read is refused and the language's CLDR rule is used, as for a catalog with none.

warkit's policy for a language is CLDR's rule for whole numbers (:func:`plural_rule`): its forms
in CLDR's order (zero, one, two, few, many, other), keeping the categories whole numbers reach.
A header that gives other forms plays, and :func:`read_header` names the first numbers where it
differs, for ``warkit i18n check`` to warn about. Rules are compared by evaluating both over
:data:`SAMPLES`.
"""

from __future__ import annotations

import gettext
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, lru_cache
from itertools import groupby
from typing import TYPE_CHECKING, NamedTuple

from .languages import PSEUDOS, SOURCE, babel_locale, known_locale

if TYPE_CHECKING:
    from babel import Locale

    from .protocol import Gettext

SAMPLES: tuple[int, ...] = (*range(10_001), 10**5, 10**6, 2 * 10**6, 10**9)
"""The numbers two rules are compared at: French, Spanish and Portuguese reach "many" only at
a million; every other difference between rules in use shows below 10,000."""
CLDR_ORDER = ("zero", "one", "two", "few", "many", "other")
EXAMPLE_EXTRAS = (11, 15, 21, 101, 111)
"""Numbers shown beside the smallest of each form: where rules tend to go wrong (teens, 21, 101)."""
DIFFERENCES_NAMED = 3
"""How many numbers the warning about a header names where it differs from CLDR's rule."""
_PLACEHOLDER = "nplurals=INTEGER; plural=EXPRESSION;"
"""What xgettext's template holds until a tool fills it in: as good as no header."""


@dataclass(frozen=True, eq=False)
class PluralRule:
    """A header as read: which ``msgstr[…]`` each number takes, named with the language's CLDR categories."""

    header: str
    count: int
    language: str
    forms: tuple[int, ...] = field(repr=False)
    """The form of each number of :data:`SAMPLES`."""
    expression: Callable[[int], int] = field(repr=False)

    def index(self, n: int) -> int:
        """The form (``msgstr[index]``) for ``n``."""
        n = abs(n)
        return self.forms[n] if n <= 10_000 else self.expression(n)

    def category(self, n: int) -> str:
        """CLDR's category for the whole number ``n``: zero, one, two, few, many or other."""
        return _locale(self.language).plural_form(abs(n))

    def single_number_forms(self) -> frozenset[int]:
        """Forms that only one number takes (Arabic "two", English "one"): such a form may
        spell the number out ("ورقتان", "a card") and leave ``{count}`` away."""
        return frozenset(form for form, taken in Counter(self.forms[:1000]).items() if taken == 1)

    def examples(self) -> tuple[int, ...]:
        """The two smallest numbers of each form and CLDR category in it (a million, for
        French's "many"), and :data:`EXAMPLE_EXTRAS`."""
        smallest: dict[tuple[int, str], list[int]] = {}
        for n, form, category in zip(SAMPLES, self.forms, cldr_categories(self.language), strict=True):
            taken = smallest.setdefault((form, category), [])
            if len(taken) < 2:
                taken.append(n)
        return tuple(sorted({*EXAMPLE_EXTRAS, *(n for numbers in smallest.values() for n in numbers)}))


class HeaderVerdict(NamedTuple):
    """What a catalog's header means: the rule it is read with."""

    rule: PluralRule
    accepted: bool = True
    """False when the header cannot be read: then ``rule`` is the language's CLDR rule."""
    differs_at: tuple[int, ...] = ()
    """The first numbers whose form is not the one CLDR's rule gives (none when it is CLDR's)."""


def read_header(language: str, header: str | None) -> HeaderVerdict:
    """The rule for a catalog's ``Plural-Forms`` header (None or "" when it has none)."""
    cldr = plural_rule(language)
    text = (header or "").strip()
    if text in ("", _PLACEHOLDER):
        return HeaderVerdict(cldr)
    try:
        rule = header_rule(language, text)
    except ValueError:
        return HeaderVerdict(cldr, accepted=False)
    differs = (n for n, mine, theirs in zip(SAMPLES, cldr.forms, rule.forms, strict=True) if mine != theirs)
    return HeaderVerdict(rule, differs_at=tuple(differs)[:DIFFERENCES_NAMED])


@lru_cache(maxsize=64)
def header_rule(language: str, header: str) -> PluralRule:
    """The rule a header gives; :class:`ValueError` unless it is ``nplurals=N; plural=EXPRESSION``
    in ASCII, with N from 1 to 6 (CLDR's categories) and every number given a form from 0 to N-1."""
    head, _, rest = header.partition(";")
    name, _, count = head.partition("=")
    plural, _, expression = rest.strip().removesuffix(";").partition("=")
    if not (header.isascii() and (name.strip(), plural.strip()) == ("nplurals", "plural") and count.strip() in tuple("123456")):
        raise ValueError(header)
    number = int(count)
    form = gettext.c2py(expression)
    try:
        forms = tuple(form(n) for n in SAMPLES)
    except ZeroDivisionError:
        raise ValueError(header) from None
    if not all(0 <= index < number for index in forms):
        raise ValueError(header)
    return PluralRule(header, number, language, forms, form)


@cache
def plural_rule(language: str) -> PluralRule:
    """The language's CLDR rule for whole numbers: what a missing header means and ``warkit i18n
    init`` writes. Its text is Babel's gettext header where that gives CLDR's forms, else the
    common one-form or two-form header, else one built from CLDR's categories (Babel's header if
    none gives CLDR's forms)."""
    named = cldr_categories(language)
    categories = [category for category in CLDR_ORDER if category in set(named)]
    wanted = tuple(categories.index(category) for category in named)
    from babel.messages.plurals import get_plural

    babel = get_plural(_locale(language)).plural_forms
    candidates = [babel, "nplurals=1; plural=0;", "nplurals=2; plural=(n != 1);", _built(named, categories)]
    readable = []
    for header in candidates:
        try:
            readable.append(header_rule(language, header or ""))
        except ValueError:
            continue
        if readable[-1].forms == wanted:
            return readable[-1]
    return readable[0]  # Cornish alone: CLDR's rule needs more than one remainder, Babel's header it is


@cache
def cldr_categories(language: str) -> tuple[str, ...]:
    """CLDR's category of each number of :data:`SAMPLES`, read through Babel's rule written as a
    gettext expression (:func:`babel.plural.to_gettext`, a whole number's exponent ``e`` and
    ``c`` being 0) and evaluated by :func:`gettext.c2py`: in a new process French takes 14 ms,
    Russian 23 ms, where Babel's own evaluation, number by number, took 38 and 45 ms; that stays
    for an expression c2py refuses. A test holds the two equal for every rule Babel knows."""
    from babel.plural import to_gettext

    rule = _locale(language).plural_form
    tags = [tag for tag in CLDR_ORDER if tag in rule.tags | {"other"}]
    expression = re.sub(r"\b[ce]\b", "0", to_gettext(rule).partition("plural=")[2].removesuffix(";"))
    try:
        form = gettext.c2py(expression)
    except ValueError:
        return tuple(map(rule, SAMPLES))
    return tuple(tags[form(n)] for n in SAMPLES)


class Example(NamedTuple):
    """A message as it reads for ``n``: the form it takes and CLDR's category of ``n``."""

    n: int
    form: int
    category: str
    text: str


SAMPLE_NUMBERS = {"deal": 17, "first": 1, "last": 1000, "games": 1000, "total": 52, "mean": 271.5, "median": 250}
"""What a plural message's other number placeholders hold in ``i18n plurals`` and the source
list, so that each line reads as a sentence ("Deal 17: everyone gets 1 card face down")."""
SAMPLE_SHARES = frozenset({"share", "percent"})
"""Placeholders that hold a share, 31 % written the language's way."""
SAMPLE_WORD = "…"
"""What any other placeholder (a rank, a player's name, a link) holds there."""


def sample_values(t: Gettext, singular: str, plural: str) -> dict[str, object]:
    """A sample value for each placeholder of the message but ``{count}`` (see :data:`SAMPLE_NUMBERS`)."""
    from .digits import percent
    from .placeholders import brace_fields

    share = percent(0.31, babel_locale(t.language))
    names = (brace_fields(singular).names | brace_fields(plural).names) - {"count"}
    return {
        name: SAMPLE_NUMBERS[name] if name in SAMPLE_NUMBERS else share if name in SAMPLE_SHARES else SAMPLE_WORD
        for name in sorted(names)
    }


def forms_of(t: Gettext, rule: PluralRule, context: str | None, singular: str, plural: str) -> tuple[Example, ...]:
    """One message as ``t`` renders it for each of ``rule``'s example numbers (``warkit i18n
    plurals`` and translator mode's source list), ``{count}`` holding the number and every other
    placeholder a sample value (:func:`sample_values`)."""
    values = sample_values(t, singular, plural)

    def render(n: int) -> str:
        if context is None:
            return t.ngettext(singular, plural, n, **values, count=n)
        return t.npgettext(context, singular, plural, n, **values, count=n)

    return tuple(Example(n, rule.index(n), rule.category(n), render(n)) for n in rule.examples())


# -- inside ----------------------------------------------------------------------------------


@cache
def _locale(language: str) -> Locale:
    """Babel's locale for the language (or its main language: ``ar-EG`` is ``ar``), else English."""
    if language in PSEUDOS:
        return babel_locale(SOURCE)
    return known_locale(language) or babel_locale(language.split("-")[0])


def _built(named: tuple[str, ...], categories: list[str]) -> str | None:
    """A header for CLDR's categories, as gettext's ``cldr-plurals`` (and Weblate) write it:
    ``(C0) ? 0 : ((C1) ? 1 : 2)``, each condition the numbers or remainders of its category."""
    conditions = [_condition({n for n, name in zip(SAMPLES, named, strict=True) if name == c}) for c in categories[:-1]]
    chain = str(len(conditions))
    for index, condition in reversed(list(enumerate(conditions))):
        if condition is None:
            return None
        chain = f"({condition}) ? {index} : " + (chain if index == len(conditions) - 1 else f"({chain})")
    return f"nplurals={len(categories)}; plural={chain};"


def _condition(members: set[int]) -> str | None:
    """``members`` (numbers of :data:`SAMPLES`) as a C condition: the numbers themselves when all
    are below 1000, else their remainders by a power of ten, with the small numbers that differ."""
    if max(members) < 1000:
        return _runs("n", sorted(members))
    for modulus in (10, 100, 1000, 1_000_000):
        remainders = {n % modulus for n in members if n >= modulus}
        odd = [n for n in SAMPLES if (n in members) != (n % modulus in remainders)]
        if all(n < modulus for n in odd):
            text = _runs(f"n % {modulus}", sorted(remainders))
            excluded = [f"n != {n}" for n in odd if n not in members]
            if excluded:
                text = " && ".join([*excluded, f"({text})" if "||" in text else text])
            return " || ".join(filter(None, [_runs("n", [n for n in odd if n in members]), text]))
    return None


def _runs(operand: str, values: list[int]) -> str:
    """``operand`` among ``values``: ``n == 0 || n == 1``, ``n % 100 >= 3 && n % 100 <= 10``."""
    parts = []
    for _, pairs in groupby(enumerate(values), lambda pair: pair[1] - pair[0]):
        run = [value for _, value in pairs]
        parts += [f"{operand} == {value}" for value in run] if len(run) < 3 else [f"{operand} >= {run[0]} && {operand} <= {run[-1]}"]
    return " || ".join(parts)
