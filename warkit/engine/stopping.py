"""How a long run ends when it is asked to: SIGTERM, SIGHUP or SIGINT, whichever of its processes
the signal reaches, and nothing of it left running.

:func:`on_signals` hands those signals to a function while a run lasts (``warkit simulate`` and its
worker processes, ``warkit guide --watch``, the game); a signal the process was started with
ignored stays ignored (``nohup`` ignores SIGHUP, a shell without job control SIGINT for a
background job). :func:`end_with_parent` makes a worker process end with the process that
started it even when that one is killed outright: SIGKILL cannot be handled, so no handler could
tell the workers.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

STOPPING = ("SIGTERM", "SIGHUP", "SIGINT")
"""The signals that end a run cleanly, by name (Windows has no SIGHUP)."""
HANDLED_WITHIN = 0.25
"""Seconds a main thread waits on a lock at most before it looks again. CPython runs a signal's
handler in the main thread, between its own steps: a signal that comes just before a lock wait
begins (while another thread holds the interpreter) does not end that wait, so an unbounded wait
could miss it for as long as it lasts (``guide --watch``: until the next save)."""
PR_SET_PDEATHSIG = 1
"""Linux's prctl option: the signal this process gets when its parent ends."""


def stopping_signals() -> list[int]:
    """The numbers of :data:`STOPPING` this platform has and this process does not ignore."""
    numbers = [getattr(signal, name) for name in STOPPING if hasattr(signal, name)]
    return [number for number in numbers if signal.getsignal(number) is not signal.SIG_IGN]


def handle(handler: Callable[[int], None]) -> dict[int, Any]:
    """Call ``handler(number)`` on each of :func:`stopping_signals`, from the main thread; returns
    the handlers this replaced. Only the main thread may do this."""

    def call(number: int, _frame: FrameType | None) -> None:
        handler(number)

    return {number: signal.signal(number, call) for number in stopping_signals()}


@contextmanager
def on_signals(handler: Callable[[int], None]) -> Iterator[None]:
    """:func:`handle` for the ``with`` block, then the handlers before it again. Outside the
    main thread (where Python allows no handler) nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = handle(handler)
    try:
        yield
    finally:
        for number, before in previous.items():
            signal.signal(number, signal.SIG_DFL if before is None else before)


def end_with_parent(parent: int) -> None:
    """On Linux, have the kernel kill this process when its parent ends, however it ends
    (``PR_SET_PDEATHSIG``); elsewhere nothing is done.

    ``parent`` is the parent's process id, as the parent gave it: when the parent ended before
    the request was made, no signal will come, so this process ends here.
    """
    if not sys.platform.startswith("linux"):
        return
    import ctypes

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        failed = libc.prctl(ctypes.c_int(PR_SET_PDEATHSIG), ctypes.c_ulong(signal.SIGKILL), ctypes.c_ulong(0), ctypes.c_ulong(0), ctypes.c_ulong(0))
    except (OSError, AttributeError):  # no C library to ask: the workers end as before
        return
    if not failed and os.getppid() != parent:
        os._exit(128 + signal.SIGKILL)
