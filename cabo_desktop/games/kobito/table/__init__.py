"""Kobito's table view (pygame): what `Game.ui()` returns for Kobito (its table, replays and tutorial,
and its cards on the title screen)."""

from __future__ import annotations

import pygame

from ..rules.cards import KOBITO, RAINBOW, Card
from .art import card_back, card_face, gold_face
from .portraits import portrait_faces
from .replay import ReplayScene
from .scene import HELP_LINES, TableScene
from .tutorial import TutorialScene

__all__ = ["HELP_LINES", "MOMENT_TONE", "POSTER", "ReplayScene", "TableScene", "TutorialScene", "card_back", "card_face", "portrait_faces",
           "rules_pictures", "title_fan"]

# the tone of the game-over moment (ui/scenes/game_over.py): calm, loud or cosy (docs/look.md)
MOMENT_TONE = "cosy"

# the game's poster (ui/shell_art.py: the title's tile, the tutorial's chooser, the hand-off's plate,
# the rules' ribbon), bright: a rainbow on an indigo sky, a gold ribbon (docs/look.md): its sky (top, foot), the tint of its back's
# pattern, its ribbon (top, foot, ink), colour bands across it, a rainbow behind its fan
POSTER = {"sky": ((52, 34, 104), (14, 12, 44)), "pattern": (255, 226, 150),
          "ribbon": ((252, 218, 96), (214, 160, 40), (25, 25, 30)), "rainbow": True}


def rules_pictures(variant) -> dict[str, list]:
    """Rule line -> cards drawn next to it on the rules screen (none yet for Kobito)."""
    return {}


def title_fan(size: tuple[int, int]) -> list[pygame.Surface]:
    """Five Kobito cards turned as a fan for the title's tile: a rainbow 3-4-5, a Kobito and a pot of gold."""
    faces = [card_face(Card(RAINBOW, n, c), size) for n, c in ((3, "r"), (4, "y"), (5, "b"))]
    faces += [card_face(Card(KOBITO, 1), size), gold_face(7, 5, size)]
    return [pygame.transform.rotozoom(face, 16 - 8 * i, 1.0) for i, face in enumerate(faces)]
