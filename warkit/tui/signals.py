"""The signals the game answers on a real terminal: it stops cleanly, and never hangs on the way.

SIGTERM, SIGHUP and SIGINT end the game as Quit does (the app saves the round first). A closing
terminal (a window shut, ``tmux kill-server``) sends SIGHUP and then SIGCONT. Textual re-enters
the terminal's application mode on every SIGCONT, whether or not the game was suspended: on a
terminal that is already gone that starts a second output thread, and the game then waits for
it for ever while it shuts down, an orphan process with no terminal. So SIGCONT resumes the
screen only after a SIGTSTP suspended it, and never once the game is closing.
"""

from __future__ import annotations

import asyncio
import signal
import threading
from collections.abc import Callable
from types import FrameType
from typing import Any

from ..engine.stopping import STOPPING


def stop_on_signals(stop: Callable[[], None]) -> None:
    """Call ``stop`` in the event loop on SIGTERM, SIGHUP or SIGINT (where the platform has them)."""
    loop = asyncio.get_running_loop()
    for name in STOPPING:
        number = getattr(signal, name, None)
        if number is None:
            continue  # Windows has no SIGHUP
        try:
            loop.add_signal_handler(number, stop)
        except (NotImplementedError, RuntimeError, ValueError):
            return  # no signal handlers on this platform's loop: Textual's own stay


def resume_only_after_a_suspend(closing: threading.Event) -> None:
    """Wrap the terminal driver's SIGTSTP and SIGCONT handlers (installed by Textual as the app
    starts) so that SIGCONT resumes the screen only when a SIGTSTP suspended it, and not at all
    once ``closing`` is set."""
    if not hasattr(signal, "SIGCONT"):
        return  # Windows: no job control
    on_suspend = signal.getsignal(signal.SIGTSTP)
    on_continue = signal.getsignal(signal.SIGCONT)
    if not callable(on_suspend) or not callable(on_continue):
        return  # not Textual's handlers: nothing of ours to guard
    suspended = threading.Event()

    def suspend(number: int, frame: FrameType | None) -> Any:
        suspended.set()
        return on_suspend(number, frame)

    def resume(number: int, frame: FrameType | None) -> Any:
        if suspended.is_set() and not closing.is_set():
            suspended.clear()
            return on_continue(number, frame)
        return None

    signal.signal(signal.SIGTSTP, suspend)
    signal.signal(signal.SIGCONT, resume)
