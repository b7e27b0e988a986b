"""Kobito's rules model (no pygame)."""

from .actions import NotationError, format_action, parse_action
from .engine import GameState, IllegalAction, SetupError, apply, legal_actions, new_game
from .observation import Observation, observe
from .variant import VariantError, load_builtin

__all__ = ["GameState", "IllegalAction", "NotationError", "Observation", "SetupError", "VariantError", "apply",
           "format_action", "legal_actions", "load_builtin", "new_game", "observe", "parse_action"]
