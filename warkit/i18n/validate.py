"""What a translation may contain, checked against its English msgid: one rule for game and checker.

A translation produces text, never structure: its own ``{name}`` placeholders must be the
msgid's, it may hold no control character, no direction control it leaves open (or closes
without opening), no link, picture or web address (links come from the guide's templates only,
through ``{link}`` placeholders; what counts as one is the Markdown parser's answer, see
:func:`warkit.safe.markdown.live_markup`; raw HTML is text to the guide, escaped on its way in),
and it must stay within the size limits (at most three times as long as its English and 40
characters more, with at most three times its Markdown marks and 16 more).
The direction-control, control-character, link and
markup checks run on the text as written and as a reader gets it, its character references
decoded (:func:`decoded`): ``&#x202E;`` is a U+202E on the page.
A *fatal* finding means the translation cannot be shown safely or correctly: the game shows the
English instead and ``warkit i18n check`` reports an error. The other findings (unbalanced
marks, whitespace) are for the translator only; the text still shows.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from ..safe.markdown import live_markup
from .placeholders import brace_fields, control_characters, field_count
from .problems import Severity

MAX_MESSAGE_CHARS = 5000
"""A longer translated form is refused (warkit's longest message is about 300 characters)."""
MAX_PLACEHOLDERS = 20
"""A form with more placeholders than this is refused (warkit's messages use at most 7)."""
MAX_GROWTH = 3
GROWTH_SLACK = 40
MARK_SLACK = 16
"""A translated form may be at most ``MAX_GROWTH`` times as long as its English plus
``GROWTH_SLACK`` characters, and hold at most ``MAX_GROWTH`` times as many Markdown marks
(:data:`MARKS`) plus ``MARK_SLACK`` (:func:`allowed_length`, :func:`allowed_marks`): the shipped
catalogs need at most 1.8 times a paragraph's English of 100 characters or more, 19 characters
for a one-character rank ("9" in German), and never more marks than the English. So what a
translation can make the guide's Markdown reader do (``**a`` or ``_a`` repeated, which its
emphasis rules read slowly) is bounded by the English guide: ``scripts/bench_guide.py`` shows the
export with such a catalog against the shipped one."""
MARKS = frozenset("*_`~[]<&\\")
"""The characters with which Markdown's inline rules begin their slower work (emphasis, code,
strikethrough, links, autolinks, references, escapes)."""

_DIRECTION_CLOSE = {
    "\u202a": "\u202c", "\u202b": "\u202c", "\u202d": "\u202c", "\u202e": "\u202c",  # embeddings, overrides: PDF
    "\u2066": "\u2069", "\u2067": "\u2069", "\u2068": "\u2069",  # isolates: PDI
}
"""Each direction control that opens, and the one that closes it (Unicode's bidi algorithm)."""
_PARAGRAPH_BREAK = re.compile("[\n\r\x1c-\x1e\x85\u2029]")
"""Where the bidi algorithm closes whatever is open: a line that leaves a control open there has
turned the rest of its line around (on a terminal, the rest of the screen line)."""

# Pairs of marks that must balance in the translation when they balance in the English.
_PAIRS = (("[", "]"), ("(", ")"), ("<", ">"), ("«", "»"))
_PARITY = ("**", "`", "__")


@dataclass(frozen=True, slots=True)
class Finding:
    severity: Severity
    code: str
    values: dict[str, str] = field(default_factory=dict)
    fatal: bool = False


def short(msgid: str) -> str:
    """A msgid cut to one short line, for quoting in a problem."""
    return msgid if len(msgid) <= 60 else msgid[:57] + "…"


def links(text: str) -> list[str]:
    """The links, pictures, reference definitions and web addresses a viewer finds in ``text``."""
    return live_markup(text)


def unbalanced_direction(text: str) -> str | None:
    """The first direction control of ``text`` (U+202A–202E, U+2066–2069) left open in its line or
    closing what is not open, written ``U+202E``; None when every one is balanced.

    >>> unbalanced_direction("abc \u2067xyz\u2069"), unbalanced_direction("\u202eevil")
    (None, 'U+202E')
    """
    for line in _PARAGRAPH_BREAK.split(text):
        opened: list[str] = []
        for char in line:
            if char in _DIRECTION_CLOSE:
                opened.append(char)
            elif char in ("\u202c", "\u2069"):
                if not opened or _DIRECTION_CLOSE[opened[-1]] != char:
                    return f"U+{ord(char):04X}"
                opened.pop()
        if opened:
            return f"U+{ord(opened[-1]):04X}"
    return None


def allowed_length(msgid: str, msgid_plural: str | None = None) -> int:
    """The most characters a translation of ``msgid`` may have (see :data:`MAX_GROWTH`).

    >>> allowed_length("9"), allowed_length("The aim"), allowed_length("x" * 3000)
    (43, 61, 5000)
    """
    english = max(len(msgid), len(msgid_plural or ""))
    return min(MAX_MESSAGE_CHARS, MAX_GROWTH * english + GROWTH_SLACK)


def allowed_marks(msgid: str, msgid_plural: str | None = None) -> int:
    """The most Markdown marks (:data:`MARKS`) a translation of ``msgid`` may hold.

    >>> allowed_marks("The aim"), allowed_marks("**Tip:** play the top card")
    (16, 28)
    """
    return MAX_GROWTH * max(mark_count(msgid), mark_count(msgid_plural or "")) + MARK_SLACK


def mark_count(text: str) -> int:
    """How many of the characters of ``text`` are Markdown marks (:data:`MARKS`)."""
    return sum(map(text.count, MARKS))  # nine counts in C, not a step a character: 3.3 → 1.6 ms for French


def decoded(text: str) -> str:
    r"""``text`` with its character references (``&#x202E;``, ``&#8238;``, ``&amp;``) decoded, as
    the guide's Markdown reader decodes them on their way to the page and the game's Help: the
    checks run on this as well as on what the translator wrote. The standard library's decoder
    reads every reference the Markdown reader does (HTML's list) and more, never fewer.

    >>> decoded("ouvrez &#x202E;gnp.exe &amp; &#8238;lmth.tab") == "ouvrez \u202egnp.exe & \u202elmth.tab"
    True
    """
    return html.unescape(text)


COUNT = "count"
"""The placeholder that holds the number choosing the plural form."""


def check_forms(msgid: str, msgid_plural: str | None, forms: list[str], single_number_forms: frozenset[int] = frozenset()) -> list[Finding]:
    """Findings for the translated ``forms`` (one for a plain message) of ``msgid``.

    ``single_number_forms`` are the plural forms that only one number takes: there ``{count}``
    may be spelled out ("ورقتان", "одну карту" would not qualify: Russian "one" is 1, 21, 31…).
    """
    quoted = short(msgid)
    english = brace_fields(msgid + "\n" + (msgid_plural or ""))
    findings: list[Finding] = []
    missing_everywhere = set(english.names)

    def found(code: str, severity: Severity = "error", fatal: bool = True, **values: str) -> None:
        findings.append(Finding(severity, code, {**values, "msgid": quoted}, fatal))

    allowed, marks_allowed = allowed_length(msgid, msgid_plural), allowed_marks(msgid, msgid_plural)
    for index, text in enumerate(forms):
        if len(text) > MAX_MESSAGE_CHARS:
            found("too-long", size=str(MAX_MESSAGE_CHARS))
            continue
        if field_count(text) > MAX_PLACEHOLDERS:
            found("too-many-placeholders", size=str(MAX_PLACEHOLDERS))
            continue
        if len(text) > allowed:
            found("too-long", size=str(allowed))
            continue
        if mark_count(text) > marks_allowed:
            found("too-many-marks", size=str(marks_allowed))
            continue
        fields = brace_fields(text)
        for token in fields.unsafe:
            if token not in english.unsafe:
                found("placeholder-unsafe", name=token)
        for name in sorted(fields.names - english.names):
            found("placeholder-extra", name="{" + name + "}")
        missing = english.names - fields.names
        missing_everywhere &= missing
        if msgid_plural is not None and index in single_number_forms:
            missing -= {COUNT}
        for name in sorted(missing):
            if msgid_plural is None:
                found("placeholder-missing", name="{" + name + "}")
            elif len(forms) > 1:  # a plural form may leave a number out ("одну карту"), but say so
                found("placeholder-missing-form", "warning", False, name="{" + name + "}")
        shown = (text, decoded(text)) if "&" in text else (text,)
        if any(control_characters(each) for each in shown):
            found("control-character")
        found_links = {link for each in shown for link in links(each)}
        if found_links and found_links - {*links(msgid), *links(msgid_plural or "")}:
            found("link")
        mark = next((mark for each in shown if (mark := unbalanced_direction(each)) is not None), None)
        if mark is not None:
            found("direction-unbalanced", mark=mark)
        for each in shown:
            findings.extend(_shape(msgid, each, quoted))
    if msgid_plural is not None:  # every form leaving it out is no longer a way of writing one number
        for name in sorted(missing_everywhere):
            found("placeholder-missing", name="{" + name + "}")
    return _unique(findings)


def _shape(msgid: str, text: str, quoted: str) -> list[Finding]:
    """Marks and whitespace: what makes Markdown or a terminal line come out wrong."""
    findings: list[Finding] = []
    for opening, closing in _PAIRS:
        if msgid.count(opening) == msgid.count(closing) and text.count(opening) != text.count(closing):
            findings.append(Finding("error", "markup", {"mark": f"{opening} {closing}", "msgid": quoted}))
    for mark in _PARITY:
        if msgid.count(mark) % 2 == 0 and text.count(mark) % 2:
            findings.append(Finding("error", "markup", {"mark": mark, "msgid": quoted}))
    if _edges(msgid) != _edges(text):
        findings.append(Finding("warning", "whitespace", {"msgid": quoted}))
    if msgid.count("\n\n") != text.count("\n\n"):
        found, expected = str(text.count("\n\n")), str(msgid.count("\n\n"))
        findings.append(Finding("warning", "newlines", {"found": found, "expected": expected, "msgid": quoted}))
    return findings


def _edges(text: str) -> tuple[str, str]:
    return text[: len(text) - len(text.lstrip())], text[len(text.rstrip()) :]


def _unique(findings: list[Finding]) -> list[Finding]:
    seen: set[tuple[str, tuple[tuple[str, str], ...]]] = set()
    result = []
    for finding in findings:
        key = (finding.code, tuple(sorted(finding.values.items())))
        if key not in seen:
            seen.add(key)
            result.append(finding)
    return result
