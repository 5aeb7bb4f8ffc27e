"""Small catalogs laid over the shipped ones (``WARKIT_LOCALE_DIR``), as a translator's would be.

A test of a language's hard case writes the few messages it needs in its own words, so it keeps
checking the same thing when the language's real catalog is shipped or retranslated.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

import polib
import pytest

from warkit.i18n.plurals import plural_rule


def write_catalog(folder: Path, language: str, entries: Iterable[polib.POEntry]) -> Path:
    """``language``'s catalog in the overlay folder ``folder`` (``zh-Hant`` in ``zh_Hant``), with
    the language's plural header, CLDR's rule."""
    po = polib.POFile()
    po.metadata = {
        "Language": language.replace("-", "_"),
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
        "Plural-Forms": plural_rule(language).header,
    }
    for entry in entries:
        po.append(entry)
    path = folder / language.replace("-", "_") / "LC_MESSAGES" / "warkit.po"
    path.parent.mkdir(parents=True, exist_ok=True)
    po.save(str(path))
    return path


@contextmanager
def laid_over(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The catalogs in ``folder`` laid over the shipped ones while the block runs. Nothing loaded
    is forgotten: a catalog is kept by its path and read again when the file changes, and the
    shipped ones, read again after each test that dropped them all, took a fifth of a second each."""
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(folder))
    try:
        yield folder
    finally:
        monkeypatch.delenv("WARKIT_LOCALE_DIR")


def plural(msgid: str, msgid_plural: str, *forms: str, context: str | None = None) -> polib.POEntry:
    """A plural message with one translation per form of the language's plural header."""
    return polib.POEntry(msgctxt=context, msgid=msgid, msgid_plural=msgid_plural, msgstr_plural=dict(enumerate(forms)))
