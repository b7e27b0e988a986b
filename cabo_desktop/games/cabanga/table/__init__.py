"""Cabanga!'s table view (pygame): what `Game.ui()` returns for Cabanga!, for the shell to build
tables, replays and the tutorial and to draw Cabanga!'s cards on the title and rules screens."""

from __future__ import annotations

import pygame

from ..rules.cards import Card
from ..rules_text import picture_cards
from .art import card_back, card_face as _card_face
from .portraits import portrait_faces
from .replay import ReplayScene
from .scene import HELP_LINES, TableScene
from .tutorial import TutorialScene

__all__ = ["HELP_LINES", "MOMENT_TONE", "POSTER", "ReplayScene", "TableScene", "TutorialScene", "card_back", "card_face", "portrait_faces",
           "rules_pictures", "title_fan"]

# the tone of the game-over moment (ui/scenes/game_over.py): calm, loud or cosy (docs/look.md)
MOMENT_TONE = "loud"

# the game's poster (ui/shell_art.py: the title's tile, the tutorial's chooser, the hand-off's plate,
# the rules' ribbon), loud: its four colours in bands, a red ribbon (docs/look.md): its sky (top, foot), the tint of its back's
# pattern, its ribbon (top, foot, ink), colour bands across it, a rainbow behind its fan
POSTER = {"sky": ((46, 26, 44), (14, 10, 20)), "pattern": (235, 205, 160),
          "ribbon": ((212, 48, 56), (150, 26, 36), (240, 240, 235)),
          "bands": ((212, 48, 56), (40, 96, 206), (240, 190, 40), (40, 150, 70))}


def card_face(card, size: tuple[int, int]):
    """A card's face for the shell's screens: a Card, or (Card, penalty symbols) from rules_pictures."""
    if isinstance(card, tuple):
        return _card_face(card[0], size, card[1])
    return _card_face(card, size)


def rules_pictures(variant) -> dict[str, list]:
    """Rule line -> the cards drawn next to it on the rules screen: the penalty points of the values."""
    return picture_cards(variant)


def title_fan(size: tuple[int, int]) -> list[pygame.Surface]:
    """Five Cabanga! cards turned as a fan for the title's tile: the four colours and the 18."""
    cards = [(Card("red", 3), 1), (Card("blue", 7), 1), (Card("violet", 11), 2), (Card("yellow", 14), 2),
             (Card("red", 18), 3)]
    return [pygame.transform.rotozoom(_card_face(card, size, symbols), 16 - 8 * i, 1.0)
            for i, (card, symbols) in enumerate(cards)]
