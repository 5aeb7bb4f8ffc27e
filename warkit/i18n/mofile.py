"""The compiled catalog format (``.mo``): written with Babel when a wheel is built, read with the
standard library's :class:`gettext.GNUTranslations` at run time.

Free functions on bytes, as :mod:`warkit.i18n.pofile` is for the ``.po``: what the messages mean
(which ones are kept, the plural rule, whether a ``.mo`` may stand in for its ``.po``) is the
catalog model's (:mod:`warkit.i18n.catalog`). A ``.mo`` is as untrusted as any file: anything
that is not a well-formed UTF-8 catalog gives None here, never an exception.
"""

from __future__ import annotations

import gettext
import io
import struct
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

Key = tuple[str | None, str]
"""(message context or None, msgid), as :mod:`warkit.i18n.catalog` looks messages up."""


@dataclass(frozen=True, slots=True)
class MoFile:
    """A ``.mo`` read back: its header's fields (names in lower case) and its messages."""

    header: dict[str, str]
    messages: dict[Key, tuple[str, ...]]
    """Each message's forms: one for a message without plural, else every plural form in order."""


def write_mo(
    messages: Mapping[Key, tuple[str, ...]], plurals: Mapping[Key, str], fields: Iterable[tuple[str, str]]
) -> bytes:
    """A ``.mo`` holding ``messages`` (``plurals`` gives the English plural of each plural
    message), with ``fields`` added to its header. Needs Babel's catalog machinery, so it runs
    when a wheel is built, not when the game starts."""
    from babel.messages.catalog import Catalog as BabelCatalog
    from babel.messages.mofile import write_mo as babel_write_mo

    extra = list(fields)

    class Compiled(BabelCatalog):
        # Babel writes a fixed list of header fields; this adds warkit's after them.
        @property  # type: ignore[override]
        def mime_headers(self) -> list[tuple[str, str]]:
            return [*self._get_mime_headers(), *extra]

    catalog = Compiled(locale=None, domain="warkit", project="warkit", charset="utf-8")
    for (context, msgid), forms in messages.items():
        plural = plurals.get((context, msgid))
        if plural is None:
            catalog.add(msgid, forms[0], context=context)
        else:
            catalog.add((msgid, plural), forms, context=context)
    buffer = io.BytesIO()
    babel_write_mo(buffer, catalog)
    return buffer.getvalue()


def read_mo(data: bytes) -> MoFile | None:
    """The header and messages of a ``.mo``, or None if it is not a UTF-8 catalog that reads whole.

    The header's ``Plural-Forms`` is parsed by gettext (with :func:`gettext.c2py`, which accepts C
    arithmetic only); the catalog model reads it again with :mod:`warkit.i18n.plurals`.
    """
    try:
        mo = gettext.GNUTranslations(io.BytesIO(data))
    except (OSError, ValueError, LookupError, TypeError, IndexError, struct.error, RecursionError, MemoryError):
        # a bad magic number or offsets (OSError), a short file (struct.error), a header with an
        # unknown charset (LookupError) or a broken plural expression, text that is not UTF-8
        return None
    header = mo.info()
    if header.get("content-type", "").partition("charset=")[2].strip().lower() != "utf-8":
        return None
    messages: dict[Key, tuple[str, ...]] = {}
    plural_forms: dict[Key, dict[int, str]] = {}
    # GNUTranslations keeps its messages in ``_catalog`` (Babel's Translations reads it too):
    # "ctx\x04msgid" -> text, and (msgid, n) -> plural form n.
    for raw, text in mo._catalog.items():  # type: ignore[attr-defined]
        name, index = raw if isinstance(raw, tuple) else (raw, None)
        if not isinstance(name, str) or not isinstance(text, str):
            return None
        context, separator, msgid = name.partition("\x04")
        key: Key = (context, msgid) if separator else (None, name)
        if not key[1]:
            continue  # the header
        if index is None:
            messages[key] = (text,)
        else:
            plural_forms.setdefault(key, {})[index] = text
    for key, forms in plural_forms.items():
        if key in messages or sorted(forms) != list(range(len(forms))):
            return None  # a message both with and without plural, or a form missing
        messages[key] = tuple(forms[index] for index in range(len(forms)))
    return MoFile(header, messages)
