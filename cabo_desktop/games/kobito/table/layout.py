"""Where everything sits on Kobito's table (no drawing): the other players' plates along the top
(each with its workshop rainbows), the pots of gold in the middle (the gold card, then its
rainbow's places up to the length it asks for), the rainbow deck and the discard pile at their
left, your workshop rainbows above your hand at the bottom with your plate and the buttons, the
banner and the side panel."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Sequence

import pygame

from ....ui.table_kit import between, card_size, hand_band, other_plates, table_frame
NARROW_PLATE = 250  # an opponent's plate narrower than this (five opponents) stacks its hand


@dataclass(frozen=True)
class PotPlace:
    area: pygame.Rect
    gold: pygame.Rect
    row: pygame.Rect  # where its rainbow's cards lie, left to right


@dataclass(frozen=True)
class SeatPlace:
    plate: pygame.Rect
    workshop: pygame.Rect  # its workshop rainbows (small, one row each)
    fan: pygame.Rect  # its hand
    text_right: int  # where its name and points line end


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    play: pygame.Rect
    panel: pygame.Rect
    banner: pygame.Rect
    hand: pygame.Rect
    hand_card: tuple[int, int]
    buttons: pygame.Rect
    workshop: pygame.Rect  # your workshop rainbows
    workshop_card: tuple[int, int]
    pots: tuple[PotPlace, ...]
    pot_card: tuple[int, int]
    deck: pygame.Rect
    discard: pygame.Rect
    seats: dict
    small_card: tuple[int, int]
    tiny_card: tuple[int, int]  # the cards of the other players' workshops
    workshop_label: pygame.Rect = field(default_factory=pygame.Rect)  # "Your workshop", left of its rainbows


@lru_cache(maxsize=16)
def compute_layout(size: tuple[int, int], n: int, viewer: int, pots: int = 3) -> Layout:
    w, h = size
    m, play, panel, banner = table_frame(size)
    hand_h = int(h * 0.2)
    band = hand_band(banner, hand_h)
    plate_w = max(120, min(190, int(play.w * 0.16)))
    button_w = max(130, min(200, int(play.w * 0.18)))
    own_plate = pygame.Rect(band.x, band.y + hand_h // 6, plate_w, int(hand_h * 0.66))
    buttons = pygame.Rect(band.right - button_w, band.y, button_w, hand_h)
    hand = between(own_plate, buttons, band)
    hand_card = card_size(int(hand_h * 0.9))
    ws_h = int(h * 0.13)
    label_w = max(96, min(124, int(play.w * 0.11)))  # the workshop's name, left of its rainbows
    workshop_label = pygame.Rect(m, band.top - 6 - ws_h, label_w, ws_h)
    workshop = pygame.Rect(m + label_w + 6, band.top - 6 - ws_h, play.w - 2 * m - label_w - 6, ws_h)
    workshop_card = card_size(int(ws_h * 0.86))

    top_h = int(h * 0.17)
    top = pygame.Rect(m, m, play.w - 2 * m, top_h)
    seats: dict[int, SeatPlace] = {viewer: SeatPlace(own_plate, workshop, hand, own_plate.right - 8)}
    small_card = sw, sh = card_size(int(top_h * 0.34))
    for seat, plate in other_plates(top, viewer, n, 320):
        pw = plate.w
        band = pygame.Rect(plate.x + 8, plate.y + int(top_h * 0.46), pw - 16, int(top_h * 0.5))
        if pw < NARROW_PLATE:  # the name needs the whole top line: the hand is a stack beside the workshop
            fan = pygame.Rect(band.right - sw - 6, band.centery - sh // 2, sw + 6, sh)
            shop = pygame.Rect(band.x, band.y, fan.left - 10 - band.x, band.h)
            seats[seat] = SeatPlace(plate, shop, fan, plate.right - 8)
        else:
            fan = pygame.Rect(plate.right - int(pw * 0.42), plate.y + 6, int(pw * 0.42) - 8, int(top_h * 0.36))
            seats[seat] = SeatPlace(plate, band, fan, fan.left - 6)
    th = max(18, int(top_h * 0.3))
    tiny_card = (int(th * 0.72), th)

    middle = pygame.Rect(m, top.bottom + 8, play.w - 2 * m, workshop.top - 8 - top.bottom - 8)
    column_w = max(80, int(play.w * 0.1))
    pot_card = card_size(min(int(middle.h * 0.42), 120))
    deck = pygame.Rect(0, 0, *pot_card)
    deck.midtop = (middle.x + column_w // 2, middle.y + 4)
    discard = pygame.Rect(0, 0, *pot_card)
    discard.midbottom = (middle.x + column_w // 2, middle.bottom - 22)
    area_x = middle.x + column_w + 8
    pot_h = (middle.h - 8 * (pots - 1)) // pots
    places = []
    for k in range(pots):
        area = pygame.Rect(area_x, middle.y + k * (pot_h + 8), middle.right - area_x, pot_h)
        gh = area.h - 8
        gold = pygame.Rect(area.x + 6, area.y + 4, int(gh * 0.72), gh)
        row = pygame.Rect(gold.right + 14, area.y + 4, area.right - gold.right - 20, gh)
        places.append(PotPlace(area, gold, row))
    return Layout(size, play, panel, banner, hand, hand_card, buttons, workshop, workshop_card, tuple(places),
                  pot_card, deck, discard, seats, small_card, tiny_card, workshop_label)


def row_slots(row: pygame.Rect, count: int, card: tuple[int, int], first: int = 0,
              tiles: bool = False) -> list[pygame.Rect]:
    """`count` card places along a row, from place `first` (cards a little apart, or overlapping
    when there are many; `tiles`: never overlapping, narrower instead, for number chips)."""
    cw, ch = card
    ch = min(ch, row.h)
    cw = min(cw, int(ch * 0.7))
    if tiles and count > 1 and count * (cw + 2) > row.w:
        step = row.w / count
        cw = max(8, int(step) - 2)
    else:
        step = min(cw + 6, (row.w - cw) / max(1, count - 1)) if count > 1 else 0
    return [pygame.Rect(int(row.x + (first + k) * step), row.centery - ch // 2, cw, ch) for k in range(count)]


def hand_slots(lay: Layout, count: int) -> list[pygame.Rect]:
    if count <= 0:
        return []
    cw, ch = lay.hand_card
    step = min(cw + 10, (lay.hand.w - cw) / max(1, count - 1)) if count > 1 else 0
    width = cw + step * (count - 1)
    x0 = lay.hand.centerx - width / 2
    return [pygame.Rect(int(x0 + k * step), lay.hand.bottom - ch - 2, cw, ch) for k in range(count)]


def workshop_rows(area: pygame.Rect, places: Sequence[int], card_w: int) -> list[pygame.Rect]:
    """The rows of a workshop's rainbows, side by side, each as wide as its `places` cards need a
    little apart, or all narrowed alike when they do not fit."""
    need = [max(1, k) * (card_w + 6) for k in places]
    gap = 10 if sum(need) + 10 * (len(need) - 1) <= area.w else 4  # crowded: the rows closer
    scale = min(1.0, (area.w - gap * (len(need) - 1)) / max(1, sum(need)))
    rows, x = [], area.x
    for width in need:  # never wider than the area leaves: a crowded workshop's chips get narrower
        rows.append(pygame.Rect(int(x), area.y, max(1, int(width * scale)), area.h))
        x += width * scale + gap
    return rows
