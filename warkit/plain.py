"""The plain line mode: the game as one translated sentence a line, for screen readers and pipes.

No full-screen UI, no colour, no cursor movement: ``warkit play --plain`` reads a key and a line
break at a time and answers in whole sentences, so a screen reader, ``TERM=dumb``, a pipe or a
log file gets exactly what a player of the TUI reads in its status box. It plays through the
same :class:`~warkit.session.Session` as the TUI, with the same controls per phase
(:mod:`warkit.controls`), the player's saved settings and record, and the same saved round: a
game left in either picks up in the next one started (``--auto`` plays a game of its own). New
game and Replay ask first while a game is under way, as the TUI does.
"""

from __future__ import annotations

import shutil
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from .controls import CONTROLS, LEAVE, LEAVING, STAY, Does, does, offered, phase_label, typed_key
from .engine import GameOver, Rules, random_deal
from .engine.game import MAX_DEAL
from .i18n import Translator
from .i18n.bidi import LOGICAL, for_display
from .narration import Narrator
from .narration.chapters import Chapters, battle_heading
from .narration.rule_words import rules_line
from .session import Session, Step
from .storage import Found, Settings, Statistics, data_dir, folders, load_saves
from .storage.save_words import (
    cannot_save,
    problem_line,
    resumed,
    saved_game_kept,
    saved_on_quit,
    system_reason,
    unkept_line,
)

if TYPE_CHECKING:
    from .i18n.sources import Source
    from .i18n.translator_mode import TranslatorMode

SOURCES_COMMAND = "?src"
"""Translator mode: where each sentence just shown comes from."""
TYPED = {item.typed: item.action for item in CONTROLS if item.typed is not None}
"""What the plain mode reads (a line) for each control it has."""
PACE_SECONDS = {"calm": 0.9, "quick": 0.15}
"""``--auto --pace``: the TUI's auto-play paces, one step at a time."""

__all__ = ["MAX_DEAL", "PlainGame", "plain_game", "random_deal", "run_plain"]


@dataclass
class PlainGame:
    """One session of the plain mode: games of War read from ``keys`` and told to ``out``."""

    t: Translator
    session: Session
    out: TextIO
    bidi: str = LOGICAL
    """``visual``: right-to-left lines are wrapped to ``width`` and reordered (warkit.i18n.bidi)."""
    width: int = 80
    pace: float | None = None
    """Seconds between steps of ``--auto``; None plays as fast as the output goes."""
    sleep: Callable[[float], None] = time.sleep
    translating: TranslatorMode | None = None
    """Translator mode (``--translate``): lookups recorded, ``?src`` answers, saves re-read."""
    narrator: Narrator = field(init=False)
    just_said: list[str] = field(init=False, default_factory=list)
    """The sentences of the last answer, for ``?src``."""
    asking: str | None = field(init=False, default=None)
    """The control waiting for the answer to "leave this game?" (New game or Replay), if any."""

    def __post_init__(self) -> None:
        self.narrator = Narrator(self.t, self.session.rules)
        self._lock = threading.Lock()
        self._answered = True
        self._told_unsaved = False
        session = self.session
        self._say([rules_line(self.t, session.rules)])
        if session.last.kind == "resume":  # the saved game: where it stands, as the TUI's table shows it
            self._say([resumed(self.t, session.deal, session.game.battles)])
        self._say(self.narrator.narrate(session.last.events))
        if session.last.kind == "resume" and not session.over:
            self._say([self.narrator.counts_line(session.game.counts)])

    # -- the two ways to play --------------------------------------------------------------

    def run_auto(self) -> int:
        """Narrate a whole game without input (``--auto``)."""
        session = self.session
        if self.pace is None:
            self._say(self.narrator.narrate(session.finish().events))
        while not session.over:
            self.sleep(self.pace or 0.0)
            self._say(self.narrator.narrate(session.turn().events))
        self._say(self.narrator.statistics(session.game.stats))
        self._tell_unkept()
        return 0

    def run(self, keys: Iterable[str]) -> int:
        """Answer each line of ``keys`` until ``q`` or the end of the input.

        The round is saved at the start (a new one), after every key that plays (by the session)
        and at the end, so the next start picks it up.
        """
        self._save()
        self._say([self._keys_help()])
        if self.translating is not None:
            self._say([sources_hint(self.t)])
        self._say([self._prompt()])
        for line in keys:
            key = typed_key(line)
            if self.asking is None and TYPED.get(key) == "quit":
                break
            if self.translating is not None and key == SOURCES_COMMAND:
                self._tell_sources()
                continue
            self._answered = True
            if self.asking is not None:
                self.answer(key)
            elif self.press(key):
                self._say([self._prompt()])
        if self._save() and self.session.saved_at is not None:
            self._say([saved_on_quit(self.t, self.session.saved_at)])
        # Translators: the last line of the plain mode, when the player quits.
        self._say([self.t.gettext("Goodbye.")])
        return 0

    def press(self, key: str) -> bool:
        """Do what one key does now and tell what happened. False if the key was not understood
        or asks a question first (either way the next line says what to type)."""
        action = TYPED.get(key)
        if action is None:
            # Translators: the plain mode did not understand what was typed; {key} is what was typed.
            self._say([self.t.gettext("“{key}” is not a key of the game.", key=key[:20])])
            self._say([self._keys_help()])
            return False
        session = self.session
        if action == "log":
            self._say(self._log())
            return True
        if does(action, session.phase) is Does.RESULT:
            self._say(self._result())
            return True
        if action in LEAVING and session.asks_before_leaving:
            self.asking = action
            self._say([leave_question(self.t, LEAVE.typed or "", STAY.typed or "")])
            return False
        self._play(action)
        return True

    def answer(self, key: str) -> None:
        """The answer to "leave this game?": ``y`` leaves it and deals again; anything else keeps
        playing. Then the keys that make sense now, as after any key."""
        action, self.asking = self.asking, None
        if action is not None and key == LEAVE.typed:
            self._play(action)
        self._say([self._prompt()])

    def _play(self, action: str) -> None:
        step = self.session.press(action)
        if step is not None:
            self._tell_step(step)
            self._tell_unkept()

    def _save(self) -> bool:
        """Save the round now (nothing under ``--auto`` or while another game holds it); a disk
        that refuses is told, once, the game goes on, and False is returned."""
        try:
            self.session.save()
        except OSError as error:
            self.session.unsaved = error
        saved = self.session.unsaved is None
        self._tell_unkept()
        return saved

    def _tell_step(self, step: Step) -> None:
        """What a playing control did, then the counts, or the figures once the game is over."""
        session = self.session
        finish = next(item.typed for item in CONTROLS if item.action == "finish") or ""
        self._say(self.narrator.press(step.kind, step.events, step.carried, finish_key=finish))
        if step.kind in ("deal", "replay"):
            return
        if any(isinstance(event, GameOver) for event in step.events):
            self._say(self.narrator.statistics(session.game.stats))
        elif not session.over:
            self._say([self.narrator.counts_line(session.game.counts)])

    def _tell_unkept(self) -> None:
        """A round the disk would not save (once a run) or a finished game that the record on
        disk could not take (each time): one line on standard error, saying why, and the game
        goes on. The exit status stays 0: the game itself was played."""
        session = self.session
        if session.unsaved is not None:
            error, session.unsaved = session.unsaved, None
            if not self._told_unsaved:
                self._told_unsaved = True
                line = cannot_save(self.t, system_reason(error))
                print(for_display(line, self.bidi, self.width), file=sys.stderr, flush=True)
        if session.unrecorded is not None:
            line = unkept_line(self.t, session.folder, session.unrecorded)
            session.unrecorded = None
            print(for_display(line, self.bidi, self.width), file=sys.stderr, flush=True)

    # -- words -----------------------------------------------------------------------------

    def _log(self) -> Iterator[str]:
        """``l``: the battle log, every battle so far under its number (what the TUI's log
        screen shows): Play 10 and Finish say only their last battle here too."""
        for chapter in Chapters(self.session.game.log):
            if chapter.battle is not None:
                yield battle_heading(self.t, chapter.battle)
            yield from self.narrator.narrate(chapter.events)

    def _result(self) -> list[str]:
        """The finished game's result and figures (what the TUI's summary screen says)."""
        game = self.session.game
        assert game.outcome is not None
        return [self.narrator.outcome_sentence(game.outcome, game.stats), *self.narrator.statistics(game.stats)]

    def _key_name(self, typed: str) -> str:
        if typed:
            return typed
        # Translators: the name of the Enter (Return) key on the keyboard, as in "Enter turns the cards".
        return self.t.pgettext("key name", "Enter")

    def _keys_help(self) -> str:
        keys = {action: self._key_name(typed) for typed, action in TYPED.items()}
        # Translators: the plain mode's list of keys, shown at the start; each {…} is a key ({enter} is
        # the Enter key, {ten} is 10, the others single letters) followed by a key press.
        return self.t.gettext(
            "Type a key and press Enter: {enter} alone turns the cards, {ten} plays ten battles, "
            "{finish} finishes the game, {new} starts a new game, {replay} replays this deal, {quit} quits.",
            enter=keys["turn"],
            ten=keys["ten"],
            finish=keys["finish"],
            new=keys["new"],
            replay=keys["replay"],
            quit=keys["quit"],
        )

    def _prompt(self) -> str:
        """The keys that make sense now, each with what it does now (the TUI footer's labels)."""
        t, phase = self.t, self.session.phase
        items = [
            # Translators: one entry of the plain mode's prompt before each move: {label} is what a
            # key does now (a footer label like "Turn cards"), {key} the key to type (Enter, 10, f…).
            t.pgettext("plain mode prompt", "{label} ({key})", label=phase_label(item, t, phase), key=self._key_name(item.typed))
            for item in offered(phase)
            if item.typed is not None
        ]
        return t.join_choices(items)

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
            formed: set[tuple[str | None, str]] = set()
            for line, source in zip(self.just_said, recorder.sources_of_lines(self.just_said), strict=True):
                text = plain_source_line(self.t, source) if source is not None else not_from_catalog(self.t, line)
                print(for_display(text, self.bidi, self.width), file=self.out, flush=True)
                for form in plural_forms(self.t, source, formed):
                    print(for_display("  " + form, self.bidi, self.width), file=self.out, flush=True)

    def catalog_saved(self, paths: set[Path]) -> None:
        """A save changed the catalog in use (the watcher's thread): read it again, say so with
        the warnings of the entries just edited, and ask for the next key in the new words (the
        lines above stay as printed: this mode is a log)."""
        from .i18n.translator import get_translator, reload
        from .i18n.translator_mode import reread_notice

        assert self.translating is not None
        reload()
        t = get_translator(self.t.language)
        reread = self.translating.reread(t, paths)
        self.translating.attach(t)
        with self._lock:
            self.t = t
            self.narrator = Narrator(t, self.session.rules)
        with self.translating.recorder.paused():
            notice = reread_notice(t, reread)
        with self._lock:
            for line in notice.splitlines():
                print(for_display(line, self.bidi, self.width), file=self.out, flush=True)
        self._say([self._prompt()])  # the prompt says what each key does now, game over or not


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


def plural_forms(t: Translator, source: Source | None, formed: set[tuple[str | None, str]]) -> list[str]:
    """``?src``: under a line, each form of the plural messages in it (the line's own and its
    pieces') for the numbers that take it, once for each message (``formed``: those shown)."""
    from .i18n.sources import form_lines

    lines: list[str] = []
    for _depth, part in source.walk() if source is not None else ():
        key = (part.lookup.context, part.lookup.msgid)
        if part.lookup.plural is not None and key not in formed:
            formed.add(key)
            lines += form_lines(part.lookup, t, t.plural_rule)
    return lines


def not_from_catalog(t: Translator, line: str) -> str:
    # Translators: translator mode's ?src, for a line that no catalog entry made as a whole; {line} is that line.
    return t.pgettext("source list", "“{line}”: not one message of the catalog", line=line)


def leave_question(t: Translator, yes: str, no: str) -> str:
    # Translators: the plain mode, after New game or Replay while a game is under way, on the line
    # where the keys are listed; {yes} and {no} are the letters to type (y and n).
    return t.gettext(
        "This game is not over yet: leave it and deal again? Type {yes} to leave it, {no} to keep playing.",
        yes=yes,
        no=no,
    )


def sources_hint(t: Translator) -> str:
    # Translators: the plain mode in translator mode, at the start; {command} is ?src, typed as it is.
    return t.gettext("Translator mode: type {command} to see which catalog entry made each line just shown.", command=SOURCES_COMMAND)


def plain_game(
    t: Translator,
    rules: Rules,
    deal: int,
    out: TextIO,
    *,
    folder: Path | None = None,
    new_deal: Callable[[], int] = random_deal,
    **options: object,
) -> PlainGame:
    """A plain-mode game of ``rules`` and ``deal`` told to ``out`` (the record kept in ``folder``)."""
    folder = folder if folder is not None else data_dir()
    session = Session(folder, Settings(rules=rules), Statistics(), deal=deal, new_deal=new_deal, keeps_round=False)
    return PlainGame(t, session, out, **options)  # type: ignore[arg-type]


def run_plain(
    t: Translator,
    rules: Rules | None,
    deal: int | None,
    *,
    auto: bool,
    keys: TextIO | None = None,
    bidi: str = LOGICAL,
    pace: str | None = None,
    folder: Path | None = None,
    config: Path | None = None,
    translate: bool = False,
) -> int:
    """``warkit play --plain`` (or ``--auto``) on standard input and output.

    ``rules`` given on the command line play this game; None plays the saved rules. ``folder`` and
    ``config`` are the data and config folders (:func:`warkit.storage.folders`).
    """
    out = sys.stdout  # text it cannot hold is written in ASCII forms: see warkit.safe.streams
    for warning in t.warnings:
        print(warning, file=sys.stderr)
    folder, config = folders(folder, config)
    # --auto plays a game of its own: it only peeks at the round, to say a saved game is kept
    found = load_saves(folder, config=config, with_round=not auto, peek_round=auto)
    width = shutil.get_terminal_size().columns
    seconds = PACE_SECONDS[pace] if pace is not None else None
    translating: TranslatorMode | None = None
    try:
        session = _start_session(t, found, (folder, config), rules, deal, auto=auto)
        saved: list[Callable[[set[Path]], None]] = []
        if translate:
            from .i18n.translator_mode import TranslatorMode

            translating = TranslatorMode(lambda paths: saved[0](paths) if saved else None)
            translating.attach(t)
        game = PlainGame(t, session, out, bidi=bidi, width=width, pace=seconds, translating=translating)
        saved.append(game.catalog_saved)
        return game.run_auto() if auto else game.run(keys if keys is not None else sys.stdin)
    finally:
        if translating is not None:
            translating.stop()
        found.release()  # the next game on this folder keeps the round


def _start_session(
    t: Translator, found: Found, places: tuple[Path, Path], rules: Rules | None, deal: int | None, *, auto: bool = False
) -> Session:
    """The plain game's session on what :func:`load_saves` found, each problem said once first:
    the saved round resumes unless the command line names other ``rules`` or another ``deal``;
    a saved game under way is then kept, unsaved over, and one line says how to go back to it."""
    for problem in found.problems:
        print(problem_line(t, problem), file=sys.stderr)
    keeps_saved = found.leaves(rules, deal)
    if keeps_saved:
        print(saved_game_kept(t), file=sys.stderr)
    settings = found.settings.replace(rules=rules) if rules is not None else found.settings
    return Session(
        places[0],
        settings,
        found.statistics,
        saved=None if auto else found.resumable(rules, deal),
        deal=deal,
        keeps_round=found.keeps_round and not keeps_saved,
        keeps_record=not found.newer_record,
        config=places[1],
    )
