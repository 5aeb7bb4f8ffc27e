"""A hostile or broken catalog is judged once, the same way by the game and by `warkit i18n check`:
what the checker calls a refused entry shows in English, every quoted piece of it is harmless on
a terminal, and no catalog can make either of them hang, run out of memory or echo a file."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from po_files import write_po

from warkit.i18n import get_translator, reload
from warkit.i18n.check import check_catalog

WARKIT = str(Path(sys.executable).parent / "warkit")
ESC = "\x1b"


@pytest.fixture
def locale(tmp_path: Path) -> Iterator[Path]:
    reload()
    yield tmp_path
    reload()


def check(locale: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [WARKIT, "i18n", "check", "--locale-dir", str(locale), *args],
        capture_output=True, text=True, timeout=60, cwd=locale,
    )


def codes(locale: Path, lang: str = "ms") -> list[str]:
    return [problem.code for problem in check_catalog(locale / lang / "LC_MESSAGES" / "warkit.po", lang).errors]


# -- 1. escape codes from broken lines and headers -----------------------------------------------

def test_escape_codes_in_a_broken_po_line_never_reach_the_terminal(locale: Path) -> None:
    write_po(
        locale,
        "ms",
        f'msgid "Quit"\nmsgstr "Keluar"\n\nmsgid "Turn cards"\nmsgstr "Terbalikkan kad{ESC}]0;TITLE\x07{ESC}[2J\n',
    )
    result = check(locale, "ms")
    assert result.returncode == 1
    assert ESC not in result.stdout + result.stderr and "\x07" not in result.stdout
    assert "\\x1b]0;TITLE\\x07" in result.stdout
    t = get_translator("ms", locale_dir=locale)
    assert t.gettext("Turn cards") == "Turn cards"
    assert len(t.warnings) == 1 and ESC not in t.warnings[0] and "\\x1b" in t.warnings[0]


def test_an_escape_in_the_plural_forms_header_is_shown_as_text(locale: Path) -> None:
    write_po(locale, "ms", 'msgid "Quit"\nmsgstr "Keluar"\n', plural=f"nplurals=2; plural=(n != 1){ESC}]52;c;aGk=\x07;")
    result = check(locale, "ms")
    assert ESC not in result.stdout and "\x07" not in result.stdout
    assert "\\x1b]52;c;aGk=\\x07" in result.stdout


# -- 2. links come from the templates only ---------------------------------------------------------

@pytest.mark.parametrize(
    "translation",
    [
        "Matlamat www.example.com",
        "Matlamat [klik](https://evil.example/x)",
        "Matlamat (lihat [bahagian](#tiada))",
        "Matlamat <https://evil.example>",
        "Matlamat http://evil.example",
    ],
)
def test_a_translation_with_a_link_is_refused_by_game_and_checker_alike(locale: Path, translation: str) -> None:
    write_po(locale, "ms", f'msgid "The aim"\nmsgstr "{translation}"\n')
    assert get_translator("ms", locale_dir=locale).gettext("The aim") == "The aim"
    assert codes(locale) == ["link"]


# -- 5. limits -------------------------------------------------------------------------------------

def test_a_huge_nplurals_header_is_an_error_not_an_allocation(locale: Path) -> None:
    write_po(locale, "ms", 'msgid "Quit"\nmsgstr "Keluar"\n', plural="nplurals=999999999; plural=n;")
    started = time.monotonic()
    result = check(locale, "ms")
    assert time.monotonic() - started < 30
    assert result.returncode == 1 and "Plural-Forms" in result.stdout
    assert get_translator("ms", locale_dir=locale).gettext("Quit") == "Keluar"


def test_a_placeholder_repeated_200000_times_is_refused(locale: Path) -> None:
    write_po(locale, "ms", 'msgid "Deal {deal}"\nmsgstr "' + "{deal}" * 200_000 + '"\n')
    t = get_translator("ms", locale_dir=locale)
    assert t.gettext("Deal {deal}", deal=7) == "Deal 7"
    assert codes(locale) == ["too-long"]
    write_po(locale, "ms", 'msgid "Deal {deal}"\nmsgstr "' + "{deal}" * 21 + '"\n')
    assert codes(locale) == ["too-many-placeholders"]


def test_a_catalog_over_the_size_limit_shows_the_english_at_once(locale: Path) -> None:
    path = write_po(locale, "ms", 'msgid "Quit"\nmsgstr "Keluar"\n')
    with path.open("a", encoding="utf-8") as file:
        file.write(("# padding\n" * 1000) * 500)  # 5 MB of comments
    started = time.monotonic()
    t = get_translator("ms", locale_dir=locale)
    assert time.monotonic() - started < 5
    assert t.gettext("Quit") == "Quit"
    assert len(t.warnings) == 1 and "4 MB" in t.warnings[0]


# -- 6. files that are not files -------------------------------------------------------------------

def make_po_path(locale: Path) -> Path:
    path = locale / "ms" / "LC_MESSAGES" / "warkit.po"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_catalog_that_is_a_fifo_is_refused_without_waiting(locale: Path) -> None:
    os.mkfifo(make_po_path(locale))
    result = check(locale, "ms")
    assert result.returncode == 1 and "not a regular file" in result.stdout
    assert get_translator("ms", locale_dir=locale).gettext("Quit") == "Quit"


def test_a_catalog_in_a_symlink_loop_is_refused_without_a_traceback(locale: Path) -> None:
    path = make_po_path(locale)
    loop = path.with_name("loop.po")
    path.symlink_to(loop)
    loop.symlink_to(path)
    result = check(locale, "ms")
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert get_translator("ms", locale_dir=locale).gettext("Quit") == "Quit"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_catalog_linked_to_dev_zero_is_refused(locale: Path) -> None:
    make_po_path(locale).symlink_to("/dev/zero")
    result = check(locale, "ms")
    assert result.returncode == 1 and "not a regular file" in result.stdout


@pytest.mark.skipif(not Path("/etc/passwd").is_file(), reason="no /etc/passwd here")
def test_a_catalog_linked_to_a_system_file_is_not_echoed_line_by_line(locale: Path) -> None:
    make_po_path(locale).symlink_to("/etc/passwd")
    result = check(locale, "ms")
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert len(lines) < 30  # a summary, 20 lines quoted, one count of the rest, a few more
    assert "more lines are not valid" in result.stdout
    assert all(len(line) < 300 for line in lines)


# -- 10. checker gaps ------------------------------------------------------------------------------

def test_every_plural_form_dropping_a_placeholder_is_an_error(locale: Path) -> None:
    write_po(
        locale,
        "ms",
        """\
        msgid "{count} battle in deal {deal}"
        msgid_plural "{count} battles in deal {deal}"
        msgstr[0] "{count} pertempuran"
        msgstr[1] "{count} pertempuran"
        """,
    )
    assert codes(locale) == ["placeholder-missing"]
    t = get_translator("ms", locale_dir=locale)
    english = "{count} battles in deal {deal}"
    assert t.ngettext("{count} battle in deal {deal}", english, 3, count=3, deal=9) == "3 battles in deal 9"


def test_forms_0_and_5_in_a_two_form_language_are_refused_with_a_true_sentence(locale: Path) -> None:
    write_po(
        locale,
        "ms",
        """\
        msgid "{count} card"
        msgid_plural "{count} cards"
        msgstr[0] "{count} kad"
        msgstr[5] "{count} kad"
        """,
    )
    assert codes(locale) == ["plural-index"]
    t = get_translator("ms", locale_dir=locale)
    assert t.ngettext("{count} card", "{count} cards", 2, count=2) == "2 cards"
    assert "msgstr[5]" in t.warnings[0] and "2" in t.warnings[0]


def test_a_message_given_twice_is_reported_and_shows_the_english(locale: Path) -> None:
    write_po(locale, "ms", 'msgid "Quit"\nmsgstr "Keluar"\n\nmsgid "Quit"\nmsgstr "Berhenti"\n')
    assert codes(locale) == ["duplicate"]
    assert get_translator("ms", locale_dir=locale).gettext("Quit") == "Quit"


def test_a_line_separator_inside_a_msgstr_does_not_shift_later_line_numbers(locale: Path) -> None:
    write_po(
        locale,
        "ms",
        'msgid "Quit"\nmsgstr "Kel\u2028uar"\n\nmsgid "Help"\nmsgstr "Bantuan {x}"\n',
    )
    report = check_catalog(locale / "ms" / "LC_MESSAGES" / "warkit.po", "ms")
    [problem] = report.errors
    assert problem.line == 9  # the header's 5 lines, then Quit's entry, a blank line, Help's entry


def test_a_catalog_folder_with_a_modifier_is_reported_not_half_used(locale: Path, tmp_path: Path) -> None:
    from warkit.i18n import available_languages
    from warkit.i18n.check import check_languages

    write_po(locale, "ms", 'msgid "Quit"\nmsgstr "Keluar"\n')
    write_po(locale, "sr@latin", 'msgid "Quit"\nmsgstr "Izlaz"\n')
    assert "sr@latin" not in available_languages(locale) and "ms" in available_languages(locale)
    codes = [problem.code for report in check_languages([], locale) for problem in report.errors]
    assert codes == ["unusable-folder"]
    result = check(locale)
    assert result.returncode == 1 and "sr@latin" in result.stdout
