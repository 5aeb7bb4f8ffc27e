"""Japanese: the typography and register of the catalog (locale/glossary/ja.md, "Register" and
"Typography").

Japanese writes no spaces between words, so none stands between two Japanese characters, nor
between Japanese and a number or a placeholder («{count}枚», «配札{deal}番»). Punctuation after
Japanese text is full-width (、。：？！（）), quotations take 「」, and a line never starts with
a closing mark, the long-vowel mark or a small kana, nor ends with an opening mark (kinsoku, as
for Chinese). Sentences are in です・ます; labels are plain noun phrases.
"""

from __future__ import annotations

import re

import pytest
from po_files import catalog_entries

from warkit.i18n.bidi import wrap
from warkit.i18n.kinsoku import NO_LINE_END, NO_LINE_START
from warkit.resources import shipped_locale_dir

CATALOG = shipped_locale_dir() / "ja" / "LC_MESSAGES" / "warkit.po"
# Kana, CJK ideographs, Japanese punctuation and full-width forms.
JAPANESE = "[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]"
# A plain (dictionary or past) form at the end of a sentence: the last kana of る, う, く, つ, む,
# ぶ, ぐ, す verbs, た / だ (past, copula) and ない.
PLAIN_ENDING = re.compile(r"(?:[るうくつむぶぐすただ]|ない)$")
POLITE_ENDING = re.compile(r"(?:です|ます|ました|ません|でした|ませんでした|ましょう)か?$")


def _texts() -> list[tuple[str, str]]:
    """(English, Japanese) for every translated text, each plural form on its own."""
    pairs = []
    for entry in catalog_entries(CATALOG):
        if entry.msgid_plural:
            pairs += [(entry.msgid_plural, text) for text in entry.msgstr_plural.values() if text]
        elif entry.msgstr:
            pairs.append((entry.msgid, entry.msgstr))
    return pairs


def test_the_catalog_is_translated_throughout() -> None:
    untranslated = [english for english, japanese in _texts() if not japanese]
    assert len(_texts()) == len(catalog_entries(CATALOG)) and not untranslated


def test_no_space_stands_between_japanese_and_japanese_a_number_or_a_placeholder() -> None:
    around = f"(?:{JAPANESE}|[0-9{{}}])"
    spaced = re.compile(f"{JAPANESE} +{around}|{around} +{JAPANESE}")
    wrong = [japanese for _, japanese in _texts() if spaced.search(japanese)]
    assert not wrong, "a space in Japanese text:\n" + "\n".join(wrong)


def test_punctuation_after_japanese_text_is_full_width() -> None:
    # «.po» and «./guide» are names, not stops: a stop is followed by a space, the end or Japanese.
    half_width = re.compile(f"{JAPANESE}(?:[,.?!:;](?=\\s|$|{JAPANESE})|[()])")
    wrong = [japanese for _, japanese in _texts() if half_width.search(japanese)]
    assert not wrong, "half-width punctuation after Japanese:\n" + "\n".join(wrong)


def test_every_english_sentence_ends_with_a_japanese_stop() -> None:
    lacking = [
        f"{english!r}: {japanese!r}"
        for english, japanese in _texts()
        if re.search(r"\w[.!?]$", english)
        and not japanese.endswith("}")
        and not re.search(r"[^\s.,!?][。！？]$", japanese)
    ]
    assert not lacking, "an English sentence without its 。！？ in Japanese:\n" + "\n".join(lacking)


def test_quotations_take_kagikakko_and_never_english_or_straight_quotes() -> None:
    wrong = [japanese for _, japanese in _texts() if re.search('[“”"]', japanese)]
    assert not wrong, "quotation marks other than 「」:\n" + "\n".join(wrong)
    quoted = [(english, japanese) for english, japanese in _texts() if "“" in english]
    assert quoted, "the English quotes nothing: the test is out of date"
    unquoted = [
        japanese for english, japanese in quoted if english.count("“") > japanese.count("「")
    ]
    assert not unquoted, "an English quotation lost its 「」:\n" + "\n".join(unquoted)


def test_sentences_are_in_desu_masu_never_the_plain_form() -> None:
    plain = []
    for _, japanese in _texts():
        for sentence_end in re.finditer(r"([\u3040-\u309f]+)[。！]", japanese):
            kana = sentence_end.group(1)
            if PLAIN_ENDING.search(kana) and not POLITE_ENDING.search(kana):
                plain.append(f"…{kana}。 in {japanese!r}")
    assert not plain, "a sentence in the plain form (the catalog is です・ます):\n" + "\n".join(
        plain
    )


def test_labels_are_plain_noun_phrases_without_desu_masu() -> None:
    label_contexts = {
        "control",
        "guide controls table",
        "statistics",
        "short",
        "preset",
        "rule change",
        "key",
    }
    labels = [entry for entry in catalog_entries(CATALOG) if entry.msgctxt in label_contexts]
    assert labels
    polite = [
        entry.msgstr or entry.msgstr_plural.get(0, "")
        for entry in labels
        if re.search("(です|ます)", entry.msgstr or entry.msgstr_plural.get(0, ""))
    ]
    assert not polite, "a label in です・ます:\n" + "\n".join(polite)


@pytest.mark.parametrize("width", [16, 23, 30, 41, 56])
def test_wrapped_japanese_keeps_the_kinsoku_rules(width: int) -> None:
    """A closing mark (、。」）), the long-vowel mark ー or a small kana never starts a line, and
    an opening mark (「（) never ends one, at any width."""
    broken = []
    for _, japanese in _texts():
        lines = wrap(japanese, width)
        for before, after in zip(lines, lines[1:], strict=False):
            if after and after[0] in NO_LINE_START or before and before[-1] in NO_LINE_END:
                broken.append(f"{before!r} / {after!r}")
    assert not broken, "a line break against the kinsoku rules:\n" + "\n".join(broken[:20])


def test_small_kana_the_long_vowel_mark_and_a_stop_keep_to_the_character_before_them() -> None:
    assert wrap("コンピューターの勝ちです。", 6) == ["コン", "ピュー", "ターの", "勝ちで", "す。"]
    assert wrap("「戦争」の遊び方", 6) == ["「戦", "争」の", "遊び方"]
