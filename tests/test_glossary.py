"""Each catalog speaks its glossary: the chosen word for every message a term governs, never a
rejected one (locale/glossary/<language>.md, section Checked terms)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import polib
import pytest
from glossary_table import GlossaryError, Term, checked_terms, uses, word_list

from warkit.i18n.languages import COMPLETE
from warkit.resources import shipped_locale_dir

LOCALE = shipped_locale_dir()
GLOSSARIES = LOCALE / "glossary"
LANGUAGES = sorted(path.parent.parent.name for path in LOCALE.glob("*/LC_MESSAGES/warkit.po"))
HELD_COMPLETE = [language for language in LANGUAGES if language.replace("_", "-") in COMPLETE]
"""A language not yet complete has its glossary from scripts/add-language, its table of terms
still to be written: the rows it has are checked like any other."""


@cache
def _entries(language: str) -> tuple[polib.POEntry, ...]:
    """The catalog's messages, read once for all its terms (this file: 11.5 s reading it for each term, 3.1 s once)."""
    po = polib.pofile(str(LOCALE / language / "LC_MESSAGES" / "warkit.po"))
    return tuple(entry for entry in po if not entry.obsolete and entry.msgid)


def _translations(entry: polib.POEntry) -> list[str]:
    if entry.msgid_plural:
        return [text for _, text in sorted(entry.msgstr_plural.items()) if text]
    return [entry.msgstr] if entry.msgstr else []


def _terms() -> list[tuple[str, Term]]:
    """Every row of every glossary; a table that cannot be read fails its own test below."""
    rows = []
    for language in LANGUAGES:
        try:
            rows += [(language, term) for term in checked_terms(GLOSSARIES / f"{language}.md")]
        except (GlossaryError, OSError):
            continue
    return rows


def test_every_catalog_has_a_glossary_and_each_complete_one_is_listed_in_the_translators_readme() -> None:
    readme = (LOCALE / "README.md").read_text(encoding="utf-8")
    assert LANGUAGES, "no catalogs found"
    for language in LANGUAGES:
        assert (GLOSSARIES / f"{language}.md").is_file(), language
    for language in HELD_COMPLETE:
        assert f"glossary/{language}.md" in readme, language
    assert "../" not in readme, "the README points outside the repository"


@pytest.mark.parametrize("language", HELD_COMPLETE)
def test_the_glossary_checks_the_words_that_matter(language: str) -> None:
    terms = checked_terms(GLOSSARIES / f"{language}.md")
    assert len(terms) >= 5, "a glossary checks at least battle, war, game, deal and rank"


@pytest.mark.parametrize(
    ("language", "term"), _terms(), ids=lambda v: v if isinstance(v, str) else v.english
)
def test_the_translation_uses_the_chosen_word_and_never_a_rejected_one(
    language: str, term: Term
) -> None:
    governed = [
        entry
        for entry in _entries(language)
        if term.governs(entry.msgctxt, entry.msgid, entry.msgid_plural or None)
    ]
    assert governed, f"“{term.english}” governs no message: the table is out of date"
    lacking, rejected = [], []
    for entry in governed:
        for text in _translations(entry):
            if not uses(text, term.chosen, language):
                lacking.append(f"{entry.msgid!r}: {text!r}")
            found = uses(text, term.rejected, language)
            if found:
                rejected.append(f"{entry.msgid!r} uses {found}: {text!r}")
    assert not lacking, f"without {term.chosen}:\n" + "\n".join(lacking)
    assert not rejected, "rejected words:\n" + "\n".join(rejected)


def test_a_term_table_that_cannot_be_read_is_an_error(tmp_path: Path) -> None:
    broken = tmp_path / "xx.md"
    broken.write_text(
        "## Checked terms\n\n| English | chosen | governs | rejected |\n|---|---|---|---|\n"
        "| deal | agih* | `deal` | urusan |\n",
        encoding="utf-8",
    )
    with pytest.raises(GlossaryError):
        checked_terms(broken)


def test_selectors_and_stems_read_as_documented(tmp_path: Path) -> None:
    table = tmp_path / "ms.md"
    table.write_text(
        "# x\n\n## Checked terms\n\n| English | chosen | governs | rejected |\n|---|---|---|---|\n"
        '| deal | agih*, mengagih* | `/\\bdeals?\\b/` `-"Deal"` `[control]"Replay this deal"`'
        " | urusan |\n\n## Reviews\n",
        encoding="utf-8",
    )
    (term,) = checked_terms(table)
    assert term.governs(None, "The deal has {count} cards.", None)
    assert not term.governs(None, "Deal", None)
    assert term.governs("control", "Replay this deal", None)
    assert not term.governs(None, "Dealer", None)
    assert uses("Mengagihkan kad", term.chosen, "ms") == ["mengagih*"]
    assert uses("Agihan 17", term.chosen, "ms") == ["agih*"]
    assert uses("peraturan", ("ratu",), "ms") == []
    assert uses("下一局大过", ("大过",), "zh_Hans") == ["大过"]


def _word_lists() -> list[tuple[str, list[Term], list[tuple[str, str]]]]:
    found = []
    for language in LANGUAGES:
        path = GLOSSARIES / f"{language}.md"
        try:
            found.append((language, checked_terms(path), word_list(path)))
        except (GlossaryError, OSError):
            continue
    return found


@pytest.mark.parametrize(("language", "terms", "words"), _word_lists(), ids=lambda v: v if isinstance(v, str) else "")
def test_a_word_the_table_rejects_is_chosen_in_none_of_its_rows(
    language: str, terms: list[Term], words: list[tuple[str, str]]
) -> None:
    """A table that rejects «Runde» for a battle cannot accept it for a game."""
    rejected = tuple(word for term in terms for word in term.rejected)
    accepted = [
        f"{term.english}: {word} is rejected elsewhere"
        for term in terms
        for word in term.chosen
        if uses(word.rstrip("*"), rejected, language)
    ]
    assert not accepted


@pytest.mark.parametrize(("language", "terms", "words"), _word_lists(), ids=lambda v: v if isinstance(v, str) else "")
def test_the_word_list_has_no_entry_for_round_which_the_english_never_says(
    language: str, terms: list[Term], words: list[tuple[str, str]]
) -> None:
    """locale/README.md, "The English source": the word **round** is not used at all, so no
    glossary gives a translation for it."""
    assert not [english for english, _ in words if re.search(r"\b[Rr]ounds?\b", english)]


@pytest.mark.parametrize(("language", "terms", "words"), _word_lists(), ids=lambda v: v if isinstance(v, str) else "")
def test_a_whole_game_rejects_the_word_the_language_had_for_round(
    language: str, terms: list[Term], words: list[tuple[str, str]]
) -> None:
    """Each Checked terms table has a row for a whole game; where the language once said "round"
    for it (Runde, runde, جولة, раунд, manche, pusingan), that word is rejected there."""
    games = [term for term in terms if term.english.startswith("game (a whole game)")]
    assert games, "no row for a whole game"
    round_words = {"de": "Runde", "nb": "runde", "ar": "جولة", "ru": "раунд", "fr": "manche", "ms": "pusingan"}
    if language in round_words:
        assert uses(round_words[language], games[0].rejected, language)
