"""Greek (el): capitals without the tonos, the final sigma, and the Greek question mark.

- **Capitals.** Greek written all in capitals drops the tonos (Πόλεμος → ΠΟΛΕΜΟΣ, ά → Α, έ → Ε)
  and keeps the dialytika (ΐ → Ϊ, ΰ → Ϋ); a capital that starts a word in mixed case keeps it
  (Άσος). Python's ``str.upper`` keeps it everywhere («ΆΣΟΣ»), so :func:`warkit.i18n.case.upper`
  has a Greek rule, and :func:`~warkit.i18n.case.upper_first` keeps the tonos.
- **Final sigma.** σ inside a word, ς at its end: lower case (``fold``, the guide's slugs) is
  ``str.lower`` on whole words, which writes ς where a word ends (ΠΟΛΕΜΟΣ → πολεμος).
- **Question mark.** Greek asks with «;» (U+003B, which the GREEK QUESTION MARK U+037E becomes under
  NFC), never «?». See locale/glossary/el.md.
"""

from __future__ import annotations

import re
import unicodedata
from urllib.parse import unquote

import pytest
from po_files import catalog_entries, entry_texts

from warkit.controls import key_label
from warkit.guide.slugs import github_slug, textual_slug
from warkit.i18n import get_translator, language_name
from warkit.i18n.case import fold, upper, upper_first
from warkit.resources import shipped_locale_dir

CATALOG = shipped_locale_dir() / "el" / "LC_MESSAGES" / "warkit.po"
GREEK_WORD = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]+")
TONOS = "\u0301"


def texts() -> list[str]:
    return [text for entry in catalog_entries(CATALOG) for text in entry_texts(entry)]


def greek_words() -> set[str]:
    return {word for text in texts() for word in GREEK_WORD.findall(text)}


def without_tonos(word: str) -> str:
    return unicodedata.normalize("NFC", unicodedata.normalize("NFD", word).replace(TONOS, ""))


# -- capitals --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("context", "english", "capitals"),
    [
        ("short", "Biggest war", "ΠΟΛΕΜΟΣ"),  # Πόλεμος
        ("rank, alone", "Ace", "ΑΣΟΣ"),  # Άσος
        ("control", "Quit", "ΕΞΟΔΟΣ"),  # Έξοδος
        ("statistics", "Lost", "ΗΤΤΕΣ"),  # Ήττες
    ],
)
def test_greek_capitals_drop_the_tonos(context: str, english: str, capitals: str) -> None:
    word = get_translator("el").pgettext(context, english)
    assert TONOS in unicodedata.normalize("NFD", word)  # the catalog's word has its tonos
    assert upper(word, "el") == capitals


def test_no_word_of_the_catalog_keeps_a_tonos_in_capitals() -> None:
    words = greek_words()
    assert len(words) > 1000
    assert [word for word in words if TONOS in unicodedata.normalize("NFD", upper(word, "el"))] == []


def test_the_dialytika_stays_on_a_capital() -> None:
    assert upper("ΐ", "el") == "\u03aa" and upper("ΰ", "el") == "\u03ab"  # Ϊ, Ϋ: one letter each
    assert upper("προϊόν", "el") == "ΠΡΟΪΟΝ"


def test_only_greek_letters_lose_their_accent() -> None:
    assert upper("Café Πόλεμος", "el") == "CAFÉ ΠΟΛΕΜΟΣ"
    assert upper("Άσος", "en") == "ΆΣΟΣ"  # Unicode's capitals, outside Greek


def test_a_first_capital_keeps_its_tonos() -> None:
    assert upper_first("άσος", "el") == "Άσος"
    assert upper_first("έξοδος", "el") == "Έξοδος"
    assert language_name("el") == "Ελληνικά"


def test_keys_stay_latin_capitals_in_greek() -> None:
    assert key_label("q", get_translator("el")) == "Q"


# -- final sigma -----------------------------------------------------------------------------------


def test_lower_case_ends_a_word_with_a_final_sigma() -> None:
    assert fold("ΠΟΛΕΜΟΣ") == "πολεμος"
    assert github_slug("ΚΑΝΟΝΕΣ ΣΤΟΝ ΠΟΛΕΜΟ") == "κανονες-στον-πολεμο"
    assert unquote(textual_slug("ΚΑΝΟΝΕΣ ΣΤΟΝ ΠΟΛΕΜΟ")) == "κανονες-στον-πολεμο"  # percent-encoded


def test_every_word_of_the_catalog_comes_back_from_capitals_with_its_sigmas() -> None:
    """Capitals and back: each σ where the catalog has σ, each ς where it has ς (only the tonos lost)."""
    changed = {word: fold(upper(word, "el")) for word in greek_words() if fold(upper(word, "el")) != without_tonos(word.lower())}
    assert changed == {}
    assert any(word.endswith("ς") and "σ" in word for word in greek_words())


# -- the question mark -----------------------------------------------------------------------------


def test_the_greek_question_mark_is_a_semicolon_under_nfc() -> None:
    assert unicodedata.normalize("NFC", "\u037e") == ";"


def test_greek_questions_end_in_the_greek_question_mark() -> None:
    questions = [entry for entry in catalog_entries(CATALOG) if entry.msgid.rstrip().endswith("?")]
    assert len(questions) > 10
    assert [entry.msgid for entry in questions for text in entry_texts(entry) if not text.rstrip().endswith(";")] == []


def test_the_catalog_has_no_latin_question_mark_and_no_u037e() -> None:
    assert [text for text in texts() if "?" in text or "\u037e" in text] == []

