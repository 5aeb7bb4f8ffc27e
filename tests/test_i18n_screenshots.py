"""`warkit i18n screenshots`: a picture of every scene, and for every message of the catalog the
pictures it is drawn in (from translator mode's record of lookups, never from the words alone).

The default run takes the German pack once (about ten seconds) and checks it from every side;
every language, the pseudo-locales included, runs under ``-m long``.
"""

from __future__ import annotations

import html
import json
import os
import re
import subprocess
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import WARKIT

from warkit.engine import Game, Phase
from warkit.i18n import get_translator
from warkit.i18n.languages import PSEUDOS, SOURCE, po_path, pot_path
from warkit.i18n.sources import entry_lines
from warkit.tui.scenes import CLASSIC, scenes, war_deal, won_deal

SCENES = [scene.name for scene in scenes()]
START_STATUS = (None, "Deal {deal}: everyone gets {count} card face down.")
"""The status box's sentence on the table before the first battle."""
ONLY_THE_COMMAND_LINE = ("command summary", "Take a picture of each screen of the game, for translators.")
WAR_SENTENCE = (None, "Both turn {rank}: war!")
LANGUAGES = ["en", "ar", "de", "fr", "ms", "nb", "ru", "zh-Hans", *PSEUDOS]


@dataclass(frozen=True)
class Pack:
    language: str
    folder: Path
    data: Path
    """The data folder the command was given (WARKIT_DATA_DIR): the scenes must leave it alone."""
    done: subprocess.CompletedProcess[str]

    @property
    def index(self) -> list[dict[str, object]]:
        return json.loads((self.folder / "index.json").read_text(encoding="utf-8"))

    def screens(self, message: tuple[str | None, str]) -> list[str]:
        return next(entry["screens"] for entry in self.index if (entry["msgctxt"], entry["msgid"]) == message)  # type: ignore[misc]


def make_pack(language: str, base: Path) -> Pack:
    folder, data = base / "pack", base / "data"
    data.mkdir()
    env = {**os.environ, "WARKIT_DATA_DIR": str(data)}
    done = subprocess.run(
        [WARKIT, "i18n", "screenshots", "--lang", language, "--out", str(folder)],
        capture_output=True, text=True, timeout=240, env=env,
    )
    assert done.returncode == 0, done.stderr
    return Pack(language, folder, data, done)


@pytest.fixture(scope="module")
def german(tmp_path_factory: pytest.TempPathFactory) -> Pack:
    return make_pack("de", tmp_path_factory.mktemp("de"))


def svg_text(svg: str) -> str:
    """The words of a Rich SVG screenshot, one ``<text>`` after another, white space collapsed."""
    words = " ".join(html.unescape(text) for text in re.findall(r"<text [^>]*>(.*?)</text>", svg, re.S))
    return re.sub(r"\s+", " ", words.replace("\u00a0", " "))


def catalog_keys(language: str) -> list[tuple[str | None, str]]:
    plain = language == SOURCE or language in PSEUDOS
    return list(entry_lines(pot_path() if plain else po_path(language)))


def shown_start(language: str, message: tuple[str | None, str]) -> str:
    """The translation's words up to its first placeholder (what any picture of it must show)."""
    context, msgid = message
    t = get_translator(language)
    values = {name: "\ue000" for name in re.findall(r"{(\w+)}", msgid)}
    if context is None:
        text = t.gettext(msgid, **values)
    else:
        text = t.pgettext(context, msgid, **values)
    return re.sub(r"\s+", " ", text.split("\ue000")[0].replace("\u00a0", " ")).strip()


def check_pack(pack: Pack) -> None:
    """What every pack must be: a valid SVG per scene showing the words the index names for it,
    every message of the catalog listed once, in the catalog's order."""
    index = pack.index
    keys = [(entry["msgctxt"], entry["msgid"]) for entry in index]
    assert keys == catalog_keys(pack.language)
    assert all(set(entry) == {"msgctxt", "msgid", "screens"} for entry in index)
    for name in SCENES:
        svg = (pack.folder / f"{name}.svg").read_text(encoding="utf-8")
        assert ET.fromstring(svg).tag.endswith("svg"), name
        named = [key for key, entry in zip(keys, index, strict=True) if f"{name}.svg" in entry["screens"]]  # type: ignore[operator]
        assert named, f"{name}: no message drawn"
        drawn = svg_text(svg)
        starts = [shown_start(pack.language, key) for key in named]
        assert any(len(start) >= 3 and start in drawn for start in starts), f"{name} shows none of its messages"
    assert not any(pack.data.iterdir()), "the scenes played in the player's own data folder"


def test_the_german_pack_has_a_valid_picture_of_every_scene_showing_its_messages(german: Pack) -> None:
    check_pack(german)


def test_the_start_status_sentence_is_pictured_on_the_table_at_the_start(german: Pack) -> None:
    assert "table-start.svg" in german.screens(START_STATUS)
    assert "table-war.svg" in german.screens(WAR_SENTENCE)  # the war deal does make a war


def test_a_message_only_the_command_line_uses_has_no_picture(german: Pack) -> None:
    assert german.screens(ONLY_THE_COMMAND_LINE) == []
    assert german.screens((None, "Errors: {errors}. Warnings: {warnings}.")) == []


def test_help_pictures_only_the_guide_on_its_first_screen(german: Pack) -> None:
    """The guide's title is on Help's first screen; its last questions are far below it."""
    assert "help.svg" in german.screens((None, "How to play War: {rules}"))
    assert german.screens((None, "Frequently asked questions")) == []


def test_the_record_table_of_statistics_is_read_as_drawn(german: Pack) -> None:
    """The record is a Rich table, not a line of text: its headings count as drawn too, the
    whole ones where they fit (German's streaks and records at 80 columns), not the short ones."""
    assert "statistics.svg" in german.screens(("statistics", "Streak"))
    # the table takes one form for every column; German's short "Serie" is also part of "Beste Serie"
    assert "statistics.svg" not in german.screens(("short", "Longest game"))


def test_the_last_line_counts_the_messages_with_a_picture_in_german(german: Pack) -> None:
    shown = sum(1 for entry in german.index if entry["screens"])
    t = get_translator("de")
    expected = t.ngettext(
        "{count} message of {total} has a picture; {path} names the pictures of each.",
        "{count} messages of {total} have a picture; {path} names the pictures of each.",
        shown,
        count=shown,
        total=len(german.index),
        path=str(german.folder / "index.json"),
    )
    assert german.done.stdout.strip().splitlines()[-1] == expected
    assert "Meldungen von" in expected


def test_the_deals_found_make_a_war_a_double_war_and_a_win() -> None:
    for depth in (1, 2):
        deal, steps = war_deal(CLASSIC, depth)
        game = Game(CLASSIC, deal=deal)
        phases = [(game.step(), game.phase)[1] for _ in range(steps)]
        assert phases[-depth:] == [Phase.WAR] * depth
    game = Game(CLASSIC, deal=won_deal(CLASSIC))
    game.play_to_end()
    assert game.outcome is not None and game.outcome.winner == 0


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([WARKIT, *args], capture_output=True, text=True, timeout=60)


def test_an_unknown_language_is_one_line_and_nothing_is_written(tmp_path: Path) -> None:
    done = run("i18n", "screenshots", "--lang", "xx", "--out", str(tmp_path / "pack"))
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "“xx”" in done.stderr
    assert not (tmp_path / "pack").exists()


def test_a_folder_that_cannot_be_made_is_one_translated_line_before_any_scene(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("", encoding="utf-8")
    done = run("i18n", "screenshots", "--lang", "de", "--out", str(tmp_path / "file" / "pack"))
    assert done.returncode == 2
    assert done.stderr.startswith("warkit: ") and done.stderr.count("\n") == 1
    assert "kann nicht geschrieben werden" in done.stderr and "Traceback" not in done.stderr


def test_the_folder_must_be_given() -> None:
    done = run("i18n", "screenshots", "--lang", "de")
    assert done.returncode == 2 and "--out" in done.stderr and done.stderr.count("\n") == 1


@pytest.mark.long
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_its_pack(tmp_path: Path, language: str) -> None:
    pack = make_pack(language, tmp_path)
    check_pack(pack)
    assert "table-start.svg" in pack.screens(START_STATUS)
    assert pack.screens(ONLY_THE_COMMAND_LINE) == []
    files = sorted(pack.folder.iterdir())
    shown = sum(1 for entry in pack.index if entry["screens"])
    print(f"{language}: {len(files)} files, {sum(f.stat().st_size for f in files)} bytes, {shown} of {len(pack.index)} messages pictured")
