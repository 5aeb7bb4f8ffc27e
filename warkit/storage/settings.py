"""The player's settings: the rules they play, language, card style, animation, pace, right-to-left
text, whether to ask before an unfinished game is left, and how the plain mode speaks (the card
counts after every battle, its prompt).

They live in the config folder (:func:`~warkit.storage.files.config_dir`).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import Rules, RulesError
from ..i18n.bidi import LOGICAL, MODES
from .files import load_json, save_json

FILE = "settings.json"
VERSION = 3
"""The format this warkit reads and writes; a file of another version is set aside, a newer one left
alone (:func:`~warkit.storage.files.load_json`). A setting the file does not name keeps its default."""
CARD_STYLES = ("symbols", "ascii")
PACES = ("calm", "quick")
PROMPTS = ("short", "none")
"""The plain mode's prompt before each key: a short question ("Key?"), or nothing."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the player chose in the settings screen; ``language`` None means automatic, and
    so does ``card_style`` None (the game draws Letters where the terminal cannot draw the suits)."""

    rules: Rules = field(default_factory=lambda: Rules.preset("classic"))
    language: str | None = None
    card_style: str | None = None
    animation: bool = True
    pace: str = "calm"
    bidi: str = LOGICAL
    ask_before_leaving: bool = True
    """New game, Replay this deal, another deal number or new rules ask first while a game is under
    way (see ``Session.asks_before_leaving``)."""
    say_counts: bool = False
    """The plain mode says the card counts after every battle (else on ``w``; ``--auto`` at each
    war and every 50 battles)."""
    prompt: str = "short"
    """The plain mode's prompt (:data:`PROMPTS`)."""

    def __post_init__(self) -> None:
        if self.card_style is not None and self.card_style not in CARD_STYLES:
            raise ValueError(f"card_style {self.card_style!r}")
        if self.pace not in PACES:
            raise ValueError(f"pace {self.pace!r}")
        if self.bidi not in MODES:
            raise ValueError(f"bidi {self.bidi!r}")
        if self.language is not None and not isinstance(self.language, str):
            raise ValueError(f"language {self.language!r}")
        if not isinstance(self.animation, bool):
            raise ValueError(f"animation {self.animation!r}")
        if not isinstance(self.ask_before_leaving, bool):
            raise ValueError(f"ask_before_leaving {self.ask_before_leaving!r}")
        if not isinstance(self.say_counts, bool):
            raise ValueError(f"say_counts {self.say_counts!r}")
        if self.prompt not in PROMPTS:
            raise ValueError(f"prompt {self.prompt!r}")

    def replace(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": self.rules.as_dict(),
            "language": self.language,
            "card_style": self.card_style,
            "animation": self.animation,
            "pace": self.pace,
            "bidi": self.bidi,
            "ask_before_leaving": self.ask_before_leaving,
            "say_counts": self.say_counts,
            "prompt": self.prompt,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        """Raises ValueError, TypeError or RulesError for anything out of place.

        A rule knob or a setting the file does not name keeps its default, so settings saved before
        it existed still load with every choice the player made.
        """
        rules = data.get("rules", {})
        if not isinstance(rules, dict):
            raise ValueError("rules")
        return cls(
            rules=Rules.from_json(rules),
            language=data.get("language"),
            card_style=data.get("card_style"),
            animation=data.get("animation", True),
            pace=data.get("pace", "calm"),
            bidi=data.get("bidi", LOGICAL),
            ask_before_leaving=data.get("ask_before_leaving", True),
            say_counts=data.get("say_counts", False),
            prompt=data.get("prompt", "short"),
        )


def load_settings(folder: Path, *, move_aside: bool = True) -> Settings:
    """The saved settings, or the defaults; an unreadable file raises UnreadableFile.

    Only the game moves an unreadable file aside (and says so); a command that merely wants the
    saved language passes ``move_aside=False`` and leaves it for the game to report.
    """
    return load_json(
        folder / FILE, Settings.from_json, Settings(), (ValueError, TypeError, RulesError),
        version=VERSION, move_aside=move_aside,
    )


def save_settings(folder: Path, settings: Settings) -> None:
    save_json(folder / FILE, settings.to_json(), version=VERSION)

