"""``warkit guide``: write the rules guide for the chosen rules as Markdown and/or HTML pages."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors_text import InputError
from ..rule_flags import rules_from_args

if TYPE_CHECKING:
    from ..i18n import Translator

ALL = "all"
DEFAULT_OUT = "guide"


def run_guide(args: argparse.Namespace, lang: str | None = None) -> int:
    """Build the guide; print each file written, one a line."""
    from ..guide.build import FORMATS, build
    from ..i18n import get_translator

    wanted = args.guide_lang
    from .play import saved_language

    # The messages about the export speak the player's language (--lang before the command, the
    # saved choice, the environment); the guide's own --lang names the languages to export.
    t = get_translator(lang, saved=saved_language())
    rules = rules_from_args(args)
    if args.format not in FORMATS:
        # Translators: error for `warkit guide --format`; {value} is what was given, {allowed} the formats.
        raise InputError(t.gettext("--format cannot be “{value}”. Allowed: {allowed}.", value=str(args.format), allowed=t.join_choices(FORMATS)))
    languages = guide_languages(wanted, t)
    try:
        written = build(rules, languages, args.format, Path(args.out))
    except OSError as error:
        # Translators: error; {path} is the folder given with --out, {reason} the system's reason.
        raise InputError(t.gettext("Cannot write the guide to {path}: {reason}.", path=str(args.out), reason=error.strerror or str(error))) from None
    for path in written:
        print(path)
    return 0


def guide_languages(wanted: str | None, t: Translator) -> list[str]:
    """The languages to build: every language for ``all`` (never the pseudo-locales), each one of
    a comma-separated list (``en,ms,ar``), else the interface language."""
    from ..i18n import UnknownLanguageError, available_languages, check_language

    if wanted == ALL:
        return available_languages()
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
        if found not in languages:
            languages.append(found)
    return languages or [t.language]
