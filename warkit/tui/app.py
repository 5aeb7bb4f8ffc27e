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
import threading
from collections.abc import Callable, Sequence
from functools import cached_property, partial
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from textual import on
from textual.app import App
from textual.binding import Binding
from textual.events import Resize
from textual.geometry import Size
from textual.notifications import SeverityLevel
from textual.reactive import reactive
from textual.screen import Screen
from textual.worker import Worker, WorkerCancelled

from ..controls import Control, control, key_label
from ..engine import Card, Rules, random_deal
from ..i18n import Translator, get_translator
from ..i18n.bidi import laid_out
from ..i18n.translator import reload as reload_catalogs
from ..save_words import (
    cannot_save,
    newer_save,
    unreadable_not_moved,
    unreadable_round,
    unreadable_settings,
    unreadable_statistics,
)
from ..session import DealSource, Session, Step
from ..startup import resume_collector
from ..storage import (
    NewerSave,
    Settings,
    Statistics,
    UnreadableFile,
    load_round,
    load_settings,
    load_statistics,
)
from ..storage import data_dir as default_data_dir
from ..textsafe import visible
from .messages import Played, PreparedGuide, ResultWanted, SettingsChanged, Words
from .table import TableScreen
from .teller import Teller
from .words import quit_hint

if TYPE_CHECKING:
    from ..translating import TranslatorMode

T = TypeVar("T")
MIN_WIDTH = 60
MIN_HEIGHT = 20
SUMMARY = "summary"
"""The name the prepared summary screen is installed under."""
PREPARE_SUMMARY_AFTER = 0.3
"""Seconds after the first frame to build the summary screen (see WarApp.prepare_summary)."""
START_UP_AT_LATEST = 0.1
"""Seconds after the table first shows by which its start-up work begins, repainted or not."""
PREPARE_STYLES_AFTER = 0.45
"""Seconds after the first frame to read the other screens' stylesheets (warkit.tui.ahead)."""

TOAST_CELLS = 36
"""Cells of text in a notification at 80 columns (half the screen, less padding)."""


class WarApp(App[None]):
    """The game. ``rules``, ``deal`` or a stacked ``deck`` (with ``seed``) given here start that
    round; otherwise the saved round resumes."""

    CSS_PATH = ["app.tcss", "table.tcss", "mirrored.tcss"]
    TITLE = "warkit"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [Binding("ctrl+c", "help_quit", show=False, system=True)]

    words: reactive[Words | None] = reactive(None, always_update=True, init=False)
    """The language, the teller and the settings: every screen watches it and redraws."""
    step: reactive[Step | None] = reactive(None, always_update=True, init=False)
    """What the last control did: the table watches it and redraws."""
    guides_finished: reactive[int] = reactive(0, init=False)
    """Counts the guides finished after a draft was shown: Help showing a draft shows them."""

    def __init__(
        self,
        *,
        rules: Rules | None = None,
        deal: int | None = None,
        deck: Sequence[Card] | None = None,
        seed: int | None = None,
        lang: str | None = None,
        data_dir: Path | None = None,
        new_deal: DealSource = random_deal,
        prepare_guide: bool = True,
        bidi: str | None = None,
        handle_signals: bool = False,
        translate: bool = False,
    ) -> None:
        super().__init__()
        self.handle_signals = handle_signals
        """Stop cleanly on SIGTERM, SIGHUP and SIGINT (the real game; tests keep pytest's own)."""
        self.prepare_guide = prepare_guide
        self.folder = data_dir if data_dir is not None else default_data_dir()
        self.problems: list[Callable[[Translator], str]] = []
        """What to tell the player once the table shows: each a message in the language then."""
        settings = self._load(load_settings, "settings") or Settings()
        statistics = self._load(load_statistics, "statistics") or Statistics()
        saved = self._load(load_round, "round")
        if rules is not None:
            settings = settings.replace(rules=rules)
        if bidi is not None:  # --bidi: this run's choice for right-to-left text
            settings = settings.replace(bidi=bidi)
        if saved is not None and (
            (rules is not None and rules != saved.rules)
            or (deal is not None and deal != saved.deal)
            or deck is not None
        ):
            saved = None  # the command line asked for another round; otherwise the saved one resumes
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
        )
        self.footer_extras: tuple[Control, ...] = ()
        """Controls every footer adds (translator mode's source list)."""
        self.set_reactive(WarApp.words, self._words(t))
        self.save_failed = False
        self.started_up = False
        """Whether the start-up work after the first frame has begun (see tell_problems)."""
        self.guides: dict[tuple[str, Rules], str] = {}
        """The rules guide as Markdown, by language and rules (built once each)."""
        self.closing = threading.Event()
        """Set as the game closes: work in other threads and processes stops."""
        self.drafts: dict[tuple[str, Rules], str] = {}
        """Guides whose figures are still being played, shown meanwhile with the figures marked
        as being worked out."""
        self.building: dict[tuple[str, Rules, bool], Worker[str]] = {}
        """The guides being built now, by language, rules and whether a draft: Help and the
        preparation wait for the same build."""
        self.translating: TranslatorMode | None = None
        """Translator mode (``--translate``): the catalog watched, the lookups recorded."""
        if translate:
            self._start_translator_mode()

    def _words(self, t: Translator) -> Words:
        """The words every screen and widget draws with (set as the reactive ``words``)."""
        return Words(t, Teller(t, self.session.rules), self.bidi_mode, self.footer_extras)

    def _start_translator_mode(self) -> None:
        from ..controls import SOURCES
        from ..translating import TranslatorMode

        self.translating = TranslatorMode(self._catalog_saved_elsewhere)
        self.t.recorder = self.translating.recorder  # from the first word on; watching starts on mount
        self.footer_extras = (SOURCES,)
        self.set_reactive(WarApp.words, self._words(self.t))
        for key in SOURCES.keys:
            self.bind(key, SOURCES.action, show=False)

    def _load(self, loader: Callable[[Path], T], what: str) -> T | None:
        """A saved file, or None if it was unreadable (moved aside) or from a newer warkit (left
        as it is); either way the player is told."""
        try:
            return loader(self.folder)
        except UnreadableFile as error:
            if error.moved_to is not None:
                self.problems.append(UNREADABLE[what])
            else:  # a read-only folder: the file is where it was, and the notice says so
                self.problems.append(partial(unreadable_not_moved, path=visible(str(error.path))))
            return None
        except NewerSave as error:
            self.problems.append(partial(newer_save, path=str(error.path)))
            return None

    def tell(self, text: str, *, severity: SeverityLevel = "information", timeout: float | None = None) -> None:
        """A notification of translated text: literal (no markup), right-to-left lines as chosen."""
        shown = laid_out(text, self.bidi_mode, TOAST_CELLS)
        self.notify(shown, markup=False, severity=severity, timeout=timeout)

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
        self._check_size()
        if self.handle_signals:
            # SIGTERM, SIGHUP and SIGINT end the game as Quit does: the round is saved and Textual
            # gives the terminal back (main screen, mouse reporting off, cursor shown).
            from .signals import resume_only_after_a_suspend, stop_on_signals

            stop_on_signals(self.stop_for_signal)
            resume_only_after_a_suspend(self.closing)
        if self.translating is not None:
            self.translating.attach(self.t)  # starts watching the catalog in use

    def on_unmount(self) -> None:
        self.closing.set()  # figures still being played stop, so quitting never waits for them
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
        """The rules guide for the rules and language now, built in a thread the first time.

        For rules whose figures have never been played (not shipped, not kept), a draft comes
        first, with the figures marked as being worked out; the finished guide follows in the
        background, and ``guides_finished`` tells Help to show it.
        """
        from ..guide.figures import known_figures

        rules = self.session.rules
        key = (self.t.language, rules)
        if key in self.guides:
            return PreparedGuide(self.guides[key])
        if key not in self.drafts and (*key, False) not in self.building and known_figures(rules) is None:
            self.drafts[key] = await self._built(key, figures_pending=True)
            self.run_worker(self._finish_guide(key), group="guide-finish", exit_on_error=False)
        if key in self.drafts:
            return PreparedGuide(self.drafts[key], figures_pending=True)
        self.guides[key] = await self._built(key, figures_pending=False)
        return PreparedGuide(self.guides[key])

    async def _finish_guide(self, key: tuple[str, Rules]) -> None:
        """Play the figures a draft is waiting for (in a process of their own, so the screen never
        freezes meanwhile) and build the finished guide."""
        from ..guide.figures import figures_played_apart

        playing = self.run_worker(
            partial(figures_played_apart, key[1], closing=self.closing), thread=True, group="guide-build", exit_on_error=False
        )
        try:
            await playing.wait()
        except WorkerCancelled:
            raise asyncio.CancelledError from None
        self.guides[key] = await self._built(key, figures_pending=False)
        self.drafts.pop(key, None)
        self.guides_finished += 1

    async def _built(self, key: tuple[str, Rules], figures_pending: bool) -> str:
        """The guide for ``key`` from its build in a thread: one build per guide, whoever asks first."""
        from .help_screen import prepared_guide

        build = (*key, figures_pending)
        worker = self.building.get(build)
        if worker is None or worker.is_finished:
            worker = self.run_worker(
                partial(prepared_guide, self.t, key[1], figures_pending),
                thread=True,
                group="guide-build",
                exit_on_error=False,  # the caller decides: Help reports it, the preparation drops it
            )
            self.building[build] = worker
        try:
            return await worker.wait()
        except WorkerCancelled:
            # The app is closing, or the screen that asked is gone: whoever waited stops
            # too, as a cancelled worker rather than a failed one that would end the app.
            raise asyncio.CancelledError from None
        finally:
            if worker.is_finished:
                self.building.pop(build, None)

    def _prepare_guide(self) -> None:
        """Build the guide in the background while the player looks at the table."""
        self.run_worker(self.guide(), group="guide-prepare", exclusive=True, exit_on_error=False)

    def tell_problems(self) -> None:
        """Once, on the table: a damaged save file, or a catalog the translator should fix.

        Also the first save of a new round and the guide for Help, kept off the path to the
        first frame; and start-up is over, so the cycle collector runs again.
        """
        if self.started_up:
            return
        self.started_up = True
        resume_collector()
        self.save_quietly()
        self.set_timer(PREPARE_SUMMARY_AFTER, self.prepare_summary)
        self.set_timer(PREPARE_STYLES_AFTER, self.prepare_styles)
        if self.prepare_guide:
            self.set_timer(1.0, self._prepare_guide)
        for problem in self.problems:
            self.tell(problem(self.t), severity="warning", timeout=12)
        for warning in self.t.warnings:
            self.tell(warning, severity="warning", timeout=12)

    def on_resize(self, event: Resize) -> None:
        self._check_size(event.size)

    def _check_size(self, size: Size | None = None) -> None:
        """Cover the table with a "needs more room" sentence while the terminal is too small."""
        from .small import TooSmallScreen

        size = size or self.size
        small = size.width < MIN_WIDTH or size.height < MIN_HEIGHT
        showing = isinstance(self.screen, TooSmallScreen)
        if small and not showing:
            self.push_screen(TooSmallScreen(Size(MIN_WIDTH, MIN_HEIGHT)))
        elif showing and not small:
            self.pop_screen()

    # -- what the screens ask for ----------------------------------------------------------

    @cached_property
    def table(self) -> TableScreen:
        return TableScreen(self.session)

    @on(TableScreen.Shown)
    def table_shown(self) -> None:
        # After the table's repaint, so the start-up work stays off the first frame; and a moment
        # later at the latest, whether that callback has come or not (in two whole-suite runs out
        # of five, with Play deal number… opened at once, the start-up work never began).
        self.call_after_refresh(self.tell_problems)
        self.set_timer(START_UP_AT_LATEST, self.tell_problems)

    @on(Played)
    def played(self, message: Played) -> None:
        """A control played or dealt: the table redraws; Finish shows the summary."""
        self._tell_if_unsaved()
        self.step = message.step
        if message.step.kind == "finish":
            self.show_summary()

    @on(ResultWanted)
    def result_wanted(self) -> None:
        self.show_summary()

    @on(TableScreen.Open)
    def open_screen(self, message: TableScreen.Open) -> None:
        """Settings, help and statistics are made when asked for (a quicker start), their
        stylesheets read ahead (see prepare_styles)."""
        if message.what == "settings":
            from .settings_screen import SettingsScreen

            self.push_screen(SettingsScreen(self.session, self.now))
        elif message.what == "help":
            from .help_screen import HelpScreen

            self.push_screen(HelpScreen(self.now, self.guide))
        else:
            from .stats_screen import StatisticsScreen

            self.push_screen(StatisticsScreen(self.session, self.now))

    def prepare_summary(self) -> None:
        """Build and style the summary screen ahead, so "Finish the game" only fills it in.

        Pushed and popped in one callback, the screen is composed and styled but never drawn;
        it stays installed and is filled in from the game each time it shows.
        """
        if self.screen_stack and self._install_summary():  # no stack: the app is closing
            self.push_screen(SUMMARY)
            self.pop_screen()

    def prepare_styles(self) -> None:
        """Read the stylesheets of the screens not shown yet, so none restyles the app when it opens."""
        from .ahead import read_stylesheets
        from .help_screen import HelpScreen
        from .prompt import DealPrompt
        from .settings_screen import SettingsScreen
        from .stats_screen import StatisticsScreen

        if self.screen_stack:  # no stack: the app is closing
            read_stylesheets(self, [SettingsScreen, HelpScreen, StatisticsScreen, DealPrompt])

    def show_summary(self) -> None:
        self._install_summary()  # built now if Finish came before prepare_summary
        self.push_screen(SUMMARY)

    def _install_summary(self) -> bool:
        """Install the one summary screen; False if it already was."""
        from .summary import SummaryScreen  # made after the first frame (see prepare_summary)

        if self.is_screen_installed(SUMMARY):
            return False
        self.install_screen(SummaryScreen(self.session), SUMMARY)
        return True

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
        self._tell_if_unsaved()
        self.show_words(t)
        if new_round:
            self.step = self.session.last
        if self.prepare_guide and (new_round or language_changed):
            self._prepare_guide()  # Help for the new rules or language, ready before it is asked for

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
        from ..translating import reread_notice

        assert self.translating is not None
        reload_catalogs()
        t = get_translator(self.t.language)
        reread = self.translating.reread(t, paths)
        self.guides = {key: guide for key, guide in self.guides.items() if key[0] != t.language}
        self.drafts = {key: guide for key, guide in self.drafts.items() if key[0] != t.language}
        self.building = {key: build for key, build in self.building.items() if key[0] != t.language}
        self.show_words(t)
        with self.translating.recorder.paused():
            notice = reread_notice(t, reread)
        self.tell(notice, severity="warning" if reread.warnings else "information", timeout=15)

    def action_sources(self) -> None:
        """Translator mode: list where each message on the current screen comes from."""
        from .sources_screen import SourcesScreen, screen_texts

        if self.translating is None or isinstance(self.screen, SourcesScreen):
            return
        recorder = self.translating.recorder
        self.push_screen(SourcesScreen(recorder.sources(screen_texts(self.screen)), recorder))

    def action_help_quit(self) -> None:
        """Ctrl+C: say how to quit, in the player's language (Textual's own hint is English)."""
        key = key_label(control("quit").keys[0], self.t)
        self.tell(quit_hint(self.t, key))

    def save_quietly(self) -> None:
        """Save the round; if the disk refuses, say so once and play on."""
        try:
            self.session.save()
        except OSError:
            self.tell_unsaved()

    def _tell_if_unsaved(self) -> None:
        if self.session.unsaved:
            self.session.unsaved = False
            self.tell_unsaved()

    def tell_unsaved(self) -> None:
        """The data folder refused a write: say so once, and play on."""
        if not self.save_failed:
            self.save_failed = True
            self.tell(cannot_save(self.t), severity="warning")

    async def action_quit(self) -> None:
        self.save_quietly()
        self.exit()


UNREADABLE: dict[str, Callable[[Translator], str]] = {
    "settings": unreadable_settings,
    "statistics": unreadable_statistics,
    "round": unreadable_round,
}


def run_tui(args: argparse.Namespace, rules: Rules, deal: int | None, lang: str | None) -> int:
    """``warkit play`` on a terminal: explicit rule flags or a checked ``--deal`` start that round."""
    from ..rule_flags import rules_given

    app = WarApp(
        rules=rules if rules_given(args) else None,
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
    return 0
