"""The one reader of ``.po`` files: strict about every line, exact about line numbers.

polib and Babel's ``read_po`` both quietly accept a broken line (an unterminated string, stray
text) and the message then shows in English without a word. A strict line check was needed
anyway, and it is most of a parser, so this module is the whole of it: each line is checked as
it is read, an entry holding a bad line is left out with the line's number, and the rest are
kept. Lines are split on ``\\n`` only (a U+2028 inside a string is text, not a new line), so the
numbers match what an editor shows. Babel stays the tool that writes catalogs
(``scripts/update-catalogs``); reading them is done here alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

MAX_FORMS = 6
"""No language has more plural forms (Arabic has six): a higher ``msgstr[N]`` is refused."""

_STRING = r'"(?:[^"\\]|\\.)*"'
_KEYWORD = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d{1,3})\])?)\s*(" + _STRING + r")\s*")
_CONTINUATION = re.compile(r"(" + _STRING + r")\s*")
_ESCAPE = re.compile(r"\\(x[0-9A-Fa-f]{1,2}|[0-7]{1,3}|.)")
_SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
_KNOWN_ESCAPES = set(_SIMPLE_ESCAPES) | {'"', "\\", "'", "?"}


@dataclass(slots=True)
class Entry:
    """One message of a catalog, as written (nothing checked against the English yet)."""

    line: int
    """The entry's first line (its first comment, else its first keyword), 1-based."""
    msgctxt: str | None = None
    msgid: str | None = None
    msgid_plural: str | None = None
    msgstr: str | None = None
    msgstr_plural: dict[int, str] = field(default_factory=dict)
    flags: frozenset[str] = frozenset()
    paths: tuple[str, ...] = ()
    """The source files named by its ``#:`` references."""
    obsolete: bool = False

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.msgctxt, self.msgid or "")


@dataclass(slots=True)
class PoFile:
    """The entries that could be read, the header's fields, and the lines that could not."""

    entries: list[Entry] = field(default_factory=list)
    header: dict[str, str] = field(default_factory=dict)
    header_lines: dict[str, int] = field(default_factory=dict)
    """The line each header field is written on, for pointing at a wrong ``Plural-Forms``."""
    bad_lines: list[tuple[int, str]] = field(default_factory=list)
    """``(line number, line)`` of every line that is not valid .po, in order."""


def unescape(quoted: str) -> str:
    """The text of a C string as written in a .po file (quotes included)."""

    def replace(match: re.Match[str]) -> str:
        code = match.group(1)
        if code in _SIMPLE_ESCAPES:
            return _SIMPLE_ESCAPES[code]
        if code[0] == "x":
            return chr(int(code[1:], 16))
        if code[0] in "01234567":
            return chr(int(code, 8) & 0xFF)
        return code

    return _ESCAPE.sub(replace, quoted[1:-1])


def _escapes_known(quoted: str) -> bool:
    return all(
        code[0] in _KNOWN_ESCAPES or code[0] in "x01234567" for code in _ESCAPE.findall(quoted)
    )


class _Reader:
    """Reads lines into entries; an entry with any bad line is dropped whole."""

    def __init__(self) -> None:
        self.result = PoFile()
        self.current: Entry | None = None
        self.current_bad = False
        self.pending_flags: set[str] = set()
        self.pending_paths: list[str] = []
        self.pending_start: int | None = None
        self.last_field: str | None = None
        self.last_index: int | None = None
        self.header_field_lines: dict[str, int] = {}

    def bad(self, number: int, line: str) -> None:
        self.result.bad_lines.append((number, line))
        self.current_bad = True

    def finish(self) -> None:
        """Close the entry being read (if any), keeping it when all its lines were valid."""
        entry = self.current
        if entry is None:
            return  # a bad line before any keyword belongs to the entry that follows it
        if entry is not None and not self.current_bad and entry.msgid is not None:
            if entry.msgid == "" and entry.msgctxt is None and not entry.obsolete:
                self._read_header(entry)
            elif entry.msgstr is not None or entry.msgstr_plural:
                self.result.entries.append(entry)
        self.current = None
        self.current_bad = False
        self.last_field = None
        self.pending_flags = set()
        self.pending_paths = []
        self.pending_start = None

    def _read_header(self, entry: Entry) -> None:
        for line in (entry.msgstr or "").split("\n"):
            name, colon, value = line.partition(":")
            if colon and name.strip():
                self.result.header[name.strip()] = value.strip()

    def comment(self, number: int, line: str) -> None:
        if self.current is not None and self.last_field is not None and self.last_field.startswith("msgstr"):
            self.finish()
        if self.current is None and self.pending_start is None:
            self.pending_start = number
        if line.startswith("#,"):
            self.pending_flags.update(flag.strip() for flag in line[2:].split(","))
        elif line.startswith("#:"):
            self.pending_paths.extend(ref.rsplit(":", 1)[0] for ref in line[2:].split())

    def keyword(self, number: int, raw: str, line: str, obsolete: bool) -> None:
        match = _KEYWORD.fullmatch(line)
        if not match or not _escapes_known(match.group(3)):
            self.bad(number, raw)
            return
        name, index, quoted = match.group(1), match.group(2), match.group(3)
        base = "msgstr" if name.startswith("msgstr") else name
        entry = self.current
        starts_entry = base in ("msgctxt", "msgid") and (
            entry is None
            or (self.last_field or "").startswith("msgstr")
            or (base == "msgctxt" and entry.msgid is not None)
        )
        if starts_entry:
            bad_before = self.current_bad and entry is None
            self.finish()
            self.current_bad = bad_before
            entry = self.current = Entry(
                self.pending_start or number,
                flags=frozenset(self.pending_flags),
                paths=tuple(self.pending_paths),
                obsolete=obsolete,
            )
        if entry is None:  # a msgstr or msgid_plural with no msgid before it
            self.current = Entry(number, obsolete=obsolete)
            self.bad(number, raw)
            return
        text = unescape(quoted)
        if base == "msgctxt":
            entry.msgctxt = text
        elif base == "msgid":
            if entry.msgid is not None:
                self.bad(number, raw)
            entry.msgid = text
        elif base == "msgid_plural":
            if entry.msgid is None or entry.msgid_plural is not None:
                self.bad(number, raw)
            entry.msgid_plural = text
        elif index is None:
            if entry.msgid is None or entry.msgstr is not None or entry.msgid_plural is not None:
                self.bad(number, raw)
            entry.msgstr = text
        else:
            form = int(index)
            if entry.msgid is None or form in entry.msgstr_plural or form >= MAX_FORMS:
                self.bad(number, raw)
            entry.msgstr_plural[form] = text
        self.last_field, self.last_index = base, None if index is None else int(index)

    def continuation(self, number: int, raw: str, line: str) -> None:
        match = _CONTINUATION.fullmatch(line)
        entry = self.current
        if not match or entry is None or self.last_field is None or not _escapes_known(match.group(1)):
            self.bad(number, raw)
            return
        text = unescape(match.group(1))
        if self.last_field == "msgctxt":
            entry.msgctxt = (entry.msgctxt or "") + text
        elif self.last_field == "msgid":
            entry.msgid = (entry.msgid or "") + text
        elif self.last_field == "msgid_plural":
            entry.msgid_plural = (entry.msgid_plural or "") + text
        elif self.last_index is None:
            entry.msgstr = (entry.msgstr or "") + text
            if entry.msgid == "" and entry.msgctxt is None:  # a header field, on its own line
                self.result.header_lines.setdefault(text.partition(":")[0].strip(), number)
        else:
            entry.msgstr_plural[self.last_index] = entry.msgstr_plural.get(self.last_index, "") + text


def read_po(text: str) -> PoFile:
    """Every entry of a .po text that is valid, and the numbers of the lines that are not."""
    reader = _Reader()
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip()
        obsolete = False
        if line.startswith("#~"):
            line, obsolete = line[2:].strip(), True
            if not line:
                continue
        if not line:
            reader.finish()
            reader.current_bad = False
            reader.pending_flags, reader.pending_paths, reader.pending_start = set(), [], None
            continue
        if line.startswith("#"):
            reader.comment(number, line)
        elif line.startswith('"'):
            reader.continuation(number, raw, line)
        else:
            reader.keyword(number, raw, line, obsolete)
    reader.finish()
    return reader.result
