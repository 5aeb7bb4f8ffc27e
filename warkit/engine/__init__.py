"""The War engine: cards, deals, rules, the game state machine and its events.

Imports nothing from the UI or i18n; events carry data, never sentences.
"""

from .cards import CARDS, RANKS, SUITS, Card, format_deck, parse_deck
from .errors import MAX_DEAL, DealError, DeckError, EngineError, GameOverError, RulesError
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
from .game import Game, Phase, TableCard, check_deal, deal_order, random_deal, read_number
from .knobs import Aces, AtLimit, BothShort, Knob, KnobValue, RunOut, WonCards
from .rules import PRESETS, Rules

__all__ = [
    "CARDS", "MAX_DEAL", "Aces", "AtLimit", "BothShort", "Knob", "KnobValue",
    "RunOut", "WonCards", "random_deal", "PRESETS", "RANKS", "SUITS", "Card", "CardsPutDown", "CardsReturned",
    "CardsTurned", "DealError", "Dealt", "DeckError", "EngineError", "Event", "Game", "GameOver",
    "GameOverError", "GameStats", "Outcome", "Phase", "PileTaken", "Play", "PlayerOut", "PlayerShort",
    "Reason", "Rules", "RulesError", "TableCard", "WarDeclared", "check_deal", "deal_order",
    "format_deck", "parse_deck", "read_number",
]
