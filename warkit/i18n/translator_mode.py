"""Translator mode (``warkit play --translate``), shared by the TUI and the plain mode.

It watches the catalog of the language in use (in the overlay ``$WARKIT_LOCALE_DIR`` when that
has it), tells its owner when a save changed it, works out which entries the save touched (so
only their warnings are shown), and keeps the record of lookups that answers "where does this
come from?" (:mod:`warkit.i18n.sources`). Nothing imports this module unless translator mode is on.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..safe.text import visible
from . import Translator
from .catalog import display_path
from .languages import SOURCE, catalog_path
from .problems import listed
from .sources import Recorder
from .watch import Watcher


@dataclass(frozen=True, slots=True)
class Reread:
    """What one save changed: the files, how many entries, and the warnings of those entries."""

    files: tuple[str, ...]
    entries: int
    warnings: tuple[str, ...]
    gone: tuple[str, ...] = ()
    """The files the words were read from until now and no longer are (an overlay's ``.po``
    deleted, or replaced by a folder or a FIFO: the shipped one is read instead)."""


def catalog_files(language: str) -> list[Path]:
    """The files whose edits change the words of ``language`` (none for English)."""
    return [] if language == SOURCE else [catalog_path(language)]


def entry_blocks(text: str) -> dict[str, range]:
    """Each entry of a ``.po`` text → the lines it spans. Entries are told by what they say
    (flags, context, msgid, msgstr), not by how they are wrapped or commented, so an editor
    that wraps lines its own way changes only the entries it really changed."""
    blocks: dict[str, range] = {}
    lines = text.splitlines()
    start = 0
    for number, line in enumerate([*lines, ""], 1):
        if line.strip() and not start:
            start = number
        elif not line.strip() and start:
            blocks.setdefault(_content(lines[start - 1 : number - 1]), range(start, number))
            start = 0
    return blocks


def _content(lines: list[str]) -> str:
    kept = [line.strip() for line in lines if not line.startswith(("#.", "#:", "# ", "#|")) and line != "#"]
    return re.sub(r'"\n"', "", "\n".join(kept))  # "a" + newline + "b" continues one string


class TranslatorMode:
    """Watches the language in use and records lookups; ``saved(reread)`` is called from the
    watcher's thread after a save changed the catalog (the caller moves it to its own thread)."""

    def __init__(self, saved: Callable[[set[Path]], None]) -> None:
        self.recorder = Recorder()
        self._saved = saved
        self._watcher: Watcher | None = None
        self._language = SOURCE
        self._texts: dict[Path, str] = {}

    def attach(self, t: Translator) -> Translator:
        """Record ``t``'s lookups, and watch its language's catalog (if that changed)."""
        t.recorder = self.recorder
        if t.language != self._language or self._watcher is None:
            self._language = t.language
            self.stop()
            self._texts = {path: _read(path) for path in catalog_files(t.language)}
            self._watcher = Watcher(lambda: catalog_files(self._language), self._saved).start()
        return t

    @property
    def kind(self) -> str:
        """How changes are noticed: ``watchfiles`` or ``polling``."""
        return self._watcher.kind if self._watcher is not None else "polling"

    def reread(self, t: Translator, paths: set[Path]) -> Reread:
        """After ``t`` was made from the saved files: the entries the save touched, and the
        warnings (translated by ``t``) that fall on them."""
        self.recorder.clear()
        read_now = catalog_files(t.language)
        gone = [path for path in self._texts if path not in read_now]
        previous = "".join(self._texts.pop(path) for path in gone)  # the words read until now
        edited: dict[str, set[int]] = {}
        for path in read_now:
            if path in self._texts and path not in paths:
                continue
            # a file read instead of another is compared with what that one said: a copy is no change
            before, after = self._texts.get(path, previous), _read(path)
            self._texts[path] = after
            old = entry_blocks(before)
            lines = edited.setdefault(display_path(path), set())
            for block, span in entry_blocks(after).items():
                if block not in old:
                    lines.update(span)
        with self.recorder.paused():  # the notice's own words are not on the screen behind it
            touched = [problem for problem in t.problems if problem.refused and problem.line in edited.get(problem.path, set())]
            warnings = tuple(listed(touched, t))
        entries = sum(len(_starts(lines)) for lines in edited.values())
        return Reread(tuple(sorted(edited)), entries, warnings, tuple(display_path(path) for path in gone))

    def stop(self) -> None:
        """Stop watching (on quit, or before watching another language)."""
        if self._watcher is not None:
            self._watcher.stop()
            self._watcher = None


def _starts(lines: set[int]) -> list[int]:
    """The first line of each run of consecutive lines (one per edited entry)."""
    return [line for line in sorted(lines) if line - 1 not in lines]


def _read(path: Path) -> str:
    """The catalog's text as saved (through the one reader of untrusted files; "" if unusable)."""
    from ..safe.untrusted import UntrustedFileError, read_bytes
    from .catalog import MAX_FILE_BYTES

    try:
        return read_bytes(path, MAX_FILE_BYTES).decode("utf-8", errors="replace")
    except UntrustedFileError:
        return ""


def reread_notice(t: Translator, reread: Reread) -> str:
    """One notice for a save: which file was read again, how many entries changed, their warnings."""
    # Translators: translator mode, after a catalog was saved; {file} is the file's path (or several,
    # listed), {count} how many entries differ from before. The warnings for them follow on new lines.
    files = t.join_choices(visible(file) for file in reread.files)  # the overlay's path is the user's
    head = t.ngettext("{file} read again: {count} entry changed.", "{file} read again: {count} entries changed.", reread.entries, file=files, count=reread.entries)
    return "\n".join((*(no_longer_read(t, visible(path), files) for path in reread.gone), head, *reread.warnings))


def no_longer_read(t: Translator, path: str, instead: str) -> str:
    """The line for a catalog file no longer read (deleted, or replaced by a folder or a FIFO), and
    the one read instead (the shipped catalog, or an overlay's that came back)."""
    # Translators: translator mode and `warkit guide --watch`, when the catalog file in use was
    # deleted or replaced by something that is not a file (or a file came back in front of it):
    # {path} is that file, {instead} the file the language's words are read from now.
    return t.gettext("{path} is no longer read: the words now come from {instead}.", path=path, instead=instead)
