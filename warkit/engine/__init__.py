"""The War engine: cards, deals, rules, the game state machine and its events.

Imports nothing from the UI or i18n; events carry data, never sentences.
"""

from .cards import CARDS, RANKS, SUITS, Card, format_deck, parse_deck
from .errors import DealError, DeckError, EngineError, GameOverError, RulesError
from .events import (
    CardsPutDown,
    CardsReturned,
    CardsTurned,
    Dealt,
    Event,
    GameOver,
    GameStats,
    Outcome,
    PileTaken,
    Play,
    PlayerOut,
    PlayerShort,
    Reason,
    WarDeclared,
)
from .game import MAX_DEAL, Game, Phase, TableCard, check_deal, deal_order
from .rules import PRESETS, Rules

__all__ = [
    "CARDS", "MAX_DEAL", "PRESETS", "RANKS", "SUITS", "Card", "CardsPutDown", "CardsReturned",
    "CardsTurned", "DealError", "Dealt", "DeckError", "EngineError", "Event", "Game", "GameOver",
    "GameOverError", "GameStats", "Outcome", "Phase", "PileTaken", "Play", "PlayerOut", "PlayerShort",
    "Reason", "Rules", "RulesError", "TableCard", "WarDeclared", "check_deal", "deal_order",
    "format_deck", "parse_deck",
]
