"""CABO's table view (pygame): what `Game.ui()` returns for CABO, for the shell to build tables,
replays and the tutorial, and to draw CABO's cards on the title and rules screens."""

from __future__ import annotations

import pygame

from ..rules.cards import Card
from ..rules_text import ability_groups
from .art import card_back, card_face
from .portraits import portrait_faces
from .replay import ReplayScene
from .scene import HELP_LINES, TableScene
from .tutorial import TutorialScene

__all__ = ["HELP_LINES", "MOMENT_TONE", "POSTER", "ReplayScene", "TableScene", "TutorialScene", "card_back", "card_face", "portrait_faces",
           "rules_pictures", "title_fan"]

# the tone of the game-over moment (ui/scenes/game_over.py): calm, loud or cosy (docs/look.md)
MOMENT_TONE = "calm"

# the game's poster (ui/shell_art.py: the title's tile, the tutorial's chooser, the hand-off's plate,
# the rules' ribbon), calm night blue, its gold on the ribbon (docs/look.md): its sky (top, foot), the tint of its back's
# pattern, its ribbon (top, foot, ink), colour bands across it, a rainbow behind its fan
POSTER = {"sky": ((26, 40, 96), (8, 12, 36)), "pattern": (120, 150, 235),
          "ribbon": ((40, 58, 132), (22, 32, 84), (250, 214, 90))}


def title_fan(size: tuple[int, int]) -> list[pygame.Surface]:
    """Five CABO cards turned as a fan, for the title screen: cards without an ability band (s52
    review: the bands' words showed cut by the card in front, 'PE', 'S', 'SW')."""
    cards = [("0", None), ("2", None), ("3", None), ("5", None), ("13", None)]
    return [pygame.transform.rotozoom(card_face(Card(rank, int(rank), None, ability), size), 16 - 8 * i, 1.0)
            for i, (rank, ability) in enumerate(cards)]


def rules_pictures(variant) -> dict[str, list]:
    """Rule line -> the cards drawn next to it on the rules screen: the ability cards."""
    return {group.sentence: group.sample_cards(variant) for group in ability_groups(variant)}
