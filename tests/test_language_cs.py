"""Czech (cs): three plural forms for whole numbers, in CLDR's order.

CLDR gives Czech four categories: one (1), few (2–4), many (fractions only: 1,5 karty) and other
(0, 5 and up, 21, 22 and every other whole number: unlike Russian or Polish, 21 and 22 take the
form of 5). warkit counts only whole numbers, so the catalog has three forms, one, few and other,
as CLDR's integer rule gives them: «1 karta», «2 karty», «5 karet», «21 karet». See
locale/glossary/cs.md.
"""

from __future__ import annotations

import re
import subprocess

import polib
import pytest
from babel import Locale
from conftest import WARKIT
from po_files import catalog_entries, entry_texts

from warkit.i18n import get_translator
from warkit.i18n.placeholders import brace_fields, fill
from warkit.i18n.plurals import read_header
from warkit.resources import shipped_locale_dir

CATALOG = shipped_locale_dir() / "cs" / "LC_MESSAGES" / "warkit.po"
FORMS = ("one", "few", "other")
"""CLDR's categories that whole numbers reach in Czech, in the order of the catalog's forms."""
CATEGORY = {0: "other", 1: "one", 2: "few", 4: "few", 5: "other", 21: "other", 22: "other", 25: "other", 100: "other", 1_000_000: "other"}
"""CLDR's category of each number (its integer rule: one for 1, few for 2–4, other for the rest)."""
DECLENSIONS = {
    ("karta", "karty", "karet"), ("kartu", "karty", "karet"), ("kartou", "kartami", "kartami"),
    ("bitva", "bitvy", "bitev"), ("bitvu", "bitvy", "bitev"), ("bitvy", "bitev", "bitev"),
    ("bitvě", "bitvách", "bitvách"), ("bitvě", "bitvy", "bitev"),  # po 1 bitvě / každé 2 bitvy
    ("partie", "partie", "partií"), ("partii", "partie", "partií"), ("partii", "partiích", "partiích"),
    ("válka", "války", "válek"), ("hráč", "hráči", "hráčů"), ("hráče", "hráče", "hráčů"),
    ("minutu", "minuty", "minut"), ("sekundu", "sekundy", "sekund"),
    ("soubor", "soubory", "souborů"), ("souboru", "souborech", "souborech"),
    ("zpráva", "zprávy", "zpráv"), ("řádek", "řádky", "řádků"), ("problém", "problémy", "problémů"),
    ("položka", "položky", "položek"), ("počítačový", "počítačoví", "počítačových"),
    ("vyhranou", "vyhrané", "vyhraných"), ("odehraná", "odehrané", "odehraných"), ("zakrytá", "zakryté", "zakrytých"),
}  # fmt: skip
"""The word after a count in each form (one, few, other), as Czech writes it after 1, after 2–4,
and after 0 or 5 and up: a noun or an adjective in the case its sentence asks for."""


def plural_entries() -> list[polib.POEntry]:
    return [entry for entry in catalog_entries(CATALOG) if entry.msgid_plural]


def test_the_numbers_categories_are_cldr_s() -> None:
    czech = Locale("cs")
    assert {n: czech.plural_form(n) for n in CATEGORY} == CATEGORY
    assert {czech.plural_form(n) for n in range(10_001)} == set(FORMS)  # whole numbers never reach many
    assert czech.plural_form(1.5) == "many"


def test_the_catalog_header_gives_each_number_its_category_s_form() -> None:
    verdict = read_header("cs", polib.pofile(str(CATALOG)).metadata["Plural-Forms"])
    assert verdict.accepted and verdict.differs_at == () and verdict.rule.count == 3
    expected = {1: 0, **dict.fromkeys([2, 3, 4], 1), **dict.fromkeys([0, *range(5, 21), 21, 22, 25, 100, 1_000_000], 2)}
    assert {n: verdict.rule.index(n) for n in expected} == expected
    assert all(verdict.rule.index(n) == FORMS.index(category) for n, category in CATEGORY.items())


@pytest.mark.parametrize("n", sorted(CATEGORY))
def test_every_count_message_takes_the_form_of_its_number_s_category(n: int) -> None:
    t = get_translator("cs")
    form = FORMS.index(CATEGORY[n])
    wrong = []
    for entry in plural_entries():
        names = brace_fields(entry.msgid).names | brace_fields(entry.msgid_plural).names
        values = {name: f"<{name}>" for name in names} | {"count": t.format_number(n)}
        said = t.npgettext(entry.msgctxt, entry.msgid, entry.msgid_plural, n, **values) if entry.msgctxt else t.ngettext(entry.msgid, entry.msgid_plural, n, **values)
        if said != fill(entry.msgstr_plural[form], values):
            wrong.append(entry.msgid)
    assert wrong == []
    assert len(plural_entries()) > 100


def counted_words(entry: polib.POEntry) -> tuple[str, ...] | None:
    """The word right after ``{count}`` in each form of ``entry``, if every form has one."""
    found = [re.search(r"\{count\}\s+(\w+)", text) for text in entry_texts(entry)]
    return tuple(match[1] for match in found if match) if all(found) else None


def test_each_form_writes_the_word_after_its_count_as_czech_does() -> None:
    """After 1 the one form, after 2–4 the few, after 0 or 5 and up the other: «1 karta», «2 karty»,
    «5 karet» (the table of :data:`DECLENSIONS`; a new word needs its row there)."""
    words = {(entry.msgctxt, entry.msgid): counted for entry in plural_entries() if (counted := counted_words(entry))}
    assert len(words) > 90
    assert {key: counted for key, counted in words.items() if counted not in DECLENSIONS} == {}


def test_a_swapped_form_is_found() -> None:
    swapped = polib.POEntry(msgid="{count} card", msgid_plural="{count} cards", msgstr_plural={0: "{count} karta", 1: "{count} karet", 2: "{count} karty"})
    assert counted_words(swapped) not in DECLENSIONS


def test_i18n_plurals_shows_each_form_with_real_numbers() -> None:
    done = subprocess.run([WARKIT, "--lang", "en", "i18n", "plurals", "cs"], capture_output=True, text=True, timeout=120, check=True)
    lines = done.stdout.splitlines()
    assert "  msgstr[0] (one): 1" in lines
    assert "  msgstr[1] (few): 2, 3" in lines
    assert any(line.startswith("  msgstr[2] (other): 0, 5, ") and " 21" in line for line in lines)
    card = lines.index(next(line for line in lines if line.endswith("face-down setting: “{count} card”")))
    assert lines[card + 1 : card + 5] == [
        "  0 → msgstr[2] (other): 0 karet",
        "  1 → msgstr[0] (one): 1 karta",
        "  2 → msgstr[1] (few): 2 karty",
        "  3 → msgstr[1] (few): 3 karty",
    ]
    assert "  21 → msgstr[2] (other): 21 karet" in lines[card:]
    for line in lines:  # every example line: the number in its CLDR category's form
        if example := re.fullmatch(r"  (\d+) → msgstr\[(\d)\] \((\w+)\): .*", line):
            n, form, category = int(example[1]), int(example[2]), example[3]
            assert category == Locale("cs").plural_form(n) and form == FORMS.index(category), line

