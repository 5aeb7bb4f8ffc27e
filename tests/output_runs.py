"""Running warkit as a person does, with output that cannot hold its text or a reader that goes away.

Every command that prints is listed once (:data:`PRINTING`); the tests and the fuzz suite run
them under narrow encodings (:func:`run_narrow`) and with their reader gone (:func:`run_reader_gone`).
``PYTHONUNBUFFERED`` is taken out of the environment of each run: with it set, Python writes at
once and the failures that wait in the buffer until interpreter exit never show.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

WARKIT = str(Path(sys.executable).parent / "warkit")
ENCODINGS = ("ascii", "latin-1", "cp1252")
LANGUAGES = ("en", "fr", "ru", "ar", "zh-Hans", "en-XA", "ar-XB")
EXIT_READER_GONE = 0
"""What README.md promises for a reader that goes away."""
PIPE_BYTES = 4096
"""The pipe's capacity in the reader-gone runs (Linux lets it be set): a command that prints more
than this is still printing when the reader goes away."""


@dataclass(frozen=True)
class Command:
    """One command as typed after ``warkit --lang LANG``; ``{out}`` is a folder of the test's own."""

    name: str
    args: tuple[str, ...]
    status: int = 0
    large: bool = False
    """It prints more than a pipe holds, so a reader can go away after the first bytes."""
    timed: bool = False
    """Its last line says how long it took, which is never the same twice."""

    def steady(self, output: bytes) -> bytes:
        """``output`` without what differs from run to run."""
        return output.rsplit(b"\n", 2)[0] if self.timed else output

    def argv(self, lang: str, folder: Path) -> list[str]:
        out = str(folder / "guide «ready» — готово")  # a folder whose name the output must spell
        return [WARKIT, "--lang", lang, *(arg.replace("{out}", out) for arg in self.args)]


PRINTING = (
    Command("help", ("--help",)),
    Command("play help", ("play", "--help")),
    Command("usage error", ("--frobnicate",), status=2),
    Command("play --plain", ("play", "--plain", "--auto", "--deal", "7"), large=True),
    Command("replay", ("replay", "--deal", "7")),
    Command("replay --events", ("replay", "--deal", "7", "--events"), large=True),
    Command("simulate", ("simulate", "--games", "20", "--jobs", "1"), timed=True),
    Command("guide", ("guide", "--format", "md", "--out", "{out}")),
    Command("i18n status", ("i18n", "status")),
    Command("i18n check", ("i18n", "check", "ms")),
)
COMMANDS = {command.name: command for command in PRINTING}


def environment(folder: Path, **extra: str) -> dict[str, str]:
    env = {name: value for name, value in os.environ.items() if name not in ("PYTHONUNBUFFERED", "PYTHONIOENCODING")}
    return {**env, "WARKIT_DATA_DIR": str(folder / "data"), "TERM": "dumb", "COLUMNS": "80", **extra}


def start_narrow(command: Command, lang: str, encoding: str | None, folder: Path) -> subprocess.Popen[bytes]:
    """``command`` started with its output in ``encoding`` (None: UTF-8, the full text)."""
    env = environment(folder, PYTHONIOENCODING=encoding or "utf-8")
    return subprocess.Popen(
        command.argv(lang, folder), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL, env=env, cwd=folder,
    )


def start_reader_gone(command: Command, lang: str, folder: Path) -> tuple[subprocess.Popen[bytes], int | None]:
    """``command`` started writing into a pipe whose reader goes away: after a few bytes if it prints
    more than the pipe holds, else before it starts. Returns the process and the read end, if open."""
    read, write = os.pipe()
    try:
        import fcntl

        fcntl.fcntl(write, fcntl.F_SETPIPE_SZ, PIPE_BYTES)
        large = command.large
    except (ImportError, AttributeError, OSError):
        large = False  # the pipe may hold all of it: only a reader gone from the start is sure
    if not large:
        os.close(read)
    try:
        process = subprocess.Popen(
            command.argv(lang, folder), stdout=write, stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL, env=environment(folder), cwd=folder,
        )
    finally:
        os.close(write)
    return process, read if large else None


def finish_reader_gone(process: subprocess.Popen[bytes], read: int | None) -> tuple[int, bytes]:
    """Read a few bytes, go away, and wait: the status and what was said on stderr."""
    if read is not None:
        os.read(read, 16)
        os.close(read)
    _, err = process.communicate(timeout=120)
    return process.returncode, err
