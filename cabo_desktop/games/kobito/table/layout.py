"""Where everything sits on Kobito's table (no drawing): the other players' seats along the top
(each a portrait in a medallion over its name plaque, its pots won as gold coins round it, its
hand held as an angled fan beside it, then its workshop rainbows: ui/seat_fan), the pots of gold
in lanes on the felt in the middle (the gold card, then its rainbow's run up to the length it
asks for) in rows filling the felt right of the piles' well (the gold deck, the rainbow deck and
the discard pile; board.py; a squarer window: the lanes stacked), your row along the foot
(your plate, then one walnut tray with your hand, your workshop's rainbows and the two buttons
as tabs at its right end), the banner and the side panel. Everything keeps inside the felt's rail and grows with the window."""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Sequence

import pygame

from ....i18n import _, current_language
from ....ui import assets, seat_fan
from ....ui.theme import px, ui_scale
from ....ui.table_kit import card_size, other_plates
from ....ui.table_trays import PLAQUE_MARGIN, SeatParts, foot_row, mat_floor, seat_parts
from ..ai.levels import LEVELS
from .board import (  # noqa: F401  (the board's places, asked for here too)
    INLAY, RUN_GAP, TYPICAL, PotPlace, _board, _sizing, _stack, caption_lines, caption_size, ghost_places, lane_rows,
    lane_slots, pile_words, to_go_places)


SHOP_STEP = 0.52  # how far each card of a run in your workshop lies from the one before, in card widths (its corner index shows: the tray's room is short)
HAND_GAP = 16  # the felt between your hand's last card and your workshop's groove (logical px)
HAND_CARDS = 5  # the cards a hand holds after a turn (the standard variant's hand_size)
TOP_ROOM = 10  # the felt between the rail and the highest thing of the top row (a pot's coin) (logical px)
FOOT_ROOM = 14  # the felt between the prompt's ribbon and the rail at the foot (logical px)


@dataclass(frozen=True)
class SeatPlace:
    plate: pygame.Rect  # the seat's whole place (yours: your leather plate)
    workshop: pygame.Rect  # its workshop rainbows (small, one row each)
    fan: pygame.Rect  # its hand
    text_right: int  # where its name and points end
    head: pygame.Rect = field(default_factory=pygame.Rect)  # the portrait, name and points
    parts: SeatParts | None = None  # an opponent's medallion, plaque and the room beside them
    shop_tray: pygame.Rect = field(default_factory=pygame.Rect)  # an opponent's workshop tray, its label at its
    # top (empty: none, five or six seats, the rainbows at the fan's foot)


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
    workshop_label: pygame.Rect = field(default_factory=pygame.Rect)  # "Your workshop", over (or left of) its rainbows
    mat: pygame.Rect = field(default_factory=pygame.Rect)  # the walnut tray of your row: hand, workshop, buttons
    pile_well: pygame.Rect = field(default_factory=pygame.Rect)  # the felt tray of the deck and discard pile
    text_size: int = 14  # the seats' and piles' captions (Small of docs/look.md, grown with the window)
    name_size: int = 17
    shop_box: pygame.Rect = field(default_factory=pygame.Rect)  # your workshop's part of the tray (its label and rainbows)
    gold_deck: pygame.Rect = field(default_factory=pygame.Rect)  # the gold cards still to come (none: not shown)
    captions: tuple = ()  # under each pile, where its caption's chip lies: (the pile, the caption's room)


def plaque_width(name_size: int) -> int:
    """An opponent's plaque as wide as the longest AI persona's name (in the language in use) needs
    at the name's size, PLAQUE_MARGIN clear of each end (issue 40: "Grandpa Tomte" set smaller
    than the other names on a plaque too narrow for it)."""
    names = [_(level.persona) for level in LEVELS.values() if level.offered]
    return max(assets.text_width(name, name_size, True) for name in names) + 2 * px(PLAQUE_MARGIN) + px(6)


def _wide_plaque(parts: SeatParts, seat: pygame.Rect, name_size: int) -> SeatParts:
    """The shared seat's parts with its plaque widened to `plaque_width` (half the seat at most),
    the medallion kept over the plaque's middle and the room beside it narrowed as much."""
    want = min(int(seat.w * 0.5), plaque_width(name_size))
    if want <= parts.plaque.w:
        return parts
    plaque = pygame.Rect(parts.plaque.x, parts.plaque.y, want, parts.plaque.h)
    medallion = parts.medallion.copy()
    medallion.centerx = plaque.centerx
    room = pygame.Rect(plaque.right + px(8), parts.room.y, seat.right - plaque.right - px(8), parts.room.h)
    return SeatParts(medallion, plaque, room)


FAN_SHARE = 0.5  # an opponent's fan's share of the room beside its plaque (its workshop's tray the rest: a review,
# s51, read its "Workshop" label squeezed tiny in a tray 86 px wide at 1280 with four seats)


def info_size(text_size: int) -> int:
    """An opponent's plaque's line of points and pots (a review, s51: "'0 pts · 0 pots' small and
    low-contrast at 1280"): two px over the seats' small text, 16 px at 720."""
    return text_size + px(2)


def shop_label_size(text_size: int) -> int:
    """An opponent's workshop's label ("tiny 'Workshop' labels", s51): as the piles' captions and one
    px more, 16 px at 720."""
    return caption_size(text_size) + px(1)


def other_seat(plate: pygame.Rect, name_size: int, text_size: int) -> SeatPlace:
    """An opponent's seat: its medallion over its plaque at the left; beside them its hand's fan
    (as a player holds it) and right of the fan its workshop's tray (issue 40: the rainbows lay
    over the fan's foot and read as part of the hand), its label at its top and its rainbows
    under it; a room too narrow for that tray (five or six seats, 1024x600): the fan takes the
    room, the rainbows its foot."""
    parts = _wide_plaque(seat_parts(plate, name_size, info_size(text_size)), plate, name_size)
    room = parts.room.inflate(0, -px(4))
    # no room for a tray of two chips beside a fan as wide as it is tall
    fan_w = max(int(room.w * FAN_SHARE), room.h)
    narrow = room.w - fan_w < px(64)
    share = (room.w if narrow else fan_w, room.h)
    card = seat_fan.card_for(share)
    fan = pygame.Rect(room.x, room.y, min(share[0], seat_fan.extent(99, card, seat_fan.spread_for(share))[0] + 3), room.h)
    if narrow:
        shop_h = int(room.h * 0.55)
        shop = pygame.Rect(room.x + px(2), room.bottom - shop_h, room.w - px(4), shop_h)
        return SeatPlace(plate, shop, fan, parts.plaque.right, parts.head, parts)
    tray = pygame.Rect(fan.right + px(6), room.y + px(2), room.right - fan.right - px(6), room.h - px(2))
    label_h = shop_label_size(text_size) + px(8)  # its label's chip (as the piles' captions)
    shop = pygame.Rect(tray.x + px(6), tray.y + label_h, tray.w - px(12), tray.bottom - px(6) - tray.y - label_h)
    return SeatPlace(plate, shop, fan, parts.plaque.right, parts.head, parts, tray)


def token_top(medallion: pygame.Rect, text_size: int) -> int:
    """The top of the highest of the pots' coins round an opponent's `medallion` (table_trays.gold_tokens:
    the first at 50 degrees above its right side)."""
    d = max(px(18), min(medallion.w // 3, text_size * 2))
    return int(medallion.centery + (medallion.w // 2 + d // 4) * math.sin(math.radians(-50))) - (d + px(3)) // 2


def seat_width(top_h: int, name_size: int, text_size: int) -> int:
    """An opponent's seat wide enough for its plaque, the widest fan of its height and its
    workshop's tray beside it, no wider: the seats stand apart in their shares of the top."""
    plaque_h = name_size + info_size(text_size) + px(12)
    plaque_w = max(top_h - plaque_h + plaque_h // 4 - px(2) + px(40), px(132), plaque_width(name_size))
    fan_w = seat_fan.extent(99, seat_fan.card_for((10 ** 4, top_h - px(4))))[0]
    return plaque_w + px(8) + int(fan_w / FAN_SHARE)


def compute_layout(size: tuple[int, int], n: int, viewer: int, pots: int = 3, shop: bool = True,
                   hand_cards: int = HAND_CARDS, lengths: Sequence[int] = (), holding: int = 0) -> Layout:
    """The table's places for a window of `size` with `n` seats seen from `viewer` and `pots` pots,
    at the UI scale in use (fixed lengths are logical: theme.px); `shop`: your workshop holds a
    rainbow (its part of your tray half the room, else what your hand of `hand_cards` leaves: the
    lanes are the same either way); `lengths` (the rainbow each pot's gold card asks for) is kept
    for callers: the lanes are the window's, all alike, whatever the runs ask (a review, s52: rows
    of one long lane over two short ones read unbalanced; and a new gold card lays nothing again);
    `holding`: the cards your hand holds now (0: `hand_cards`), your hand's part of the tray as wide
    as they need, it and your workshop centred together (_layout)."""
    return _layout(tuple(size), n, viewer, pots, ui_scale(), bool(shop), current_language(), max(1, hand_cards),
                   max(1, holding) if holding else max(1, hand_cards))


@lru_cache(maxsize=32)
def _layout(size: tuple[int, int], n: int, viewer: int, pots: int, scale: float, shop: bool = True,
            language: str = "", hand_cards: int = HAND_CARDS, holding: int = HAND_CARDS) -> Layout:
    """compute_layout worked out (cached per size, UI scale, whether your workshop is in use, the
    language (the plaques fit the persona names), the hand's size and the cards it holds): your
    hand's part of the tray no wider than the cards it holds need, it and your workshop one group
    centred between your plate and the buttons (a review, s52: "a three-card hand leaves 40 % of
    its tray empty"); the rest of the table the same whatever the hand holds."""
    lay, _middle, _board_ = _base(size, n, viewer, pots, scale, shop, language, hand_cards)
    full = holding * (lay.hand_card[0] + px(10)) + px(14)
    spare = lay.hand.w - full
    if spare <= 0:
        return lay
    move, back = spare // 2, spare // 2 - spare  # the hand's part in by half the room it leaves, the workshop after it
    hand = pygame.Rect(lay.hand.x + move, lay.hand.y, full, lay.hand.h)
    seats = dict(lay.seats)
    seats[viewer] = replace(seats[viewer], workshop=lay.workshop.move(back, 0), fan=hand)
    return replace(lay, hand=hand, workshop=lay.workshop.move(back, 0), seats=seats,
                   workshop_label=lay.workshop_label.move(back, 0), shop_box=lay.shop_box.move(back, 0))


@lru_cache(maxsize=16)
def _base(size: tuple[int, int], n: int, viewer: int, pots: int, scale: float, shop: bool, language: str,
          hand_cards: int) -> tuple[Layout, pygame.Rect, bool]:
    """The layout with its lanes alike, the middle its board lies in and whether that is the board
    (else the stacked lanes)."""
    w, h = size
    foot = foot_row(size, 0.215, px(4))  # as Cabanga!'s: your hand's cards a sixth of the window
    play, panel, banner, m = foot.play, foot.panel, foot.banner, foot.margin
    name_size, text_size, band, own_plate = foot.name_size, foot.text_size, foot.band, foot.own_plate
    # the prompt's ribbon FOOT_ROOM clear of the rail (a review: 7 px at 720 read tight on the frame), your
    # row lifted with it (the middle gives the room; your cards keep their size)
    lift = max(0, px(FOOT_ROOM) - (play.bottom - assets.rail_width(play.size) - banner.bottom))
    banner, band, own_plate = banner.move(0, -lift), band.move(0, -lift), own_plate.move(0, -lift)
    # your row (issue 40, item 1): one walnut tray from your plate to the rail like Cabanga!'s, your
    # hand at its left, your workshop's rainbows beside it (slim when empty, half the room when in
    # use: the tray's height never changes, so the lanes stay put) and the two buttons as tabs at
    # its right end
    mat = pygame.Rect(own_plate.right + px(10), band.y, band.right - own_plate.right - px(10), band.h)
    own_plate = pygame.Rect(own_plate.x, mat.y, own_plate.w, mat.h)  # as tall as your tray, beside it (as Cabanga!'s)
    floor = mat_floor(mat)
    # the buttons grow with the table (a review: "relatively smaller at 1920"): 46 px tall at 720
    button_w = max(px(124), min(int(px(200) * h / 720), int(play.w * 0.15)))
    button_h = min(max(px(40), int(px(46) * h / 720)), (floor.h - px(28)) // 2)
    buttons = pygame.Rect(floor.right - px(6) - button_w, floor.centery - button_h - px(8), button_w, 2 * button_h + px(16))
    inner = pygame.Rect(floor.x + px(6), floor.y, buttons.x - px(12) - floor.x - px(6), floor.h)
    hand_card = card_size(inner.h - px(17))  # the number key's cap over each card's top edge
    # your workshop empty: your hand's part only as wide as a full hand needs (a review: "the hand
    # tray is about 70% empty"), your workshop's recess no wider than its places
    full = hand_cards * (hand_card[0] + px(10)) + px(14)
    # (empty: only as wide as its label and its two engraved places need, a review, s52: "a large empty
    # workshop"; the hand and it then one group centred in the tray: _layout)
    need = max(assets.text_width(_("Your workshop"), shop_label_size(text_size), True) + px(40), int(floor.h * 1.3))
    shop_w = int(inner.w * 0.5) if shop else min(max(int(inner.w * 0.24), inner.w - px(12) - full), need)
    hand = pygame.Rect(inner.x, inner.y, inner.w - shop_w - px(12), inner.h)
    shop_box = pygame.Rect(hand.right + px(6), floor.y, inner.right - hand.right - px(6), floor.h)
    workshop_label = pygame.Rect(shop_box.x + px(6), shop_box.y + px(2), shop_box.w - px(10), int(text_size * 1.4) + px(6))
    workshop = pygame.Rect(shop_box.x + px(10), workshop_label.bottom, shop_box.w - px(16),
                           shop_box.bottom - px(4) - workshop_label.bottom)
    top_h = int(h * 0.152)
    top = pygame.Rect(m, m, play.w - 2 * m, top_h)
    seats: dict[int, SeatPlace] = {viewer: SeatPlace(own_plate, workshop, hand, own_plate.right - px(8),
                                                     own_plate.inflate(-px(16), -px(12)))}
    for lower in range(2):  # the top row TOP_ROOM clear of the rail (a review: the Fox's pot coin touched the frame)
        for seat, plate in other_plates(top, viewer, n, seat_width(top_h, name_size, text_size)):
            seats[seat] = other_seat(plate, name_size, text_size)
        highest = min((min(s.plate.top, s.parts.medallion.top, token_top(s.parts.medallion, text_size))
                       for k, s in seats.items() if k != viewer and s.parts is not None), default=top.y)
        rail = play.y + assets.rail_width(play.size) + px(TOP_ROOM)
        if lower or highest >= rail:
            break
        top = top.move(0, rail - highest)
    others = [s for k, s in seats.items() if k != viewer]
    small_card = min((seat_fan.card_for(s.fan.size) for s in others), default=card_size(px(40)))
    body_h = min((s.workshop.h for s in others), default=40)
    tiny_card = (int(body_h * 0.72), body_h)

    # the middle, from the plates to your row (issue 40, problem 1: no bare half, the piles in the
    # centre): the pots' lanes side by side under the piles' row (a wide window), or stacked
    # beside the piles' column (a squarer window, where they would crowd a long run)
    middle = pygame.Rect(m, top.bottom + px(10), play.w - 2 * m, mat.top - px(10) - top.bottom - px(10))
    board, stack = _board(middle, pots, hand_card, text_size), _stack(middle, pots, text_size, hand_card)
    # the board while its cards stay large, else the stacked lanes when theirs are much larger
    large = board[1][1] >= 0.75 * hand_card[1] or board[1][1] >= 0.8 * stack[1][1]
    places, pot_card, pile_well, deck, discard, gold_deck, captions = board if large else stack
    workshop_card = card_size(workshop.h)
    return Layout(size, play, panel, banner, hand, hand_card, buttons, workshop, workshop_card, places,
                  pot_card, deck, discard, seats, small_card, tiny_card, workshop_label, mat, pile_well,
                  text_size, name_size, shop_box, gold_deck, captions), middle, large


def row_slots(row: pygame.Rect, count: int, card: tuple[int, int], first: int = 0,
              tiles: bool = False) -> list[pygame.Rect]:
    """`count` card places along a row, from place `first` (cards a little apart, or overlapping
    when there are many; `tiles`: never overlapping, narrower and as much shorter instead, for
    number chips)."""
    cw, ch = card
    ch = min(ch, row.h)
    cw = min(cw, int(ch * 0.7))
    if tiles and count > 1 and count * (cw + px(2)) > row.w:
        step = row.w / count
        cw = max(px(8), int(step) - px(2))
        ch = min(ch, int(cw / 0.62))  # still shaped as cards (not slivers the tray's height), a little taller
    else:
        step = min(cw + px(6), (row.w - cw) / max(1, count - 1)) if count > 1 else 0
    return [pygame.Rect(int(row.x + (first + k) * step), row.centery - ch // 2, cw, ch) for k in range(count)]


def hand_slots(lay: Layout, count: int) -> list[pygame.Rect]:
    if count <= 0:
        return []
    cw, ch = lay.hand_card
    step = min(cw + px(10), (lay.hand.w - cw) / max(1, count - 1)) if count > 1 else 0
    width = cw + step * (count - 1)
    # the hand's right end near your workshop's groove, the two one group (a review, s51: "a wide gap between
    # the hand and 'Your workshop'" when the hand is short); a full hand spans its part as before
    x0 = max(lay.hand.x, lay.hand.right - px(HAND_GAP) - width)
    return [pygame.Rect(int(x0 + k * step), lay.hand.bottom - ch - px(2), cw, ch) for k in range(count)]


def workshop_rows(area: pygame.Rect, places: Sequence[int], card_w: int, runs: bool = False) -> list[pygame.Rect]:
    """The rows of a workshop's rainbows side by side. `runs` (your workshop in your tray): each a
    run as long as its `places` need (SHOP_STEP of a card apart), the cards as large as the
    area's height allows and all smaller alike when the runs do not fit its width; else (another's
    workshop) each as wide as its `places` cards need a little apart, or all narrowed alike when
    they do not fit; too narrow still: in two lines, each half as tall."""
    if runs:
        gap = px(12)
        cw = min(card_w, int(area.h * 0.7))
        spans = [1 + (max(1, k) - 1) * SHOP_STEP for k in places]
        cw = max(px(8), min(cw, int((area.w - gap * (len(spans) - 1)) / max(1.0, sum(spans)))))
        ch = min(area.h, int(cw / 0.7))
        rows, x = [], area.x
        for span in spans:
            rows.append(pygame.Rect(x, area.centery - ch // 2, int(cw * span) + 1, ch))
            x = rows[-1].right + gap
        return rows
    need = [max(1, k) * (card_w + px(6)) for k in places]
    gap = px(10) if sum(need) + px(10) * (len(need) - 1) <= area.w else px(4)  # crowded: the rows closer
    scale = min(1.0, (area.w - gap * (len(need) - 1)) / max(1, sum(need)))
    if scale < 0.6 and len(need) > 1:  # crowded: two lines of rainbows, each half as tall (chips not slivers)
        half = (len(need) + 1) // 2
        top = pygame.Rect(area.x, area.y, area.w, area.h // 2 - px(2))
        low = pygame.Rect(area.x, area.y + area.h // 2 + px(2), area.w, area.h - area.h // 2 - px(2))
        small = int(card_w * top.h / max(1, area.h))
        return workshop_rows(top, places[:half], small) + workshop_rows(low, places[half:], small)
    rows, x = [], area.x
    for width in need:  # never wider than the area leaves: a crowded workshop's chips get narrower
        rows.append(pygame.Rect(int(x), area.y, max(1, int(width * scale)), area.h))
        x += width * scale + gap
    return rows


def fan_room(place: SeatPlace, shop: bool) -> pygame.Rect:
    """Where an opponent's fan lies: beside its plaque, the same whether its workshop holds a
    rainbow (`shop`) or not (the rainbows lie in front of it)."""
    return place.fan


def fan_card(place: SeatPlace, card: tuple[int, int], shop: bool) -> tuple[int, int]:
    """The size of an opponent's fan's cards: the layout's `card`, whatever its workshop holds."""
    return card


def fan_slots(place: SeatPlace, count: int, card: tuple[int, int], shop: bool) -> list[pygame.Rect]:
    """An opponent's cards in its fan (seat_fan.slots: each card upright at its centre, where a
    card flies to or from), left to right."""
    return seat_fan.slots(fan_room(place, shop), count, fan_card(place, card, shop))


def _cache_clear() -> None:
    _layout.cache_clear()
    _base.cache_clear()
    _sizing.cache_clear()


compute_layout.cache_clear = _cache_clear  # type: ignore[attr-defined]  # (tests start afresh)
