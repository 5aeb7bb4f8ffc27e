"""The settings screen's questions and answers: each label one whole message from the catalogs.

Each ``*_options`` function returns ``(label, value)`` pairs for a Select, in the player's
language; values are what :class:`~warkit.engine.Rules` and the settings store.
"""

from __future__ import annotations

from typing import Any

from ..engine import PRESETS
from ..engine.rules import MAX_FACE_DOWN, SHORT_GAME_LENGTHS
from ..i18n import Translator
from ..i18n.languages import available_languages, language_name
from .words import preset_name

Options = list[tuple[str, Any]]
CUSTOM = "custom"
LIMITS = (0, 26, 50, 100, 250, 500, 1000)
NO_SHORT_GAME = 0


def questions(t: Translator) -> dict[str, str]:
    """The label of every setting, keyed by setting name."""
    return {
        # Translators: settings screen, the choice of a named set of rules.
        "preset": t.gettext("Rules"),
        # Translators: settings screen, how many players sit at the table (you and the computer players).
        "players": t.gettext("Players"),
        # Translators: settings screen, how many cards each tied player puts face down in a war.
        "face_down": t.gettext("Face-down cards in a war"),
        # Translators: settings screen, what happens to a tied player without enough cards for a war.
        "run_out": t.gettext("Running out in a war"),
        # Translators: settings screen, what happens when everyone in a war runs out at once.
        "both_short": t.gettext("When everyone runs out at once"),
        # Translators: settings screen, in which order won cards go under the winner's pile.
        "won_cards": t.gettext("Won cards go under"),
        # Translators: settings screen, the most battles a game may last.
        "max_battles": t.gettext("Battle limit"),
        # Translators: settings screen, what decides the game when the battle limit is reached.
        "at_limit": t.gettext("At the battle limit"),
        # Translators: settings screen, the short game: a few battles, then most cards wins.
        "short_game": t.gettext("Short game"),
        # Translators: settings screen, whether the Ace is the highest or the lowest card.
        "aces": t.gettext("Aces"),
        # Translators: settings screen, the language of the game.
        "language": t.gettext("Language"),
        # Translators: settings screen, how cards are drawn (suit symbols or plain letters).
        "card_style": t.gettext("Card style"),
        # Translators: settings screen, whether won cards slide to the winner's pile.
        "animation": t.gettext("Animation"),
        # Translators: settings screen, how fast auto-play turns the cards.
        "pace": t.gettext("Auto-play pace"),
        # Translators: settings screen, how Arabic and other right-to-left text is drawn in the terminal.
        "bidi": t.gettext("Right-to-left text"),
    }


def preset_options(t: Translator) -> Options:
    return [(preset_name(t, name), name) for name in PRESETS] + [(preset_name(t, None), CUSTOM)]


def player_options(t: Translator) -> Options:
    # Translators: settings screen, an answer to "Players"; {count} is 2, 3 or 4 (you included).
    return [(t.ngettext("{count} player", "{count} players", n, count=n), n) for n in (2, 3, 4)]


def face_down_options(t: Translator) -> Options:
    options: Options = []
    for n in range(MAX_FACE_DOWN + 1):
        # Translators: settings screen, an answer to "Face-down cards in a war"; {count} is 0 to 3.
        options.append((t.npgettext("face-down setting", "{count} card", "{count} cards", n, count=n), n))
    return options


def run_out_options(t: Translator) -> Options:
    return [
        # Translators: settings screen, "Running out in a war": the short player loses at once.
        (t.gettext("The short player loses"), "lose"),
        # Translators: settings screen, "Running out in a war": the short player turns their last card face up.
        (t.gettext("Play the last card face up"), "last-card"),
    ]


def both_short_options(t: Translator) -> Options:
    return [
        # Translators: settings screen, "When everyone runs out at once": the game is a draw.
        (t.pgettext("both short", "A draw"), "draw"),
        # Translators: settings screen, "When everyone runs out at once": each takes their cards back, most cards wins.
        (t.pgettext("both short", "Most cards wins"), "count"),
    ]


def won_cards_options(t: Translator) -> Options:
    return [
        # Translators: settings screen, "Won cards go under": shuffled first.
        (t.gettext("Shuffled"), "shuffled"),
        # Translators: settings screen, "Won cards go under": the winner's own cards first, then the others'.
        (t.gettext("Winner's cards first"), "winner-first"),
        # Translators: settings screen, "Won cards go under": in the order they were played.
        (t.gettext("In the order played"), "played"),
    ]


def limit_options(t: Translator, current: int) -> Options:
    values = sorted(set(LIMITS) | {current})
    options: Options = []
    for n in values:
        if n == 0:
            # Translators: settings screen, "Battle limit": play until someone has all the cards.
            options.append((t.gettext("No limit"), 0))
        else:
            # Translators: settings screen, an answer to "Battle limit"; {count} is the number of battles.
            options.append((t.ngettext("{count} battle", "{count} battles", n, count=n), n))
    return options


def at_limit_options(t: Translator) -> Options:
    return [
        # Translators: settings screen, "At the battle limit": the game is a draw.
        (t.pgettext("at limit", "A draw"), "draw"),
        # Translators: settings screen, "At the battle limit": whoever holds most cards wins.
        (t.pgettext("at limit", "Most cards wins"), "count"),
    ]


def short_game_options(t: Translator) -> Options:
    # Translators: settings screen, "Short game": off (the rules' own limit applies).
    options: Options = [(t.pgettext("short game", "Off"), NO_SHORT_GAME)]
    for n in SHORT_GAME_LENGTHS:
        # Translators: settings screen, "Short game": {count} battles, then whoever holds most cards wins.
        options.append((t.ngettext("{count} battle, then most cards wins", "{count} battles, then most cards wins", n, count=n), n))
    return options


def aces_options(t: Translator) -> Options:
    return [
        # Translators: settings screen, "Aces": the Ace beats the King.
        (t.gettext("High (above the King)"), "high"),
        # Translators: settings screen, "Aces": the Ace is below the 2.
        (t.gettext("Low (below the 2)"), "low"),
    ]


def language_options(t: Translator) -> Options:
    """Every language in its own name (the English one translated, as the source)."""
    return [(language_name(code), code) for code in available_languages()]


def card_style_options(t: Translator) -> Options:
    return [
        # Translators: settings screen, "Card style": suit symbols; keep the four symbols as they are.
        (t.gettext("Suit symbols (♠ ♥ ♦ ♣)"), "symbols"),
        # Translators: settings screen, "Card style": plain letters, for terminals that draw symbols wrongly; keep S H D C.
        (t.gettext("Letters (S H D C)"), "ascii"),
    ]


def animation_options(t: Translator) -> Options:
    return [
        # Translators: settings screen, "Animation": won cards slide to the winner's pile.
        (t.pgettext("animation", "On"), True),
        # Translators: settings screen, "Animation": no sliding.
        (t.pgettext("animation", "Off"), False),
    ]


def pace_options(t: Translator) -> Options:
    return [
        # Translators: settings screen, "Auto-play pace": about one battle a second.
        (t.gettext("Calm"), "calm"),
        # Translators: settings screen, "Auto-play pace": several battles a second.
        (t.gettext("Quick"), "quick"),
    ]


def bidi_options(t: Translator) -> Options:
    return [
        # Translators: settings screen, "Right-to-left text": sent as written, for terminals that order it themselves.
        (t.gettext("As written (the terminal orders it)"), "logical"),
        # Translators: settings screen, "Right-to-left text": reordered and joined by the game, for terminals that do not.
        (t.gettext("Ordered by the game (for other terminals)"), "visual"),
    ]


def settings_title(t: Translator) -> str:
    # Translators: heading of the settings screen.
    return t.gettext("Settings")


def settings_note(t: Translator) -> str:
    # Translators: settings screen, under the heading.
    return t.gettext("Changes take effect at once; changing the rules deals a new round.")
