"""The player's settings: the rules they play, language, card style, animation, pace, right-to-left
text, and whether to ask before an unfinished game is left.

They live in the config folder (:func:`~warkit.storage.files.config_dir`). warkit kept them in the
data folder before, so a game's start moves that file to the config folder
(:func:`move_settings`); until it has been moved, it is read where it is (:func:`settings_place`).
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import Rules, RulesError
from ..i18n.bidi import LOGICAL, MODES
from ..safe.atomic import write_atomically
from ..safe.untrusted import UntrustedFileError, read_text
from .files import MAX_BYTES, load_json, save_json

FILE = "settings.json"
VERSION = 3
"""1: the unversioned file of the first releases (the same fields); 2: with its version; 3: a
card style the player never chose is ``null`` (the terminal decides).

A setting added since (``bidi``, ``ask_before_leaving``) keeps its default when the file does not
name it, so an older file still loads with every choice the player made, without a new version."""
CARD_STYLES = ("symbols", "ascii")
PACES = ("calm", "quick")


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
        )


def load_settings(folder: Path, *, move_aside: bool = True) -> Settings:
    """The saved settings, or the defaults; an unreadable file raises UnreadableFile.

    Only the game moves an unreadable file aside (and says so); a command that merely wants the
    saved language passes ``move_aside=False`` and leaves it for the game to report.
    """
    return load_json(
        folder / FILE, Settings.from_json, Settings(), (ValueError, TypeError, RulesError),
        version=VERSION, migrations={1: lambda data: data, 2: _unchosen_symbols}, move_aside=move_aside,
    )


def _unchosen_symbols(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 wrote the default card style, symbols, whether or not the player chose it: it
    becomes unchosen, so the Linux console draws Letters. Letters, never a default, stays chosen."""
    if data.get("card_style") == "symbols":
        return {**data, "card_style": None}
    return data


def save_settings(folder: Path, settings: Settings) -> None:
    save_json(folder / FILE, settings.to_json(), version=VERSION)


def settings_place(data: Path, config: Path) -> Path:
    """The folder the settings are read from: the config folder, unless only the data folder holds
    a settings file (from before settings moved, and not moved yet): then that one is still the
    player's, and it is read where it is."""
    if data == config or os.path.lexists(config / FILE) or not os.path.lexists(data / FILE):
        return config
    return data


def move_settings(data: Path, config: Path) -> Path:
    """Move the settings from the data folder, where warkit kept them before, to the config folder;
    the folder to read them from now.

    Nothing is lost: the text is copied as it is (its version and every field, even one this
    warkit does not read) and the old file removed only once the copy is written. When the config
    folder already holds settings, those win and the old file is left as it is (never read again,
    never deleted). When the copy cannot be made (the config folder refuses) or the old file
    cannot be read as text, it stays where it is and is read there: the next start tries again,
    and a damaged file is set aside and told as in any folder.
    """
    if settings_place(data, config) == config:
        return config
    old = data / FILE
    try:
        text = read_text(old, MAX_BYTES)
        write_atomically(config / FILE, text, private=True)
    except (UntrustedFileError, OSError):
        return data
    try:
        old.unlink()
    except OSError:  # a read-only data folder: the copy wins from now on, the old file stays
        pass
    return config
