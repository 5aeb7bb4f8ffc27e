"""One translated line for every error a user can cause on the command line."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..safe.atomic import WriteError
from ..safe.streams import StandardOutputError
from ..safe.text import visible
from ..safe.untrusted import UntrustedFileError

if TYPE_CHECKING:
    from ..i18n import Translator, UnknownLanguageError
from ..engine import MAX_DEAL, DealError, DeckError, RulesError, knobs
from .completion import SHELLS, UnknownShell
from .parsing import Refused


def knob_flag(name: str) -> str:
    """The command-line flag of the knob called ``name`` (``rules`` is the preset's ``--rules``)."""
    try:
        return knobs.knob(name).flag
    except KeyError:
        return "--" + name.replace("_", "-")


class InputError(Exception):
    """Bad input found by a command (not the engine): ``message`` is already translated."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class DeckLineError(Exception):
    """A bad deck on one line of a file of decks or of standard input (``--deck @FILE``, ``-``):
    ``line`` counts from 1, ``error`` says what is wrong with that deck."""

    def __init__(self, line: int, error: DeckError) -> None:
        super().__init__(line, error)
        self.line = line
        self.error = error


def not_one_of(t: Translator, flag: str, value: str, allowed: Iterable[str]) -> InputError:
    """The error for a flag's value that is none of ``allowed`` (``--pace slow``)."""
    # Translators: error; {flag} is a command-line flag like --face-down, {value} what was given, {allowed} the allowed range or values.
    return InputError(t.gettext("{flag} cannot be “{value}”. Allowed: {allowed}.", flag=flag, value=value, allowed=t.join_choices(allowed)))


def describe_error(error: BaseException, lang: str | None) -> str | None:
    """The sentence for ``error`` in the user's language, or None if it is not a user error."""
    if isinstance(error, InputError):
        return error.message
    if isinstance(error, Refused):  # a flag's value, refused by its type
        return describe_error(error.error, lang)
    from ..i18n import UnknownLanguageError
    from .language import player_translator

    if isinstance(error, UnknownLanguageError):
        return unknown_language(error)
    t = player_translator(lang)
    if isinstance(error, DeckLineError):
        # Translators: error for a bad deck in a file of decks or on the standard input (one deck
        # a line); {line} is the line's number, {problem} the whole sentence saying what is wrong
        # with that deck (such as "The deck has QH twice.").
        return t.pgettext("deck error", "Line {line}: {problem}", line=str(error.line), problem=describe_error(error.error, lang))
    if isinstance(error, DeckError):
        if error.kind == "unknown":
            # Translators: error for a bad deck; {card} is the text that is not a card code.
            return t.gettext("“{card}” is not a card: use a rank 2-9, T, J, Q, K or A and a suit C, D, H or S, like QH.", card=error.detail)
        if error.kind == "duplicate":
            # Translators: error for a bad deck; {card} is a card code such as QH.
            return t.gettext("The deck has {card} twice.", card=error.detail)
        if error.kind == "missing":
            missing = error.detail.split()
            # Translators: error for a bad deck; {cards} lists card codes, {count} how many.
            return t.ngettext("The deck is missing {count} card: {cards}.", "The deck is missing {count} cards: {cards}.", len(missing), count=len(missing), cards=error.detail)
        # Translators: error for a bad deck; {count} is how many cards were given.
        return t.ngettext("The deck has {count} card; it needs exactly 52.", "The deck has {count} cards; it needs exactly 52.", int(error.detail), count=int(error.detail))
    if isinstance(error, RulesError):
        if error.knob == "rules":
            # Translators: error; {name} is the unknown preset, {allowed} lists the preset names.
            return t.gettext("There is no preset called “{name}”. Choose one of: {allowed}.", name=str(error.value), allowed=t.join_choices(error.choices))
        # Translators: error; {flag} is a command-line flag like --face-down, {value} what was given, {allowed} the allowed range or values.
        return t.gettext("{flag} cannot be “{value}”. Allowed: {allowed}.", flag=knob_flag(error.knob), value=str(error.value), allowed=t.join_choices(error.choices) if error.choices else error.allowed)
    if isinstance(error, DealError):
        # Translators: error; {value} is the deal number that was given, {high} the largest deal number.
        return t.gettext("“{value}” is not a deal number: use a whole number from 1 to {high}.", value=str(error.value), high=str(MAX_DEAL))
    if isinstance(error, UnknownShell):
        # Translators: error for `warkit completion SHELL`; {name} is the shell name given, {shells}
        # lists the shells warkit completes for (bash, zsh, fish: names, kept as they are).
        return t.gettext("There is no completion for the shell “{name}”. Choose one of: {shells}.", name=error.name, shells=t.join_choices(SHELLS))
    if isinstance(error, UntrustedFileError):
        return untrusted_file_error(t, error)
    if isinstance(error, OSError):
        return os_error_line(t, error)
    return None


def unknown_language(error: UnknownLanguageError) -> str:
    """The sentence for a ``--lang`` warkit has no catalog for, in the language the player would
    otherwise get (the saved choice, else the environment's)."""
    from ..i18n import language_name
    from .language import player_translator

    t = player_translator(None)
    names = t.join_choices(f"{code} ({language_name(code)})" for code in error.available)
    # Translators: error for --lang; {code} is what was given, {languages} lists the codes and names.
    return t.gettext("There is no language “{code}”. Choose one of: {languages}.", code=error.code, languages=names)


def os_error_line(t: Translator, error: OSError) -> str:
    """The sentence for standard output or a file that could not be written, or a file not read."""
    reason = visible(error.strerror or str(error))
    if isinstance(error, StandardOutputError):
        # Translators: error when what warkit prints cannot be written (a full disk, say); {reason} is the system's reason (may stay in English).
        return t.gettext("Cannot write to standard output: {reason}.", reason=reason)
    path = visible(str(error.filename or ""))
    if isinstance(error, WriteError):
        # Translators: error; {path} is the file or folder that could not be written, {reason} the system's reason (may stay in English).
        return t.gettext("Cannot write {path}: {reason}.", path=path, reason=reason)
    # Translators: error; {path} is a file name, {reason} the system's reason (may stay in English).
    return t.gettext("Cannot read {path}: {reason}.", path=path, reason=reason)


def untrusted_file_error(t: Translator, error: UntrustedFileError) -> str:
    """The sentence for a file given on the command line (or standard input) that cannot be read safely."""
    if error.path is None:
        return _standard_input_error(t, error)
    path = visible(str(error.path))
    if error.reason == "not-a-file":
        # Translators: error; {path} is a file name given on the command line that names a folder,
        # a pipe or a device instead of a file.
        return t.gettext("{path} is not a regular file.", path=path)
    if error.reason == "too-large":
        # Translators: error; {path} is a file name given on the command line.
        return t.gettext("{path} is too large to read.", path=path)
    if error.reason == "not-text":
        # Translators: error; {path} is a file name given on the command line; UTF-8 is a text encoding.
        return t.gettext("{path} is not UTF-8 text.", path=path)
    # Translators: error; {path} is a file name, {reason} the system's reason (may stay in English).
    return t.gettext("Cannot read {path}: {reason}.", path=path, reason=visible(error.detail or error.reason))


def _standard_input_error(t: Translator, error: UntrustedFileError) -> str:
    """The sentence for standard input (``replay --deck -``) that cannot be read safely."""
    if error.reason == "too-large":
        # Translators: error for `warkit replay --deck -` when what comes on the standard input
        # (a pipe, a file or a device) is larger than warkit reads.
        return t.gettext("The standard input is too large to read.")
    if error.reason == "not-text":
        # Translators: error for `warkit replay --deck -`; UTF-8 is a text encoding.
        return t.gettext("The standard input is not UTF-8 text.")
    # Translators: error for `warkit replay --deck -`; {reason} is the system's reason (may stay in English).
    return t.gettext("Cannot read the standard input: {reason}.", reason=visible(error.detail or error.reason))
