"""Turkish (tr): dotted and dotless i written right, the player is *sen*, and two plural forms
that keep the noun singular.

Turkish has four letters where English has two: i/İ and ı/I. The capital of *istatistik* is
*İstatistik*, and Python's ``"istatistik".capitalize()`` gives the wrong «Istatistik», so every
capitalised label is written in the catalog itself. See locale/glossary/tr.md.
"""

from __future__ import annotations

import re

import polib
import pytest
from po_files import catalog_entries, entry_texts

from warkit.i18n import get_translator
from warkit.i18n.plurals import read_header
from warkit.resources import shipped_locale_dir

CATALOG = shipped_locale_dir() / "tr" / "LC_MESSAGES" / "warkit.po"
PLACEHOLDER = re.compile(r"\{\w*\}")
FRONT_VOWELS = "eiöü"
# Polite (siz) pronouns and imperatives a translator used to software might write.
SIZ_WORDS = (
    "siz",
    "size",
    "sizi",
    "sizin",
    "sizden",
    "seçin",
    "basın",
    "yazın",
    "kullanın",
    "bakın",
    "çalıştırın",
    "deneyin",
    "büyütün",
    "oynayın",
    "seçiniz",
    "basınız",
)
# The second person plural is said only to the player and the computer players together.
TOGETHER = re.compile(r"\b(İkiniz|Dördünüz|Sen ve|Sen,)")


def _all_texts() -> list[str]:
    return [PLACEHOLDER.sub(" ", text) for entry in catalog_entries(CATALOG) for text in entry_texts(entry)]


def dotless_capital_errors(text: str) -> list[str]:
    """Words capitalised with a plain I where Turkish needs İ: «Istatistikler», «Iki», «Içindekiler».

    A word that starts with I (capital of ı) must be a dotless-ı word, whose vowels are back ones
    by vowel harmony (ılık, ısı, ışık). A capital I followed by a front vowel, or by the stem of a
    known i-word, is the capital of i written wrong."""
    found = []
    for word in re.findall(r"(?<![\w'])I\w*", text):
        rest = word[1:].lower()
        vowels = [c for c in rest if c in "aeıioöuü"]
        if (vowels and vowels[0] in FRONT_VOWELS) or rest.startswith(
            ("statistik", "lk", "ngiliz", "skambil", "çindekiler")
        ):
            found.append(word)
    return found


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("Istatistikler", ["Istatistikler"]),
        ("Iki oyuncu: sen ve bilgisayar.", ["Iki"]),
        ("Içindekiler", ["Içindekiler"]),
        ("Ilk dağıtım", ["Ilk"]),
        ("İstatistikler, İki, Işık, Isı", []),
    ],
)
def test_a_capital_plain_I_before_an_i_word_is_found(text: str, wrong: list[str]) -> None:
    assert dotless_capital_errors(text) == wrong


def test_no_capitalised_word_has_a_plain_I_where_turkish_needs_a_dotted_capital() -> None:
    errors = [(word, text) for text in _all_texts() for word in dotless_capital_errors(text)]
    assert not errors, "\n".join(f"{word!r} in {text!r}" for word, text in errors)


def test_the_labels_carry_their_dotted_capital_in_the_catalog_itself() -> None:
    """The code must not capitalise these: Python would write «Istatistikler» and «Içindekiler»."""
    t = get_translator("tr")
    assert t.pgettext("control", "Statistics") == "İstatistikler"
    assert t.pgettext("guide page", "Contents") == "İçindekiler"
    assert t.gettext("Two players: you and the computer.").startswith("İki ")
    assert t.pgettext("control", "Settings") == "Ayarlar"
    assert "istatistikler".capitalize() == "Istatistikler" != t.pgettext("control", "Statistics")


def test_the_player_is_sen_never_siz() -> None:
    texts = _all_texts()
    polite = [
        (word, text)
        for text in texts
        for word in SIZ_WORDS
        if re.search(rf"(?<!\w){word}(?!\w)", text, re.IGNORECASE)
    ]
    assert not polite, "\n".join(f"{word!r} in {text!r}" for word, text in polite)
    plural_you = [
        text
        for text in texts
        if re.search(r"\w+(ınız|iniz|unuz|ünüz)\b", text) and not TOGETHER.search(text)
    ]
    assert not plural_you, "second person plural said to the player alone:\n" + "\n".join(
        plural_you
    )
    assert (
        sum(len(re.findall(r"\b(sen|senin|sende|sana)\b", text, re.IGNORECASE)) for text in texts)
        > 40
    )
    t = get_translator("tr")
    assert t.pgettext("seat name, label", "You") == "Sen"


def test_each_rank_role_is_a_whole_form_with_its_suffix() -> None:
    """No suffix follows a placeholder; each role gives the harmonised form («9'u», «kızın»)."""
    t = get_translator("tr")
    yours = t.ngettext(
        "Your {rank} beats the {beaten}. You take {count} card.",
        "Your {rank} beats the {beaten}. You take {count} cards.",
        2,
        rank=t.pgettext("rank, yours", "Queen"),
        beaten=t.pgettext("rank, object", "9"),
        count=2,
    )
    assert yours == "Senin kızın 9'u yendi. 2 kart aldın."
    theirs = t.ngettext(
        "The computer's {rank} beats your {beaten}. It takes {count} card.",
        "The computer's {rank} beats your {beaten}. It takes {count} cards.",
        2,
        rank=t.pgettext("rank, the computer's", "King"),
        beaten=t.pgettext("rank, yours, object", "6"),
        count=2,
    )
    assert theirs == "Bilgisayarın papazı senin 6'nı yendi. 2 kart aldı."
    war = t.gettext("Both turn {rank}: war!", rank=t.pgettext("rank, each turns one", "an Ace"))
    assert war == "İkiniz de birer as açtınız: savaş!"
    assert [t.pgettext("card corner", letter) for letter in "JQKA"] == list("JQKA")


def test_turkish_has_two_plural_forms_and_the_noun_stays_singular() -> None:
    verdict = read_header("tr", polib.pofile(str(CATALOG)).metadata.get("Plural-Forms"))
    assert verdict.accepted and verdict.rule.count == 2
    assert all(len(entry.msgstr_plural) == 2 for entry in catalog_entries(CATALOG) if entry.msgid_plural)
    t = get_translator("tr")
    for count, expected in ((1, "1 kart"), (2, "2 kart"), (26, "26 kart")):
        assert t.ngettext("{count} card", "{count} cards", count, count=count) == expected
