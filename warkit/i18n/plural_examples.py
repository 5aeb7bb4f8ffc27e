"""Each plural message of a catalog as it reads for numbers of each form (``warkit i18n plurals``).

A form in the wrong ``msgstr[…]`` reads well on its own and wrong only beside its numbers
(Arabic's «15 حرب» for «15 حربًا»), so each message is rendered, the way the game renders it,
for :meth:`~warkit.i18n.plurals.PluralRule.examples`: the smallest numbers of each form and a
few where rules go wrong. ``{count}`` holds the number; any other placeholder stays as written.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..safe.untrusted import UntrustedFileError, read_text
from .catalog import MAX_FILE_BYTES, Catalog
from .plurals import PluralRule
from .pofile import entry_key, read_po
from .translator import Translator


@dataclass(frozen=True, slots=True)
class Example:
    """A message as it reads for ``n``: the form it takes and CLDR's category of ``n``."""

    n: int
    form: int
    category: str
    text: str


@dataclass(frozen=True, slots=True)
class PluralMessage:
    where: str
    """``file:line`` of its entry."""
    msgid: str
    examples: tuple[Example, ...]


def plural_messages(catalog: Catalog) -> list[PluralMessage]:
    """Every plural message the catalog translates (the English shows for the rest), in file order."""
    try:
        text = read_text(Path(catalog.path), MAX_FILE_BYTES)
    except UntrustedFileError:
        return []
    t = Translator(catalog.language, catalog)
    rule = catalog.plural
    found = []
    for entry in read_po(text).entries:
        if entry.obsolete or not entry.msgid_plural or entry_key(entry) not in catalog.messages:
            continue
        examples = forms_of(t, rule, entry.msgctxt, entry.msgid, entry.msgid_plural)
        found.append(PluralMessage(f"{catalog.path}:{entry.linenum}", entry.msgid, examples))
    return found


def forms_of(t: Translator, rule: PluralRule, context: str | None, singular: str, plural: str) -> tuple[Example, ...]:
    """One message as ``t`` renders it for each of ``rule``'s example numbers (translator
    mode's source list shows the same for the plural messages on screen)."""
    return tuple(
        Example(n, rule.index(n), rule.category(n), _render(t, context, singular, plural, n)) for n in rule.examples()
    )


def _render(t: Translator, context: str | None, singular: str, plural: str, n: int) -> str:
    if context is None:
        return t.ngettext(singular, plural, n, count=n)
    return t.npgettext(context, singular, plural, n, count=n)
