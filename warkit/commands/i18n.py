"""``warkit i18n check [LANG|FILE.po …]``: check catalogs; ``warkit i18n status``: how complete."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Babel and polib load only when the command runs, so `warkit --help` stays quick
    from ..i18n import Translator
    from ..i18n.check import Report

EXIT_ERRORS = 1


def add_i18n_parser(sub: argparse._SubParsersAction, t: Translator) -> None:  # type: ignore[type-arg]
    """The ``i18n`` subcommand and its own subcommands (called by ``warkit.cli``), help in ``t``'s language."""
    from ..rule_flags import help_text

    i18n = sub.add_parser(
        "i18n",
        # Translators: the i18n command in the list of `warkit --help`.
        help=help_text(t.pgettext("command summary", "Check the translation catalogs.")),
        # Translators: the first line of `warkit i18n --help`.
        description=t.pgettext("command description", "Check the translation catalogs or show how complete each language is."),
        translator=t,
    )
    i18n.options()
    actions = i18n.add_subparsers(
        # Translators: heading of the list of actions (check, status) in `warkit i18n --help`.
        title=t.pgettext("command-line help", "Actions"),
        dest="i18n_command",
        metavar="ACTION",
        required=True,
    )
    check = actions.add_parser(
        "check",
        # Translators: the check action in `warkit i18n --help`.
        help=help_text(t.pgettext("command summary", "Check catalogs: syntax, placeholders, plurals, markup.")),
        # Translators: the first line of `warkit i18n check --help`.
        description=t.pgettext("command description", "Check catalogs for broken syntax, placeholders, plural forms and markup."),
        translator=t,
    )
    options = check.options()
    # Translators: heading of the catalogs to check (LANG|FILE.po) in `warkit i18n check --help`
    # (argparse adds a colon after it).
    named = check.add_argument_group(t.pgettext("command-line help", "Catalogs"))
    named.add_argument(
        # Translators: help for the catalogs given to `warkit i18n check` (language codes or .po files).
        "languages", nargs="*", metavar="LANG|FILE.po", help=help_text(t.gettext("Languages or .po files (default: every catalog)."))
    )
    options.add_argument(
        # Translators: help for --locale-dir in `warkit i18n check --help` and `warkit i18n status --help`; locale/ is a folder name.
        "--locale-dir", type=Path, metavar="DIR", help=help_text(t.gettext("The catalogs folder (default: locale/)."))
    )
    # Translators: help for --strict in `warkit i18n check --help`.
    options.add_argument("--strict", action="store_true", help=help_text(t.gettext("Warnings fail the check too.")))
    status = actions.add_parser(
        "status",
        # Translators: the status action in `warkit i18n --help`.
        help=help_text(t.pgettext("command summary", "Show how complete each language is.")),
        # Translators: the first line of `warkit i18n status --help`.
        description=t.pgettext("command description", "Show how much of the game and of the rules guide each language has translated."),
        translator=t,
    )
    status.options().add_argument(
        # Translators: help for --locale-dir in `warkit i18n check --help` and `warkit i18n status --help`; locale/ is a folder name.
        "--locale-dir", type=Path, metavar="DIR", help=help_text(t.gettext("The catalogs folder (default: locale/)."))
    )


def run_i18n(args: argparse.Namespace, lang: str | None) -> int:
    from ..errors_text import InputError
    from ..i18n import get_translator
    from ..i18n.check import check_languages
    from ..textsafe import visible

    t = get_translator(lang)
    if args.locale_dir is not None and not args.locale_dir.is_dir():
        # Translators: error for `warkit i18n check --locale-dir DIR` when DIR is not a folder; {path} is what was given.
        raise InputError(t.gettext("There is no catalogs folder {path}.", path=visible(str(args.locale_dir))))
    reports = check_languages(list(getattr(args, "languages", []) or []), args.locale_dir)
    if args.i18n_command == "status":
        if not getattr(args, "languages", None):
            print(_status_line(t, "en", 100, 100))  # the source language is complete by definition
        for report in reports:
            print(visible(_status(t, report)))
        return 0
    failed = False
    for report in reports:
        print(visible(_summary(t, report)))  # the path is the user's: make any control visible
        for problem in report.problems:
            print("  " + problem.render(t))
        failed = failed or bool(report.errors) or (args.strict and bool(report.warnings))
    errors = sum(len(report.errors) for report in reports)
    warnings = sum(len(report.warnings) for report in reports)
    # Translators: last line of `warkit i18n check`; {errors} and {warnings} are counts (labels, digits).
    print(
        t.gettext("Errors: {errors}. Warnings: {warnings}.", errors=errors, warnings=warnings),
        file=sys.stdout,
    )
    return EXIT_ERRORS if failed else 0


def _status(t: Translator, report: Report) -> str:
    game, guide = (_percent(*report.areas.get(area, (0, 0))) for area in ("game", "guide"))
    return _status_line(t, report.language, game, guide)


def _status_line(t: Translator, code: str, game: int, guide: int) -> str:
    from ..i18n import language_name

    # Translators: one line per language in `warkit i18n status`; {code} is a language code like ms,
    # {language} its own name, {game} and {guide} whole percentages of the game's and the rules
    # guide's messages translated.
    return t.gettext(
        "{code} ({language}): game {game}%, guide {guide}%",
        code=code,
        language=language_name(code),
        game=game,
        guide=guide,
    )


def _percent(done: int, total: int) -> int:
    return 100 * done // total if total else 100


def _summary(t: Translator, report: Report) -> str:
    from ..i18n import language_name

    # Translators: one line per catalog in `warkit i18n check`; {path} is the .po file, {language}
    # the language's own name, {percent} a whole number, {translated} and {total} message counts,
    # {fuzzy} and {obsolete} counts of entries (all digits, shown as labels).
    return t.gettext(
        "{path} ({language}): {percent}% translated ({translated} of {total}), fuzzy: {fuzzy}, obsolete: {obsolete}",
        path=report.path,
        language=language_name(report.language),
        percent=report.percent,
        translated=report.translated,
        total=report.total,
        fuzzy=report.fuzzy,
        obsolete=report.obsolete,
    )
