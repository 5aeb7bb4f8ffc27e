"""``warkit replay``: play given decks (or a numbered deal) and say how each game ended.

By default each game is one line in the player's language (the deal or the deck, then how the
game ended) with its figures below it, and ``--events`` tells the whole game first; ``--json``
prints one JSON object a line instead, for scripts.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Iterator
from enum import Enum
from pathlib import Path
from typing import Any

from ..engine import Card, DeckError, Event, Game, format_deck, parse_deck
from ..i18n import Translator
from ..narration import Narrator
from ..safe.untrusted import read_stream_text, read_text
from .error_lines import DeckLineError
from .json_format import versioned
from .language import player_translator
from .parsing import Commands, help_text
from .rule_flags import add_rule_flags, deal_number, rules_from_args

MAX_DECK_FILE = 64 * 1024 * 1024
"""A file of decks (or standard input) larger than this (about 400,000 decks) is refused rather
than read."""


def add_parser(commands: Commands, t: Translator) -> None:
    """``warkit replay`` and its flags, help in ``t``'s language."""
    replay = commands.add(
        "replay",
        # Translators: the replay command in the list of `warkit --help`.
        t.pgettext("command summary", "Play given decks or deals and say how each game ended."),
        # Translators: the first line of `warkit replay --help`; JSON is a data format,
        # --json the option's name (keep it as it is).
        t.pgettext("command description", "Play given decks or deals to the end and say how each game ended, in one line of words each (one line of JSON with --json)."),
    )
    options = replay.options()
    source = options.one_of()
    # Translators: help for --deck in `warkit replay --help`; @FILE means a file name after @, - means the standard input.
    source.add_argument("--deck", metavar="CARDS|@FILE|-", help=help_text(t.gettext("52 card codes, or @FILE, or - to read one deck a line.")))
    # Translators: help for --deal in `warkit replay --help`.
    source.add_argument("--deal", type=deal_number, metavar="N", help=help_text(t.gettext("The number of a deal.")))
    # Translators: help for --seed in `warkit replay --help`.
    options.add_argument("--seed", type=deal_number, metavar="N", help=help_text(t.gettext("The seed for shuffling won cards.")))
    # Translators: help for --events in `warkit replay --help`.
    options.add_argument("--events", action="store_true", help=help_text(t.gettext("Add the log of every event.")))
    # Translators: help for --json in `warkit replay --help`; JSON is a data format.
    options.add_argument("--json", action="store_true", help=help_text(t.gettext("Print one line of JSON for each game instead of words.")))
    replay.hidden_options()
    add_rule_flags(replay, t)


def run(args: argparse.Namespace, lang: str | None = None) -> int:
    """Each game's result: a few lines of words, or with ``--json`` one JSON line that says which
    game it was (deal or deck, seed, rules), so a line from ``--deck @FILE`` can be matched
    without counting lines."""
    rules = rules_from_args(args)
    seed = args.seed
    if args.deal is not None:
        games = [Game(rules, deal=args.deal, seed=seed)]
    else:
        games = [Game(rules, deck=deck, seed=seed) for deck in _decks(args.deck)]
    t = None if args.json else player_translator(lang)
    for number, game in enumerate(games, start=1):
        game.play_to_end()
        if t is None:
            print(json.dumps(result_json(game, events=args.events), ensure_ascii=False))
        else:
            print("\n".join(result_lines(game, number, t, events=args.events)))
    return 0


def result_lines(game: Game, number: int, t: Translator, events: bool = False) -> list[str]:
    """A finished game in words: which game (its deal, or the ``number``-th deck given) and how
    it ended, then (``events``) every step of it as the plain mode tells it, then its figures."""
    narrator = Narrator(t, game.rules)
    outcome = game.outcome
    assert outcome is not None
    result = narrator.outcome_sentence(outcome, game.stats)
    if game.deal is not None:
        # Translators: one line of `warkit replay` for each game played from a numbered deal; {deal}
        # is the deal number, {result} a whole sentence saying how the game ended, like "The
        # computer wins the game."
        heading = t.pgettext("replay", "Deal {deal}: {result}", deal=str(game.deal), result=result)
    else:
        # Translators: one line of `warkit replay` for each game played from a deck given as cards;
        # {number} says which deck it was (1 for the first one given), {result} a whole sentence
        # saying how the game ended, like "The computer wins the game."
        heading = t.pgettext("replay", "Deck {number}: {result}", number=number, result=result)
    told = narrator.narrate(game.log) if events else []
    return [heading, *(f"  {line}" for line in told), *(f"  {line}" for line in narrator.statistics(game.stats))]


def _decks(source: str) -> Iterator[tuple[Card, ...]]:
    """One deck from the argument itself, or one a line from ``@FILE`` or ``-`` (stdin).

    Both are read by the one reader of untrusted input, with the same limit: standard input can
    be ``/dev/zero`` or an endless pipe. Every deck is parsed before any game is played, so a bad
    line stops the run with nothing printed, naming its line (counted as editors count them, at
    each line feed).
    """
    if source == "-":
        lines = read_stream_text(sys.stdin.fileno(), MAX_DECK_FILE).split("\n") if sys.stdin is not None else []
    elif source.startswith("@"):
        lines = read_text(Path(source[1:]), MAX_DECK_FILE).split("\n")
    else:
        lines = [source]
    numbered = source == "-" or source.startswith("@")
    decks = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            decks.append(parse_deck(line))
        except DeckError as error:
            raise (DeckLineError(number, error) if numbered else error) from None
    if not decks:  # an empty --deck, a deck of spaces, an empty file or stdin: say so
        raise DeckError("count", "0")
    return iter(decks)


def result_json(game: Game, events: bool = False) -> dict[str, Any]:
    """The ``replay --json`` object for a finished game (``docs/json.md``)."""
    outcome = game.outcome
    assert outcome is not None
    result: dict[str, Any] = {
        "deal": game.deal,
        "deck": format_deck(game.deck) if game.deal is None else None,
        "seed": game.seed,
        "rules": game.rules.as_dict(),
        "result": outcome.result,
        "winner": outcome.winner,
        "reason": outcome.reason.value,
        "battles": game.battles,
        "wars": game.wars,
        "longest_war": game.longest_war,
        "biggest_haul": game.biggest_haul,
        "cards": list(game.counts),
    }
    if events:
        result["events"] = [event_json(event) for event in game.log]
    return versioned(result)


def event_json(event: Event) -> dict[str, Any]:
    """An event as plain JSON: its type name and its fields, cards as codes."""
    fields = {f.name: _plain(getattr(event, f.name)) for f in dataclasses.fields(event)}
    if "stats" in fields:
        fields["stats"].pop("history", None)
    return {"type": type(event).__name__, **fields}


def _plain(value: Any) -> Any:
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (tuple, list)):
        return [_plain(item) for item in value]
    return value

