"""``warkit guide``: write the rules guide for the chosen rules as Markdown and/or HTML pages."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ..guide import FORMATS
from ..safe.text import visible
from .error_lines import InputError, os_error_line
from .parsing import Commands, choice, help_text, shipped_languages
from .rule_flags import add_rule_flags, rules_from_args

if TYPE_CHECKING:
    from ..i18n import Translator

ALL = "all"


def add_parser(commands: Commands, t: Translator) -> None:
    """``warkit guide`` and its flags, help in ``t``'s language."""
    guide = commands.add(
        "guide",
        # Translators: the guide command in the list of `warkit --help`; Markdown and HTML are file formats.
        t.pgettext("command summary", "Write the rules guide for the chosen rules (Markdown, HTML)."),
        # Translators: the first line of `warkit guide --help`.
        t.pgettext("command description", "Write the rules guide for the chosen rules as Markdown and HTML files."),
    )
    options = guide.options()
    # Translators: help for --lang in `warkit guide --help`; "all" is the flag's value and stays as it is.
    options.add_argument("--lang", dest="guide_lang", metavar="LANG|all", choices=shipped_languages(ALL), help=help_text(t.gettext("The guide's languages, as codes separated by commas (en,ms,ar), or all (default: yours).")))
    # Translators: error for `warkit guide --format`; {value} is what was given, {allowed} the formats.
    formats = choice(FORMATS, lambda text: InputError(t.gettext("--format cannot be “{value}”. Allowed: {allowed}.", value=text, allowed=t.join_choices(FORMATS))))
    # Translators: help for --format in `warkit guide --help`; md, html and both are the flag's values;
    # GitHub-flavoured Markdown is the Markdown GitHub reads (tables, heading links), GitHub a name.
    options.add_argument("--format", default="both", type=formats, choices=FORMATS, metavar="md|html|both", help=help_text(t.gettext("Which files to write (default: both); md is GitHub-flavoured Markdown.")))
    # Translators: help for --out in `warkit guide --help`; ./guide is a folder name.
    options.add_argument("--out", default="guide", metavar="DIR", help=help_text(t.gettext("The folder for the files (default: ./guide).")))
    # Translators: help for --watch in `warkit guide --help`: keeps running and exports again after each save.
    options.add_argument("--watch", action="store_true", help=help_text(t.gettext("Write the guide again whenever a catalog or a template changes; Ctrl+C stops.")))
    guide.hidden_options(lang=False)
    add_rule_flags(guide, t)


def run(args: argparse.Namespace, lang: str | None = None) -> int:
    """Build the guide; print each file written, one a line."""
    from ..guide.build import build
    from .language import player_translator

    wanted = args.guide_lang
    # The messages about the export speak the player's language (--lang before the command, the
    # saved choice, the environment); the guide's own --lang names the languages to export.
    t = player_translator(lang)
    rules = rules_from_args(args)
    if not str(args.out).strip():
        # Translators: error for `warkit guide --out ""`; --out is a flag, keep it.
        raise InputError(t.gettext("--out needs the name of a folder."))
    languages = guide_languages(wanted, t)

    def export() -> list[Path]:
        try:
            return build(rules, languages, args.format, Path(args.out))
        except OSError as error:  # one line, which --watch shows and goes on watching
            raise InputError(os_error_line(t, error)) from None

    for path in export():
        print(visible(str(path)))  # under --out, as typed
    if getattr(args, "watch", False):
        return watch_guide(export, languages, t)
    return 0


class Stopped(BaseException):
    """A stopping signal (SIGTERM, SIGHUP, SIGINT) reached ``guide --watch``: ``number`` is its
    number. Like KeyboardInterrupt, no ``except Exception`` on the way catches it."""

    def __init__(self, number: int) -> None:
        super().__init__(number)
        self.number = number


def watch_guide(export: Callable[[], list[Path]], languages: list[str], t: Translator) -> int:
    """``guide --watch``: export again after every change to the catalogs or the templates, saying
    which files changed and which warnings are new. SIGINT (Ctrl+C), SIGTERM or SIGHUP stops it
    with the status 128 + the signal's number, as ``warkit simulate`` stops."""
    import threading

    from ..engine.stopping import HANDLED_WITHIN, on_signals
    from ..i18n.catalog import display_path
    from ..i18n.translator import get_translator, reload
    from ..i18n.translator_mode import catalog_files, no_longer_read
    from ..i18n.watch import Watcher, files_under
    from ..resources import guide_templates_dir

    templates = guide_templates_dir()

    def watched() -> list[Path]:
        catalogs = {path for language in languages for path in catalog_files(language)}
        return [*sorted(catalogs), *files_under(templates, (".j2", ".css"))]

    def warnings() -> set[tuple[str, str]]:
        """Each problem that shows English, as its severity and its line."""
        reload()
        return {
            (problem.severity, problem.render(t)) for language in languages for problem in get_translator(language).problems if problem.refused
        }

    def stop(number: int) -> None:
        raise Stopped(number)

    def read_from() -> dict[str, Path]:
        return {language: path for language in languages for path in catalog_files(language)}

    known, read = warnings(), read_from()
    changes: list[set[Path]] = []
    changed = threading.Event()

    def saved(paths: set[Path]) -> None:
        changes.append(paths)
        changed.set()

    watcher = Watcher(watched, saved, folders=lambda: {templates, *(path.parent for path in watched())}).start()
    try:
        with on_signals(stop):
            # Translators: `warkit guide --watch` after the first export; {count} is how many files it watches.
            print(t.ngettext("Watching {count} file for changes; Ctrl+C stops.", "Watching {count} files for changes; Ctrl+C stops.", len(watched()), count=len(watched())), flush=True)
            while True:
                if not changed.wait(HANDLED_WITHIN):
                    continue  # only so that a signal is never missed (see HANDLED_WITHIN)
                changed.clear()
                paths = set().union(*changes)
                changes.clear()
                now = warnings()
                try:
                    written = export()
                except InputError as error:
                    print(f"warkit: {visible(error.message)}", file=sys.stderr, flush=True)  # it may quote --out
                    continue
                now_read = read_from()
                moved = {read[language]: path for language, path in now_read.items() if read.get(language, path) != path}
                read = now_read
                for old, new in sorted(moved.items()):
                    print(visible(no_longer_read(t, display_path(old), display_path(new))), flush=True)
                rest = paths - set(moved) - set(moved.values())  # a file read instead of another did not change
                if rest or not moved:
                    names = t.join_choices(sorted(display_path(path) for path in rest or paths))
                    # Translators: `warkit guide --watch`; {changed} lists the files that changed, {count} how many guide files were written.
                    print(t.ngettext("{changed} changed: {count} file of the guide written again.", "{changed} changed: {count} files of the guide written again.", len(written), changed=names, count=len(written)), flush=True)
                for severity, line in sorted(now - known, key=lambda found: found[1]):
                    if severity == "error":
                        # Translators: `warkit guide --watch`, a catalog error that the last change brought; {error} is the error's line.
                        print(t.gettext("New error: {error}", error=line), flush=True)
                    else:
                        # Translators: `warkit guide --watch`, a catalog warning that the last change brought; {warning} is the warning's line.
                        print(t.gettext("New warning: {warning}", warning=line), flush=True)
                known = now
    except Stopped as stopped:
        watcher.stop()
        # Translators: `warkit guide --watch`, when Ctrl+C (or a signal to end, such as a closing terminal's) stops it.
        print(t.gettext("Stopped watching."), flush=True)
        return 128 + stopped.number


GUIDE_MINIMUM = 80
"""``guide --lang all`` writes a language not held to 100 % only when this whole per cent of its
guide is translated: below it, a page would be mostly English under the language's name, and the
language switcher of every other page would offer it. Named on its own (``--lang sv``), a language
is written at any completeness, with a line saying how complete it is."""


def guide_languages(wanted: str | None, t: Translator) -> list[str]:
    """The languages to build: for ``all`` every language whose guide is ready (see
    :data:`GUIDE_MINIMUM`; never the pseudo-locales), each one of a comma-separated list
    (``en,ms,ar``), else the interface language."""
    from ..i18n import UnknownLanguageError, available_languages, check_language
    from ..i18n.check import completeness
    from ..i18n.languages import COMPLETE, PSEUDOS, is_stand_in, language_name, stand_in_line

    if wanted == ALL:
        codes = available_languages()
        unready = [code for code in codes if code not in COMPLETE and completeness(code).area_percent("guide") < GUIDE_MINIMUM]
        if unready:
            # Translators: `warkit guide --lang all` on the standard error; {languages} lists the
            # codes of the languages it did not write, {percent} the share of the guide a language
            # must translate to be written (like 80%).
            line = t.gettext("Not written: {languages}, which translate less than {percent} of the guide.", languages=t.join_choices(unready), percent=t.format_percent(GUIDE_MINIMUM / 100, decimals=0))
            print("warkit: " + visible(line), file=sys.stderr)
        return [code for code in codes if code not in unready]
    if wanted is None:
        return [t.language]
    languages: list[str] = []
    for code in filter(None, (part.strip() for part in wanted.split(","))):
        try:
            found = check_language(code)
        except UnknownLanguageError as error:
            # Translators: error for --lang; {value} is the code given, {allowed} lists the language codes.
            message = t.gettext("There is no language “{value}”. Choose one of: {allowed}, or all.", value=code, allowed=t.join_choices(error.available))
            raise InputError(message) from None
        if is_stand_in(code, found):
            print("warkit: " + visible(stand_in_line(t, code, found)), file=sys.stderr)
        if found not in COMPLETE and found not in PSEUDOS and found not in languages:
            percent = completeness(found).area_percent("guide")
            if percent < 100:
                # Translators: `warkit guide --lang sv` on the standard error, for a language not yet
                # complete; {language} is its own name, {percent} how much of the guide it translates (like 3%).
                line = t.gettext("{language}: {percent} of the guide is translated; the rest shows in English.", language=language_name(found), percent=t.format_percent(percent / 100, decimals=0))
                print("warkit: " + visible(line), file=sys.stderr)
        if found not in languages:
            languages.append(found)
    return languages or [t.language]
