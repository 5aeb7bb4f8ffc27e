"""Reading a ``.po`` file: a strict line check in front of polib, which does the parsing.

polib reads what is valid; what it does not do for an untrusted file is done here, before it:

- **Every line is checked** and each bad one reported with its number: polib quietly accepts an
  unterminated string (``msgstr "Buka kad`` becomes ``Buka ka``) or an escape it does not know,
  and stops at the first line it cannot place, losing the whole file. Here an entry holding a
  bad line is left out (its lines blanked, so every later line keeps its number) and the rest
  are kept. Lines are quoted by the caller through :func:`warkit.safe.text.excerpt`.
- **Lines are split on ``\\n`` only**: polib splits text with ``str.splitlines``, which also
  breaks at U+2028, U+001C–U+001E and U+0085 inside a string, shifting every later line number.
- polib's own quirks are kept away from it: a ``msgstr[N]`` index of more than one digit (it
  reads the first digit only), previous-msgid comments (``#|``, which it rejects when the
  previous text runs over several lines), a marker glued to its text (``#,fuzzy``).

The file's size and kind (regular files only) are checked by :mod:`warkit.safe.untrusted` before the
text gets here; control characters inside a translation are the judge's (``validate``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # polib loads when a catalog is read: English, the source language, reads none
    import polib

_STRING = r'"(?:[^"\\]|\\[\\"ntrvbf])*"'
"""A C string as polib reads it: only the escapes polib turns back into characters."""
_KEYWORD = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr(?:\[([0-9])\])?)\s*(" + _STRING + ")")
_CONTINUATION = re.compile(_STRING)
_KINDS = {"msgctxt": "x", "msgid": "i", "msgid_plural": "p", "msgstr": "s"}
_FOLLOWS = {"": "cxi", "c": "cxi", "x": "i", "i": "psn", "p": "sn", "s": "", "n": "n"}
"""Within one entry, the kinds of line that may follow each (``c`` comment, ``x`` msgctxt,
``i`` msgid, ``p`` msgid_plural, ``s`` msgstr, ``n`` msgstr[N]); a string continues any keyword."""


_ENTRY_START = re.compile(r"^[ \t]*(?:#~[ \t]*)?msgid[ \t]", re.MULTILINE)


def entry_count(text: str) -> int:
    """How many entries a .po text holds (obsolete ones too), counted in one pass of a regular
    expression (a few ms for 4 MB) so that a file with far too many can be refused before the
    parsing and judging, which take some 30 µs an entry.

    >>> entry_count('msgid "a"\\nmsgstr "b"\\n\\n#~ msgid "c"\\n#~ msgstr "d"\\n')
    2
    """
    return sum(1 for _ in _ENTRY_START.finditer(text))


@dataclass(slots=True)
class PoFile:
    """The entries that could be read, the header's fields, and the lines that could not."""

    entries: list[polib.POEntry] = field(default_factory=list)
    """Every entry but the header, obsolete ones included; ``linenum`` is its first line."""
    header: dict[str, str] = field(default_factory=dict)
    plural_forms_line: int | None = None
    """The line the ``Plural-Forms`` header field is written on, for pointing at it."""
    bad_lines: list[tuple[int, str]] = field(default_factory=list)
    """``(line number, line)`` of every line that is not valid .po, in order."""
    dropped: set[tuple[str | None, str]] = field(default_factory=set)
    """(msgctxt or None, msgid) of each entry left out for a bad line, where its msgctxt and msgid
    lines were whole (a bad line in its translation): the message is in the file, not missing."""


def entry_key(entry: polib.POEntry) -> tuple[str | None, str]:
    """(msgctxt or None, msgid): how warkit looks a message up."""
    return (entry.msgctxt, entry.msgid)


class _Lines(str):
    """The checked lines, handed to ``polib.pofile`` as its text.

    polib takes a string as a file name if a file of that name exists, else as the text, which it
    splits with ``splitlines()``. This string is empty (so never a file name) and gives back the
    lines exactly as they were split here.
    """

    lines: list[str]

    def splitlines(self, keepends: bool = False) -> list[str]:  # type: ignore[override]
        return self.lines


class _Check:
    """Walks the lines once: classifies each, finds where entries begin and end, and blanks the
    entries holding a bad line so polib sees only good ones."""

    def __init__(self, raw: list[str]) -> None:
        self.raw = raw
        self.lines = [""] * len(raw)
        self.result = PoFile()
        self.entry: list[tuple[int, str]] = []  # (index, checked line) of the entry being read
        self.entry_bad = False
        self.last = ""  # the kind of the entry's last comment or keyword line
        self.first_entry_line: int | None = None
        self.strings: dict[str, str] = {}  # kind -> its strings, quoted, of the entry being read
        self.key_whole = True  # no bad line in the entry's msgctxt or msgid

    def finish(self) -> None:
        """Close the entry being read: keep it only if it is whole and every line was valid."""
        if self.entry and not self.entry_bad and self.last in ("s", "n"):
            for index, line in self.entry:
                self.lines[index] = line
            if self.first_entry_line is None:
                self.first_entry_line = self.entry[0][0] + 1
        elif self.entry_bad and self.key_whole and "i" in self.strings:
            context = _unquoted(self.strings["x"]) if "x" in self.strings else None
            self.result.dropped.add((context, _unquoted(self.strings["i"])))
        self.entry, self.entry_bad, self.last = [], False, ""
        self.strings, self.key_whole = {}, True

    def bad(self, index: int) -> None:
        self.result.bad_lines.append((index + 1, self.raw[index]))
        self.entry_bad = True
        line = self.raw[index].strip().removeprefix("#~").strip()
        keyword = _KEYWORD_NAME.match(line)
        kind = self.last if line.startswith('"') else _KINDS[keyword.group(1)] if keyword else ""
        if kind in ("", "c", "x", "i"):  # the message itself is not known for sure
            self.key_whole = False

    def line(self, index: int, line: str, obsolete: bool) -> None:
        prefix = "#~ " if obsolete else ""
        if line.startswith("#"):
            if self.last in ("x", "i", "p"):  # inside an entry: read past it (polib would misplace it)
                self.entry.append((index, ""))
                return
            kind, checked = "c", _comment(line)
        elif line.startswith('"'):
            if not _CONTINUATION.fullmatch(line) or self.last in ("", "c"):
                self.bad(index)
                return
            if line.startswith('"Plural-Forms:') and self.result.plural_forms_line is None:
                self.result.plural_forms_line = index + 1
            self.entry.append((index, prefix + line))
            self.strings[self.last] = self.strings.get(self.last, "") + line
            return
        else:
            match = _KEYWORD.fullmatch(line)
            if not match:
                self.bad(index)
                return
            name, number, quoted = match.groups()
            kind = "n" if number is not None else _KINDS[name]
            checked = f"{prefix}{name} {quoted}"
            self.strings.setdefault(kind, "")
            self.strings[kind] += quoted
        if self.last in ("s", "n") and kind in "cxi":
            self.finish()
        if kind not in _FOLLOWS[self.last]:
            self.bad(index)
            return
        self.entry.append((index, checked))
        self.last = kind


_KEYWORD_NAME = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr)\b")
_ESCAPES = {"\\": "\\", '"': '"', "n": "\n", "t": "\t", "r": "\r", "v": "\v", "b": "\b", "f": "\f"}


def _unquoted(strings: str) -> str:
    r"""The text of C strings checked by ``_STRING`` and written one after another (``"a""b"``).

    >>> _unquoted('"say \\"hi\\"\\n""there"')
    'say "hi"\nthere'
    """
    return re.sub(r'\\(.)|"', lambda match: _ESCAPES[match.group(1)] if match.group(1) else "", strings)


def _comment(line: str) -> str:
    """A comment as polib reads it: flags and references kept, the rest a plain comment."""
    marker, text = line[:2], line[2:].strip()
    if marker in ("#,", "#:", "#."):
        return f"{marker} {text}" if text else "#"
    return "#"  # a translator's comment, a previous msgid (#|) or anything else after a #


def read_po(text: str) -> PoFile:
    """Every entry of a .po text that is valid, and the numbers of the lines that are not."""
    check = _Check(text.removeprefix("\ufeff").split("\n"))
    for index, raw in enumerate(check.raw):
        line, obsolete = raw.strip(), False
        if line.startswith("#~"):
            line, obsolete = line[2:].strip(), True
            if not line or line.startswith("|"):
                continue  # an empty or previous-msgid line of an obsolete entry: nothing to read
            obsolete = not line.startswith("#")
        if not line:
            check.finish()
            continue
        check.line(index, line, obsolete)
    check.finish()
    import polib

    lines = _Lines()
    lines.lines = check.lines
    po = polib.pofile(lines, encoding="utf-8", wrapwidth=0)
    result = check.result
    result.header = dict(po.metadata)
    result.entries = list(po)
    for entry in result.entries:
        if not entry.linenum:  # polib numbers the file's first entry 0 when comments open the file
            entry.linenum = check.first_entry_line
    return result
