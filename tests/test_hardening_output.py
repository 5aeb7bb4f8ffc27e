"""Output that cannot hold the text, a reader that goes away, and standard output that cannot be
written: every command says the same words in ASCII forms, ends quietly, or says what failed."""

from __future__ import annotations

import errno
import os
import subprocess
from pathlib import Path

import pytest
from output_runs import (
    COMMANDS,
    ENCODINGS,
    EXIT_READER_GONE,
    LANGUAGES,
    PRINTING,
    environment,
    finish_reader_gone,
    start_narrow,
    start_reader_gone,
)

from warkit.safe.streams import HANDLER

# -- output that cannot hold the text --------------------------------------------------------------


def test_typographic_punctuation_is_written_in_its_ascii_form() -> None:
    text = "«Déjà» “Q♥” — ‘10♠’ – 3…\u00a0\u202f5 → 「２×３」 ж\u200f"
    assert text.encode("ascii", HANDLER) == b'"Deja" "QH" - \'10S\' - 3...  5 -> "2x3" ?'


def test_an_encoding_that_holds_a_character_keeps_it() -> None:
    assert "“Q♥” — ж é".encode("cp1252", HANDLER) == "“QH” — ? é".encode("cp1252")
    assert "L’ordinateur\u202f: « 7 »".encode("latin-1", HANDLER) == "L'ordinateur : « 7 »".encode("latin-1")


@pytest.mark.parametrize("encoding", ["koi8-u", "cp1251"])
def test_ukrainians_apostrophe_is_an_apostrophe_in_a_cyrillic_encoding(encoding: str) -> None:
    """KOI8-U and cp1251 hold Ukrainian's letters but not its apostrophe, U+02BC (компʼютер)."""
    from warkit.i18n import get_translator

    said = get_translator("uk").gettext("Two players: you and the computer.")
    assert said == "Два гравці: ти й компʼютер."
    assert said.encode(encoding, HANDLER) == "Два гравці: ти й комп'ютер.".encode(encoding)


def _narrow_runs(cases: list[tuple[str, str, str]], folder: Path) -> None:
    """Each (command, language, encoding) run in UTF-8 and in the encoding, all at once; each
    narrow run says what its UTF-8 run says, with what the encoding cannot hold in ASCII forms,
    and ends as the command does, never in a traceback."""
    started = []
    for index, (name, lang, encoding) in enumerate(cases):
        own = folder / str(index)
        own.mkdir()
        started.append((name, encoding, start_narrow(COMMANDS[name], lang, None, own), start_narrow(COMMANDS[name], lang, encoding, own)))
    for name, encoding, full, narrow in started:
        full_out, full_err = full.communicate(timeout=120)
        out, err = narrow.communicate(timeout=120)
        assert b"Traceback" not in err, (name, encoding)
        assert (name, narrow.returncode) == (name, COMMANDS[name].status), err
        steady = COMMANDS[name].steady
        assert steady(out) == steady(full_out.decode("utf-8").encode(encoding, HANDLER)), (name, encoding)
        assert err == full_err.decode("utf-8").encode(encoding, HANDLER), (name, encoding)


def test_every_command_speaks_through_an_output_that_cannot_hold_its_text(tmp_path: Path) -> None:
    """Usage errors, the plain game and replay, in languages whose letters and punctuation an
    ASCII, Latin-1 or cp1252 output cannot hold (every command, language and encoding: -m long)."""
    _narrow_runs([("usage error", "ru", "cp1252"), ("play --plain", "fr", "latin-1"), ("replay --events", "ar", "ascii")], tmp_path)


def test_the_help_in_ascii_reads_its_accents_and_no_break_spaces_plainly(tmp_path: Path) -> None:
    result = subprocess.run(COMMANDS["help"].argv("fr", tmp_path), capture_output=True, env=environment(tmp_path, PYTHONIOENCODING="ascii"), timeout=120)
    assert result.returncode == 0 and result.stderr == b""
    assert b"La langue a utiliser : en, ar, " in result.stdout and b"?" not in result.stdout


@pytest.mark.long
@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_command_in_every_narrow_encoding(tmp_path: Path, lang: str, encoding: str) -> None:
    _narrow_runs([(command.name, lang, encoding) for command in PRINTING], tmp_path)


# -- a reader that goes away -----------------------------------------------------------------------


def _reader_gone(names: list[str], lang: str, folder: Path) -> None:
    started = []
    for name in names:
        own = folder / name.replace(" ", "_")
        own.mkdir()
        started.append((name, *start_reader_gone(COMMANDS[name], lang, own)))
    for name, process, read in started:
        status, err = finish_reader_gone(process, read)
        assert (name, status, err) == (name, EXIT_READER_GONE, b"")


def test_a_reader_that_goes_away_ends_the_command_quietly(tmp_path: Path) -> None:
    """``warkit play --plain --auto | head -3`` and the like: nothing on stderr, the status README
    promises, whether the reader goes after a few bytes or before the first."""
    _reader_gone(["play --plain", "replay --events", "help"], "en", tmp_path)


@pytest.mark.long
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_command_that_prints_ends_quietly_when_its_reader_goes(tmp_path: Path, lang: str) -> None:
    _reader_gone([command.name for command in PRINTING if command.status == 0], lang, tmp_path)


# -- standard output that cannot be written --------------------------------------------------------


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize(
    ("name", "buffered"), [("replay", True), ("replay", False), ("help", False)],
    ids=["replay-buffered", "replay-unbuffered", "help-unbuffered"],
)
def test_a_full_standard_output_is_one_line_naming_it(tmp_path: Path, name: str, buffered: bool) -> None:
    """``warkit replay --deal 7 > /dev/full``: the write is what failed, and standard output is
    where, whether Python holds the text until exit or writes it at once (and argparse, which
    would say nothing about its help, does not have the last word)."""
    from warkit.i18n import get_translator

    env = environment(tmp_path) if buffered else environment(tmp_path, PYTHONUNBUFFERED="1")
    with open("/dev/full", "wb") as full:
        result = subprocess.run(COMMANDS[name].argv("ru", tmp_path), stdout=full, stderr=subprocess.PIPE, env=env, timeout=120)
    said = get_translator("ru").gettext("Cannot write to standard output: {reason}.", reason=os.strerror(errno.ENOSPC))
    assert (result.returncode, result.stderr.decode("utf-8")) == (2, f"warkit: {said}\n")
