"""A wheel's compiled catalogs (``warkit.mo`` beside each ``.po``) say exactly what the ``.po`` says,
and are used only while they are the compiled form of that very ``.po``: an edited ``.po`` or a
damaged, foreign or hostile ``.mo`` means the ``.po`` is read, as in a clone. Only the shipped
catalogs' ``.mo`` is ever read: an overlay is always read from its ``.po``."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from language_kinds import each_kind
from po_files import RU_PLURAL, write_po

from warkit.i18n import Translator, available_languages, catalog, get_translator, reload
from warkit.i18n.catalog import MO_NAME, PO_HASH, compile_catalog, plural_rule
from warkit.i18n.languages import po_path
from warkit.i18n.mofile import read_mo, write_mo
from warkit.i18n.pofile import entry_key, read_po

SHIPPED = [code for code in available_languages() if code != "en"]
NUMBERS = [*range(0, 230), 1001, 1_000_000, 2**32 - 1]
"""Enough numbers to reach every plural form of every shipped language."""

BODY = """\
msgid "Quit"
msgstr "Beenden"

msgctxt "button"
msgid "Play"
msgstr "Spielen"

msgid "{count} card"
msgid_plural "{count} cards"
msgstr[0] "{count} Karte"
msgstr[1] "{count} Karten"
"""


@pytest.fixture(autouse=True)
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test's folder stands for the catalogs shipped in a wheel (``locale_dir=tmp_path``)."""
    monkeypatch.setattr(catalog, "shipped_locale_dir", lambda: tmp_path.resolve())
    reload()
    yield
    reload()


def compiled_copy(base: Path, language: str, source: Path | None = None) -> Path:
    """A folder of catalogs as a wheel ships one: the ``.po`` and its ``.mo`` beside it."""
    po = base / language.replace("-", "_") / "LC_MESSAGES" / "warkit.po"
    po.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source or po_path(language), po)
    compiled = compile_catalog(po, language)
    assert compiled is not None
    po.with_name(MO_NAME).write_bytes(compiled)
    return po


def every_lookup(t: Translator, po: Path) -> list[str]:
    """Every message of the ``.po`` through the Translator: each singular, every plural form."""
    shown = []
    for entry in read_po(po.read_text(encoding="utf-8")).entries:
        if entry.obsolete or not entry.msgid:
            continue
        context, msgid = entry_key(entry)
        if entry.msgid_plural:
            for n in NUMBERS:
                if context is None:
                    shown.append(t.ngettext(msgid, entry.msgid_plural, n))
                else:
                    shown.append(t.npgettext(context, msgid, entry.msgid_plural, n))
        else:
            shown.append(t.gettext(msgid) if context is None else t.pgettext(context, msgid))
    return shown


def no_po_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_: object) -> None:
        raise AssertionError("the .po was read although its .mo is beside it")

    monkeypatch.setattr(catalog, "read_catalog", refuse)


@pytest.mark.parametrize("language", each_kind(SHIPPED))
def test_the_compiled_catalog_shows_exactly_what_the_po_shows(
    language: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    po = compiled_copy(tmp_path, language)
    from_po = catalog.read_catalog(po, language)
    direct = every_lookup(Translator(language, from_po), po)
    with monkeypatch.context() as patched:
        no_po_reading(patched)
        t = get_translator(language, locale_dir=tmp_path)
        assert t._catalog is not None and t._catalog.messages == from_po.messages
        assert every_lookup(t, po) == direct
        assert t.warnings == [] and t.problems == []
    assert len(set(direct)) > len(from_po.messages) // 2  # translated, not the English


def test_a_po_edited_after_compiling_is_read_instead(tmp_path: Path) -> None:
    po = compiled_copy(tmp_path, "de", write_po(tmp_path / "source", "de", BODY))
    assert get_translator("de", locale_dir=tmp_path).gettext("Quit") == "Beenden"
    po.write_text(po.read_text(encoding="utf-8").replace("Beenden", "Schließen"), encoding="utf-8")
    reload()
    assert get_translator("de", locale_dir=tmp_path).gettext("Quit") == "Schließen"


def test_an_unchanged_po_with_a_new_stamp_keeps_its_compiled_catalog(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The ``.po``'s bytes decide, not its time: a copy or a touch keeps the ``.mo`` in use."""
    po = compiled_copy(tmp_path, "de", write_po(tmp_path / "source", "de", BODY))
    os.utime(po, (1, 1))
    no_po_reading(monkeypatch)
    assert get_translator("de", locale_dir=tmp_path).gettext("Quit") == "Beenden"


def test_a_catalog_with_problems_is_shipped_without_a_compiled_copy(tmp_path: Path) -> None:
    """Its ``.po`` is read at every start, so the player sees the same warnings as in a clone."""
    po = write_po(tmp_path, "de", BODY + '\nmsgid "Help"\nmsgstr "Hilfe {x.__class__}"\n')
    assert compile_catalog(po, "de") is None


def forged(po: Path, messages: dict, **fields: str) -> bytes:
    """A ``.mo`` someone else made: ``messages`` and a header with this ``.po``'s true hash."""
    header = {
        "Plural-Forms": plural_rule("de").header,
        PO_HASH: hashlib.sha256(po.read_bytes()).hexdigest(),
        **fields,
    }
    return write_mo(messages, {(None, "{count} card"): "{count} cards"}, header.items())


def _damage(kind: str, po: Path) -> bytes | None:
    good = po.with_name(MO_NAME).read_bytes()
    keep = {(None, "Quit"): ("Tipu",)}
    return {
        "empty": b"",
        "truncated": good[: len(good) // 2],
        "header-only": good[:28],
        "not-a-mo": b"\x00" * 4096,
        "bad-offsets": good[:12] + b"\xff\xff\xff\x7f" * 4 + good[28:],
        "huge-count": good[:8] + b"\xff\xff\xff\xff" + good[12:],
        "plain-gettext": forged(po, keep, **{PO_HASH: ""}),
        "another-po": forged(po, keep, **{PO_HASH: "0" * 64}),
        "another-plural-rule": forged(po, keep, **{"Plural-Forms": RU_PLURAL}),
        "hostile-plural-rule": forged(po, keep, **{"Plural-Forms": "nplurals=2; plural=" + "(" * 900 + "n"}),
        "escape-sequence": forged(po, {(None, "Quit"): ("\x1b]0;pwned\x07Beenden",)}),
        "too-many-forms": forged(po, {(None, "{count} card"): ("a", "b", "c")}),
        "not-utf-8": good.replace(b"charset=utf-8", b"charset=latin1"),
        "unknown-charset": good.replace(b"charset=utf-8", b"charset=xyzzy"),
        "invalid-utf-8": good.replace(b"Beenden", b"Been\xffden"),
        "directory": None,
    }[kind]


@pytest.mark.parametrize(
    "kind",
    [
        "empty", "truncated", "header-only", "not-a-mo", "bad-offsets", "huge-count", "plain-gettext",
        "another-po", "another-plural-rule", "hostile-plural-rule", "escape-sequence", "too-many-forms",
        "not-utf-8", "unknown-charset", "invalid-utf-8", "directory",
    ],
)
def test_a_damaged_or_hostile_compiled_catalog_means_the_po_is_read(kind: str, tmp_path: Path) -> None:
    po = compiled_copy(tmp_path, "de", write_po(tmp_path / "source", "de", BODY))
    mo = po.with_name(MO_NAME)
    damaged = _damage(kind, po)
    if damaged is None:
        mo.unlink()
        mo.mkdir()
    else:
        mo.write_bytes(damaged)
    t = get_translator("de", locale_dir=tmp_path)
    assert (t.gettext("Quit"), t.pgettext("button", "Play")) == ("Beenden", "Spielen")
    assert [t.ngettext("{count} card", "{count} cards", n, count=n) for n in (1, 2)] == ["1 Karte", "2 Karten"]


def test_a_fifo_in_place_of_the_compiled_catalog_never_blocks(tmp_path: Path) -> None:
    po = compiled_copy(tmp_path, "de", write_po(tmp_path / "source", "de", BODY))
    po.with_name(MO_NAME).unlink()
    os.mkfifo(po.with_name(MO_NAME))
    assert get_translator("de", locale_dir=tmp_path).gettext("Quit") == "Beenden"


def test_gettext_tools_read_the_compiled_catalog_too(tmp_path: Path) -> None:
    """A ``.mo`` of the usual format: the standard library's reader finds every translation,
    contexts and plural forms included (warkit reads it with the same)."""
    import gettext

    po = compiled_copy(tmp_path, "ru")
    with po.with_name(MO_NAME).open("rb") as file:
        mo = gettext.GNUTranslations(file)
    t = get_translator("ru")
    assert mo.gettext("Quit") == t.gettext("Quit")
    assert mo.info()["plural-forms"] == plural_rule("ru").header.strip()


def test_read_mo_gives_every_form_in_order() -> None:
    data = write_mo(
        {(None, "a"): ("A",), ("ctx", "b"): ("B",), (None, "{count} x"): ("one", "few", "many")},
        {(None, "{count} x"): "{count} xs"},
        [("Plural-Forms", RU_PLURAL)],
    )
    mo = read_mo(data)
    assert mo is not None
    assert mo.messages == {(None, "a"): ("A",), ("ctx", "b"): ("B",), (None, "{count} x"): ("one", "few", "many")}


def test_problems_name_the_file_as_the_translator_sees_it_from_here(tmp_path: Path) -> None:
    write_po(tmp_path, "de", BODY + '\nmsgid "Help"\nmsgstr "Hilfe {x.__class__}"\n')
    code = (
        "import sys; from warkit.i18n import get_translator; from pathlib import Path; "
        "print(get_translator('de', locale_dir=Path(sys.argv[1])).warnings[0])"
    )
    here = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)], cwd=tmp_path, capture_output=True, text=True, check=True
    )
    assert here.stdout.startswith("de/LC_MESSAGES/warkit.po:")
