"""``warkit replay`` and ``warkit simulate`` run as a person runs them: as subprocesses."""

from __future__ import annotations

import json
import re
import subprocess

import pytest
from conftest import WARKIT
from test_engine_deals import GOLDEN_DEALS

REPLAY_KEYS = {"format", "deal", "deck", "seed", "rules", "result", "winner", "reason", "battles", "wars", "longest_war", "biggest_haul", "cards"}


def warkit(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([WARKIT, *args], input=stdin, capture_output=True, text=True, timeout=120)


def test_replay_prints_one_json_object_per_deck(tmp_path) -> None:  # type: ignore[no-untyped-def]
    decks = tmp_path / "decks.txt"
    decks.write_text(GOLDEN_DEALS[1] + "\n" + GOLDEN_DEALS[2] + "\n")
    done = warkit("replay", "--deck", f"@{decks}", "--seed", "2", "--json")
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(lines) == 2 and all(set(line) == REPLAY_KEYS for line in lines)
    assert all(sum(line["cards"]) == 52 for line in lines)


def test_replay_of_a_deal_equals_replay_of_its_deck_with_its_seed() -> None:
    by_deal = json.loads(warkit("replay", "--deal", "2", "--json").stdout)
    by_deck = json.loads(warkit("replay", "--deck", "-", "--seed", "2", "--json", stdin=GOLDEN_DEALS[2]).stdout)
    same_game = {"deal", "deck"}  # how each names the game differs; everything else is equal
    assert {k: v for k, v in by_deal.items() if k not in same_game} == {k: v for k, v in by_deck.items() if k not in same_game}
    assert (by_deal["deal"], by_deal["deck"], by_deck["deal"], by_deck["deck"]) == (2, None, None, GOLDEN_DEALS[2])
    assert (by_deal["result"], by_deal["reason"], by_deal["winner"]) == ("win", "all-cards", 1)


def test_replay_events_log_starts_with_the_deal_and_ends_with_game_over() -> None:
    done = warkit("replay", "--deal", "9", "--rules", "pagat", "--events", "--json")
    events = json.loads(done.stdout)["events"]
    assert events[0]["type"] == "Dealt" and events[-1]["type"] == "GameOver"
    assert any(e["type"] == "WarDeclared" for e in events)


def test_simulate_json_has_the_documented_shape_and_ignores_jobs() -> None:
    one = json.loads(warkit("simulate", "--games", "400", "--jobs", "1", "--json").stdout)
    two = json.loads(warkit("simulate", "--games", "400", "--jobs", "2", "--json").stdout)
    assert set(one) == {"format", "games", "complete", "engine", "wins", "draws", "battles", "wars_mean", "longest_game", "longest_war", "biggest_haul", "seconds"}
    one.pop("seconds"), two.pop("seconds")
    assert one == two
    assert sum(one["wins"]) + sum(one["draws"].values()) == 400
    replayed = json.loads(warkit("replay", "--deal", str(one["longest_war"]["deal"]), "--json").stdout)
    assert replayed["longest_war"] == one["longest_war"]["wars"]


@pytest.mark.long  # 40,000 compiled games twice, on one process and on two
def test_simulate_compiled_prints_the_scalar_json_and_the_same_on_two_processes() -> None:
    scalar, one = (json.loads(warkit("simulate", "--games", "600", "--rules", "pagat", "--both-short", "count", "--engine", engine, "--json").stdout) for engine in ("scalar", "compiled"))
    assert (scalar.pop("engine"), one.pop("engine")) == ("scalar", "compiled")
    scalar.pop("seconds"), one.pop("seconds")
    assert scalar == one
    # Two processes get 20,000 games each at least: 40,000 games make two.
    runs = [json.loads(warkit("simulate", "--games", "40000", "--engine", "compiled", "--jobs", jobs, "--json").stdout) for jobs in ("1", "2")]
    assert [run.pop("engine") for run in runs] == ["compiled", "compiled"]
    for run in runs:
        run.pop("seconds")
    assert runs[0] == runs[1] and runs[0]["complete"] is True


WITHOUT_FAST = (
    "import sys\n"
    "class Refuse:\n"
    "    def find_spec(self, name, path=None, target=None):\n"
    "        if name.split('.')[0] in ('numpy', 'numba'):\n"
    "            raise ModuleNotFoundError(f'No module named {name!r}', name=name)\n"
    "sys.meta_path.insert(0, Refuse())\n"
    "from warkit.cli import main\n"
    "code = main(sys.argv[1:])\n"
    "assert not {'numpy', 'numba'} & set(sys.modules), 'numpy or numba was imported'\n"
    "sys.exit(code)\n"
)
"""``warkit`` as the default install runs it: numpy and numba cannot be imported."""


def without_fast(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    import sys

    return subprocess.run([sys.executable, "-c", WITHOUT_FAST, *args], input=stdin, capture_output=True, text=True, timeout=120)


def test_without_numpy_and_numba_auto_plays_on_the_reference_and_compiled_says_how_to_install_it() -> None:
    done = without_fast("simulate", "--games", "2000", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["engine"] == "scalar"
    refused = without_fast("simulate", "--games", "2000", "--engine", "compiled")
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert refused.stderr.strip().splitlines() == [refused.stderr.strip()] and 'pip install "warkit[fast]"' in refused.stderr
    fixed = without_fast("simulate", "--games", "50", "--won-cards", "played", "--engine", "compiled", "--json")
    assert json.loads(fixed.stdout)["engine"] == "scalar"


def test_the_default_install_plays_writes_the_guide_and_simulates_without_numpy_or_numba(tmp_path) -> None:  # type: ignore[no-untyped-def]
    played = without_fast("play", "--plain", "--deal", "7", "--lang", "en", stdin="\n\n")
    assert played.returncode == 0, played.stderr
    assert played.stdout.splitlines()[-1] == "Goodbye."
    guide = without_fast("guide", "--rules", "krig", "--format", "md", "--out", str(tmp_path))
    assert guide.returncode == 0, guide.stderr
    assert "%" in next(tmp_path.rglob("*.md")).read_text(encoding="utf-8")  # the figures were played
    simulated = without_fast("simulate", "--games", "300")
    assert simulated.returncode == 0, simulated.stderr
    assert simulated.stdout.startswith("300 games played (deals 1 to 300).")


PREPARING = "Preparing the compiled engine for these rules: this takes a few seconds, only the first time."


@pytest.mark.long  # compiles the kernel in a fresh cache: seconds
def test_simulate_says_once_that_it_prepares_the_compiled_engine_and_mends_a_damaged_cache(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from warkit.engine.simulate import COMPILED_FROM

    monkeypatch.setenv("WARKIT_CACHE_DIR", str(tmp_path))  # an install that never compiled the kernel
    args = ("simulate", "--games", str(COMPILED_FROM), "--jobs", "1", "--json")
    short = warkit(*args)
    assert (json.loads(short.stdout)["engine"], short.stderr) == ("scalar", "")  # compiling would not pay
    first = warkit(*args, "--engine", "compiled")
    assert first.stderr.splitlines() == [PREPARING]
    assert json.loads(first.stdout)["engine"] == "compiled"
    again = warkit(*args)  # auto, the kernel in the cache now
    assert (json.loads(again.stdout)["engine"], again.stderr) == ("compiled", "")
    kept = list(tmp_path.rglob("*.nb[ic]"))
    assert kept
    for entry in kept:
        entry.write_bytes(b"not what numba wrote")
    mended = warkit(*args, "--engine", "compiled")
    assert mended.returncode == 0 and mended.stderr.splitlines() == [PREPARING]
    figures = [json.loads(done.stdout) for done in (first, mended)]
    for run in figures:
        run.pop("seconds")
    assert figures[0] == figures[1]


def test_simulate_names_the_scalar_engine_for_fixed_won_card_orders() -> None:
    done = json.loads(warkit("simulate", "--games", "50", "--won-cards", "played", "--engine", "compiled", "--json").stdout)
    assert done["engine"] == "scalar" and done["games"] == 50


def test_ctrl_c_stops_simulate_with_the_figures_so_far() -> None:
    """As a person stops it: Ctrl+C once the progress bar on their terminal has moved."""
    import os
    import pty
    import select
    import signal
    import time

    leader, follower = pty.openpty()
    process = subprocess.Popen(
        [WARKIT, "simulate", "--games", "2000000", "--engine", "scalar", "--jobs", "1"],
        stdout=subprocess.PIPE, stderr=follower, text=True,
    )
    os.close(follower)
    try:
        drawn = b""
        deadline = time.monotonic() + 60
        # The bar's time left shows once the first games are counted: the run is under way.
        while not re.search(rb"\d+:\d\d:\d\d", drawn) and time.monotonic() < deadline:
            if select.select([leader], [], [], 1)[0]:
                drawn += os.read(leader, 65536)
        assert re.search(rb"\d+:\d\d:\d\d", drawn), drawn
        process.send_signal(signal.SIGINT)
        out, _ = process.communicate(timeout=60)
        while select.select([leader], [], [], 0.5)[0]:
            try:
                more = os.read(leader, 65536)
            except OSError:  # the terminal's other end is closed: everything has been read
                break
            if not more:
                break
            drawn += more
    finally:
        process.kill()
        os.close(leader)
    assert process.returncode == 130
    assert out.startswith("Stopped after ") and "of 2,000,000." in out.splitlines()[0]
    assert "Battles per game:" in out and b"Traceback" not in drawn


def test_bad_input_gets_one_line_and_exit_status_two() -> None:
    cases = [
        (["replay", "--deck", "2C 3C", "--json"], "missing"),
        (["replay", "--deck", GOLDEN_DEALS[1].replace("JC", "9S"), "--json"], "9S"),
        (["replay", "--deck", GOLDEN_DEALS[1].replace("JC", "ZZ"), "--json"], "ZZ"),
        (["replay", "--deal", "3", "--face-down", "9"], "--face-down"),
        (["replay", "--deal", "3", "--players", "five"], "--players"),
        (["simulate", "--rules", "poker"], "poker"),
        (["simulate", "--engine", "quantum"], "quantum"),
        (["replay", "--deal", "0"], "0"),
        (["replay", "--deck", "@/no/such/file"], "/no/such/file"),
    ]
    for args, named in cases:
        done = warkit(*args)
        assert done.returncode == 2, (args, done.stderr)
        assert "Traceback" not in done.stderr
        assert len(done.stderr.strip().splitlines()) == 1 and named in done.stderr, (args, done.stderr)


def test_a_seed_too_near_the_last_deal_is_named_as_typed_with_the_seed_that_fits() -> None:
    done = warkit("simulate", "--seed", "4294967295", "--games", "10")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.strip().splitlines() == [
        "warkit: --seed 4294967295 with --games 10 would play past the last deal, 4,294,967,295: use a seed from 1 to 4,294,967,286."
    ]


def test_help_lists_the_commands() -> None:
    done = warkit("--help")
    assert done.returncode == 0 and "replay" in done.stdout and "simulate" in done.stdout


def test_replay_says_how_the_game_ended_in_words_by_default() -> None:
    from warkit.engine import Game, Rules
    from warkit.i18n import get_translator
    from warkit.narration import Narrator

    game = Game(Rules(), deal=7)
    game.play_to_end()
    assert game.outcome is not None
    for lang in ("en", "ms"):
        narrator = Narrator(get_translator(lang), Rules())
        done = warkit("--lang", lang, "replay", "--deal", "7")
        assert done.returncode == 0, done.stderr
        heading, *figures = done.stdout.splitlines()
        assert heading.startswith({"en": "Deal 7: ", "ms": "Agihan 7: "}[lang])
        assert heading.endswith(narrator.outcome_sentence(game.outcome, game.stats))
        assert figures == [f"  {line}" for line in narrator.statistics(game.stats)]
        assert "{" not in done.stdout and not done.stdout.lstrip().startswith("{")


def test_replay_events_tell_the_whole_game_and_decks_are_numbered_in_order(tmp_path) -> None:  # type: ignore[no-untyped-def]
    decks = tmp_path / "decks.txt"
    decks.write_text(GOLDEN_DEALS[1] + "\n" + GOLDEN_DEALS[2] + "\n")
    done = warkit("replay", "--deck", f"@{decks}", "--events")
    assert done.returncode == 0, done.stderr
    headings = [line for line in done.stdout.splitlines() if not line.startswith("  ")]
    assert [heading.split(":")[0] for heading in headings] == ["Deck 1", "Deck 2"]
    told = json.loads(warkit("replay", "--deck", GOLDEN_DEALS[1], "--json").stdout)
    assert len(done.stdout.splitlines()) > 2 * told["battles"] / 2  # every battle is told


def test_replay_in_the_pseudo_locale_leaves_no_word_untranslated() -> None:
    from warkit.i18n.pseudo import unlocalized_words

    done = warkit("--lang", "en-XA", "replay", "--deal", "7", "--events")
    assert done.returncode == 0, done.stderr
    assert unlocalized_words(done.stdout) == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_simulate_writes_deal_numbers_as_deal_takes_them(lang: str) -> None:
    """Deal numbers are identifiers: ``deals 1218 to 1220`` and ``(deal 1219)`` as ``--deal`` takes
    them, never ``1,218`` (or German ``1.218``), which it would refuse."""
    done = warkit("--lang", lang, "simulate", "--games", "3", "--seed", "1218", "--engine", "scalar", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    first, *rest = done.stdout.splitlines()
    assert "1218" in first and "1220" in first, first
    named = [line for line in rest if re.search(r"\b12(18|19|20)\b", line)]
    assert len(named) == 3, done.stdout  # the longest game, the longest war, the biggest haul
    assert not re.search(r"1[,.\u00a0\u202f]2[12]\d", done.stdout), done.stdout
