"""The CABO rules model: pure Python, no pygame.

Use `new_game`, `legal_actions`, `apply` and `observe`; everything else is detail.
"""

from .actions import (
    Action, CallCabo, DiscardDrawn, DrawFromDeck, Exchange, GiveCard, InitialPeek, KeepCards,
    LookAndSwap, NotationError, PassSnap, Peek, PlaceAtEnd, Snap, Spy, Swap, TakeDiscard,
    format_action, parse_action,
)
from .cards import Ability, Card
from .engine import IllegalAction, SetupError, apply, deck_from_codes, legal_actions, new_game
from .observation import Observation, SlotView, observe
from .state import GameState, Phase, RoundResult, RoundState
from .variant import BUILTIN_NAMES, Variant, VariantError, load_builtin, load_variant_file

__all__ = [
    "Ability", "Action", "BUILTIN_NAMES", "CallCabo", "Card", "DiscardDrawn", "DrawFromDeck", "Exchange",
    "GameState", "GiveCard", "IllegalAction", "InitialPeek", "KeepCards", "LookAndSwap", "NotationError",
    "Observation", "PassSnap", "Peek", "Phase", "PlaceAtEnd", "RoundResult", "RoundState", "SetupError",
    "SlotView", "Snap", "Spy", "Swap", "TakeDiscard", "Variant", "VariantError", "apply", "deck_from_codes",
    "format_action", "legal_actions", "load_builtin", "load_variant_file", "new_game", "observe",
    "parse_action",
]
