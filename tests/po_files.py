"""Writing small .po files for the catalog tests."""

from __future__ import annotations

import textwrap
from pathlib import Path

import polib

HEADER = """\
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: {plural}\\n"

"""
RU_PLURAL = (
    "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
    "(n%100<10 || n%100>=20) ? 1 : 2);"
)


def write_po(
    base: Path, lang: str, body: str, plural: str = "nplurals=2; plural=(n != 1);"
) -> Path:
    path = base / lang / "LC_MESSAGES" / "warkit.po"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(HEADER.format(plural=plural) + textwrap.dedent(body), encoding="utf-8")
    return path


def catalog_entries(catalog: Path) -> list[polib.POEntry]:
    """Every live entry of a catalog (no header, no obsolete entry)."""
    return [entry for entry in polib.pofile(str(catalog)) if entry.msgid and not entry.obsolete]


def entry_texts(entry: polib.POEntry) -> list[str]:
    """An entry's translation: its one text, or each plural form in order."""
    if entry.msgid_plural:
        return [text for _, text in sorted(entry.msgstr_plural.items())]
    return [entry.msgstr]
