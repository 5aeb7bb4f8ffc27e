"""The player's settings: the rules they play, language, card style, animation and pace."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import Rules, RulesError
from .files import load_json, write_json

FILE = "settings.json"
CARD_STYLES = ("symbols", "ascii")
PACES = ("calm", "quick")
BIDI_MODES = ("logical", "visual")
"""Right-to-left text as written (the terminal orders it) or ordered by the game (warkit.i18n.bidi)."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the player chose in the settings screen; ``language`` None means automatic."""

    rules: Rules = field(default_factory=Rules)
    language: str | None = None
    card_style: str = "symbols"
    animation: bool = True
    pace: str = "calm"
    bidi: str = "logical"

    def __post_init__(self) -> None:
        if self.card_style not in CARD_STYLES:
            raise ValueError(f"card_style {self.card_style!r}")
        if self.pace not in PACES:
            raise ValueError(f"pace {self.pace!r}")
        if self.bidi not in BIDI_MODES:
            raise ValueError(f"bidi {self.bidi!r}")
        if self.language is not None and not isinstance(self.language, str):
            raise ValueError(f"language {self.language!r}")
        if not isinstance(self.animation, bool):
            raise ValueError(f"animation {self.animation!r}")

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
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        """Raises ValueError, TypeError or RulesError for anything out of place."""
        rules = data.get("rules", {})
        if not isinstance(rules, dict):
            raise ValueError("rules")
        return cls(
            rules=Rules(**rules),
            language=data.get("language"),
            card_style=data.get("card_style", "symbols"),
            animation=data.get("animation", True),
            pace=data.get("pace", "calm"),
            bidi=data.get("bidi", "logical"),
        )


def load_settings(folder: Path) -> Settings:
    """The saved settings, or the defaults; an unreadable file raises UnreadableFile."""
    return load_json(folder / FILE, Settings.from_json, Settings(), (ValueError, TypeError, RulesError))


def save_settings(folder: Path, settings: Settings) -> None:
    write_json(folder / FILE, settings.to_json())
