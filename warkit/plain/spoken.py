"""The rules guide read aloud: its Markdown as sections of plain sentences, no Markdown syntax.

Help in the plain mode lists the guide's sections by number and reads one a block at a time:
each paragraph, list item, heading and code line is a line of its own, and a table is read row
by row as sentences ("Players: 2 players"), each cell named by its column's heading.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..safe.markdown import markdown_parser

Cell = Callable[[str, str], str]
"""How a table cell is said: its column's heading and its text, as one phrase."""


@dataclass
class Section:
    """A section of the guide (a level-2 heading, or the title and what stands before the first)."""

    title: str
    blocks: list[list[str]] = field(default_factory=list)
    """What "more" reads each time: a block's lines (a paragraph is one line, a table a line a row)."""


def inline_text(token: Any) -> str:
    """An inline token's words: text and code as written, links as their text, breaks as spaces."""
    words = []
    for child in token.children or ():
        if child.type in ("text", "code_inline"):
            words.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            words.append(" ")
    return " ".join("".join(words).split())


def sections(markdown: str, cell: Cell, join: Callable[[list[str]], str]) -> list[Section]:
    """The guide's sections, each a list of blocks of plain lines."""
    tokens = markdown_parser().parse(markdown)
    found: list[Section] = [Section("")]
    row: list[str] = []
    header: list[str] = []
    table: list[str] | None = None
    in_head = False
    for index, token in enumerate(tokens):
        kind = token.type
        if kind == "heading_open":
            text = inline_text(tokens[index + 1])
            if token.tag in ("h1", "h2") or not found:
                found.append(Section(text))
            else:
                found[-1].blocks.append([text])
        elif kind == "inline" and tokens[index - 1].type == "paragraph_open":
            found[-1].blocks.append([inline_text(token)])
        elif kind in ("fence", "code_block"):
            found[-1].blocks.append([line for line in token.content.splitlines() if line.strip()])
        elif kind == "table_open":
            table, header = [], []
        elif kind == "thead_open":
            in_head = True
        elif kind == "thead_close":
            in_head = False
        elif kind == "tr_open":
            row = []
        elif kind == "inline" and tokens[index - 1].type in ("th_open", "td_open"):
            row.append(inline_text(token))
        elif kind == "tr_close" and table is not None:
            if in_head:
                header = row
                if len(row) == 2:  # a table of names and values: its heading row is one of them
                    table.append(cell(row[0], row[1]))
            elif len(row) == 2:
                table.append(cell(row[0], row[1]))
            else:
                table.append(join([cell(name, text) for name, text in zip(header, row, strict=False) if text]))
        elif kind == "table_close" and table is not None:
            found[-1].blocks.append(table)
            table = None
    return [section for section in found if section.blocks]
