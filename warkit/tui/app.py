"""The Textual game of War: ``WarApp`` owns the session, the translator and the screens.

Buildable without the CLI (``WarApp(rules=..., deal=..., lang=..., data_dir=...)``), so tests
make it directly. Every word on screen comes from the catalogs and is drawn as literal text:
the command palette (whose commands are Textual's English) is off, the footer is our own
:class:`~warkit.tui.widgets.ControlBar`, and notifications use ``markup=False``.
"""

from __future__ import annotations

import argparse
import asyncio
from collections.abc import Callable, Sequence
from functools import cached_property, partial
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from textual.app import App
from textual.binding import Binding
from textual.events import Resize
from textual.geometry import Size
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.worker import WorkerCancelled

from ..controls import Control, control, key_label
from ..engine import Card, PileTaken, Rules, random_deal
from ..i18n import Translator, get_translator
from ..i18n.bidi import for_display
from ..i18n.translator import reload as reload_catalogs
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
from .session import DealSource, Session, Step
from .table import TableScreen
from .teller import Teller
from .words import (
    cannot_save,
    newer_save,
    quit_hint,
    unreadable_round,
    unreadable_settings,
    unreadable_statistics,
)

if TYPE_CHECKING:
    from ..translating import TranslatorMode

T = TypeVar("T")
MIN_WIDTH = 60
MIN_HEIGHT = 20
SUMMARY = "summary"
"""The name the prepared summary screen is installed under."""
PREPARE_SUMMARY_AFTER = 0.3
"""Seconds after the first frame to build the summary screen (see WarApp.prepare_summary)."""
TOAST_CELLS = 36
"""Cells of text in a notification at 80 columns (half the screen, less padding)."""


class WarApp(App[None]):
    """The game. ``rules``, ``deal`` or a stacked ``deck`` (with ``seed``) given here start that
    round; otherwise the saved round resumes."""

    CSS_PATH = ["app.tcss", "table.tcss"]
    TITLE = "warkit"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [Binding("ctrl+c", "help_quit", show=False, system=True)]

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
        translate: bool = False,
    ) -> None:
        super().__init__()
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
        self.t: Translator = get_translator(lang, saved=settings.language)
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
        self.teller = Teller(self.t, self.session.rules)
        self.save_failed = False
        self.guides: dict[tuple[str, Rules], str] = {}
        """The rules guide as Markdown, by language and rules (built once each)."""
        self.translating: TranslatorMode | None = None
        """Translator mode (``--translate``): the catalog watched, the lookups recorded."""
        self.footer_extras: tuple[Control, ...] = ()
        """Controls every footer adds (translator mode's source list)."""
        if translate:
            self._start_translator_mode()

    def _start_translator_mode(self) -> None:
        from ..controls import SOURCES
        from ..translating import TranslatorMode

        self.translating = TranslatorMode(self._catalog_saved_elsewhere)
        self.t.recorder = self.translating.recorder  # from the first word on; watching starts on mount
        self.footer_extras = (SOURCES,)
        for key in SOURCES.keys:
            self.bind(key, SOURCES.action, show=False)

    def _load(self, loader: Callable[[Path], T], what: str) -> T | None:
        """A saved file, or None if it was unreadable (moved aside) or from a newer warkit (left
        as it is); either way the player is told."""
        try:
            return loader(self.folder)
        except UnreadableFile:
            self.problems.append(UNREADABLE[what])
            return None
        except NewerSave as error:
            self.problems.append(partial(newer_save, path=str(error.path)))
            return None

    def tell(self, text: str, *, severity: SeverityLevel = "information", timeout: float | None = None) -> None:
        """A notification of translated text: literal (no markup), right-to-left lines as chosen."""
        shown = for_display(text, self.bidi_mode, TOAST_CELLS)
        self.notify(shown, markup=False, severity=severity, timeout=timeout)

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
        if self.translating is not None:
            self.translating.attach(self.t)  # starts watching the catalog in use

    def on_unmount(self) -> None:
        if self.translating is not None:
            self.translating.stop()

    async def guide(self) -> str:
        """The rules guide for the rules and language now, built in a thread the first time."""
        from .help_screen import build_guide

        key = (self.t.language, self.session.rules)
        if key not in self.guides:
            worker = self.run_worker(
                partial(build_guide, self.t, self.session.rules),
                thread=True,
                group="guide-build",
                exit_on_error=False,  # the caller decides: Help reports it, the preparation drops it
            )
            try:
                self.guides[key] = await worker.wait()
            except WorkerCancelled:
                # The app is closing, or the screen that asked is gone: whoever waited stops
                # too, as a cancelled worker rather than a failed one that would end the app.
                raise asyncio.CancelledError from None
        return self.guides[key]

    def _prepare_guide(self) -> None:
        """Build the guide in the background while the player looks at the table."""
        self.run_worker(self.guide(), group="guide-prepare", exclusive=True, exit_on_error=False)

    def tell_problems(self) -> None:
        """Once, on the table: a damaged save file, or a catalog the translator should fix.

        Also the first save of a new round and the guide for Help, kept off the path to the
        first frame; and start-up is over, so the cycle collector runs again.
        """
        resume_collector()
        self.save_quietly()
        self.set_timer(PREPARE_SUMMARY_AFTER, self.prepare_summary)
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
            self.push_screen(TooSmallScreen())
        elif showing and not small:
            self.pop_screen()

    # -- what the screens ask for ----------------------------------------------------------

    @cached_property
    def table(self) -> TableScreen:
        return TableScreen()

    def session_step(self, step: Step) -> None:
        """Redraw after a control; slide the won cards if the step ended a battle."""
        self.table.refresh_words()
        self._tell_if_unsaved()
        if any(isinstance(event, PileTaken) for event in step.events) and step.kind == "turn":
            self.table.slide_to_winner()

    def prepare_summary(self) -> None:
        """Build and style the summary screen ahead, so "Finish the game" only fills it in.

        Pushed and popped in one callback, the screen is composed and styled but never drawn;
        it stays installed and is filled in from the game each time it shows.
        """
        if self.screen_stack and self._install_summary():  # no stack: the app is closing
            self.push_screen(SUMMARY)
            self.pop_screen()

    def show_summary(self) -> None:
        self._install_summary()  # built now if Finish came before prepare_summary
        self.push_screen(SUMMARY)

    def _install_summary(self) -> bool:
        """Install the one summary screen; False if it already was."""
        from .summary import SummaryScreen

        if self.is_screen_installed(SUMMARY):
            return False
        self.install_screen(SummaryScreen(), SUMMARY)
        return True

    def show_settings(self) -> None:
        from .settings_screen import SettingsScreen

        self.push_screen(SettingsScreen())

    def show_statistics(self) -> None:
        from .stats_screen import StatisticsScreen

        self.push_screen(StatisticsScreen())

    def show_help(self) -> None:
        from .help_screen import HelpScreen

        self.push_screen(HelpScreen())

    def ask_deal(self) -> None:
        from .prompt import DealPrompt

        def chosen(deal: int | None) -> None:
            if deal is not None:
                self.session_step(self.session.new_round(deal))

        self.push_screen(DealPrompt(), chosen)

    def change_settings(self, settings: Settings) -> None:
        """Keep new settings: new rules start a new round; a new language re-renders everything."""
        language_changed = settings.language != self.session.settings.language
        self.session.change_settings(settings)
        t = self.t
        if language_changed:
            reload_catalogs()  # a translator's edits to the .po show at once
            t = get_translator(settings.language)
        self._tell_if_unsaved()
        self.show_words(t)

    def show_words(self, t: Translator) -> None:
        """Redraw every screen in ``t``'s words (another language, or a catalog read again)."""
        if self.translating is not None:
            self.translating.attach(t)
        self.t = t
        self.teller = Teller(t, self.session.rules)
        for screen in self.screen_stack:
            refresh = getattr(screen, "refresh_words", None)
            if refresh is not None:
                refresh()

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
        translate=bool(getattr(args, "translate", False)),
    )
    try:
        app.run()
    finally:
        if app.translating is not None:
            app.translating.stop()
    return 0
