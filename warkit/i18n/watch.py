"""Watching files for a translator's saves: ``watchfiles`` when installed, else polling.

Editors save by writing a new file and renaming it over the old one, so a watch on the file
itself would go deaf after the first save; this watches the *folders* and compares each watched
file's stamp (inode, size, modification time), so a file that is replaced, removed or comes back
is one more change. Changes are reported from a background thread, a short moment after the last
write (an editor may write in several steps). ``watchfiles`` (``pip install warkit[translate]``)
wakes on the system's file events; without it the stamps are polled every tenth of a second.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterable
from pathlib import Path

POLL_SECONDS = 0.1
SETTLE_SECONDS = 0.05
"""Quiet time after a change before it is reported, so a save in several writes is one change."""

Stamp = tuple[int, int, int] | None


def stamp(path: Path) -> Stamp:
    """What changes when a file is written or replaced; None while it does not exist."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_ino, info.st_size, info.st_mtime_ns)


def files_under(folder: Path, suffixes: tuple[str, ...]) -> list[Path]:
    """Every file in ``folder`` (and below) whose name ends with one of ``suffixes``."""
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.rglob("*") if path.name.endswith(suffixes) and path.is_file())


class Watcher:
    """Calls ``changed(paths)`` from a thread whenever some of ``files()`` change.

    ``files`` is asked again after each change, so a file that appears in a watched folder
    (``folders``) joins in. :meth:`stop` ends the thread at once.
    """

    def __init__(
        self, files: Callable[[], Iterable[Path]], changed: Callable[[set[Path]], None], *,
        folders: Callable[[], Iterable[Path]] | None = None, use_watchfiles: bool | None = None,
    ) -> None:
        self._files = files
        self._folders = folders or (lambda: {path.parent for path in self._files()})
        self._changed = changed
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._stamps = self._read_stamps()
        self.kind = "polling"
        """``watchfiles`` or ``polling``: how changes are noticed."""
        if use_watchfiles is not False:
            try:
                import watchfiles  # noqa: F401

                self.kind = "watchfiles"
            except ImportError:
                if use_watchfiles:
                    raise

    def _read_stamps(self) -> dict[Path, Stamp]:
        return {path: stamp(path) for path in self._files()}

    def start(self) -> Watcher:
        self._thread = threading.Thread(target=self._run, name="warkit-watch", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop watching; returns once the thread has ended (or after a second at most)."""
        self._stop.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=1.0)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _run(self) -> None:
        if self.kind == "watchfiles":
            try:
                self._run_watchfiles()
            except Exception:  # a folder that vanished, a system limit: polling still works
                self.kind = "polling"
        while not self._stop.wait(POLL_SECONDS):
            self._check()

    def _run_watchfiles(self) -> None:
        import watchfiles

        while not self._stop.is_set():
            folders = [str(folder) for folder in self._folders() if folder.is_dir()]
            if not folders:
                return
            settle_ms = int(SETTLE_SECONDS * 1000)
            for _changes in watchfiles.watch(*folders, stop_event=self._stop, debounce=settle_ms, step=settle_ms // 2, rust_timeout=200, yield_on_timeout=True, recursive=True):
                # watchfiles yields once the folder has been quiet for a step: no further wait
                if self._check(settle=0.0) or any(not Path(folder).is_dir() for folder in folders):
                    break  # a new file or folder may need watching: look at the folders again

    def _check(self, settle: float = SETTLE_SECONDS) -> bool:
        """Report the files whose stamp changed since last time; True if some did."""
        now = self._read_stamps()
        changed = {path for path in set(now) | set(self._stamps) if now.get(path) != self._stamps.get(path)}
        if not changed:
            return False
        if settle:
            self._stop.wait(settle)  # let a save in several writes finish
            now = self._read_stamps()
        self._stamps = now
        if not self._stop.is_set():
            self._changed(changed)
        return True
