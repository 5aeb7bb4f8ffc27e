"""A Hindi catalog for the width tests: every message in Devanagari, the shipped translation where
there is one.

The Hindi catalog is still being translated; a screen half in English would not show the hard
case. So each message it lacks gets a stand-in: its English words spelled in Devanagari
syllables chosen for the cases that break layouts (vowel signs that take a cell of their own,
``कि`` and ``का``; a nonspacing sign, ``ं``; conjuncts joined by the virama, ``स्त्री`` and
``क्ष``), placeholders and markup kept as they are. As the translation grows, the stand-ins give
way to it; once it is complete there are none.
"""

from __future__ import annotations

import re
from pathlib import Path

import polib
from conftest import ROOT
from overlay_catalogs import write_catalog

SYLLABLES = ("कि", "ता", "ब", "हिं", "दी", "स्त्री", "न", "मा", "क्ष", "रा", "जी", "खे", "ल", "पि", "त्ते", "यों")
"""One per English letter (by its place in the alphabet): Devanagari's hard cases, about one and a
half cells a letter."""
KEPT = re.compile(r"\{\{|\}\}|\{[A-Za-z_][A-Za-z0-9_]*\}|`[^`]*`|\]\([^)]*\)|https?://\S+|<[^>]*>|&[A-Za-z]+;|&#\d+;")
"""Placeholders, code spans, link targets, addresses, tags and entities: kept as written."""
WORD = re.compile(r"[A-Za-z]+")
SHIPPED = ROOT / "locale" / "hi" / "LC_MESSAGES" / "warkit.po"
TEMPLATE = ROOT / "locale" / "warkit.pot"


def devanagari(text: str) -> str:
    """``text`` with each English word spelled in :data:`SYLLABLES`, its markup kept.

    >>> devanagari("Deal {number}")
    'हिंदीकिखे {number}'
    """

    def spell(words: str) -> str:
        return WORD.sub(lambda word: "".join(SYLLABLES[(ord(ch.lower()) - ord("a")) % len(SYLLABLES)] for ch in word[0]), words)

    out, last = [], 0
    for kept in KEPT.finditer(text):
        out += [spell(text[last : kept.start()]), kept.group(0)]
        last = kept.end()
    return "".join(out) + spell(text[last:])


def shipped_translations() -> dict[tuple[str | None, str], polib.POEntry]:
    """The Hindi catalog's translated entries, by context and message."""
    return {(entry.msgctxt, entry.msgid): entry for entry in polib.pofile(str(SHIPPED)).translated_entries()}


def hindi_entry(entry: polib.POEntry, shipped: dict[tuple[str | None, str], polib.POEntry]) -> polib.POEntry:
    """The shipped translation of the template's ``entry``, else its Devanagari stand-in."""
    if (found := shipped.get((entry.msgctxt, entry.msgid))) is not None:
        return found
    if entry.msgid_plural:
        forms = {0: devanagari(entry.msgid), 1: devanagari(entry.msgid_plural)}
        return polib.POEntry(msgctxt=entry.msgctxt, msgid=entry.msgid, msgid_plural=entry.msgid_plural, msgstr_plural=forms)
    return polib.POEntry(msgctxt=entry.msgctxt, msgid=entry.msgid, msgstr=devanagari(entry.msgid), flags=entry.flags)


def write_hindi_catalog(folder: Path) -> tuple[Path, int]:
    """The Hindi catalog in the overlay folder ``folder``, and how many messages are stand-ins."""
    shipped = shipped_translations()
    entries = [hindi_entry(entry, shipped) for entry in polib.pofile(str(TEMPLATE)) if entry.msgid]
    stand_ins = sum(1 for entry in entries if (entry.msgctxt, entry.msgid) not in shipped)
    return write_catalog(folder, "hi", entries), stand_ins
