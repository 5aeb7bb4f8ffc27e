"""Every way input comes in has a limit, and whatever is echoed back is made harmless.

Standard input is read like ``--deck @FILE`` (one bounded reader, one limit); a hostile catalog's
many bad entries are listed up to a cap, the rest counted in one line; ``i18n init`` takes a
language tag only and writes only inside ``--out``; an unknown ``--lang`` gets the same answer
from every command. Each command runs as a person runs it, in its own process.
"""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

WARKIT = str(Path(sys.executable).parent / "warkit")
DECK = " ".join(rank + suit for suit in "CDHS" for rank in "23456789TJQKA")
MEMORY = 1 << 30
"""Address space given to a child that reads hostile input: reading all of an endless stream
fails within it (MemoryError) rather than taking the machine's memory."""


def _limited_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def run(*args: str, stdin: int | str | None = None, env: dict[str, str] | None = None,
        cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    text_input = stdin if isinstance(stdin, str) else None
    handle = stdin if isinstance(stdin, int) else subprocess.DEVNULL if stdin is None else None
    return subprocess.run(
        [WARKIT, *args], capture_output=True, text=True, timeout=60, input=text_input, stdin=handle,
        env={**os.environ, **(env or {})}, cwd=cwd, preexec_fn=_limited_memory,
    )


def one_line(result: subprocess.CompletedProcess[str]) -> str:
    """The one ``warkit: …`` line of an error, after checking it is exactly one line."""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("warkit: "), result.stderr
    assert "Traceback" not in result.stderr
    return result.stderr


# -- standard input ----------------------------------------------------------------------------------

def test_a_deck_from_dev_zero_is_refused_in_one_line_without_reading_for_ever() -> None:
    with open("/dev/zero", "rb") as zero:
        result = run("replay", "--deck", "-", stdin=zero.fileno())
    assert result.returncode == 2 and result.stdout == ""
    assert one_line(result) == "warkit: The standard input is too large to read.\n"


def test_an_endless_stream_of_good_decks_is_refused_at_the_deck_file_limit() -> None:
    endless = subprocess.Popen(["yes", DECK], stdout=subprocess.PIPE)
    try:
        assert endless.stdout is not None
        result = run("replay", "--deck", "-", "--json", stdin=endless.stdout.fileno())
    finally:
        endless.kill()
        endless.wait()
        if endless.stdout is not None:
            endless.stdout.close()
    assert result.returncode == 2 and result.stdout == ""
    assert one_line(result) == "warkit: The standard input is too large to read.\n"


def test_standard_input_that_is_not_text_is_one_translated_line() -> None:
    with open("/dev/urandom", "rb") as noise:
        piped = subprocess.Popen(["head", "-c", "4096"], stdin=noise, stdout=subprocess.PIPE)
        assert piped.stdout is not None
        result = run("--lang", "ms", "replay", "--deck", "-", stdin=piped.stdout.fileno())
        piped.stdout.close()
        piped.wait()
    assert result.returncode == 2
    assert "UTF-8" in one_line(result) and "standard input" not in result.stderr


def test_a_deck_on_standard_input_still_plays() -> None:
    result = run("replay", "--deck", "-", stdin=DECK + "\n" + DECK + "\n")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Deck 1: ") and "\nDeck 2: " in result.stdout


def test_a_bad_deck_among_many_on_standard_input_names_its_line() -> None:
    """Line 4 (after a blank line, as an editor counts it) has one card twice: the one line says
    which, in the player's language, and nothing is played."""
    from warkit.i18n import get_translator

    result = run("--lang", "ms", "replay", "--deck", "-", stdin=f"{DECK}\n\n{DECK}\r\n{DECK} QH\n{DECK}\n")
    t = get_translator("ms")
    problem = t.gettext("The deck has {card} twice.", card="QH")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == "warkit: " + t.pgettext("deck error", "Line {line}: {problem}", line="4", problem=problem) + "\n"


# -- a catalog with many bad entries -----------------------------------------------------------------

BAD_ENTRIES = 3000
MAX_LISTED = 20
"""Problems listed one by one (``warkit.i18n.problems.MAX_LISTED``), as bad lines always were."""


def hostile_overlay(folder: Path, entries: int) -> Path:
    """A Swedish catalog in ``folder`` whose every entry has a placeholder the English lacks."""
    from warkit.i18n.plurals import plural_rule

    header = f'msgid ""\nmsgstr ""\n"Plural-Forms: {plural_rule("sv").header}\\n"\n\n'
    po = folder / "sv" / "LC_MESSAGES" / "warkit.po"
    po.parent.mkdir(parents=True)
    po.write_text(header + "".join(f'msgid "m{i}"\nmsgstr "{{x}}"\n\n' for i in range(entries)), encoding="utf-8")
    return po


def test_a_catalog_with_thousands_of_bad_entries_warns_of_the_first_twenty_and_counts_the_rest(tmp_path: Path) -> None:
    hostile_overlay(tmp_path, BAD_ENTRIES)
    result = run("play", "--auto", "--plain", "--lang", "sv", "--max-battles", "3", env={"WARKIT_LOCALE_DIR": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    warnings = [line for line in result.stderr.splitlines() if "warkit.po" in line]
    assert len(warnings) == MAX_LISTED + 1
    rest = f"{BAD_ENTRIES - MAX_LISTED:,}".replace(",", "\N{NO-BREAK SPACE}")  # Swedish: 2 980
    assert warnings[-1].endswith(f"warkit.po: error: {rest} more problems in this catalog are not listed.")


def test_a_catalog_with_more_entries_than_any_language_needs_is_refused_in_one_line(tmp_path: Path) -> None:
    """Reading and judging an entry takes some 30 µs: 4 MB of tiny entries held every start up
    for seconds, so a catalog of more than 10,000 (warkit has about 800) is not read at all."""
    hostile_overlay(tmp_path, 10_001)
    result = run("play", "--auto", "--plain", "--lang", "sv", "--max-battles", "3", env={"WARKIT_LOCALE_DIR": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    assert [line for line in result.stderr.splitlines() if "warkit.po" in line] == [
        f"{tmp_path}/sv/LC_MESSAGES/warkit.po: error: The catalog has more than 10000 entries, so English is shown."
    ]


def test_i18n_check_lists_the_first_twenty_bad_entries_and_counts_them_all(tmp_path: Path) -> None:
    po = hostile_overlay(tmp_path, BAD_ENTRIES)
    result = run("i18n", "check", str(po))
    assert result.returncode == 1
    listed = [line for line in result.stdout.splitlines() if line.startswith("  ")]
    assert len(listed) == MAX_LISTED + 1
    assert listed[-1].endswith(f"{BAD_ENTRIES - MAX_LISTED:,} more problems in this catalog are not listed.")
    assert result.stdout.endswith(f"Errors: {BAD_ENTRIES:,}. Warnings: 0.\n")


# -- i18n init: a language tag, inside --out ---------------------------------------------------------

def everything_under(folder: Path) -> set[str]:
    return {str(path.relative_to(folder)) for path in folder.rglob("*")}


@pytest.mark.parametrize(
    ("code", "shown"),
    [
        ("sv.x/../../trav", "sv.x/../../trav"),
        ("../x", "../x"),
        ("ABSOLUTE", "ABSOLUTE"),
        ("sv\x1b]0;TITLE\x07\nx", "sv\\x1b]0;TITLE\\x07\\nx"),
    ],
    ids=["dot-then-path", "parent", "absolute", "escape-and-newline"],
)
def test_i18n_init_takes_a_language_tag_only_and_writes_nothing(tmp_path: Path, code: str, shown: str) -> None:
    if code == "ABSOLUTE":
        code = shown = str(tmp_path / "elsewhere")
    (tmp_path / "a" / "b").mkdir(parents=True)
    result = run("i18n", "init", code, "--out", "out", cwd=tmp_path / "a" / "b")
    assert result.returncode == 2 and result.stdout == ""
    assert one_line(result) == f"warkit: “{shown}” is not a language code: use one such as sv, pt_BR or zh_Hant.\n"
    assert everything_under(tmp_path) == {"a", "a/b"}


def test_i18n_init_never_writes_through_a_link_out_of_its_folder(tmp_path: Path) -> None:
    (tmp_path / "out").mkdir()
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "out" / "sv").symlink_to(tmp_path / "elsewhere")
    result = run("i18n", "init", "sv", "--out", str(tmp_path / "out"))
    assert result.returncode == 2
    assert "would be outside" in one_line(result)
    assert everything_under(tmp_path / "elsewhere") == set()


@pytest.mark.parametrize(("code", "folder", "lang"), [("sv", "sv", "sv"), ("pt-BR", "pt_BR", "pt-BR")])
def test_i18n_init_starts_a_catalog_for_a_language_tag(tmp_path: Path, code: str, folder: str, lang: str) -> None:
    result = run("i18n", "init", code, "--out", "out", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert everything_under(tmp_path) == {"out", f"out/{folder}", f"out/{folder}/LC_MESSAGES", f"out/{folder}/LC_MESSAGES/warkit.po"}
    play = Path(__file__).resolve().parent.parent / "scripts" / "play"  # this warkit runs from a clone
    assert f"WARKIT_LOCALE_DIR=out {play} --lang {lang}\n" in result.stdout


def test_a_language_tag_names_its_folder_the_gettext_way() -> None:
    from warkit.i18n.new_language import NotALanguageTagError, folder_name

    assert [folder_name(code) for code in ("sv", "pt-BR", "pt_br", "zh-hant", "sr_Latn", "ca_ES_VALENCIA")] == [
        "sv", "pt_BR", "pt_BR", "zh_Hant", "sr_Latn", "ca_ES_VALENCIA"
    ]
    for code in ("", "sv_", "sv__SE", "sv-x-private", "ſv", "sv SE", "sv.UTF-8", "sv@latin", "sv_x/../../trav"):
        with pytest.raises(NotALanguageTagError):
            folder_name(code)


# -- an unknown --lang -------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "argv",
    [
        ["--lang", "xx", "replay", "--deal", "3", "--json"],
        ["simulate", "--games", "2", "--lang", "xx"],
    ],
    ids=["replay", "simulate"],
)
def test_an_unknown_language_is_the_same_one_line_for_every_command(argv: list[str]) -> None:
    result = run(*argv)
    assert result.returncode == 2 and result.stdout == ""
    assert one_line(result).startswith("warkit: There is no language “xx”. Choose one of: en (English), ")


# -- input echoed harmlessly -------------------------------------------------------------------------

ESC = "\x1b]0;TITLE\x07"
SHOWN = "\\x1b]0;TITLE\\x07"


@pytest.mark.parametrize(
    "argv",
    [
        ["replay", "--deck", f"@/nonexistent/{ESC}"],
        ["replay", "--deal", "3", "--rules", ESC],
        ["replay", "--deal", ESC],
        ["simulate", "--games", ESC],
        ["simulate", "--games", "2", "--engine", ESC],
        ["simulate", "--games", "2", "--lang", ESC],
        ["guide", "--lang", ESC],
        ["guide", "--format", ESC],
        ["i18n", "check", "--locale-dir", f"/nonexistent/{ESC}"],
    ],
    ids=["deck-file", "preset", "deal", "games", "engine", "lang", "guide-lang", "format", "locale-dir"],
)
def test_every_error_line_quoting_the_command_line_shows_controls_as_escapes(
    argv: list[str], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from warkit.cli import main

    assert main([*argv, *(["--out", str(tmp_path)] if argv[0] == "guide" else [])]) == 2
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and SHOWN in said and "\x1b" not in said and "\x07" not in said


def test_a_crash_line_shows_controls_in_pythons_words_as_escapes(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import warkit.commands.replay
    from warkit.cli import main

    def broken(*_: object) -> int:
        raise ValueError(f"no such thing: {ESC}")

    monkeypatch.setattr(warkit.commands.replay, "run", broken)
    assert main(["replay", "--deal", "7"]) == 70
    said = capsys.readouterr().err
    assert SHOWN in said and "\x1b" not in said


def test_a_save_in_a_data_folder_named_with_an_escape_is_named_harmlessly(tmp_path: Path) -> None:
    data = tmp_path / f"data{ESC}"
    data.mkdir()
    (data / "settings.json").write_text('{"version": 99}', encoding="utf-8")
    result = run("play", "--auto", "--max-battles", "3", env={"WARKIT_DATA_DIR": str(data)})
    assert result.returncode == 0, result.stderr
    assert f"data{SHOWN}/settings.json was saved by a newer version" in result.stderr and "\x1b" not in result.stderr


def test_the_guide_names_the_files_it_wrote_harmlessly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import warkit.guide.build
    from warkit.cli import main

    written = tmp_path / f"out{ESC}" / "guide.en.md"
    monkeypatch.setattr(warkit.guide.build, "build", lambda *_: [written])  # the export itself is tested elsewhere
    assert main(["guide", "--lang", "en", "--out", str(written.parent)]) == 0
    assert capsys.readouterr().out == f"{tmp_path}/out{SHOWN}/guide.en.md\n"


def test_guide_watch_says_why_an_export_failed_harmlessly(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import warkit.i18n.translator_mode  # noqa: F401  (imported before Watcher is replaced below: it keeps its own name for the real one)
    import warkit.i18n.watch
    from warkit.commands.error_lines import InputError
    from warkit.commands.guide import Stopped, watch_guide
    from warkit.i18n import get_translator

    saves: list[Callable[[set[Path]], None]] = []

    class Saved:
        """A watcher that reports a save as soon as it starts."""

        def __init__(self, _files: object, saved: Callable[[set[Path]], None], **_: object) -> None:
            saves.append(saved)

        def start(self) -> Saved:
            saves[0]({Path("warkit.po")})
            return self

        def stop(self) -> None:
            pass

    exports: list[int] = []

    def export() -> list[Path]:
        exports.append(1)
        if len(exports) == 1:
            saves[0]({Path("warkit.po")})  # saved again while this export fails
            raise InputError(f"Cannot write the guide to out{ESC}: Permission denied.")
        raise Stopped(signal.SIGINT)  # stop watching, as Ctrl+C does

    monkeypatch.setattr(warkit.i18n.watch, "Watcher", Saved)
    assert watch_guide(export, ["en"], get_translator("en")) == 128 + signal.SIGINT
    said = capsys.readouterr().err
    assert said == f"warkit: Cannot write the guide to out{SHOWN}: Permission denied.\n"


@pytest.mark.parametrize("typed", ["x \x1b]0;PWNED\x07 y", "\x1b[2J", "\x1b]52;c;aGk=\x07", "\x1b]8;;https://x\x07a"])
def test_the_plain_mode_names_a_key_it_does_not_know_harmlessly(typed: str) -> None:
    import io

    from warkit.controls import typed_key
    from warkit.engine import Rules
    from warkit.i18n import get_translator
    from warkit.plain import plain_game

    out = io.StringIO()
    game = plain_game(get_translator("en"), Rules(), 7, out, new_deal=lambda: 8)
    assert game.run(iter([typed + "\n"])) == 0
    said = out.getvalue()
    assert "\x1b" not in said and "\x07" not in said
    shown = typed_key(typed)[:20].replace("\x1b", "\\x1b").replace("\x07", "\\x07")
    assert f"“{shown}” is not a key of the game." in said
