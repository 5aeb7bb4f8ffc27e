"""Every way input comes in has a limit, and whatever is echoed back is made harmless.

Standard input is read like ``--deck @FILE`` (one bounded reader, one limit); a hostile catalog's
many bad entries are listed up to a cap, the rest counted in one line; ``i18n init`` takes a
language tag only and writes only inside ``--out``; an unknown ``--lang`` gets the same answer
from every command. Each command runs as a person runs it, in its own process.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
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

