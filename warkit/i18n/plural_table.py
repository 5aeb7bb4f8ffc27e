"""warkit's plural rules, kept here as data: each language's CLDR rule for whole numbers, and the
``Plural-Forms`` headers a catalog may carry for it.

warkit's rule for a language is CLDR's, for whole numbers (operands ``v = 0``, ``e = 0``): its
forms are CLDR's categories in CLDR's order (zero, one, two, few, many, other), keeping only the
categories whole numbers reach, so ``msgstr[0]`` is the first of them. The first header of each
language is that rule written as gettext reads it; it is what ``warkit i18n init`` writes and
what a catalog without a header means (GNU ``msginit`` writes none for Arabic, Malay and
Indonesian). The other headers are how the tools translators use write the same language: GNU
gettext, CLDR converted to gettext (gettext's ``cldr-plurals``, Weblate's CLDR formulas), Weblate
and Poedit, and warkit's own headers of before. A catalog is read with the rule of the header it
carries, never with the text it carries (:mod:`warkit.i18n.plurals`); where two headers give the
same form for every whole number (compared from 0 to 10,000 and at 10⁵, 10⁶, 2·10⁶ and 10⁹),
they are the same rule written two ways.

The table is checked against the installed Babel's CLDR data (``tests/test_plural_table.py``),
so a Babel release that changes a rule fails a test instead of changing the game. A language
not here takes its rule from Babel's CLDR data as it runs.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Plurals:
    """One language's plural forms and the headers that may say so."""

    categories: tuple[str, ...]
    """CLDR's categories that whole numbers reach, in CLDR's order: form 0 is the first."""
    headers: tuple[str, ...]
    """The accepted ``Plural-Forms`` headers. The first is CLDR's rule in this order, the one
    warkit writes; the others may number or split the forms differently (see each comment)."""


# Each tool's text, as it writes it. Headers that read the same once spaces and one pair of outer
# parentheses are dropped are listed once.
_ONE_OTHER = Plurals(
    ("one", "other"),
    ("nplurals=2; plural=(n != 1);",),  # GNU gettext, CLDR, Weblate (n != 1), Poedit, Babel
)
_OTHER = Plurals(
    ("other",),
    ("nplurals=1; plural=0;",),  # GNU gettext, CLDR, Weblate, Poedit
)
_OTHER_OR_TWO = Plurals(
    ("other",),
    (
        "nplurals=1; plural=0;",  # CLDR, Weblate, Poedit (GNU gettext has none)
        # Babel's table has none either, so pybabel init and warkit 0.1 wrote English's two
        # forms: msgstr[0] for 1, msgstr[1] for every other number.
        "nplurals=2; plural=(n != 1);",
    ),
)
_EAST_SLAVIC = Plurals(
    ("one", "few", "many"),
    (
        "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",  # GNU gettext, Weblate, Babel
        "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || n%100>14) ? 1 : 2);",  # Poedit
        "nplurals=3; plural=(n % 10 == 1 && n % 100 != 11) ? 0 : ((n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)) ? 1 : 2);",  # CLDR
    ),
)
_ONE_MANY_OTHER_FROM_ZERO = Plurals(  # French and Brazilian Portuguese: 0 and 1 are "one"
    ("one", "many", "other"),
    (
        "nplurals=3; plural=(n == 0 || n == 1) ? 0 : ((n != 0 && n % 1000000 == 0) ? 1 : 2);",  # CLDR
        # GNU gettext, Weblate, Poedit, Babel: two forms, so a million takes "other" (msgstr[1])
        "nplurals=2; plural=(n > 1);",
    ),
)

TABLE: dict[str, Plurals] = {
    "en": _ONE_OTHER,
    "de": _ONE_OTHER,
    "nb": _ONE_OTHER,
    "tr": _ONE_OTHER,
    "ms": _OTHER_OR_TWO,
    "id": _OTHER_OR_TWO,
    "ja": _OTHER,
    "zh-Hans": _OTHER,
    "zh-Hant": _OTHER,
    "ru": _EAST_SLAVIC,
    "uk": _EAST_SLAVIC,
    "fr": _ONE_MANY_OTHER_FROM_ZERO,
    "pt-BR": _ONE_MANY_OTHER_FROM_ZERO,
    "es": Plurals(
        ("one", "many", "other"),
        (
            "nplurals=3; plural=(n == 1) ? 0 : ((n != 0 && n % 1000000 == 0) ? 1 : 2);",  # CLDR
            # GNU gettext, Weblate, Poedit, Babel: two forms, so a million takes "other" (msgstr[1])
            "nplurals=2; plural=(n != 1);",
        ),
    ),
    "pl": Plurals(
        ("one", "few", "many"),
        (
            "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",  # GNU gettext, Weblate, Babel
            "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || n%100>14) ? 1 : 2);",  # Poedit
            "nplurals=3; plural=(n == 1) ? 0 : ((n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)) ? 1 : 2);",  # CLDR
        ),
    ),
    "he": Plurals(
        ("one", "two", "other"),
        (
            "nplurals=3; plural=(n == 1) ? 0 : ((n == 2) ? 1 : 2);",  # CLDR
            "nplurals=2; plural=(n != 1);",  # GNU gettext, Babel: 2 takes "other" (msgstr[1])
            # Weblate and Poedit: CLDR before version 42, whose "many" (20, 30, … 100, …) is msgstr[2]
            "nplurals=4; plural=(n == 1) ? 0 : ((n == 2) ? 1 : ((n > 10 && n % 10 == 0) ? 2 : 3));",  # Weblate
            "nplurals=4; plural=(n==1 ? 0 : n==2 ? 1 : n>10 && n%10==0 ? 2 : 3);",  # Poedit
        ),
    ),
    "ar": Plurals(
        ("zero", "one", "two", "few", "many", "other"),
        (
            "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;",  # GNU gettext's manual, Weblate, translate-toolkit
            "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 && n%100<=99 ? 4 : 5);",  # Poedit
            "nplurals=6; plural=(n == 0) ? 0 : ((n == 1) ? 1 : ((n == 2) ? 2 : ((n % 100 >= 3 && n % 100 <= 10) ? 3 : ((n % 100 >= 11 && n % 100 <= 99) ? 4 : 5))));",  # CLDR
            # Babel's table, and warkit 0.1: "many" (11-99) and "other" (100-102, …)
            # swapped, msgstr[4] for 100 and msgstr[5] for 11 (Babel issue 816)
            "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=0 && n%100<=2 ? 4 : 5);",
        ),
    ),
}
"""Every shipped language, and the languages coming next."""

TABLE["en-XA"] = TABLE["ar-XB"] = TABLE["en"]  # the pseudo-locales: English, accented or mirrored
