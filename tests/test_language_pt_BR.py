"""Brazilian Portuguese (pt_BR): the player is *você* everywhere, the words are Brazil's and not
Portugal's, and a million takes CLDR's "many" form, with *de* before the noun ("1.000.000 de
cartas"). See locale/glossary/pt_BR.md."""

from __future__ import annotations

import re

import polib
from po_files import catalog_entries, entry_texts

from warkit.i18n import get_translator
from warkit.i18n.plurals import read_header
from warkit.resources import shipped_locale_dir

CATALOG = shipped_locale_dir() / "pt_BR" / "LC_MESSAGES" / "warkit.po"

# The pronouns and possessives of *tu* and *vós*, and the formal address: the catalog says *você*.
NOT_VOCE = re.compile(
    r"\b(tu|te|ti|contigo|teu|tua|teus|tuas|vós|vosso|vossa|senhor|senhora)\b", re.IGNORECASE
)

# Portugal's words for what Brazilian software calls arquivo, tela, usuário, registro, fato,
# configurações, embaralhar, and Portugal's verbs for pressing a key.
PORTUGAL = (
    "ficheiro", "ficheiros", "ecrã", "ecrãs", "utilizador", "utilizadores", "registo", "registos",
    "facto", "definições", "baralhar", "baralhadas", "baralhada", "prima", "premir", "carregue",
    "equipa", "actual", "óptimo", "contacto",
)
BRAZIL = ("arquivo", "tela", "usuário", "registro", "configurações", "embaralha", "pressione")


def _all_text() -> str:
    return "\n".join(text for entry in catalog_entries(CATALOG) for text in entry_texts(entry))


def test_the_player_is_voce_never_tu_nor_o_senhor() -> None:
    found = [
        f"{entry.msgid!r}: {text!r}"
        for entry in catalog_entries(CATALOG)
        for text in entry_texts(entry)
        if NOT_VOCE.search(re.sub(r"\{\w+\}", " ", text))
    ]
    assert not found, "\n".join(found)
    text = _all_text()
    assert len(re.findall(r"\bvocê\b", text, re.I)) > 50
    t = get_translator("pt-BR")
    assert t.pgettext("rank, yours", "Queen") == "sua Dama"
    assert t.pgettext("rank, yours, object", "King") == "seu Rei"
    assert t.pgettext("seat name, label", "You") == "Você"


def test_the_words_are_brazil_s_not_portugal_s() -> None:
    text = _all_text().lower()
    used = [word for word in PORTUGAL if re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text)]
    assert not used, f"European Portuguese in the Brazilian catalog: {used}"
    missing = [word for word in BRAZIL if word not in text]
    assert not missing, f"the Brazilian words are missing: {missing}"


def test_the_catalog_has_cldr_s_three_forms_with_many_at_a_million() -> None:
    verdict = read_header("pt_BR", polib.pofile(str(CATALOG)).metadata.get("Plural-Forms"))
    rule = verdict.rule
    assert verdict.accepted and rule.count == 3
    numbers = (0, 1, 2, 5, 21, 100, 1_000_000, 2_000_000, 1_000_001)
    assert [rule.category(n) for n in numbers] == [
        "one", "one", "other", "other", "other", "other", "many", "many", "other",
    ]
    assert [rule.index(n) for n in numbers] == [0, 0, 2, 2, 2, 2, 1, 1, 2]
    t = get_translator("pt-BR")

    def cards(n: int) -> str:
        return t.ngettext("{count} card", "{count} cards", n, count=n)

    assert [cards(1), cards(2), cards(1_000_001)] == ["1 carta", "2 cartas", "1.000.001 cartas"]
    assert cards(1_000_000) == "1.000.000 de cartas"


def test_a_million_of_anything_takes_de_before_the_noun() -> None:
    """Wherever the "other" form puts a noun right after the number, the "many" form (a million,
    two million…) puts *de* between them, as Portuguese does after *milhão*; elsewhere the two
    forms are the same."""
    wrong = []
    for entry in catalog_entries(CATALOG):
        if not entry.msgid_plural:
            continue
        many, other = entry.msgstr_plural[1], entry.msgstr_plural[2]
        number_then_noun = r"(\{(?:count|games)\}) (?!de\b|delas?\b|deles?\b)(?=[a-zà-ú])"
        expected = re.sub(number_then_noun, r"\1 de ", other)
        if many != expected:
            wrong.append(f"{entry.msgid!r}:\n  many:  {many!r}\n  other: {other!r}")
    assert not wrong, "\n".join(wrong)
