"""The plain line mode: the game as one translated sentence a line, for screen readers and pipes.

No full-screen UI, no colour, no cursor movement: ``warkit play --plain`` reads a key and a line
break at a time and answers in whole sentences, so a screen reader, ``TERM=dumb``, a pipe or a
log file gets exactly what a player of the TUI reads in its status box. It plays through the
same :class:`~warkit.session.Session` as the TUI, with the same controls per phase
(:mod:`warkit.controls`), the player's saved settings and record, and the same saved round: a
game left in either picks up in the next one started (``--auto`` plays a game of its own). New
game and Replay ask first while a game is under way, as the TUI does. The card counts are said on
``w``, or after every battle as the settings choose; ``--auto`` says them at each war and every
50 battles.
"""

from __future__ import annotations

import queue
import shutil
import sys
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from ..choices import (
    CUSTOM,
    Options,
    apply_choice,
    current_value,
    fields,
    questions,
    settings_note,
    settings_title,
)
from ..controls import (
    CONTROLS,
    COUNTS_EVERY,
    KEYS,
    LEAVE,
    LEAVING,
    PACE_SECONDS,
    PLAIN_CONTROLS,
    STAY,
    Does,
    TablePhase,
    control,
    control_label,
    does,
    phase_label,
    short_prompt,
    typed_key,
    typed_keys,
)
from ..engine import GameOver, Phase, Rules, WarDeclared, random_deal
from ..engine.game import MAX_DEAL, read_number
from ..engine.rules import variant_of
from ..guide.tables import name_and_value
from ..i18n import Translator
from ..i18n.bidi import LOGICAL, for_display, wrap
from ..i18n.cells import clusters
from ..narration import Narrator
from ..narration.chapters import Chapters, battle_heading
from ..narration.rule_words import rules_line
from ..safe.text import visible
from ..session import Session, Step
from ..storage import Found, Settings, Statistics, data_dir, folders, load_saves
from ..storage.save_words import (
    cannot_save,
    problem_line,
    resumed,
    saved_game_kept,
    saved_on_quit,
    system_reason,
    unkept_line,
)
from . import spoken

if TYPE_CHECKING:
    from ..i18n.sources import Source
    from ..i18n.translator_mode import TranslatorMode

SOURCES_COMMAND = "?src"
"""Translator mode: where each sentence just shown comes from."""
KEYS_AGAIN = KEYS.typed or "k"
"""The plain mode's own key: the whole list of keys again (``?`` is translator mode's)."""
BACK_KEY = "b"
"""In Help's section being read: back to the list of sections."""


QUOTED = 20
"""The most of a typed line an answer quotes back (in grapheme clusters, so "कि" is never halved)."""


def first_clusters(text: str, count: int = QUOTED) -> str:
    """The start of ``text``: its first ``count`` grapheme clusters (a control character is one)."""
    return "".join(clusters(text)[:count])


TYPED = {typed: item.action for item in PLAIN_CONTROLS for typed in typed_keys(item)}
"""What the plain mode reads (a line) for each control: every control of the table, and its own two."""

__all__ = ["MAX_DEAL", "PlainGame", "plain_game", "random_deal", "run_plain", "typed_keys"]


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
    asking: Callable[[], None] | None = field(init=False, default=None)
    """What waits for the answer to "leave this game?" (New game, Replay, a deal, new rules)."""
    reading: Callable[[str], None] | None = field(init=False, default=None)
    """Where the next line goes when it is not a key of the table: a numbered list, a number asked."""
    wraps: bool = False
    """Lines are wrapped to ``width`` between words (on a terminal); else each is one line."""

    def __post_init__(self) -> None:
        self.narrator = Narrator(self.t, self.session.rules)
        self._lock = threading.Lock()
        self._answered = True
        self._told_unsaved = False
        self._lines = _Lines(())
        self._guide: tuple[tuple[str, Rules], list[spoken.Section]] | None = None
        self._base = variant_of(self.session.rules).preset  # a short game turns off to this preset's rules
        session = self.session
        self._say([rules_line(self.t, session.rules)])
        if session.last.kind == "resume":  # the saved game: where it stands, as the TUI's table shows it
            self._say([resumed(self.t, session.deal, session.game.battles)])
        self._say(self.narrator.narrate(session.last.events))
        if session.last.kind == "resume" and not session.over:
            self._say([self.narrator.counts_line(session.game.counts)])

    # -- the two ways to play --------------------------------------------------------------

    def run_auto(self) -> int:
        """Narrate a whole game without input (``--auto``), with the card counts at each war and
        every :data:`COUNTS_EVERY` battles (after every battle if the settings say so)."""
        session = self.session
        while not session.over:
            if self.pace is not None:
                self.sleep(self.pace)
            self._say(self.narrator.narrate(session.turn().events))
            if self._counts_due("turn", auto=True):
                self._say([self.narrator.counts_line(session.game.counts)])
        self._say(self.narrator.statistics(session.game.stats))
        self._tell_unkept()
        return 0

    def run(self, keys: Iterable[str]) -> int:
        """Answer each line of ``keys`` until ``q`` or the end of the input.

        The round is saved at the start (a new one), after every key that plays (by the session)
        and at the end, so the next start picks it up. The whole list of keys is said once here
        and again on ``k``; after each answer, only the short prompt (or nothing, as the settings
        choose).
        """
        self._save()
        self._say([self._keys_help()])
        if self.translating is not None:
            self._say([sources_hint(self.t)])
        self._say([self._prompt()])
        self._lines = _Lines(keys)
        while (line := self._lines.next()) is not None:
            key = typed_key(line)
            if self.reading is None and self.asking is None and TYPED.get(key) == "quit":
                break
            if self.translating is not None and key == SOURCES_COMMAND:
                self._tell_sources()
                continue
            self._answered = True
            if self.asking is not None:
                self.answer(key)
            elif self.reading is not None:
                self.reading(key)
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
        word, _, rest = key.partition(" ")
        action = TYPED.get(key) or (TYPED.get(word) if rest else None)
        if action is None:
            # Translators: the plain mode did not understand what was typed; {key} is what was typed.
            self._say([self.t.gettext("“{key}” is not a key of the game.", key=visible(first_clusters(key)))])
            # Translators: the plain mode, after a key it did not understand; {key} is the key (k)
            # that says the whole list of keys again.
            self._say([self.t.gettext("Type {key} for the list of keys.", key=KEYS_AGAIN)])
            return False
        session = self.session
        told = self._tells(action)
        if told is not None:
            return told(rest)
        if does(action, session.phase) is Does.RESULT:
            self._say(self._result())
            return True
        if action == "auto":
            self._auto_play()
            return True
        if action == "deal":
            self._say([deal_question(self.t)])
            self.reading = self._deal_number
            return False
        if action in LEAVING and session.asks_before_leaving:
            self._ask_to_leave(lambda: self._play(action))
            return False
        self._play(action)
        return True

    def _tells(self, action: str) -> Callable[[str], bool] | None:
        """The controls that only tell something or open a list: what each does with the rest
        of the line (``l 12``: battle 12)."""
        return {
            "log": self._log,
            "keys": lambda rest: self._say_and(self._keys_help()),
            "where": lambda rest: self._say_and(*self._where()),
            "stats": lambda rest: self._say_and(*self._record()),
            "settings": lambda rest: self._settings_list(),
            "help": lambda rest: self._help_list(),
        }.get(action)

    def _say_and(self, *lines: str) -> bool:
        self._say(lines)
        return True

    def answer(self, key: str) -> None:
        """The answer to "leave this game?": ``y`` leaves it and does what was asked; anything
        else keeps playing. Then the prompt, as after any key."""
        then, self.asking = self.asking, None
        if then is not None and key == LEAVE.typed:
            then()
        if self.reading is None:
            self._say([self._prompt()])

    def _ask_to_leave(self, then: Callable[[], None]) -> None:
        self.asking = then
        self._say([leave_question(self.t, LEAVE.typed or "", STAY.typed or "")])

    # -- auto-play, the deal number --------------------------------------------------------

    def _auto_play(self) -> None:
        """Turn the cards at the pace of the settings until a line comes (Enter stops it) or
        the game is over; the line that stops it does nothing else."""
        self._say([phase_label(control("auto"), self.t, self.session.phase, auto=True)])
        seconds = PACE_SECONDS[self.session.settings.pace]
        while not self.session.over:
            self._play("turn", auto=True)
            if self._lines.wait(seconds):
                break

    def _deal_number(self, key: str) -> None:
        """The answer to "which deal number?": a number deals it (asking first while a game is
        under way); Enter alone goes back; anything else is told what a deal number is."""
        if not key:
            self.reading = None
            self._say([self._prompt()])
            return
        deal = read_number(key, 1, MAX_DEAL)
        if deal is None:
            self._say([deal_range(self.t), deal_question(self.t)])
            return
        self.reading = None
        if self.session.asks_before_leaving:
            self._ask_to_leave(lambda: self._tell_step(self.session.new_round(deal)))
            return
        self._tell_step(self.session.new_round(deal))
        self._say([self._prompt()])

    # -- numbered lists: settings and help ---------------------------------------------------

    def _numbered(self, items: Iterable[str]) -> list[str]:
        # Translators: the plain mode, one entry of a numbered list (Settings, an answer, Help's
        # sections); {number} is the number to type for it, {item} the entry.
        return [self.t.pgettext("numbered list", "{number}. {item}", number=n, item=item) for n, item in enumerate(items, 1)]

    def _chosen(self, key: str, count: int) -> int | None:
        """The entry ``key`` names (0-based), or None, said as not on the list."""
        number = read_number(key, 1, count) if count else None
        if number is None:
            # Translators: the plain mode, a numbered list (Settings, Help): what was typed is
            # not one of its numbers; {key} is what was typed.
            self._say([self.t.gettext("“{key}” is not a number of this list.", key=visible(first_clusters(key)))])
            return None
        return number - 1

    def _back_to_table(self) -> None:
        self.reading = None
        self._say([self._prompt()])

    def _settings_list(self) -> bool:
        """``s``: every question with its answer now, by number."""
        t, settings = self.t, self.session.settings
        labels = questions(t)
        rows = []
        for name, options in fields():
            value = current_value(settings, t.language, name)
            answer = next((label for label, option in options(t, settings) if option == value), "")
            rows.append(name_and_value(t, labels[name], answer) if answer else labels[name])
        self._say([settings_title(t), settings_note(t), *self._numbered(rows), list_prompt(t)])
        self.reading = self._pick_question
        return False

    def _pick_question(self, key: str) -> None:
        if not key:
            return self._back_to_table()
        rows = fields()
        index = self._chosen(key, len(rows))
        if index is None:
            return
        name, options = rows[index]
        t = self.t
        answers = options(t, self.session.settings)
        self._say([questions(t)[name], *self._numbered(label for label, _ in answers), list_prompt(t)])
        self.reading = lambda key: self._pick_answer(name, answers, key)

    def _pick_answer(self, name: str, answers: Options, key: str) -> None:
        """An answer chosen: the same effect as in the TUI's Settings (new rules deal again,
        asking first while a game is under way; a new language speaks at once)."""
        if not key:
            self._settings_list()
            return
        index = self._chosen(key, len(answers))
        if index is None:
            return
        session = self.session
        chosen = apply_choice(session.settings, self._base, name, answers[index][1])

        def keep() -> None:
            if name == "preset" and answers[index][1] != CUSTOM:
                self._base = str(answers[index][1])
            self._change_settings(chosen)
            self._settings_list()

        self.reading = None
        if session.asks_before_leaving and session.deals_again(chosen):
            self._ask_to_leave(keep)
            self.reading = None
            return
        keep()

    def _change_settings(self, settings: Settings) -> None:
        session = self.session
        language = settings.language or self.t.language
        if session.change_settings(settings):
            self.narrator = Narrator(self.t, session.rules)
            self._tell_step(session.last)
        if language != self.t.language:
            from ..i18n.translator import get_translator

            self.t = get_translator(language)
            self.narrator = Narrator(self.t, session.rules)
        self.bidi = settings.bidi
        self._tell_unkept()

    def _help_list(self) -> bool:
        """``h``: the guide's sections by number."""
        from ..guide import guide_markdown
        from ..guide.figures import known_figures

        t, rules = self.t, self.session.rules
        if self._guide is None or self._guide[0] != (t.language, rules):
            figures = known_figures(rules)
            markdown = guide_markdown(t, rules, figures=figures, figures_pending=figures is None)
            found = spoken.sections(markdown, lambda name, text: name_and_value(t, name, text), lambda cells: t.join_choices(cells))
            self._guide = ((t.language, rules), found)
        self._say([control_label(control("help"), t), *self._numbered(section.title for section in self._guide[1]), list_prompt(t)])
        self.reading = self._pick_section
        return False

    def _pick_section(self, key: str) -> None:
        if not key:
            return self._back_to_table()
        assert self._guide is not None
        found = self._guide[1]
        index = self._chosen(key, len(found))
        if index is not None:
            self._say([found[index].title])
            self._read_on(found[index], 0, "")

    def _read_on(self, section: spoken.Section, block: int, key: str) -> None:
        """One block of a section at a time: Enter (more) reads the next, ``b`` goes back to the
        list of sections."""
        if key == BACK_KEY:
            self._help_list()
            return
        if block >= len(section.blocks):
            # Translators: the plain mode's Help, after the last paragraph of a section.
            self._say([self.t.gettext("That is the end of this section.")])
            self._help_list()
            return
        self._say(section.blocks[block])
        # Translators: the plain mode's Help, after each paragraph of a section; {back} is the key
        # (b) that goes back to the list of sections.
        self._say([self.t.gettext("Enter reads on; {back} goes back to the sections.", back=BACK_KEY)])
        self.reading = lambda key: self._read_on(section, block + 1, key)

    def _play(self, action: str, *, auto: bool = False) -> None:
        step = self.session.press(action)
        if step is not None:
            self._tell_step(step, auto=auto)
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

    def _tell_step(self, step: Step, *, auto: bool = False) -> None:
        """What a playing control did, then the counts when due, or the figures once the game is
        over; ``auto``: a step of auto-play."""
        session = self.session
        finish = next(item.typed for item in CONTROLS if item.action == "finish") or ""
        self._say(self.narrator.press(step.kind, step.events, step.carried, finish_key=finish))
        if step.kind in ("deal", "replay"):
            return
        if any(isinstance(event, GameOver) for event in step.events):
            self._say(self.narrator.statistics(session.game.stats))
        elif self._counts_due(step.kind, auto=auto):
            self._say([self.narrator.counts_line(session.game.counts)])

    def _counts_due(self, kind: str, *, auto: bool = False) -> bool:
        """Whether the card counts follow a press of ``kind``: after every one when the settings
        say so (else ``w`` says them); after ten battles, as the table shows them; in auto-play
        only after whole battles: once a battle with a war is over and every
        :data:`COUNTS_EVERY` battles (after each if the settings say so)."""
        session = self.session
        if session.over or auto and session.game.phase is Phase.WAR:  # auto-play: whole battles
            return False
        if session.settings.say_counts or kind == "ten":
            return True
        if not auto:
            return False
        war = any(isinstance(event, WarDeclared) for event in session.battle_events)
        return war or session.game.battles % COUNTS_EVERY == 0

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

    def _log(self, rest: str) -> bool:
        """``l``: the last battle under its number (what the TUI's log screen opens at); ``l 12``:
        battle 12."""
        chapters = [chapter for chapter in Chapters(self.session.game.log) if chapter.battle is not None]
        if not chapters:
            chapters = list(Chapters(self.session.game.log))
        index = len(chapters) - 1
        if rest:
            number = read_number(rest, 1, len(chapters))
            if number is None:
                self._say([self.t.gettext("“{key}” is not a number of this list.", key=first_clusters(rest))])
                return True
            index = number - 1
        chapter = chapters[index]
        if chapter.battle is not None:
            self._say([battle_heading(self.t, chapter.battle)])
        self._say(self.narrator.narrate(chapter.events))
        return True

    def _where(self) -> list[str]:
        """``w``: the battles played, every pile, and whether a war is under way and how many
        cards are on the table."""
        t, game = self.t, self.session.game
        # Translators: the plain mode, where you are (key w); {count} is the battles played so far.
        lines = [t.gettext("Battles played so far: {count}.", count=game.battles), self.narrator.counts_line(game.counts)]
        if self.session.phase is TablePhase.WAR:
            # Translators: the plain mode, where you are (key w), during a war; {count} is the cards
            # on the table now (face up and face down).
            lines.append(t.ngettext("A war is under way: {count} card is on the table.", "A war is under way: {count} cards are on the table.", len(game.table), count=len(game.table)))
        elif not self.session.over:
            # Translators: the plain mode, where you are (key w), when no war is pending.
            lines.append(t.gettext("No war is under way."))
        return lines

    def _record(self) -> list[str]:
        """``i``: the record as Statistics shows it, said as sentences: each set of rules and all
        of them together (the games, the win rate and streaks, the records), then the last games."""
        from ..narration import record_words
        from ..narration.rule_words import variant_label
        from ..storage.stats import record_rows

        t, stats = self.t, self.session.read_record()
        lines = [record_words.title(t)]
        if not stats.records:
            return [*lines, record_words.empty(t)]
        for variant, record in record_rows(stats):
            lines.extend(record_words.record_sentences(t, variant_label(t, variant), record))
        lines.extend(record_words.record_sentences(t, record_words.all_rules(t), stats.total()))
        if stats.games:
            lines.append(record_words.last_games(t))
            lines.extend(record_words.game_line(t, game) for game in stats.games)
        return lines

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
        """Every key of the plain mode, each with what it does: said at the start and on ``k``."""
        t = self.t
        items = [
            # Translators: one entry of the plain mode's list of keys: {label} is what a key does
            # (a footer label like "Turn cards"), {key} the key to type (Enter, 10, f…).
            t.pgettext("plain mode prompt", "{label} ({key})", label=label, key=t.join_choices(self._key_name(typed) for typed in keys))
            for keys, label in self._key_labels()
        ]
        # Translators: the plain mode's list of keys, said at the start and on k; {keys} lists
        # every key with what it does.
        return t.gettext("Type a key and press Enter: {keys}.", keys=t.join_choices(items))

    def _key_labels(self) -> list[tuple[tuple[str, ...], str]]:
        return [(typed_keys(item), control_label(item, self.t)) for item in PLAIN_CONTROLS]

    def _prompt(self) -> str:
        """The short prompt before each key, or nothing (an empty line is never said), as the
        settings choose."""
        return short_prompt(self.t) if self.session.settings.prompt == "short" else ""

    def _shown(self, line: str) -> str:
        """A line as written: reordered in the visual mode, and on a terminal wrapped only
        between words (TERM=dumb and braille displays would break a word)."""
        if self.bidi == LOGICAL and self.wraps and self.width > 0:
            return "\n".join(wrap(line, self.width))
        return for_display(line, self.bidi, self.width)

    def _say(self, lines: Iterable[str]) -> None:
        with self._lock:
            if self._answered:  # the first lines of a new answer: ?src speaks of these
                self._answered = False
                self.just_said = []
            for line in lines:
                if line:
                    self.just_said.append(line)
                    print(self._shown(line), file=self.out, flush=True)

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
        from ..i18n.translator import get_translator, reload
        from ..i18n.translator_mode import reread_notice

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
    from ..i18n.sources import source_line

    line = source_line(source, t)
    # Each entry once: a list of choices is "{first}, {then}" inside itself, as deep as the list is
    # long, and every level would repeat the whole list.
    seen = {(source.where, source.lookup.context, source.lookup.msgid)}
    pieces = []
    for _depth, piece in source.walk():
        key = (piece.where, piece.lookup.context, piece.lookup.msgid)
        if key not in seen:
            seen.add(key)
            pieces.append(piece)
    if not pieces:
        return line
    # Translators: translator mode's ?src in the plain mode: {source} describes a sentence's catalog
    # entry, {pieces} lists the entries of the words filled into it (a rank, a seat).
    return t.pgettext("source list", "{source}; inside it: {pieces}", source=line, pieces=t.join_choices(source_line(piece, t) for piece in pieces))


def plural_forms(t: Translator, source: Source | None, formed: set[tuple[str | None, str]]) -> list[str]:
    """``?src``: under a line, each form of the plural messages in it (the line's own and its
    pieces') for the numbers that take it, once for each message (``formed``: those shown)."""
    from ..i18n.sources import form_lines

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


def deal_question(t: Translator) -> str:
    # Translators: the plain mode, after d (Play deal number…).
    return t.gettext("Which deal number? Type it and press Enter, or Enter alone to go back.")


def deal_range(t: Translator) -> str:
    # Translators: under the deal number dialog, when what was typed is not a deal number; {high} is
    # the largest deal number, written in digits.
    return t.gettext("A deal number is a whole number from 1 to {high}.", high=str(MAX_DEAL))  # an identifier: never grouped


def list_prompt(t: Translator) -> str:
    # Translators: the plain mode, under a numbered list (Settings, an answer, Help's sections).
    return t.gettext("Type a number and press Enter, or Enter alone to go back.")


class _Lines:
    """The lines typed, read in a thread, so that auto-play can stop at the next one."""

    def __init__(self, keys: Iterable[str]) -> None:
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._ended = False
        threading.Thread(target=self._read, args=(keys,), daemon=True).start()

    def _read(self, keys: Iterable[str]) -> None:
        try:
            for line in keys:
                self._queue.put(line)
        finally:
            self._queue.put(None)

    def next(self) -> str | None:
        """The next line, or None at the end of the input."""
        if self._ended:
            return None
        line = self._queue.get()
        self._ended = line is None
        return line

    def wait(self, seconds: float) -> bool:
        """Wait up to ``seconds`` for a line: True if one came (taken) or the input ended."""
        if self._ended:
            return True
        try:
            line = self._queue.get(timeout=seconds)
        except queue.Empty:
            return False
        self._ended = line is None
        return True


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
        game = PlainGame(t, session, out, bidi=bidi, width=width, pace=seconds, translating=translating, wraps=out.isatty())
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
