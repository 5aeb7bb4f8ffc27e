"""What each rule knob is called, in the player's language: every surface's words for it.

The knobs themselves are data in the engine (:mod:`warkit.engine.knobs`); here each one gets
its catalog messages, keyed by the knob's name: the command line's help for its flag and the
settings screen's question and answers (which the guide's box at a glance and its variants
tables show too). The CLI, the settings screen and the guide loop over the engine's knobs and
look their words up here, so a new knob is its engine definition plus one :class:`KnobWords`
entry (and a test fails while either is missing).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine import Rules
from ..engine.knobs import Aces, AtLimit, BothShort, Knob, RunOut, WonCards

if TYPE_CHECKING:
    from ..i18n import Gettext, Translator


@dataclass(frozen=True, slots=True)
class KnobWords:
    """One knob's messages; ``values`` lists the knob's values in the help's ``{values}``."""

    help: Callable[[Translator, str], str]
    """The command-line help for the flag; the second argument lists the knob's values."""
    question: Callable[[Gettext], str]
    """The settings screen's label for the knob."""
    answer: Callable[[Gettext, Any], str]
    """The settings screen's label for one value."""
    offered: Callable[[Rules], Iterable[Any]] | None = None
    """The values the settings screen offers, if not every allowed value (the battle limit)."""


BATTLE_LIMITS = (0, 26, 50, 100, 250, 500, 1000)
"""The battle limits the settings screen offers (and the current one, if it is another)."""


def knob_words(name: str) -> KnobWords:
    """The words of the knob called ``name``."""
    return WORDS[name]


def flag_help(knob: Knob, t: Translator) -> str:
    """The command-line help for ``knob``'s flag in ``t``'s language."""
    values = t.join_choices(str(value) for value in knob.choices) if knob.values is not None else ""
    return WORDS[knob.name].help(t, values)


def settings_options(knob: Knob, t: Gettext, rules: Rules) -> list[tuple[str, Any]]:
    """``(label, value)`` for each value the settings screen offers for ``knob``."""
    words = WORDS[knob.name]
    values = words.offered(rules) if words.offered is not None else knob.choices
    return [(words.answer(t, value), value) for value in values]



# --- players -------------------------------------------------------------------------------

def _players_answer(t: Gettext, n: int) -> str:
    # Translators: settings screen, an answer to "Players"; {count} is 2, 3 or 4 (you included).
    return t.ngettext("{count} player", "{count} players", n, count=n)



PLAYERS = KnobWords(
    # Translators: help for --players; seat 0 is the person playing.
    help=lambda t, values: t.gettext("How many players, from 2 to 4; you are seat 0."),
    # Translators: settings screen, how many players sit at the table (you and the computer players).
    question=lambda t: t.gettext("Players"),
    answer=_players_answer,
)


# --- face_down -----------------------------------------------------------------------------

def _face_down_answer(t: Gettext, n: int) -> str:
    # Translators: settings screen, an answer to "Face-down cards in a war"; {count} is 0 to 3.
    return t.npgettext("face-down setting", "{count} card", "{count} cards", n, count=n)



FACE_DOWN = KnobWords(
    # Translators: help for --face-down: the cards each player in a war puts down face down before the one face up.
    help=lambda t, values: t.gettext("Face-down cards in each step of a war, from 0 to 3."),
    # Translators: settings screen, how many cards each tied player puts face down in a war.
    question=lambda t: t.gettext("Face-down cards in a war"),
    answer=_face_down_answer,
)


# --- run_out -------------------------------------------------------------------------------

def _run_out_answer(t: Gettext, value: RunOut) -> str:
    if value is RunOut.LOSE:
        # Translators: settings screen, "Running out in a war": the short player loses at once.
        return t.gettext("The short player loses")
    # Translators: settings screen, "Running out in a war": the short player turns their last card face up.
    return t.gettext("Play the last card face up")



RUN_OUT = KnobWords(
    # Translators: help for --run-out; {values} lists the flag's values (lose, last-card), which stay as they are.
    help=lambda t, values: t.gettext("A player who runs short in a war: {values}.", values=values),
    # Translators: settings screen, what happens to a tied player without enough cards for a war.
    question=lambda t: t.gettext("Running out in a war"),
    answer=_run_out_answer,
)


# --- both_short ----------------------------------------------------------------------------

def _both_short_answer(t: Gettext, value: BothShort) -> str:
    if value is BothShort.DRAW:
        # Translators: settings screen, "When everyone runs out at once": the game is a draw.
        return t.pgettext("both short", "A draw")
    # Translators: settings screen, "When everyone runs out at once": each takes their cards back, most cards wins.
    return t.pgettext("both short", "Most cards wins")



BOTH_SHORT = KnobWords(
    # Translators: help for --both-short; {values} lists the flag's values (draw, count), which stay as they are.
    help=lambda t, values: t.gettext("Everyone in a war runs short at once: {values}.", values=values),
    # Translators: settings screen, what happens when everyone in a war runs out at once.
    question=lambda t: t.gettext("When everyone runs out at once"),
    answer=_both_short_answer,
)


# --- won_cards -----------------------------------------------------------------------------

def _won_cards_answer(t: Gettext, value: WonCards) -> str:
    if value is WonCards.SHUFFLED:
        # Translators: settings screen, "Won cards go under": shuffled first.
        return t.gettext("Shuffled")
    if value is WonCards.WINNER_FIRST:
        # Translators: settings screen, "Won cards go under": the winner's own cards first, then the others'.
        return t.gettext("Winner's cards first")
    # Translators: settings screen, "Won cards go under": in the order they were played.
    return t.gettext("In the order played")



WON_CARDS = KnobWords(
    # Translators: help for --won-cards; {values} lists the flag's values (shuffled, …), which stay as they are.
    help=lambda t, values: t.gettext("How won cards go under the pile: {values}.", values=values),
    # Translators: settings screen, in which order won cards go under the winner's pile.
    question=lambda t: t.gettext("Won cards go under"),
    answer=_won_cards_answer,
)


# --- max_battles and at_limit --------------------------------------------------------------

def _limit_answer(t: Gettext, n: int) -> str:
    if n == 0:
        # Translators: settings screen, "Battle limit": play until someone has all the cards.
        return t.gettext("No limit")
    # Translators: settings screen, an answer to "Battle limit"; {count} is the number of battles.
    return t.ngettext("{count} battle", "{count} battles", n, count=n)



MAX_BATTLES = KnobWords(
    # Translators: help for --max-battles.
    help=lambda t, values: t.gettext("The battle limit; 0 means no limit."),
    # Translators: settings screen, the most battles a game may last.
    question=lambda t: t.gettext("Battle limit"),
    answer=_limit_answer,
    offered=lambda rules: sorted(set(BATTLE_LIMITS) | {rules.max_battles}),
)


def _at_limit_answer(t: Gettext, value: AtLimit) -> str:
    if value is AtLimit.DRAW:
        # Translators: settings screen, "At the battle limit": the game is a draw.
        return t.pgettext("at limit", "A draw")
    # Translators: settings screen, "At the battle limit": whoever holds most cards wins.
    return t.pgettext("at limit", "Most cards wins")


AT_LIMIT = KnobWords(
    # Translators: help for --at-limit; {values} lists the flag's values (draw, count), which stay as they are.
    help=lambda t, values: t.gettext("What happens at the battle limit: {values}.", values=values),
    # Translators: settings screen, what decides the game when the battle limit is reached.
    question=lambda t: t.gettext("At the battle limit"),
    answer=_at_limit_answer,
)


# --- aces ----------------------------------------------------------------------------------

def _aces_answer(t: Gettext, value: Aces) -> str:
    if value is Aces.HIGH:
        # Translators: settings screen, "Aces": the Ace beats the King.
        return t.gettext("High (above the King)")
    # Translators: settings screen, "Aces": the Ace is below the 2.
    return t.gettext("Low (below the 2)")



ACES = KnobWords(
    # Translators: help for --aces; {values} lists the flag's values (high, low), which stay as they are.
    help=lambda t, values: t.gettext("Aces rank high or low: {values}.", values=values),
    # Translators: settings screen, whether the Ace is the highest or the lowest card.
    question=lambda t: t.gettext("Aces"),
    answer=_aces_answer,
)


WORDS: dict[str, KnobWords] = {
    "players": PLAYERS,
    "face_down": FACE_DOWN,
    "run_out": RUN_OUT,
    "both_short": BOTH_SHORT,
    "won_cards": WON_CARDS,
    "max_battles": MAX_BATTLES,
    "at_limit": AT_LIMIT,
    "aces": ACES,
}
"""Each engine knob's words, by knob name (a test checks every knob has an entry)."""


def preset_name(t: Gettext, name: str | None) -> str:
    """The display name of a preset (``None``: rules that match no preset)."""
    if name == "classic":
        # Translators: name of the default rules (one face-down card per war, 500-battle draw limit).
        return t.pgettext("preset", "Classic")
    if name == "family":
        # Translators: name of the family rules (no battle limit; most cards wins when all run short).
        return t.pgettext("preset", "Family")
    if name == "krig":
        # Translators: name of the Norwegian rules for up to four players; "Krig" is the game's Norwegian name.
        return t.pgettext("preset", "Krig")
    if name == "pagat":
        # Translators: name of the rules from pagat.com (a short player plays their last card face up).
        return t.pgettext("preset", "Pagat")
    # Translators: name shown for rules the player changed so they match no named set.
    return t.pgettext("preset", "Your own rules")


def rules_line(t: Gettext, name: str | None) -> str:
    # Translators: top line of the table; {name} is the name of the rules being played, like "Classic".
    return t.gettext("Rules: {name}", name=preset_name(t, name))
