"""Helpers for the TUI tests: make the app on a fixed deal, read what is on screen."""

from __future__ import annotations

import html
import re
import time
from pathlib import Path

from rich.cells import cell_len
from textual.app import App
from textual.widget import Widget

from warkit.engine import CARDS, Card, Game, Phase, Rules
from warkit.i18n import get_translator
from warkit.i18n.cells import cells, clusters
from warkit.narration import Narrator
from warkit.tui.app import WarApp
from warkit.tui.views.guide import GuideText


def _first_deal(first_battle_is_war: bool) -> int:
    """The lowest deal number (from 7) whose first battle is, or is not, a war (classic rules)."""
    deal = 7
    while True:
        game = Game(Rules(), deal=deal)
        game.step()
        if (game.phase is Phase.WAR) == first_battle_is_war:
            return deal
        deal += 1


DEAL = _first_deal(False)
"""Classic rules: the first battle is a plain one."""
WAR_DEAL = _first_deal(True)
"""Classic rules: the first battle is a war."""
NEXT_DEAL = 4242
"""What "New game" deals in these tests."""


def stacked(first: str, step: int = 11) -> tuple[Card, ...]:
    """A whole deck starting with the cards ``first`` (seat 0's first card first), the rest in a
    fixed mixed order that no random generator touches: pictures of it never change with the RNG."""
    top = [Card.parse(code) for code in first.split()]
    rest = [CARDS[(index * step) % len(CARDS)] for index in range(len(CARDS))]
    return (*top, *(card for card in rest if card not in top))


def make_app(
    folder: Path,
    lang: str = "en",
    deal: int | None = DEAL,
    rules: Rules | None = None,
    deck: tuple[Card, ...] | None = None,
    bidi: str | None = None,
) -> WarApp:
    app = WarApp(
        rules=rules,
        deal=deal,
        deck=deck,
        lang=lang,
        bidi=bidi,
        data_dir=folder,
        new_deal=lambda: NEXT_DEAL,
    )
    app.animation_level = "none"
    return app


_SVG_TEXT = re.compile(r'<text [^>]*\bx="([0-9.]+)"[^>]*clip-path="url\(#[^)]*-line-(\d+)\)">(.*?)</text>', re.S)
_CELL_WIDTH = 20 * 0.61
"""The width of one cell in Rich's SVG export (its default font size times its aspect ratio)."""


def screen_text(app: App[object]) -> str:
    """Every line on screen as plain text, read from the app's own screenshot (what a person sees).

    ``App.export_screenshot`` gives the screen as Rich's SVG: one ``<text>`` per run of characters
    that are not all spaces, placed at its cell column on its line. Each line is put back
    together cell by cell and filled with spaces to the screen's width.
    """
    width, height = app.size
    rows: list[list[tuple[int, str]]] = [[] for _ in range(height)]
    for x, row, text in _SVG_TEXT.findall(app.export_screenshot()):
        text = html.unescape(text.replace("&#160;", " ")).replace("\n", "")  # each line ends in one
        if text and int(row) < height:
            rows[int(row)].append((round(float(x) / _CELL_WIDTH), text))
    lines = []
    for pieces in rows:
        line = ""
        for column, text in sorted(pieces):
            line += " " * (column - cell_len(line)) + text
        lines.append(line + " " * (width - cell_len(line)))
    return "\n".join(lines)


def widget_text(app: App[object], widget: Widget) -> str:
    """The text inside ``widget``'s region of the screen, lines joined by spaces (the region's
    cells, not its count of characters: Hindi's ``कि`` is two characters in two cells, ``के`` two
    in one)."""
    region = widget.content_region
    lines = screen_text(app).split("\n")[region.y : region.bottom]
    return flat(" ".join(cells_between(line, region.x, region.right) for line in lines))


def flat(text: str) -> str:
    return " ".join(text.split())


def cells_between(line: str, start: int, end: int) -> str:
    """The characters of ``line`` that stand in cells ``start`` to ``end`` (end not included),
    in whole clusters: a vowel sign takes the cell its letter starts in (or none), never another."""
    kept, x = [], 0
    for cluster in clusters(line):
        if start <= x < end:
            kept.append(cluster)
        x += cells(cluster)
    return "".join(kept)


def settings_row(app: App[object], name: str) -> tuple[str, str]:
    """Setting ``name``'s question (its first line) and answer as they read on the Settings screen,
    without the list's ▼ (the row must be on screen)."""
    from warkit.tui.views.settings import SettingsForm

    form = app.screen.query_one(SettingsForm)
    region = form.content_region
    y = region.y + form.line_of(name) - round(form.scroll_offset.y)
    assert region.y <= y < region.bottom, f"the {name} row is not on screen"
    line = screen_text(app).split("\n")[y]
    question, answer = form.columns()
    left = region.x
    return (
        cells_between(line, left + question.start, left + question.stop).strip(),
        cells_between(line, left + answer.start, left + answer.stop).strip(" ▼"),
    )


async def choose_setting(pilot, name: str, value: object) -> None:
    """Pick ``value`` for the open Settings screen's ``name``, as choosing it in its list does."""
    from warkit.tui.views.settings import SettingsForm

    pilot.app.screen.query_one(SettingsForm).choose(name, value)
    await pilot.pause()


def setting_value(app: App[object], name: str) -> object:
    """The answer the open Settings screen holds for ``name``."""
    from warkit.tui.views.settings import SettingsForm

    return app.screen.query_one(SettingsForm).value(name)


def narrator(lang: str, rules: Rules | None = None) -> Narrator:
    return Narrator(get_translator(lang), rules or Rules())


def game_after(steps: int, deal: int = DEAL, rules: Rules | None = None) -> tuple[Game, list]:
    """The game after ``steps`` presses of Turn cards, and the last press's events."""
    game = Game(rules or Rules(), deal=deal)
    events: list = []
    for _ in range(steps):
        events = game.step()
    return game, events


def toasts_text(app: App[object]) -> str:
    """The notices on screen, one after another: the table's own line of notices, or the
    notifications over any other screen (found by their widget type's name)."""
    shown = [
        widget
        for widget in (*app.screen.query("Toast"), *app.screen.query("#notices"))
        if all(node.display for node in widget.ancestors_with_self if isinstance(node, Widget))
    ]
    return " ".join(widget_text(app, widget) for widget in shown)


async def until(pilot, condition, seconds: float = 20.0) -> None:
    """Let the app run until ``condition()`` holds (timers and workers take their time)."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the app never got there"
        await pilot.pause(0.05)


async def finish(pilot, *then: str) -> None:
    """Press F (Finish the game), let its thread play the game out and the app take its step
    (the summary shows when the game is over), then press ``then``."""
    app = pilot.app
    await pilot.press("f")
    deadline = time.monotonic() + 20
    while not (app.table.finishing is None and app.step is app.session.last):
        assert time.monotonic() < deadline, "Finish never came back"
        await pilot.pause(0.005)
    await pilot.pause()
    if then:
        await pilot.press(*then)


async def open_help(app: App[object], pilot) -> GuideText:
    """Help opened with its key, the guide laid out off the event loop and drawn: its page."""
    await pilot.press("h")
    await app.workers.wait_for_complete()
    await pilot.pause()
    return app.screen.query_one(GuideText)
