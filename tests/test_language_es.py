"""Spanish: the punctuation and the plural forms that Spanish needs and English lacks
(locale/glossary/es.md, "Punctuation and typography" and "Grammar notes").

A question opens with ¿ and an exclamation with ¡, where the question or exclamation starts; the
house quotation marks are « »; and CLDR's plural form "many" (a million and its multiples) puts
*de* between the number and the noun: «1.000.000 de cartas», never «1.000.000 cartas».
"""

from __future__ import annotations

import re

import pytest
from po_files import catalog_entries

from warkit.i18n import get_translator
from warkit.resources import shipped_locale_dir

CATALOG = shipped_locale_dir() / "es" / "LC_MESSAGES" / "warkit.po"
# The nouns a count stands before in the catalog (a million of them takes «de»).
COUNTED_NOUNS = r"(cartas|batallas|partidas|guerras|jugadores|archivos|entradas|líneas|problemas)"


def _texts() -> list[tuple[str, str]]:
    """(English, Spanish) for every translated text, each plural form on its own."""
    pairs = []
    for entry in catalog_entries(CATALOG):
        if entry.msgid_plural:
            pairs += [(entry.msgid_plural, text) for text in entry.msgstr_plural.values() if text]
        elif entry.msgstr:
            pairs.append((entry.msgid, entry.msgstr))
    return pairs


def _unpaired(text: str, opening: str, closing: str) -> str:
    """What is left of `text` once every `opening` … `closing` pair is taken out: a closing mark
    with no opening one before it (or the other way round) stays."""
    pair = re.escape(opening) + f"[^{re.escape(opening + closing)}]*" + re.escape(closing)
    return re.sub(pair, "", text)


def test_every_question_opens_with_an_inverted_question_mark() -> None:
    wrong = [
        f"{spanish!r} (from {english!r})"
        for english, spanish in _texts()
        if {"¿", "?"} & set(_unpaired(spanish, "¿", "?"))
    ]
    assert not wrong, "a question without its ¿ (or a ¿ without its ?):\n" + "\n".join(wrong)


def test_every_exclamation_opens_with_an_inverted_exclamation_mark() -> None:
    wrong = [
        f"{spanish!r} (from {english!r})"
        for english, spanish in _texts()
        if {"¡", "!"} & set(_unpaired(spanish, "¡", "!"))
    ]
    assert not wrong, "an exclamation without its ¡ (or a ¡ without its !):\n" + "\n".join(wrong)


def test_every_english_question_is_a_question_in_spanish() -> None:
    lacking = [
        f"{english!r}: {spanish!r}"
        for english, spanish in _texts()
        if english.rstrip().endswith("?") and "¿" not in spanish
    ]
    assert not lacking


def test_quotations_take_the_house_marks_and_never_english_or_straight_quotes() -> None:
    wrong = [spanish for _, spanish in _texts() if re.search('[“”"]', spanish)]
    assert not wrong, "quotation marks other than « »:\n" + "\n".join(wrong)
    quoted = [(english, spanish) for english, spanish in _texts() if "“" in english]
    assert quoted, "the English quotes nothing: the test is out of date"
    unquoted = [spanish for english, spanish in quoted if english.count("“") != spanish.count("«")]
    assert not unquoted, "an English quotation lost its « »:\n" + "\n".join(unquoted)


def test_a_million_of_anything_takes_de_in_the_many_form() -> None:
    """msgstr[1] is CLDR's "many": where "other" says «{count} cartas», it says «{count} de cartas»."""
    lacking = []
    for entry in catalog_entries(CATALOG):
        if not entry.msgid_plural:
            continue
        many, other = entry.msgstr_plural[1], entry.msgstr_plural[2]
        for noun in re.findall(r"\{count\} " + COUNTED_NOUNS + r"\b", other):
            if "{count} de " + noun not in many:
                lacking.append(f"{entry.msgid!r}: {many!r}")
    assert not lacking, "a “many” form without «de»:\n" + "\n".join(lacking)


@pytest.mark.parametrize(
    ("count", "expected"),
    [
        (1, "Reparto 7: cada jugador recibe 1 carta boca abajo."),
        (2, "Reparto 7: cada jugador recibe 2 cartas boca abajo."),
        (1_000_000, "Reparto 7: cada jugador recibe 1.000.000 de cartas boca abajo."),
        (3_000_000, "Reparto 7: cada jugador recibe 3.000.000 de cartas boca abajo."),
        (1_500_000, "Reparto 7: cada jugador recibe 1.500.000 cartas boca abajo."),
    ],
)
def test_the_game_says_de_after_a_whole_number_of_millions(count: int, expected: str) -> None:
    t = get_translator("es")
    said = t.ngettext(
        "Deal {deal}: everyone gets {count} card face down.",
        "Deal {deal}: everyone gets {count} cards face down.",
        count,
        deal="7",
        count=count,
    )
    assert said == expected
