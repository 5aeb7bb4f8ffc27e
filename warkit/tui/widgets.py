"""The table's widgets. Attributes down, messages up: screens set what they show.

Every word they draw arrives already translated and is drawn as literal text (``Text`` or
``markup=False``), so a translation holding ``[b]`` or ``[@click=…]`` shows as written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.geometry import Offset, Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Static

from ..controls import Control, control_label, key_label
from ..engine import Card
from ..i18n import Translator
from ..i18n.bidi import LOGICAL, VISUAL, has_right_to_left, laid_out, visual_line, wrapped_here
from ..i18n.cells import cells as cell_width
from ..i18n.cells import clip, joins
from .card_art import SMALL, STYLES, CardSize, CardStyle, draw_pile, draw_stack, stack_width
from .messages import Words
from .mirror import is_mirrored

NAME_WIDTH = 18
GAP = 3
"""Blank cells between a seat's pile and its cards on the table."""
LABEL_GAP = 2
"""Blank cells between the longest name or count and the pile."""


def follow_words(widget: Widget, changed: Callable[[Words], None]) -> None:
    """Call ``changed`` with the game's words now and whenever the app sets new ones.

    Attributes down: the app's reactive ``words`` carries the display choices (right-to-left
    mode, footer extras) with the translator, and widgets watch it as the screens do. Outside
    the game's app (a widget tried on its own) there are none, and the defaults stay.
    """

    def take(words: object) -> None:
        if isinstance(words, Words):
            changed(words)

    widget.watch(widget.app, "words", take)


def shown(bidi: str, text: str) -> str:
    """One line of translated text as the terminal should get it (see warkit.i18n.bidi)."""
    return visual_line(text) if bidi == VISUAL else text


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat's row shows."""

    name: str
    count_text: str
    count: int
    cards: tuple[tuple[Card, bool], ...]
    won: bool = False
    out: bool = False


class SeatRow(Widget):
    """One seat: its name and card count, its face-down pile, and its cards on the table.

    The seats' area (``warkit.tui.seat_area``) sets how big the cards are and whether the seat
    stands in the middle of a wide window (``centred``): then the blank cells before the name
    (after it, mirrored) make the seat, its pile and one card on the table sit in the middle, and
    a war's cards go on into the room beyond; a war longer than that room takes the blank cells
    before the name too (every seat alike, so the piles stay in one column) before its cards
    overlap more. A click on the row asks the screen to turn cards (the mouse form of "Turn cards").
    """

    DEFAULT_CSS = """
    SeatRow { height: 3; width: 1fr; }
    """

    class Clicked(Message):
        """The player clicked a pile."""

    def __init__(self, seat: int, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.seat = seat
        self.view: SeatView | None = None
        self.card_style = "symbols"
        self.t: Translator | None = None
        self.label_cells = 0
        self.bidi = LOGICAL
        self.mirrored = False
        """Right to left (set by the table): the name at the right edge, the cards going leftwards."""
        self.card_size: CardSize = SMALL
        self.centred = False
        self.table: tuple[tuple[tuple[Card, bool], ...], ...] = ()
        """Every seat's cards on the table (set by the table): the longest war sets the indent."""

    def on_mount(self) -> None:
        follow_words(self, self._take_words)

    def _take_words(self, words: Words) -> None:
        if words.bidi != self.bidi:
            self.bidi = words.bidi
            self.refresh()

    def show(
        self,
        view: SeatView,
        card_style: str,
        t: Translator,
        label_cells: int = 0,
        table: Sequence[Sequence[tuple[Card, bool]]] = (),
    ) -> None:
        """Show ``view``; ``label_cells`` is the widest name or count of all the seats and
        ``table`` every seat's cards on the table, so every row puts its pile in the same column."""
        self.view, self.card_style, self.t = view, card_style, t
        self.label_cells = label_cells
        self.table = tuple(tuple(cards) for cards in table)
        self.set_class(view.won, "-won")
        self.set_class(view.out, "-out")
        self.refresh()

    def seat_at(self, size: CardSize, centred: bool) -> None:
        """Draw cards of ``size`` (the row is as tall as a card), in the middle of the row or not."""
        if (size, centred) != (self.card_size, self.centred):
            self.card_size, self.centred = size, centred
            self.styles.height = size.height
            self.refresh()

    @property
    def name_width(self) -> int:
        """Cells for the name and count, beside the pile: room for the widest label while the
        table keeps room for a card and two slivers; a label longer than that ends in "…"."""
        width, size = self.size.width, self.card_size
        usual = min(NAME_WIDTH, max(8, width // 4))
        room = width - (size.width + GAP) - (size.width + 2 * size.sliver)
        return max(usual, min(self.label_cells + LABEL_GAP, room))

    @property
    def indent(self) -> int:
        """Blank cells before the name (after it, mirrored): in a centred row, as many as leave the
        same room after the first card on the table, fewer when the longest war on the table needs
        them to show its cards unsqueezed."""
        if not self.centred or self.t is None:
            return 0
        size, width = self.card_size, self.size.width
        middle = (width - (self.name_width + 2 * size.width + GAP)) // 2
        war = max((stack_width(cards, self.t, size) for cards in self.table), default=0)
        return max(0, min(middle, width - self.name_width - size.width - GAP - 1 - war))

    @property
    def label_row(self) -> int:
        """The row of the name (the count is under it): beside the middle of the cards."""
        return self.card_size.height // 2 - 1

    @property
    def pile_offset(self) -> int:
        """Cells from the row's left edge to its pile."""
        if self.mirrored:
            return self.size.width - self.indent - self.name_width - self.card_size.width
        return self.indent + self.name_width

    @property
    def cards_offset(self) -> int:
        """Cells from the row's left edge to its first card on the table (the table's side of the pile)."""
        step = self.card_size.width + GAP
        return self.pile_offset - step if self.mirrored else self.pile_offset + step

    def render(self) -> Text:
        view, t = self.view, self.t
        if view is None or t is None:
            return Text()
        size, indent = self.card_size, self.indent
        name_width = self.name_width
        pile = draw_pile(view.count, self.card_style, t, size)
        room = max(0, self.size.width - indent - name_width - size.width - GAP - 1)
        stack = draw_stack(view.cards, self.card_style, t, room, mirrored=self.mirrored, size=size)
        labels = [Text() for _ in range(size.height)]
        labels[self.label_row : self.label_row + 2] = [Text(view.name, style="bold"), Text(view.count_text)]
        rows = []
        cut = STYLES[self.card_style].cut
        for label, pile_row, stack_row in zip(labels, pile, stack, strict=True):
            label = Text(shown(self.bidi, cut(label.plain, name_width - 1)), style=label.style)  # cut, then reordered
            padding = Text(" " * (name_width - cell_width(label.plain)))
            if self.mirrored:  # cards, pile, then the name at the right edge
                row = Text(" " * max(0, room + 1 - stack_row.cell_len)) + stack_row + Text(" " * GAP)
                row.append_text(pile_row)
                row.append_text(padding + label)
                row.append(" " * indent)
            else:
                row = label + padding
                row.append_text(pile_row)
                row.append(" " * GAP)
                row.append_text(stack_row)
                if indent:
                    row = Text(" " * indent) + row
            rows.append(row)
        return Text("\n").join(rows)

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(self.Clicked())


class ControlBar(Widget):
    """The footer: every control with its key, in the player's language, packed into rows.

    Built from :data:`warkit.controls.CONTROLS` rather than Textual's Footer, whose binding
    descriptions cannot be translated after the class is made. A click runs the control.

    In a right-to-left language reordered by the game (``visual``) the footer is mirrored: the
    items run from the right edge leftwards and each reads key first, from the right.
    """

    DEFAULT_CSS = """
    ControlBar { height: auto; width: 1fr; }
    ControlBar > .controlbar--key { text-style: bold; color: $text-accent; }
    ControlBar > .controlbar--label { color: $foreground; }
    """
    COMPONENT_CLASSES = {"controlbar--key", "controlbar--label"}

    class Chosen(Message):
        """The player clicked a control."""

        def __init__(self, action: str) -> None:
            super().__init__()
            self.action = action

    def __init__(self, controls: Sequence[Control], **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.controls = tuple(controls)
        self.labels: tuple[str, ...] | None = None
        self.t: Translator | None = None
        self.bidi = LOGICAL
        self.extras: tuple[Control, ...] = ()
        """Controls added after the screen's own (translator mode's source list)."""
        self.steady: tuple[tuple[tuple[Control, str], ...], ...] = ()
        """Every footer the bar shows in turn (see :meth:`show`)."""
        self._spans: list[tuple[int, int, int, str]] = []  # row, start, end, action

    def on_mount(self) -> None:
        follow_words(self, self._take_words)

    def _take_words(self, words: Words) -> None:
        if (words.bidi, words.extras) != (self.bidi, self.extras):
            self.bidi, self.extras = words.bidi, words.extras
            self.refresh(layout=True)

    def show(
        self,
        t: Translator,
        items: Sequence[tuple[Control, str]] | None = None,
        steady: Sequence[Sequence[tuple[Control, str]]] = (),
    ) -> None:
        """Show the controls in ``t``'s language; ``items`` (control, label) replace them, as the
        table does for what each key does in the phase of the game. ``steady``: every footer the
        bar shows in turn (the table's, one for each phase): a row breaks where the longest label
        each control has among them would break it, and the bar is as tall as the tallest of
        them, so it wraps the same way from one to the next."""
        self.t = t
        if items is not None:
            self.controls = tuple(item for item, _ in items)
            self.labels = tuple(label for _, label in items)
        self.steady = tuple(tuple(footer) for footer in steady)
        self.refresh(layout=True)

    @property
    def mirrored(self) -> bool:
        """Whether the items run from the right edge (right-to-left words, ``visual`` mode)."""
        return self.t is not None and is_mirrored(self.t, self.bidi)

    def _items(self, named: Sequence[tuple[Control, str]] | None = None) -> list[tuple[Text, str]]:
        """Each control's text and action: the ones shown now, or those of ``named``."""
        t = self.t
        if t is None:
            return []
        if named is None:
            labels = self.labels or tuple(control_label(item, t) for item in self.controls)
            named = tuple(zip(self.controls, labels, strict=True))
        items = []
        key_style = self.get_component_rich_style("controlbar--key")
        label_style = self.get_component_rich_style("controlbar--label")
        mirrored = self.mirrored
        for item, name in (*named, *((item, control_label(item, t)) for item in self.extras)):
            key = shown(self.bidi, key_label(item.keys[0], t))
            label = shown(self.bidi, name)
            if mirrored:  # " label KEY ": the key is read first, at the right
                text = Text(f" {label} ", style=label_style) + Text(f"{key} ", style=key_style)
            else:
                text = Text(f" {key}", style=key_style) + Text(f" {label} ", style=label_style)
            items.append((text, item.action))
        return items

    def _footers(self) -> tuple[list[list[tuple[Text, str]]], dict[str, int]]:
        """Each steady footer's items, and the widest text each action has among them."""
        footers = [self._items(footer) for footer in self.steady]
        slots: dict[str, int] = {}
        for text, action in (item for items in footers for item in items):
            slots[action] = max(slots.get(action, 0), text.cell_len)
        return footers, slots

    @staticmethod
    def _rows(width: int, items: list[tuple[Text, str]], slots: dict[str, int]) -> list[list[tuple[Text, str]]]:
        """``items`` in rows of ``width`` cells, each taking its slot's width (see :meth:`show`)."""
        rows: list[list[tuple[Text, str]]] = [[]]
        used = 0
        for text, action in items:
            cells = max(text.cell_len, slots.get(action, 0))
            if rows[-1] and used + cells > width:
                rows.append([])
                used = 0
            rows[-1].append((text, action))
            used += cells
        return rows

    def height_at(self, width: int) -> int:
        """The bar's rows in ``width`` cells: the most of its footers (see :meth:`show`)."""
        footers, slots = self._footers()
        return max(len(self._rows(width, items, slots)) for items in [self._items(), *footers])

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return self.height_at(width)

    def render(self) -> Text:
        lines = []
        self._spans = []
        mirrored = self.mirrored
        for number, row in enumerate(self._rows(self.size.width, self._items(), self._footers()[1])):
            line = Text()
            if mirrored:  # the first item at the right edge, the next to its left
                row = row[::-1]
                line.append(" " * max(0, self.size.width - sum(text.cell_len for text, _ in row)))
            for text, action in row:
                start = line.cell_len
                line.append_text(text)
                self._spans.append((number, start, line.cell_len, action))
            if line.cell_len > self.size.width:  # one item wider than the bar: cut between clusters
                line.plain = clip(line.plain, self.size.width)
            lines.append(line)
        return Text("\n").join(lines)

    def on_click(self, event: events.Click) -> None:
        for row, start, end, action in self._spans:
            if event.y == row and start <= event.x < end:
                event.stop()
                if any(item.action == action for item in self.extras):
                    self.call_later(self.run_action, f"app.{action}")  # the app's own control, on every screen
                else:
                    self.post_message(self.Chosen(action))
                return


class TextLine(Static):
    """A line of translated text, never parsed as markup.

    In the ``visual`` right-to-left mode the widget wraps the text to its own width and then
    reorders each line (a terminal that does not order text would show a wrapped paragraph
    bottom line first otherwise); Chinese it wraps itself by the line-start and line-end rules
    (no ``。`` starting a line), Thai between its words (:func:`~warkit.i18n.bidi.laid_out`),
    where Textual's wrapping, which knows only spaces, would cut them, and text whose letters join
    into clusters (Hindi) between whole clusters, where Textual could fold or cut between a letter
    and its vowel sign (:mod:`warkit.i18n.cells`). Such text is drawn again
    when the widget's width changes. A one-line text cut for room ends in the card style's
    ellipsis ("..." in ASCII), cut here when Textual's own "…" would not do.
    """

    def __init__(self, text: str = "", **kwargs: object) -> None:
        super().__init__(Text(text), markup=False, **kwargs)  # type: ignore[arg-type]
        self._text, self._style = text, Style()
        self._shorter: tuple[str, ...] = ()
        self.bidi = LOGICAL
        self.card_style: CardStyle = STYLES["symbols"]

    @property
    def text(self) -> str:
        """The text as written (logical order), before any reordering for the terminal."""
        return self._text

    def say(self, text: str, style: str | Style = "", shorter: Sequence[str] = ()) -> None:
        """Show ``text``; on one line (``text-wrap: nowrap``) too narrow for it, the first of the
        ``shorter`` forms that fits instead (else the last of them), before any cut."""
        self._text, self._style = text, Style.parse(style) if isinstance(style, str) else style
        self._shorter = tuple(shorter)
        self._draw()

    def _draw(self) -> None:
        text, mode, width = self._text, self.bidi, self.content_size.width
        if self.styles.text_wrap == "nowrap":
            if self._shorter and 0 < width < cell_width(text):
                text = next((form for form in self._shorter if cell_width(form) <= width), self._shorter[-1])
            # One line, whose ``text-overflow`` ellipsis shows; reordered text is cut here first,
            # in reading order, so the reader loses its end and not its start (and in ASCII, so
            # it ends in "...").
            if self._cut_here() and 0 < width < cell_width(text):
                text = self.card_style.cut(text, width)
            self.update(Text(laid_out(text, mode, None), style=self._style))
            return
        self.update(Text(laid_out(text, mode, width), style=self._style))

    def _laid_out_here(self) -> bool:
        """Whether the text's lines depend on the widget's width (warkit wraps or cuts it itself)."""
        return (
            bool(self._shorter)
            or wrapped_here(self._text)
            or (self.bidi == VISUAL and has_right_to_left(self._text))
            or (self.card_style.ascii_only and self.styles.text_wrap == "nowrap")
        )

    def _cut_here(self) -> bool:
        """Whether a one-line text too long for the widget is cut here rather than by Textual:
        reordered text (in reading order), ASCII's "...", and letters joined into clusters (Hindi's
        ``कि``), which Textual's cut could split."""
        return (self.bidi == VISUAL and has_right_to_left(self._text)) or self.card_style.ascii_only or joins(self._text)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        """A one-line text cut here asks for the room of its whole text, not of the cut it shows:
        an ``auto`` width then grows back when the words change or the window widens (another
        language, another direction) instead of keeping the cut of an earlier text."""
        if self.styles.text_wrap == "nowrap" and self._cut_here():
            return max(cell_width(line) for line in laid_out(self._text, self.bidi, None).split("\n"))
        return super().get_content_width(container, viewport)

    def on_mount(self) -> None:
        follow_words(self, self._take_words)
        if has_right_to_left(self._text) or wrapped_here(self._text):
            self._draw()

    def _take_words(self, words: Words) -> None:
        if (words.bidi, words.style) != (self.bidi, self.card_style):
            self.bidi, self.card_style = words.bidi, words.style
            self._draw()

    def on_resize(self) -> None:
        if self._laid_out_here():
            self._draw()


class StatusBox(TextLine):
    """The narrator's sentences for what just happened, every one of them."""

    DEFAULT_CSS = """
    StatusBox { height: auto; min-height: 3; padding: 0 1; }
    """

    def _draw(self) -> None:
        # Reordered right-to-left sentences start at the right edge, as the reader expects.
        visual = self.bidi == VISUAL and has_right_to_left(self._text)
        self.styles.text_align = "right" if visual else "left"
        super()._draw()


class NoticeLine(TextLine):
    """The notices told and not yet over, on a line of their own (the table's, above the status)."""

    def _draw(self) -> None:
        visual = self.bidi == VISUAL and has_right_to_left(self._text)
        self.styles.text_align = "right" if visual else "left"
        super()._draw()


class StatusArea(VerticalScroll, can_focus=False):
    """The status box's frame: as tall as the sentences, up to the room the seats leave it
    (``TableScreen.fit_seats``); a longer text (a small window) scrolls with a scroll bar, the
    last sentences in view, so no sentence is ever left out."""

    DEFAULT_CSS = """
    StatusArea { height: auto; scrollbar-size-vertical: 1; }
    """

    def compose(self) -> ComposeResult:
        yield StatusBox(id="status")

    def say(self, text: str) -> None:
        self.query_one(StatusBox).say(text)
        self.scroll_end(animate=False)  # after the next layout, so the new text's end


class CardFlight(Static):
    """A card back sliding from the table to the winner's pile; purely decoration.

    Nothing waits for it: the table is already correct before it starts, and it removes itself.
    """

    DEFAULT_CSS = """
    CardFlight { layer: flight; position: absolute; width: 5; height: 3; }
    """

    progress: reactive[float] = reactive(0.0)

    def __init__(self, picture: Sequence[Text], start: Offset, end: Offset) -> None:
        super().__init__(Text("\n").join(picture), markup=False)
        self.start, self.end = start, end
        self.styles.offset = (start.x, start.y)
        self.styles.width, self.styles.height = picture[0].cell_len, len(picture)  # as big as the table's cards

    def watch_progress(self, progress: float) -> None:
        x = round(self.start.x + (self.end.x - self.start.x) * progress)
        y = round(self.start.y + (self.end.y - self.start.y) * progress)
        self.styles.offset = (x, y)
