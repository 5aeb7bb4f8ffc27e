"""What the screens tell the app (messages up), and what the app hands down to every screen.

Screens never call back into the app: the table and the summary post :class:`Played` after a
control played or dealt, :class:`ResultWanted` when a key asks for the finished game's result;
the settings screen posts :class:`SettingsChanged`. The app answers by setting its reactive
``words`` and ``step``, which the screens watch.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message

from ..i18n import Translator
from ..session import Step
from ..storage import Settings
from .teller import Teller


@dataclass(frozen=True, slots=True)
class Words:
    """Everything a screen needs to draw words: the translator and the narrator's teller.

    Set again (a new value) whenever the language or any setting changes, so screens redraw.
    """

    t: Translator
    teller: Teller


class Played(Message):
    """A control played, dealt or replayed: ``step`` is what the session returned."""

    def __init__(self, step: Step) -> None:
        super().__init__()
        self.step = step


class ResultWanted(Message):
    """A playing key was pressed after the game ended: show the result (the summary)."""


class SettingsChanged(Message):
    """The player chose new settings (rules, language, card style…)."""

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
