"""Reading the **Checked terms** table of a glossary (`locale/glossary/<language>.md`).

Each row names a term, the forms a translation uses for it, the messages it governs and the words
rejected for it. `governs` is a list of selectors, each optionally wrapped in backticks:

- `/regex/`: the English (msgid or its plural, without its `{placeholders}`) matches the regex
  (case-sensitive);
- `"exact msgid"`: that msgid;
- `[context]`: every msgid with that message context (may prefix a regex or an exact msgid);
- a leading `-` excludes what the selector matches.

`chosen` and `rejected` are comma-separated words, matched case-insensitively. A word ending in
`*` is a stem (it may go on: `agih*` matches "agihan"). In Arabic, Hebrew, Chinese, Japanese and
Thai a word is found anywhere in the text (Arabic and Hebrew join articles, prepositions and "and"
to the word; Chinese, Japanese and Thai write no spaces between words); elsewhere it must start a word and, unless it is a
stem, end one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

INSIDE_WORDS = frozenset({"ar", "he", "ja", "th", "zh_Hans", "zh_Hant"})

_SELECTOR = re.compile(
    r"""(?P<exclude>-)?
        (?:\[(?P<context>[^\]]+)\])?
        (?:/(?P<regex>(?:\\.|[^/\\])+)/|"(?P<msgid>[^"]+)")?""",
    re.VERBOSE,
)


_PLACEHOLDER = re.compile(r"\{\w*\}")


class GlossaryError(ValueError):
    """A Checked terms table that cannot be read: names the file and the row."""


@dataclass(frozen=True)
class Selector:
    exclude: bool
    context: str | None
    regex: re.Pattern[str] | None
    msgid: str | None

    def matches(self, context: str | None, msgid: str, plural: str | None) -> bool:
        if self.context is not None and context != self.context:
            return False
        if self.msgid is not None:
            return msgid == self.msgid
        if self.regex is not None:
            texts = (_PLACEHOLDER.sub("", text) for text in (msgid, plural or "") if text)
            return any(self.regex.search(text) for text in texts)
        return True


@dataclass(frozen=True)
class Term:
    english: str
    chosen: tuple[str, ...]
    selectors: tuple[Selector, ...]
    rejected: tuple[str, ...]

    def governs(self, context: str | None, msgid: str, plural: str | None) -> bool:
        included = any(s.matches(context, msgid, plural) for s in self.selectors if not s.exclude)
        excluded = any(s.matches(context, msgid, plural) for s in self.selectors if s.exclude)
        return included and not excluded


def _cells(line: str) -> list[str]:
    parts = re.split(r"(?<!\\)\|", line.strip().strip("|"))
    return [part.strip().replace("\\|", "|") for part in parts]


def _words(cell: str) -> tuple[str, ...]:
    return tuple(word.strip().strip("`") for word in cell.split(",") if word.strip())


def _selectors(cell: str, where: str) -> tuple[Selector, ...]:
    text = cell.replace("`", " ")
    found: list[Selector] = []
    position = 0
    while position < len(text):
        if text[position] in " ;\t":
            position += 1
            continue
        match = _SELECTOR.match(text, position)
        if (
            not match
            or match.end() == position
            or not (match["context"] or match["regex"] or match["msgid"])
        ):
            raise GlossaryError(f"{where}: cannot read the selector at “{text[position:]}”")
        regex = re.compile(match["regex"]) if match["regex"] else None
        found.append(Selector(bool(match["exclude"]), match["context"], regex, match["msgid"]))
        position = match.end()
    if not any(not s.exclude for s in found):
        raise GlossaryError(f"{where}: the row governs no messages")
    return tuple(found)


def checked_terms(path: Path) -> list[Term]:
    """The rows of the file's Checked terms table."""
    lines = path.read_text(encoding="utf-8").splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if line.strip() == "## Checked terms")
    except StopIteration:
        raise GlossaryError(f"{path}: no “## Checked terms” section") from None
    table = []
    for line in lines[start + 1 :]:
        if line.startswith("## "):
            break
        if line.lstrip().startswith("|"):
            table.append(line)
        elif table:
            break
    if len(table) < 3:
        raise GlossaryError(f"{path}: the Checked terms table has no rows")
    header = [cell.lower() for cell in _cells(table[0])]
    wanted = ("english", "chosen", "governs", "rejected")
    if [h.split()[0] if h else "" for h in header[:4]] != list(wanted):
        raise GlossaryError(f"{path}: the table's columns must be {', '.join(wanted)}")
    terms = []
    for number, line in enumerate(table[2:], start=1):
        cells = _cells(line)
        where = f"{path.name}, row {number}"
        if len(cells) < 4:
            raise GlossaryError(f"{where}: four cells expected")
        chosen = _words(cells[1])
        if not chosen:
            raise GlossaryError(f"{where}: no chosen word")
        terms.append(Term(cells[0], chosen, _selectors(cells[2], where), _words(cells[3])))
    return terms


def _pattern(word: str, language: str) -> re.Pattern[str]:
    stem = word.endswith("*")
    body = re.escape(word.rstrip("*"))
    if language in INSIDE_WORDS:
        return re.compile(body, re.IGNORECASE)
    return re.compile(r"(?<!\w)" + body + ("" if stem else r"(?!\w)"), re.IGNORECASE)


def uses(text: str, words: tuple[str, ...], language: str) -> list[str]:
    """The words of `words` that `text` uses (its `{placeholders}` are not words)."""
    text = _PLACEHOLDER.sub(" ", text)
    return [word for word in words if _pattern(word, language).search(text)]


def word_list(path: Path) -> list[tuple[str, str]]:
    """(English, translation): the first two cells of every row of the glossary's word tables, the
    tables before **Checked terms** and outside **Reviews**, without their header rows."""
    rows: list[tuple[str, str]] = []
    section, in_table = "", False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
        if not line.lstrip().startswith("|") or section in ("Checked terms", "Reviews"):
            in_table = False
            continue
        cells = _cells(line)
        if not in_table or set("".join(cells)) <= set("-: "):
            in_table = True
            continue
        if len(cells) >= 2:
            rows.append((cells[0], cells[1]))
    return rows
