"""Each catalog speaks its glossary: the chosen word for every message a term governs, never a
rejected one (locale/glossary/<language>.md, section Checked terms)."""

from __future__ import annotations

from pathlib import Path

import polib
import pytest
from glossary_table import GlossaryError, Term, checked_terms, uses

from warkit.resources import shipped_locale_dir

LOCALE = shipped_locale_dir()
GLOSSARIES = LOCALE / "glossary"
LANGUAGES = sorted(path.parent.parent.name for path in LOCALE.glob("*/LC_MESSAGES/warkit.po"))


def _entries(language: str) -> list[polib.POEntry]:
    po = polib.pofile(str(LOCALE / language / "LC_MESSAGES" / "warkit.po"))
    return [entry for entry in po if not entry.obsolete and entry.msgid]


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


def test_every_catalog_has_a_glossary_listed_in_the_translators_readme() -> None:
    readme = (LOCALE / "README.md").read_text(encoding="utf-8")
    assert LANGUAGES, "no catalogs found"
    for language in LANGUAGES:
        assert (GLOSSARIES / f"{language}.md").is_file(), language
        assert f"glossary/{language}.md" in readme, language
    assert "../" not in readme, "the README points outside the repository"


@pytest.mark.parametrize("language", LANGUAGES)
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
