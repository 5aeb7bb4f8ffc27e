"""``warkit guide``: write the rules guide for the chosen rules as Markdown and/or HTML pages."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..errors_text import InputError
from ..rule_flags import rules_from_args

ALL = "all"
DEFAULT_OUT = "guide"


def run_guide(args: argparse.Namespace, lang: str | None = None) -> int:
    """Build the guide; print each file written, one a line."""
    from ..guide.build import FORMATS, build
    from ..i18n import get_translator

    wanted = args.guide_lang or lang
    t = get_translator(None if wanted == ALL else wanted)
    rules = rules_from_args(args)
    if args.format not in FORMATS:
        # Translators: error for `warkit guide --format`; {value} is what was given, {allowed} the formats.
        raise InputError(t.gettext("--format cannot be “{value}”. Allowed: {allowed}.", value=str(args.format), allowed=t.join_choices(FORMATS)))
    if not str(args.out).strip():
        # Translators: error for `warkit guide --out ""`; --out is a flag, keep it.
        raise InputError(t.gettext("--out needs the name of a folder."))
    languages = guide_languages(wanted, t)
    try:
        written = build(rules, languages, args.format, Path(args.out))
    except OSError as error:
        # Translators: error; {path} is the folder given with --out, {reason} the system's reason.
        raise InputError(t.gettext("Cannot write the guide to {path}: {reason}.", path=str(args.out), reason=error.strerror or str(error))) from None
    for path in written:
        print(path)
    return 0


def guide_languages(wanted: str | None, t: object) -> list[str]:
    """The languages to build: every available one for ``all``, else the one asked for."""
    from ..i18n import UnknownLanguageError, available_languages, check_language

    if wanted == ALL:
        return available_languages()
    if wanted is None:
        return [getattr(t, "language", "en")]
    try:
        return [check_language(wanted)]
    except UnknownLanguageError as error:
        # Translators: error for --lang; {value} is the code given, {allowed} lists the language codes.
        message = t.gettext("There is no language “{value}”. Choose one of: {allowed}, or all.", value=wanted, allowed=t.join_choices(error.available))  # type: ignore[attr-defined]
        raise InputError(message) from None
