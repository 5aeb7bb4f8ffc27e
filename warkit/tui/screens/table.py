"""The game table: the seats, the battle on the table, the status box and the controls.

Each control asks the :class:`~warkit.session.Session` (handed down at construction) to do what
:func:`warkit.controls.does` says it does now, and posts :class:`~warkit.tui.messages.Played`
with the result; the app answers by setting ``step`` and ``words``, which the table watches and
draws. Nothing here knows a rule of War.

Keys go to the screen on top only. A control that opens a screen (Settings, Help, Statistics,
the deal number) pushes it in its own key's turn, so a key typed right after it already goes to
the new screen; a message asking the app to open it would be handled after keys already waiting,
and they would reach the table behind.

Finish plays the rest of the game in a thread (the session plays; see :meth:`TableScreen.play_out`):
the table keeps answering, the status box counts the battles a few times a second, and Esc stops
the game at the battle reached (saved there). Meanwhile Esc and Quit are the only controls that
answer; the other keys of the table do nothing (they are not kept for later, when the summary or
the table they were meant for is no longer on screen).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.events import Key
from textual.geometry import Offset
from textual.screen import Screen
from textual.timer import Timer
from textual.worker import Worker, WorkerCancelled, WorkerFailed, WorkerState, get_current_worker

from ...controls import (
    CONTROLS,
    PACE,
    PACE_SECONDS,
    STOP,
    Does,
    TablePhase,
    bound_keys,
    control,
    does,
    offered,
    phase_label,
)
from ...engine import Card, CardsPutDown, CardsTurned, Event, PileTaken, PlayerOut
from ...i18n.cells import cells as cell_width
from ...narration.rule_words import rules_line, shorter_rules_lines
from ...session import Session, Step
from ...storage.save_words import resumed
from ..card_art import draw_card
from ..labels import battle_line, card_count, deal_line, playing_out, set_aside_label
from ..messages import Played, ResultWanted, Told, Words
from ..mirror import is_mirrored, mirror_row, mirror_screen
from ..seat_area import CENTRED_FROM, SeatArea, status_room
from ..widgets import (
    CardFlight,
    ControlBar,
    NoticeLine,
    SeatRow,
    SeatView,
    StatusArea,
    TextLine,
)
from .base import Room

SLIDE_SECONDS = {"calm": 0.5, "quick": 0.15}
"""How long the won card slides to its pile at each pace: calm is slow enough to follow (half a
second, evenly eased so the card is seen moving the whole way), quick ends before the next press of
auto-play at its pace."""
PROGRESS_SECONDS = 0.25
"""How often the count of battles is drawn while Finish plays the game out."""
TABLE_ACTIONS = frozenset(item.action for item in CONTROLS)
WHILE_AUTO = frozenset(bound_keys(PACE) + bound_keys(control("quit")))
"""The keys that answer while auto-play runs (any other stops it): its pace, and Quit."""
SET_ASIDE = 4
"""The row under the seats that shows a three-player deal's set-aside card."""


def table_cards(events: list[Event], seats: int) -> list[list[tuple[Card, bool]]]:
    """Each seat's cards of the battle told by ``events``, in the order they went down."""
    cards: list[list[tuple[Card, bool]]] = [[] for _ in range(seats)]
    for event in events:
        if isinstance(event, CardsTurned):
            for play in event.plays:
                cards[play.seat].append((play.card, True))
        elif isinstance(event, CardsPutDown):
            cards[event.seat] += [(card, False) for card in event.face_down]
            if event.face_up is not None:
                cards[event.seat].append((event.face_up, True))
        elif isinstance(event, PlayerOut):
            cards[event.seat] += [(card, False) for card in event.cards_to_table]
    return cards


def battle_winner(events: list[Event]) -> int | None:
    """The seat that took the table in ``events``, if the battle is over."""
    return next((e.seat for e in reversed(events) if isinstance(e, PileTaken)), None)


class TableScreen(Room):
    """The table, bound to every control in :data:`warkit.controls.CONTROLS` (and Esc, which
    stops Finish)."""

    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (CENTRED_FROM, "-wide")]
    """From 100 columns the status text keeps a readable measure, in the middle (see table.tcss)."""
    BINDINGS = [
        Binding(key, item.action, show=False) for item in (*CONTROLS, STOP, PACE) for key in bound_keys(item)
    ]

    def __init__(self, session: Session, screen_for: Callable[[str], Screen[None]], words: Words) -> None:
        super().__init__(words)
        self.session = session
        self.screen_for = screen_for
        """Makes the screen that Settings, Help or Statistics opens (``what``: the app's
        ``SCREENS`` entry), for the table to push in the key's own turn."""
        self.auto_timer: Timer | None = None
        self.finishing: Worker[Step] | None = None
        """Finish playing the game out in its thread, until its step is back."""
        self.stopping = threading.Event()
        """Set by Esc (or Quit) while Finish plays: the thread stops at the end of that battle."""
        self.progress_timer: Timer | None = None

    def compose(self) -> ComposeResult:
        with Horizontal(id="top"):
            yield TextLine(id="deal")
            yield TextLine(id="battle")
            yield TextLine(id="rules")
        with SeatArea(id="seats"):
            for seat in range(4):
                yield SeatRow(seat, id=f"seat-{seat}")
            yield SeatRow(SET_ASIDE, id="set-aside")
        yield NoticeLine(id="notices")
        yield StatusArea(id="status-area")
        yield ControlBar([item for item in CONTROLS if item.footer], id="controls")

    def on_mount(self) -> None:
        self.watch(self.app, "step", self.show_step, init=False)
        self.watch(self.app, "notices", self.show_notices)

    def on_resize(self) -> None:
        self.fit_seats()

    def fit_seats(self) -> None:
        """Share the window between the seats and the status box from its size alone: the seats
        are arranged for what the top line, the footer (at its tallest through a game) and the
        lines kept for the status (:func:`~warkit.tui.seat_area.status_room`) leave, and the
        status box may grow into all the seats leave, so they never move when it grows or
        shrinks."""
        width, height = self.size
        if not height:
            return
        top = self.query_one("#top").outer_size.height or 1
        rest = height - top - self.query_one(ControlBar).height_at(width)
        seats = self.query_one(SeatArea)
        seats.fit(rest - status_room(height), width)
        self.query_one(StatusArea).styles.max_height = max(status_room(height), rest - seats.needs)

    def show_notices(self, notices: tuple[Told, ...]) -> None:
        """The notices told and not yet over, in their own line above the status box (the
        table shows no notifications: they would cover the status box and the footer)."""
        line = self.query_one("#notices", NoticeLine)
        line.display = bool(notices)
        line.set_class(any(notice.severity != "information" for notice in notices), "-warning")
        line.say("\n".join(notice.text for notice in notices))

    # -- drawing ----------------------------------------------------------------------------

    def show_step(self, step: Step | None) -> None:
        """A control played: redraw, and slide the won cards if one step ended a battle."""
        self.refresh_words()
        if step is not None and step.kind == "turn" and battle_winner(step.events) is not None:
            self.slide_to_winner()

    def refresh_words(self) -> None:
        """Redraw everything from the session, in the current language.

        While Finish plays the game out in its thread, the game is the thread's: only the count
        of battles is drawn (:meth:`show_progress`), and everything else once its step is back.
        """
        words, session = self.words, self.session
        t, teller = words.t, words.teller
        mirrored = mirror_screen(self, t, words.bidi)
        mirror_row(self.query_one("#top"), mirrored)
        game = session.game
        players = game.rules.players
        self.query_one("#deal", TextLine).say(deal_line(t, session.deal))
        shorter = shorter_rules_lines(t, game.rules, words.style.ellipsis)  # the whole name: Settings
        self.query_one("#rules", TextLine).say(rules_line(t, game.rules), shorter=shorter)
        if self.finishing is not None:
            self.show_progress()
            self.show_controls()  # in the new words
            return
        self.query_one("#battle", TextLine).say(
            battle_line(t, game.battles, game.rules.max_battles)
        )
        cards = table_cards(session.battle_events, players)
        winner = battle_winner(session.battle_events)
        counts = game.counts
        views = [
            SeatView(
                name=teller.seat_name(seat),
                count_text=card_count(t, counts[seat]),
                count=counts[seat],
                cards=tuple(cards[seat]),
                won=winner == seat,
                out=seat not in game.in_game,
            )
            for seat in range(players)
        ]
        if game.set_aside is not None:  # face down, never turned: it plays no part
            views.append(SeatView(set_aside_label(t), card_count(t, 1), 1, (), out=True))
        label_cells = max(cell_width(text) for view in views for text in (view.name, view.count_text))
        rows = [*(self.query_one(f"#seat-{seat}", SeatRow) for seat in range(4)), self.query_one("#set-aside", SeatRow)]
        shown_rows = rows[:players] + ([rows[-1]] if game.set_aside is not None else [])
        for row in rows:
            row.display = row in shown_rows
        for row, view in zip(shown_rows, views, strict=True):
            row.mirrored = mirrored
            row.show(view, words.style.name, t, label_cells, table=cards)
        self.query_one(SeatArea).show_rows(players + (game.set_aside is not None), mirrored=mirrored)
        sentences = teller.status(session.last)
        if session.last.kind == "resume":  # the plain mode's first line, until the next press
            sentences = [resumed(t, session.deal, game.battles), *sentences]
        self.query_one(StatusArea).say(teller.join(sentences))
        self.show_controls()

    def show_controls(self) -> None:
        """The footer: what each key does now (the phase, and whether auto-play runs)."""
        t, auto, finishing = self.words.t, self.auto_timer is not None, self.finishing is not None
        phase = self.session.phase
        items = [
            (item, phase_label(item, t, phase, auto=auto))
            for item in offered(phase, auto=auto, finishing=finishing)
        ]
        # Every phase's footer, so the footer wraps the same way through the game (ControlBar.show).
        steady = [[(item, phase_label(item, t, each)) for item in offered(each)] for each in TablePhase]
        self.query_one(ControlBar).show(t, items, steady=steady)
        self.fit_seats()  # the footer's height may change with the language

    def show_progress(self) -> None:
        """While Finish plays the game out: the battles so far, on the top line and in the status
        box (only the count is read from the game the thread is playing), and the footer's Esc
        and Quit."""
        t, game = self.words.t, self.session.game
        battles = game.battles
        self.query_one("#battle", TextLine).say(battle_line(t, battles, game.rules.max_battles))
        self.query_one(StatusArea).say(playing_out(t, battles))
        if STOP not in self.query_one(ControlBar).controls:  # the footer changes once
            self.show_controls()

    # -- the controls -----------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Esc stops Finish and does nothing else; while Finish plays, Quit is the only other
        control of the table that answers."""
        if action == STOP.action:
            return self.finishing is not None
        if action == PACE.action:
            return self.auto_timer is not None
        if self.finishing is not None and action in TABLE_ACTIONS:
            return action == "quit"
        return True

    def on_key(self, event: Key) -> None:
        """Any key but the pace and Quit stops auto-play (and does nothing else)."""
        if self.auto_timer is not None and event.key not in WHILE_AUTO:
            self.stop_auto()
            event.stop()
            event.prevent_default()

    @on(SeatRow.Clicked)
    def clicked_pile(self) -> None:
        if self.auto_timer is not None:
            self.stop_auto()
        elif self.finishing is None:
            self.action_turn()

    @on(ControlBar.Chosen)
    async def chosen(self, message: ControlBar.Chosen) -> None:
        if self.auto_timer is not None and message.action not in (PACE.action, "quit"):
            self.stop_auto()
            return
        await self.run_action(message.action)

    def press(self, action: str) -> None:
        """Do what ``action`` does now and tell the app what happened."""
        if does(action, self.session.phase) is Does.RESULT:
            self.stop_auto()
            self.post_message(ResultWanted())
            return
        step = self.session.press(action)
        if step is not None:
            self.post_message(Played(step))

    def action_turn(self) -> None:
        self.press("turn")

    def action_ten(self) -> None:
        self.press("ten")

    def action_finish(self) -> None:
        """Play the game out in a thread; its step comes back to :meth:`on_worker_state_changed`.

        Nothing is drawn before the first count, a quarter of a second on: most games are played
        out sooner, and their summary shows without the table being laid out twice in between
        (``scripts/bench_tui.py``)."""
        self.stop_auto()
        if does("finish", self.session.phase) is Does.RESULT:
            self.post_message(ResultWanted())
            return
        self.stopping = threading.Event()
        self.finishing = self.play_out(self.stopping)
        self.progress_timer = self.set_interval(PROGRESS_SECONDS, self.show_progress)

    @work(thread=True, exclusive=True, group="finish")
    def play_out(self, stopping: threading.Event) -> Step:
        """(In a thread.) The session plays the rest of the game, until ``stopping`` is set or
        the game closes."""
        worker = get_current_worker()
        return self.session.finish(stop=lambda: stopping.is_set() or worker.is_cancelled)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """Finish's thread is done: tell the app what it played (the summary shows if the game
        is over; stopped by Esc, the table shows the battle reached)."""
        worker = event.worker
        if worker is not self.finishing or not worker.is_finished:
            return
        self.finishing = None
        if self.progress_timer is not None:
            self.progress_timer.stop()
            self.progress_timer = None
        if event.state is WorkerState.SUCCESS and worker.result is not None:
            self.post_message(Played(worker.result))
        else:
            self.refresh_words()

    def action_stop(self) -> None:
        """Esc while Finish plays: stop at the end of the battle being played."""
        self.stopping.set()

    def action_new(self) -> None:
        self.stop_auto()
        self.leave(lambda: self.press("new"))

    def action_replay(self) -> None:
        self.stop_auto()
        self.leave(lambda: self.press("replay"))

    def action_deal(self) -> None:
        self.stop_auto()
        self.leave(self._ask_deal)

    def leave(self, deal_again: Callable[[], None]) -> None:
        """``deal_again`` throws away the game on the table: ask first while one is under way."""
        from .confirm import leave_if_asked

        leave_if_asked(self, self.words, self.session.asks_before_leaving, deal_again)

    def _ask_deal(self) -> None:
        mirrored = is_mirrored(self.words.t, self.words.bidi)
        from .prompt import (
            DealPrompt,  # its Input widget is imported when the dialog is asked for
        )

        self.app.push_screen(DealPrompt(self.words.t, mirrored=mirrored), self._deal_chosen)

    def _deal_chosen(self, deal: int | None) -> None:
        if deal is not None:
            self.post_message(Played(self.session.new_round(deal)))

    def open(self, what: str) -> None:
        """Open Settings, Help or Statistics over the table now (see the module doc: a key typed
        right after this one goes to the new screen)."""
        self.stop_auto()
        self.app.push_screen(self.screen_for(what))

    def action_settings(self) -> None:
        self.open("settings")

    def action_help(self) -> None:
        self.open("help")

    def action_stats(self) -> None:
        self.open("stats")

    def action_log(self) -> None:
        self.open("log")

    async def action_quit(self) -> None:
        await self.run_action("app.quit")

    async def stop_playing(self) -> None:
        """Stop auto-play, and Finish (waiting for its thread), so the round is saved where it
        stopped."""
        self.stop_auto()
        if self.finishing is not None:
            self.stopping.set()
            try:
                await self.finishing.wait()
            except (WorkerCancelled, WorkerFailed):
                pass

    def action_auto(self) -> None:
        if self.auto_timer is not None:
            self.stop_auto()
            return
        if does("auto", self.session.phase) is Does.RESULT:
            self.post_message(ResultWanted())
            return
        pace = PACE_SECONDS[self.session.settings.pace]
        self.auto_timer = self.set_interval(pace, self._auto_tick)
        self.show_controls()

    def action_pace(self) -> None:
        """While auto-play runs: the other pace, at once and in the settings."""
        settings = self.session.settings
        self.session.change_settings(settings.replace(pace="quick" if settings.pace == "calm" else "calm"))
        if self.auto_timer is not None:
            self.auto_timer.stop()
            self.auto_timer = self.set_interval(PACE_SECONDS[self.session.settings.pace], self._auto_tick)

    def _auto_tick(self) -> None:
        self.press("turn")
        if self.session.over:  # the game ended on this press: its summary, as Finish shows it
            self.stop_auto()
            self.post_message(ResultWanted())

    def stop_auto(self) -> None:
        if self.auto_timer is not None:
            self.auto_timer.stop()
            self.auto_timer = None
            self.show_controls()

    def slide_to_winner(self) -> None:
        """Slide a card back from the winner's table cards to their pile, if animation is on."""
        if not self.session.settings.animation or self.app.animation_level == "none":
            return
        winner = battle_winner(self.session.battle_events)
        if winner is None:
            return
        row = self.query_one(f"#seat-{winner}", SeatRow)
        region = row.region
        if not region.width:
            return
        start = Offset(region.x + row.cards_offset, region.y)
        end = Offset(region.x + row.pile_offset, region.y)
        flight = CardFlight(draw_card(None, self.words.style.name, self.words.t, row.card_size), start, end)
        self.mount(flight)
        flight.animate(
            "progress",
            1.0,
            duration=SLIDE_SECONDS[self.session.settings.pace],
            easing="in_out_sine",
            on_complete=flight.remove,
        )

    def on_unmount(self) -> None:
        """Leaving (the game closes while auto-play or Finish runs): stop the timers, and the
        thread at the end of its battle, and draw nothing more."""
        self.stopping.set()
        for timer in (self.auto_timer, self.progress_timer):
            if timer is not None:
                timer.stop()
        self.auto_timer = self.progress_timer = None
