"""Language choice: --lang, else the saved choice, else the environment (as GNU gettext reads it)."""

from __future__ import annotations

import pytest

from warkit.i18n import (
    UnknownLanguageError,
    available_languages,
    check_language,
    direction,
    get_translator,
    language_name,
    negotiate,
)

AVAILABLE = ["en", "ms", "nb", "ru", "en-XA"]


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "ms_MY.UTF-8"}, "ms"),
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "C"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({}, "en"),
        ({"LC_ALL": "ms_MY.UTF-8", "LANG": "ru_RU.UTF-8"}, "ms"),
        ({"LC_MESSAGES": "ru_RU.UTF-8", "LANG": "ms_MY.UTF-8"}, "ru"),
        ({"LANGUAGE": "fr:ru:ms", "LANG": "ms_MY.UTF-8"}, "ru"),
        ({"LANGUAGE": "ms", "LC_ALL": "C"}, "en"),
        ({"LANGUAGE": "ms", "LANG": "POSIX"}, "en"),
        ({"LANGUAGE": "ms", "LANG": "C.UTF-8"}, "ms"),  # GNU gettext: only exactly C or POSIX ignores LANGUAGE
        ({"LANGUAGE": "ms", "LC_ALL": "C.utf8"}, "ms"),
        ({"LANGUAGE": "ms"}, "ms"),
        ({"LANG": "nb_NO.UTF-8"}, "nb"),
        ({"LANG": "no_NO.UTF-8"}, "nb"),
        ({"LANG": "nn_NO.UTF-8"}, "nb"),  # CLDR: no is the parent of nn, and no is written as nb
        ({"LANG": "ms_MY.UTF-8@latin"}, "ms"),
    ],
)
def test_environment_is_negotiated_like_gettext(environ: dict[str, str], expected: str) -> None:
    assert negotiate(environ=environ, available=AVAILABLE) == expected


def test_explicit_language_beats_the_saved_choice_and_the_environment() -> None:
    env = {"LANG": "ru_RU.UTF-8"}
    assert negotiate("ms", "nb", environ=env, available=AVAILABLE) == "ms"
    assert negotiate(None, "nb", environ=env, available=AVAILABLE) == "nb"
    assert negotiate("xx", None, environ=env, available=AVAILABLE) == "ru"


def test_pseudo_locale_is_chosen_only_by_its_exact_code() -> None:
    assert negotiate("en-XA", available=AVAILABLE, environ={}) == "en-XA"
    assert negotiate("en_XA", available=AVAILABLE, environ={}) == "en-XA"
    assert negotiate("en_GB", available=AVAILABLE, environ={}) == "en"


def test_available_languages_are_english_and_the_catalogs() -> None:
    languages = available_languages()
    assert languages[0] == "en" and {"ms", "ru"} <= set(languages)
    assert not {"en-XA", "ar-XB"} & set(languages)  # test languages are never offered to players


def test_the_test_suite_asks_for_the_pseudo_locales_explicitly() -> None:
    assert available_languages(pseudo=True)[-2:] == ["en-XA", "ar-XB"]


def test_language_names_are_in_their_own_language() -> None:
    assert language_name("en") == "English"
    assert language_name("ms") == "Melayu"
    assert language_name("ru") == "Русский"
    assert language_name("nb") == "Norsk bokmål"
    assert language_name("en-XA").startswith("[")
    assert language_name("xx") == "xx"


def test_direction_follows_the_script() -> None:
    assert direction("ar") == "rtl"
    assert direction("ms") == "ltr"
    assert direction("ar-XB") == "rtl"
    assert get_translator("en").direction == "ltr"


def test_an_unknown_language_is_an_error_only_where_asked() -> None:
    with pytest.raises(UnknownLanguageError):
        check_language("xx")
    assert check_language("ms_MY") == "ms"
    assert get_translator("xx").language == "en"


def test_numbers_follow_the_locale() -> None:
    assert get_translator("en").format_number(1234567) == "1,234,567"
    assert get_translator("ms").format_number(1234567) == "1,234,567"
    assert (
        get_translator("ru").format_number(1234567) == "1\N{NO-BREAK SPACE}234\N{NO-BREAK SPACE}567"
    )


def test_the_language_setting_never_offers_the_test_languages() -> None:
    from warkit.choices import language_options
    from warkit.i18n import get_translator

    codes = [code for _name, code in language_options(get_translator("en"))]
    assert codes[0] == "en" and "ms" in codes
    assert "en-XA" not in codes and "ar-XB" not in codes


def test_an_unknown_language_error_lists_only_real_languages() -> None:
    import pytest

    from warkit.i18n import UnknownLanguageError, check_language

    with pytest.raises(UnknownLanguageError) as raised:
        check_language("xx")
    assert "en-XA" not in raised.value.available and "ms" in raised.value.available
    assert check_language("en-XA") == "en-XA"  # still reachable by name
