"""Formatting never trusts a translation: any text at all fills safely or is refused."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from warkit.i18n.placeholders import brace_fields, fill
from warkit.i18n.pseudo import pseudolocalize, unlocalized_words
from warkit.i18n.validate import check_forms, links

HOSTILE = st.text(alphabet=st.sampled_from("{}[]!:.>0123456789abc_ %()s\\x"), max_size=40)
WORDS = st.lists(st.from_regex(r"[A-Za-z]{2,8}", fullmatch=True), min_size=1, max_size=8)


@given(HOSTILE)
def test_filling_any_text_never_raises_and_never_looks_inside_values(text: str) -> None:
    class Loud:
        def __getattr__(self, name: str) -> object:
            raise AssertionError("attribute access on a value")

        def __str__(self) -> str:
            return "V"

    result = fill(text, {"a": Loud(), "abc": Loud(), "x": 7})
    assert isinstance(result, str)


@given(HOSTILE)
def test_a_translation_is_usable_only_with_plain_known_placeholders(text: str) -> None:
    findings = check_forms("{a} and {x}", None, [text])
    usable = not any(finding.fatal for finding in findings)
    fields = brace_fields(text)
    assert usable == (not fields.unsafe and fields.names == {"a", "x"} and not links(text))


@given(WORDS, st.sampled_from(["{count}", "{rank}", "`warkit play`"]))
def test_pseudo_localization_accents_every_word_and_keeps_markup(words: list[str], kept: str) -> None:
    text = " ".join(words[:1] + [kept] + words[1:]) + "."
    pseudo = pseudolocalize(text)
    assert kept in pseudo
    assert pseudo.startswith("[") and pseudo.endswith("]")
    visible = re.sub(r"\{\w+\}", "", pseudo)
    assert unlocalized_words(visible) == []
    assert len(pseudo) >= 1.3 * len(text)
