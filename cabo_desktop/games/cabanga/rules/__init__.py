"""Cabanga!'s rules model (pure Python, no pygame): cards, variants, actions, events, the engine
and each seat's observation."""

from .actions import PASS, NotationError, Pass, Play, Throw, format_action, parse_action
from .cards import COLOURS, SIDES, START, Card, parse_card
from .engine import GameState, IllegalAction, SetupError, apply, is_legal, legal_actions, new_game
from .observation import Observation, observe
from .variant import VariantError, load_builtin, load_variant_text

__all__ = ["PASS", "NotationError", "Pass", "Play", "Throw", "format_action", "parse_action", "COLOURS", "SIDES",
           "START", "Card", "parse_card", "GameState", "IllegalAction", "SetupError", "apply", "is_legal",
           "legal_actions", "new_game", "Observation", "observe", "VariantError", "load_builtin", "load_variant_text"]
