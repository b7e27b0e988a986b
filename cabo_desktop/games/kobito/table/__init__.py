"""Kobito's table view (pygame): what `Game.ui()` returns for Kobito (its table, replays and tutorial,
and its cards on the title screen)."""

from __future__ import annotations

import pygame

from ..rules.cards import KOBITO, RAINBOW, Card
from .art import card_back, card_face, gold_face
from .replay import ReplayScene
from .scene import HELP_LINES, TableScene
from .tutorial import TutorialScene

__all__ = ["HELP_LINES", "MOMENT_TONE", "ReplayScene", "TableScene", "TutorialScene", "card_back", "card_face", "rules_pictures",
           "title_fan"]

# the tone of the game-over moment (ui/scenes/game_over.py): calm, loud or cosy (docs/look.md)
MOMENT_TONE = "cosy"


def rules_pictures(variant) -> dict[str, list]:
    """Rule line -> cards drawn next to it on the rules screen (none yet for Kobito)."""
    return {}


def title_fan(size: tuple[int, int]) -> list[pygame.Surface]:
    """Five Kobito cards turned as a fan for the title's tile: a rainbow 3-4-5, a Kobito and a pot of gold."""
    faces = [card_face(Card(RAINBOW, n, c), size) for n, c in ((3, "r"), (4, "y"), (5, "b"))]
    faces += [card_face(Card(KOBITO, 1), size), gold_face(7, 5, size)]
    return [pygame.transform.rotozoom(face, 16 - 8 * i, 1.0) for i, face in enumerate(faces)]
