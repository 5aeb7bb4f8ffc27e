"""``warkit i18n screenshots --lang LANG --out DIR``: a picture of each screen of the game for
translators, and for every message of the catalog the pictures that show it.

The scenes are :mod:`warkit.tui.scenes` (played through Textual's Pilot, in a data folder of
their own); each picture is ``DIR/NAME.svg``, and ``DIR/index.json`` lists every entry of the
language's catalog (the template's, for English and the pseudo-locales) in file order as
``{"msgctxt": …, "msgid": …, "screens": ["table-war.svg", …]}``, ``screens`` empty for messages
no picture shows (the command line's, the guide's beyond Help's first screen). Each file is
replaced whole, never half-written; the index is written last.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..i18n import Translator
    from ..tui.scenes import Message, Picture

INDEX = "index.json"


def index_entries(messages: Iterable[Message], pictures: list[Picture]) -> list[dict[str, object]]:
    """Each message with the pictures it is drawn in, in the order of the pictures."""
    return [
        {"msgctxt": context, "msgid": msgid, "screens": [f"{picture.name}.svg" for picture in pictures if (context, msgid) in picture.messages]}
        for context, msgid in messages
    ]


def run_screenshots(t: Translator, out: Path) -> int:
    """Take every scene in ``t``'s language and write the pack to ``out``."""
    import asyncio

    from ..i18n.languages import catalog_path
    from ..i18n.sources import entry_lines
    from ..safe.atomic import make_folder, write_atomically
    from ..safe.text import visible
    from ..tui.scenes import take_all

    make_folder(out)  # a folder that cannot be made is said before the scenes are played
    messages = list(entry_lines(catalog_path(t.language)))
    pictures = asyncio.run(take_all(t.language))
    entries = index_entries(messages, pictures)
    files = {out / f"{picture.name}.svg": picture.svg for picture in pictures}
    files[out / INDEX] = json.dumps(entries, ensure_ascii=False, indent=1) + "\n"
    for path, text in files.items():
        write_atomically(path, text, durable=False)
    shown = sum(1 for entry in entries if entry["screens"])
    # Translators: the last line of `warkit i18n screenshots`; {count} is how many of the
    # catalog's {total} messages show in at least one picture, {path} the index file that names
    # the pictures of each message.
    print(t.ngettext(
        "{count} message of {total} has a picture; {path} names the pictures of each.", "{count} messages of {total} have a picture; {path} names the pictures of each.",
        shown, count=shown, total=len(entries), path=visible(str(out / INDEX)),
    ))
    return 0
