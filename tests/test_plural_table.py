"""warkit's plural table is CLDR's rule for whole numbers, and every header it accepts reads as
its comment says: a Babel release that changes a rule fails here instead of changing the game."""

from __future__ import annotations

from functools import cache

import pytest
from babel import Locale
from babel.plural import PluralRule

from warkit.i18n.plural_expr import parse_header
from warkit.i18n.plural_table import TABLE
from warkit.i18n.plurals import CLDR_ORDER, SAMPLES, plural_rule

SHIPPED = ("en", "ar", "de", "fr", "ms", "nb", "ru", "zh-Hans", "en-XA", "ar-XB")
NEXT = ("es", "pt-BR", "id", "pl", "tr", "uk", "ja", "he", "zh-Hant")
BASES = {"en-XA": "en", "ar-XB": "en"}
"""The pseudo-locales are English text, accented or mirrored."""


def cldr_categories(language: str) -> tuple[str, ...]:
    """The installed Babel's CLDR category of each of :data:`SAMPLES`."""
    rule = Locale.parse(BASES.get(language, language).replace("-", "_")).plural_form
    return _categories(tuple(sorted(rule.rules.items())))


@cache
def _categories(rules: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    """Languages with the same rules (Russian and Ukrainian, German and English) are asked once:
    Babel takes some 15 µs a number."""
    rule = PluralRule(dict(rules))
    return tuple(rule(n) for n in SAMPLES)


@cache
def forms(header: str) -> tuple[int, tuple[int, ...]]:
    count, form = parse_header(header)
    return count, tuple(form(n) for n in SAMPLES)


def test_the_table_has_every_shipped_language_and_the_next_ones() -> None:
    assert set(TABLE) == {*SHIPPED, *NEXT}


@pytest.mark.parametrize("language", [*SHIPPED, *NEXT])
def test_each_language_s_rule_is_cldr_s_for_every_whole_number(language: str) -> None:
    categories = cldr_categories(language)
    rule = plural_rule(language)
    reached = tuple(category for category in CLDR_ORDER if category in set(categories))
    assert rule.categories == TABLE[language].categories == reached
    count, chosen = forms(rule.header)
    assert count == len(reached)
    assert [reached[form] for form in chosen] == list(categories)
    assert [rule.category(n) for n in (0, 1, 2, 3, 11, 100)] == [categories[n] for n in (0, 1, 2, 3, 11, 100)]


@pytest.mark.parametrize("language", sorted({*SHIPPED, *NEXT}))
def test_every_accepted_header_reads_as_one_rule_and_splits_no_category_it_does_not_say(language: str) -> None:
    """Each header gives a form below its nplurals for every number; one that chooses other
    forms than CLDR's order either merges CLDR's categories (GNU's two French forms) or splits
    one in a way its comment says (Hebrew's old "many"): never both at once."""
    categories = cldr_categories(language)
    for header in TABLE[language].headers:
        count, chosen = forms(header)
        assert all(0 <= form < count for form in chosen), header
        assert len(set(chosen)) == count, header  # every form is used
        by_category: dict[str, set[int]] = {}
        by_form: dict[int, set[str]] = {}
        for category, form in zip(categories, chosen, strict=True):
            by_category.setdefault(category, set()).add(form)
            by_form.setdefault(form, set()).add(category)
        merges = all(len(taken) == 1 for taken in by_category.values())
        splits = all(len(named) == 1 for named in by_form.values())
        assert merges or splits, header


def test_headers_that_differ_from_cldr_are_the_ones_the_table_says() -> None:
    """Same rule written another way, or one of the few that choose other forms."""
    other = {
        (language, header)
        for language in TABLE
        for header in TABLE[language].headers[1:]
        if forms(header) != forms(TABLE[language].headers[0])
    }
    assert {(language, header.split(";")[0]) for language, header in other} == {
        ("ms", "nplurals=2"), ("id", "nplurals=2"),  # Babel's default, English's
        ("fr", "nplurals=2"), ("pt-BR", "nplurals=2"), ("es", "nplurals=2"),  # no "many" at a million
        ("he", "nplurals=2"), ("he", "nplurals=4"),  # GNU's two; Weblate's and Poedit's old "many"
        ("ar", "nplurals=6"),  # Babel's table: forms 4 and 5 swapped
    }


def test_arabic_reads_11_to_99_as_many_and_100_as_other() -> None:
    rule = plural_rule("ar")
    assert [(n, rule.index(n), rule.category(n)) for n in (0, 1, 2, 3, 10, 11, 15, 99, 100, 102, 103, 111)] == [
        (0, 0, "zero"), (1, 1, "one"), (2, 2, "two"), (3, 3, "few"), (10, 3, "few"), (11, 4, "many"),
        (15, 4, "many"), (99, 4, "many"), (100, 5, "other"), (102, 5, "other"), (103, 3, "few"), (111, 4, "many"),
    ]


def test_malay_has_one_form() -> None:
    rule = plural_rule("ms")
    assert (rule.count, rule.header, rule.categories) == (1, "nplurals=1; plural=0;", ("other",))


def test_a_language_outside_the_table_takes_cldr_s_rule_from_babel() -> None:
    swedish, welsh = plural_rule("sv"), plural_rule("cy")
    assert (swedish.header, swedish.categories) == ("nplurals=2; plural=(n != 1);", ("one", "other"))
    assert welsh.categories == ("zero", "one", "two", "few", "many", "other")
    assert [welsh.index(n) for n in (0, 1, 2, 3, 6, 7)] == [0, 1, 2, 3, 4, 5]


@pytest.mark.long
def test_every_language_babel_knows_gets_a_readable_cldr_rule() -> None:
    from babel import localedata

    from warkit.i18n.plurals import _from_cldr

    for code in localedata.locale_identifiers():
        language = code.replace("_", "-")
        assert _from_cldr(language) is not None, language
