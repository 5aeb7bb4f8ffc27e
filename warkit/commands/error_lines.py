"""One translated line for every error a user can cause on the command line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..safe.text import visible
from ..safe.untrusted import UntrustedFileError

if TYPE_CHECKING:
    from ..i18n import Translator
from ..engine import MAX_DEAL, DealError, DeckError, RulesError, knobs


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


def describe_error(error: BaseException, lang: str | None) -> str | None:
    """The sentence for ``error`` in the user's language, or None if it is not a user error."""
    if isinstance(error, InputError):
        return error.message
    from ..i18n import get_translator

    t = get_translator(lang)
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
    if isinstance(error, UntrustedFileError):
        return untrusted_file_error(t, error)
    if isinstance(error, OSError):
        # Translators: error; {path} is a file name, {reason} the system's reason (may stay in English).
        return t.gettext("Cannot read {path}: {reason}.", path=str(error.filename or ""), reason=error.strerror or str(error))
    return None


def untrusted_file_error(t: Translator, error: UntrustedFileError) -> str:
    """The sentence for a file given on the command line that cannot be read safely."""
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
