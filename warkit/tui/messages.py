"""What the screens tell the app (messages up), and what the app hands down to every screen.

Screens never call back into the app: the table and the summary post :class:`Played` after a
control played or dealt, :class:`ReplayWanted` when Statistics asks for a game's deal again,
:class:`ResultWanted` when a key asks for the finished game's result;
the settings screen posts :class:`SettingsChanged`; translator mode's source list posts
:class:`Notice` for a sentence the app shows as a notification. The app answers by setting its reactive
``words`` and ``step``, which the screens watch.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message

from ..controls import Control
from ..engine import Rules
from ..i18n import Translator
from ..i18n.bidi import LOGICAL
from ..session import Step
from ..storage import Settings
from .card_art import STYLES, CardStyle
from .teller import Teller


@dataclass(frozen=True, slots=True)
class Words:
    """Everything a screen and its widgets need to draw words: the translator, the narrator's
    teller, how right-to-left text reaches the terminal, the controls every footer adds, and the
    card style (whose ``ascii_only`` every mark, line and frame drawn beside the words follows).

    Set again (a new value) whenever the language or any setting changes, so screens redraw.
    """

    t: Translator
    teller: Teller
    bidi: str = LOGICAL
    """``logical`` or ``visual`` (the player's setting, warkit.i18n.bidi)."""
    extras: tuple[Control, ...] = ()
    """Controls every footer adds in this run (translator mode's source list), else none."""
    style: CardStyle = STYLES["symbols"]
    """The card style drawn (the player's, or the terminal's when they never chose: warkit.tui.card_art)."""


@dataclass(frozen=True, slots=True, eq=False)
class Told:
    """A notice for the player (translated text) while it lasts; on the table it has a line of
    its own above the status box (``notices`` of the app), elsewhere it shows as a notification.
    Each notice is itself (no two compare equal), so one ending never takes another along."""

    text: str
    severity: str = "information"


@dataclass(frozen=True, slots=True)
class PreparedGuide:
    """The rules guide for Help, as Markdown; ``figures_pending`` while it is the first draft for
    rules whose figures are still being played (the finished guide follows a moment later)."""

    markdown: str
    figures_pending: bool = False


class Played(Message):
    """A control played, dealt or replayed: ``step`` is what the session returned."""

    def __init__(self, step: Step) -> None:
        super().__init__()
        self.step = step


class ReplayWanted(Message):
    """Statistics: play ``deal`` again with ``rules`` (a game of the list of the last ones)."""

    def __init__(self, rules: Rules, deal: int) -> None:
        super().__init__()
        self.rules, self.deal = rules, deal


class ResultWanted(Message):
    """A playing key was pressed after the game ended: show the result (the summary)."""


class Notice(Message):
    """A sentence for the player (translated), which the app shows as a notification."""

    def __init__(self, text: str, *, timeout: float | None = None) -> None:
        super().__init__()
        self.text, self.timeout = text, timeout


class SettingsChanged(Message):
    """The player chose new settings (rules, language, card style…)."""

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
