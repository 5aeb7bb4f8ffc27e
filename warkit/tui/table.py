"""The game table: the seats, the battle on the table, the status box and the controls.

Each control is a method that asks the :class:`~warkit.tui.session.Session` to play and then
redraws from what it returns; nothing here knows a rule of War.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.geometry import Offset
from textual.screen import Screen
from textual.timer import Timer

from ..controls import CONTROLS
from ..engine import Card, CardsPutDown, CardsTurned, Event, PileTaken, PlayerOut
from .cards import draw_card
from .widgets import PILE_TO_TABLE, CardFlight, ControlBar, SeatRow, SeatView, StatusBox, TextLine
from .words import auto_started, battle_line, card_count, deal_line, rules_line

if TYPE_CHECKING:
    from .app import WarApp

PACE_SECONDS = {"calm": 0.9, "quick": 0.15}


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

    BINDINGS = [
        Binding(key, item.action, show=False) for item in CONTROLS for key in item.keys
    ]

    app: WarApp

    def __init__(self) -> None:
        super().__init__()
        self.auto_timer: Timer | None = None
        self.told = False

    def compose(self) -> ComposeResult:
        with Horizontal(id="top"):
            yield TextLine(id="deal")
            yield TextLine(id="battle")
            yield TextLine(id="rules")
        with Vertical(id="seats"):
            for seat in range(4):
                yield SeatRow(seat, id=f"seat-{seat}")
        yield StatusBox(id="status")
        yield ControlBar([item for item in CONTROLS if item.footer], id="controls")

    def on_mount(self) -> None:
        self.refresh_words()

    def on_screen_resume(self) -> None:
        if not self.told:  # the first time the table is on screen
            self.told = True
            self.call_after_refresh(self.app.tell_problems)

    # -- drawing ----------------------------------------------------------------------------

    def refresh_words(self) -> None:
        """Redraw everything from the session, in the current language."""
        app = self.app
        t, session = app.t, app.session
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
        for seat in range(4):
            row = self.query_one(f"#seat-{seat}", SeatRow)
            row.display = seat < players
            if seat >= players:
                continue
            view = SeatView(
                name=app.teller.seat_name(seat),
                count_text=card_count(t, counts[seat]),
                count=counts[seat],
                cards=tuple(cards[seat]),
                won=winner == seat,
                out=seat not in game.in_game,
            )
            row.show(view, app.session.settings.card_style, t)
        sentences = app.teller.status(session.last, session.battle_events)
        self.query_one(StatusBox).say(app.teller.join(sentences))
        self.query_one(ControlBar).show(t)

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
        if message.action != "auto" or self.auto_timer is None:
            await self.run_action(message.action)

    def action_turn(self) -> None:
        if self.app.session.over:
            self.app.show_summary()
            return
        self.app.session_step(self.app.session.turn())

    def action_ten(self) -> None:
        if self.app.session.over:
            self.app.show_summary()
            return
        self.app.session_step(self.app.session.ten())

    def action_finish(self) -> None:
        self.stop_auto()
        self.app.session_step(self.app.session.finish())
        self.app.show_summary()

    def action_new(self) -> None:
        self.stop_auto()
        self.app.session_step(self.app.session.new_round())

    def action_replay(self) -> None:
        self.stop_auto()
        self.app.session_step(self.app.session.replay())

    def action_deal(self) -> None:
        self.stop_auto()
        self.app.ask_deal()

    def action_settings(self) -> None:
        self.stop_auto()
        self.app.show_settings()

    def action_help(self) -> None:
        self.stop_auto()
        self.app.show_help()

    def action_stats(self) -> None:
        self.stop_auto()
        self.app.show_statistics()

    async def action_quit(self) -> None:
        self.stop_auto()
        await self.app.action_quit()

    def action_auto(self) -> None:
        if self.auto_timer is not None:
            self.stop_auto()
            return
        if self.app.session.over:
            self.app.show_summary()
            return
        pace = PACE_SECONDS[self.app.session.settings.pace]
        self.auto_timer = self.set_interval(pace, self._auto_tick)
        self.app.tell(auto_started(self.app.t), timeout=3)

    def _auto_tick(self) -> None:
        self.action_turn()
        if self.app.session.over:
            self.stop_auto()

    def stop_auto(self) -> None:
        if self.auto_timer is not None:
            self.auto_timer.stop()
            self.auto_timer = None

    def slide_to_winner(self) -> None:
        """Slide a card back from the winner's table cards to their pile, if animation is on."""
        app = self.app
        if not app.session.settings.animation or app.animation_level == "none":
            return
        winner = battle_winner(app.session.battle_events)
        if winner is None:
            return
        row = self.query_one(f"#seat-{winner}", SeatRow)
        region = row.region
        if not region.width:
            return
        pile_x = region.x + row.name_width
        start = Offset(pile_x + PILE_TO_TABLE, region.y)
        end = Offset(pile_x, region.y)
        flight = CardFlight(draw_card(None, app.session.settings.card_style, app.t), start, end)
        self.mount(flight)
        flight.animate(
            "progress",
            1.0,
            duration=0.4,
            easing="out_cubic",
            on_complete=flight.remove,
        )

    def on_unmount(self) -> None:
        self.stop_auto()


