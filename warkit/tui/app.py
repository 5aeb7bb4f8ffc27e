"""The Textual game of War: ``WarApp`` owns the session, the translator and the screens.

Buildable without the CLI (``WarApp(rules=..., deal=..., lang=..., data_dir=...)``), so tests
make it directly. Messages up, attributes down: screens post :mod:`~warkit.tui.messages`
(``Played``, ``SettingsChanged``…); the app answers by setting its reactive ``words`` (language,
teller, settings) and ``step`` (what the last control did), which the screens watch. Every word on screen comes from the catalogs and is drawn as literal text:
the command palette (whose commands are Textual's English) is off, the footer is our own
:class:`~warkit.tui.widgets.ControlBar`, and notifications use ``markup=False``.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import threading
from collections.abc import Callable, Sequence
from functools import cached_property, partial
from pathlib import Path
from typing import TYPE_CHECKING

from textual import on
from textual.actions import SkipAction
from textual.app import App
from textual.binding import Binding
from textual.events import Resize
from textual.geometry import Size
from textual.notifications import SeverityLevel
from textual.reactive import reactive
from textual.screen import Screen
from textual.worker import Worker, WorkerCancelled, WorkerFailed, WorkerState, get_current_worker

from ..controls import Control, bound_keys
from ..engine import Card, Rules, random_deal
from ..i18n import Translator, get_translator
from ..i18n.bidi import laid_out
from ..i18n.translator import reload as reload_catalogs
from ..session import DealSource, Session, Step
from ..startup import resume_collector
from ..storage import folders, load_saves
from ..storage.loading import Problem
from ..storage.save_words import (
    cannot_save,
    problem_line,
    saved_on_quit,
    system_reason,
    unkept_line,
)
from .card_art import style_in_use
from .frames import draw_frames
from .messages import (
    Notice,
    Played,
    PreparedGuide,
    ReplayWanted,
    ResultWanted,
    SettingsChanged,
    Told,
    Words,
)
from .screens.confirm import leave_if_asked
from .screens.table import TableScreen
from .teller import Teller

if TYPE_CHECKING:
    from ..guide.figures import Figures
    from ..i18n.translator_mode import TranslatorMode

MIN_WIDTH = 60
MIN_HEIGHT = 20
SWITCH_SECONDS = 0.001
"""How often busy threads take turns once Help's figures are played (see WarApp._play_figures)."""
TOAST_CELLS = 36
"""Cells of text in a notification at 80 columns (half the screen, less padding)."""
SUMMARY = "summary"
"""The name the summary screen is installed under (built the first time Finish shows it)."""


def _settings(app: WarApp) -> Screen[None]:
    from .screens.settings import SettingsScreen

    return SettingsScreen(app.session, app.now)


def _help(app: WarApp) -> Screen[None]:
    from .screens.help import HelpScreen

    return HelpScreen(app.now, app.guide)


def _stats(app: WarApp) -> Screen[None]:
    from .screens.stats import StatisticsScreen

    return StatisticsScreen(app.session, app.now)


def _log(app: WarApp) -> Screen[None]:
    from .screens.log import LogScreen

    return LogScreen(app.session, app.now)


SCREENS: dict[str, Callable[[WarApp], Screen[None]]] = {
    "settings": _settings,
    "help": _help,
    "stats": _stats,
    "log": _log,
}
"""The screens the table opens, by key (``WarApp.screen_for(what)``): each made every time it
opens, its module imported the first time."""


class WarApp(App[None]):
    """The game. ``rules``, ``deal`` or a stacked ``deck`` (with ``seed``) given here start that
    round; otherwise the saved round resumes."""

    CSS_PATH = ["app.tcss", "table.tcss", "mirrored.tcss", "ascii.tcss"]
    """What the first frame needs: the app's stylesheet, the table's, and the mirrored screens'
    and the ASCII frames' rules (which every screen may carry). Every other screen names its own
    (``CSS_PATH``, its rules scoped to it), which Textual reads when it first opens: a first-open
    cost kept off the start."""
    TITLE = "warkit"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [
        Binding("ctrl+c", "quit_unless_copying", show=False, system=True, priority=True),
        Binding("ctrl+z", "suspend_process", show=False, system=True, priority=True),
    ]
    """Ctrl+C quits from any screen, a question or dialog included, as Q does on the table
    (Textual's own only says how to quit); with text selected it copies it, as Textual does.
    Ctrl+Z suspends the game to the shell, as it suspends any program there (the terminal is raw,
    so it comes as a key: Textual's ``suspend_process`` sends the SIGTSTP)."""

    words: reactive[Words | None] = reactive(None, always_update=True, init=False)
    """The language, the teller and the settings: every screen watches it and redraws."""
    step: reactive[Step | None] = reactive(None, always_update=True, init=False)
    """What the last control did: the table watches it and redraws."""
    guides_finished: reactive[int] = reactive(0, init=False)
    """Counts the guides finished after a draft was shown: Help showing a draft shows them."""
    notices: reactive[tuple[Told, ...]] = reactive((), init=False)
    """The notices told and not yet over, oldest first: the table shows them in their own line."""

    def __init__(
        self,
        *,
        rules: Rules | None = None,
        deal: int | None = None,
        deck: Sequence[Card] | None = None,
        seed: int | None = None,
        lang: str | None = None,
        data_dir: Path | None = None,
        config_dir: Path | None = None,
        new_deal: DealSource = random_deal,
        bidi: str | None = None,
        handle_signals: bool = False,
        translate: bool = False,
    ) -> None:
        super().__init__()
        self.handle_signals = handle_signals
        """Stop cleanly on SIGTERM, SIGHUP and SIGINT (the real game; tests keep pytest's own)."""
        self.folder, config = folders(data_dir, config_dir)
        self.found = load_saves(self.folder, config=config)
        """What the game found at start; it holds the round until the game closes."""
        found = self.found
        self.problems: list[Problem] = found.problems
        """The saves that could not be used, told once the table shows (in the language then)."""
        settings, statistics = found.settings, found.statistics
        if rules is not None:
            settings = settings.replace(rules=rules)
        if bidi is not None:  # --bidi: this run's choice for right-to-left text
            settings = settings.replace(bidi=bidi)
        saved = found.resumable(rules, deal, deck)  # unless the command line asked for another round
        self.asked_for: tuple[Rules | None, int | None] | None = None
        """The round the command line asked for while a saved game is under way: the saved game
        resumes, and the player is asked whether to leave it for this one (:meth:`on_ready`)."""
        if deck is None and found.leaves(rules, deal):
            self.asked_for, saved = (rules, deal), found.round
        t = get_translator(lang, saved=settings.language)
        self.session = Session(
            self.folder,
            settings,
            statistics,
            saved=saved,
            deal=deal,
            deck=deck,
            seed=seed,
            new_deal=new_deal,
            keeps_round=found.keeps_round,
            keeps_record=not found.newer_record,
            config=config,
        )
        self.footer_extras: tuple[Control, ...] = ()
        """Controls every footer adds (translator mode's source list)."""
        self.set_reactive(WarApp.words, self._words(t))
        self.save_failed = False
        self.farewell: str | None = None
        """The line said on the terminal once the screen has closed: where a game under way was
        saved, when Quit saved it."""
        self.guides: dict[tuple[str, Rules], Worker[PreparedGuide]] = {}
        """Help's guide by language and rules, built in a thread when Help first asks for it. For
        rules whose figures are not known yet it is a draft, until the finished guide replaces it."""
        self.closing = threading.Event()
        """Set as the game closes: work in other threads stops."""
        self.translating: TranslatorMode | None = None
        """Translator mode (``--translate``): the catalog watched, the lookups recorded."""
        if translate:
            self._start_translator_mode()

    def _words(self, t: Translator) -> Words:
        """The words every screen and widget draws with (set as the reactive ``words``)."""
        style = style_in_use(self.session.settings.card_style)  # the one place the card style is read
        return Words(t, Teller(t, self.session.rules), self.bidi_mode, self.footer_extras, style)

    def watch_words(self, words: Words | None) -> None:
        """Textual's own frames and scroll bars follow the card style (ASCII for Letters)."""
        if words is not None:
            draw_frames(self, words.style)

    def _start_translator_mode(self) -> None:
        from ..controls import SOURCES
        from ..i18n.translator_mode import TranslatorMode

        self.translating = TranslatorMode(self._catalog_saved_elsewhere)
        self.t.recorder = self.translating.recorder  # from the first word on; watching starts on mount
        self.footer_extras = (SOURCES,)
        self.set_reactive(WarApp.words, self._words(self.t))
        for key in bound_keys(SOURCES):
            self.bind(key, SOURCES.action, show=False)

    def tell(self, text: str, *, severity: SeverityLevel = "information", timeout: float | None = None) -> None:
        """A notice of translated text for ``timeout`` seconds: on the table, in a line of its own
        above the status box (``notices``), so it never covers the last step's sentences or the
        footer; over any other screen, as a notification (literal, right-to-left lines as
        chosen), which the table does not show."""
        told = Told(text, severity)
        self.notices = (*self.notices, told)
        self.set_timer(self.NOTIFICATION_TIMEOUT if timeout is None else timeout, lambda: self._forget(told))
        shown = laid_out(text, self.bidi_mode, TOAST_CELLS)
        self.notify(shown, markup=False, severity=severity, timeout=timeout)

    def _forget(self, told: Told) -> None:
        self.notices = tuple(notice for notice in self.notices if notice is not told)

    @property
    def now(self) -> Words:
        """The words on screen now (set in ``__init__``, so never missing)."""
        assert self.words is not None
        return self.words

    @property
    def t(self) -> Translator:
        """The translator of the language on screen now."""
        return self.now.t

    @property
    def teller(self) -> Teller:
        return self.now.teller

    @property
    def bidi_mode(self) -> str:
        """``logical`` or ``visual``: how right-to-left text reaches the terminal (warkit.i18n.bidi)."""
        return self.session.settings.bidi

    @property
    def language(self) -> str:
        """The language on screen now (a code such as ``ms``)."""
        return self.t.language

    # -- start -----------------------------------------------------------------------------

    def get_default_screen(self) -> Screen[None]:
        """The table is the bottom of the screen stack: every other screen opens over it."""
        return self.table

    def on_mount(self) -> None:
        self.watch_words(self.words)
        self._check_size()
        if self.handle_signals:
            # SIGTERM, SIGHUP and SIGINT end the game as Quit does: the round is saved and Textual
            # gives the terminal back (main screen, mouse reporting off, cursor shown).
            from .signals import stop_on_signals, suspend_on_sigtstp

            stop_on_signals(self.stop_for_signal)
            suspend_on_sigtstp(self, self.closing)
        if self.translating is not None:
            self.translating.attach(self.t)  # starts watching the catalog in use

    def on_ready(self) -> None:
        """The first frame is on screen (Textual's ``Ready``, sent once): now the first save of a
        new round and what to tell the player, kept off the path to that frame; and start-up is
        over, so the cycle collector runs again."""
        resume_collector()
        self.save_quietly()
        for problem in self.problems:
            self.tell(problem_line(self.t, problem), severity="warning", timeout=12)
        for warning in self.t.warnings:
            self.tell(warning, severity="warning", timeout=12)
        self._tell_unkept()  # a resumed game that had ended and could not be recorded
        if self.asked_for is not None and self.words is not None:
            leave_if_asked(self.table, self.words, True, self._leave_for_asked)

    def _leave_for_asked(self) -> None:
        """The player leaves the saved game for the round the command line asked for."""
        assert self.asked_for is not None
        rules, deal = self.asked_for
        step = self.session.leave_for(rules, deal)
        self.save_quietly()
        self.show_words(self.t)  # the teller of the new rules
        self.step = step

    def on_unmount(self) -> None:
        self.closing.set()  # figures still being played stop, so quitting never waits for them
        self.found.release()  # the round is saved: the next game on this folder keeps it
        if self.translating is not None:
            self.translating.stop()

    def stop_for_signal(self) -> None:
        """A signal asked the game to stop: save the round and leave, as Quit does."""
        self.closing.set()  # from now on nothing resumes the screen (warkit.tui.signals)
        try:
            self.session.save()
        except OSError:
            pass  # nothing more can be done: the terminal may already be gone
        self.exit()

    async def guide(self) -> PreparedGuide:
        """Help's guide for the language and rules now, built in a thread the first time.

        For rules whose figures are not known (not shipped, not played yet in this run), a draft
        comes first, with the figures marked as being worked out; the figures are played in a
        thread meanwhile, the finished guide takes the draft's place, and ``guides_finished``
        tells Help to show it.
        """
        from ..guide.figures import known_figures

        t, rules = self.t, self.session.rules
        build = self.guides.get((t.language, rules))
        if build is None or build.state in (WorkerState.ERROR, WorkerState.CANCELLED):  # Help left while it waited
            figures = known_figures(rules)
            build = self._build_guide(t, rules, figures)
            if figures is None:
                self.run_worker(self._finish_guide(t, rules, build), group="figures", exit_on_error=False)
        try:
            return await build.wait()
        except WorkerCancelled:
            # The app is closing: whoever waited stops too, as a cancelled worker rather than a
            # failed one that would end the app.
            raise asyncio.CancelledError from None

    def _build_guide(self, t: Translator, rules: Rules, figures: Figures | None) -> Worker[PreparedGuide]:
        """Build the guide in a thread (with ``figures`` None, the draft) and keep it for Help."""
        from .screens.help import prepared_guide

        build = self.run_worker(
            partial(prepared_guide, t, rules, figures), thread=True, group="guide", exit_on_error=False
        )
        self.guides[(t.language, rules)] = build
        return build

    async def _finish_guide(self, t: Translator, rules: Rules, draft: Worker[PreparedGuide]) -> None:
        """Once ``draft`` is built (it has the interpreter to itself meanwhile), play the figures
        it waits for in a thread (the table keeps answering), then build the finished guide in
        its place."""
        try:
            await draft.wait()
            figures = await self.run_worker(
                partial(self._play_figures, rules), thread=True, group="figures", exit_on_error=False
            ).wait()
        except (WorkerCancelled, WorkerFailed):  # the game is closing, or Help left before the draft
            return
        if self.guides.get((t.language, rules)) is not draft:  # the catalog was read again meanwhile
            return
        await self._build_guide(t, rules, figures).wait()
        self.guides_finished += 1

    def _play_figures(self, rules: Rules) -> Figures:
        """(In a thread.) The figures for ``rules``; they stop as soon as the game closes.

        Python hands the interpreter from one busy thread to another every 5 ms by default, and
        the table's thread gives it up at each wait for the terminal: a key would then wait
        behind the figures' slices (about 0.06 s a battle, against 0.03 s on a quiet table).
        From now on the threads take turns every millisecond (``scripts/bench_screens.py``).
        """
        from ..guide.figures import play_figures

        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_SECONDS))
        worker = get_current_worker()
        return play_figures(rules, stop=lambda: worker.is_cancelled or self.closing.is_set())

    def on_resize(self, event: Resize) -> None:
        self._check_size(event.size)

    def _check_size(self, size: Size | None = None) -> None:
        """Cover the table with a "needs more room" sentence while the terminal is too small."""
        from .screens.small import TooSmallScreen

        size = size or self.size
        small = size.width < MIN_WIDTH or size.height < MIN_HEIGHT
        showing = isinstance(self.screen, TooSmallScreen)
        if small and not showing:
            self.push_screen(TooSmallScreen(Size(MIN_WIDTH, MIN_HEIGHT), self.now))
        elif showing and not small:
            self.pop_screen()

    # -- what the screens ask for ----------------------------------------------------------

    @cached_property
    def table(self) -> TableScreen:
        return TableScreen(self.session, self.screen_for, self.now)

    def screen_for(self, what: str) -> Screen[None]:
        """Settings, help or statistics, made when the table opens it (a quicker start) by its
        entry in :data:`SCREENS`. The table pushes it in the key's own turn (see
        :mod:`warkit.tui.screens.table`)."""
        return SCREENS[what](self)

    @on(Played)
    def played(self, message: Played) -> None:
        """A control played or dealt: the table redraws; Finish shows the summary (unless Esc
        stopped it before the end)."""
        self._tell_unkept()
        self.step = message.step
        if message.step.kind == "finish" and self.session.over:
            self.show_summary()

    @on(ReplayWanted)
    def replay_wanted(self, message: ReplayWanted) -> None:
        """A game of Statistics' list, played again: its rules and deal, once the player says so
        if a game is under way (the table's question)."""

        def deal_again() -> None:
            step = self.session.leave_for(message.rules, message.deal)
            self.save_quietly()
            self.show_words(self.t)  # the teller of the game's rules
            self.step = step

        leave_if_asked(self.table, self.now, self.session.asks_before_leaving, deal_again)

    @on(ResultWanted)
    def result_wanted(self) -> None:
        self.show_summary()

    def show_summary(self) -> None:
        """Show the summary: built the first time, then filled in from the game each time."""
        if not self.is_screen_installed(SUMMARY):
            from .screens.summary import SummaryScreen

            self.install_screen(SummaryScreen(self.session, self.now), SUMMARY)
        self.push_screen(SUMMARY)

    @on(SettingsChanged)
    def settings_changed(self, message: SettingsChanged) -> None:
        """Keep new settings: new rules start a new round; a new language re-renders everything."""
        settings = message.settings
        language_changed = settings.language != self.session.settings.language
        new_round = self.session.change_settings(settings)
        t = self.t
        if language_changed:
            reload_catalogs()  # a translator's edits to the .po show at once
            t = get_translator(settings.language)
        self._tell_unkept()
        self.show_words(t)
        if new_round:
            self.step = self.session.last

    def show_words(self, t: Translator) -> None:
        """Redraw every screen in ``t``'s words (another language, or a catalog read again):
        every screen watches ``words``."""
        if self.translating is not None:
            self.translating.attach(t)
        self.words = self._words(t)

    # -- translator mode ---------------------------------------------------------------------

    def _catalog_saved_elsewhere(self, paths: set[Path]) -> None:
        """The watcher's thread: a catalog in use was saved; carry on in the app's own thread."""
        try:
            self.call_from_thread(self.catalog_saved, paths)
        except RuntimeError:  # the app is closing
            pass

    def catalog_saved(self, paths: set[Path]) -> None:
        """Read the saved catalog again and redraw every word where it stands; one notice says
        what was read and the warnings of the entries just edited."""
        from ..i18n.translator_mode import reread_notice

        assert self.translating is not None
        reload_catalogs()
        t = get_translator(self.t.language)
        reread = self.translating.reread(t, paths)
        self.guides = {key: build for key, build in self.guides.items() if key[0] != t.language}
        self.show_words(t)
        with self.translating.recorder.paused():
            notice = reread_notice(t, reread)
        self.tell(notice, severity="warning" if reread.warnings else "information", timeout=15)

    def action_sources(self) -> None:
        """Translator mode: list where each message on the current screen comes from."""
        from .screens.sources import SourcesScreen, screen_texts

        if self.translating is None or isinstance(self.screen, SourcesScreen):
            return
        recorder = self.translating.recorder
        self.push_screen(SourcesScreen(recorder.sources(screen_texts(self.screen)), recorder, self.now))

    @on(Notice)
    def notice(self, message: Notice) -> None:
        self.tell(message.text, timeout=message.timeout)

    def save_quietly(self) -> bool:
        """Save the round; if the disk refuses, say so once, play on and return False."""
        try:
            self.session.save()
        except OSError as error:
            self.tell_unsaved(error)
            return False
        return True

    def _tell_unkept(self) -> None:
        """Say why a save failed (once a run) or why the game that just ended is not in the
        record (each time), and play on."""
        session = self.session
        if session.unsaved is not None:
            unsaved, session.unsaved = session.unsaved, None
            self.tell_unsaved(unsaved)
        if session.unrecorded is not None:
            unrecorded, session.unrecorded = session.unrecorded, None
            self.tell(unkept_line(self.t, session.folder, unrecorded), severity="warning", timeout=12)

    def tell_unsaved(self, error: OSError) -> None:
        """The data folder refused a write: say so, and why, once; and play on."""
        if not self.save_failed:
            self.save_failed = True
            self.tell(cannot_save(self.t, system_reason(error)), severity="warning")

    async def action_quit_unless_copying(self) -> None:
        """Ctrl+C: quit, unless text is selected on the screen or in the focused input, which
        Textual's own Ctrl+C then copies (``SkipAction`` hands the key on to it)."""
        if self.screen.get_selected_text() or getattr(self.focused, "selected_text", ""):
            raise SkipAction()
        await self.action_quit()

    async def action_quit(self) -> None:
        """Quit from any screen (Q, Ctrl+C): auto-play and Finish stop where they are, the round
        is saved there, and the game ends."""
        await self.table.stop_playing()
        if self.save_quietly() and self.session.saved_at is not None:
            line = saved_on_quit(self.t, self.session.saved_at)
            self.farewell = laid_out(line, self.bidi_mode, self.size.width)
        self.exit()


def run_tui(args: argparse.Namespace, rules: Rules | None, deal: int | None, lang: str | None) -> int:
    """``warkit play`` on a terminal: ``rules`` (the command line named some) or a checked
    ``--deal`` start that round."""
    app = WarApp(
        rules=rules,
        deal=deal,
        lang=lang,
        bidi=getattr(args, "bidi", None),
        handle_signals=True,
        translate=bool(getattr(args, "translate", False)),
    )
    try:
        app.run()
    finally:
        if app.translating is not None:
            app.translating.stop()
    if app.farewell is not None:
        print(app.farewell)
    return 0
