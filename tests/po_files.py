"""Writing small .po files for the catalog tests."""

from __future__ import annotations

import textwrap
from pathlib import Path

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
