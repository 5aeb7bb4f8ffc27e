"""The plain line mode: the game as one translated sentence a line, for screen readers and pipes.

No full-screen UI, no colour, no cursor movement: ``warkit play --plain`` reads a key and a line
break at a time and answers in whole sentences, so a screen reader, ``TERM=dumb``, a pipe or a
log file gets exactly what a player of the TUI reads in its status box.
"""

from __future__ import annotations

import shutil
import sys
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from .engine import Game, Rules, random_deal
from .engine.events import CardsTurned, Event
from .i18n import Translator
from .i18n.bidi import LOGICAL, for_display
from .narration import Narrator

if TYPE_CHECKING:
    from .i18n.sources import Source
    from .translating import TranslatorMode

TEN = 10
SOURCES_COMMAND = "?src"
"""Translator mode: where each sentence just shown comes from."""
KEY_TEN, KEY_FINISH, KEY_NEW, KEY_REPLAY, KEY_QUIT = "10", "f", "n", "r", "q"


@dataclass
class PlainGame:
    """One session of the plain mode: games of War read from ``keys`` and told to ``out``."""

    t: Translator
    rules: Rules
    deal: int
    out: TextIO
    new_deal: Callable[[], int] = random_deal
    bidi: str = LOGICAL
    """``visual``: right-to-left lines are wrapped to ``width`` and reordered (warkit.i18n.bidi)."""
    width: int = 80
    translating: TranslatorMode | None = None
    """Translator mode (``--translate``): lookups recorded, ``?src`` answers, saves re-read."""
    narrator: Narrator = field(init=False)
    game: Game = field(init=False)
    just_said: list[str] = field(init=False, default_factory=list)
    """The sentences of the last answer, for ``?src``."""

    def __post_init__(self) -> None:
        self.narrator = Narrator(self.t, self.rules)
        self._lock = threading.Lock()
        self._answered = True
        self.game = self._start(self.deal)

    # -- the two ways to play --------------------------------------------------------------

    def run_auto(self) -> int:
        """Narrate a whole game without input (``--auto``)."""
        self._say(self.narrator.narrate(self.game.play_to_end()))
        self._say(self.narrator.statistics(self.game.stats))
        return 0

    def run(self, keys: Iterable[str]) -> int:
        """Answer each line of ``keys`` until ``q`` or the end of the input."""
        self._say([self._keys_help()])
        if self.translating is not None:
            self._say([sources_hint(self.t)])
        for line in keys:
            key = line.strip().lower()
            if key == KEY_QUIT:
                break
            if self.translating is not None and key == SOURCES_COMMAND:
                self._tell_sources()
                continue
            self._answered = True
            if self.press(key) and self.game.can_step():
                self._say([self._prompt()])
        # Translators: the last line of the plain mode, when the player quits.
        self._say([self.t.gettext("Goodbye.")])
        return 0

    def press(self, key: str) -> bool:
        """Do what one key asks and tell what happened; False if the key was not understood."""
        game = self.game
        if key == "":
            if not game.can_step():
                self._say([self._game_over_hint()])
                return True
            self._say(self.narrator.narrate(game.step()))
        elif key == KEY_TEN:
            if not game.can_step():
                self._say([self._game_over_hint()])
                return True
            events = game.play_battles(TEN)
            self._say(self._last_and_count(events))
        elif key == KEY_FINISH:
            if not game.can_step():
                self._say([self._game_over_hint()])
                return True
            self._say(self._last_and_count(game.play_to_end()))
        elif key == KEY_NEW:
            self.game = self._start(self.new_deal())
            return True
        elif key == KEY_REPLAY:
            self.game = self._start(self.game.deal or self.deal)
            return True
        else:
            # Translators: the plain mode did not understand what was typed; {key} is what was typed.
            self._say([self.t.gettext("“{key}” is not a key of the game.", key=key[:20])])
            self._say([self._keys_help()])
            return False
        if not game.can_step():
            self._say(self._statistics())
        else:
            self._say([self.narrator.counts_line(game.counts)])
        return True

    # -- words -----------------------------------------------------------------------------

    def _start(self, deal: int) -> Game:
        self.deal = deal
        game = Game(self.rules, deal=deal)
        self._say(self.narrator.narrate(game.log))
        return game

    def _last_and_count(self, events: list[Event]) -> list[str]:
        """After several battles: the last thing that happened, then a short count."""
        last_battle = max(
            (i for i, e in enumerate(events) if isinstance(e, CardsTurned)), default=0
        )
        return [
            *self.narrator.narrate(events[last_battle:]),
            *self.narrator.summary_sentences(events),
        ]

    def _statistics(self) -> list[str]:
        return self.narrator.statistics(self.game.stats) + [self._game_over_hint()]

    def _keys(self) -> dict[str, str]:
        # Translators: the name of the Enter (Return) key on the keyboard, as in "Enter turns the cards".
        enter = self.t.pgettext("key name", "Enter")
        return {
            "enter": enter,
            "ten": KEY_TEN,
            "finish": KEY_FINISH,
            "new": KEY_NEW,
            "replay": KEY_REPLAY,
            "quit": KEY_QUIT,
        }

    def _keys_help(self) -> str:
        # Translators: the plain mode's list of keys, shown at the start; each {…} is a key ({enter} is
        # the Enter key, {ten} is 10, the others single letters) followed by a key press.
        return self.t.gettext(
            "Type a key and press Enter: {enter} alone turns the cards, {ten} plays ten battles, "
            "{finish} finishes the game, {new} starts a new game, {replay} replays this deal, {quit} quits.",
            **self._keys(),
        )

    def _prompt(self) -> str:
        # Translators: the plain mode's prompt before each move; each {…} is a key ({enter} is the Enter
        # key, {ten} is 10, the others single letters).
        return self.t.gettext(
            "{enter}: turn cards, {ten}: ten battles, {finish}: finish, {new}: new game, "
            "{replay}: replay, {quit}: quit.",
            **self._keys(),
        )

    def _game_over_hint(self) -> str:
        # Translators: the plain mode's prompt once the game is over; each {…} is a single-letter key.
        return self.t.gettext(
            "The game is over: {new} starts a new game, {replay} replays this deal, {quit} quits.",
            **self._keys(),
        )

    def _say(self, lines: Iterable[str]) -> None:
        with self._lock:
            if self._answered:  # the first lines of a new answer: ?src speaks of these
                self._answered = False
                self.just_said = []
            for line in lines:
                if line:
                    self.just_said.append(line)
                    print(for_display(line, self.bidi, self.width), file=self.out, flush=True)

    # -- translator mode -------------------------------------------------------------------

    def _tell_sources(self) -> None:
        """``?src``: one line per sentence just shown, naming the entry that made it."""
        assert self.translating is not None
        recorder = self.translating.recorder
        with recorder.paused(), self._lock:
            for line, source in zip(self.just_said, recorder.sources_of_lines(self.just_said), strict=True):
                text = plain_source_line(self.t, source) if source is not None else not_from_catalog(self.t, line)
                print(for_display(text, self.bidi, self.width), file=self.out, flush=True)

    def catalog_saved(self, paths: set[Path]) -> None:
        """A save changed the catalog in use (the watcher's thread): read it again, say so with
        the warnings of the entries just edited, and ask for the next key in the new words (the
        lines above stay as printed: this mode is a log)."""
        from .i18n.translator import get_translator, reload
        from .translating import reread_notice

        assert self.translating is not None
        reload()
        t = get_translator(self.t.language)
        reread = self.translating.reread(t, paths)
        self.translating.attach(t)
        with self._lock:
            self.t = t
            self.narrator = Narrator(t, self.rules)
        with self.translating.recorder.paused():
            notice = reread_notice(t, reread)
        with self._lock:
            for line in notice.splitlines():
                print(for_display(line, self.bidi, self.width), file=self.out, flush=True)
        self._say([self._prompt() if self.game.can_step() else self._game_over_hint()])


def plain_source_line(t: Translator, source: Source) -> str:
    """``?src``: a sentence's entry, with the entries of the pieces inside it on the same line."""
    from .i18n.sources import source_line

    line = source_line(source, t)
    pieces = [piece for _depth, piece in source.walk()][1:]
    if not pieces:
        return line
    # Translators: translator mode's ?src in the plain mode: {source} describes a sentence's catalog
    # entry, {pieces} lists the entries of the words filled into it (a rank, a seat).
    return t.pgettext("source list", "{source}; inside it: {pieces}", source=line, pieces=t.join_choices(source_line(piece, t) for piece in pieces))


def not_from_catalog(t: Translator, line: str) -> str:
    # Translators: translator mode's ?src, for a line that no catalog entry made as a whole; {line} is that line.
    return t.pgettext("source list", "“{line}”: not one message of the catalog", line=line)


def sources_hint(t: Translator) -> str:
    # Translators: the plain mode in translator mode, at the start; {command} is ?src, typed as it is.
    return t.gettext("Translator mode: type {command} to see which catalog entry made each line just shown.", command=SOURCES_COMMAND)


def run_plain(
    t: Translator,
    rules: Rules,
    deal: int,
    *,
    auto: bool,
    keys: TextIO | None = None,
    bidi: str = LOGICAL,
    translate: bool = False,
) -> int:
    """``warkit play --plain`` (or ``--auto``) on standard input and output."""
    out = sys.stdout
    if hasattr(out, "reconfigure"):
        out.reconfigure(errors="replace")  # a non-UTF-8 terminal shows "?" rather than crashing
    for warning in t.warnings:
        print(warning, file=sys.stderr)
    width = shutil.get_terminal_size().columns
    if not translate:
        session = PlainGame(t, rules, deal, out, bidi=bidi, width=width)
        return session.run_auto() if auto else session.run(keys if keys is not None else sys.stdin)
    from .translating import TranslatorMode

    saved: list[Callable[[set[Path]], None]] = []
    translating = TranslatorMode(lambda paths: saved[0](paths) if saved else None)
    translating.attach(t)
    try:
        session = PlainGame(t, rules, deal, out, bidi=bidi, width=width, translating=translating)
        saved.append(session.catalog_saved)
        return session.run_auto() if auto else session.run(keys if keys is not None else sys.stdin)
    finally:
        translating.stop()
