"""The game's controls, as data: one list that the TUI binds and the rules guide describes.

No Textual here: the TUI builds its key bindings and its footer from :data:`CONTROLS`, and the
guide renders its controls section from the same list, so the two can never disagree. Labels and
descriptions come from the catalogs through the translator passed in.

>>> from warkit.i18n import get_translator
>>> t = get_translator("en")
>>> control_label(control("finish"), t)
'Finish the game'
>>> key_label("space", t)
'Space'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from .i18n.case import capitals, fold, upper

if TYPE_CHECKING:
    from .i18n import Gettext


@dataclass(frozen=True, slots=True)
class Control:
    """One control: ``action`` names it (the TUI's action), ``keys`` are Textual key names."""

    action: str
    keys: tuple[str, ...]
    mouse: bool = False
    """True when a click on the piles does it too."""
    footer: bool = True
    """Shown in the game's footer."""
    typed: str | None = None
    """What the plain mode reads for it (a line; ``""`` is Enter alone), or None if it has none."""


CONTROLS: tuple[Control, ...] = (
    Control("turn", ("space", "enter"), mouse=True, typed=""),
    Control("ten", ("t",), typed="10"),
    Control("auto", ("a",)),
    Control("finish", ("f",), typed="f"),
    Control("new", ("n",), typed="n"),
    Control("replay", ("r",), typed="r"),
    Control("deal", ("d",)),
    Control("settings", ("s",)),
    Control("help", ("h", "f1")),
    Control("stats", ("i",)),
    Control("log", ("l",), typed="l"),
    Control("quit", ("q",), typed="q"),
)
"""Every control of the game table, in the order the footer and the guide show them."""

BACK = Control("back", ("escape",), footer=False)
"""Leaves the summary, settings, help, statistics or battle log screen for the table."""

STOP = Control("stop", ("escape",), footer=False)
"""Stops "Finish the game" while it plays the game out: the game stays at the battle reached."""

PACE = Control("pace", ("p",), footer=False)
"""While auto-play runs: switches between its calm and its quick pace (the setting changes too)."""
PACE_SECONDS = {"calm": 0.9, "quick": 0.15}
"""Auto-play: the time between two presses of Turn cards at each pace of the settings, in the
table and the plain mode alike (the guide works out how long a game lasts from it)."""

SOURCES = Control("sources", ("question_mark",), footer=False)
"""Translator mode only (``warkit play --translate``): lists where each message on the screen
comes from. Every footer adds it in that mode; the guide's controls list leaves it out."""

LEAVE = Control("leave", ("enter", "y"), footer=False, typed="y")
"""The question asked before a game under way is thrown away (:data:`LEAVING`, new rules):
leave it and deal again."""

STAY = Control("stay", ("escape",), footer=False, typed="n")
"""The same question: keep playing the game on the table."""

KEYS = Control("keys", (), footer=False, typed="k")
"""The plain mode's own: says the whole list of keys again (``?`` is translator mode's)."""

WHERE = Control("where", (), footer=False, typed="w")
"""The plain mode's own: where you are (the battle, the piles, a war under way)."""

COUNTS_EVERY = 50
"""Auto-play in the plain mode says the card counts every this many battles (and at each war)."""

LEAVING = ("new", "replay", "deal")
"""The table's controls that deal again and throw away the game on the table: they ask first
while a game is under way (``Session.asks_before_leaving``), as new rules in the settings do."""


class TablePhase(Enum):
    """Where the game stands, as far as the controls care."""

    READY = "ready"
    """The next press turns cards: a new battle."""
    WAR = "war"
    """A war is pending: the next press puts down the war cards."""
    OUT = "out"
    """You are out of the game and the others play on."""
    OVER = "over"
    """The game has ended; only a new round, a replay or the result make sense."""


class Does(Enum):
    """What a control does when pressed in a phase."""

    PLAY = "play"
    """Its own job (play, deal, open a screen)."""
    RESULT = "result"
    """The game is over: show its result (the summary screen, or the plain mode's figures)."""


PLAYING = ("turn", "ten", "auto", "finish")
"""The controls that play the game on; once it is over they show the result instead."""

_FOOTER: dict[TablePhase, tuple[str, ...]] = {
    TablePhase.READY: ("turn", "ten", "auto", "finish", "new", "replay", "deal", "settings", "help", "stats", "log", "quit"),
    TablePhase.WAR: ("turn", "ten", "auto", "finish", "new", "replay", "deal", "settings", "help", "stats", "log", "quit"),
    # You are out: Finish comes first, since watching the others is all that is left.
    TablePhase.OUT: ("finish", "turn", "ten", "auto", "new", "replay", "deal", "settings", "help", "stats", "log", "quit"),
    TablePhase.OVER: ("turn", "new", "replay", "deal", "settings", "help", "stats", "log", "quit"),
}


def does(action: str, phase: TablePhase) -> Does:
    """What ``action`` does in ``phase``: one answer for the TUI, the plain mode and the guide."""
    if phase is TablePhase.OVER and action in PLAYING:
        return Does.RESULT
    return Does.PLAY


def offered(phase: TablePhase, *, auto: bool = False, finishing: bool = False) -> tuple[Control, ...]:
    """The controls the footer offers in ``phase``, in order.

    While auto-play runs, the pace key switches its pace, Quit saves and leaves, and any other
    key stops it and does nothing else, so those are offered (auto-play labelled as running, see
    :func:`phase_label`). While Finish plays the game out, only Esc (stop there) and Quit answer.
    """
    if finishing:
        return (STOP, control("quit"))
    if auto:
        return (control("auto"), PACE, control("quit"))
    return tuple(control(action) for action in _FOOTER[phase])


def typed_keys(item: Control) -> tuple[str, ...]:
    """What the plain mode reads for a control: its own line (Enter alone, ``10``) and the
    letters the table's footer shows for it, so every control of the table has a key there.

    >>> typed_keys(control("ten")), typed_keys(control("help"))
    (('10', 't'), ('h',))
    """
    own = () if item.typed is None else (item.typed,)
    return own + tuple(key for key in item.keys if len(key) == 1 and key.isalpha() and key not in own)


PLAIN_CONTROLS: tuple[Control, ...] = (*CONTROLS, KEYS, WHERE)
"""Every control of the plain mode, in the order its list of keys and the guide say them."""


def short_prompt(t: Gettext) -> str:
    """The plain mode's short prompt before each key (unless the settings turn it off)."""
    # Translators: the plain mode's short prompt, asking for the next key (the whole list of
    # keys is said at the start and on k).
    return t.gettext("Key?")


def control(action: str) -> Control:
    """The control named ``action``; raises KeyError for an unknown one."""
    for item in (*CONTROLS, BACK, STOP, PACE, SOURCES, KEYS, WHERE):
        if item.action == action:
            return item
    raise KeyError(action)


# Each label and description is one whole message with its own translator comment, so Babel
# extracts them; the functions are looked up by action name.
_LABELS: dict[str, Callable[[Gettext], str]] = {
    # Translators: footer label: control that turns the top cards (one battle, or one war step).
    "turn": lambda t: t.pgettext("control", "Turn cards"),
    # Translators: footer label: control that plays ten battles at once.
    "ten": lambda t: t.pgettext("control", "Play 10 battles"),
    # Translators: footer label: control that starts or stops turning cards by itself.
    "auto": lambda t: t.pgettext("control", "Auto-play"),
    # Translators: footer label: control that plays out the rest of the game and shows the summary.
    "finish": lambda t: t.pgettext("control", "Finish the game"),
    # Translators: footer label: control that starts a new game with a new deal number.
    "new": lambda t: t.pgettext("control", "New game"),
    # Translators: footer label: control that plays the same deal again from the start.
    "replay": lambda t: t.pgettext("control", "Replay this deal"),
    # Translators: footer label: control that asks for a deal number to play (the dots: it asks).
    "deal": lambda t: t.pgettext("control", "Play deal number…"),
    # Translators: footer label: control that opens the settings screen.
    "settings": lambda t: t.pgettext("control", "Settings"),
    # Translators: footer label: control that opens the rules guide.
    "help": lambda t: t.pgettext("control", "Help"),
    # Translators: footer label: control that shows the player's record of games.
    "stats": lambda t: t.pgettext("control", "Statistics"),
    # Translators: footer label: control that opens the battle log, every battle of the game so far.
    "log": lambda t: t.pgettext("control", "Battle log"),
    # Translators: footer label: control that leaves the game.
    "quit": lambda t: t.pgettext("control", "Quit"),
    # Translators: footer label on the summary, settings, help, statistics and battle log screens.
    "back": lambda t: t.pgettext("control", "Back to the table"),
    # Translators: footer label (key Esc) while "Finish the game" plays the game out: stops it,
    # and the game stays at the battle reached.
    "stop": lambda t: t.pgettext("control", "Stop here"),
    # Translators: footer label (key P) while auto-play runs: switches between the calm and the
    # quick pace (the two paces of the settings).
    "pace": lambda t: t.pgettext("control", "Calm or quick"),
    # Translators: footer label in translator mode (warkit play --translate): lists which catalog
    # entry made each message on the screen.
    "sources": lambda t: t.pgettext("control", "Where words come from"),
    # Translators: in the plain mode's list of keys: the key that says this list again.
    "keys": lambda t: t.pgettext("control", "List the keys"),
    # Translators: in the plain mode's list of keys: the key that says the battle, the card
    # counts and whether a war is under way.
    "where": lambda t: t.pgettext("control", "Where you are"),
    # Translators: in the question asked before a game under way is thrown away (New game, Replay
    # this deal, Play deal number… or new rules): the key that leaves it and deals again.
    "leave": lambda t: t.pgettext("control", "Leave this game"),
    # Translators: in the same question: the key that keeps the game on the table.
    "stay": lambda t: t.pgettext("control", "Keep playing"),
}

_DESCRIPTIONS: dict[str, Callable[[Gettext], str]] = {
    # Translators: what the "Turn cards" control does; in the guide's controls list.
    "turn": lambda t: t.pgettext(
        "control description",
        "Everyone turns their top card. During a war the same key is the war step: it puts "
        "down the face-down cards and the new face-up cards. Once the game is over, it shows "
        "the result."
    ),
    # Translators: what the "Play 10 battles" control does; in the guide's controls list.
    "ten": lambda t: t.pgettext(
        "control description",
        "Plays ten battles at once and tells you the last one and how many cards each "
        "player has. During a war it first finishes that battle, which is one of the ten."
    ),
    # Translators: what the "Auto-play" control does; in the guide's controls list.
    "auto": lambda t: t.pgettext(
        "control description",
        "Turns the cards by itself at a calm or a quick pace (chosen in the settings, or switched "
        "while it plays); Quit saves and leaves, any other key stops it, and at the game's end it "
        "shows the summary."
    ),
    # Translators: what the "Finish the game" control does; in the guide's controls list.
    "finish": lambda t: t.pgettext(
        "control description",
        "Plays out the rest of the game at once (a war in progress first, or the others' "
        "game once you are out) and shows the summary: the result, the wars, the biggest "
        "haul and a chart of the cards. A long game counts its battles as it goes, and Esc "
        "stops it at the battle reached."
    ),
    # Translators: what the "New game" control does; in the guide's controls list.
    "new": lambda t: t.pgettext("control description", "Starts a new game with a new deal number."),
    # Translators: what the "Replay this deal" control does; in the guide's controls list.
    "replay": lambda t: t.pgettext("control description", "Plays the same deal again from the start: the same cards in the same order."),
    # Translators: what the "Play deal number…" control does; in the guide's controls list.
    "deal": lambda t: t.pgettext("control description", "Asks for a deal number and deals it, so you can play the same game as a friend."),
    # Translators: what the "Settings" control does; in the guide's controls list.
    "settings": lambda t: t.pgettext("control description", "Changes the rules, the short game, the language, the card style and the animation."),
    # Translators: what the "Help" control does; in the guide's controls list.
    "help": lambda t: t.pgettext("control description", "Shows this guide for the rules you are playing."),
    # Translators: what the "Statistics" control does; in the guide's controls list.
    "stats": lambda t: t.pgettext("control description", "Shows your record: games played, won, lost and drawn for each set of rules."),
    # Translators: what the "Back to the table" control does (summary, settings, help, statistics,
    # battle log).
    "back": lambda t: t.pgettext("control description", "Closes this screen and goes back to the game table."),
    # Translators: what the "Where words come from" control does (translator mode only).
    "sources": lambda t: t.pgettext(
        "control description",
        "Lists the messages on the screen with their context, source text, translation and "
        "catalog line; choosing one copies the file and line."
    ),
    # Translators: what the "Battle log" control does; in the guide's controls list.
    "log": lambda t: t.pgettext(
        "control description",
        "Shows every battle of the game so far, each under its number with what happened in "
        "it; it opens at the latest battle. The same key or Esc closes it."
    ),
    # Translators: what the "Quit" control does; in the guide's controls list.
    "quit": lambda t: t.pgettext("control description", "Quits. The game is saved and goes on where it stood next time."),
}

_KEY_NAMES: dict[str, Callable[[Gettext], str]] = {
    # Translators: name of the space bar, shown in the footer and the guide.
    "space": lambda t: t.pgettext("key", "Space"),
    # Translators: name of the Enter (Return) key, shown in the footer and the guide.
    "enter": lambda t: t.pgettext("key", "Enter"),
    # Translators: name of the Escape key, shown in the footer of other screens.
    "escape": lambda t: t.pgettext("key", "Esc"),
}


def control_label(item: Control, t: Gettext) -> str:
    """The short name of a control, in the player's language."""
    return _LABELS[item.action](t)


def phase_label(item: Control, t: Gettext, phase: TablePhase, *, auto: bool = False) -> str:
    """A control's name as the footer shows it now: what the key does in ``phase``."""
    if item.action == "auto" and auto:
        # Translators: footer label while the game turns cards by itself: it is on, and the keys
        # other than the ones shown beside it (the pace and Quit) stop it.
        return t.pgettext("control", "Auto-play is on: other keys stop it")
    if item.action == "turn" and phase is TablePhase.WAR:
        # Translators: footer label during a war: the next press puts down the war cards (face down and face up).
        return t.pgettext("control", "War step")
    if does(item.action, phase) is Does.RESULT:
        # Translators: footer label once the game is over: the key shows the result and the figures.
        return t.pgettext("control", "Show the result")
    return control_label(item, t)


def control_description(item: Control, t: Gettext) -> str:
    """One or two sentences saying what a control does, in the player's language."""
    return _DESCRIPTIONS[item.action](t)


def key_label(key: str, t: Gettext) -> str:
    """A key as the player sees it: named keys translated, letters upper case, F-keys as F1.

    The capital is the player's language's own, as the keyboard's key is labelled: Statistics
    (``i``) is ``İ`` in Turkish, where ``I`` is the key that types ``ı``.
    """
    if key in _KEY_NAMES:
        return _KEY_NAMES[key](t)
    return _SYMBOLS.get(key, upper(key, t.language))


_SYMBOLS = {"question_mark": "?"}
"""Keys Textual names by a word, shown as the character they type."""


def keys_label(item: Control, t: Gettext) -> tuple[str, ...]:
    """Every key of a control, as the player sees them."""
    return tuple(key_label(key, t) for key in item.keys)


def bound_keys(item: Control) -> tuple[str, ...]:
    """Every key name that does ``item``: its keys, and each letter's capitals too.

    The footer shows a letter as a capital (:func:`key_label`), and Shift or Caps Lock sends
    Textual the capital's own key name ("T", not "t"): binding both makes every letter the
    footer shows work whichever way it is typed. ``i`` has two capitals: ``I``, and ``İ``, which
    Shift gives on the Turkish key labelled İ (:func:`~warkit.i18n.case.capitals`); ``ı``, the
    letter of the key labelled I there, is another letter and does nothing. Named keys (Space,
    Esc, F1) have one name.

    >>> bound_keys(control("ten"))
    ('t', 'T')
    >>> bound_keys(control("help"))
    ('h', 'H', 'f1')
    >>> bound_keys(control("stats"))
    ('i', 'I', 'İ')
    """
    keys: list[str] = []
    for key in item.keys:
        keys.append(key)
        if len(key) == 1 and key.isalpha():
            keys.extend(capitals(key))
    return tuple(keys)


def typed_key(line: str) -> str:
    """A line the plain mode read, as the key it names: trimmed and folded as :func:`bound_keys`
    binds a letter's capitals, so ``Q``, and ``İ`` as well as ``I`` for an ``i``, work as the TUI's
    keys do.

    >>> typed_key(" Q "), typed_key("İ"), typed_key("ı")
    ('q', 'i', 'ı')
    """
    return fold(line.strip())
