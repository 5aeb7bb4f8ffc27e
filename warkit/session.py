"""The round being played and what the player keeps, with no Textual in sight.

The TUI's table and the plain mode both press controls here (:meth:`Session.press`) and tell
what the returned :class:`Step` holds; tests drive a :class:`Session` directly. What a control
does in each phase is :func:`warkit.controls.does`. Every change is saved at once (atomically),
and a finished game is counted in the player's statistics exactly once, even across a restart.
Both surfaces keep the round, save for ``--auto`` and a game started while another game on the
same data folder holds it (``keeps_round=False``). Before a control or new rules throw away a game
under way, the surfaces ask the player (:attr:`Session.asks_before_leaving`).
A write the disk refuses never stops the game: the session keeps why (``unsaved``,
``unrecorded``) for the surface to tell the player, who plays on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .controls import Does, TablePhase, does
from .engine import Card, CardsTurned, Event, Game, Phase, Rules, random_deal
from .storage import (
    NewerSave,
    SavedRound,
    Settings,
    Statistics,
    UnreadableFile,
    add_game,
    load_statistics,
    record_game,
    restore_game,
    save_round,
    save_settings,
)
from .storage.saves import new_game

DealSource = Callable[[], int]
TEN = 10
"""Battles played by "Play 10 battles"."""


YOU = 0
"""The player's seat."""


@dataclass
class Step:
    """What the last control did: ``kind`` says which control, ``events`` what happened.

    ``carried`` holds the events of the battle that was already on the table when the control
    was pressed (a war pending), since that battle is finished by this press and counted in it.
    """

    kind: str
    events: list[Event] = field(default_factory=list)
    carried: list[Event] = field(default_factory=list)


class Session:
    """One player's table: the game, their record and round saved in ``folder``, their settings in
    ``config`` (``folder`` unless given)."""

    def __init__(
        self,
        folder: Path,
        settings: Settings,
        statistics: Statistics,
        *,
        saved: SavedRound | None = None,
        deal: int | None = None,
        deck: Sequence[Card] | None = None,
        seed: int | None = None,
        new_deal: DealSource = random_deal,
        keeps_round: bool = True,
        keeps_record: bool = True,
        config: Path | None = None,
    ) -> None:
        self.folder = folder
        self.config = folder if config is None else config
        self.keeps_round = keeps_round
        """False for ``--auto`` and for a game whose data folder's round another game holds: its
        rounds are never saved over that one's."""
        self.keeps_record = keeps_record
        """False when the record on disk is a newer warkit's (the player was told at start):
        finished games are counted for this run only, and the file is left as it is."""
        self.settings = settings
        self.statistics = statistics
        self.new_deal = new_deal
        self.game: Game
        self.steps = 0
        self.recorded = False
        self.battle_events: list[Event] = []
        """The events of the battle on the table (the last one, once it is over)."""
        self.last = Step("deal")
        self.unsaved: OSError | None = None
        """Why a write of the round or the settings failed; the surface tells the player, once."""
        self.unrecorded: OSError | NewerSave | None = None
        """Why the game that just ended is not in the record on disk; the surface tells the player
        and sets it back to None."""
        self.deck: tuple[Card, ...] | None = None
        """The stacked deck being played, when the round is not a numbered deal."""
        self.seed: int | None = None
        if saved is not None:
            self._resume(saved)
        elif deck is not None:
            self._start(None, tuple(deck), seed, save=False)
        else:
            # Not saved yet: the app saves once the first frame is on screen, to start quickly.
            self._start(deal if deal is not None else new_deal(), save=False)

    # -- the round --------------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self.settings.rules

    def _start(
        self,
        deal: int | None,
        deck: tuple[Card, ...] | None = None,
        seed: int | None = None,
        kind: str = "deal",
        save: bool = True,
    ) -> None:
        self.game = new_game(self.rules, deal, deck, seed)
        self.deck, self.seed = deck, seed
        self.steps = 0
        self.recorded = False
        self.battle_events = []
        self.last = Step(kind, list(self.game.log))
        if save:
            self._keep(self.save)

    def _resume(self, saved: SavedRound) -> None:
        if saved.rules != self.settings.rules:
            self.settings = self.settings.replace(rules=saved.rules)
        self.game = saved.game if saved.game is not None else restore_game(saved)  # replayed once, on load
        self.deck, self.seed = saved.deck, saved.seed
        self.steps = saved.steps
        self.recorded = saved.recorded
        self.battle_events = _last_battle(self.game.log)
        # Nothing played yet: the round is told as a deal, as when it began.
        self.last = Step("resume", list(self.battle_events)) if self.steps else Step("deal", list(self.game.log))
        self._record_if_over()  # a game that ended just before a crash is still counted, once

    @property
    def deal(self) -> int | None:
        """The deal number, or None while a stacked deck is played."""
        return self.game.deal

    @property
    def over(self) -> bool:
        return self.game.phase is Phase.OVER

    @property
    def asks_before_leaving(self) -> bool:
        """Whether dealing again now must be confirmed first: a game is under way (a step
        played, not over), which a new deal, a replay or new rules would throw away, and the
        player's settings ask to be asked."""
        return self.settings.ask_before_leaving and self.steps > 0 and not self.over

    @property
    def saved_at(self) -> int | None:
        """The battles of a game under way that a save keeps for next time (what quitting says), or
        None: nothing played yet, the game over, or the round not kept."""
        if self.keeps_round and self.steps > 0 and not self.over:
            return self.game.battles
        return None

    @property
    def phase(self) -> TablePhase:
        """Where the game stands for the controls (see :func:`warkit.controls.does`)."""
        game = self.game
        if game.phase is Phase.OVER:
            return TablePhase.OVER
        if YOU not in game.in_game:
            return TablePhase.OUT
        if game.phase is Phase.WAR:
            return TablePhase.WAR
        return TablePhase.READY

    def press(self, action: str) -> Step | None:
        """Do what ``action`` does now: a Step for the controls that play or deal, else None.

        Controls that only open a screen (settings, help…) are the caller's; ``Does.RESULT`` (a
        playing control once the game is over) changes nothing and returns None too.
        """
        if does(action, self.phase) is Does.RESULT:
            return None
        plays = {
            "turn": self.turn,
            "ten": self.ten,
            "finish": self.finish,
            "new": self.new_round,
            "replay": self.replay,
        }
        return plays[action]() if action in plays else None

    def turn(self) -> Step:
        """Turn cards: one battle's turn, or one war step."""
        return self._play("turn", lambda: self._step_once())

    def ten(self) -> Step:
        """Ten battles at once (finishing a war in progress counts as the first)."""

        def play() -> list[Event]:
            events: list[Event] = []
            for _ in range(TEN):
                if self.over:
                    break
                events += self._step_once()
                while self.game.phase is Phase.WAR:
                    events += self._step_once()
            return events

        return self._play("ten", play)

    def finish(self, stop: Callable[[], bool] = lambda: False) -> Step:
        """Play out the rest of the game, battle by battle (a war in progress first).

        ``stop`` is asked after each whole battle (the TUI plays this in a thread, and Esc stops
        it): True leaves the game at the battle reached, saved there, and the step tells the
        battles played until then.
        """

        def play() -> list[Event]:
            events: list[Event] = []
            while not self.over:
                events += self._step_once()
                while self.game.phase is Phase.WAR:
                    events += self._step_once()
                if stop():
                    break
            return events

        return self._play("finish", play)

    def new_round(self, deal: int | None = None) -> Step:
        self._start(deal if deal is not None else self.new_deal())
        return self.last

    def leave_for(self, rules: Rules | None, deal: int | None) -> Step:
        """Leave the game for other ``rules`` (None: the same) and ``deal`` (None: a new one), the
        round the command line asked for."""
        if rules is not None:
            self.settings = self.settings.replace(rules=rules)
        return self.new_round(deal)

    def replay(self) -> Step:
        self._start(self.deal, self.deck, self.seed, kind="replay")
        return self.last

    def _step_once(self) -> list[Event]:
        events = self.game.step()
        self.steps += 1
        if any(isinstance(event, CardsTurned) for event in events):
            self.battle_events = []
        self.battle_events += events
        return events

    def _play(self, kind: str, play: Callable[[], list[Event]]) -> Step:
        carried = list(self.battle_events) if self.game.phase is Phase.WAR else []
        events = play() if not self.over else []
        if not self.over and self.game.next_step_ends():
            events += self._step_once()  # the limit or a repeat: the result comes with this press
        self.last = Step(kind, events, carried)
        self._record_if_over()
        self._keep(self.save)
        return self.last

    def _record_if_over(self) -> None:
        """Count a finished game in the player's record, exactly once."""
        if self.over and not self.recorded and self.game.outcome is not None:
            self.recorded = True
            outcome, figures, deal = self.game.outcome, self.game.stats, self.deal
            if not self.keeps_record:
                self.statistics = record_game(self.statistics, self.rules, outcome, figures, deal=deal)
                return
            try:  # merged with what another game may have written since this one started
                self.statistics = add_game(self.folder, self.rules, outcome, figures, deal=deal)
            except (OSError, NewerSave) as error:  # counted for this run; the player is told why
                self.statistics = record_game(self.statistics, self.rules, outcome, figures, deal=deal)
                self.unrecorded = error

    # -- settings ---------------------------------------------------------------------------

    def deals_again(self, settings: Settings) -> bool:
        """Whether keeping ``settings`` starts a new round: new rules do."""
        return settings.rules != self.settings.rules

    def change_settings(self, settings: Settings) -> bool:
        """Keep new settings; new rules start a new round. Returns True if a round began."""
        rules_changed = self.deals_again(settings)
        self.settings = settings
        self._keep(lambda: save_settings(self.config, settings))
        if rules_changed:
            self.new_round()
        return rules_changed

    def read_record(self) -> Statistics:
        """The record as the file holds it now: another game on the same data folder may have
        added its games since this one read it. This run's own count stays when the file is a
        newer warkit's or cannot be read (the player was told)."""
        if self.keeps_record:
            try:
                self.statistics = load_statistics(self.folder, move_aside=False)
            except (OSError, UnreadableFile, NewerSave):
                pass
        return self.statistics

    def save(self) -> None:
        """Save the round now; raises OSError if the disk refuses (nothing when it does not keep
        the round: ``--auto``, or another game holds it)."""
        if not self.keeps_round:
            return
        saved = SavedRound(self.rules, self.deal, self.steps, self.recorded, self.deck, self.seed)
        save_round(self.folder, saved)

    def _keep(self, write: Callable[[], None]) -> None:
        """Write a file; a full disk or a read-only folder must not stop the game."""
        try:
            write()
        except OSError as error:
            self.unsaved = error


def _last_battle(log: list[Event]) -> list[Event]:
    """The events since the last battle began (for drawing the table of a resumed game)."""
    for index in range(len(log) - 1, -1, -1):
        if isinstance(log[index], CardsTurned):
            return list(log[index:])
    return []
