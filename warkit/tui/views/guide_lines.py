"""The rules guide laid out in lines, as Help shows it in every language and mode.

Help lays the guide out itself rather than in a Markdown widget, so every heading and every entry
of the contents wraps (none is cut at the edge), the contents carry the guide's own numbering and
no second one, and in the ``visual`` mode (see :mod:`warkit.i18n.bidi`) every line reaches the
terminal already shaped and in display order: a paragraph must be wrapped *before* its lines are
reordered, which a widget that wraps its own text cannot do. Here the guide's Markdown becomes
blocks (headings, paragraphs, lists, tables, code) that lay themselves out for a width:

- each run of text is wrapped (:func:`~warkit.i18n.bidi.wrap`, which keeps the line-breaking
  rules of each language) and, in ``visual`` mode, reordered with
  :func:`~warkit.i18n.bidi.for_display`;
- a right-to-left document is mirrored: text starts at the right edge, bullets stand on the
  right, a table's first column is its rightmost;
- links, code and emphasis keep their spans through the reordering (:func:`styled_lines`), so a
  link stays clickable on the words it covers;
- in a card style that keeps to ASCII (Letters) the layout's and the guide's own marks are
  ASCII: bullets, table lines, a table's "—" (does not apply) and the guide's cards (``Q♥`` as
  ``QH``, a card back as ``##``).

No Textual here: Help's ``GuidePage`` draws the lines and follows the links.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from urllib.parse import unquote

from markdown_it.token import Token

from ...guide.card_text import CARD_BACK
from ...guide.parser import markdown_parser
from ...guide.slugs import section_anchor
from ...guide.variants import NOT_APPLICABLE
from ...i18n.bidi import LOGICAL, VISUAL, direction, for_display, has_right_to_left, wrap
from ...i18n.cells import cells
from ...narration.cardface import SUIT_SYMBOLS

_MARKERS = "".join(chr(code) for code in range(0x2440, 0x244B))
"""Neutral, unmirrored symbols (OCR characters) that mark a span's words while a line is reordered."""
_WORD = re.compile(r"\S+")
BULLETS = ("•", "▪", "‣", "⭑", "◦")
"""Bullets of nested lists, as Textual's Markdown viewer draws them."""
ASCII_BULLETS = dict(zip(BULLETS, "*-+*-", strict=True))
ASCII_CARDS = str.maketrans({**{symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}, CARD_BACK[0]: "#"})
"""The guide's cards in ASCII: the suits' letters, a card back's shading as ``#``."""


def ascii_cards(markdown: str) -> str:
    """The guide with its cards written in ASCII (for Letters), one character for each.

    >>> ascii_cards("`Q♥` beats `9♠`; `▒▒` is face down")
    '`QH` beats `9S`; `##` is face down'
    """
    return markdown.translate(ASCII_CARDS)


@dataclass(frozen=True, slots=True)
class Span:
    """Characters ``start``..``end`` drawn as ``style`` (``code``, ``strong``, ``em``, ``s``,
    ``link`` with its ``href``, and the layout's own ``bullet``, ``header``, ``rule``)."""

    start: int
    end: int
    style: str
    href: str = ""

    def moved(self, by: int) -> Span:
        return replace(self, start=self.start + by, end=self.end + by)


@dataclass(frozen=True, slots=True)
class Line:
    """One line as the terminal gets it: characters in display order and their spans."""

    text: str = ""
    spans: tuple[Span, ...] = ()

    def __add__(self, other: Line) -> Line:
        moved = tuple(span.moved(len(self.text)) for span in other.spans)
        return Line(self.text + other.text, self.spans + moved)

    @property
    def width(self) -> int:
        return cells(self.text)

    def aligned(self, width: int, align: str) -> Line:
        """Padded with spaces to ``width`` cells: ``left``, ``right`` or ``center``."""
        room = max(0, width - self.width)
        before = {"left": 0, "right": room, "center": room // 2}[align]
        return Line(" " * before) + self + Line(" " * (room - before))


def styled(text: str, style: str, href: str = "") -> Line:
    return Line(text, (Span(0, len(text), style, href),) if text and style else ())


@dataclass(frozen=True, slots=True)
class Inline:
    """A run of text in logical order (as written) with its spans."""

    text: str = ""
    spans: tuple[Span, ...] = ()


def styled_lines(inline: Inline, width: int | None, reorder: bool = True) -> list[Line]:
    """``inline`` wrapped to ``width`` cells and reordered line by line for a visual terminal
    (``reorder=False``: wrapped only, in logical order, for a terminal that orders text itself).

    A paragraph with right-to-left text shows exactly as ``for_display(text, "visual", width)``
    gives it (any other is wrapped as :func:`~warkit.i18n.bidi.wrap` does). A span follows its
    words: each word of a span is marked with a neutral symbol on either side, the line is
    reordered again with the marks, and whatever lies between two marks belongs to the span.
    (A line where the marks would change the result, say a span that starts inside a joined
    Arabic word, is shown without its spans.)

    >>> [line.text for line in styled_lines(Inline("Deal 7 is here"), 8)]
    ['Deal 7', 'is here']
    >>> line, = styled_lines(Inline("\u0627\u0646\u0638\u0631 the aim", (Span(5, 12, "link", "#aim"),)), 40)
    >>> line.text[line.spans[0].start : line.spans[0].end]
    'the aim'
    """
    lines: list[Line] = []
    offset = 0
    for paragraph in inline.text.split("\n"):
        end = offset + len(paragraph)
        spans = _clip(inline.spans, offset, end)
        if reorder and has_right_to_left(paragraph):
            lines += _reordered(paragraph, spans, width)
        else:
            lines += _wrapped(paragraph, spans, width)
        offset = end + 1
    return lines


def _clip(spans: Iterable[Span], start: int, end: int) -> tuple[Span, ...]:
    return tuple(
        Span(max(s.start, start) - start, min(s.end, end) - start, s.style, s.href)
        for s in spans
        if s.start < end and s.end > start
    )


def _wrapped(text: str, spans: Sequence[Span], width: int | None) -> list[Line]:
    """Left-to-right text: wrapped as :func:`~warkit.i18n.bidi.wrap` does, spans clipped."""
    parts = wrap(text, width) if width and width > 0 else [text]
    lines, position = [], 0
    for part in parts:
        start = text.find(part, position) if part else position
        start = position if start < 0 else start
        position = start + len(part)
        lines.append(Line(part, _clip(spans, start, position)))
    return lines


def _reordered(text: str, spans: Sequence[Span], width: int | None) -> list[Line]:
    base = direction(text)  # every line of the paragraph, and every piece of a line, in its direction
    shown = for_display(text, VISUAL, width if width and width > 0 else None, base).split("\n")
    words = [match.span() for match in _WORD.finditer(text)]
    lines, first = [], 0
    for visual in shown:
        count = len(visual.split())
        if count == 0 or first + count > len(words):
            lines.append(Line(visual))
            continue
        start, end = words[first][0], words[first + count - 1][1]
        first += count
        logical = text[start:end]
        if for_display(logical, VISUAL, base=base) != visual:  # the words did not map back (a folded word)
            lines.append(Line(visual))
            continue
        lines.append(Line(visual, tuple(_follow(logical, visual, _clip(spans, start, end), base))))
    return lines


def _follow(logical: str, visual: str, spans: Sequence[Span], base: str) -> Iterator[Span]:
    """Where ``spans`` of the logical line land in its ``visual`` form (``base``: the direction of
    its paragraph)."""
    if not spans or any(mark in logical for mark in _MARKERS):
        return
    spans = spans[: len(_MARKERS)]
    inserts: dict[int, str] = {}
    for mark, span in zip(_MARKERS, spans, strict=False):
        for word in _WORD.finditer(logical):
            start, end = max(word.start(), span.start), min(word.end(), span.end)
            if start < end:
                inserts[start] = inserts.get(start, "") + mark
                inserts[end] = mark + inserts.get(end, "")
    marked = "".join(inserts.get(i, "") + ch for i, ch in enumerate(logical)) + inserts.get(len(logical), "")
    stripped: list[str] = []
    found: dict[str, list[int]] = {mark: [] for mark in _MARKERS}
    for ch in for_display(marked, VISUAL, base=base):
        if ch in found:
            found[ch].append(len(stripped))
        else:
            stripped.append(ch)
    if "".join(stripped) != visual:
        return
    for mark, span in zip(_MARKERS, spans, strict=False):
        places = found[mark]
        if len(places) % 2:
            continue
        regions = sorted(zip(places[::2], places[1::2], strict=True))
        merged: list[list[int]] = []
        for start, end in regions:
            if merged and not visual[merged[-1][1] : start].strip():
                merged[-1][1] = end  # the spaces between two words of one link belong to it
            else:
                merged.append([start, end])
        for start, end in merged:
            yield Span(start, end, span.style, span.href)


# -- the guide's blocks ----------------------------------------------------------------------


NAME, VALUE = "\ue010", "\ue011"
"""Where a cell's column heading and its text stand in :attr:`Layout.pair`."""


@dataclass(frozen=True, slots=True)
class Layout:
    """How blocks are laid out: the document's direction (``rtl`` mirrors everything), whether
    lines are reordered for the terminal (``reorder``, the ``visual`` mode), whether the
    layout's own marks are ASCII (``ascii``, the card style Letters), and how a table shown as a
    list names each cell (``pair``: the language's "{name}: {value}" with :data:`NAME` and
    :data:`VALUE` in place of its placeholders)."""

    rtl: bool
    reorder: bool = True
    ascii: bool = False
    pair: str = f"{NAME}: {VALUE}"

    def named(self, name: Inline, value: Inline) -> Inline:
        """A cell with its column's heading, as the language writes the pair (the heading styled).

        >>> Layout(rtl=False, pair=f"{VALUE} ({NAME})").named(Inline("Keys"), Inline("Esc")).text
        'Esc (Keys)'
        """
        parts = {NAME: Inline(name.text, (Span(0, len(name.text), "header"), *name.spans)), VALUE: value}
        joined = Inline()
        for piece in re.split(f"([{NAME}{VALUE}])", self.pair):
            joined = _concat(joined, parts.get(piece, Inline(piece)))
        return joined

    @property
    def start(self) -> str:
        return "right" if self.rtl else "left"

    def row(self, parts: Sequence[Line]) -> Line:
        """Parts in reading order, placed from the start edge."""
        line = Line()
        for part in reversed(parts) if self.rtl else parts:
            line = line + part
        return line


@dataclass(frozen=True, slots=True)
class Heading:
    level: int
    text: Inline
    anchor: str
    """The heading's place in the guide (``section_anchor``): the guide's Help links name it."""
    source: tuple[int, int] = (0, 0)
    """The lines of the Markdown it was read from (first, after the last), as markdown-it maps them."""

    def align(self, layout: Layout) -> str:
        """The title is centred, the others start at the document's start edge."""
        return "center" if self.level == 1 else layout.start

    def lines(self, width: int, layout: Layout) -> list[Line]:
        """Not padded: a heading's underline stays under its words (the widget aligns them)."""
        return styled_lines(self.text, width, layout.reorder)


@dataclass(frozen=True, slots=True)
class Paragraph:
    text: Inline
    source: tuple[int, int] = (0, 0)
    """The lines of the Markdown it was read from (first, after the last), as markdown-it maps them."""

    def lines(self, width: int, layout: Layout) -> list[Line]:
        return [line.aligned(width, layout.start) for line in styled_lines(self.text, width, layout.reorder)]


@dataclass(frozen=True, slots=True)
class Item:
    depth: int
    bullet: str
    text: Inline


@dataclass(frozen=True, slots=True)
class ListBlock:
    items: tuple[Item, ...]
    source: tuple[int, int] = (0, 0)
    """The lines of the Markdown it was read from (first, after the last), as markdown-it maps them."""

    def lines(self, width: int, layout: Layout) -> list[Line]:
        lines = []
        for item in self.items:
            indent = Line("  " * item.depth)
            sign = ASCII_BULLETS.get(item.bullet, item.bullet) if layout.ascii else item.bullet
            bullet = styled(sign, "bullet") + Line(" ")
            if layout.rtl:
                bullet = Line(" ") + styled(sign, "bullet")
            room = max(1, width - indent.width - bullet.width)
            for number, line in enumerate(styled_lines(item.text, room, layout.reorder)):
                mark = bullet if number == 0 else Line(" " * bullet.width)
                lines.append(layout.row([indent, mark, line.aligned(room, layout.start)]))
        return lines


@dataclass(frozen=True, slots=True)
class Table:
    header: tuple[Inline, ...]
    rows: tuple[tuple[Inline, ...], ...]
    align: tuple[str, ...]
    """Each column's alignment from the Markdown (``left``, ``right``, ``center`` or ``""``)."""
    source: tuple[int, int] = (0, 0)
    """The lines of the Markdown it was read from (first, after the last), as markdown-it maps them."""

    def lines(self, width: int, layout: Layout) -> list[Line]:
        """The table as a grid where its rows stay short (:data:`ROW_LINES`), else as a list."""
        columns = len(self.header)
        if not columns:
            return []
        across, down, cross = "-|+" if layout.ascii else "─│┼"
        rule = styled(f" {down} ", "rule")
        room = max(columns, width - rule.width * (columns - 1))
        natural = [self._natural(column, layout) for column in range(columns)]
        widths = _share(room, natural)
        if any(w < min(n, NARROWEST) for w, n in zip(widths, natural, strict=True)):
            return self.as_list(width, layout)
        cells_of = [self._cells(row, widths, layout) for row in (self.header, *self.rows)]
        if any(len(row[0]) > ROW_LINES for row in cells_of):
            return self.as_list(width, layout)
        tall = any(len(row[0]) > 1 for row in cells_of)
        lines = []
        for number, row in enumerate(cells_of):
            if number == 1 or (number > 1 and tall):
                rules = [styled(across * w, "rule") for w in widths]
                lines.append(self._join(rules, styled(f"{across}{cross}{across}", "rule"), layout))
            for y in range(len(row[0])):
                line = self._join([cell[y] for cell in row], rule, layout)
                if number == 0:
                    line = Line(line.text, (Span(0, len(line.text), "header"), *line.spans))
                lines.append(line)
        return [line.aligned(width, layout.start) for line in lines]

    def as_list(self, width: int, layout: Layout) -> list[Line]:
        """The table for a narrow window: a list item for each row, each cell on a line of its own
        after its column's heading ("Keys: Esc"); a table of two columns is one of names and
        values, so its heading row is an item too, and each item is one pair ("Players: 2")."""
        pairs = len(self.header) == 2
        rows = (self.header, *self.rows) if pairs else self.rows
        bullet = BULLETS[0]
        items = []
        for row in rows:
            cells = [self._shown(text, layout) for text in row]
            if pairs:
                named = [layout.named(cells[0], cells[1] if len(cells) > 1 else Inline())]
            else:
                named = [layout.named(name, text) for name, text in zip(self.header, cells, strict=False) if text.text]
            text = Inline()
            for number, pair in enumerate(named):
                text = _concat(text, _concat(Inline("\n" if number else ""), pair))
            items.append(Item(0, bullet, text))
        lines = []
        for number, item in enumerate(items):
            if number and not pairs:  # a blank line between rows of several lines each
                lines.append(Line(" " * width))
            lines += ListBlock((item,)).lines(width, layout)
        return lines

    @staticmethod
    def _shown(text: Inline, layout: Layout) -> Inline:
        """A cell's text as shown: "does not apply" in ASCII for Letters."""
        return Inline("-") if layout.ascii and text.text == NOT_APPLICABLE else text

    def _natural(self, column: int, layout: Layout) -> int:
        return max(
            (
                line.width
                for row in (self.header, *self.rows)
                if column < len(row)
                for line in styled_lines(row[column], None, layout.reorder)
            ),
            default=1,
        )

    def _cells(self, row: Sequence[Inline], widths: Sequence[int], layout: Layout) -> list[list[Line]]:
        drawn = []
        for column, width in enumerate(widths):
            text = row[column] if column < len(row) else Inline()
            if layout.ascii and text.text == NOT_APPLICABLE:
                text = Inline("-")
            align = self.align[column] if column < len(self.align) and self.align[column] else layout.start
            lines = styled_lines(text, width, layout.reorder)
            drawn.append([line.aligned(width, align) for line in lines] or [Line(" " * width)])
        height = max(len(cell) for cell in drawn)
        for cell, width in zip(drawn, widths, strict=True):
            cell += [Line(" " * width)] * (height - len(cell))
        return drawn

    @staticmethod
    def _join(parts: Sequence[Line], between: Line, layout: Layout) -> Line:
        line = Line()
        for number, part in enumerate(reversed(parts) if layout.rtl else parts):
            line = line + (between if number else Line()) + part
        return line


ROW_LINES = 3
"""The most lines a table's row may take; a window where some row needs more shows the table as
a list (a row of ten lines in three narrow columns is harder to read than the same words in a list)."""
NARROWEST = 8
"""The fewest cells a column may be given (or its widest cell, if narrower) before the table is
shown as a list: a narrower one breaks its words."""


def _share(room: int, natural: Sequence[int]) -> list[int]:
    """Column widths within ``room`` cells: narrow columns get what they need, wide ones share.

    >>> _share(30, [3, 40, 10])
    [3, 17, 10]
    """
    widths = [0] * len(natural)
    left, remaining = room, len(natural)
    for column in sorted(range(len(natural)), key=lambda c: natural[c]):
        widths[column] = max(1, min(natural[column], left // remaining))
        left -= widths[column]
        remaining -= 1
    return widths


@dataclass(frozen=True, slots=True)
class Code:
    text: str
    source: tuple[int, int] = (0, 0)
    """The lines of the Markdown it was read from (first, after the last), as markdown-it maps them."""

    def lines(self, width: int, layout: Layout) -> list[Line]:
        mode = VISUAL if layout.reorder else LOGICAL
        return [Line(for_display(line, mode), ()) for line in self.text.split("\n")]


Block = Heading | Paragraph | ListBlock | Table | Code


# -- from Markdown ---------------------------------------------------------------------------


@dataclass
class _Builder:
    blocks: list[Block] = field(default_factory=list)
    headings: int = 0
    """Headings read so far: each is named by its place (``section_anchor``), as the guide links it."""
    items: list[Item] = field(default_factory=list)
    lists: list[list[int]] = field(default_factory=list)
    """Open lists, innermost last: the next number of an ordered list, or -1 for bullets."""
    list_source: tuple[int, int] = (0, 0)
    """The Markdown lines of the outermost list open."""


def guide_blocks(markdown: str) -> list[Block]:
    """The guide's Markdown as blocks, parsed as the Help screen's viewer parses it."""
    tokens = markdown_parser().parse(markdown)
    built = _Builder()
    index = 0
    while index < len(tokens):
        index = _block(tokens, index, built)
    return built.blocks


def _block(tokens: list[Token], index: int, built: _Builder) -> int:
    token = tokens[index]
    kind = token.type
    if kind == "heading_open":
        text = inline(tokens[index + 1])
        level = int(token.tag[1:])
        built.blocks.append(Heading(level, text, section_anchor(built.headings), source_lines(token)))
        built.headings += 1
        return index + 3
    if kind in ("bullet_list_open", "ordered_list_open"):
        start = int(token.attrGet("start") or 1) if kind == "ordered_list_open" else -1
        if not built.lists:
            built.list_source = source_lines(token)
        built.lists.append([start])
        return index + 1
    if kind in ("bullet_list_close", "ordered_list_close"):
        built.lists.pop()
        if not built.lists and built.items:
            built.blocks.append(ListBlock(tuple(built.items), built.list_source))
            built.items = []
        return index + 1
    if kind == "list_item_open":
        depth = len(built.lists) - 1
        counter = built.lists[-1]
        if counter[0] < 0:
            bullet = BULLETS[depth % len(BULLETS)]
        else:
            bullet = f"{counter[0]}."
            counter[0] += 1
        built.items.append(Item(depth, bullet, Inline()))
        return index + 1
    if kind == "paragraph_open":
        text = inline(tokens[index + 1])
        if built.lists and built.items and not built.items[-1].text.text:
            built.items[-1] = replace(built.items[-1], text=text)
        elif built.lists and built.items:
            item = built.items[-1]
            joined = Inline(item.text.text + "\n", item.text.spans)
            built.items[-1] = replace(item, text=_concat(joined, text))
        else:
            built.blocks.append(Paragraph(text, source_lines(token)))
        return index + 3
    if kind == "table_open":
        return _table(tokens, index, built)
    if kind in ("fence", "code_block"):
        built.blocks.append(Code(token.content.rstrip("\n"), source_lines(token)))
    return index + 1


def _table(tokens: list[Token], index: int, built: _Builder) -> int:
    source = source_lines(tokens[index])
    header: list[Inline] = []
    rows: list[list[Inline]] = []
    align: list[str] = []
    while tokens[index].type != "table_close":
        token = tokens[index]
        if token.type == "tr_open" and header:
            rows.append([])
        elif token.type in ("th_open", "td_open"):
            style = str(token.attrGet("style") or "")
            text = inline(tokens[index + 1])
            if token.type == "th_open":
                header.append(text)
                align.append(style.removeprefix("text-align:"))
            else:
                rows[-1].append(text)
        index += 1
    built.blocks.append(Table(tuple(header), tuple(tuple(row) for row in rows), tuple(align), source))
    return index + 1


def source_lines(token: Token) -> tuple[int, int]:
    """The lines of the Markdown a block token was read from (first, after the last)."""
    first, end = token.map or (0, 0)
    return first, end


def _concat(first: Inline, second: Inline) -> Inline:
    moved = tuple(span.moved(len(first.text)) for span in second.spans)
    return Inline(first.text + second.text, first.spans + moved)


def inline(token: Token) -> Inline:
    """An inline token's text and spans (white space collapsed, as Textual's viewer does)."""
    text = ""
    spans: list[Span] = []
    open_spans: list[tuple[str, int, str]] = []
    for child in token.children or []:
        kind = child.type
        if kind == "text":
            text += re.sub(r"\s+", " ", child.content)
        elif kind == "softbreak":
            text += " "
        elif kind == "hardbreak":
            text += "\n"
        elif kind == "code_inline":
            spans.append(Span(len(text), len(text) + len(child.content), "code"))
            text += child.content
        elif kind == "image":
            text += str(child.attrGet("alt") or child.content)
        elif kind in ("em_open", "strong_open", "s_open", "link_open"):
            href = str(child.attrGet("href") or "") if kind == "link_open" else ""
            open_spans.append((kind.removesuffix("_open"), len(text), href))
        elif kind.endswith("_close") and open_spans:
            style, start, href = open_spans.pop()
            if len(text) > start:
                spans.append(Span(start, len(text), style, href))
    return Inline(text, tuple(spans))


def contents(blocks: Iterable[Block]) -> list[Heading]:
    """The headings, in order: the guide's table of contents."""
    return [block for block in blocks if isinstance(block, Heading)]


def contents_lines(heading: Heading, width: int, layout: Layout) -> list[Line]:
    """One entry of the contents: the heading in full, wrapped, indented by its level.

    No numeral of its own: where a language numbers its sections, the heading carries the number
    (``1. 游戏目标``), and a second numbering beside it would say the same thing twice.

    >>> [line.text for line in contents_lines(Heading(3, Inline("What if I run out?"), "x"), 12, Layout(rtl=False))]
    ['    What if ', '    I run   ', '    out?    ']
    """
    indent = Line("  " * max(0, heading.level - 1))
    room = max(1, width - indent.width)
    lines = []
    for line in styled_lines(Inline(heading.text.text), room, layout.reorder):  # plain words
        lines.append(layout.row([indent, line]).aligned(width, layout.start))
    return lines


def anchor_of(href: str) -> str | None:
    """The heading slug a link names, or None for a link out of the guide."""
    return unquote(href[1:]) if href.startswith("#") else None
