"""Persian (fa): Persian digits, Persian letters, the zero-width non-joiner, and right to left.

- **Digits.** CLDR's default numbering system for Persian is ``arabext``: warkit writes every count,
  figure, share and date of a Persian game and guide in Persian digits (۰–۹, ٬ between thousands,
  ٪), where Babel would leave ASCII ones (:mod:`warkit.i18n.digits`). A deal number is an
  identifier, ASCII in every language; a number the player types is read in Persian digits too.
- **Letters.** Persian writes ی and ک, never Arabic's ي, ى or ك, which look alike in some fonts and
  not in others, and sort and search apart.
- **The non-joiner** (U+200C, «نیم‌فاصله») keeps the verb prefix می/نمی and the plural ـها apart from
  their word without a space; it stands only after a letter that would join the next one.
- **Direction.** Persian is right to left by CLDR's character order, so every right-to-left
  surface serves it: the visual mode shapes and reorders its lines (the non-joiner keeps ی in its
  final form), the guide page is ``dir="rtl"``, and ``LANG=fa_IR.UTF-8`` chooses it (``tests/test_language_rule.py``).

See locale/glossary/fa.md.
"""

from __future__ import annotations

import io
import re
import unicodedata
from datetime import date
from pathlib import Path

import pytest
from babel import Locale
from po_files import catalog_entries, entry_texts

from warkit.engine import Rules, read_number
from warkit.guide.build import build
from warkit.guide.figures import Figures
from warkit.i18n import available_languages, get_translator
from warkit.i18n.bidi import VISUAL, for_display, visual_line
from warkit.i18n.digits import DIGITS
from warkit.i18n.languages import babel_locale, direction, with_completeness
from warkit.plain import plain_game
from warkit.resources import shipped_locale_dir

CATALOG = shipped_locale_dir() / "fa" / "LC_MESSAGES" / "warkit.po"
FIGURES = Figures(1000, 1, (480, 470), 50, 271.5, 250, 480, 1900)
ZWNJ = "\u200c"
NON_JOINING = "اآأإدذرزژو"
"""Letters that never join the letter after them: a non-joiner after one of them does nothing."""
LETTERS = r"[^\W\d_]"
VERB_PREFIX = re.compile(rf"(?<!{LETTERS[:-1]}\u200c])(ن?می)(?!\u200c){LETTERS}*")
"""A word starting with می or نمی whose می is not followed by the non-joiner."""
NOT_VERBS = frozenset({"میز", "میزان", "میان", "میانه", "میانگین", "میلیون", "میلیارد"})
"""Words that start with می and are no verb: table, amount, between, middle, mean, million, billion."""
ARABIC_LETTERS = {"\u064a": "ي", "\u0649": "ى", "\u0643": "ك"}


def plain_run(language: str, keys: list[str], tmp_path: Path, **options: object) -> str:
    out = io.StringIO()
    game = plain_game(get_translator(language), Rules(), 7, out, folder=tmp_path, new_deal=lambda: 8, **options)
    assert game.run(keys) == 0
    return out.getvalue()


def texts() -> list[str]:
    return [text for entry in catalog_entries(CATALOG) for text in entry_texts(entry)]


# -- digits ----------------------------------------------------------------------------------------


def test_persian_is_the_one_shipped_language_not_written_in_latin_digits() -> None:
    systems = {code: babel_locale(code).default_numbering_system for code in available_languages()}
    assert {code: system for code, system in systems.items() if system != "latn"} == {"fa": "arabext"}
    assert set(systems.values()) <= set(DIGITS)  # warkit has the digits of each
    assert Locale.parse("fa").default_numbering_system == "arabext"


def test_a_persian_game_says_its_counts_in_persian_digits(tmp_path: Path) -> None:
    said = plain_run("fa", ["", "w", "q"], tmp_path / "fa")
    assert "۲۶" in said and "26" not in said  # each player's 26 cards
    assert set(re.findall("[0-9]+", said)) == {"7", "10"}  # only the deal number and the key 10


def test_an_english_game_keeps_its_ascii_digits(tmp_path: Path) -> None:
    said = plain_run("en", ["", "w", "q"], tmp_path / "en")
    assert "26 cards" in said and not re.search("[۰-۹]", said)


def test_persian_dates_and_shares_are_in_persian_digits() -> None:
    t = get_translator("fa")
    assert t.format_date(date(2026, 12, 6)) == "۶ دسامبر ۲۰۲۶"
    assert "۳٪" in with_completeness(t, "sv", 3)  # a language not yet complete, in Persian's list
    assert "3%" in with_completeness(get_translator("en"), "sv", 3)


def test_the_persian_guide_is_right_to_left_with_persian_figures(tmp_path: Path) -> None:
    build(Rules(), ["fa"], "both", tmp_path, figures=FIGURES)
    markdown = (tmp_path / "guide.fa.md").read_text(encoding="utf-8")
    page = (tmp_path / "guide.fa.html").read_text(encoding="utf-8")
    assert '<html lang="fa" dir="rtl">' in page
    assert "۱٬۰۰۰" in markdown and "۴۸٪" in markdown  # 1,000 games played, 48% won by the first seat
    assert "%" not in markdown and "1,000" not in markdown


@pytest.mark.parametrize("system", sorted(DIGITS))
def test_a_number_is_read_in_every_kind_of_digit_warkit_writes(system: str) -> None:
    digits = DIGITS[system]
    assert read_number(digits[1] + digits[2], 1, 99) == 12


def test_arabic_indic_digits_which_warkit_never_writes_are_still_refused() -> None:
    assert read_number("١٢", 1, 99) is None


def test_a_deal_number_typed_in_persian_digits_is_dealt(tmp_path: Path) -> None:
    said = plain_run("fa", ["d", "۱۲", "q"], tmp_path)
    assert "پخش 12:" in said  # dealt, and written as deal numbers are: in ASCII digits


def test_a_numbered_list_answers_to_persian_digits(tmp_path: Path) -> None:
    """Help's sections are listed in Persian digits (۱. در یک نگاه …): ۱ typed reads the first."""
    said = plain_run("fa", ["h", "۱", "q"], tmp_path).splitlines()
    t = get_translator("fa")
    first = next(line for line in said if line.startswith("۱. "))
    prompt = said.index(t.gettext("Type a number and press Enter, or Enter alone to go back."))
    assert said[prompt + 1] == first.removeprefix("۱. ")  # the first section's heading, then the section


# -- letters ---------------------------------------------------------------------------------------


def test_the_catalog_writes_persian_ye_and_kaf_never_arabic_ones() -> None:
    found = {name: [text for text in texts() if letter in text][:3] for letter, name in ARABIC_LETTERS.items()}
    assert found == {name: [] for name in ARABIC_LETTERS.values()}
    assert sum("ی" in text for text in texts()) > 500 and sum("ک" in text for text in texts()) > 500


def misplaced_non_joiners(text: str) -> list[str]:
    """Each non-joiner of ``text`` that does not stand between a letter that joins the next one
    and a letter (a space after it, or ا د ذ ر ز ژ و before it), with a little context."""
    found = []
    for mark in re.finditer(ZWNJ, text):
        before, after = text[mark.start() - 1 : mark.start()], text[mark.end() : mark.end() + 1]
        if not (before.isalpha() and before not in NON_JOINING and after.isalpha()):
            found.append(text[max(0, mark.start() - 8) : mark.end() + 8])
    return found


def loose_verb_prefixes(text: str) -> list[str]:
    """Each verb prefix می or نمی of ``text`` not joined to its verb by the non-joiner: standing
    alone before a space, or written straight onto the verb."""
    return [found.group() for found in VERB_PREFIX.finditer(text) if found.group() not in NOT_VERBS]


def test_a_misplaced_non_joiner_and_a_loose_prefix_are_found() -> None:
    assert misplaced_non_joiners("کارت‌ها می‌برید") == []
    assert misplaced_non_joiners("نبرد‌ها") == ["نبرد‌ها"]  # د joins nothing after it
    assert misplaced_non_joiners("می‌ برید") == ["می‌ برید"]  # a space after it
    assert loose_verb_prefixes("می‌برید و نمی‌شود، روی میز، میانگین") == []
    assert loose_verb_prefixes("می برید") == ["می"]
    assert loose_verb_prefixes("نمیشود") == ["نمیشود"]


def test_the_non_joiner_stands_only_between_joining_letters() -> None:
    assert [found for text in texts() for found in misplaced_non_joiners(text)] == []
    assert sum(ZWNJ in text for text in texts()) > 300


def test_the_verb_prefixes_are_always_joined_by_the_non_joiner() -> None:
    assert [found for text in texts() for found in loose_verb_prefixes(text)] == []
    assert sum("می" + ZWNJ in text for text in texts()) > 100


# -- right to left ---------------------------------------------------------------------------------


def test_persian_is_written_right_to_left() -> None:
    assert direction("fa") == direction("fa-IR") == "rtl"


def test_the_visual_mode_keeps_the_non_joiner_and_the_digits_reading_order() -> None:
    shown = visual_line("۲۶ کارت می‌برید")
    assert shown.endswith("۲۶")  # the number at the left end, its digits in reading order
    letters = [unicodedata.name(ch) for ch in shown if ch != ZWNJ]
    assert "ARABIC LETTER FARSI YEH FINAL FORM" in letters  # می stays apart from برید
    assert ZWNJ in shown


def test_the_plain_mode_lays_persian_out_for_a_terminal_that_does_not(tmp_path: Path) -> None:
    logical = plain_run("fa", ["", "q"], tmp_path / "logical")
    shown = plain_run("fa", ["", "q"], tmp_path / "visual", bidi=VISUAL, width=80)
    assert shown != logical
    assert shown == "\n".join(for_display(line, VISUAL, 80) for line in logical.split("\n"))

