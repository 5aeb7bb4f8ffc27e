"""``warkit i18n check [LANG|FILE.po …]``: check catalogs; ``warkit i18n status``: how complete;
``warkit i18n init LANG``: start a catalog; ``warkit i18n plurals LANG|FILE.po``: each plural
message as it reads for numbers of each form; ``warkit i18n screenshots --out DIR``: a picture of
each screen and the messages in it (:mod:`warkit.commands.screenshots`)."""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from .parsing import Commands, help_text

if TYPE_CHECKING:  # Babel and polib load only when the command runs, so `warkit --help` stays quick
    import polib

    from ..i18n import Translator
    from ..i18n.check import Report

EXIT_ERRORS = 1


def add_parser(commands: Commands, t: Translator) -> None:
    """The ``i18n`` command and its actions, help in ``t``'s language."""
    i18n = commands.add(
        "i18n",
        # Translators: the i18n command in the list of `warkit --help`.
        t.pgettext("command summary", "Check the translation catalogs."),
        # Translators: the first line of `warkit i18n --help`.
        t.pgettext("command description", "Check the translation catalogs or show how complete each language is."),
    )
    i18n.options()
    i18n.hidden_options()
    # Translators: heading of the list of actions (check, status) in `warkit i18n --help`.
    actions = i18n.add_commands(t.pgettext("command-line help", "Actions"), dest="i18n_command", metavar="ACTION", required=True)
    check = actions.add(
        "check",
        # Translators: the check action in `warkit i18n --help`.
        t.pgettext("command summary", "Check catalogs: syntax, placeholders, plurals, markup."),
        # Translators: the first line of `warkit i18n check --help`.
        t.pgettext("command description", "Check catalogs for broken syntax, placeholders, plural forms and markup."),
    )
    options = check.options()
    check.hidden_options()
    # Translators: heading of the catalogs to check (LANG|FILE.po) in `warkit i18n check --help`
    # (argparse adds a colon after it).
    named = check.group(t.pgettext("command-line help", "Catalogs"))
    named.add_argument(
        # Translators: help for the catalogs given to `warkit i18n check` (language codes or .po files).
        "languages", nargs="*", metavar="LANG|FILE.po", help=help_text(t.gettext("Languages or .po files (default: every catalog)."))
    )
    # Translators: help for --locale-dir in `warkit i18n check --help` and `warkit i18n status --help`; WARKIT_LOCALE_DIR is a variable name and stays as it is.
    locale_dir = help_text(t.gettext("The catalogs folder to read (default: the shipped catalogs, with WARKIT_LOCALE_DIR laid over them)."))
    options.add_argument("--locale-dir", type=Path, metavar="DIR", help=locale_dir)
    # Translators: help for --strict in `warkit i18n check --help`.
    options.add_argument("--strict", action="store_true", help=help_text(t.gettext("Warnings fail the check too.")))
    status = actions.add(
        "status",
        # Translators: the status action in `warkit i18n --help`.
        t.pgettext("command summary", "Show how complete each language is."),
        # Translators: the first line of `warkit i18n status --help`.
        t.pgettext("command description", "Show how much of the game and of the rules guide each language has translated."),
    )
    status.hidden_options()
    status.options().add_argument("--locale-dir", type=Path, metavar="DIR", help=locale_dir)
    init = actions.add(
        "init",
        # Translators: the init action in `warkit i18n --help`.
        t.pgettext("command summary", "Start a catalog for a new language."),
        # Translators: the first line of `warkit i18n init --help`.
        t.pgettext("command description", "Start a catalog for a new language from the template, with the language's plural rule, ready to translate."),
    )
    # Translators: heading of the language code (LANG) in `warkit i18n init --help` (argparse adds a colon after it).
    init.group(t.pgettext("command-line help", "New language")).add_argument(
        # Translators: help for the language code given to `warkit i18n init`.
        "code", metavar="LANG", help=help_text(t.gettext("The new language's code, such as sv, pt_BR or zh_Hant."))
    )
    init.options().add_argument(
        # Translators: help for --out in `warkit i18n init --help`; WARKIT_LOCALE_DIR is a variable name and locale/ a folder name.
        "--out", type=Path, metavar="DIR", help=help_text(t.gettext("The folder of catalogs to start it in (default: WARKIT_LOCALE_DIR if set, else locale/)."))
    )
    plurals = actions.add(
        "plurals",
        # Translators: the plurals action in `warkit i18n --help`.
        t.pgettext("command summary", "Show each plural message for numbers of each form."),
        # Translators: the first line of `warkit i18n plurals --help`.
        t.pgettext("command description", "Show every translated plural message of a catalog as it reads for numbers that take each of its forms, with the form and CLDR's category beside each, so a form in the wrong place shows at a glance."),
    )
    plurals.hidden_options()
    # Translators: heading of the catalogs to check (LANG|FILE.po) in `warkit i18n check --help`
    # (argparse adds a colon after it).
    plurals.group(t.pgettext("command-line help", "Catalogs")).add_argument(
        # Translators: help for the catalog given to `warkit i18n plurals` (a language code or a .po file).
        "language", metavar="LANG|FILE.po", help=help_text(t.gettext("The language or .po file to show."))
    )
    plurals.options().add_argument("--locale-dir", type=Path, metavar="DIR", help=locale_dir)

    screenshots = actions.add(
        "screenshots",
        # Translators: the screenshots action in `warkit i18n --help`.
        t.pgettext("command summary", "Take a picture of each screen of the game, for translators."),
        # Translators: the first line of `warkit i18n screenshots --help`; index.json is a file name
        # and stays as it is.
        t.pgettext("command description", "Play a fixed set of scenes of the game in the language chosen with --lang and save each screen as an SVG picture, with index.json naming the pictures that show each message of the catalog, for a translation platform's screenshots."),
    )
    screenshots.hidden_options()
    screenshots.options().add_argument(
        # Translators: help for --out in `warkit i18n screenshots --help`.
        "--out", type=Path, metavar="DIR", required=True, help=help_text(t.gettext("The folder to save the pictures and index.json in (made if missing)."))
    )


def run(args: argparse.Namespace, lang: str | None) -> int:
    from ..i18n.check import check_languages
    from ..i18n.problems import listed
    from ..safe.text import visible
    from .error_lines import InputError
    from .language import player_translator

    t = player_translator(lang)
    if args.i18n_command == "init":
        return _init(t, args.code, args.out)
    if args.i18n_command == "screenshots":
        from .screenshots import run_screenshots

        return run_screenshots(t, args.out)
    if getattr(args, "locale_dir", None) is not None and not args.locale_dir.is_dir():
        # Translators: error for `warkit i18n check --locale-dir DIR` when DIR is not a folder; {path} is what was given.
        raise InputError(t.gettext("There is no catalogs folder {path}.", path=visible(str(args.locale_dir))))
    named = [args.language] if args.i18n_command == "plurals" else list(getattr(args, "languages", []) or [])
    _refuse_what_is_no_catalog(t, named)
    if args.i18n_command == "plurals":
        return _plurals(t, args.language, args.locale_dir)
    reports = check_languages(named, args.locale_dir)
    if args.i18n_command == "status":
        print(_status_line(t, "en", 100, 100))  # the source language is complete by definition
        for folder, in_folder in _by_folder(reports):
            print(visible(_folder_heading(t, folder, args.locale_dir)))
            for report in in_folder:
                print("  " + _status_or_why_not(t, report))
        return 0
    failed = False
    for report in reports:
        print(visible(_summary(t, report)))  # the path is the user's: make any control visible
        for line in listed(report.problems, t):  # the first problems, then a count of the rest
            print("  " + line)
        failed = failed or bool(report.errors) or (args.strict and bool(report.warnings))
    errors = sum(len(report.errors) for report in reports)
    warnings = sum(len(report.warnings) for report in reports)
    # Translators: last line of `warkit i18n check`; {errors} and {warnings} are counts (labels, digits).
    print(t.gettext("Errors: {errors}. Warnings: {warnings}.", errors=errors, warnings=warnings))
    return EXIT_ERRORS if failed else 0


def _refuse_what_is_no_catalog(t: Translator, named: list[str]) -> None:
    """Each of ``named`` must be a language tag or a ``.po`` file's path: anything else (``../etc``)
    is refused before a path is made of it."""
    from ..i18n.new_language import NotALanguageTagError, folder_name
    from ..safe.text import visible
    from .error_lines import InputError

    for name in named:
        if name.endswith(".po"):
            continue
        try:
            folder_name(name)
        except NotALanguageTagError:
            # Translators: error of `warkit i18n check` and `warkit i18n plurals`; {name} is what was
            # given, which is neither a language code (sv, pt_BR) nor the path of a .po file.
            raise InputError(t.gettext("“{name}” is neither a language code nor a .po file.", name=visible(name))) from None


def _init(t: Translator, code: str, out: Path | None) -> int:
    """Start the catalog; a code that is not a language tag, or a file that would land outside
    ``--out``, is one line and nothing written. Everything quoted from the command line is made
    visible (a tag or a folder may hold an escape)."""
    from ..i18n.languages import overlay_dir
    from ..i18n.new_language import (
        CatalogExistsError,
        NotALanguageTagError,
        OutsideFolderError,
        SourceLanguageError,
        UnknownLocaleCodeError,
        folder_name,
        start_catalog,
    )
    from ..resources import shipped_locale_dir
    from ..safe.text import visible
    from .error_lines import InputError

    folder = out or overlay_dir() or Path("locale")
    try:
        path = start_catalog(code, folder)
    except NotALanguageTagError:
        # Translators: error of `warkit i18n init`; {code} is what was given instead of a language
        # code (it becomes a folder name, so it may hold only letters, digits, - and _).
        raise InputError(t.gettext("“{code}” is not a language code: use one such as sv, pt_BR or zh_Hant.", code=visible(code))) from None
    except SourceLanguageError:
        # Translators: error of `warkit i18n init` for English (en, en_GB…); {code} is the code given.
        # English is the template's own language, so it has no catalog.
        raise InputError(t.gettext("“{code}” is English, the language of the template itself: it needs no catalog.", code=visible(code))) from None
    except UnknownLocaleCodeError:
        # Translators: error of `warkit i18n init`; {code} is the language code that was given.
        raise InputError(t.gettext("There is no language data for “{code}”: use a code such as sv, pt_BR or zh_Hant.", code=visible(code))) from None
    except OutsideFolderError as error:
        # Translators: error of `warkit i18n init` when a folder inside --out is a link to another
        # place; {path} is the catalog file it would have written, {folder} the folder given with --out.
        raise InputError(t.gettext("{path} would be outside {folder}, so nothing was written.", path=visible(str(error.path)), folder=visible(str(error.folder)))) from None
    except CatalogExistsError as error:
        # Translators: error of `warkit i18n init`; {path} is the catalog file that is already there.
        print("warkit: " + t.gettext("{path} is there already and was left as it is.", path=visible(str(error.path))), file=sys.stderr)
        return 1
    play, warkit = _commands_here()
    lang = folder_name(code).replace("_", "-")
    shipped = folder.resolve() == shipped_locale_dir()
    overlay = "" if shipped else f"WARKIT_LOCALE_DIR={shlex.quote(str(folder))} "  # shipped: read already
    # Translators: first line after `warkit i18n init`; {path} is the new .po file.
    print(t.gettext("Started {path}.", path=visible(str(path))))
    # Translators: second line after `warkit i18n init`: the command to play in the new language;
    # {command} is that command (stays as it is).
    print(t.gettext("Play in it while you translate: {command}", command=visible(f"{overlay}{play} --lang {lang}")))
    # Translators: third line after `warkit i18n init`: the command that checks the catalog;
    # {command} is that command (stays as it is).
    print(t.gettext("Check it: {command}", command=visible(f"{warkit} i18n check {shlex.quote(str(path))}")))
    return 0


def _commands_here() -> tuple[str, str]:
    """The commands that play and that run warkit, as typed where this warkit runs: in a clone
    (``scripts/play`` beside the catalogs), ``./scripts/play`` and the clone's ``.venv/bin/warkit``,
    which work there without ``warkit`` on the PATH; in an installed copy, ``warkit play`` and
    ``warkit``."""
    from ..resources import shipped_locale_dir

    root = shipped_locale_dir().parent
    script, command = root / "scripts" / "play", root / ".venv" / "bin" / "warkit"
    if not script.is_file():
        return "warkit play", "warkit"
    return _as_typed(script), _as_typed(command) if command.is_file() else "warkit"


def _as_typed(path: Path) -> str:
    """``path`` as typed in the current folder: ``./scripts/play`` inside it, in full outside it."""
    try:
        return shlex.quote(f"./{path.relative_to(Path.cwd().resolve())}")
    except ValueError:
        return shlex.quote(str(path))


def _by_folder(reports: list[Report]) -> list[tuple[Path, list[Report]]]:
    """Reports grouped by the catalogs folder each language was read from, in order of first use."""
    groups: dict[Path, list[Report]] = {}
    for report in reports:
        po = Path(report.path)
        groups.setdefault(po.parents[2] if po.parent.name == "LC_MESSAGES" else po.parent, []).append(report)
    return list(groups.items())


def _folder_heading(t: Translator, folder: Path, named: Path | None) -> str:
    from ..i18n.languages import overlay_dir
    from ..resources import shipped_locale_dir

    shown = str(folder)
    if named is None and folder.resolve() == shipped_locale_dir():
        # Translators: heading in `warkit i18n status` over the languages that came with warkit;
        # {folder} is where they are.
        return t.pgettext("i18n status", "Shipped with warkit, in {folder}:", folder=shown)
    overlay = overlay_dir()
    if named is None and overlay is not None and folder.resolve() == overlay.resolve():
        # Translators: heading in `warkit i18n status` over the languages read from the folder that
        # the WARKIT_LOCALE_DIR variable names (a name that stays as it is); {folder} is that folder.
        return t.pgettext("i18n status", "From WARKIT_LOCALE_DIR, in {folder}:", folder=shown)
    # Translators: heading in `warkit i18n status` over the languages read from a folder given with
    # --locale-dir or as files; {folder} is that folder.
    return t.pgettext("i18n status", "In {folder}:", folder=shown)


def _status_or_why_not(t: Translator, report: Report) -> str:
    """A language's status line; for a folder no language can come from (``..evil``, a name with
    a line break), the one warning that says so instead, with its name made visible."""
    from dataclasses import replace

    from ..safe.text import visible

    unusable = next((problem for problem in report.problems if problem.code == "unusable-folder"), None)
    if unusable is not None:
        return replace(unusable, severity="warning").render(t)
    return visible(_status_line(t, report.language, report.area_percent("game"), report.area_percent("guide")))


def _status_line(t: Translator, code: str, game: int, guide: int) -> str:
    from ..i18n import language_name

    # Translators: one line per language in `warkit i18n status`; {code} is a language code like ms,
    # {language} its own name, {game} and {guide} whole percentages of the game's and the rules
    # guide's messages translated.
    return t.gettext("{code} ({language}): game {game}%, guide {guide}%", code=code, language=language_name(code), game=game, guide=guide)


def _summary(t: Translator, report: Report) -> str:
    from ..i18n import language_name

    # Translators: one line per catalog in `warkit i18n check`; {path} is the .po file, {language}
    # the language's own name, {game} and {guide} whole percentages of the game's and the rules
    # guide's messages translated (as `warkit i18n status` shows them), {translated} and {total}
    # message counts, {fuzzy} and {obsolete} counts of entries (all digits, shown as labels).
    return t.gettext(
        "{path} ({language}): game {game}%, guide {guide}% ({translated} of {total} messages translated), fuzzy: {fuzzy}, obsolete: {obsolete}",
        path=report.path, language=language_name(report.language), game=report.area_percent("game"), guide=report.area_percent("guide"),
        translated=report.translated, total=report.total, fuzzy=report.fuzzy, obsolete=report.obsolete,
    )


def _plurals(t: Translator, language: str, locale_dir: Path | None) -> int:
    """Every translated plural message of one catalog, rendered for the numbers that show each of
    its forms, each line with the form and CLDR's category: ``warkit i18n plurals LANG``.
    Each form's numbers come first, then the catalog's problems with plural forms (those messages
    show in English), then the messages; a file that cannot be read is its problem alone."""
    from ..i18n import Translator, language_name
    from ..i18n.check import check_languages
    from ..i18n.plurals import forms_of
    from ..i18n.problems import listed
    from ..safe.text import visible

    report = check_languages([language], locale_dir)[0]
    refused = [problem for problem in report.problems if problem.refused and problem.line is None]
    if refused:  # the file cannot be read at all
        for line in listed(refused, t):
            print(line)
        return EXIT_ERRORS
    rule = report.plural
    # Translators: first line of `warkit i18n plurals`; {path} is the .po file, {language} the
    # language's own name, {header} the plural rule it is read with (stays as it is).
    print(visible(t.pgettext("i18n plurals", "{path} ({language}) is read with {header}", path=report.path, language=language_name(report.language), header=rule.header)))
    for form in range(rule.count):
        numbers = [n for n in rule.examples() if rule.index(n) == form]
        categories = dict.fromkeys(rule.category(n) for n in numbers)
        # Translators: a line of `warkit i18n plurals` for each plural form; {form} is its number
        # (as in msgstr[0]), {numbers} lists numbers that take it, {categories} CLDR's names for
        # them (zero, one, two, few, many, other: they stay as they are).
        print("  " + t.pgettext("i18n plurals", "msgstr[{form}] ({categories}): {numbers}", form=str(form), categories=t.join_choices(categories), numbers=t.join_choices(t.format_number(n) for n in numbers)))
    for line in listed([problem for problem in report.problems if problem.code.startswith("plural")], t):
        print("  " + line)
    catalog_t = Translator(report.language, report)
    messages = _plural_entries(report)
    for entry in messages:
        where = f"{report.path}:{entry.linenum}"
        if entry.msgctxt:
            # Translators: in `warkit i18n plurals`, above the lines of one message that has a
            # context; {where} is its file and line like locale/ar/LC_MESSAGES/warkit.po:120,
            # {context} its msgctxt (stays as it is), {msgid} the English message.
            heading = t.pgettext("i18n plurals", "{where} · {context}: “{msgid}”", where=where, context=entry.msgctxt, msgid=entry.msgid)
        else:
            # Translators: in `warkit i18n plurals`, above the lines of one message; {where} is its file
            # and line like locale/ar/LC_MESSAGES/warkit.po:120, {msgid} the English message.
            heading = t.pgettext("i18n plurals", "{where}: “{msgid}”", where=where, msgid=entry.msgid)
        print(visible(heading))
        for shown in forms_of(catalog_t, rule, entry.msgctxt, entry.msgid, entry.msgid_plural):
            # Translators: one line of `warkit i18n plurals`: {number} is a number, {form} the
            # plural form it takes (as in msgstr[0]), {category} CLDR's name for it (zero, one,
            # two, few, many, other: stays as it is), {text} the translation as it reads for it.
            print("  " + visible(t.pgettext("i18n plurals", "{number} → msgstr[{form}] ({category}): {text}", number=shown.n, form=str(shown.form), category=shown.category, text=shown.text)))
    if not messages:
        # Translators: `warkit i18n plurals` for a catalog with no translated plural message.
        print(t.pgettext("i18n plurals", "The catalog has no translated plural message."))
    return 0


def _plural_entries(report: Report) -> list[polib.POEntry]:
    """Every plural message the catalog translates (the English shows for the rest), in file order."""
    from ..i18n.catalog import po_entries
    from ..i18n.pofile import entry_key

    return [entry for entry in po_entries(Path(report.path)) if not entry.obsolete and entry.msgid_plural and entry_key(entry) in report.messages]
