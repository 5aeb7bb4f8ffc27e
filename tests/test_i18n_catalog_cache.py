"""A validated catalog is kept between runs, and only ever as a faithful copy of its ``.po``:
an edit, an altered or broken copy, or a cache folder that refuses writes changes nothing the
player sees."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from po_files import write_po

from warkit.cache_folder import ENV_CACHE_DIR
from warkit.i18n import catalog, get_translator, reload

BODY = """\
msgid "Quit"
msgstr "Keluar"

msgid "Help"
msgstr "Bantuan {x.__class__}"

msgid "{count} card"
msgid_plural "{count} cards"
msgstr[0] "{count} kad"
msgstr[1] "{count} kad"
"""


@pytest.fixture
def locale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv(ENV_CACHE_DIR, str(tmp_path / "cache"))
    reload()
    yield tmp_path
    reload()


def cached_files(locale: Path) -> list[Path]:
    return sorted((locale / "cache" / "catalogs").glob("*.json"))


def what_the_player_sees(locale: Path) -> tuple[str, str, str, list[str]]:
    reload()  # as a new run would: nothing in memory
    t = get_translator("ms", locale_dir=locale)
    return (t.gettext("Quit"), t.gettext("Help"), t.ngettext("{count} card", "{count} cards", 3, count=3), t.warnings)


def test_the_second_run_uses_the_copy_and_sees_exactly_the_same(
    locale: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_po(locale, "ms", BODY)
    first = what_the_player_sees(locale)
    assert first[:3] == ("Keluar", "Help", "3 kad")
    assert len(first[3]) == 1 and "warkit.po:" in first[3][0]
    assert len(cached_files(locale)) == 1

    def no_reading(*_: object) -> None:
        raise AssertionError("the .po was read although a matching copy exists")

    monkeypatch.setattr(catalog, "read_catalog", no_reading)
    assert what_the_player_sees(locale) == first


def test_a_translators_edit_shows_on_the_next_run(locale: Path) -> None:
    path = write_po(locale, "ms", BODY)
    what_the_player_sees(locale)
    path.write_text(path.read_text(encoding="utf-8").replace("Keluar", "Berhenti"), encoding="utf-8")
    assert what_the_player_sees(locale)[0] == "Berhenti"


def test_new_checking_rules_make_every_copy_stale(locale: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_po(locale, "ms", BODY)
    what_the_player_sees(locale)
    [copy] = cached_files(locale)
    data = json.loads(copy.read_text(encoding="utf-8"))
    data["key"]["code"][0][0] -= 1  # as if the checking code had changed since
    copy.write_text(json.dumps(data), encoding="utf-8")
    read = []
    real_read = catalog.read_catalog
    monkeypatch.setattr(catalog, "read_catalog", lambda *a: read.append(1) or real_read(*a))
    assert what_the_player_sees(locale)[0] == "Keluar"
    assert read == [1]


@pytest.mark.parametrize(
    "alter",
    [
        pytest.param(lambda data: "not json at all {", id="garbage"),
        pytest.param(lambda data: json.dumps([1, 2, 3]), id="not-an-object"),
        pytest.param(
            lambda data: json.dumps({**data, "content": {**data["content"], "messages": [[None, "Quit", ["\x1b[2J"]]]}}),
            id="escape-sequence",
        ),
        pytest.param(
            lambda data: json.dumps({**data, "content": {**data["content"], "messages": [[None, "Quit", "Keluar"]]}}),
            id="forms-not-a-list",
        ),
        pytest.param(
            lambda data: json.dumps(
                {**data, "content": {**data["content"], "plural": {"count": 2, "expression": "n/0", "header": ""}}}
            ),
            id="plural-code",
        ),
        pytest.param(lambda data: "[" * 100_000, id="deeply-nested"),
        pytest.param(
            lambda data: json.dumps({**data, "content": {**data["content"], "messages": [[None, "Quit", ["www.example.com"]]]}}),
            id="web-address",
        ),
        pytest.param(
            lambda data: json.dumps({**data, "content": {**data["content"], "problems": [{"severity": "fatal"}]}}),
            id="bad-problem",
        ),
    ],
)
def test_an_altered_copy_is_ignored_and_written_anew(locale: Path, alter) -> None:
    write_po(locale, "ms", BODY)
    expected = what_the_player_sees(locale)
    [copy] = cached_files(locale)
    copy.write_text(alter(json.loads(copy.read_text(encoding="utf-8"))), encoding="utf-8")
    assert what_the_player_sees(locale) == expected
    assert json.loads(copy.read_text(encoding="utf-8"))["content"]["messages"]


def test_a_cache_folder_that_refuses_writes_changes_nothing(locale: Path) -> None:
    write_po(locale, "ms", BODY)
    (locale / "cache").write_text("a file where the folder should be", encoding="utf-8")
    assert what_the_player_sees(locale)[:3] == ("Keluar", "Help", "3 kad")


def test_problems_name_the_file_as_the_translator_sees_it_from_here(locale: Path) -> None:
    write_po(locale, "ms", BODY)
    what_the_player_sees(locale)
    code = (
        "import sys; from warkit.i18n import get_translator; from pathlib import Path; "
        "print(get_translator('ms', locale_dir=Path(sys.argv[1])).warnings[0])"
    )
    env = {**os.environ}
    here = subprocess.run(
        [sys.executable, "-c", code, str(locale)], cwd=locale, env=env, capture_output=True, text=True, check=True
    )
    assert here.stdout.startswith("ms/LC_MESSAGES/warkit.po:")
