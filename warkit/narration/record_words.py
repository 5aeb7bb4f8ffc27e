"""The player's record in words, for Statistics and the plain mode alike: the headings, a game of
the list of the last ones, and each set of rules' figures said as whole sentences.

The figures come from :mod:`warkit.storage.stats`, read here through what they offer
(:class:`Figures`, :class:`FinishedGame`): narration imports nothing of storage.
"""

from __future__ import annotations

from datetime import datetime
from typing import Protocol

from ..engine.rules import Variant
from ..i18n import Translator
from .rule_words import variant_label


class Figures(Protocol):
    """One row of the record: a set of rules' figures, or all rules' together."""

    @property
    def played(self) -> int: ...
    @property
    def won(self) -> int: ...
    @property
    def lost(self) -> int: ...
    @property
    def drawn(self) -> int: ...
    @property
    def win_rate(self) -> float: ...
    @property
    def streak(self) -> int: ...
    @property
    def best_streak(self) -> int: ...
    @property
    def longest_game(self) -> int: ...
    @property
    def biggest_war(self) -> int: ...
    @property
    def biggest_haul(self) -> int: ...


class FinishedGame(Protocol):
    """A game of the list of the last ones."""

    @property
    def day(self) -> datetime: ...
    @property
    def variant(self) -> Variant | None: ...
    @property
    def deal(self) -> int: ...
    @property
    def result(self) -> str: ...
    @property
    def battles(self) -> int: ...


def title(t: Translator) -> str:
    # Translators: heading of the statistics screen (the player's record of finished games).
    return t.gettext("Your record")


def empty(t: Translator) -> str:
    # Translators: statistics screen, before the player has finished any game.
    return t.gettext("No games finished yet. Your record starts with your first finished game.")


def last_games(t: Translator) -> str:
    # Translators: statistics screen, heading of the list of the last games finished (the newest
    # first); choosing one with Enter plays its deal again.
    return t.gettext("Your last games")


def all_rules(t: Translator) -> str:
    # Translators: statistics screen, the last row of each table: every set of rules together.
    return t.pgettext("statistics", "All rules")


def game_line(t: Translator, game: FinishedGame) -> str:
    """One finished game of the list, as one sentence: when, which rules and deal, how it ended."""
    date = t.format_date(game.day)
    rules = variant_label(t, game.variant)
    deal, count = str(game.deal), game.battles
    if game.result == "won":
        # Translators: statistics screen, one game of the list of the last games: {date} is the day
        # it was played (written the language's way), {rules} the rules' label ("Krig, 3 players"),
        # {deal} its deal number, {count} the battles it lasted. The player won it.
        return t.ngettext(
            "{date}: {rules}, deal {deal}, won in {count} battle.",
            "{date}: {rules}, deal {deal}, won in {count} battles.",
            count, date=date, rules=rules, deal=deal, count=count,
        )
    if game.result == "lost":
        # Translators: the same list; the player lost the game.
        return t.ngettext(
            "{date}: {rules}, deal {deal}, lost in {count} battle.",
            "{date}: {rules}, deal {deal}, lost in {count} battles.",
            count, date=date, rules=rules, deal=deal, count=count,
        )
    # Translators: the same list; the game was drawn (no winner).
    return t.ngettext(
        "{date}: {rules}, deal {deal}, drawn after {count} battle.",
        "{date}: {rules}, deal {deal}, drawn after {count} battles.",
        count, date=date, rules=rules, deal=deal, count=count,
    )


def record_sentences(t: Translator, rules: str, record: Figures) -> list[str]:
    """One row of the record said as sentences (the plain mode's statistics): the games and
    their results, then the win rate and the streaks, then the games' records, a sentence each
    (a sentence a line, for a screen reader). ``rules`` is the
    row's name: the rules' label, or :func:`all_rules`."""
    rate = t.format_percent(record.win_rate, decimals=0)
    return [
        # Translators: the plain mode's statistics, one line for each set of rules; {rules} is
        # their name ("Krig, 3 players"), {count} the games played, {won}, {lost} and {drawn}
        # how many of them the player won, lost and drew.
        t.ngettext(
            "{rules}: {count} game played, {won} won, {lost} lost, {drawn} drawn.",
            "{rules}: {count} games played, {won} won, {lost} lost, {drawn} drawn.",
            record.played, rules=rules, count=record.played,
            won=record.won, lost=record.lost, drawn=record.drawn,
        ),
        # Translators: the plain mode's statistics, after the line of a set of rules' games;
        # {rate} is the share of games won (a percentage, written the language's way), {streak}
        # the games won in a row up to the last one, {best} the most games ever won in a row.
        t.gettext("Win rate: {rate}; winning streak: {streak}; best streak: {best}.", rate=rate, streak=record.streak, best=record.best_streak),
        # Translators: the plain mode's statistics, the same set of rules' records; {count} is
        # the most battles played in one game, {wars} the most wars in one battle (a war, a
        # double war…), {cards} the most cards won in one battle.
        t.ngettext(
            "Longest game: {count} battle; most wars in one battle: {wars}; most cards won in one battle: {cards}.",
            "Longest game: {count} battles; most wars in one battle: {wars}; most cards won in one battle: {cards}.",
            record.longest_game, count=record.longest_game, wars=record.biggest_war, cards=record.biggest_haul,
        ),
    ]
