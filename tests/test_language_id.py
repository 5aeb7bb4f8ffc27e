"""Indonesian (id): Indonesian and not Malay, the player is *kamu*, and one plural form.

warkit ships Malay too (locale/ms), and the two languages share most of their grammar but not the
words of software and card tables: Indonesian says *kartu*, *pengaturan*, *berkas*, *baru*, *layar*,
*tombol* where Malaysian Malay says *kad*, *tetapan*, *fail*, *baharu*, *skrin*, *kekunci*. A catalog
started from the Malay one, or a translator's Malaysian habit, shows as one of these words. See
locale/glossary/id.md.
"""

from __future__ import annotations

import re
from pathlib import Path

import polib
import pytest
from po_files import catalog_entries, entry_texts

from warkit.i18n import get_translator
from warkit.i18n.plurals import read_header
from warkit.resources import shipped_locale_dir

CATALOG = shipped_locale_dir() / "id" / "LC_MESSAGES" / "warkit.po"
PLACEHOLDER = re.compile(r"\{\w*\}")

# Malaysian forms, each with the Indonesian word the catalog uses instead.
MALAYSIAN = {
    "kad": "kartu",
    "tetapan": "pengaturan",
    "fail": "berkas (a file)",
    "baharu": "baru",
    "sila": "silakan",
    "anda": "kamu (the register)",
    "tiada": "tidak ada",
    "skrin": "layar",
    "kekunci": "tombol",
    "tetikus": "mouse",
    "inggeris": "Inggris",
    "ralat": "kesalahan",
    "mesej": "pesan",
    "perisian": "perangkat lunak",
    "sahaja": "saja",
    "betul": "benar",
    "lalai": "bawaan (a default)",
    "sebarang": "apa pun",
    "semula": "ulang, kembali",
    "dipaparkan": "ditampilkan",
    "memaparkan": "menampilkan",
    "pusingan": "pertarungan",
    "pertempuran": "pertarungan",
    "agihan": "pembagian",
    "timbunan": "tumpukan",
    "membalikkan": "membuka",
    "kutipan": "perolehan",
    "ace": "As",
}

# English words and the Indonesian word every translation of them uses (with the Malay one it is
# not): a message that says "file" in English says "berkas" in Indonesian, and so on.
EXPECTED = [
    (r"\bcards?\b", "kartu", "kad"),
    (r"\b[Ss]ettings\b", "pengaturan", "tetapan"),
    (r"\bfiles?\b", "berkas", "fail"),
    (r"\b[Nn]ew\b", "baru", "baharu"),
    (r"\bscreens?\b", "layar", "skrin"),
    (r"\bkeys?\b", "tombol", "kekunci"),
    (r"\bEnglish\b", "bahasa Inggris", "bahasa Inggeris"),
    (r"\b[Pp]ile\b", "tumpukan", "timbunan"),
]


def _english(entry: polib.POEntry) -> str:
    return PLACEHOLDER.sub(" ", f"{entry.msgid} {entry.msgid_plural or ''}")


def _malaysian_words(catalog: Path) -> dict[str, list[str]]:
    """Each Malaysian word the catalog uses, with the translations that use it."""
    found: dict[str, list[str]] = {}
    for entry in catalog_entries(catalog):
        for text in entry_texts(entry):
            for word in MALAYSIAN:
                if re.search(rf"(?<!\w){word}(?!\w)", PLACEHOLDER.sub(" ", text), re.IGNORECASE):
                    found.setdefault(word, []).append(text)
    return found


def test_no_malaysian_word_appears_in_the_indonesian_catalog() -> None:
    found = _malaysian_words(CATALOG)
    assert not found, "\n".join(
        f"{word!r} (Indonesian: {MALAYSIAN[word]}) in {texts[0]!r}" for word, texts in found.items()
    )


def test_the_malaysian_words_are_the_ones_a_copy_of_the_malay_catalog_would_bring() -> None:
    """The list is not idle: the Malay catalog (the one an Indonesian catalog could be started
    from) uses the commonest of them, so such a copy fails the test above."""
    found = _malaysian_words(shipped_locale_dir() / "ms" / "LC_MESSAGES" / "warkit.po")
    assert {"kad", "tetapan", "fail", "baharu", "anda", "tiada", "skrin"} <= set(found)


@pytest.mark.parametrize(("english", "indonesian", "malay"), EXPECTED, ids=[w for _, w, _ in EXPECTED])
def test_each_english_word_takes_its_indonesian_form(english: str, indonesian: str, malay: str) -> None:
    governed = [entry for entry in catalog_entries(CATALOG) if re.search(english, _english(entry))]
    assert governed, f"no English message says {english}: the list is out of date"
    lacking = [
        f"{entry.msgid!r}: {text!r}"
        for entry in governed
        for text in entry_texts(entry)
        if indonesian.lower() not in text.lower() or re.search(rf"(?<!\w){malay}(?!\w)", text, re.I)
    ]
    assert not lacking, f"without “{indonesian}” (or with the Malay “{malay}”):\n" + "\n".join(lacking)


def test_the_player_is_kamu_and_owns_cards_as_milikmu() -> None:
    text = "\n".join(text for entry in catalog_entries(CATALOG) for text in entry_texts(entry))
    assert len(re.findall(r"\bkamu\b", text, re.IGNORECASE)) > 50
    assert not re.search(r"\bAnda\b", text, re.IGNORECASE)
    t = get_translator("id")
    assert t.pgettext("seat name, label", "You") == "Kamu"
    assert t.pgettext("seat name, possessive", "your") == "milikmu"
    assert t.pgettext("seat name, possessive", "West's") == "milik Barat"


def test_the_ranks_are_the_names_indonesian_players_say_and_the_corners_print() -> None:
    t = get_translator("id")
    assert [t.pgettext("rank, alone", name) for name in ("Jack", "Queen", "King", "Ace")] == [
        "Jack", "Queen", "King", "As",
    ]
    assert [t.pgettext("card corner", letter) for letter in "JQKA"] == list("JQKA")
    said = t.ngettext(
        "Your {rank} beats the {beaten}. You take {count} card.",
        "Your {rank} beats the {beaten}. You take {count} cards.",
        2,
        rank=t.pgettext("rank, yours", "Ace"),
        beaten=t.pgettext("rank, object", "King"),
        count=2,
    )
    assert said == "Kartu As milikmu mengalahkan kartu King milik komputer. Kamu mengambil 2 kartu."


def test_indonesian_has_one_plural_form_and_the_noun_stays_singular() -> None:
    verdict = read_header("id", polib.pofile(str(CATALOG)).metadata.get("Plural-Forms"))
    assert verdict.accepted and verdict.rule.count == 1
    assert all(len(entry.msgstr_plural) == 1 for entry in catalog_entries(CATALOG) if entry.msgid_plural)
    t = get_translator("id")
    for count, expected in ((1, "1 kartu"), (2, "2 kartu"), (1_000_000, "1.000.000 kartu")):
        assert t.ngettext("{count} card", "{count} cards", count, count=count) == expected
