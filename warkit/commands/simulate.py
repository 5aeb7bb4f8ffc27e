"""``warkit simulate``: many deals, summed up, with a progress bar on a terminal."""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import TYPE_CHECKING

from ..engine import MAX_DEAL, Rules
from .error_lines import InputError, not_one_of
from .json_format import versioned
from .language import player_translator
from .parsing import Commands, Listed, choice, help_text, number
from .rule_flags import add_rule_flags, deal_number, rules_from_args

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..engine.simulate import SimulationReport
    from ..i18n import Translator

MAX_GAMES = 10_000_000
MAX_JOBS = 256


def add_parser(commands: Commands, t: Translator) -> None:
    """``warkit simulate`` and its flags, help in ``t``'s language."""
    simulate = commands.add(
        "simulate",
        # Translators: the simulate command in the list of `warkit --help`.
        t.pgettext("command summary", "Play many deals and report the figures."),
        # Translators: the first line of `warkit simulate --help`.
        t.pgettext("command description", "Play many numbered deals without showing them and report the figures."),
    )
    options = simulate.options()
    # Translators: error; {value} is what was given for --games.
    games = number(1, MAX_GAMES, lambda text: InputError(t.gettext("--games must be a whole number from 1 to 10,000,000, not “{value}”.", value=text)))
    # Translators: error; {value} is what was given for --jobs.
    jobs = number(0, MAX_JOBS, lambda text: InputError(t.gettext("--jobs must be a whole number from 0 to 256, not “{value}”.", value=text)))
    # Translators: help for --games in `warkit simulate --help`.
    options.add_argument("--games", type=games, default=1000, metavar="N", help=help_text(t.gettext("How many deals to play (default: 1000).")))
    # Translators: help for --seed in `warkit simulate --help`.
    options.add_argument("--seed", type=deal_number, default=1, metavar="S", help=help_text(t.gettext("The number of the first deal.")))
    # Translators: help for --jobs in `warkit simulate --help`: processes running at once.
    options.add_argument("--jobs", type=jobs, default=0, metavar="J", help=help_text(t.gettext("How many processes to use (default: all cores).")))
    # Translators: help for --json in `warkit simulate --help`; JSON is a data format.
    options.add_argument("--json", action="store_true", help=help_text(t.gettext("Print the figures as JSON.")))
    engines = Listed(_engines)
    # Translators: help for --engine in `warkit simulate --help`; {values} lists the flag's values
    # (auto, compiled, scalar) and {default} is the value "auto"; both stay as they are.
    # The compiled engine needs the optional package numba (a name, not translated); the other
    # engine is written in Python alone.
    engine_help = t.gettext("Which engine plays the deals: {values} (default: {default}: for long runs the compiled engine when numba is installed, else the pure-Python engine).", values=t.join_choices(("auto", "compiled", "scalar")), default="auto")
    options.add_argument("--engine", default="auto", metavar="ENGINE", type=choice(engines, lambda text: not_one_of(t, "--engine", text, engines)), choices=engines, help=help_text(engine_help))
    simulate.hidden_options()
    add_rule_flags(simulate, t)


def _engines() -> tuple[str, ...]:
    from ..engine.simulate import ENGINES

    return ENGINES


def run(args: argparse.Namespace, lang: str | None = None) -> int:
    from ..engine.simulate import compiled_engine_available, simulate, supports

    t = player_translator(lang)
    rules = rules_from_args(args)
    games, jobs, seed, engine = args.games, args.jobs, args.seed, args.engine
    if engine == "compiled" and supports(rules) and not compiled_engine_available():
        # Translators: error for `warkit simulate --engine compiled` when the optional package numba
        # is missing; {command} is the command that installs it (shown as it is, not translated).
        raise InputError(t.gettext("The compiled engine needs the numba package, which is not installed. Install it with: {command}", command='pip install "warkit[fast]"'))
    if seed + games - 1 > MAX_DEAL:
        # Translators: error for `warkit simulate`; {seed} is the --seed given (the first deal),
        # {games} the --games given, {high} the largest deal number and {most} the largest --seed
        # that many games can start from.
        raise InputError(t.gettext("--seed {seed} with --games {games} would play past the last deal, {high}: use a seed from 1 to {most}.", seed=str(seed), games=str(games), high=MAX_DEAL, most=MAX_DEAL - games + 1))
    def preparing() -> None:
        # Translators: said on stderr by `warkit simulate` when its compiled engine is first made
        # for a kind of rules (a number of players, with or without a battle limit); it happens
        # once per install and kind of rules, and the simulation follows.
        print(t.gettext("Preparing the compiled engine for these rules: this takes a few seconds, only the first time."), file=sys.stderr, flush=True)

    if _shows_progress(args.json):
        report = _with_progress(rules, games, seed, jobs, engine, preparing)
    else:
        report = simulate(rules, games, seed, jobs, engine=engine, interruptible=True, preparing=preparing)
    if args.json:
        print(json.dumps(versioned(report.as_json())))
    else:
        print(format_report(report, t))
    return 128 + report.stopped_by if report.stopped_by else 0


def _shows_progress(as_json: bool) -> bool:
    """A progress bar on stderr, only for a person watching a terminal that can draw one."""
    if not sys.stderr.isatty() or (as_json and not sys.stdout.isatty()):
        return False
    return "NO_COLOR" not in os.environ and os.environ.get("TERM", "") not in ("dumb", "")


def _with_progress(rules: Rules, games: int, seed: int, jobs: int, engine: str, preparing: Callable[[], None]) -> SimulationReport:
    from rich.console import Console
    from rich.progress import Progress

    from ..engine.simulate import simulate

    with Progress(console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task("", total=games)
        return simulate(rules, games, seed, jobs, progress=lambda n: progress.advance(task, n), engine=engine, interruptible=True, preparing=preparing)


def format_report(report: SimulationReport, t: Translator) -> str:
    """The report as translated lines, one figure a line, numbers written the locale's way;
    deal numbers are identifiers, written as ``--deal`` reads them (never grouped)."""
    from ..narration import Narrator

    seats = Narrator(t, report.rules)
    games = report.games
    if report.complete:
        lines = [
            # Translators: simulate report, first line; {count} games played, {first} and {last} the
            # first and last deal numbers.
            t.ngettext("{count} game played (deals {first} to {last}).", "{count} games played (deals {first} to {last}).", games, count=games, first=str(report.first_deal), last=str(report.first_deal + games - 1)),
        ]
    else:
        lines = [
            # Translators: simulate report, first line after Ctrl+C stopped the run; {count} games
            # finished, {total} the games asked for (--games). The figures below cover the finished games.
            t.ngettext("Stopped after {count} game of {total}.", "Stopped after {count} games of {total}.", games, count=games, total=report.requested),
        ]
        if not games:
            return "\n".join(lines)
    for seat, wins in enumerate(report.wins):
        lines.append(_wins(t, seat, report.rules.players, seats.seat_name(seat, "subject"), wins, t.format_percent(wins / games)))
    for reason, count in sorted(report.draws.items()):
        lines.append(_draws(t, reason, count))
    b = report.battles
    # Translators: simulate report; battles per game: {mean} the mean, {median} the median, {p90}
    # and {p99} the 90th and 99th percentiles, {max} the longest (all already formatted).
    lines.append(t.gettext("Battles per game: mean {mean}, median {median}, p90 {p90}, p99 {p99}, max {max}.", mean=t.format_number(round(b.mean, 1)), median=t.format_number(b.median), p90=b.p90, p99=b.p99, max=b.max))
    # Translators: simulate report; {wars} is the mean number of wars per game (already formatted).
    lines.append(t.gettext("Wars per game: {wars} on average.", wars=t.format_number(round(report.wars_mean, 2))))
    # Translators: simulate report; {count} battles in the longest game, {deal} its deal number.
    lines.append(t.ngettext("Longest game: {count} battle (deal {deal}).", "Longest game: {count} battles (deal {deal}).", report.longest_game.value, count=report.longest_game.value, deal=str(report.longest_game.deal)))
    # Translators: simulate report; {count} wars in one battle, {deal} the deal number.
    lines.append(t.ngettext("Longest war: {count} war in one battle (deal {deal}).", "Longest war: {count} wars in one battle (deal {deal}).", report.longest_war.value, count=report.longest_war.value, deal=str(report.longest_war.deal)))
    # Translators: simulate report; {count} cards taken in one battle, {deal} the deal number.
    lines.append(t.ngettext("Biggest haul: {count} card in one battle (deal {deal}).", "Biggest haul: {count} cards in one battle (deal {deal}).", report.biggest_haul.value, count=report.biggest_haul.value, deal=str(report.biggest_haul.deal)))
    # Translators: simulate report, last line; {seconds} is how long the simulation took (formatted).
    lines.append(t.gettext("Time: {seconds} s.", seconds=t.format_number(round(report.seconds, 2))))
    return "\n".join(lines)


def _wins(t: Translator, seat: int, players: int, subject: str, count: int, percent: str) -> str:
    """One whole sentence per seat kind: a seat's label ("Computer") is no sentence's subject."""
    if seat == 0:
        # Translators: simulate report; {count} the games you won, {percent} their share of all
        # games (already formatted, e.g. 40.2%).
        return t.ngettext("You won {count} game ({percent}).", "You won {count} games ({percent}).", count, count=count, percent=percent)
    if players == 2:
        # Translators: simulate report (two players); {count} the games the computer won, {percent}
        # their share of all games (already formatted, e.g. 40.2%).
        return t.ngettext("The computer won {count} game ({percent}).", "The computer won {count} games ({percent}).", count, count=count, percent=percent)
    # Translators: simulate report (3-4 players); {player} is a computer player's name as the
    # subject of a sentence ("West"), {count} the games it won, {percent} their share of all games
    # (already formatted, e.g. 40.2%).
    return t.ngettext("{player} won {count} game ({percent}).", "{player} won {count} games ({percent}).", count, player=subject, count=count, percent=percent)


def _draws(t: Translator, reason: str, count: int) -> str:
    """One whole sentence per way a game can be drawn."""
    if reason == "limit":
        # Translators: simulate report; {count} games that reached the battle limit and were drawn.
        return t.ngettext("{count} game drawn at the battle limit.", "{count} games drawn at the battle limit.", count, count=count)
    if reason == "repeat":
        # Translators: simulate report; {count} games drawn because the piles came back to an earlier position.
        return t.ngettext("{count} game drawn because the piles repeated.", "{count} games drawn because the piles repeated.", count, count=count)
    # Translators: simulate report; {count} games drawn because everyone in a war ran short at once.
    return t.ngettext("{count} game drawn because everyone ran short in a war.", "{count} games drawn because everyone ran short in a war.", count, count=count)
