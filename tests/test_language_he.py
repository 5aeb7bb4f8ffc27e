"""Hebrew (he): a gender-neutral register, three plural forms (one, two, other) and no English left.

Hebrew second-person verbs in the present, the future and the imperative are masculine or
feminine. The catalog speaks to the player without choosing: the infinitive for instructions
(«יש ללחוץ», «לעזוב אותו?»), the past tense, which is written alike for both («ניצחת», «לקחת»),
the plural for everyone at the table («שניכם הופכים»), and noun phrases for labels. See
locale/glossary/he.md.
"""

from __future__ import annotations

import re

import polib
from po_files import catalog_entries, entry_texts

from warkit.i18n import get_translator
from warkit.i18n.plurals import read_header
from warkit.resources import shipped_locale_dir

CATALOG = shipped_locale_dir() / "he" / "LC_MESSAGES" / "warkit.po"
PLACEHOLDER = re.compile(r"\{\w*\}")
HEBREW = re.compile(r"[\u05d0-\u05ea]")
# Gendered forms a translator writing for one player might reach for: the pronoun, masculine and
# feminine imperatives, and second-person futures.
GENDERED = frozenset(
    "אתה לחץ לחצי בחר בחרי הקלד הקלידי הקש הקישי השתמש השתמשי הרץ הריצי שחק שחקי "
    "תלחץ תלחצי תבחר תבחרי תנצח תנצחי תקבל תקבלי הפכי".split()
)


def gendered_words(text: str) -> list[str]:
    """The words of `text` that address the player as a man or as a woman."""
    words = re.findall(r"[\u05d0-\u05ea]+", PLACEHOLDER.sub(" ", text))
    return [word for word in words if word in GENDERED]


def test_a_gendered_imperative_is_found() -> None:
    assert gendered_words("לחץ על Enter") == ["לחץ"]
    assert gendered_words("יש ללחוץ על Enter") == []


def test_the_player_is_never_addressed_as_a_man_or_a_woman() -> None:
    found = {
        entry.msgid: words
        for entry in catalog_entries(CATALOG)
        for text in entry_texts(entry)
        if (words := gendered_words(text))
    }
    assert found == {}


def test_hebrew_has_three_plural_forms_one_two_other() -> None:
    verdict = read_header("he", polib.pofile(str(CATALOG)).metadata.get("Plural-Forms"))
    assert verdict.accepted and verdict.rule.count == 3
    assert all(len(entry.msgstr_plural) == 3 for entry in catalog_entries(CATALOG) if entry.msgid_plural)


def test_a_card_count_reads_right_for_each_form() -> None:
    t = get_translator("he")
    expected = {
        1: "קלף אחד",
        2: "שני קלפים",
        3: "3 קלפים",
        10: "10 קלפים",
        11: "11 קלפים",
        20: "20 קלפים",
    }
    for count, text in expected.items():
        assert t.ngettext("{count} card", "{count} cards", count, count=count) == text


def test_every_sentence_is_in_hebrew_letters_with_no_english_left() -> None:
    """A message of three or more English words is a sentence: its translation has Hebrew letters."""
    untranslated = [
        entry.msgid
        for entry in catalog_entries(CATALOG)
        if len(re.findall(r"\b[a-z]{2,}\b", PLACEHOLDER.sub("", entry.msgid))) >= 3
        for text in entry_texts(entry)
        if not HEBREW.search(text)
    ]
    assert untranslated == []
