"""`warkit i18n check`: fails with file and line for a broken catalog. The real catalogs pass it
with ``--strict`` in scripts/check-catalogs, the gate scripts/test runs before the suite; the status
of each is in tests/test_languages.py."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import polib
import pytest
from po_files import RU_PLURAL, write_po

from warkit.i18n.check import check_catalog

ROOT = Path(__file__).resolve().parent.parent
WARKIT = str(Path(sys.executable).parent / "warkit")


def run_check(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [WARKIT, "i18n", "check", *args], capture_output=True, text=True, timeout=120, cwd=ROOT
    )


@pytest.mark.parametrize("lang", ["ms", "ru"])
def test_every_game_sentence_is_translated(lang: str) -> None:
    po = polib.pofile(str(ROOT / "locale" / lang / "LC_MESSAGES" / "warkit.po"))
    game_files = (
        "warkit/narration/",
        "warkit/plain.py",
        "warkit/commands/error_lines.py",
        "warkit/commands/play.py",
    )
    untranslated = [
        entry.msgid
        for entry in po
        if not entry.obsolete
        and any(path.startswith(game_files) for path, _ in entry.occurrences)
        and (entry.fuzzy or not entry.translated())
    ]
    assert untranslated == []


def test_a_broken_copy_fails_naming_file_and_line(tmp_path: Path) -> None:
    copy = tmp_path / "locale"
    shutil.copytree(ROOT / "locale", copy, ignore=shutil.ignore_patterns(".lock"))
    po = copy / "ms" / "LC_MESSAGES" / "warkit.po"
    lines = po.read_text(encoding="utf-8").splitlines()
    target = next(i for i, line in enumerate(lines) if line.startswith('msgstr "Selamat tinggal.'))
    lines[target] = 'msgstr "Selamat tinggal {card.__class__}."'
    lines.append('msgid "broken')
    po.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run_check("--locale-dir", str(copy), "ms")
    assert result.returncode == 1
    entry_start = (
        max(i for i in range(target) if not lines[i].strip()) + 2
    )  # 1-based, after the blank line
    assert f"warkit.po:{entry_start}: error:" in result.stdout
    assert "{card.__class__}" in result.stdout
    assert f"warkit.po:{len(lines)}: error:" in result.stdout


def test_check_warns_about_plural_forms_other_than_cldr_s(tmp_path: Path) -> None:
    path = write_po(
        tmp_path,
        "ru",
        """\
        msgid "You take {count} card."
        msgid_plural "You take {count} cards."
        msgstr[0] "Вы берёте {count} карту."
        msgstr[1] "Вы берёте {count} карты."
        """,
        "nplurals=2; plural=(n != 1);",
    )
    report = check_catalog(path, "ru")
    assert [problem.code for problem in report.errors] == []  # two forms, as its header says
    assert [(problem.code, problem.values["numbers"]) for problem in report.warnings] == [("plural-header", "0 5 6")]
    assert (
        check_catalog(write_po(tmp_path, "ru", 'msgid "a"\nmsgstr "б"\n', RU_PLURAL), "ru").errors
        == []
    )


@pytest.mark.parametrize(
    ("msgid", "msgstr", "code", "severity"),
    [
        ("Press `q` to quit.", "Tekan `q untuk keluar.", "markup", "error"),
        ("**War!**", "**Perang!*", "markup", "error"),
        ("See [the rules](#rules).", "Lihat [peraturan(#rules).", "markup", "error"),
        ("Quit", " Keluar", "whitespace", "warning"),
        ("One.\\n\\nTwo.", "Satu. Dua.", "newlines", "warning"),
        ("{count} cards", "{count!r} {count} kad", "placeholder-unsafe", "error"),
        ("{count} cards", "{count} {extra} kad", "placeholder-extra", "error"),
        ("{count} cards", "kad", "placeholder-missing", "error"),
    ],
)
def test_each_kind_of_problem_is_found(
    tmp_path: Path, msgid: str, msgstr: str, code: str, severity: str
) -> None:
    path = write_po(tmp_path, "ms", f'msgid "{msgid}"\nmsgstr "{msgstr}"\n', "nplurals=1; plural=0;")
    problems = check_catalog(path, "ms").problems
    assert [(problem.code, problem.severity) for problem in problems] == [(code, severity)]
    assert problems[0].line == 6


def test_counts_translated_fuzzy_and_obsolete(tmp_path: Path) -> None:
    path = write_po(
        tmp_path,
        "ms",
        """\
        msgid "Quit"
        msgstr "Keluar"

        #, fuzzy
        msgid "Help"
        msgstr "Bantuan"

        msgid "Settings"
        msgstr ""

        #~ msgid "Old"
        #~ msgstr "Lama"
        """,
    )
    report = check_catalog(path, "ms")
    assert (report.translated, report.total, report.fuzzy, report.obsolete, report.percent) == (
        1,
        3,
        1,
        1,
        33,
    )


def test_check_and_status_give_the_same_figures(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A catalog just begun: 1 % of the game's messages translated, and most of the game's messages not in
    the file yet (the template has them). Both commands count those as untranslated in their part
    of warkit and round the same way, so both say "game 1%"."""
    from warkit.cli import main
    from warkit.i18n.new_language import start_catalog

    shutil.copy(ROOT / "locale" / "warkit.pot", tmp_path / "warkit.pot")
    path = start_catalog("sv", tmp_path)
    po = polib.pofile(str(path))
    in_the_game = [entry for entry in po if not all(p.startswith("content/") for p, _ in entry.occurrences)]
    game = [entry for entry in in_the_game if not entry.msgid_plural]
    assert 600 > len(game) > 300
    begun = -(-len(in_the_game) // 100)  # 1 % of the game's messages (rounded up: the figures round down)
    for entry in game[:begun]:
        entry.msgstr = entry.msgid
    for entry in game[100:]:
        po.remove(entry)
    po.save()
    assert main(["--lang", "en", "i18n", "check", "sv", "--locale-dir", str(tmp_path)]) == 0
    checked = capsys.readouterr().out.splitlines()[0]
    assert main(["--lang", "en", "i18n", "status", "--locale-dir", str(tmp_path)]) == 0
    status = capsys.readouterr().out.splitlines()[-1].strip()
    assert status == "sv (Svenska): game 1%, guide 0%"
    assert checked.startswith(f"{path} (Svenska): game 1%, guide 0% ({begun} of ")
