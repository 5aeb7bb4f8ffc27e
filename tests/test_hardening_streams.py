"""Every command with standard input, output or error closed (``<&-``, ``>&-``, ``2>&-``) or
unwritable (``>/dev/full``, ``2>/dev/full``): nothing on the wrong stream, the status README
promises, no traceback and no crash log."""

from __future__ import annotations

import errno
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from output_runs import PRINTING, Command, environment

pytestmark = pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")


@dataclass(frozen=True)
class Streams:
    """How a command is started: the standard descriptors closed, and those pointed at /dev/full."""

    name: str
    closed: tuple[int, ...] = ()
    full: tuple[int, ...] = ()

    @property
    def unwritable(self) -> set[int]:
        return {*self.closed, *self.full}


NORMAL = Streams("normal")
STREAMS = (
    Streams("stdin closed", closed=(0,)),
    Streams("stdout closed", closed=(1,)),
    Streams("stderr closed", closed=(2,)),
    Streams("stdout and stderr closed", closed=(1, 2)),
    Streams("all closed", closed=(0, 1, 2)),
    Streams("stdout full", full=(1,)),
    Streams("stderr full", full=(2,)),
    Streams("stdout closed, stderr full", closed=(1,), full=(2,)),
)
RARE = {"all closed", "stdout closed, stderr full"}
"""Tried in the long run only."""
QUICK = {"stdout closed", "stderr closed"}
"""What the default run tries on the commands that were not reported failing."""
EVERY = (
    *PRINTING,
    Command("version", ("--version",)),
    Command("completion", ("completion", "bash")),
    Command("simulate --json", ("simulate", "--games", "20", "--jobs", "2", "--json"), timed=True),
)
BY_NAME = {command.name: command for command in EVERY}
REPORTED = ("help", "version", "usage error", "simulate --json")
"""Commands that failed with a closed or full stream: every way of starting them in the default run."""
OTHERS = ("play --plain", "replay --events", "completion")
SLOW = tuple(name for name in BY_NAME if name not in (*REPORTED, *OTHERS))


def _start(command: Command, streams: Streams, folder: Path) -> subprocess.Popen[bytes]:
    folder.mkdir()
    outputs = {}
    for number in (1, 2):
        outputs[number] = open("/dev/full", "wb") if number in streams.full else subprocess.PIPE  # noqa: SIM115
    closed = streams.closed

    def close() -> None:  # in the child, after its descriptors are set up: as the shell's `>&-`
        for number in closed:
            os.close(number)

    try:
        return subprocess.Popen(
            command.argv("en", folder), stdin=subprocess.DEVNULL, stdout=outputs[1], stderr=outputs[2],
            env=environment(folder, WARKIT_STATE_DIR=str(folder / "state")), cwd=folder, preexec_fn=close,
        )
    finally:
        for output in outputs.values():
            if output is not subprocess.PIPE:
                output.close()  # type: ignore[union-attr]


def _steady(command: Command, output: bytes, folder: Path) -> bytes:
    """``output`` without what differs between runs: the time taken, the run's own folder."""
    output = output.replace(str(folder).encode(), b"{folder}")
    if command.name == "simulate --json":
        return output.split(b', "seconds"')[0]
    return command.steady(output)


def _check(name: str, tried: list[Streams], tmp_path: Path) -> None:
    from warkit.i18n import get_translator

    command = BY_NAME[name]
    started = [(streams, _start(command, streams, tmp_path / f"run{index}")) for index, streams in enumerate((NORMAL, *tried))]
    finished = [(streams, *process.communicate(timeout=120), process.returncode, process) for streams, process in started]
    _, normal_out, normal_err, normal_status, _ = finished[0]
    normal_out = _steady(command, normal_out, tmp_path / "run0")
    assert normal_status == command.status and (normal_out != b"") == (command.status == 0), (name, normal_err)
    t = get_translator("en")
    for (streams, out, err, status, _), folder in zip(finished, (tmp_path / f"run{index}" for index in range(len(finished))), strict=True):
        unwritable = streams.unwritable
        seen = (streams.name, status, _steady(command, out or b"", folder), err or b"")
        if 1 in unwritable and normal_out:
            reason = os.strerror(errno.EBADF if 1 in streams.closed else errno.ENOSPC)
            said = f"warkit: {t.gettext('Cannot write to standard output: {reason}.', reason=reason)}\n".encode()
            wanted = (streams.name, 2, b"", b"" if 2 in unwritable else said)
        else:
            wanted = (streams.name, normal_status, normal_out, b"" if 2 in unwritable else normal_err)
        assert seen == wanted
        assert not list((folder / "state").glob("crash*")), (name, streams.name)  # no error of its own


@pytest.mark.parametrize("name", REPORTED)
def test_a_closed_or_unwritable_standard_stream_is_no_error_of_warkits(tmp_path: Path, name: str) -> None:
    """``simulate 2>&-`` printed its crash line on standard output; ``--help >&- 2>&-`` was a
    traceback; ``--version >&-`` wrote its text on standard error and ``--version >/dev/full``
    succeeded; a usage error with ``2>/dev/full`` ended with 1, not 2."""
    _check(name, [streams for streams in STREAMS if streams.name not in RARE], tmp_path)


@pytest.mark.parametrize("name", OTHERS)
def test_every_command_writes_only_where_it_should_when_a_stream_is_closed(tmp_path: Path, name: str) -> None:
    _check(name, [streams for streams in STREAMS if streams.name in QUICK], tmp_path)


@pytest.mark.long
@pytest.mark.parametrize("name", [*REPORTED, *OTHERS, *SLOW])
def test_every_command_with_every_standard_stream_closed_or_unwritable(tmp_path: Path, name: str) -> None:
    _check(name, list(STREAMS), tmp_path)

