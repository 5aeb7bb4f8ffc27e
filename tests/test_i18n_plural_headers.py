"""A catalog's Plural-Forms header as the world writes it: read as GNU gettext reads it (its
expression through gettext.c2py, its own numbering of the forms), so the headers of GNU gettext,
CLDR, Weblate and Poedit and warkit's old Arabic order all play; a msginit file with no header
means CLDR's rule; a header that is not CLDR's rule is one warning naming the numbers it gives
other forms, and one that cannot be read is an error (CLDR's rule is used). Every shipped catalog
carries CLDR's rule."""

from __future__ import annotations

import gettext
import io
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import polib
import pytest
from babel import Locale
from babel.messages.mofile import write_mo as babel_write_mo
from babel.messages.pofile import read_po as babel_read_po
from po_files import write_po

from warkit.i18n import Translator, get_translator, reload
from warkit.i18n.catalog import Catalog, compile_catalog, read_catalog
from warkit.i18n.check import check_catalog
from warkit.i18n.mofile import read_mo
from warkit.i18n.new_language import start_catalog
from warkit.i18n.plurals import (
    CLDR_ORDER,
    SAMPLES,
    cldr_categories,
    header_rule,
    plural_rule,
    read_header,
)
from warkit.resources import shipped_locale_dir
from warkit.safe.text import excerpt

NUMBERS = range(1001)
OLD_ARABIC = "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=0 && n%100<=2 ? 4 : 5);"
"""warkit's Arabic header before (Babel's table): forms 4 and 5 the other way round."""


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    reload()
    yield
    reload()


def shipped(language: str) -> Path:
    return shipped_locale_dir() / language.replace("-", "_") / "LC_MESSAGES" / "warkit.po"


def rewritten(base: Path, language: str, header: str | None, *, swap: tuple[int, int] | None = None) -> Path:
    """The shipped catalog of ``language`` with another header (None: none at all), two plural
    forms swapped in every entry if asked: what a translator's tool would save."""
    text = shipped(language).read_text(encoding="utf-8")
    start = text.index('"Plural-Forms: ')
    end = text.index('\\n"\n', start) + len('\\n"\n')
    text = text[:start] + ("" if header is None else f'"Plural-Forms: {header}\\n"\n') + text[end:]
    if swap is not None:
        first, second = (f"\nmsgstr[{index}] " for index in swap)
        text = text.replace(first, "\nmsgstr[x] ").replace(second, first).replace("\nmsgstr[x] ", second)
    path = base / language.replace("-", "_") / "LC_MESSAGES" / "warkit.po"
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    return path


@cache
def plural_entries(language: str) -> tuple[polib.POEntry, ...]:
    return tuple(entry for entry in polib.pofile(str(shipped(language))) if entry.msgid_plural)


def rendered(t: Translator, entries: tuple[polib.POEntry, ...], numbers: range) -> list[list[str]]:
    """Plural messages as the game shows them, for each number."""
    return [
        [
            t.npgettext(entry.msgctxt, entry.msgid, entry.msgid_plural, n) if entry.msgctxt else t.ngettext(entry.msgid, entry.msgid_plural, n)
            for n in numbers
        ]
        for entry in entries
    ]


def chosen(catalog: Catalog) -> dict[tuple[str | None, str], list[str]]:
    """For every plural message, the form the game shows for each number from 0 to 1000 (as
    :meth:`Translator.ngettext` chooses it: the catalog's forms, by the rule it is read with)."""
    rule = catalog.plural
    return {key: [forms[rule.index(n)] for n in NUMBERS] for key, forms in catalog.messages.items() if len(forms) > 1}


@cache
def shipped_choice(language: str) -> dict[tuple[str | None, str], list[str]]:
    return chosen(read_catalog(shipped(language), language))


ARABIC_HEADERS = {
    "Poedit": "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 && n%100<=99 ? 4 : 5);",
    "CLDR (gettext's cldr-plurals, Weblate's CLDR)": "nplurals=6; plural=(n == 0) ? 0 : ((n == 1) ? 1 : ((n == 2) ? 2 : ((n % 100 >= 3 && n % 100 <= 10) ? 3 : ((n % 100 >= 11 && n % 100 <= 99) ? 4 : 5))));",
    "the same rule written otherwise": "nplurals=6; plural=n<3 ? n : n%100<3 ? 5 : n%100<11 ? 3 : 4;",
}


def test_arabic_ships_in_the_order_and_with_the_header_weblate_and_gnu_gettext_write() -> None:
    weblate = "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;"
    assert read_catalog(shipped("ar"), "ar").plural.header == weblate
    t = get_translator("ar")
    wars = ("There was {count} war in these battles.", "There were {count} wars in these battles.")
    assert [t.ngettext(*wars, n, count=n) for n in (3, 15, 100)] == [
        "وقعت 3 حروب في هذه المعارك.",
        "وقعت 15 حربًا في هذه المعارك.",
        "وقعت 100 حرب في هذه المعارك.",
    ]


@pytest.mark.parametrize("header", ARABIC_HEADERS.values(), ids=ARABIC_HEADERS.keys())
def test_an_arabic_catalog_with_another_tool_s_header_passes_and_plays_as_the_shipped_one(header: str, tmp_path: Path) -> None:
    path = rewritten(tmp_path, "ar", header)
    report = check_catalog(path, "ar")
    assert report.errors == [] and report.warnings == []
    assert chosen(report) == shipped_choice("ar")


def test_an_arabic_overlay_in_warkit_s_old_order_still_reads_right(tmp_path: Path) -> None:
    """Forms 4 and 5 the other way round, under the header that says so."""
    path = rewritten(tmp_path, "ar", OLD_ARABIC, swap=(4, 5))
    report = check_catalog(path, "ar")
    assert report.errors == [] and report.plural.header == OLD_ARABIC
    assert [problem.values["numbers"] for problem in report.warnings] == ["11 12 13"]  # plays, not CLDR's order
    entries = plural_entries("ar")
    wars = next(entry for entry in entries if entry.msgid == "There was {count} war in these battles.")
    old = Translator("ar", report)
    assert [old.ngettext(wars.msgid, wars.msgid_plural, n, count=n) for n in (15, 100)] == [
        "وقعت 15 حربًا في هذه المعارك.",
        "وقعت 100 حرب في هذه المعارك.",
    ]
    assert chosen(report) == shipped_choice("ar")


def test_a_malay_catalog_as_msginit_writes_it_has_one_form_and_no_header(tmp_path: Path) -> None:
    assert {len(entry.msgstr_plural) for entry in plural_entries("ms")} == {1}  # as shipped, with its header
    path = rewritten(tmp_path, "ms", None)
    report = check_catalog(path, "ms")
    assert report.errors == [] and report.plural.count == 1
    entries = plural_entries("ms")
    malay = rendered(Translator("ms", report), entries, range(3))
    assert malay == rendered(get_translator("ms"), entries, range(3)) != rendered(Translator("en"), entries, range(3))


WARS = """\
msgid "There was {count} war in these battles."
msgid_plural "There were {count} wars in these battles."
msgstr[0] "لم تقع أي حرب في هذه المعارك."
msgstr[1] "وقعت حرب واحدة في هذه المعارك."
msgstr[2] "وقعت حربان في هذه المعارك."
msgstr[3] "وقعت {count} حروب في هذه المعارك."
msgstr[4] "وقعت {count} حربًا في هذه المعارك."
msgstr[5] "وقعت {count} حرب في هذه المعارك."
"""


def test_a_header_that_chooses_other_forms_plays_with_a_warning_naming_the_first_numbers(tmp_path: Path) -> None:
    wrong = "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=9 ? 3 : n%100>=11 ? 4 : 5;"
    report = check_catalog(write_po(tmp_path, "ar", WARS, plural=wrong), "ar")
    assert report.errors == []
    (problem,) = report.warnings
    assert (problem.line, problem.code, problem.refused) == (4, "plural-header", False)
    assert problem.message(get_translator("en")) == (
        f"The Plural-Forms header “{excerpt(wrong)}” chooses other forms than the language's rule "
        f"“{plural_rule('ar').header}” for 10, 110, 210."
    )
    t = Translator("ar", report)  # the header's own rule is used, as GNU gettext would
    assert t.ngettext("There was {count} war in these battles.", "There were {count} wars in these battles.", 10, count=10) == "وقعت 10 حرب في هذه المعارك."  # msgstr[5]


FRENCH_GNU = "nplurals=2; plural=(n > 1);"


def test_french_with_gnu_s_two_form_header_plays_with_a_warning_not_an_error(tmp_path: Path) -> None:
    """msginit's and Poedit's French header: 0 and 1 take msgstr[0], every other number msgstr[1]."""
    po = polib.pofile(str(shipped("fr")))
    po.metadata["Plural-Forms"] = FRENCH_GNU
    for entry in po:
        if entry.msgid_plural:
            entry.msgstr_plural = {0: entry.msgstr_plural[0], 1: entry.msgstr_plural[2]}
    path = tmp_path / "fr" / "LC_MESSAGES" / "warkit.po"
    path.parent.mkdir(parents=True)
    po.save(str(path))
    report = check_catalog(path, "fr")
    assert report.errors == []
    (problem,) = report.warnings
    assert (problem.code, problem.values["numbers"]) == ("plural-header", "2 3 4")
    t = Translator("fr", report)
    cards = ("{count} card", "{count} cards")
    assert [t.ngettext(*cards, n, count=n) for n in (0, 1, 2, 1_000_000)] == ["0 carte", "1 carte", "2 cartes", "1\u202f000\u202f000 cartes"]


def test_french_counts_read_right_for_0_1_2_and_a_million() -> None:
    t = get_translator("fr")
    cards = ("{count} card", "{count} cards")
    assert [t.ngettext(*cards, n, count=n) for n in (0, 1, 2, 1_000_000)] == ["0 carte", "1 carte", "2 cartes", "1\u202f000\u202f000 de cartes"]
    wars = ("There was {count} war in these battles.", "There were {count} wars in these battles.")
    assert [t.ngettext(*wars, n, count=n) for n in (0, 1, 2, 2_000_000)] == [
        "Il y a eu 0 bataille dans ces plis.",
        "Il y a eu 1 bataille dans ces plis.",
        "Il y a eu 2 batailles dans ces plis.",
        "Il y a eu 2\u202f000\u202f000 de batailles dans ces plis.",
    ]


LANGUAGES = sorted(path.parent.parent.name.replace("_", "-") for path in shipped_locale_dir().glob("*/LC_MESSAGES/warkit.po"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_shipped_header_evaluates_through_gettext_and_is_cldr_s_rule(language: str) -> None:
    header = polib.pofile(str(shipped(language))).metadata["Plural-Forms"]
    nplurals, _, expression = header.partition(";")
    form = gettext.c2py(expression.strip().removesuffix(";").removeprefix("plural="))
    cldr = plural_rule(language)
    assert int(nplurals.removeprefix("nplurals=")) == cldr.count
    assert [form(n) for n in SAMPLES] == [cldr.index(n) for n in SAMPLES]
    verdict = read_header(language, header)
    assert verdict.accepted and verdict.differs_at == () and verdict.rule.header == header
    if language != "ar":  # Arabic ships the text GNU gettext's manual and Weblate write
        assert header == cldr.header  # what `warkit i18n init` writes


def one_locale_a_rule() -> list[str]:
    """One locale for each plural rule Babel's CLDR data holds (39 in Babel 2.18)."""
    from babel.localedata import locale_identifiers

    seen: dict[tuple[tuple[str, str], ...], str] = {}
    for identifier in sorted(locale_identifiers()):
        seen.setdefault(tuple(sorted(Locale.parse(identifier).plural_form.rules.items())), identifier)
    return sorted(seen.values())


@pytest.mark.parametrize("language", ["sv", "cy", "mt", "lv", "ga", "lt", "sl", "br"])
def test_a_language_not_shipped_gets_cldr_s_rule_for_whole_numbers(language: str) -> None:
    cldr = Locale.parse(language).plural_form
    categories = [category for category in CLDR_ORDER if any(cldr(n) == category for n in SAMPLES)]
    rule = plural_rule(language)
    assert rule.count == len(categories)
    assert [categories[rule.index(n)] for n in SAMPLES] == [cldr(n) for n in SAMPLES]


@pytest.mark.long
def test_every_plural_rule_babel_knows_is_read_as_babel_reads_it() -> None:
    """warkit reads CLDR's categories through Babel's rule as a gettext expression; over every
    sample number they are the categories Babel's own evaluation gives, for each rule in Babel."""
    locales = one_locale_a_rule()
    assert len(locales) > 30
    for language in locales:
        babel = Locale.parse(language).plural_form
        assert cldr_categories(language.replace("_", "-")) == tuple(map(babel, SAMPLES)), language


def test_a_header_is_ascii_digits_only_as_msgfmt_reads_it() -> None:
    with pytest.raises(ValueError):
        header_rule("ar", "nplurals=2; plural=(n>١);")
    with pytest.raises(ValueError):
        header_rule("ar", "nplurals=٢; plural=(n>1);")
    assert header_rule("ar", "nplurals=2; plural=(n>1);").count == 2


HOSTILE = {
    "deep nesting": "nplurals=6; plural=" + "(" * 100 + "n" + ")" * 100 + ";",
    "a huge number": "nplurals=6; plural=n % 100000000000000000000000000000;",
    "a remainder by zero": "nplurals=6; plural=n % 0;",
    "an unknown identifier": "nplurals=6; plural=__import__('os').system('true');",
    "a huge nplurals": "nplurals=99999999999; plural=0;",
    "no expression": "nplurals=6;",
}


@pytest.mark.parametrize("header", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_hostile_header_is_one_error_and_the_language_s_rule_is_used(header: str, tmp_path: Path) -> None:
    report = check_catalog(write_po(tmp_path, "ar", WARS, plural=header), "ar")
    assert [problem.code for problem in report.errors] in (["plural-header"], ["plural-header-unreadable"])
    assert report.plural.header == plural_rule("ar").header
    assert len(report.messages) == 1  # the translation is still shown


def test_i18n_plurals_shows_each_arabic_form_beside_its_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    from warkit.cli import main

    assert main(["--lang", "en", "i18n", "plurals", "ar"]) == 0
    shown = capsys.readouterr().out.splitlines()
    assert "  msgstr[4] (many): 11, 12, 15, 21, 111" in shown
    assert "  msgstr[5] (other): 100, 101" in shown
    wars = shown.index(next(line for line in shown if line.endswith("“There was {count} war in these battles.”")))
    assert "  15 → msgstr[4] (many): وقعت 15 حربًا في هذه المعارك." in shown[wars + 1 : wars + 14]
    assert "  100 → msgstr[5] (other): وقعت 100 حرب في هذه المعارك." in shown[wars + 1 : wars + 14]


@pytest.mark.parametrize("language", ["ar", "fr"])  # the standard header; a header that merges CLDR's forms
def test_gettext_reading_the_compiled_catalog_chooses_the_forms_warkit_chooses(language: str) -> None:
    """Compiled by Babel (``pybabel compile``, as msgfmt does: the .po's own header) and by the
    wheel's build (warkit's model), the standard library's gettext holds warkit's forms and
    picks the one warkit picks for every number from 0 to 1000."""
    babel = babel_read_po(io.BytesIO(shipped(language).read_bytes()))
    buffer = io.BytesIO()
    babel_write_mo(buffer, babel)
    compiled = compile_catalog(shipped(language), language)
    assert compiled is not None
    catalog = read_catalog(shipped(language), language)
    plural_keys = [(entry.msgctxt, entry.msgid) for entry in plural_entries(language)]
    plurals = {key: catalog.messages[key] for key in plural_keys}
    t = get_translator(language)
    wars = ("There was {count} war in these battles.", "There were {count} wars in these battles.")
    for data in (buffer.getvalue(), compiled):
        mo = gettext.GNUTranslations(io.BytesIO(data))
        assert [mo.plural(n) for n in NUMBERS] == [catalog.plural.index(n) for n in NUMBERS]
        read = read_mo(data)
        assert read is not None and {key: read.messages[key] for key in plurals} == plurals
        assert [mo.ngettext(*wars, n) for n in NUMBERS] == [t.ngettext(*wars, n) for n in NUMBERS]


@pytest.mark.parametrize("language", ["ar", "ms", "fr"])
def test_a_new_catalog_gets_warkit_s_rule_not_babel_s(language: str, tmp_path: Path) -> None:
    po = polib.pofile(str(start_catalog(language, tmp_path)))
    rule = plural_rule(language)
    assert po.metadata["Plural-Forms"] == rule.header
    assert {len(entry.msgstr_plural) for entry in po if entry.msgid_plural} == {rule.count}
