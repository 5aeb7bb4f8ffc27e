"""The facts about one set of rules that the guide's sentences depend on.

The templates never do arithmetic on the rules: every number a sentence states (cards in a war,
cards each player gets, the battle limit) is worked out here once, so a test can check each
knob against the sentence it drives.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Rules
from ..engine.knobs import Aces, AtLimit, BothShort, RunOut, WonCards
from ..engine.rules import BATTLE_CEILING

DECK = 52


@dataclass(frozen=True, slots=True)
class RuleFacts:
    """What a reader of the guide needs to know about ``rules``, as numbers and flags."""

    rules: Rules
    players: int
    computers: int
    """Computer players at the table (every seat but yours)."""
    cards_each: int
    set_aside: bool
    """With three players one card is left over and set aside unseen."""
    face_down: int
    cards_per_step: int
    """Cards each tied player puts down in one war step: the face-down ones and one face up."""
    war_cards: int
    """Cards a war between two tied players takes: everyone's turned card and one step each."""
    double_war_cards: int
    """Cards a double war between two tied players takes."""
    run_out: RunOut
    both_short: BothShort
    won_cards: WonCards
    fixed_order: bool
    """Won cards go under in a fixed order, so a game can repeat (and is then drawn)."""
    limit: int
    """The battle limit, 0 for none."""
    ceiling: int
    """With no battle limit, the battles after which the game stops any game as a draw (100,000);
    0 when a limit stops games first. Every answer about draws and endless games says this one."""
    at_limit: AtLimit
    short_game: bool
    """A limit where the most cards wins: the short game."""
    aces_high: bool


def gather_facts(rules: Rules) -> RuleFacts:
    """Every figure the guide states about ``rules``."""
    step = rules.face_down + 1
    return RuleFacts(
        rules=rules,
        players=rules.players,
        computers=rules.players - 1,
        cards_each=DECK // rules.players,
        set_aside=DECK % rules.players != 0,
        face_down=rules.face_down,
        cards_per_step=step,
        war_cards=rules.players + 2 * step,
        double_war_cards=rules.players + 4 * step,
        run_out=rules.run_out,
        both_short=rules.both_short,
        won_cards=rules.won_cards,
        fixed_order=rules.fixed_order,
        limit=rules.max_battles,
        ceiling=0 if rules.max_battles else BATTLE_CEILING,
        at_limit=rules.at_limit,
        short_game=rules.max_battles > 0 and rules.at_limit is AtLimit.COUNT,
        aces_high=rules.aces is Aces.HIGH,
    )
