"""What ``warkit i18n check`` and ``warkit i18n status`` are shown cannot fool them.

A direction control a translation leaves open (U+202E "right-to-left override", an isolate
U+2066–2068) turns the rest of its line around, on a terminal, in the guide and in every list
that quotes it: the check calls it an error and the game shows the English. And a folder of
catalogs whose name is no language code (``..evil``, a name with a line break) is never listed
as a language by ``i18n status``: one warning line says so, its name made visible.
"""

from __future__ import annotations

import doctest
import subprocess
import sys
from pathlib import Path

from po_files import write_po

import warkit.i18n.validate
from warkit.i18n import get_translator, reload

WARKIT = str(Path(sys.executable).parent / "warkit")


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([WARKIT, "i18n", *args], capture_output=True, text=True, timeout=60, cwd=cwd)


def test_a_direction_control_left_open_or_closing_nothing_is_an_error_and_shows_the_english(tmp_path: Path) -> None:
    write_po(
        tmp_path,
        "ms",
        """\
        msgid "The aim"
        msgstr "Matlamat \u202eini"

        msgid "Deal {deal}"
        msgstr "\u2067Agihan {deal}"

        msgid "Quit"
        msgstr "Keluar\u202c"

        msgid "Turn cards"
        msgstr "\u2066Terbalikkan\u2069 kad"
        """,
    )
    result = run("check", "--locale-dir", str(tmp_path), "ms", cwd=tmp_path)
    errors = [line for line in result.stdout.splitlines() if ": error: " in line]
    assert result.returncode == 1
    assert [mark for mark in ("U+202E", "U+2067", "U+202C") if any(mark in line for line in errors)] == ["U+202E", "U+2067", "U+202C"]
    assert len(errors) == 3 and not any("“Turn cards”" in line for line in errors)  # a balanced isolate is fine
    reload()
    t = get_translator("ms", locale_dir=tmp_path)
    assert (t.gettext("The aim"), t.gettext("Deal {deal}", deal=7), t.gettext("Quit")) == ("The aim", "Deal 7", "Quit")
    assert t.gettext("Turn cards") == "\u2066Terbalikkan\u2069 kad"
    reload()


def test_the_examples_of_the_direction_rule_hold() -> None:
    assert doctest.testmod(warkit.i18n.validate).failed == 0


def test_i18n_status_lists_only_folders_named_as_languages(tmp_path: Path) -> None:
    for name in ("ms", "..evil", "de\nx", "fr\x1b[2J"):
        write_po(tmp_path, name, 'msgid "Quit"\nmsgstr "Keluar"\n')
    result = run("status", "--locale-dir", str(tmp_path), cwd=tmp_path)
    lines = result.stdout.splitlines()
    assert result.returncode == 0 and "\x1b" not in result.stdout
    listed = [line.strip().split(":")[0] for line in lines if "%" in line]
    assert listed == ["en (English)", "ms (Melayu)"]
    warnings = [line for line in lines if ": warning: " in line]
    assert len(warnings) == 3 and all(len(line.split("warkit.po")) == 2 for line in warnings)
    assert any("de\\nx" in line for line in warnings) and any("fr\\x1b[2J" in line for line in warnings)


def test_an_entry_dropped_for_a_syntax_error_is_reported_once_not_also_as_missing(tmp_path: Path) -> None:
    """The fix is the broken line, not scripts/update-catalogs: only a message the file truly
    lacks is called new; both count as untranslated."""
    from warkit.i18n.catalog import po_entries
    from warkit.i18n.check import check_catalog
    from warkit.resources import shipped_locale_dir

    shipped = (shipped_locale_dir() / "ms" / "LC_MESSAGES" / "warkit.po").read_text(encoding="utf-8")
    broken = shipped.replace('msgid "Quit"\nmsgstr "Keluar"\n', 'msgid "Quit"\nmsgstr "Keluar\n', 1)
    broken = broken.replace('msgctxt "preset"\nmsgid "Classic"\nmsgstr "Klasik"', 'msgctxt "preset"\nmsgid "Classic"\nmsgstr "Kla\\qsik"', 1)
    assert broken.count("\n") == shipped.count("\n") and broken != shipped
    po = tmp_path / "ms" / "LC_MESSAGES" / "warkit.po"
    po.parent.mkdir(parents=True)
    po.write_text(broken, encoding="utf-8")
    template = po_entries(shipped_locale_dir() / "warkit.pot")
    report = check_catalog(po, "ms", template)
    assert [problem.code for problem in report.problems] == ["syntax", "syntax"]
    assert report.total - report.translated == 2
    po.write_text(broken.replace('msgid "Quit"\nmsgstr "Keluar\n', '\n\n', 1), encoding="utf-8")  # truly missing
    report = check_catalog(po, "ms", template)
    assert [problem.code for problem in report.problems] == ["syntax", "outdated"]
    assert report.problems[1].values == {"detail": "Quit"}
