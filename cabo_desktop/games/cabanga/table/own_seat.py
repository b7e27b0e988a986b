"""Your plate on Cabanga!'s table (ui/own_plate.py): your medallion, your name and two figures,
the cards in your hand (a small card back) and your penalty points (a grumpy face, as the cards
print a point)."""

from __future__ import annotations

import pygame

from ....ui import card_pictures, own_plate
from ....ui.card_art import sprite
from ....ui.theme import px
from . import art

parts = own_plate.parts


def _back(icon_h: int) -> pygame.Surface:
    return art.card_back((max(6, int(icon_h * 0.7)), icon_h))


def _grumpy(icon_h: int) -> pygame.Surface:
    side = icon_h - px(2)
    return sprite(("cabanga-own-point", side), lambda: card_pictures.grumpy((236, 226, 204), (70, 30, 30)), (side, side))


def draw(surface: pygame.Surface, table, plate: pygame.Rect, lay, cards: int, points: int, current: bool) -> None:
    """Your plate's face, name and figures, kept as one picture."""
    own_plate.draw(surface, table, plate, lay, (("cards", _back, cards), ("points", _grumpy, points)), current,
                   "cabanga")


def draw_figures(surf: pygame.Surface, strip: pygame.Rect, size: int, cards: int, points: int) -> list[pygame.Rect]:
    """The two figures on their strip; returns the two icons' places (for the tests)."""
    icon_h = strip.h - px(6)
    return own_plate.draw_figures(surf, strip, size, [(_back(icon_h), cards), (_grumpy(icon_h), points)])
