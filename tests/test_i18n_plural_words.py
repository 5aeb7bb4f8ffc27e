"""A plural form that only one number takes may spell that number out instead of ``{count}``."""

from __future__ import annotations

from pathlib import Path

from po_files import RU_PLURAL, write_po

from warkit.i18n.catalog import plural_rule
from warkit.i18n.check import check_catalog

AR_PLURAL = plural_rule("ar").header  # warkit's own, so the header check agrees


def test_single_number_forms_come_from_the_language_s_rule() -> None:
    assert plural_rule("en").single_number_forms() == {0}
    assert plural_rule("ar").single_number_forms() == {0, 1, 2}  # zero, one, two
    assert plural_rule("ru").single_number_forms() == frozenset()  # "one" is 1, 21, 31…
    assert plural_rule("zh-Hans").single_number_forms() == frozenset()


def test_arabic_may_say_two_cards_without_the_number(tmp_path: Path) -> None:
    path = write_po(
        tmp_path,
        "ar",
        """\
        msgid "You take {count} card."
        msgid_plural "You take {count} cards."
        msgstr[0] "لا تأخذ أي ورقة."
        msgstr[1] "تأخذ ورقة واحدة."
        msgstr[2] "تأخذ ورقتين."
        msgstr[3] "تأخذ {count} أوراق."
        msgstr[4] "تأخذ {count} ورقة."
        msgstr[5] "تأخذ {count} ورقة."
        """,
        AR_PLURAL,
    )
    report = check_catalog(path, "ar")
    assert report.errors == [] and report.warnings == []


def test_a_form_many_numbers_take_still_needs_the_number(tmp_path: Path) -> None:
    path = write_po(
        tmp_path,
        "ru",
        """\
        msgid "You take {count} card."
        msgid_plural "You take {count} cards."
        msgstr[0] "Вы берёте одну карту."
        msgstr[1] "Вы берёте {count} карты."
        msgstr[2] "Вы берёте {count} карт."
        """,
        RU_PLURAL,
    )
    codes = [problem.code for problem in check_catalog(path, "ru").warnings]
    assert codes == ["placeholder-missing-form"]


def test_shares_are_written_the_locales_way_with_one_decimal() -> None:
    from warkit.i18n import get_translator

    assert get_translator("en").format_percent(0.367) == "36.7%"
    assert get_translator("de").format_percent(0.367) == "36,7\xa0%"
    assert get_translator("ru").format_percent(0.125) == "12,5\xa0%"
    assert get_translator("en").format_percent(0.5, decimals=0) == "50%"
