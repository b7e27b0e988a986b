"""Where everything sits on Cabanga!'s table, computed from the window size and the seats (no
drawing): the opponents' plates along the top (portrait, name and score on a line, the hand
fanned below it), the four rows in a felt tray in the middle (a pile each side of the row's
number line), the penalty and thrown piles in a tray at their left, your hand in a walnut tray at
the bottom right of your plate (where a throw window's buttons show), the banner and the side panel. Everything keeps
inside the felt's rail and grows with the window."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from ....ui.theme import px, ui_scale
from ....ui.table_kit import card_size, other_plates
from ....ui.table_trays import foot_row, mat_floor
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
    fan: pygame.Rect  # where its cards are drawn (and fly to): below its name line, never over it
    head: pygame.Rect = field(default_factory=pygame.Rect)  # the portrait, name and score line


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    play: pygame.Rect
    panel: pygame.Rect
    banner: pygame.Rect
    hand: pygame.Rect  # the viewer's fanned hand
    hand_card: tuple[int, int]
    buttons: pygame.Rect  # the action buttons, one above the other, over your plate
    rows: tuple[RowPlace, ...]
    pile_card: tuple[int, int]
    penalty: pygame.Rect
    thrown: pygame.Rect
    side_column: pygame.Rect  # the column of the penalty and thrown piles (their labels fit in it)
    seats: dict  # seat -> SeatPlace
    small_card: tuple[int, int]  # the opponents' cards
    mat: pygame.Rect = field(default_factory=pygame.Rect)  # the walnut tray your hand lies in
    rows_tray: pygame.Rect = field(default_factory=pygame.Rect)  # the felt tray of the four rows
    text_size: int = 14  # the seats' and piles' captions (Small of docs/look.md, grown with the window)
    name_size: int = 17


def seat_place(plate: pygame.Rect, name_size: int) -> SeatPlace:
    """An opponent's plate: its portrait, name and score on the top line, its hand fanned below it."""
    head_h = name_size + max(px(14), name_size * 14 // 17) + px(10)
    head = pygame.Rect(plate.x + px(8), plate.y + px(6), plate.w - px(16), head_h)
    fan = pygame.Rect(plate.x + px(10), head.bottom + px(2), plate.w - px(20), plate.bottom - px(8) - head.bottom - px(2))
    return SeatPlace(plate, fan, head)


def compute_layout(size: tuple[int, int], n: int, viewer: int, top_value: int = 18) -> Layout:
    """The table's places for a window of `size` with `n` seats seen from `viewer`, at the UI scale
    in use (fixed lengths are logical: theme.px); see _layout."""
    return _layout(tuple(size), n, viewer, top_value, ui_scale())


@lru_cache(maxsize=16)
def _layout(size: tuple[int, int], n: int, viewer: int, top_value: int, scale: float) -> Layout:
    """compute_layout worked out (cached per size and UI scale)."""
    w, h = size
    foot = foot_row(size, 0.24, px(8))
    play, panel, banner, m = foot.play, foot.panel, foot.banner, foot.margin
    name_size, text_size, hand_h, band, own_plate = foot.name_size, foot.text_size, foot.hand_h, foot.band, foot.own_plate
    # a throw window's buttons take your plate's place while they show (view.draw_seat): your
    # hand's walnut tray runs to the band's right end (issue 40, item 3: the buttons' own column
    # was bare felt but for those windows)
    buttons = own_plate.inflate(-px(12), -px(8))
    mat = pygame.Rect(own_plate.right + px(10), band.y, band.right - own_plate.right - px(10), band.h)
    floor = mat_floor(mat)
    hand = floor.inflate(-px(12), -px(2))
    hand_card = card_size(min(hand.h - px(KEY_LABEL_H), int(hand.w * 0.2 / 0.7)))

    top_h = int(h * 0.17)
    top = pygame.Rect(m, m, play.w - 2 * m, top_h)
    seats: dict[int, SeatPlace] = {viewer: SeatPlace(own_plate, hand, own_plate.inflate(-px(16), -px(12)))}
    plates = other_plates(top, viewer, n, max(px(300), top.w // max(2, n - 1) - px(10)))  # few seats: wide plates
    for seat, plate in plates:
        seats[seat] = seat_place(plate, name_size)
    fan_h = min((s.fan.h for s in seats.values() if s.plate is not own_plate), default=40)
    small_card = card_size(max(px(24), fan_h))

    middle = pygame.Rect(m, top.bottom + px(10), play.w - 2 * m, mat.top - px(10) - top.bottom - px(10))
    row_h = middle.h // len(COLOURS)
    pile_card = card_size(int(row_h * 0.88))
    column_w = max(pile_card[0] + px(40), int(play.w * 0.09))
    side_column = pygame.Rect(middle.x, middle.y, column_w, middle.h)
    penalty = pygame.Rect(0, 0, *pile_card)
    penalty.midtop = (side_column.centerx, middle.y + row_h // 3)
    thrown = pygame.Rect(0, 0, *pile_card)
    thrown.midtop = (side_column.centerx, middle.y + middle.h // 2 + row_h // 3)
    rows = []
    x0 = side_column.right + 10
    rows_tray = pygame.Rect(x0, middle.y, middle.right - x0, middle.h)
    inner = rows_tray.inflate(-px(12), -px(8))
    row_h = inner.h // len(COLOURS)
    for r in range(len(COLOURS)):
        rect = pygame.Rect(inner.x, inner.y + r * row_h, inner.w, row_h)
        left = pygame.Rect(0, 0, *pile_card)
        left.midleft = (rect.x + px(4), rect.centery)
        right = pygame.Rect(0, 0, *pile_card)
        right.midright = (rect.right - px(4), rect.centery)
        strip = pygame.Rect(left.right + px(14), rect.y + int(row_h * 0.08), right.left - px(14) - left.right - px(14),
                            int(row_h * 0.84))
        cell_w = (strip.w - px(16)) / top_value
        cell_h = max(px(12), min(int(strip.h * 0.6), strip.h - text_size - px(14), int(cell_w * 1.1)))  # the name above
        cells = tuple(pygame.Rect(int(strip.x + px(8) + k * cell_w) + px(1), strip.bottom - cell_h - px(5), int(cell_w) - px(2), cell_h)
                      for k in range(top_value))
        rows.append(RowPlace(rect, left, right, strip, cells))
    return Layout(size, play, panel, banner, hand, hand_card, buttons, tuple(rows), pile_card, penalty, thrown,
                  side_column, seats, small_card, mat, rows_tray, text_size, name_size)


def hand_slots(lay: Layout, count: int) -> list[pygame.Rect]:
    """The viewer's cards fanned across the hand area (overlapping when there are many)."""
    if count <= 0:
        return []
    cw, ch = lay.hand_card
    area = lay.hand
    step = min(cw + px(10), (area.w - cw) / max(1, count - 1)) if count > 1 else 0
    width = cw + step * (count - 1)
    x0 = area.centerx - width / 2
    y = area.bottom - ch - px(KEY_LABEL_H)  # room below for each card's number key, clear of the banner
    return [pygame.Rect(int(x0 + k * step), y, cw, ch) for k in range(count)]


def fan_slots(place: SeatPlace, count: int, card: tuple[int, int]) -> list[pygame.Rect]:
    """An opponent's cards as a fan below its name line, fanned wide enough to fill its plate
    (each card's left four fifths showing at most; issue 40, item 3)."""
    if count <= 0:
        return []
    cw, ch = card
    area = place.fan
    ch = min(ch, area.h)
    cw = min(cw, int(ch * 0.7))
    step = min(cw * 0.8, (area.w - cw) / max(1, count - 1)) if count > 1 else 0
    width = cw + step * (count - 1)
    x0 = area.centerx - width / 2
    return [pygame.Rect(int(x0 + k * step), area.bottom - ch, cw, ch) for k in range(count)]


compute_layout.cache_clear = _layout.cache_clear  # type: ignore[attr-defined]  # (tests start afresh)
