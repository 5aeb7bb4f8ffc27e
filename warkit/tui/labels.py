"""The TUI's own words (titles, labels, option names): each one whole message from the catalogs.

Game sentences are not here: the narrator (:mod:`warkit.narration`) says what happened.
"""

from __future__ import annotations

from ..i18n import Translator


def number(t: Translator, value: int) -> str:
    """An integer formatted for the player's language (digit grouping and all)."""
    return t.format_number(value)


def card_count(t: Translator, count: int) -> str:
    # Translators: beside a player's face-down pile on the table; {count} is how many cards it holds.
    return t.ngettext("{count} card", "{count} cards", count, count=count)


def deal_line(t: Translator, deal: int | None) -> str:
    if deal is None:
        # Translators: top line of the table when the cards were stacked in a chosen order, not a numbered deal.
        return t.gettext("Stacked deck")
    # Translators: top line of the table; {number} is the deal number (the same number gives the same game).
    return t.gettext("Deal {number}", number=str(deal))


def battle_line(t: Translator, battles: int, limit: int) -> str:
    if limit:
        # Translators: top line of the table; {count} is the battles played so far, {limit} the battle limit.
        return t.gettext("Battle {count} of {limit}", count=battles, limit=limit)
    # Translators: top line of the table when there is no battle limit; {count} is the battles played so far.
    return t.gettext("Battle {count}", count=battles)


def log_title(t: Translator) -> str:
    # Translators: heading of the battle log, the screen that tells every battle of the game so
    # far, each under its number, as `warkit replay --events` tells them.
    return t.pgettext("screen title", "Battle log")


def playing_out(t: Translator, count: int) -> str:
    # Translators: the status box while "Finish the game" plays the game out (a long game takes a
    # moment; the footer offers Esc to stop); {count} is the battles of the game so far, drawn
    # again a few times a second.
    return t.ngettext(
        "Playing the game out: {count} battle so far.",
        "Playing the game out: {count} battles so far.",
        count,
        count=count,
    )


def too_small(t: Translator, width: int, height: int, columns: int, rows: int) -> str:
    # Translators: the only thing shown when the terminal window is too small for the table.
    # {width}×{height} is the smallest window the table fits (columns × rows of characters, like
    # 60×20); {columns}×{rows} is the size of the window now. Keep the × between the numbers.
    return t.gettext(
        "The table needs a window of at least {width}×{height}; this one is {columns}×{rows}. "
        "Please make it bigger.",
        width=width,
        height=height,
        columns=columns,
        rows=rows,
    )


def set_aside_label(t: Translator) -> str:
    # Translators: on the table of a three-player game, beside the one card dealt to no one (face
    # down, it plays no part); a short label like the players' names.
    return t.pgettext("table", "Set aside")
