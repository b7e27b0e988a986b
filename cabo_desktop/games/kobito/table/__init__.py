"""Kobito's table view (pygame): what `Game.ui()` returns for Kobito (its table, replays and tutorial)."""

from __future__ import annotations

from .art import card_back, card_face
from .replay import ReplayScene
from .scene import HELP_LINES, TableScene
from .tutorial import TutorialScene

__all__ = ["HELP_LINES", "ReplayScene", "TableScene", "TutorialScene", "card_back", "card_face", "rules_pictures"]


def rules_pictures(variant) -> dict[str, list]:
    """Rule line -> cards drawn next to it on the rules screen (none yet for Kobito)."""
    return {}
