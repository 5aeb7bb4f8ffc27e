"""Small, meaningful engine errors: each carries the offending input so a UI can explain it."""

from __future__ import annotations


class EngineError(ValueError):
    """Base class for every error the engine raises on bad input."""


class DeckError(EngineError):
    """A deck string that is not exactly the 52 cards.

    ``kind`` is one of ``"unknown"``, ``"duplicate"``, ``"missing"``, ``"count"``;
    ``detail`` holds the card code(s) or the count involved, for the message.
    """

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail


class RulesError(EngineError):
    """A rule knob out of range or an unknown preset: ``knob`` names it, ``value`` is what was given."""

    def __init__(self, knob: str, value: object, allowed: str, choices: tuple[str, ...] = ()) -> None:
        super().__init__(f"{knob}={value!r} (allowed: {allowed})")
        self.knob = knob
        self.value = value
        self.allowed = allowed
        self.choices = choices
        """The allowed names, when they are names rather than a range (for a translated list)."""


MAX_DEAL = 2**32 - 1
"""The largest deal number: a deal number seeds the 32-bit PCG that shuffles its deck."""


class DealError(EngineError):
    """A deal number outside 1 .. :data:`MAX_DEAL`."""

    def __init__(self, value: object) -> None:
        super().__init__(f"deal {value!r} (allowed: 1..{MAX_DEAL})")
        self.value = value


class GameOverError(EngineError):
    """Asked to play on after the game has ended."""
