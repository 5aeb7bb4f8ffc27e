"""Problems found in a catalog, as data; each renders as one translated line naming file and line.

The catalog loader (which must never crash the game) and ``warkit i18n check`` (which reports to a
translator) find the same kinds of problem, so both produce :class:`Problem` values and word them
here, in one place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from ..safe.text import visible
from .marks import gettext_noop, ngettext_noop

if TYPE_CHECKING:
    from .protocol import Formats

Severity = Literal["error", "warning"]

MAX_LISTED = 20
"""Problems at a line of a catalog listed one by one, bad lines and bad entries alike; the rest
are counted in one more line. A file that is no catalog at all (``/etc/passwd``) or a hostile one
with 100,000 bad entries is not echoed line by line, at every start and as a notice each."""


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

    def message(self, t: Formats) -> str:
        """The problem in a sentence, in the translator's language (without the location)."""
        return describe(self.code, self.values, t)

    def render(self, t: Formats) -> str:
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


_SENTENCES: dict[str, str] = {
    # Translators: a .po file cannot be read at a line; {detail} is the text of that line.
    "syntax": gettext_noop("This line is not valid in a .po file, so its message is shown in English: {detail}"),
    # Translators: a .po file cannot be opened; {detail} is the system's reason (may stay English).
    "unreadable": gettext_noop("The catalog cannot be read, so English is shown: {detail}"),
    # Translators: a catalog folder's name is not a language code warkit can use; {name} is that
    # folder's name (like sr@latin). Keep ms, zh_Hans and sr_Latn as they are.
    "unusable-folder": gettext_noop("The folder {name} is not named like ms, zh_Hans or sr_Latn, so its catalog is not used."),
    # Translators: the path of a .po file names something else (a folder, a pipe, a device).
    "not-a-file": gettext_noop("The catalog is not a regular file, so English is shown."),
    # Translators: a .po file is larger than warkit reads; {size} is the limit in megabytes (digits).
    "too-large": gettext_noop("The catalog is larger than {size} MB, so English is shown."),
    # Translators: a .po file has more entries than warkit reads; {size} is the limit (digits).
    "too-many-entries": gettext_noop("The catalog has more than {size} entries, so English is shown."),
    # Translators: the same message is in a .po file twice; {msgid} is the English message.
    "duplicate": gettext_noop("The message is in the catalog twice, so the English is shown: “{msgid}”"),
    # Translators: a plural translation has a form number the language lacks; {index} is that
    # number (like 5, as in msgstr[5]), {expected} how many forms the language has (digits),
    # {msgid} the English message.
    "plural-index": gettext_noop("The translation has a form msgstr[{index}] but the language has only {expected} forms, so the English is shown: “{msgid}”"),
    # Translators: a translation contains a link, a picture or a web address (like [text](#x),
    # ![x](y) or www.…), which only the guide's own pages may add; {msgid} is the English message.
    "link": gettext_noop("The translation contains a link, a picture or a web address, so the English is shown: “{msgid}”"),
    # Translators: a translation has an invisible character that turns the direction of the text
    # after it (right-to-left or left-to-right) and is not closed in the same line, or closes one
    # that was not opened; {mark} is its code, like U+202E, {msgid} the English message.
    "direction-unbalanced": gettext_noop("The translation has a direction control {mark} that is not closed in the same line, or closes one that is not open, so the English is shown: “{msgid}”"),
    # Translators: a translation is longer than warkit accepts; {size} is the limit in characters
    # (digits), {msgid} the English message.
    "too-long": gettext_noop("The translation is longer than {size} characters, so the English is shown: “{msgid}”"),
    # Translators: a translation has more placeholders than warkit accepts; {size} is the limit
    # (digits), {msgid} the English message.
    "too-many-placeholders": gettext_noop("The translation has more than {size} placeholders, so the English is shown: “{msgid}”"),
    # Translators: a translation has more Markdown marks
    # (* _ ` ~ [ ] < & \\) than warkit accepts for its English;
    # {size} is the limit (digits), {msgid} the English message.
    # Markdown is a name; * and _ stay as they are.
    "too-many-marks": gettext_noop("The translation has more than {size} Markdown marks such as * or _, so the English is shown: “{msgid}”"),
    # Translators: a .po file has no messages at all.
    "empty": gettext_noop("The catalog is empty, so English is shown."),
    # Translators: a translation leaves out a placeholder; {name} is like {count}, {msgid} the English.
    "placeholder-missing": gettext_noop("The translation leaves out {name}, so the English is shown: “{msgid}”"),
    # Translators: one plural form of a translation leaves out a placeholder; {name} is like {count},
    # {msgid} the English message.
    "placeholder-missing-form": gettext_noop("A plural form of the translation leaves out {name}: “{msgid}”"),
    # Translators: a translation has a placeholder the English lacks; {name} is like {count},
    # {msgid} the English message.
    "placeholder-extra": gettext_noop("The translation has {name}, which the English does not, so the English is shown: “{msgid}”"),
    # Translators: a translation has a brace or % field that is not a plain placeholder (like
    # {card.__class__}, {count!r} or {count:>9}); {name} is that field, {msgid} the English.
    "placeholder-unsafe": gettext_noop("The translation has {name}, which is not a plain placeholder, so the English is shown: “{msgid}”"),
    # Translators: a translation contains an invisible control character; {msgid} is the English.
    "control-character": gettext_noop("The translation contains a control character, so the English is shown: “{msgid}”"),
    # Translators: a plural message has the wrong number of forms; {found} and {expected} are numbers
    # of forms (digits), {msgid} the English message.
    "plural-count": gettext_noop("The translation has {found} plural forms but the language has {expected}, so the English is shown: “{msgid}”"),
    # Translators: a warning: the Plural-Forms line at the top of a .po file is used, but it chooses
    # other forms than the language's rule (CLDR's); {found} is what the file says, {expected} that
    # rule (both stay as they are), {numbers} the first numbers that get another form (listed).
    "plural-header": gettext_noop("The Plural-Forms header “{found}” chooses other forms than the language's rule “{expected}” for {numbers}."),
    # Translators: the Plural-Forms line at the top of a .po file cannot be read as a plural rule;
    # {found} is what the file says, {expected} the rule that is used instead (both stay as they are).
    "plural-header-unreadable": gettext_noop("The Plural-Forms header “{found}” is not a plural rule of this language, so the rule “{expected}” is used."),
    # Translators: a translation of a plural message is given as a single text; {msgid} the English.
    "plural-not-plural": gettext_noop("The message has plural forms but the translation is a single text, so the English is shown: “{msgid}”"),
    # Translators: a translation has unbalanced marks; {mark} is like ` or ** or [ ], {msgid} the English.
    "markup": gettext_noop("The marks {mark} are not balanced in the translation as they are in the English: “{msgid}”"),
    # Translators: a translation starts or ends with spaces or newlines unlike the English; {msgid}
    # is the English message.
    "whitespace": gettext_noop("The translation starts or ends with spaces or line breaks unlike the English: “{msgid}”"),
    # Translators: a translation has a different number of blank lines (paragraph breaks) than the
    # English; {found} and {expected} are numbers (digits), {msgid} the English.
    "newlines": gettext_noop("The translation has {found} blank lines where the English has {expected}: “{msgid}”"),
    # Translators: the catalog lacks messages the template has; {detail} is the first of them.
    "outdated": gettext_noop("The catalog lacks new messages of locale/warkit.pot (run scripts/update-catalogs), such as: “{detail}”"),
    # Translators: the message template is older than the code; {detail} says what differs.
    "stale-template": gettext_noop("locale/warkit.pot is not current with the code; run scripts/update-catalogs. {detail}"),
}
"""Problem code → its sentence in English; the problem's values fill its placeholders."""

_COUNTED: dict[str, tuple[str, str]] = {
    # Translators: after listing the first bad lines of a .po file; {count} is how many more there are.
    "syntax-more": ngettext_noop(
        "{count} more line is not valid in a .po file either.",
        "{count} more lines are not valid in a .po file either.",
    ),
    # Translators: after listing the first problems of a .po file (at start, in `warkit i18n check`);
    # {count} is how many more problems it has that are not shown one by one.
    "more": ngettext_noop(
        "{count} more problem in this catalog is not listed.",
        "{count} more problems in this catalog are not listed.",
    ),
}
"""Problem code → its sentence's singular and plural, chosen by the problem's ``count`` value."""


def listed(problems: Sequence[Problem], t: Formats) -> list[str]:
    """One line for each problem, but for at most :data:`MAX_LISTED` problems at a line; one
    more line counts the rest. Problems of the whole file (it is too large, its bad lines beyond
    the first, messages it lacks) are few and always listed."""
    lines: list[str] = []
    rest: list[Problem] = []
    at_lines = 0
    for problem in problems:
        if problem.line is not None:
            at_lines += 1
            if at_lines > MAX_LISTED:
                rest.append(problem)
                continue
        lines.append(problem.render(t))
    if rest:
        severity: Severity = "error" if any(p.severity == "error" for p in rest) else "warning"
        lines.append(Problem(severity, rest[0].path, None, "more", {"count": str(len(rest))}).render(t))
    return lines


def describe(code: str, v: dict[str, str], t: Formats) -> str:
    """The sentence for a problem code. Each is one whole message for translators."""
    if code in _COUNTED:
        singular, plural = _COUNTED[code]
        count = int(v["count"])  # written the locale's way: 143,489 / 143 489
        return t.ngettext(singular, plural, count, **{**v, "count": count})
    if code in _SENTENCES:
        if "numbers" in v:  # digits with spaces between: listed, and written the locale's way
            v = {**v, "numbers": t.join_choices(t.format_number(int(n)) for n in v["numbers"].split())}
        return t.gettext(_SENTENCES[code], **v)
    # Translators: a catalog problem with no sentence of its own; {code} is its short name.
    return t.gettext("Problem: {code}", code=code)
