"""Your plate on Cabanga!'s table (ui/own_plate.py): your medallion, your name and two figures,
the cards in your hand (a small card back) and your penalty points (a grumpy face, as the cards
print a point)."""

from __future__ import annotations

import pygame

from ....ui import assets, card_pictures, own_plate
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


def bubble_room(lay) -> pygame.Rect:
    """Where your short bubble lies: over your medallion's crown, across your plate's top edge and
    the felt above it, short of the lane over your plate (a third review s50: across your name's
    line it hid "You" and almost touched your figures; a second one: over the plate's top edge it
    had touched the lane), as wide as your plate; it reaches down over the medallion's top fifth
    at most, so no name, figure or card is under it."""
    plate = lay.seats[lay_viewer(lay)].plate
    face = parts(plate, lay.name_size)[0]
    above = [row.rect.bottom for row in lay.rows if row.rect.bottom <= plate.top
             and row.rect.left < plate.right and plate.left < row.rect.right]
    top = max(above, default=plate.top - px(10)) + px(2)
    return pygame.Rect(plate.x, top, plate.w, face.top + face.h // 5 - top)


def lay_viewer(lay) -> int:
    """The viewer's seat in `lay`: the one without an opponent's parts."""
    return next(seat for seat, place in lay.seats.items() if place.parts is None)


def bubble_type(lay, text: str) -> int:
    """The type size of your bubble saying `text`: grown with the table (a review s50: at 1920x1080
    it was tiny beside your medallion), as large as keeps its pill in `bubble_room`, down to a
    step under your name's size (if even that does not fit, it lies elsewhere: view.place_bubble)."""
    room = bubble_room(lay)
    least = max(px(15), lay.name_size * 7 // 8)
    size = max(px(19), lay.name_size * 5 // 4)
    while size > least and (assets.text(text, size, bold=True).get_height() + px(10) > room.h
                              or assets.text(text, size, bold=True).get_width() + px(24) > room.w):
        size -= 1
    return size
