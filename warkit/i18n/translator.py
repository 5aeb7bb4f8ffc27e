"""The translator every surface uses: gettext's four calls with safe, locale-aware formatting.

A :class:`Translator` looks a message up in its language's catalog and falls back to the English
source for anything missing, fuzzy or unusable. Values fill ``{name}`` placeholders only (see
:mod:`warkit.i18n.placeholders`); ints and floats are written the locale's way (Babel).

Numbers are Babel's ``format_decimal`` in the language's CLDR default numbering system (its
separators, and its digits from :mod:`warkit.i18n.digits`: Persian writes ۱٬۲۳۴), except a whole
number of 0 or more in English (and the pseudo-locales, which write numbers as English does):
Python's own ``,`` grouping writes it exactly as Babel's English pattern does
(``tests/test_numbers.py`` holds the two equal), so an English table loads none of Babel. In
another language the first number costs about 10 ms (Babel's number module and that locale's
data), every later one about 8 µs.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from . import digits
from .languages import PSEUDOS, SOURCE, babel_locale, choose, direction, language_name
from .placeholders import fill

if TYPE_CHECKING:
    from datetime import date

    from babel import Locale

    from .catalog import Catalog
    from .plurals import PluralRule
    from .problems import Problem
    from .sources import Recorder


ENGLISH_NUMBERS = frozenset({SOURCE, *PSEUDOS})
"""The languages whose whole numbers Python's ``,`` grouping writes as Babel does."""


class Translator:
    """Messages in one language. Cheap to make; catalogs are shared and cached."""

    recorder: Recorder | None = None
    """Translator mode (``warkit play --translate``): told of every lookup as it happens, so a
    translator can ask where each sentence on screen comes from (:mod:`warkit.i18n.sources`)."""

    def __init__(self, language: str = "en", catalog: Catalog | None = None, *, stands_in_for: str | None = None) -> None:
        self.language = language
        self.stands_in_for = stands_in_for
        """The tag asked for when this language's catalog stands in for another language, script
        or region (``zh_TW`` read in ``zh-Hans``: see :func:`warkit.i18n.languages.is_stand_in`), else None."""
        self._catalog = catalog
        self._messages = catalog.messages if catalog else {}
        self._plural = catalog.plural if catalog else None  # English needs no plural rule

    # -- facts about the language -----------------------------------------------------------

    @property
    def direction(self) -> str:
        """``"ltr"`` or ``"rtl"``: how the language is written."""
        return direction(self.language)

    @property
    def name(self) -> str:
        """The language's own name, e.g. "Melayu"."""
        return language_name(self.language)

    @property
    def problems(self) -> list[Problem]:
        """What was wrong with the catalog, as data (see :attr:`warnings` for the sentences)."""
        return list(self._catalog.problems) if self._catalog else []

    @property
    def plural_rule(self) -> PluralRule:
        """The rule that picks this catalog's plural forms (the language's CLDR rule without one)."""
        if self._plural is not None:
            return self._plural
        from .plurals import plural_rule

        return plural_rule(self.language)

    @property
    def warnings(self) -> list[str]:
        """One translated line per catalog problem that changes what the player sees (English
        shown), the first :data:`~warkit.i18n.problems.MAX_LISTED` of them and a count of the rest."""
        from .problems import listed

        return listed([problem for problem in self.problems if problem.refused], self)

    @property
    def _locale(self) -> Locale:
        """Babel's locale, loaded when a number or share is first written (English's whole
        numbers need none)."""
        return babel_locale(self.language)

    def format_number(self, number: int | float) -> str:
        """A number written the locale's way (1,234 / 1 234 / 1.234)."""
        if type(number) is int and number >= 0 and self.language in ENGLISH_NUMBERS:
            return f"{number:,}"
        return digits.decimal(number, self._locale)

    def format_date(self, day: date) -> str:
        """A date written the locale's way, in its medium length and its own digits (5 Dec 2026 /
        5. Dez. 2026 / ۵ دسامبر ۲۰۲۶). The pseudo-locales write it in digits (2026-12-05): Babel's
        English month names would be English words their check could not tell from a message left
        untranslated."""
        if self.language in PSEUDOS:
            return f"{day:%Y-%m-%d}"
        from babel.dates import format_date

        return digits.own_digits(format_date(day, format="medium", locale=self._locale), self._locale)

    def format_percent(self, fraction: float, decimals: int = 1) -> str:
        """A share written the locale's way (40.0% / 40,0 % / ۴۰٫۰٪)."""
        return digits.percent(fraction, self._locale, decimals)

    # -- gettext ---------------------------------------------------------------------------

    def gettext(self, message: str, /, **values: object) -> str:
        return self._text(None, message, values)

    def pgettext(self, context: str, message: str, /, **values: object) -> str:
        return self._text(context, message, values)

    def ngettext(self, singular: str, plural: str, n: int, /, **values: object) -> str:
        return self._plural_text(None, singular, plural, n, values)

    def npgettext(self, context: str, singular: str, plural: str, n: int, /, **values: object) -> str:
        return self._plural_text(context, singular, plural, n, values)

    def _text(self, context: str | None, message: str, values: dict[str, object]) -> str:
        found = self._messages.get((context, message))
        text = self._fill(found[0] if found else message, values)
        if self.recorder is not None:
            text = self.recorder.record(self, context, message, text, values, translated=found is not None)
        return text

    def _plural_text(self, context: str | None, singular: str, plural: str, n: int, values: dict[str, object]) -> str:
        form, translated = self._plural_form(context, singular, plural, n)
        text = self._fill(form, values)
        if self.recorder is not None:
            if translated and self._plural is not None:
                index, category = self._plural.index(n), self._plural.category(n)
            else:  # the English: one and other
                index, category = int(n != 1), ("one" if n == 1 else "other")
            text = self.recorder.record(self, context, singular, text, values, translated=translated, plural=plural, n=n, form=index, category=category)
        return text

    def join_choices(self, items: Iterable[str]) -> str:
        """Values to choose from, listed the language's way ("classic, family, krig"; 甲、乙、丙)."""
        text: str | None = None
        for item in items:
            if text is None:
                text = item
                continue
            # Translators: lists the values, flags, commands or languages to choose from in an error or
            # in the command line's help, applied again for each further item: {first} is the list so
            # far, {then} the next item ("classic, family" and "krig" give "classic, family, krig").
            # Use your language's list punctuation (Chinese 、, Arabic ،).
            text = self.pgettext("list of choices", "{first}, {then}", first=text, then=item)
        return text or ""

    # -- inside ----------------------------------------------------------------------------

    def _plural_form(self, context: str | None, singular: str, plural: str, n: int) -> tuple[str, bool]:
        """The form for ``n``, and whether it is the catalog's (else the English)."""
        found = self._messages.get((context, singular))
        if found and self._plural is not None and len(found) == self._plural.count:
            index = self._plural.index(n)
            if 0 <= index < len(found):
                return found[index], True
        return (singular if n == 1 else plural), False

    def _fill(self, text: str, values: dict[str, object]) -> str:
        return fill(text, values, self._render) if values else fill(text, {})

    def _render(self, value: object) -> str:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return str(value)
        return self.format_number(value)

    def __repr__(self) -> str:
        return f"Translator({self.language!r})"


def get_translator(language: str | None = None, *, saved: str | None = None, locale_dir: Path | None = None) -> Translator:
    """The translator for ``language`` (a ``--lang`` value), else the saved choice, else the environment.

    An unknown code falls back the same way, so this never fails; use
    :func:`warkit.i18n.check_language` first where a bad ``--lang`` should be an error.
    """
    from .languages import available_languages

    code, asked = choose(language, saved, available=available_languages(locale_dir, pseudo=True))
    if code == SOURCE:  # the source language has no catalog: the catalog model stays unloaded
        return Translator(code)
    from . import catalog as catalogs

    return Translator(code, catalogs.load(code, locale_dir), stands_in_for=asked)


def reload() -> None:
    """Drop cached catalogs: the next :func:`get_translator` reads the edited ``.po`` files."""
    from . import catalog as catalogs

    catalogs.reload()
