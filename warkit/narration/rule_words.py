"""What each rule knob is called, in the player's language: every surface's words for it.

The knobs themselves are data in the engine (:mod:`warkit.engine.knobs`); here each one gets
its catalog messages, keyed by the knob's name: the command line's help for its flag, the
settings screen's question and answers (which the guide's box at a glance and its variants
tables show too) and the short phrase that names a value in the rules' label ("Krig, 3 players"). The CLI, the settings screen and the guide loop over the engine's knobs and
look their words up here, so a new knob is its engine definition plus one :class:`KnobWords`
entry (and a test fails while either is missing).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine import Rules
from ..engine.knobs import Aces, AtLimit, BothShort, Knob, RunOut, WonCards
from ..engine.rules import SHORT_GAME, Change, Variant, variant_of

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
    change: Callable[[Gettext, Any], str]
    """The short phrase naming one value as a change from a preset, in the rules' label
    ("Krig, 3 players")."""
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



def _players_change(t: Gettext, n: int) -> str:
    # Translators: a change from a preset in the name of the rules in play, as in "Krig, 3 players";
    # {count} is 2, 3 or 4 (you included). Lowercase where your language allows, as in a list.
    return t.npgettext("rule change", "{count} player", "{count} players", n, count=n)


PLAYERS = KnobWords(
    # Translators: help for --players; seat 0 is the person playing.
    help=lambda t, values: t.gettext("How many players, from 2 to 4; you are seat 0."),
    # Translators: settings screen, how many players sit at the table (you and the computer players).
    question=lambda t: t.gettext("Players"),
    answer=_players_answer,
    change=_players_change,
)


# --- face_down -----------------------------------------------------------------------------

def _face_down_answer(t: Gettext, n: int) -> str:
    # Translators: settings screen, an answer to "Face-down cards in a war"; {count} is 0 to 3.
    return t.npgettext("face-down setting", "{count} card", "{count} cards", n, count=n)



def _face_down_change(t: Gettext, n: int) -> str:
    # Translators: a change from a preset in the name of the rules in play, as in "Classic, 2 face-down
    # cards"; {count} is 0 to 3, the cards each tied player puts face down in a war.
    return t.npgettext("rule change", "{count} face-down card", "{count} face-down cards", n, count=n)


FACE_DOWN = KnobWords(
    # Translators: help for --face-down: the cards each player in a war puts down face down before the one face up.
    help=lambda t, values: t.gettext("Face-down cards in each step of a war, from 0 to 3."),
    # Translators: settings screen, how many cards each tied player puts face down in a war.
    question=lambda t: t.gettext("Face-down cards in a war"),
    answer=_face_down_answer,
    change=_face_down_change,
)


# --- run_out -------------------------------------------------------------------------------

def _run_out_answer(t: Gettext, value: RunOut) -> str:
    if value is RunOut.LOSE:
        # Translators: settings screen, "Running out in a war": the short player loses at once.
        return t.gettext("The short player loses")
    # Translators: settings screen, "Running out in a war": the short player turns their last card face up.
    return t.gettext("Play the last card face up")



def _run_out_change(t: Gettext, value: RunOut) -> str:
    if value is RunOut.LOSE:
        # Translators: a change from a preset in the name of the rules in play, as in "Pagat, short
        # player loses": a player without enough cards for a war loses at once.
        return t.pgettext("rule change", "short player loses")
    # Translators: a change from a preset in the name of the rules in play, as in "Classic, last card
    # face up": a player without enough cards for a war turns their last card face up.
    return t.pgettext("rule change", "last card face up")


RUN_OUT = KnobWords(
    # Translators: help for --run-out; {values} lists the flag's values (lose, last-card), which stay as they are.
    help=lambda t, values: t.gettext("A player who runs short in a war: {values}.", values=values),
    # Translators: settings screen, what happens to a tied player without enough cards for a war.
    question=lambda t: t.gettext("Running out in a war"),
    answer=_run_out_answer,
    change=_run_out_change,
)


# --- both_short ----------------------------------------------------------------------------

def _both_short_answer(t: Gettext, value: BothShort) -> str:
    if value is BothShort.DRAW:
        # Translators: settings screen, "When everyone runs out at once": the game is a draw.
        return t.pgettext("both short", "A draw")
    if value is BothShort.COUNT:
        # Translators: settings screen, "When everyone runs out at once": each takes their cards back, most cards wins.
        return t.pgettext("both short", "Most cards wins")
    # Translators: settings screen, "When everyone runs out at once": whoever has fewer cards runs out
    # first and loses (pagat.com's rule); the same number of cards is a draw.
    return t.pgettext("both short", "The first to run out loses")



def _both_short_change(t: Gettext, value: BothShort) -> str:
    if value is BothShort.DRAW:
        # Translators: a change from a preset in the name of the rules in play, as in "Family, a draw
        # when all run short": everyone in a war runs out at once, and the game is a draw.
        return t.pgettext("rule change", "a draw when all run short")
    if value is BothShort.COUNT:
        # Translators: a change from a preset in the name of the rules in play, as in "Classic, most cards
        # wins when all run short": everyone in a war runs out at once, and whoever holds most cards wins.
        return t.pgettext("rule change", "most cards wins when all run short")
    # Translators: a change from a preset in the name of the rules in play, as in "Classic, first out
    # loses when all run short": everyone in a war is short, and whoever has fewer cards loses.
    return t.pgettext("rule change", "first out loses when all run short")


BOTH_SHORT = KnobWords(
    # Translators: help for --both-short; {values} lists the flag's values (draw, count), which stay as they are.
    help=lambda t, values: t.gettext("Everyone in a war runs short at once: {values}.", values=values),
    # Translators: settings screen, what happens when everyone in a war runs out at once.
    question=lambda t: t.gettext("When everyone runs out at once"),
    answer=_both_short_answer,
    change=_both_short_change,
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



def _won_cards_change(t: Gettext, value: WonCards) -> str:
    if value is WonCards.SHUFFLED:
        # Translators: a change from a preset in the name of the rules in play: won cards are
        # shuffled before they go under the winner's pile.
        return t.pgettext("rule change", "won cards shuffled")
    if value is WonCards.WINNER_FIRST:
        # Translators: a change from a preset in the name of the rules in play, as in "Classic, winner's
        # cards first": won cards go under unshuffled, the winner's own cards first.
        return t.pgettext("rule change", "winner's cards first")
    # Translators: a change from a preset in the name of the rules in play, as in "Classic, won cards in
    # the order played": won cards go under unshuffled, in the order they went down.
    return t.pgettext("rule change", "won cards in the order played")


WON_CARDS = KnobWords(
    # Translators: help for --won-cards; {values} lists the flag's values (shuffled, …), which stay as they are.
    help=lambda t, values: t.gettext("How won cards go under the pile: {values}.", values=values),
    # Translators: settings screen, in which order won cards go under the winner's pile.
    question=lambda t: t.gettext("Won cards go under"),
    answer=_won_cards_answer,
    change=_won_cards_change,
)


# --- max_battles and at_limit --------------------------------------------------------------

def _limit_answer(t: Gettext, n: int) -> str:
    if n == 0:
        # Translators: settings screen, "Battle limit": play until someone has all the cards.
        return t.gettext("No limit")
    # Translators: settings screen, an answer to "Battle limit"; {count} is the number of battles.
    return t.ngettext("{count} battle", "{count} battles", n, count=n)



def _limit_change(t: Gettext, n: int) -> str:
    if n == 0:
        # Translators: a change from a preset in the name of the rules in play, as in "Classic, no
        # battle limit": the game goes on until someone has all the cards.
        return t.pgettext("rule change", "no battle limit")
    # Translators: a change from a preset in the name of the rules in play, as in "Classic, battle limit
    # 37": the game ends after {count} battles (a draw, unless the name goes on "most cards wins").
    return t.npgettext("rule change", "battle limit {count}", "battle limit {count}", n, count=n)


MAX_BATTLES = KnobWords(
    # Translators: help for --max-battles.
    help=lambda t, values: t.gettext("The battle limit; 0 means no limit."),
    # Translators: settings screen, the most battles a game may last.
    question=lambda t: t.gettext("Battle limit"),
    answer=_limit_answer,
    change=_limit_change,
    offered=lambda rules: sorted(set(BATTLE_LIMITS) | {rules.max_battles}),
)


def _at_limit_answer(t: Gettext, value: AtLimit) -> str:
    if value is AtLimit.DRAW:
        # Translators: settings screen, "At the battle limit": the game is a draw.
        return t.pgettext("at limit", "A draw")
    # Translators: settings screen, "At the battle limit": whoever holds most cards wins.
    return t.pgettext("at limit", "Most cards wins")


def _at_limit_change(t: Gettext, value: AtLimit) -> str:
    if value is AtLimit.DRAW:
        # Translators: a change from a preset in the name of the rules in play: a game that reaches
        # the battle limit is a draw.
        return t.pgettext("rule change", "a draw at the limit")
    # Translators: a change from a preset in the name of the rules in play, as in "Classic, battle limit
    # 37, most cards wins": at the battle limit, whoever holds most cards wins.
    return t.pgettext("rule change", "most cards wins")


AT_LIMIT = KnobWords(
    # Translators: help for --at-limit; {values} lists the flag's values (draw, count), which stay as they are.
    help=lambda t, values: t.gettext("What happens at the battle limit: {values}.", values=values),
    # Translators: settings screen, what decides the game when the battle limit is reached.
    question=lambda t: t.gettext("At the battle limit"),
    answer=_at_limit_answer,
    change=_at_limit_change,
)


# --- aces ----------------------------------------------------------------------------------

def _aces_answer(t: Gettext, value: Aces) -> str:
    if value is Aces.HIGH:
        # Translators: settings screen, "Aces": the Ace beats the King.
        return t.gettext("High (above the King)")
    # Translators: settings screen, "Aces": the Ace is below the 2.
    return t.gettext("Low (below the 2)")



def _aces_change(t: Gettext, value: Aces) -> str:
    if value is Aces.HIGH:
        # Translators: a change from a preset in the name of the rules in play: the Ace beats the King.
        return t.pgettext("rule change", "aces high")
    # Translators: a change from a preset in the name of the rules in play, as in "Classic, aces low":
    # the Ace is below the 2.
    return t.pgettext("rule change", "aces low")


ACES = KnobWords(
    # Translators: help for --aces; {values} lists the flag's values (high, low), which stay as they are.
    help=lambda t, values: t.gettext("Aces rank high or low: {values}.", values=values),
    # Translators: settings screen, whether the Ace is the highest or the lowest card.
    question=lambda t: t.gettext("Aces"),
    answer=_aces_answer,
    change=_aces_change,
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
    # Translators: name of rules the player changed so they match no named set, where what they
    # changed is not known (Statistics: records whose rules this version cannot name; Settings: the
    # answer for rules of your own).
    return t.pgettext("preset", "Your own rules")


def change_words(t: Gettext, change: Change) -> str:
    """One change from a preset as its short phrase ("3 players", "short game of 26 battles")."""
    if change.name == SHORT_GAME:
        # Translators: a change from a preset in the name of the rules in play, as in "Family, short game of 26 battles":
        # {count} is the game's length (26, 50 or 100 battles), after which whoever holds most cards wins.
        return t.npgettext(
            "rule change", "short game of {count} battle", "short game of {count} battles", change.value, count=change.value
        )
    return WORDS[change.name].change(t, change.value)


def variant_label(t: Gettext, variant: Variant | None, *, keep: int | None = None, more: str = "…") -> str:
    """The name of rules: their nearest preset and what differs from it ("Krig, 3 players").

    ``None``: rules not known, as a statistics key this warkit cannot name. ``keep``: only the
    first ``keep`` changes, the rest replaced by ``more`` as the list's last item ("Classic, 3
    players, …"), for a line without room for the whole name.
    """
    if variant is None:
        return preset_name(t, None)
    name = preset_name(t, variant.preset)
    if not variant.changes:
        return name
    phrases = [change_words(t, change) for change in variant.changes]
    if keep is not None and keep < len(phrases):
        phrases = [*phrases[:keep], more]
    changes = phrases[0]
    for phrase in phrases[1:]:
        # Translators: builds the list of changes in the name of the rules in play, one at a time;
        # {first} is the list so far ("3 players"), {then} the next change ("aces low"). Use your
        # language's list punctuation (Chinese 、, Arabic ،).
        changes = t.pgettext("rule changes list", "{first}, {then}", first=changes, then=phrase)
    # Translators: the name of the rules in play when they differ from a named set, shown at the top
    # of the table, in Settings, the summary, Statistics and the guide's title; {preset} is the
    # nearest named set ("Krig"), {changes} the list of what differs ("3 players" or "battle limit
    # 37, most cards wins"). Reorder or punctuate as your language needs.
    return t.pgettext("rules label", "{preset}, {changes}", preset=name, changes=changes)


def rules_label(t: Gettext, rules: Rules) -> str:
    """The name of ``rules`` as every surface shows it (see :func:`variant_label`)."""
    return variant_label(t, variant_of(rules))


def rules_line(t: Gettext, rules: Rules, name: str | None = None) -> str:
    # Translators: top line of the table; {name} is the name of the rules being played, like "Classic"
    # or "Krig, 3 players".
    return t.gettext("Rules: {name}", name=rules_label(t, rules) if name is None else name)


def shorter_rules_lines(t: Gettext, rules: Rules, more: str = "…") -> list[str]:
    """Shorter forms of :func:`rules_line`, longest first, for a line without room for it: whole
    changes dropped from the name's end, each time marked by ``more``, down to the preset alone;
    then that name without "Rules:"; last ``more`` alone. Never a word cut in two (the full name
    is in Settings)."""
    variant = variant_of(rules)
    names = [variant_label(t, variant, keep=keep, more=more) for keep in range(len(variant.changes) - 1, -1, -1)]
    shortest = names[-1] if names else rules_label(t, rules)
    return [*(rules_line(t, rules, name) for name in names), shortest, more]
