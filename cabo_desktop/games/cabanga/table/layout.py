"""Where everything sits on Cabanga!'s table, computed from the window size and the seats (no
drawing): the opponents' plates along the top, the four rows in the middle (a pile each side of
the row's number line), the penalty and thrown piles at their left, your hand fanned at the
bottom with your plate and the buttons, the banner and the side panel."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from ....ui.table_kit import between, card_size, hand_band, other_plates, table_frame
from ..rules.cards import COLOURS

KEY_LABEL_H = 17  # the number key under each card of your hand


@dataclass(frozen=True)
class RowPlace:
    rect: pygame.Rect
    left: pygame.Rect  # the left pile's top card
    right: pygame.Rect
    strip: pygame.Rect  # the row card: its colour's number line
    cells: tuple[pygame.Rect, ...]  # value 1 .. top


@dataclass(frozen=True)
class SeatPlace:
    plate: pygame.Rect
    fan: pygame.Rect  # where its cards are drawn (and fly to)


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    play: pygame.Rect
    panel: pygame.Rect
    banner: pygame.Rect
    hand: pygame.Rect  # the viewer's fanned hand
    hand_card: tuple[int, int]
    buttons: pygame.Rect  # the action buttons, one above the other
    rows: tuple[RowPlace, ...]
    pile_card: tuple[int, int]
    penalty: pygame.Rect
    thrown: pygame.Rect
    side_column: pygame.Rect  # the column of the penalty and thrown piles (their labels fit in it)
    seats: dict  # seat -> SeatPlace
    small_card: tuple[int, int]  # the opponents' cards


@lru_cache(maxsize=16)
def compute_layout(size: tuple[int, int], n: int, viewer: int, top_value: int = 18) -> Layout:
    w, h = size
    m, play, panel, banner = table_frame(size)
    hand_h = int(h * 0.25)
    band = hand_band(banner, hand_h)
    plate_w = max(120, min(200, int(play.w * 0.16)))
    button_w = max(120, min(190, int(play.w * 0.17)))
    own_plate = pygame.Rect(band.x, band.y + hand_h // 4, plate_w, hand_h // 2)
    buttons = pygame.Rect(band.right - button_w, band.y + hand_h // 5, button_w, int(hand_h * 0.7))
    hand = between(own_plate, buttons, band)
    hand_card = card_size(int(hand_h * 0.76))

    top_h = int(h * 0.16)
    top = pygame.Rect(m, m, play.w - 2 * m, top_h)
    seats: dict[int, SeatPlace] = {viewer: SeatPlace(own_plate, hand)}
    for seat, plate in other_plates(top, viewer, n, 300):
        fan = pygame.Rect(plate.x + 8, plate.y + int(top_h * 0.47), plate.w - 16, int(top_h * 0.48))
        seats[seat] = SeatPlace(plate, fan)
    small_card = card_size(int(top_h * 0.46))

    middle = pygame.Rect(m, top.bottom + 8, play.w - 2 * m, band.top - 8 - top.bottom - 8)
    row_h = middle.h // len(COLOURS)
    pile_card = card_size(int(row_h * 0.9))
    column_w = max(pile_card[0] + 30, int(play.w * 0.1))
    penalty = pygame.Rect(0, 0, *pile_card)
    penalty.midtop = (middle.x + column_w // 2, middle.y + row_h // 4)
    thrown = pygame.Rect(0, 0, *pile_card)
    thrown.midtop = (middle.x + column_w // 2, middle.y + middle.h // 2 + row_h // 4)
    rows = []
    x0 = middle.x + column_w + 12
    for r in range(len(COLOURS)):
        rect = pygame.Rect(x0, middle.y + r * row_h, middle.right - x0, row_h)
        left = pygame.Rect(0, 0, *pile_card)
        left.midleft = (rect.x + 4, rect.centery)
        right = pygame.Rect(0, 0, *pile_card)
        right.midright = (rect.right - 4, rect.centery)
        strip = pygame.Rect(left.right + 14, rect.y + int(row_h * 0.16), right.left - 14 - left.right - 14,
                            int(row_h * 0.68))
        cell_w = (strip.w - 16) / top_value
        cell_h = max(12, int(strip.h * 0.52))
        cells = tuple(pygame.Rect(int(strip.x + 8 + k * cell_w) + 1, strip.bottom - cell_h - 5, int(cell_w) - 2, cell_h)
                      for k in range(top_value))
        rows.append(RowPlace(rect, left, right, strip, cells))
    side_column = pygame.Rect(middle.x, middle.y, column_w, middle.h)
    return Layout(size, play, panel, banner, hand, hand_card, buttons, tuple(rows), pile_card, penalty, thrown,
                  side_column, seats, small_card)


def hand_slots(lay: Layout, count: int) -> list[pygame.Rect]:
    """The viewer's cards fanned across the hand area (overlapping when there are many)."""
    if count <= 0:
        return []
    cw, ch = lay.hand_card
    area = lay.hand
    step = min(cw + 8, (area.w - cw) / max(1, count - 1)) if count > 1 else 0
    width = cw + step * (count - 1)
    x0 = area.centerx - width / 2
    y = area.bottom - ch - KEY_LABEL_H  # room below for each card's number key, clear of the banner
    return [pygame.Rect(int(x0 + k * step), y, cw, ch) for k in range(count)]


def fan_slots(place: SeatPlace, count: int, card: tuple[int, int]) -> list[pygame.Rect]:
    """An opponent's cards as a small overlapping fan inside its plate."""
    if count <= 0:
        return []
    cw, ch = card
    area = place.fan
    step = min(cw * 0.55, (area.w - cw) / max(1, count - 1)) if count > 1 else 0
    width = cw + step * (count - 1)
    x0 = area.centerx - width / 2
    return [pygame.Rect(int(x0 + k * step), area.bottom - ch, cw, ch) for k in range(count)]
