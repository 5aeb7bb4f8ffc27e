"""Checks of one translation against its English msgid, shared by the loader and the checker.

A *fatal* finding means the translation cannot be shown safely or correctly (an unsafe or extra
placeholder, a missing one, a control character, a wrong number of plural forms): the loader
shows the English instead. The other findings (unbalanced marks, whitespace) only go to
``warkit i18n check``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .placeholders import Fields, brace_fields, control_characters, percent_fields
from .problems import Severity

# Pairs of marks that must balance in the translation when they balance in the English.
_PAIRS = (("[", "]"), ("(", ")"), ("<", ">"), ("«", "»"))
_PARITY = ("**", "`", "__")


@dataclass(frozen=True, slots=True)
class Finding:
    severity: Severity
    code: str
    values: dict[str, str] = field(default_factory=dict)
    fatal: bool = False


def _fields(text: str, percent: bool) -> Fields:
    braces = brace_fields(text)
    if not percent:
        return braces
    pct = percent_fields(text)
    return Fields(braces.names | pct.names, braces.unsafe + pct.unsafe)


COUNT = "count"
"""The placeholder that holds the number choosing the plural form."""


def check_forms(
    msgid: str,
    msgid_plural: str | None,
    forms: list[str],
    percent: bool,
    single_number_forms: frozenset[int] = frozenset(),
) -> list[Finding]:
    """Findings for the translated ``forms`` (one for a plain message) of ``msgid``.

    ``single_number_forms`` are the plural forms that only one number takes: there ``{count}``
    may be spelled out ("ورقتان", "одну карту" would not qualify: Russian "one" is 1, 21, 31…).
    """
    short = msgid if len(msgid) <= 60 else msgid[:57] + "…"
    english = _fields(msgid, percent)
    if msgid_plural is not None:
        plural = _fields(msgid_plural, percent)
        english = Fields(english.names | plural.names, english.unsafe + plural.unsafe)
    findings: list[Finding] = []
    missing_everywhere = set(english.names)
    sources = msgid + (msgid_plural or "")

    def label(name: str, text: str = "") -> str:
        return f"%({name})s" if percent and f"%({name})s" in sources + text else "{" + name + "}"

    for index, text in enumerate(forms):
        found = _fields(text, percent)
        for token in found.unsafe:
            if token not in english.unsafe:
                findings.append(
                    Finding("error", "placeholder-unsafe", {"name": token, "msgid": short}, True)
                )
        for name in sorted(found.names - english.names):
            findings.append(
                Finding(
                    "error", "placeholder-extra", {"name": label(name, text), "msgid": short}, True
                )
            )
        missing = english.names - found.names
        missing_everywhere &= missing
        if msgid_plural is not None and index in single_number_forms:
            missing -= {COUNT}
        if msgid_plural is None:
            for name in sorted(missing):
                findings.append(
                    Finding(
                        "error", "placeholder-missing", {"name": label(name), "msgid": short}, True
                    )
                )
        elif missing and len(forms) > 1:
            # A plural form may leave a number out ("одну карту"), but say so.
            for name in sorted(missing):
                findings.append(
                    Finding(
                        "warning", "placeholder-missing-form", {"name": label(name), "msgid": short}
                    )
                )
        if control_characters(text):
            findings.append(Finding("error", "control-character", {"msgid": short}, True))
        findings.extend(_shape(msgid, text, short))
    if msgid_plural is not None and (len(forms) == 1 or not forms):
        for name in sorted(missing_everywhere):
            findings.append(
                Finding("error", "placeholder-missing", {"name": label(name), "msgid": short}, True)
            )
    return _unique(findings)


def _shape(msgid: str, text: str, short: str) -> list[Finding]:
    """Marks and whitespace: what makes Markdown or a terminal line come out wrong."""
    findings: list[Finding] = []
    for opening, closing in _PAIRS:
        if msgid.count(opening) == msgid.count(closing) and text.count(opening) != text.count(
            closing
        ):
            findings.append(
                Finding("error", "markup", {"mark": f"{opening} {closing}", "msgid": short})
            )
    for mark in _PARITY:
        if msgid.count(mark) % 2 == 0 and text.count(mark) % 2:
            findings.append(Finding("error", "markup", {"mark": mark, "msgid": short}))
    if _edges(msgid) != _edges(text):
        findings.append(Finding("warning", "whitespace", {"msgid": short}))
    if msgid.count("\n\n") != text.count("\n\n"):
        found, expected = str(text.count("\n\n")), str(msgid.count("\n\n"))
        findings.append(
            Finding("warning", "newlines", {"found": found, "expected": expected, "msgid": short})
        )
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
