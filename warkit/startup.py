"""Start-up with the cycle collector paused.

Starting the terminal game makes tens of thousands of long-lived objects (Textual's modules,
styles, widgets) and no garbage cycles worth chasing, yet Python's collector scans that growing
heap again and again before the first frame: about a hundred collections, 15 ms of a quarter
second in English and 55 ms in Malay on a small machine. So ``warkit`` pauses the collector at
launch and, once the first frame is up (``WarApp.on_ready``, or a command other than the game
begins), freezes what exists, so later collections skip it, and turns the collector back on.
"""

from __future__ import annotations

import gc

_paused = False


def pause_collector() -> None:
    """Launch: no cycle collection until :func:`resume_collector`."""
    global _paused
    if gc.isenabled():
        gc.disable()
        _paused = True


def resume_collector() -> None:
    """Start-up is over: keep the start-up heap out of future collections, and collect again.

    Does nothing unless :func:`pause_collector` paused it, so code that turned the collector off
    for its own reasons keeps it off.
    """
    global _paused
    if _paused:
        _paused = False
        gc.freeze()
        gc.enable()
