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


def preset_name(t: Translator, name: str | None) -> str:
    """The display name of a preset (``None``: rules that match no preset)."""
    if name == "classic":
        # Translators: name of the default rules (one face-down card per war, 500-battle draw limit).
        return t.pgettext("preset", "Classic")
    if name == "family":
        # Translators: name of the family rules (no battle limit; most cards wins when all run short).
        return t.pgettext("preset", "Family")
    if name == "krig":
        # Translators: name of the Norwegian rules for up to four players; "Krig" is the game's Norwegian name.
        return t.pgettext("preset", "Krig")
    if name == "pagat":
        # Translators: name of the rules from pagat.com (a short player plays their last card face up).
        return t.pgettext("preset", "Pagat")
    # Translators: name shown for rules the player changed so they match no named set.
    return t.pgettext("preset", "Your own rules")


def rules_line(t: Translator, name: str | None) -> str:
    # Translators: top line of the table; {name} is the name of the rules being played, like "Classic".
    return t.gettext("Rules: {name}", name=preset_name(t, name))


def unreadable_round(t: Translator) -> str:
    # Translators: shown once at start when the saved game file is damaged (it is kept, not deleted).
    return t.gettext("Your saved game could not be read, so it was kept aside and a new game begins.")


def unreadable_settings(t: Translator) -> str:
    # Translators: shown once at start when the settings file is damaged (it is kept, not deleted).
    return t.gettext("Your saved settings could not be read, so they were kept aside and the defaults are used.")


def unreadable_statistics(t: Translator) -> str:
    # Translators: shown once at start when the statistics file is damaged (it is kept, not deleted).
    return t.gettext("Your saved record could not be read, so it was kept aside and a new record begins.")


def unreadable_not_moved(t: Translator, path: str) -> str:
    # Translators: shown once at start when a save file is damaged and could not be renamed either
    # (the data folder is read-only); {path} is the file's full name. The file is not changed.
    return t.gettext("{path} could not be read, nor moved aside, so it is left as it is and not used.", path=path)


def newer_save(t: Translator, path: str) -> str:
    # Translators: shown once at start when a save file was written by a newer version of warkit;
    # {path} is the file's full name. The file is not changed, and the game plays without it.
    return t.gettext("{path} was saved by a newer version of warkit, so it is left as it is and not used.", path=path)


def cannot_save(t: Translator) -> str:
    # Translators: shown when the game cannot write its save files (a full disk, no permission).
    return t.gettext("The game could not be saved; it goes on, but it may not resume next time.")


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


def quit_hint(t: Translator, key: str) -> str:
    # Translators: shown when the player presses Ctrl+C; {key} is the key that quits, like Q.
    return t.gettext("Press {key} to quit.", key=key)


def set_aside_label(t: Translator) -> str:
    # Translators: on the table of a three-player game, beside the one card dealt to no one (face
    # down, it plays no part); a short label like the players' names.
    return t.pgettext("table", "Set aside")
