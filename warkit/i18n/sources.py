"""Where each sentence comes from: translator mode's record of lookups, and the entries behind them.

In translator mode (``warkit play --translate``) the translator's :class:`Recorder` is told of
every lookup as it happens: the message context, the msgid, the text as shown (placeholders
filled), the plural form used, and which earlier lookups were filled into it (a rank or a seat
name inside a sentence). Asked about some text on screen, it answers with the lookups that made
it, each with the ``file:line`` of its catalog entry, so a msgid used in several contexts, and
the pieces inside a sentence, are told apart. Without translator mode nothing here is imported.

A piece is known by what it is, not by its words: the translator hands back each lookup's text
as a :class:`Said`, which carries its lookup, and only values that are one count as pieces. The
"10" a player types is then never taken for the rank "10" looked up a battle earlier.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .catalog import display_path
from .languages import PSEUDOS, SOURCE, po_path, pot_path
from .pofile import entry_key

if TYPE_CHECKING:
    from .plurals import PluralRule
    from .protocol import Gettext

LIMIT = 5000
"""Lookups kept (the newest): a screen, even Help's whole guide, needs far fewer."""


@dataclass(frozen=True, slots=True, eq=False)
class Lookup:
    """One catalog lookup as it happened."""

    language: str
    context: str | None
    msgid: str
    text: str
    """The result as shown, placeholders filled."""
    translated: bool
    """False when the English showed (no usable translation)."""
    pieces: tuple[Lookup, ...] = ()
    """Earlier lookups whose text was filled into this one (a rank, a seat, a sentence)."""
    plural: str | None = None
    n: int | None = None
    form: int | None = None
    """The plural form used (0-based), for ngettext and npgettext."""
    category: str | None = None
    """CLDR's category of ``n`` (zero, one, two, few, many, other), for ngettext and npgettext."""


class Said(str):
    """A lookup's text as the translator hands it back in translator mode: the text itself, with
    the lookup that made it (so a sentence it is filled into lists it as a piece). Anything made
    from it (sliced, joined, reordered) is a plain ``str`` again, and no longer a piece."""

    lookup: Lookup


@dataclass(frozen=True, slots=True)
class Source:
    """A lookup found on screen, with its catalog entry and the sources of its pieces."""

    lookup: Lookup
    where: str
    """``file:line`` of the entry (the template's when the catalog has none)."""
    pieces: tuple[Source, ...] = ()

    def walk(self, depth: int = 0) -> Iterable[tuple[int, Source]]:
        """This source, then its pieces, each with how deep it sits."""
        yield depth, self
        for piece in self.pieces:
            yield from piece.walk(depth + 1)


class Recorder:
    """The newest lookups of a running game, and the catalog lines they come from."""

    def __init__(self, limit: int = LIMIT) -> None:
        self._lookups: deque[Lookup] = deque(maxlen=limit)
        self._lock = threading.Lock()
        self._lines = EntryLines()
        self._paused = 0

    @contextmanager
    def paused(self) -> Iterator[None]:
        """Lookups made inside are not recorded (the source list's own words)."""
        self._paused += 1
        try:
            yield
        finally:
            self._paused -= 1

    def record(
        self, t: Gettext, context: str | None, msgid: str, text: str, values: dict[str, object], *,
        translated: bool, plural: str | None = None, n: int | None = None, form: int | None = None, category: str | None = None,
    ) -> str:
        """Called by the translator for each lookup; cheap (the entry's line is found later).
        Returns the text for the translator to hand back: a :class:`Said` when recorded."""
        if self._paused:
            return text
        pieces = tuple(value.lookup for value in values.values() if isinstance(value, Said))
        lookup = Lookup(t.language, context, msgid, text, translated, pieces, plural, n, form, category)
        with self._lock:
            self._lookups.append(lookup)
        said = Said(text)
        said.lookup = lookup
        return said

    def clear(self) -> None:
        """Forget every lookup (the catalog was read again: the old words are gone)."""
        with self._lock:
            self._lookups.clear()

    def lookups(self) -> list[Lookup]:
        with self._lock:
            return list(self._lookups)

    def sources(self, shown: Sequence[str]) -> list[Source]:
        """The messages that made ``shown`` (texts on screen, in screen order), in that order.

        A lookup counts when its text is inside one of the texts; when the same words came
        from several lookups, the newest is the one on screen. A lookup filled into another
        one found is listed under it rather than on its own.
        """
        found: dict[str, tuple[tuple[int, int], Lookup]] = {}
        texts = [text for text in shown if text]
        for lookup in reversed(self.lookups()):  # newest first
            words = lookup.text.strip()
            if not words or lookup.text in found:
                continue
            place = _place(words, texts)
            if place is not None:
                found[lookup.text] = (place, lookup)
        inside = {id(piece) for _, lookup in found.values() for piece in _all_pieces(lookup)}
        roots = sorted((item for item in found.values() if id(item[1]) not in inside), key=lambda item: item[0])
        return [self.source(lookup) for _, lookup in roots]

    def sources_of_lines(self, lines: Sequence[str]) -> list[Source | None]:
        """For each line just printed (plain mode), the lookup that made it, if one did."""
        lookups = self.lookups()
        answers: list[Source | None] = []
        for line in lines:
            match = next((lookup for lookup in reversed(lookups) if lookup.text == line), None)
            answers.append(self.source(match) if match is not None else None)
        return answers

    def source(self, lookup: Lookup) -> Source:
        return Source(lookup, self._lines.where(lookup), tuple(self.source(piece) for piece in lookup.pieces))


def _all_pieces(lookup: Lookup) -> Iterable[Lookup]:
    for piece in lookup.pieces:
        yield piece
        yield from _all_pieces(piece)


def _place(words: str, texts: Sequence[str]) -> tuple[int, int] | None:
    """Where ``words`` first show in ``texts``: (which text, offset), or None.

    A short Latin word ("A", "10", "Q") counts only standing alone, so the Ace's corner letter
    is not found inside "Agihan".
    """
    short = len(words) <= 2 and words.isascii() and words.isalnum()
    for number, text in enumerate(texts):
        at = text.find(words)
        while at >= 0:
            end = at + len(words)
            alone = (at == 0 or not text[at - 1].isalnum()) and (end == len(text) or not text[end].isalnum())
            if alone or not short:
                return number, at
            at = text.find(words, at + 1)
    return None


class EntryLines:
    """``file:line`` of each entry of a catalog, read when first asked and again after a change."""

    def __init__(self) -> None:
        self._read: dict[Path, tuple[tuple[int, int], dict[tuple[str | None, str], int]]] = {}

    def where(self, lookup: Lookup) -> str:
        catalog = None if lookup.language == "en" or lookup.language in PSEUDOS else po_path(lookup.language)
        for path in (catalog, pot_path()):
            if path is None:
                continue
            line = self.lines(path).get((lookup.context, lookup.msgid))
            if line is not None:
                return f"{display_path(path)}:{line}"
        return display_path(catalog or pot_path())

    def lines(self, path: Path) -> dict[tuple[str | None, str], int]:
        try:
            stat = path.stat()
        except OSError:
            return {}
        stamp = (stat.st_mtime_ns, stat.st_size)
        known = self._read.get(path)
        if known is None or known[0] != stamp:
            known = (stamp, entry_lines(path))
            self._read[path] = known
        return known[1]


def entry_lines(path: Path) -> dict[tuple[str | None, str], int]:
    """(msgctxt, msgid) → the line its entry starts on (its first comment, as ``warkit i18n check``
    counts), read as the catalog reads it: a broken entry hides only itself, and a file the
    catalog refuses whole gives nothing."""
    from .catalog import po_entries

    found: dict[tuple[str | None, str], int] = {}
    for entry in po_entries(path):
        if not entry.obsolete:
            found.setdefault(entry_key(entry), entry.linenum)
    return found


def source_line(source: Source, t: Gettext) -> str:
    """One source as a translator reads it: where, context, msgid, translation, plural form."""
    lookup = source.lookup
    # Translators: the source list of translator mode, for a message that has no context (msgctxt).
    context = lookup.context or t.pgettext("source list", "no context")
    if lookup.form is None:
        # Translators: one line of translator mode's source list. {where} is a file and line like
        # locale/ms/LC_MESSAGES/warkit.po:120, {context} the message context (msgctxt), {msgid}
        # the English source, {translation} the text as shown. Keep the order that reads best.
        return t.pgettext(
            "source list",
            "{where} · {context} · “{msgid}” → “{translation}”",
            where=source.where,
            context=context,
            msgid=lookup.msgid,
            translation=lookup.text,
        )
    # Translators: one line of translator mode's source list for a message with plural forms: as
    # "{where} · {context} · “{msgid}” → “{translation}”", and {form} is the number of the plural
    # form used (msgstr[0] is form 0) for the count {number}, {category} CLDR's name for the
    # numbers that take it (zero, one, two, few, many or other: stays as it is).
    return t.pgettext(
        "source list",
        "{where} · {context} · “{msgid}” → “{translation}” (msgstr[{form}], {category}, for {number})",
        where=source.where,
        context=context,
        msgid=lookup.msgid,
        translation=lookup.text,
        form=str(lookup.form),
        category=lookup.category or "other",
        number=lookup.n if lookup.n is not None else 0,
    )


def form_lines(lookup: Lookup, t: Gettext, rule: PluralRule) -> list[str]:
    """For a plural message, each form as ``t`` renders it for the numbers that take it, with
    the form and CLDR's category, as ``warkit i18n plurals`` prints them (``rule`` is the
    catalog's; the English forms for a message shown in English); nothing for any other message."""
    if lookup.plural is None:
        return []
    from .plurals import forms_of, plural_rule

    if not lookup.translated:
        rule = plural_rule(SOURCE)
    return [
        # Translators: one line of `warkit i18n plurals`: {number} is a number, {form} the
        # plural form it takes (as in msgstr[0]), {category} CLDR's name for it (zero, one,
        # two, few, many, other: stays as it is), {text} the translation as it reads for it.
        t.pgettext("i18n plurals", "{number} → msgstr[{form}] ({category}): {text}", number=shown.n, form=str(shown.form), category=shown.category, text=shown.text)
        for shown in forms_of(t, rule, lookup.context, lookup.msgid, lookup.plural)
    ]
