"""The signals the game answers on a real terminal: it stops cleanly, and never hangs on the way.

SIGTERM, SIGHUP and SIGINT end the game as Quit does (the app saves the round first). SIGTSTP
(Ctrl+Z) suspends it to the shell and ``fg`` brings it back, redrawn. Textual's driver does both
in its signal handlers and re-enters the terminal's application mode on every SIGCONT: a SIGCONT
that came while it was still suspending (``kill -TSTP`` then ``kill -CONT``) left the screen blank
with no input read, and on a closing terminal (SIGHUP, then SIGCONT) a second output thread that
the game waited for for ever. So the suspension runs in the event loop, one step after another,
and SIGCONT alone does nothing.
"""

from __future__ import annotations

import asyncio
import os
import signal
import threading
from collections.abc import Callable
from typing import Any

from textual.app import App, SuspendNotSupported

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


def suspend_on_sigtstp(app: App[Any], closing: threading.Event) -> None:
    """SIGTSTP (Ctrl+Z, which the game binds to Textual's ``suspend_process``, or ``kill -TSTP``)
    suspends the game to the shell, handled in the event loop rather than in the signal handler:
    Textual's :meth:`~textual.app.App.suspend` gives the terminal back, the process stops
    (SIGSTOP), and when it is continued (``fg``) the same call takes the terminal again and redraws.
    A SIGCONT that comes at any other time (a SIGTSTP quickly followed by SIGCONT, a closing
    terminal's) changes nothing, so the screen is never resumed twice, nor half suspended."""
    if not hasattr(signal, "SIGTSTP"):
        return  # Windows: no job control
    loop = asyncio.get_running_loop()

    def suspend() -> None:
        if closing.is_set():
            return
        try:
            with app.suspend():
                os.kill(os.getpid(), signal.SIGSTOP)  # returns once continued
        except SuspendNotSupported:
            pass

    try:
        loop.add_signal_handler(signal.SIGTSTP, suspend)
        loop.add_signal_handler(signal.SIGCONT, lambda: None)
    except (NotImplementedError, RuntimeError, ValueError):
        return  # no signal handlers on this platform's loop: Textual's own stay
