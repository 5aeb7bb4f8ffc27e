"""What words need of a translator: gettext's four calls and the language they answer in.

:class:`warkit.i18n.Translator` is the translator; the guide wraps it in one that escapes and
counts each message (:class:`warkit.guide.markdown.TemplateTranslator`). Code that only looks
messages up (the controls' labels, the rule knobs' words, the card corners, the guide) takes a
:class:`Gettext`, so either serves, and nothing below i18n has to import it at run time.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol


class Gettext(Protocol):
    """The four gettext calls with named placeholders, and the language code (``"ms"``)."""

    @property
    def language(self) -> str: ...

    def gettext(self, message: str, /, **values: object) -> str: ...

    def pgettext(self, context: str, message: str, /, **values: object) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int, /, **values: object) -> str: ...

    def npgettext(self, context: str, singular: str, plural: str, n: int, /, **values: object) -> str: ...


class Formats(Gettext, Protocol):
    """A translator that also writes numbers and lists the language's way: what the catalog
    checker's sentences need."""

    def format_number(self, number: int | float) -> str: ...

    def join_choices(self, items: Iterable[str]) -> str: ...
