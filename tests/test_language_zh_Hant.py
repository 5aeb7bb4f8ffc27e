"""Traditional Chinese (zh-Hant) is written as Taiwan writes it, not converted from zh-Hans.

A catalog made by swapping the Simplified catalog's characters for Traditional ones keeps the
mainland's words (設置, 文件, 程序, 默認, 信息, 屏幕, 幫助, 紅桃) and quotation marks (“”), and a
slip of the converter leaves a Simplified character behind. Taiwan says 設定, 檔案, 程式, 預設, 訊息,
螢幕, 說明, 紅心 and quotes with 「」. See locale/glossary/zh_Hant.md.
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

CATALOG = shipped_locale_dir() / "zh_Hant" / "LC_MESSAGES" / "warkit.po"
SIMPLIFIED_CATALOG = shipped_locale_dir() / "zh_Hans" / "LC_MESSAGES" / "warkit.po"
PLACEHOLDER = re.compile(r"\{\w*\}")

# Characters that exist only in Simplified Chinese (their Traditional forms differ): 这/這, 们/們 …
SIMPLIFIED_ONLY = set(
    "这们设说时张战发个来为对开关会还没从让与东动无选种数统级胜负输赢计录显语译档终键认双两页帮"
    "删务结经过边进连块红换则规问题电脑游戏图标读写错误处复给将样准备随机执运"
)

# Mainland words (in either script) and the Taiwan word the catalog uses instead.
MAINLAND = {
    "设置": "設定",
    "設置": "設定",
    "文件": "檔案 (a file)",
    "程序": "程式 (a program), 行程 (a process)",
    "默认": "預設",
    "默認": "預設",
    "信息": "訊息",
    "資訊": "訊息 (a message), 詳細內容 (details)",
    "屏幕": "螢幕",
    "全屏": "全螢幕",
    "本屏": "這個畫面",
    "帮助": "說明",
    "幫助": "說明",
    "红桃": "紅心",
    "紅桃": "紅心",
    "方片": "方塊",
    "大小王": "鬼牌",
    "回车": "Enter",
    "回車": "Enter",
    "账号": "帳號",
    "賬號": "帳號",
    "支持": "支援",
    "运行": "執行",
    "運行": "執行",
    "保存": "儲存",
}

# English words and the Taiwan word every translation of them uses (a regex).
EXPECTED = [
    (r"\bcards?\b", "牌|張"),  # a short label counts cards with 張 alone: 「{count}張」
    (r"\b[Ss]ettings\b", "設定"),
    (r"\bfiles?\b", "檔"),
    (r"\bfolder\b", "資料夾"),
    (r"\bdefault\b", "預設"),
]


def _all_text(catalog: Path = CATALOG) -> str:
    return "\n".join(
        PLACEHOLDER.sub(" ", text) for entry in catalog_entries(catalog) for text in entry_texts(entry)
    )


def _mainland_words(catalog: Path) -> set[str]:
    text = _all_text(catalog)
    return {word for word in MAINLAND if word in text}


def test_no_simplified_only_character_appears_in_the_traditional_catalog() -> None:
    found = sorted(set(_all_text()) & SIMPLIFIED_ONLY)
    assert not found, f"Simplified characters: {found}"


def test_the_simplified_characters_are_the_ones_the_zh_hans_catalog_uses() -> None:
    """The list is not idle: a copy of the Simplified catalog fails the test above."""
    assert len(set(_all_text(SIMPLIFIED_CATALOG)) & SIMPLIFIED_ONLY) > 40


def test_no_mainland_word_appears_in_the_taiwan_catalog() -> None:
    found = _mainland_words(CATALOG)
    assert not found, "\n".join(f"{word!r} (Taiwan: {MAINLAND[word]})" for word in sorted(found))


def test_the_mainland_words_are_the_ones_a_copy_of_the_simplified_catalog_would_bring() -> None:
    assert {"设置", "文件", "程序", "默认", "屏幕", "红桃", "回车"} <= _mainland_words(
        SIMPLIFIED_CATALOG
    )


@pytest.mark.parametrize(("english", "taiwan"), EXPECTED, ids=[w for _, w in EXPECTED])
def test_each_english_word_takes_its_taiwan_form(english: str, taiwan: str) -> None:
    governed = [
        entry
        for entry in catalog_entries(CATALOG)
        if re.search(english, PLACEHOLDER.sub(" ", f"{entry.msgid} {entry.msgid_plural or ''}"))
    ]
    assert governed, f"no English message says {english}: the list is out of date"
    lacking = [
        f"{entry.msgid!r}: {text!r}"
        for entry in governed
        for text in entry_texts(entry)
        if not re.search(taiwan, text)
    ]
    assert not lacking, f"without “{taiwan}”:\n" + "\n".join(lacking)


def test_help_is_shuoming_and_the_program_is_chengshi() -> None:
    t = get_translator("zh_Hant")
    assert t.pgettext("control", "Help") == "說明"
    assert t.pgettext("control", "Settings") == "設定"
    assert t.pgettext("key", "Space") == "空白鍵"
    assert "程式" in _all_text()


def test_quotation_marks_are_taiwans_corner_brackets() -> None:
    text = _all_text()
    assert "“" not in text and "”" not in text
    assert "「戰爭」" in text
    t = get_translator("zh_Hant")
    said = t.gettext("There is no language “{code}”. Choose one of: {languages}.")
    assert said.startswith("沒有「{code}」")


def test_the_player_is_ni_and_the_cards_are_counted_with_zhang() -> None:
    text = _all_text()
    assert text.count("你") > 50
    assert "您" not in text
    t = get_translator("zh_Hant")
    said = t.ngettext(
        "Your {rank} beats the {beaten}. You take {count} card.",
        "Your {rank} beats the {beaten}. You take {count} cards.",
        2,
        rank=t.pgettext("rank, yours", "Ace"),
        beaten=t.pgettext("rank, object", "King"),
        count=2,
    )
    assert said == "你的A比電腦的K大。你拿走2張牌。"


def test_traditional_chinese_has_one_plural_form() -> None:
    verdict = read_header("zh_Hant", polib.pofile(str(CATALOG)).metadata.get("Plural-Forms"))
    assert verdict.accepted and verdict.rule.count == 1
    assert all(len(entry.msgstr_plural) == 1 for entry in catalog_entries(CATALOG) if entry.msgid_plural)
