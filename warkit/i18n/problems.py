"""Problems found in a catalog, as data; each renders as one translated line naming file and line.

The catalog loader (which must never crash the game) and ``warkit i18n check`` (which reports to a
translator) find the same kinds of problem, so both produce :class:`Problem` values and word them
here, in one place.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from ..textsafe import visible

if TYPE_CHECKING:
    from .translator import Translator

Severity = Literal["error", "warning"]


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong in a catalog: ``code`` says what, ``values`` fill in its sentence."""

    severity: Severity
    path: str
    line: int | None
    code: str
    values: dict[str, str] = field(default_factory=dict)
    refused: bool = False
    """The entry (or the whole file) is not used: the player sees the English instead."""

    def where(self) -> str:
        """``path:line`` (or just ``path``), the form editors and terminals turn into links."""
        return f"{self.path}:{self.line}" if self.line else self.path

    def message(self, t: Translator) -> str:
        """The problem in a sentence, in the translator's language (without the location)."""
        return describe(self.code, self.values, t)

    def render(self, t: Translator) -> str:
        """One line: ``path:line: error: sentence``, safe to print (quoted text made visible)."""
        if self.severity == "error":
            # Translators: a line of `warkit i18n check` or a catalog warning; {where} is a file
            # name and line number like locale/ms/LC_MESSAGES/warkit.po:12, {problem} a sentence.
            line = t.gettext("{where}: error: {problem}", where=self.where(), problem=self.message(t))
        else:
            # Translators: a line of `warkit i18n check` or a catalog warning; {where} is a file name and
            # line number like locale/ms/LC_MESSAGES/warkit.po:12, {problem} a sentence.
            line = t.gettext("{where}: warning: {problem}", where=self.where(), problem=self.message(t))
        return visible(line)


def describe(code: str, v: dict[str, str], t: Translator) -> str:
    """The sentence for a problem code. Each is one whole message for translators."""
    if code == "syntax":
        # Translators: a .po file cannot be read at a line; {detail} is the text of that line.
        return t.gettext(
            "This line is not valid in a .po file, so its message is shown in English: {detail}",
            **v,
        )
    if code == "unreadable":
        # Translators: a .po file cannot be opened; {detail} is the system's reason (may stay English).
        return t.gettext("The catalog cannot be read, so English is shown: {detail}", **v)
    if code == "syntax-more":
        # Translators: after listing the first bad lines of a .po file; {count} is how many more there are.
        return t.ngettext(
            "{count} more line is not valid in a .po file either.",
            "{count} more lines are not valid in a .po file either.",
            int(v["count"]),
            **v,
        )
    if code == "unusable-folder":
        # Translators: a catalog folder's name is not a language code warkit can use; {name} is that
        # folder's name (like sr@latin). Keep ms, zh_Hans and sr_Latn as they are.
        return t.gettext(
            "The folder {name} is not named like ms, zh_Hans or sr_Latn, so its catalog is not used.",
            **v,
        )
    if code == "not-a-file":
        # Translators: the path of a .po file names something else (a folder, a pipe, a device).
        return t.gettext("The catalog is not a regular file, so English is shown.")
    if code == "too-large":
        # Translators: a .po file is larger than warkit reads; {size} is the limit in megabytes (digits).
        return t.gettext("The catalog is larger than {size} MB, so English is shown.", **v)
    if code == "duplicate":
        # Translators: the same message is in a .po file twice; {msgid} is the English message.
        return t.gettext("The message is in the catalog twice, so the English is shown: “{msgid}”", **v)
    if code == "plural-index":
        # Translators: a plural translation has a form number the language lacks; {index} is that
        # number (like 5, as in msgstr[5]), {expected} how many forms the language has (digits),
        # {msgid} the English message.
        return t.gettext(
            "The translation has a form msgstr[{index}] but the language has only {expected} forms, so the English is shown: “{msgid}”",
            **v,
        )
    if code == "link":
        # Translators: a translation contains a link or a web address (like [text](#x) or www.…),
        # which only the English may have; {msgid} is the English message.
        return t.gettext(
            "The translation contains a link or a web address, so the English is shown: “{msgid}”",
            **v,
        )
    if code == "too-long":
        # Translators: a translation is longer than warkit accepts; {size} is the limit in characters
        # (digits), {msgid} the English message.
        return t.gettext(
            "The translation is longer than {size} characters, so the English is shown: “{msgid}”",
            **v,
        )
    if code == "too-many-placeholders":
        # Translators: a translation has more placeholders than warkit accepts; {size} is the limit
        # (digits), {msgid} the English message.
        return t.gettext(
            "The translation has more than {size} placeholders, so the English is shown: “{msgid}”",
            **v,
        )
    if code == "empty":
        # Translators: a .po file has no messages at all.
        return t.gettext("The catalog is empty, so English is shown.")
    if code == "placeholder-missing":
        # Translators: a translation leaves out a placeholder; {name} is like {count}, {msgid} the English.
        return t.gettext(
            "The translation leaves out {name}, so the English is shown: “{msgid}”", **v
        )
    if code == "placeholder-missing-form":
        # Translators: one plural form of a translation leaves out a placeholder; {name} is like {count},
        # {msgid} the English message.
        return t.gettext("A plural form of the translation leaves out {name}: “{msgid}”", **v)
    if code == "placeholder-extra":
        # Translators: a translation has a placeholder the English lacks; {name} is like {count},
        # {msgid} the English message.
        return t.gettext(
            "The translation has {name}, which the English does not, so the English is shown: “{msgid}”",
            **v,
        )
    if code == "placeholder-unsafe":
        # Translators: a translation has a brace or % field that is not a plain placeholder (like
        # {card.__class__}, {count!r} or {count:>9}); {name} is that field, {msgid} the English.
        return t.gettext(
            "The translation has {name}, which is not a plain placeholder, so the English is shown: “{msgid}”",
            **v,
        )
    if code == "control-character":
        # Translators: a translation contains an invisible control character; {msgid} is the English.
        return t.gettext(
            "The translation contains a control character, so the English is shown: “{msgid}”", **v
        )
    if code == "plural-count":
        # Translators: a plural message has the wrong number of forms; {found} and {expected} are numbers
        # of forms (digits), {msgid} the English message.
        return t.gettext(
            "The translation has {found} plural forms but the language has {expected}, so the English is shown: “{msgid}”",
            **v,
        )
    if code == "plural-header":
        # Translators: the Plural-Forms line at the top of a .po file is wrong; {found} is what the
        # file says, {expected} what it should say.
        return t.gettext(
            "The Plural-Forms header “{found}” does not agree with Babel's “{expected}”; Babel's rule is used.",
            **v,
        )
    if code == "plural-not-plural":
        # Translators: a translation of a plural message is given as a single text; {msgid} the English.
        return t.gettext(
            "The message has plural forms but the translation is a single text, so the English is shown: “{msgid}”",
            **v,
        )
    if code == "markup":
        # Translators: a translation has unbalanced marks; {mark} is like ` or ** or [ ], {msgid} the English.
        return t.gettext(
            "The marks {mark} are not balanced in the translation as they are in the English: “{msgid}”",
            **v,
        )
    if code == "whitespace":
        # Translators: a translation starts or ends with spaces or newlines unlike the English; {msgid}
        # is the English message.
        return t.gettext(
            "The translation starts or ends with spaces or line breaks unlike the English: “{msgid}”",
            **v,
        )
    if code == "newlines":
        # Translators: a translation has a different number of blank lines (paragraph breaks) than the
        # English; {found} and {expected} are numbers (digits), {msgid} the English.
        return t.gettext(
            "The translation has {found} blank lines where the English has {expected}: “{msgid}”",
            **v,
        )
    if code == "outdated":
        # Translators: the catalog lacks messages the template has; {detail} is the first of them.
        return t.gettext(
            "The catalog lacks new messages of locale/warkit.pot (run scripts/update-catalogs), such as: “{detail}”",
            **v,
        )
    if code == "stale-template":
        # Translators: the message template is older than the code; {detail} says what differs.
        return t.gettext(
            "locale/warkit.pot is not current with the code; run scripts/update-catalogs. {detail}",
            **v,
        )
    # Translators: a catalog problem with no sentence of its own; {code} is its short name.
    return t.gettext("Problem: {code}", code=code)
