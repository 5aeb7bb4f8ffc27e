"""The game table: the seats, the battle on the table, the status box and the controls.

Each control asks the :class:`~warkit.session.Session` (handed down at construction) to do what
:func:`warkit.controls.does` says it does now, and posts :class:`~warkit.tui.messages.Played`
with the result; the app answers by setting ``step`` and ``words``, which the table watches and
draws. Nothing here knows a rule of War.
"""

from __future__ import annotations

from rich.cells import cell_len
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.events import Key
from textual.geometry import Offset
from textual.message import Message
from textual.screen import Screen
from textual.timer import Timer

from ..controls import CONTROLS, Does, does, offered, phase_label
from ..engine import Card, CardsPutDown, CardsTurned, Event, PileTaken, PlayerOut
from ..narration.rule_words import rules_line
from ..session import Session, Step
from .card_art import WIDTH as CARD_WIDTH
from .card_art import draw_card
from .labels import battle_line, card_count, deal_line, set_aside_label
from .messages import Played, ResultWanted, Words
from .mirror import is_mirrored, mirror_row, mirror_screen
from .seat_area import SeatArea
from .widgets import (
    PILE_TO_TABLE,
    CardFlight,
    ControlBar,
    SeatRow,
    SeatView,
    StatusArea,
    TextLine,
)

PACE_SECONDS = {"calm": 0.9, "quick": 0.15}
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


class TableScreen(Screen[None]):
    """The table, bound to every control in :data:`warkit.controls.CONTROLS`."""

    VERTICAL_BREAKPOINTS = [(0, "-short"), (24, "-tall")]
    """Below 24 rows the status area gives the seats more room (see table.tcss)."""
    BINDINGS = [
        Binding(key, item.action, show=False) for item in CONTROLS for key in item.keys
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.words: Words | None = None
        self.auto_timer: Timer | None = None

    def compose(self) -> ComposeResult:
        with Horizontal(id="top"):
            yield TextLine(id="deal")
            yield TextLine(id="battle")
            yield TextLine(id="rules")
        with SeatArea(id="seats"):
            for seat in range(4):
                yield SeatRow(seat, id=f"seat-{seat}")
            yield SeatRow(SET_ASIDE, id="set-aside")
        yield StatusArea(id="status-area")
        yield ControlBar([item for item in CONTROLS if item.footer], id="controls")

    def on_mount(self) -> None:
        self.watch(self.app, "words", self.show_words)
        self.watch(self.app, "step", self.show_step, init=False)

    # -- drawing ----------------------------------------------------------------------------

    def show_words(self, words: Words) -> None:
        """New language or settings: redraw everything."""
        self.words = words
        self.refresh_words()

    def show_step(self, step: Step | None) -> None:
        """A control played: redraw, and slide the won cards if one step ended a battle."""
        self.refresh_words()
        if step is not None and step.kind == "turn" and battle_winner(step.events) is not None:
            self.slide_to_winner()

    def refresh_words(self) -> None:
        """Redraw everything from the session, in the current language."""
        words, session = self.words, self.session
        if words is None:
            return
        t, teller = words.t, words.teller
        mirrored = mirror_screen(self, t, words.bidi)
        mirror_row(self.query_one("#top"), mirrored)
        game = session.game
        players = game.rules.players
        self.query_one("#deal", TextLine).say(deal_line(t, session.deal))
        self.query_one("#battle", TextLine).say(
            battle_line(t, game.battles, game.rules.max_battles)
        )
        self.query_one("#rules", TextLine).say(rules_line(t, game.rules.preset_name()))
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
        label_cells = max(cell_len(text) for view in views for text in (view.name, view.count_text))
        rows = [*(self.query_one(f"#seat-{seat}", SeatRow) for seat in range(4)), self.query_one("#set-aside", SeatRow)]
        shown_rows = rows[:players] + ([rows[-1]] if game.set_aside is not None else [])
        for row in rows:
            row.display = row in shown_rows
        for row, view in zip(shown_rows, views, strict=True):
            row.mirrored = mirrored
            row.show(view, words.style.name, t, label_cells)
        self.query_one(SeatArea).show_rows(players + (game.set_aside is not None), mirrored=mirrored)
        self.query_one(StatusArea).say(teller.join(teller.status(session.last)))
        self.show_controls()

    def show_controls(self) -> None:
        """The footer: what each key does now (the phase, and whether auto-play runs)."""
        if self.words is None:
            return
        t, phase, auto = self.words.t, self.session.phase, self.auto_timer is not None
        items = [(item, phase_label(item, t, phase, auto=auto)) for item in offered(phase, auto=auto)]
        self.query_one(ControlBar).show(t, items)

    # -- the controls -----------------------------------------------------------------------

    def on_key(self, event: Key) -> None:
        """Any key stops auto-play (and does nothing else)."""
        if self.auto_timer is not None:
            self.stop_auto()
            event.stop()
            event.prevent_default()

    @on(SeatRow.Clicked)
    def clicked_pile(self) -> None:
        if self.auto_timer is not None:
            self.stop_auto()
        else:
            self.action_turn()

    @on(ControlBar.Chosen)
    async def chosen(self, message: ControlBar.Chosen) -> None:
        if self.auto_timer is not None:
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
        self.stop_auto()
        self.press("finish")

    def action_new(self) -> None:
        self.stop_auto()
        self.press("new")

    def action_replay(self) -> None:
        self.stop_auto()
        self.press("replay")

    def action_deal(self) -> None:
        self.stop_auto()
        if self.words is not None:
            mirrored = is_mirrored(self.words.t, self.words.bidi)
            from .prompt import (
                DealPrompt,  # its Input widget is imported when the dialog is asked for
            )

            self.app.push_screen(DealPrompt(self.words.t, mirrored=mirrored), self._deal_chosen)

    def _deal_chosen(self, deal: int | None) -> None:
        if deal is not None:
            self.post_message(Played(self.session.new_round(deal)))

    def action_settings(self) -> None:
        self.stop_auto()
        self.post_message(self.Open("settings"))

    def action_help(self) -> None:
        self.stop_auto()
        self.post_message(self.Open("help"))

    def action_stats(self) -> None:
        self.stop_auto()
        self.post_message(self.Open("stats"))

    async def action_quit(self) -> None:
        self.stop_auto()
        await self.app.action_quit()

    class Open(Message):
        """Open another screen over the table: ``what`` is settings, help or stats (its entry in
        ``warkit.tui.app.SCREENS`` makes it)."""

        def __init__(self, what: str) -> None:
            super().__init__()
            self.what = what

    def action_auto(self) -> None:
        if self.auto_timer is not None:
            self.stop_auto()
            return
        if does("auto", self.session.phase) is Does.RESULT:
            self.post_message(ResultWanted())
            return
        assert self.words is not None
        pace = PACE_SECONDS[self.session.settings.pace]
        self.auto_timer = self.set_interval(pace, self._auto_tick)
        self.show_controls()

    def _auto_tick(self) -> None:
        self.press("turn")
        if self.session.over:
            self.stop_auto()

    def stop_auto(self) -> None:
        if self.auto_timer is not None:
            self.auto_timer.stop()
            self.auto_timer = None
            self.show_controls()

    def slide_to_winner(self) -> None:
        """Slide a card back from the winner's table cards to their pile, if animation is on."""
        if self.words is None or not self.session.settings.animation or self.app.animation_level == "none":
            return
        winner = battle_winner(self.session.battle_events)
        if winner is None:
            return
        row = self.query_one(f"#seat-{winner}", SeatRow)
        region = row.region
        if not region.width:
            return
        pile_x = region.x + row.name_width
        start = Offset(pile_x + PILE_TO_TABLE, region.y)
        if row.mirrored:  # the pile left of the name at the right edge, the cards left of the pile
            pile_x = region.right - row.name_width - CARD_WIDTH
            start = Offset(pile_x - PILE_TO_TABLE, region.y)
        end = Offset(pile_x, region.y)
        flight = CardFlight(draw_card(None, self.words.style.name, self.words.t), start, end)
        self.mount(flight)
        flight.animate(
            "progress",
            1.0,
            duration=0.4,
            easing="out_cubic",
            on_complete=flight.remove,
        )

    def on_unmount(self) -> None:
        """Leaving (the game closes while auto-play runs): stop the timer and draw nothing more."""
        if self.auto_timer is not None:
            self.auto_timer.stop()
            self.auto_timer = None
