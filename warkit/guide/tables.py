"""The guide page's tables as assistive technology reads them.

markdown-it writes a Markdown table as plain ``<th>`` and ``<td>`` cells. Every table of the guide
has its column headings in its first row and names each row in its first column (a rule, a seat, a
key), so each heading cell gets its ``scope``: the first row's cells are column headers, the first
cell of every other row is that row's header. A first-row cell with no text (the top-left corner of
an example's table of piles) is no heading at all: it stays an ordinary cell, so no screen reader
announces an empty header.

A table of :data:`SCROLLING_COLUMNS` or more columns (the presets side by side) is too wide for a
phone and scrolls within itself there (``guide.css``), so it sits in a wrapper a keyboard can
reach (``tabindex="0"``) and that is a named region: named by the heading of its section, as the
table has no caption of its own.
"""

from __future__ import annotations

import re
from html import escape
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..i18n import Gettext

SCROLLING_COLUMNS = 4
"""A table of this many columns or more may scroll sideways on a phone (``.scroll`` in
``guide.css``)."""



def name_and_value(t: Gettext, name: str, value: str) -> str:
    """A table's cell out of its table (its column's heading and its text), or a setting and its
    answer: the plain mode reads the guide's tables so, and Help shows a narrow window's tables so."""
    # Translators: the plain mode: a setting and its answer now ("Language: English"), and a cell
    # of the guide's tables read aloud ("Players: 2 players"); also each line of a guide's table
    # shown as a list in a narrow Help screen. {name} names it, {value} is its value.
    return t.pgettext("plain mode", "{name}: {value}", name=name, value=value)


_HEADING_OR_TABLE = re.compile(r'<h[1-6] id="([^"]*)">|<table>(.*?)</table>', re.S)
_HEAD = re.compile(r"<thead>(.*?)</thead>", re.S)
_HEADER_CELL = re.compile(r"<th((?: [^>]*)?)>(.*?)</th>", re.S)
_ROW_START = re.compile(r"<tr>(\s*)<td((?: [^>]*)?)>(.*?)</td>", re.S)


def accessible_tables(html: str) -> str:
    """``html`` (the page's body, headings with their ids) with every table's headers scoped and
    each table that may scroll wrapped in a focusable region named by the heading above it."""
    heading = ""

    def rewrite(match: re.Match[str]) -> str:
        nonlocal heading
        if match.group(1) is not None:
            heading = match.group(1)
            return match.group(0)
        table = f"<table>{scoped(match.group(2))}</table>"
        if columns(match.group(2)) < SCROLLING_COLUMNS:
            return table
        named = f' aria-labelledby="{escape(heading)}"' if heading else ""
        return f'<div class="scroll" role="region" tabindex="0"{named}>\n{table}\n</div>'

    return _HEADING_OR_TABLE.sub(rewrite, html)


def columns(table: str) -> int:
    """How many columns a table (its inside, as markdown-it writes it) has: its first row's cells."""
    head = _HEAD.search(table)
    return len(_HEADER_CELL.findall(head.group(1))) if head else 0


def scoped(table: str) -> str:
    """The inside of a table with ``scope`` on each heading cell and no empty heading cell.

    >>> print(scoped("<thead><tr><th></th><th>Pile</th></tr></thead><tbody><tr><td>You</td><td>7</td></tr></tbody>"))
    <thead><tr><td></td><th scope="col">Pile</th></tr></thead><tbody><tr><th scope="row">You</th><td>7</td></tr></tbody>
    """

    def column_header(match: re.Match[str]) -> str:
        attributes, text = match.groups()
        if not text.strip():
            return f"<td{attributes}>{text}</td>"
        return f'<th scope="col"{attributes}>{text}</th>'

    head, end_of_head, body = table.partition("</thead>")
    if not end_of_head:  # markdown-it always writes a head; nothing to scope without one
        return table
    head = _HEADER_CELL.sub(column_header, head)
    body = _ROW_START.sub(lambda m: f'<tr>{m.group(1)}<th scope="row"{m.group(2)}>{m.group(3)}</th>', body)
    return head + end_of_head + body
