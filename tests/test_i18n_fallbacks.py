"""A language without a catalog of its own: the nearest catalog, chosen by CLDR's relations, and
one line saying so whenever that is another language, script or region than the one asked for."""

from __future__ import annotations

from pathlib import Path

import pytest

from warkit.cli import main
from warkit.i18n import available_languages, get_translator, language_name, negotiate
from warkit.i18n.languages import is_stand_in, match_language, stand_in_line
from warkit.i18n.new_language import start_catalog

SHIPPED = ["en", "nb", "zh-Hans"]


@pytest.fixture
def no_traditional_chinese(monkeypatch: pytest.MonkeyPatch) -> None:
    """The catalogs without Traditional Chinese's (shipped or laid over): as long as it has none,
    ``zh_TW``, ``zh_HK`` and ``zh-Hant`` read Simplified Chinese, and the player is told."""
    from warkit.i18n import languages

    found = languages.catalog_folders
    monkeypatch.setattr(
        languages, "catalog_folders", lambda directory=None: {name: po for name, po in found(directory).items() if name != "zh_Hant"}
    )


@pytest.mark.parametrize(
    ("tag", "expected"),
    [
        ("nn_NO.UTF-8", "nb"),  # CLDR: no is the parent of nn and nb, and no is written as Bokmål
        ("nn", "nb"),
        ("no_NO.UTF-8", "nb"),
        ("zh_TW.UTF-8", "zh-Hans"),  # the only Chinese catalog, until Traditional Chinese has one
        ("zh-Hant", "zh-Hans"),
        ("zh_CN.UTF-8", "zh-Hans"),
    ],
)
def test_a_language_without_a_catalog_takes_the_nearest_one(tag: str, expected: str) -> None:
    assert match_language(tag, SHIPPED) == expected


def test_old_codes_choose_their_languages_catalog_once_it_exists() -> None:
    assert match_language("iw_IL.UTF-8", [*SHIPPED, "he"]) == "he"
    assert match_language("in", [*SHIPPED, "id"]) == "id"
    assert match_language("iw_IL.UTF-8", SHIPPED) is None  # until then the rule goes on
    assert negotiate(environ={"LANGUAGE": "iw:nb"}, available=SHIPPED) == "nb"


def test_a_catalog_for_the_script_or_region_asked_for_wins_over_another() -> None:
    assert match_language("zh_TW", ["en", "zh-Hans", "zh-Hant"]) == "zh-Hant"
    assert match_language("zh_SG", ["en", "zh-Hans", "zh-Hant"]) == "zh-Hans"
    assert match_language("pt_PT", ["en", "pt-BR", "pt-PT"]) == "pt-PT"
    assert match_language("pt", ["en", "pt-PT", "pt-BR"]) == "pt-BR"  # CLDR: Portuguese is Brazil's first


@pytest.mark.parametrize(
    ("asked", "code", "stands_in"),
    [
        ("zh-Hant", "zh-Hans", True),
        ("zh_TW", "zh-Hans", True),
        ("zh_TW.UTF-8", "zh-Hans", True),
        ("zh_HK", "zh-Hans", True),
        ("pt-PT", "pt-BR", True),
        ("nn_NO", "nb", True),
        ("zh_CN", "zh-Hans", False),
        ("zh", "zh-Hans", False),
        ("pt", "pt-BR", False),
        ("no", "nb", False),
        ("iw", "he", False),
        ("ms_MY", "ms", False),
        ("en_GB", "en", False),
    ],
)
def test_a_catalog_stands_in_when_its_language_script_or_region_is_another(asked: str, code: str, stands_in: bool) -> None:
    assert is_stand_in(asked, code) is stands_in


def test_the_stand_in_line_names_both_in_the_players_language() -> None:
    en = get_translator("en")
    assert stand_in_line(en, "zh_TW", "zh-Hans") == "Chinese (Traditional) is not available; showing Chinese (Simplified)."
    assert stand_in_line(en, "pt-PT", "pt-BR") == "Portuguese (Portugal) is not available; showing Portuguese (Brazil)."
    assert stand_in_line(en, "nn", "nb") == "Norwegian Nynorsk is not available; showing Norwegian Bokmål."
    assert stand_in_line(en, "de_US", "de-CH") == "German (United States) is not available; showing German (Switzerland)."
    zh = get_translator("zh-Hans")
    said = stand_in_line(zh, "zh-Hant", "zh-Hans")
    assert "繁体" in said and "简体" in said
    assert said == zh.gettext("{asked} is not available; showing {shown}.", asked="中文 (繁体)", shown="中文 (简体)")
    assert said != "中文 (繁体) is not available; showing 中文 (简体)."  # the sentence is translated too


@pytest.mark.parametrize("tag", ["zh_TW.UTF-8", "zh_HK.UTF-8"])
def test_a_stand_in_is_said_once_on_standard_error(
    no_traditional_chinese: None, tag: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", tag)
    assert main(["replay", "--deal", "7", "--max-battles", "2"]) == 0
    said = capsys.readouterr()
    zh = get_translator("zh-Hans")
    assert said.err == "warkit: " + stand_in_line(zh, tag, "zh-Hans") + "\n"
    assert said.out.startswith(zh.pgettext("replay", "Deal {deal}: {result}", deal="7", result="")[:3])


def test_the_flag_asking_for_another_script_is_told_too(no_traditional_chinese: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "zh-Hant", "--help"]) == 0
    said = capsys.readouterr()
    zh = get_translator("zh-Hans")
    assert said.err == "warkit: " + stand_in_line(zh, "zh-Hant", "zh-Hans") + "\n"
    assert zh.gettext("The card game War.") in said.out


def test_nothing_is_said_when_the_catalog_is_the_language_asked_for(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    for tag in ("zh_CN.UTF-8", "no_NO.UTF-8", "ms_MY.UTF-8"):
        monkeypatch.setenv("LANG", tag)
        assert main(["replay", "--deal", "7", "--max-battles", "2"]) == 0
        assert capsys.readouterr().err == ""


def test_another_region_is_told_in_that_regions_words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    start_catalog("pt_BR", tmp_path)
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(tmp_path))
    assert main(["--lang", "pt-PT", "replay", "--deal", "7", "--max-battles", "2"]) == 0
    assert capsys.readouterr().err == "warkit: português (Portugal) is not available; showing português (Brasil).\n"


def test_the_guides_languages_say_their_stand_ins(no_traditional_chinese: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["guide", "--lang", "nn,zh-Hant", "--format", "md", "--out", str(tmp_path)]) == 0
    assert sorted(path.name for path in tmp_path.iterdir()) == ["guide.nb.md", "guide.zh-Hans.md"]
    en = get_translator("en")
    assert capsys.readouterr().err.splitlines() == [
        "warkit: " + stand_in_line(en, "nn", "nb"),
        "warkit: " + stand_in_line(en, "zh-Hant", "zh-Hans"),
    ]


@pytest.mark.parametrize("argv", [["--lang", "xx", "--help"], ["play", "--lang", "xx", "--help"], ["--lang=xx", "simulate", "-h"]])
def test_an_unknown_language_with_help_is_the_error_listing_the_languages(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    said = capsys.readouterr()
    assert said.out == ""
    t = get_translator("en")
    names = t.join_choices(f"{code} ({language_name(code)})" for code in available_languages())
    assert said.err == "warkit: " + t.gettext("There is no language “{code}”. Choose one of: {languages}.", code="xx", languages=names) + "\n"


@pytest.mark.parametrize(("tag", "expected"), [("pt_BR.UTF-8", "pt-BR"), ("pt_PT.UTF-8", "pt-BR"), ("pt", "pt-BR"), ("es_MX.UTF-8", "es"), ("es_ES.UTF-8", "es")])
def test_the_shipped_portuguese_and_spanish_are_chosen_by_the_environment(tag: str, expected: str) -> None:
    assert negotiate(environ={"LANG": tag}, available=available_languages()) == expected


def test_portugal_gets_brazilian_portuguese_with_one_line_in_its_words(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "pt_PT.UTF-8")
    assert main(["replay", "--deal", "7", "--max-battles", "2"]) == 0
    said = capsys.readouterr()
    pt = get_translator("pt-BR")
    assert said.err == "warkit: " + stand_in_line(pt, "pt_PT.UTF-8", "pt-BR") + "\n"
    assert "Portugal" in said.err and "Brasil" in said.err
    monkeypatch.setenv("LANG", "pt_BR.UTF-8")
    assert main(["replay", "--deal", "7", "--max-battles", "2"]) == 0
    assert capsys.readouterr().err == ""  # Brazil asked, Brazil given: nothing to say


@pytest.mark.parametrize("environ", [{"LANG": "id_ID.UTF-8"}, {"LANG": "in_ID.UTF-8"}, {"LANGUAGE": "in:ms"}, {"LANGUAGE": "id"}])
def test_indonesian_is_chosen_never_malay(environ: dict[str, str]) -> None:
    """Indonesian and Malay are close enough that a nearest-language rule could mix them up; the
    old code ``in`` is Indonesian too."""
    assert negotiate(environ=environ, available=available_languages()) == "id"


def test_the_old_code_for_indonesian_says_nothing_about_a_stand_in(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "in", "replay", "--deal", "7", "--max-battles", "2"]) == 0
    said = capsys.readouterr()
    assert said.err == ""  # the same language under its old name: nothing stands in
    assert said.out.startswith(get_translator("id").pgettext("replay", "Deal {deal}: {result}", deal="7", result="")[:8])
