"""Polish (pl): whole numbers take CLDR's three integer forms, one (1), few (2-4, 22-24, but not
12-14) and many (0, 5-21, 25, 112…); CLDR's "other" is for fractions, which a count never is.
Each count must read right beside its noun in the game and in the guide ("1 karta", "2 karty",
"5 kart", "12 kart", "22 karty", "25 kart", "112 kart"). See locale/glossary/pl.md."""

from __future__ import annotations

import re

import polib

from warkit.i18n import get_translator
from warkit.i18n.plurals import read_header
from warkit.resources import shipped_locale_dir

CATALOG = shipped_locale_dir() / "pl" / "LC_MESSAGES" / "warkit.po"

COUNTS = (1, 2, 5, 12, 22, 25, 112)


def _catalog() -> polib.POFile:
    return polib.pofile(str(CATALOG))


def test_whole_numbers_take_one_few_and_many() -> None:
    verdict = read_header("pl", _catalog().metadata.get("Plural-Forms"))
    rule = verdict.rule
    assert verdict.accepted and rule.count == 3
    numbers = (0, 1, 2, 4, 5, 12, 14, 21, 22, 25, 102, 112, 122)
    assert [rule.category(n) for n in numbers] == [
        "many",
        "one",
        "few",
        "few",
        "many",
        "many",
        "many",
        "many",
        "few",
        "many",
        "few",
        "many",
        "few",
    ]
    assert [rule.index(n) for n in numbers] == [2, 0, 1, 1, 2, 2, 2, 2, 1, 2, 1, 2, 1]


def test_counts_read_right_beside_a_pile_and_in_a_game_sentence() -> None:
    t = get_translator("pl")
    beside_pile = [t.ngettext("{count} card", "{count} cards", n, count=n) for n in COUNTS]
    assert beside_pile == [
        "1 karta",
        "2 karty",
        "5 kart",
        "12 kart",
        "22 karty",
        "25 kart",
        "112 kart",
    ]
    taken = [
        t.ngettext(
            "You take the {count} card on the table.",
            "You take the {count} cards on the table.",
            n,
            count=n,
        )
        for n in COUNTS
    ]
    assert taken == [
        "Zabierasz ze stołu 1 kartę.",
        "Zabierasz ze stołu 2 karty.",
        "Zabierasz ze stołu 5 kart.",
        "Zabierasz ze stołu 12 kart.",
        "Zabierasz ze stołu 22 karty.",
        "Zabierasz ze stołu 25 kart.",
        "Zabierasz ze stołu 112 kart.",
    ]


def test_counts_read_right_in_a_guide_sentence() -> None:
    t = get_translator("pl")
    war = [
        t.ngettext(
            "With two players a war takes {count} card.",
            "With two players a war takes {count} cards.",
            n,
            count=n,
        )
        for n in COUNTS
    ]
    assert war == [
        "Przy dwóch graczach w wojnie bierze udział 1 karta.",
        "Przy dwóch graczach w wojnie biorą udział 2 karty.",
        "Przy dwóch graczach w wojnie bierze udział 5 kart.",
        "Przy dwóch graczach w wojnie bierze udział 12 kart.",
        "Przy dwóch graczach w wojnie biorą udział 22 karty.",
        "Przy dwóch graczach w wojnie bierze udział 25 kart.",
        "Przy dwóch graczach w wojnie bierze udział 112 kart.",
    ]
    limit = [
        t.ngettext(
            "A game stops after {count} battle at most, so it cannot go on for ever.",
            "A game stops after {count} battles at most, so it cannot go on for ever.",
            n,
            count=n,
        )
        for n in (1, 22, 112)
    ]
    assert [re.search(r"po \S+ \w+", line).group(0) for line in limit] == [  # type: ignore[union-attr]
        "po 1 bitwie",
        "po 22 bitwach",
        "po 112 bitwach",
    ]


def test_no_card_count_takes_another_number_s_form() -> None:
    """A form swapped for another reads well on its own and wrong beside its number: "one" never
    says the genitive plural *kart*, "few" and "many" never the singular *karta*, *kartę* or
    *kartą*, and "many" never the nominative plural *karty*."""
    wrong_in = {
        0: re.compile(r"\{count\} kart\b(?!\w)"),
        1: re.compile(r"\{count\} (karta|kartę|kartą)\b"),
        2: re.compile(r"\{count\} (karta|kartę|kartą|karty)\b"),
    }
    wrong = [
        f"{entry.msgid!r} msgstr[{form}]: {text!r}"
        for entry in _catalog()
        if entry.msgid_plural and "{count} card" in entry.msgid
        for form, text in sorted(entry.msgstr_plural.items())
        if wrong_in[form].search(text)
    ]
    assert not wrong, "\n".join(wrong)
    checked = [e for e in _catalog() if e.msgid_plural and "{count} card" in e.msgid]
    assert len(checked) > 30
