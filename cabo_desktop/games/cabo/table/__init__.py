"""CABO's table view (pygame): what `Game.ui()` returns for CABO, for the shell to build tables,
replays and the tutorial, and to draw CABO's cards on the title and rules screens."""

from __future__ import annotations

import pygame

from ..rules.cards import Ability, Card
from ..rules_text import ability_groups
from .art import card_back, card_face
from .portraits import portrait_faces
from .replay import ReplayScene
from .scene import HELP_LINES, TableScene
from .tutorial import TutorialScene

__all__ = ["HELP_LINES", "MOMENT_TONE", "ReplayScene", "TableScene", "TutorialScene", "card_back", "card_face", "portrait_faces",
           "rules_pictures", "title_fan"]

# the tone of the game-over moment (ui/scenes/game_over.py): calm, loud or cosy (docs/look.md)
MOMENT_TONE = "calm"


def title_fan(size: tuple[int, int]) -> list[pygame.Surface]:
    """Five CABO cards turned as a fan, for the title screen."""
    cards = [("0", None), ("7", Ability.PEEK), ("9", Ability.SPY), ("11", Ability.SWAP), ("13", None)]
    return [pygame.transform.rotozoom(card_face(Card(rank, int(rank), None, ability), size), 16 - 8 * i, 1.0)
            for i, (rank, ability) in enumerate(cards)]


def rules_pictures(variant) -> dict[str, list]:
    """Rule line -> the cards drawn next to it on the rules screen: the ability cards."""
    return {group.sentence: group.sample_cards(variant) for group in ability_groups(variant)}
