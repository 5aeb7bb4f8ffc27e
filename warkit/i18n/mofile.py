"""The compiled catalog format (``.mo``): written with Babel when a wheel is built, read here at
run time by the format's own rules (GNU gettext's manual, "The Format of GNU MO Files"): the
standard library's :class:`gettext.GNUTranslations` reads the same bytes but keeps the messages
to itself, and Babel's reader would add its catalog model to every start in another language.

Free functions on bytes, as :mod:`warkit.i18n.pofile` is for the ``.po``: what the messages mean
(which ones are kept, the plural rule, whether a ``.mo`` may stand in for its ``.po``) is the
catalog model's (:mod:`warkit.i18n.catalog`). A ``.mo`` is as untrusted as any file: anything
that is not a well-formed UTF-8 catalog gives None here, never an exception.
"""

from __future__ import annotations

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


def write_mo(messages: Mapping[Key, tuple[str, ...]], plurals: Mapping[Key, str], fields: Iterable[tuple[str, str]]) -> bytes:
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
            return [*super().mime_headers, *extra]

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


MAGIC = 0x950412DE
"""The first word of a ``.mo``, read in the file's byte order."""


def read_mo(data: bytes) -> MoFile | None:
    """The header and messages of a ``.mo``, or None if it is not a UTF-8 catalog that reads whole.

    Its ``Plural-Forms`` is not evaluated here: the catalog model reads it (:mod:`warkit.i18n.plurals`).
    """
    try:
        pairs = list(_pairs(data))
    except (struct.error, UnicodeDecodeError, ValueError):
        return None
    header: dict[str, str] = {}
    messages: dict[Key, tuple[str, ...]] = {}
    for original, translation in pairs:
        name, separator, plural = original.partition("\0")
        context, marked, msgid = name.partition("\x04")
        key: Key = (context, msgid) if marked else (None, name)
        if not name:
            header = {field.strip().lower(): value.strip() for field, _, value in (line.partition(":") for line in translation.splitlines()) if value}
            continue
        forms = tuple(translation.split("\0")) if separator else (translation,)
        if key in messages or (separator and not plural):
            return None  # a message twice, or a plural with no English plural
        messages[key] = forms
    if header.get("content-type", "").partition("charset=")[2].strip().lower() != "utf-8":
        return None
    return MoFile(header, messages)


def _pairs(data: bytes) -> Iterable[tuple[str, str]]:
    """Each (original, translation) of a ``.mo``, decoded as UTF-8; raises on anything malformed."""
    order = "<" if struct.unpack_from("<I", data)[0] == MAGIC else ">"
    magic, revision, count, originals, translations = struct.unpack_from(order + "5I", data)
    if magic != MAGIC or revision >> 16 > 1:
        raise ValueError("not a .mo of a known revision")
    for index in range(count):
        texts = []
        for table in (originals, translations):
            length, offset = struct.unpack_from(order + "2I", data, table + 8 * index)
            if offset + length > len(data):
                raise ValueError("a text past the end of the file")
            texts.append(data[offset : offset + length].decode("utf-8"))
        yield texts[0], texts[1]
