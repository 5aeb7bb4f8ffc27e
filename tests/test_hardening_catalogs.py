"""A hostile or broken catalog is judged once, the same way by the game and by `warkit i18n check`:
what the checker calls a refused entry shows in English, every quoted piece of it is harmless on
a terminal, and no catalog can make either of them hang, run out of memory or echo a file."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import polib
import pytest
from po_files import write_po

from warkit.i18n import catalog, get_translator, reload
from warkit.i18n.catalog import MO_NAME, PO_HASH
from warkit.i18n.check import check_catalog
from warkit.i18n.mofile import write_mo
from warkit.i18n.plurals import plural_rule

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


# -- 11. a compiled catalog beside an overlay is never read ------------------------------------------

def forge_mo(po: Path, messages: dict[tuple[str | None, str], tuple[str, ...]]) -> None:
    """A ``warkit.mo`` beside ``po`` claiming to be its compiled form: the ``.po``'s true hash,
    which anyone who can write the ``.mo`` can compute."""
    header = [("Plural-Forms", plural_rule("ms").header), (PO_HASH, hashlib.sha256(po.read_bytes()).hexdigest())]
    po.with_name(MO_NAME).write_bytes(write_mo(messages, {(None, "{count} card"): "{count} cards"}, header))


@pytest.mark.parametrize("how", ["WARKIT_LOCALE_DIR", "--locale-dir"])
def test_a_forged_compiled_catalog_beside_an_overlay_is_never_read(
    locale: Path, how: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    po = write_po(locale, "ms", 'msgid "Quit"\nmsgstr "Keluar"\n\nmsgid "Turn cards"\nmsgstr "Terbalikkan kad"\n')
    forge_mo(po, {(None, "Quit"): ("\u202eKeluar",), (None, "Turn cards"): ("{count.__class__} **",)})
    opened: list[Path] = []
    real_read_bytes = catalog.read_bytes
    monkeypatch.setattr(catalog, "read_bytes", lambda path, limit: opened.append(path) or real_read_bytes(path, limit))
    if how == "WARKIT_LOCALE_DIR":
        monkeypatch.setenv("WARKIT_LOCALE_DIR", str(locale))
        t = get_translator("ms")
    else:
        t = get_translator("ms", locale_dir=locale)
    assert (t.gettext("Quit"), t.gettext("Turn cards")) == ("Keluar", "Terbalikkan kad")
    assert opened == []  # not even opened: a 400 kB .mo costs nothing
    assert t._catalog is not None and t._catalog.messages == check_catalog(po, "ms").messages  # game and checker agree
    assert check(locale, "ms").returncode == 0


def test_an_oversized_compiled_catalog_beside_an_overlay_costs_nothing(locale: Path) -> None:
    po = write_po(locale, "ms", 'msgid "Quit"\nmsgstr "Keluar"\n')
    huge = "\0" * 400_000  # never read at all, so 1.2 MB stands for any size
    forge_mo(po, {(None, f"{n} card"): (huge,) for n in range(3)})
    result = subprocess.run(
        [WARKIT, "--lang", "ms", "replay", "--deal", "7"], capture_output=True, text=True, timeout=60,
        env={**os.environ, "WARKIT_LOCALE_DIR": str(locale)},
    )
    assert result.returncode == 0 and "\\x00" not in result.stdout and "\0" not in result.stdout


# -- 12. character references are checked as the reader gets them -----------------------------------

@pytest.mark.parametrize("text", ["ouvrez &#x202E;gnp.exe puis &#8238;lmth.tab", "Matlamat &#x2067;kiri"])
def test_a_direction_control_written_as_a_character_reference_is_refused(locale: Path, text: str) -> None:
    write_po(locale, "ms", f'msgid "The aim"\nmsgstr "{text}"\n')
    assert codes(locale) == ["direction-unbalanced"]
    assert get_translator("ms", locale_dir=locale).gettext("The aim") == "The aim"


def test_a_direction_control_written_as_a_reference_never_reaches_the_guide_or_help(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from warkit.engine import Rules
    from warkit.guide import guide_markdown
    from warkit.guide.build import build
    from warkit.guide.figures import Figures
    from warkit.resources import shipped_locale_dir

    folder = tmp_path / "catalogs"
    target = folder / "ms" / "LC_MESSAGES" / "warkit.po"
    target.parent.mkdir(parents=True)
    shutil.copy(shipped_locale_dir() / "ms" / "LC_MESSAGES" / "warkit.po", target)
    po = polib.pofile(str(target), wrapwidth=0)
    paragraph = "the last cards of everyone in a war tie, and nobody has a card left to go on with;"
    po.find("The aim").msgstr = "Matlamat &#x202E;gnp.exe"
    po.find(paragraph).msgstr = "ouvrez le fichier &#x202E;gnp.exe puis &#8238;lmth.tab;"
    po.save()
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(folder))
    reload()
    try:
        out = tmp_path / "out"
        build(Rules(), ["ms"], "both", out, figures=Figures(1000, 1, (480, 470), 50, 271.5, 250, 480, 1900))
        help_text = guide_markdown(get_translator("ms"), Rules(), figures=Figures(1000, 1, (480, 470), 50, 271.5, 250, 480, 1900))
    finally:
        reload()
    written = (out / "guide.ms.md").read_text(encoding="utf-8") + (out / "guide.ms.html").read_text(encoding="utf-8")
    for text in (written, help_text):
        assert "\u202e" not in text and "&#x202E;" not in text and "&#8238;" not in text and "gnp.exe" not in text


# -- 13. numbers in .po syntax are ASCII digits, as msgfmt reads them --------------------------------

def test_a_plural_index_in_other_digits_is_a_syntax_error_not_form_1(locale: Path) -> None:
    write_po(
        locale,
        "ms",
        """\
        msgid "Quit"
        msgstr "Keluar"

        msgid "{count} card"
        msgid_plural "{count} cards"
        msgstr[0] "{count} kad"
        msgstr[\u0661] "{count} kad-kad"
        """,
    )
    assert codes(locale) == ["syntax"]
    t = get_translator("ms", locale_dir=locale)
    assert t.ngettext("{count} card", "{count} cards", 2, count=2) == "2 cards"


@pytest.mark.parametrize("header", ["nplurals=2; plural=(n>\u0661);", "nplurals=\u0662; plural=(n>1);", "nplurals=2; plural=(n>\uff11);"])
def test_a_plural_header_in_other_digits_is_unreadable(locale: Path, header: str) -> None:
    write_po(locale, "ms", 'msgid "Quit"\nmsgstr "Keluar"\n', plural=header)
    assert codes(locale) == ["plural-header-unreadable"]


# -- 14. adversarial Markdown costs the guide's export a bounded amount ------------------------------

@pytest.mark.parametrize(
    ("text", "code"),
    [("Matlamat " + "a" * 60, "too-long"), ("**a**" * 5, "too-many-marks"), ("_a" * 17, "too-many-marks"), ("[" * 17, "too-many-marks")],
)
def test_a_translation_far_longer_or_far_more_marked_than_its_english_is_refused(locale: Path, text: str, code: str) -> None:
    write_po(locale, "ms", f'msgid "The aim"\nmsgstr "{text}"\n')
    assert codes(locale) == [code]
    assert get_translator("ms", locale_dir=locale).gettext("The aim") == "The aim"
    write_po(locale, "ms", 'msgid "The aim"\nmsgstr "**Matlamat** _kita_ dan `ini` yang panjang sekali"\n')
    assert codes(locale) == []  # a few marks of its own, and a longer sentence, are fine


@pytest.mark.parametrize(("formats", "parses"), [("md", 1), ("html", 2), ("both", 2)])
def test_the_guide_is_parsed_once_per_export_and_flavour_whatever_its_catalog(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, formats: str, parses: int
) -> None:
    """The link check reads the Markdown file's text once; the page is rendered from one more
    reading: never once per viewer checked. And a catalog of pathological Markdown (``**a``
    repeated, which the rule above bounds) changes nothing in that count."""
    from markdown_it import MarkdownIt

    from warkit.engine import Rules
    from warkit.guide.build import build
    from warkit.guide.figures import Figures
    from warkit.resources import shipped_locale_dir

    counted: list[int] = []
    real = MarkdownIt.parse

    def parse(self: MarkdownIt, src: str, env: object = None) -> object:
        if len(src) > 5000:  # the guide, not one message
            counted.append(len(src))
        return real(self, src, env)

    folder = tmp_path / "catalogs"
    target = folder / "ms" / "LC_MESSAGES" / "warkit.po"
    target.parent.mkdir(parents=True)
    shutil.copy(shipped_locale_dir() / "ms" / "LC_MESSAGES" / "warkit.po", target)
    po = polib.pofile(str(target), wrapwidth=0)
    for entry in po:
        if entry.msgstr and not entry.msgid_plural and "{" not in entry.msgid and all(path.startswith("content/") for path, _ in entry.occurrences):
            entry.msgstr = "**a" * 2000
    po.save()
    figures = Figures(1000, 1, (480, 470), 50, 271.5, 250, 480, 1900)
    monkeypatch.setattr(MarkdownIt, "parse", parse)
    for overlay in (None, folder):
        if overlay is not None:
            monkeypatch.setenv("WARKIT_LOCALE_DIR", str(overlay))
        reload()
        counted.clear()
        build(Rules(), ["ms", "en"], formats, tmp_path / "out", figures=figures)
        assert len(counted) == 2 * parses
    reload()
