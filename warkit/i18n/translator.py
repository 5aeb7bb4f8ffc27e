"""Placeholder translator (English only) until the catalog layer lands; same API as the real one."""

from __future__ import annotations

import string


class Translator:
    def __init__(self, language: str = "en") -> None:
        self.language = language

    def _format(self, text: str, values: dict[str, object]) -> str:
        fields = {name for _, name, _, _ in string.Formatter().parse(text) if name}
        return text.format(**{k: v for k, v in values.items() if k in fields}) if fields else text

    def gettext(self, message: str, /, **values: object) -> str:
        return self._format(message, values)

    def pgettext(self, context: str, message: str, /, **values: object) -> str:
        return self._format(message, values)

    def ngettext(self, singular: str, plural: str, n: int, /, **values: object) -> str:
        return self._format(singular if n == 1 else plural, values)

    def npgettext(self, context: str, singular: str, plural: str, n: int, /, **values: object) -> str:
        return self._format(singular if n == 1 else plural, values)


def get_translator(language: str | None = None) -> Translator:
    return Translator(language or "en")
