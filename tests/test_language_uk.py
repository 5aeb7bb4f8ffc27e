"""Ukrainian (uk): its own words, never Russian ones; a Ukrainian locale list that names Russian
as a fallback still gets Ukrainian; and CLDR's three integer forms (one, few, many) read right
for every count. See locale/glossary/uk.md."""

from __future__ import annotations

import re

from po_files import catalog_entries, entry_texts

from warkit.i18n import available_languages, get_translator, negotiate
from warkit.resources import shipped_locale_dir

CATALOG = shipped_locale_dir() / "uk" / "LC_MESSAGES" / "warkit.po"

# Letters of the Russian alphabet that Ukrainian does not have.
RUSSIAN_LETTERS = re.compile("[ыэъёЫЭЪЁ]")

# Russian words (each spelled as Russian spells it) that a Ukrainian catalog must not contain;
# Ukrainian says гра, карти, бій, налаштування, довідка, стос, сорочкою, і, або, якщо, що, ти…
RUSSIAN_WORDS = (
    "игра",
    "игры",
    "игру",
    "игре",
    "карты",
    "сражение",
    "сражения",
    "сражений",
    "настройки",
    "справка",
    "стопка",
    "стопки",
    "рубашкой",
    "вверх",
    "ничья",
    "вничью",
    "партия",
    "раздача",
    "или",
    "если",
    "когда",
    "что",
    "это",
    "нет",
    "вы",
    "ваш",
    "ваша",
    "и",
    "компьютер",
    "выход",
)
RUSSIAN_WORD = re.compile(r"\b(" + "|".join(RUSSIAN_WORDS) + r")\b", re.IGNORECASE)


def _translations() -> list[tuple[str, str]]:
    return [(entry.msgid, text) for entry in catalog_entries(CATALOG) for text in entry_texts(entry) if text]


def test_no_translation_has_a_letter_only_russian_has() -> None:
    found = [
        f"{msgid!r}: {text!r}" for msgid, text in _translations() if RUSSIAN_LETTERS.search(text)
    ]
    assert not found, "\n".join(found)
    assert len(_translations()) > 700, "the catalog is translated"


def test_no_translation_uses_a_russian_word() -> None:
    found = [
        f"{msgid!r} uses {RUSSIAN_WORD.findall(text)}: {text!r}"
        for msgid, text in _translations()
        if RUSSIAN_WORD.search(re.sub(r"\{\w+\}", " ", text))
    ]
    assert not found, "\n".join(found)


def test_the_apostrophe_is_the_ukrainian_letter_apostrophe() -> None:
    """«пʼять» is written with U+02BC, never with ' or ’, inside a Cyrillic word."""
    wrong = re.compile(r"[а-яіїєґ]['’][а-яіїєґ]", re.IGNORECASE)
    found = [f"{msgid!r}: {text!r}" for msgid, text in _translations() if wrong.search(text)]
    assert not found, "\n".join(found)
    t = get_translator("uk")
    assert t.pgettext("rank, subject", "9") == "девʼятка"
    assert t.pgettext("seat name, label", "Computer") == "Компʼютер"


def test_a_locale_list_of_ukrainian_then_russian_chooses_ukrainian() -> None:
    available = available_languages()
    assert "uk" in available and "ru" in available
    assert (
        negotiate(environ={"LANGUAGE": "uk:ru", "LANG": "ru_RU.UTF-8"}, available=available) == "uk"
    )
    assert negotiate(environ={"LANG": "uk_UA.UTF-8"}, available=available) == "uk"


def test_counts_take_cldr_s_one_few_and_many_forms() -> None:
    t = get_translator("uk")
    counts = (1, 2, 5, 11, 21, 22, 25)

    def cards(n: int) -> str:
        return t.ngettext("{count} card", "{count} cards", n, count=n)

    def battles(n: int) -> str:
        return t.npgettext(
            "rule change", "battle limit {count}", "battle limit {count}", n, count=n
        )

    def after(n: int) -> str:
        return t.ngettext(
            "If nobody has won after {count} battle, the game is a draw.",
            "If nobody has won after {count} battles, the game is a draw.",
            n,
            count=n,
        )

    assert [cards(n) for n in counts] == [
        "1 карта",
        "2 карти",
        "5 карт",
        "11 карт",
        "21 карта",
        "22 карти",
        "25 карт",
    ]
    assert [battles(n) for n in counts] == [
        "ліміт 1 бій",
        "ліміт 2 бої",
        "ліміт 5 боїв",
        "ліміт 11 боїв",
        "ліміт 21 бій",
        "ліміт 22 бої",
        "ліміт 25 боїв",
    ]
    # After «після» the noun is genitive: singular for one, plural for few and many.
    assert [after(n).split(" ніхто")[0] for n in counts] == [
        "Якщо після 1 бою",
        "Якщо після 2 боїв",
        "Якщо після 5 боїв",
        "Якщо після 11 боїв",
        "Якщо після 21 бою",
        "Якщо після 22 боїв",
        "Якщо після 25 боїв",
    ]
