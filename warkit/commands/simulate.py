"""``warkit simulate``: many deals, summed up, with a progress bar on a terminal."""

from __future__ import annotations

import argparse
import json
import sys

from ..engine import check_deal
from ..engine.simulate import SimulationReport, simulate
from ..errors_text import InputError
from ..rule_flags import rules_from_args


def run_simulate(args: argparse.Namespace, lang: str | None = None) -> int:
    from ..i18n import get_translator

    t = get_translator(lang)
    rules = rules_from_args(args)
    games, jobs = args.games, args.jobs
    if not isinstance(games, int) or not 1 <= games <= 10_000_000:
        # Translators: error; {value} is what was given for --games.
        raise InputError(t.gettext("--games must be a whole number from 1 to 10,000,000, not “{value}”.", value=str(games)))
    if not isinstance(jobs, int) or not 0 <= jobs <= 256:
        # Translators: error; {value} is what was given for --jobs.
        raise InputError(t.gettext("--jobs must be a whole number from 0 to 256, not “{value}”.", value=str(jobs)))
    check_deal(args.seed)
    check_deal(args.seed + games - 1)
    if sys.stderr.isatty() and not args.json:
        report = _with_progress(rules, games, args.seed, jobs)
    else:
        report = simulate(rules, games, args.seed, jobs)
    if args.json:
        print(json.dumps(report.as_json()))
    else:
        print(format_report(report, t))
    return 0


def _with_progress(rules, games: int, seed: int, jobs: int) -> SimulationReport:  # type: ignore[no-untyped-def]
    from rich.progress import Progress

    with Progress(transient=True) as progress:
        task = progress.add_task("", total=games)
        return simulate(rules, games, seed, jobs, progress=lambda n: progress.advance(task, n))


def format_report(report: SimulationReport, t) -> str:  # type: ignore[no-untyped-def]
    """The report as translated lines, one figure a line."""
    lines = [
        # Translators: simulate report; {games} games played, {first} and {last} the deal numbers.
        t.ngettext("{games} game played (deals {first} to {last}).", "{games} games played (deals {first} to {last}).", report.games, games=report.games, first=report.first_deal, last=report.first_deal + report.games - 1),
    ]
    for seat, wins in enumerate(report.wins):
        # Translators: simulate report; {seat} is a seat number (0 is you), {wins} how many games it won, {percent} its share.
        lines.append(t.ngettext("Seat {seat} won {wins} game ({percent}%).", "Seat {seat} won {wins} games ({percent}%).", wins, seat=seat, wins=wins, percent=f"{100 * wins / report.games:.1f}"))
    for reason, count in sorted(report.draws.items()):
        # Translators: simulate report; {count} drawn games, {reason} the engine's reason code (limit, repeat, both-short).
        lines.append(t.ngettext("{count} game drawn ({reason}).", "{count} games drawn ({reason}).", count, count=count, reason=reason))
    b = report.battles
    # Translators: simulate report; battles per game: mean, median, 90th and 99th percentile, maximum.
    lines.append(t.gettext("Battles per game: mean {mean}, median {median}, p90 {p90}, p99 {p99}, max {max}.", mean=f"{b.mean:.1f}", median=f"{b.median:g}", p90=b.p90, p99=b.p99, max=b.max))
    # Translators: simulate report; {wars} is the mean number of wars per game.
    lines.append(t.gettext("Wars per game: {wars} on average.", wars=f"{report.wars_mean:.2f}"))
    # Translators: simulate report; {battles} battles in the longest game, {deal} its deal number.
    lines.append(t.gettext("Longest game: {battles} battles (deal {deal}).", battles=report.longest_game.value, deal=str(report.longest_game.deal)))
    # Translators: simulate report; {wars} wars in one battle, {deal} the deal number.
    lines.append(t.gettext("Longest war: {wars} wars in one battle (deal {deal}).", wars=report.longest_war.value, deal=str(report.longest_war.deal)))
    # Translators: simulate report; {cards} cards taken in one battle, {deal} the deal number.
    lines.append(t.gettext("Biggest haul: {cards} cards in one battle (deal {deal}).", cards=report.biggest_haul.value, deal=str(report.biggest_haul.deal)))
    # Translators: simulate report; {seconds} seconds the simulation took.
    lines.append(t.gettext("Time: {seconds} s.", seconds=f"{report.seconds:.2f}"))
    return "\n".join(lines)
