"""The command line's own rules: --lang after the command, --debug's details, and the crash log
an error of warkit's own leaves behind."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

import pytest

from warkit.cli import build_parser, main
from warkit.engine import MAX_DEAL
from warkit.i18n import get_translator


def test_the_language_flag_works_after_the_command_too(capsys: pytest.CaptureFixture[str]) -> None:
    t = get_translator("ru")
    assert main(["simulate", "--lang", "ru", "--games", "x"]) == 2
    said = capsys.readouterr().err
    assert said == "warkit: " + t.gettext("--games must be a whole number from 1 to 10,000,000, not “{value}”.", value="x") + "\n"


def test_every_command_but_the_guide_takes_the_language_after_it(capsys: pytest.CaptureFixture[str]) -> None:
    t = get_translator("ms")
    assert main(["replay", "--lang", "ms", "--deal", "0"]) == 2
    bad_deal = t.gettext("“{value}” is not a deal number: use a whole number from 1 to {high}.", value="0", high=str(MAX_DEAL))
    assert capsys.readouterr().err == f"warkit: {bad_deal}\n"
    assert main(["i18n", "check", "--lang", "ms", "--frobnicate"]) == 2
    unknown = t.ngettext("Unknown argument: {arguments}.", "Unknown arguments: {arguments}.", 1, arguments="--frobnicate")
    assert capsys.readouterr().err == f"warkit: {unknown}\n"


def test_the_guides_language_flag_still_names_the_languages_to_export(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "ms")
    assert main(["guide", "--lang", "ru", "--format", "md", "--out", str(tmp_path)]) == 0
    assert [path.name for path in tmp_path.iterdir()] == ["guide.ru.md"]
    capsys.readouterr()
    assert main(["guide", "--lang", "ru", "--format", "pdf", "--out", str(tmp_path)]) == 2
    t = get_translator("ms")  # the messages follow the environment, not the guide's language
    expected = t.gettext("--format cannot be “{value}”. Allowed: {allowed}.", value="pdf", allowed=t.join_choices(("md", "html", "both")))
    assert capsys.readouterr().err == f"warkit: {expected}\n"


def test_debug_adds_the_details_under_the_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--face-down", "9", "--plain"]) == 2
    plain = capsys.readouterr().err
    assert plain.count("\n") == 1
    assert main(["play", "--face-down", "9", "--plain", "--debug"]) == 2
    detailed = capsys.readouterr().err
    assert detailed.startswith(plain) and "Traceback" in detailed and "RulesError" in detailed


def test_warkit_debug_in_the_environment_adds_the_details_too(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("WARKIT_DEBUG", "1")
    assert main(["--frobnicate"]) == 2
    said = capsys.readouterr().err
    assert said.startswith("warkit: Unknown argument: --frobnicate.\n") and "Traceback" in said


def _broken_replay(args: argparse.Namespace, lang: str | None = None) -> int:
    raise ZeroDivisionError("a bug in warkit")


def test_an_error_of_warkits_own_is_one_line_naming_its_log(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import warkit.commands.replay

    monkeypatch.setattr(warkit.commands.replay, "run", _broken_replay)
    assert main(["--lang", "ms", "replay", "--deal", "7"]) == 70
    said = capsys.readouterr().err
    [log] = Path(os.environ["WARKIT_STATE_DIR"]).glob("crash-*.log")
    t = get_translator("ms")
    expected = t.gettext("warkit stopped on an error of its own ({error}). The details are in {path}.", error="ZeroDivisionError: a bug in warkit", path=str(log))
    assert said == f"warkit: {expected}\n"
    details = log.read_text(encoding="utf-8")
    assert "Traceback" in details and "ZeroDivisionError: a bug in warkit" in details
    assert "command line: warkit --lang ms replay --deal 7" in details


def test_without_a_place_for_the_log_the_line_says_to_use_debug(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import warkit.commands.replay

    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("WARKIT_STATE_DIR", str(blocker / "state"))
    monkeypatch.setattr(warkit.commands.replay, "run", _broken_replay)
    assert main(["replay", "--deal", "7", "--debug"]) == 70
    said = capsys.readouterr().err
    assert said.startswith("warkit: warkit stopped on an error of its own (ZeroDivisionError: a bug in warkit). Run the same command with --debug")
    assert "Traceback" in said


# -- usage errors found by structure -------------------------------------------------------------


def test_usage_errors_never_read_argparses_wording(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """argparse's messages reworded (as a new Python might) change nothing warkit says."""
    def reworded(text: str | None) -> str | None:
        return None if text is None else "Eine andere Python sagt: " + text.replace("argument", "Argument") + " (sic)"

    monkeypatch.setattr(argparse, "_", reworded)
    monkeypatch.setattr(argparse, "ngettext", lambda one, many, n: reworded(one if n == 1 else many))
    cases = {
        ("--frobnicate",): "warkit: Unknown argument: --frobnicate.",
        ("play", "--deal"): "warkit: --deal needs a value.",
        ("nonsense-command", "play"): "warkit: There is no command “nonsense-command”. Choose one of: play, replay, simulate, guide, i18n, completion.",
        ("replay",): "warkit: Give one of --deck, --deal.",
        ("replay", "--deal", "1", "--deck", "-"): "warkit: --deck cannot be used together with --deal.",
        ("play", "--p", "3"): "warkit: “--p” could mean --plain, --pace, --players: write the flag in full.",
        ("i18n",): "warkit: This is missing: ACTION.",
        ("i18n", "bogus"): "warkit: There is no command “bogus”. Choose one of: check, status, init, plurals, screenshots.",
    }
    for argv, expected in cases.items():
        assert main(["--lang", "en", *argv]) == 2, argv
        assert capsys.readouterr().err == expected + "\n", argv


def test_the_replay_help_still_shows_one_of_deck_or_deal_as_required() -> None:
    replay = build_parser().commands["replay"]
    assert "(--deck CARDS|@FILE|- | --deal N)" in " ".join(replay.format_usage().split())


def test_replay_json_lines_say_their_deal_seed_and_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--deal", "7", "--rules", "pagat", "--json"]) == 0
    line = json.loads(capsys.readouterr().out)
    assert (line["deal"], line["seed"], line["rules"]["run_out"], line["rules"]["max_battles"]) == (7, 7, "last-card", 0)


def test_the_crash_line_is_localized_in_the_pseudo_locale(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import warkit.commands.replay
    from warkit.i18n.pseudo import unlocalized_words

    monkeypatch.setattr(warkit.commands.replay, "run", _broken_replay)
    assert main(["--lang", "en-XA", "replay", "--deal", "7"]) == 70
    line = capsys.readouterr().err.removeprefix("warkit: ")
    log = next(Path(os.environ["WARKIT_STATE_DIR"]).glob("crash-*.log"))
    words = line.replace(str(log), "").replace("ZeroDivisionError: a bug in warkit", "")
    assert unlocalized_words(words) == []


@pytest.mark.parametrize("typed", ["٣", " 3", "+3", "1_000", "3,000", "３"])
def test_deal_takes_ascii_digits_only(capsys: pytest.CaptureFixture[str], typed: str) -> None:
    """``--deal`` reads a deal number as the game writes it: ASCII digits, nothing around them
    (the deal dialog is the lenient one). Python's ``int()`` would take every one of these."""
    t = get_translator("en")
    for command in (["replay", "--deal", typed], ["simulate", "--seed", typed, "--games", "1"]):
        assert main(command) == 2
        said = capsys.readouterr().err
        assert said == "warkit: " + t.gettext("“{value}” is not a deal number: use a whole number from 1 to {high}.", value=typed, high=str(MAX_DEAL)) + "\n"
    assert main(["replay", "--deal", "3", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["deal"] == 3
