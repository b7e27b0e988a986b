"""Where everything sits on Kobito's table (no drawing): the other players' seats along the top
(each a portrait in a medallion over its name plaque, its pots won as gold coins round it, its
hand held as an angled fan beside it, then its workshop rainbows: ui/seat_fan), the pots of gold
in lanes on the felt in the middle (the gold card, then its rainbow's run up to the length it
asks for) round the piles' group in the felt's centre (the gold deck, the rainbow deck and the
discard pile; a squarer window: the piles' column at the lanes' left), your row along the foot
(your plate, then one walnut tray with your hand, your workshop's rainbows and the two buttons
as tabs at its right end), the banner and the side panel. Everything keeps inside the felt's rail and grows with the window."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Sequence

import pygame

from ....ui.theme import px, ui_scale
from ....ui.table_kit import card_size, other_plates
from ....ui import seat_fan
from ....ui.table_trays import SeatParts, foot_row, mat_floor, seat_parts


RUN_SHARE = 0.94  # a run's cards against its gold card's height (read from across the table: issue 40)
RUN_STEP = 0.9  # how far each card of a run lies from the one before, in card widths: the next covers only
# the right part of the one before, so its corner index at the top left, its numeral and picture show
SHOP_STEP = 0.52  # the same in your workshop's runs (its corner index shows: the tray's room is short)
LONGEST = 8  # the longest rainbow a gold card asks for (the official deck)
GOLD_SHARE = 1.16  # a gold card's height against your hand's cards (the pots the centre of the table)
PILE_SHARE = 1.0  # the deck's and the discard pile's against a gold card's
GRID_STEP = 0.46  # a LONGEST run's cards at least this far apart (in card widths) in a grid's lane
INLAY = 10  # the room round a lane's cards inside its inlay (logical px)


@dataclass(frozen=True)
class PotPlace:
    area: pygame.Rect  # the lane: an inlay sunk into the felt holding the gold card, its run and the places to fill
    gold: pygame.Rect
    row: pygame.Rect  # where its rainbow's cards lie, an overlapping run left to right (lane_slots)


@dataclass(frozen=True)
class SeatPlace:
    plate: pygame.Rect  # the seat's whole place (yours: your leather plate)
    workshop: pygame.Rect  # its workshop rainbows (small, one row each)
    fan: pygame.Rect  # its hand
    text_right: int  # where its name and points end
    head: pygame.Rect = field(default_factory=pygame.Rect)  # the portrait, name and points
    parts: SeatParts | None = None  # an opponent's medallion, plaque and the room beside them


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


def other_seat(plate: pygame.Rect, name_size: int, text_size: int) -> SeatPlace:
    """An opponent's seat: its medallion over its plaque at the left; beside them its hand's fan
    (as a player holds it), its workshop's rainbows laid on the table in front of the fan's right
    half (small chips across the room's lower part, drawn over the backs' feet)."""
    parts = seat_parts(plate, name_size, text_size)
    room = parts.room.inflate(0, -px(4))
    narrow = room.w <= 2 * room.h  # five or six seats: the fan takes the room, the rainbows its foot
    share = (room.w if narrow else int(room.w * 0.72), room.h)
    card = seat_fan.card_for(share)
    fan = pygame.Rect(room.x, room.y, min(share[0], seat_fan.extent(99, card, seat_fan.spread_for(share))[0] + 3), room.h)
    shop_h = int(room.h * 0.55)
    x = room.x + px(2) if narrow else fan.x + fan.w // 2
    shop = pygame.Rect(x, room.bottom - shop_h, room.right - px(2) - x, shop_h)
    return SeatPlace(plate, shop, fan, parts.plaque.right, parts.head, parts)


def seat_width(top_h: int, name_size: int, text_size: int) -> int:
    """An opponent's seat wide enough for its plaque, a workshop of two rainbows and the widest fan
    of its height, no wider: the seats stand apart in their shares of the top."""
    plaque_h = name_size + text_size + px(12)
    plaque_w = max(top_h - plaque_h + plaque_h // 4 - px(2) + px(40), px(132))
    return plaque_w + px(8) + 2 * seat_fan.extent(99, seat_fan.card_for((10 ** 4, top_h - px(4))))[0]


def compute_layout(size: tuple[int, int], n: int, viewer: int, pots: int = 3, shop: bool = True) -> Layout:
    """The table's places for a window of `size` with `n` seats seen from `viewer` and `pots` pots,
    at the UI scale in use (fixed lengths are logical: theme.px); `shop`: your workshop holds a
    rainbow (its tray the lanes' height, else a slim tray at the foot of its column: the
    lanes are the same either way); see _layout."""
    return _layout(tuple(size), n, viewer, pots, ui_scale(), bool(shop))


@lru_cache(maxsize=16)
def _layout(size: tuple[int, int], n: int, viewer: int, pots: int, scale: float, shop: bool = True) -> Layout:
    """compute_layout worked out (cached per size, UI scale and whether your workshop is in use)."""
    w, h = size
    foot = foot_row(size, 0.215, px(4))  # as Cabanga!'s: your hand's cards a sixth of the window
    play, panel, banner, m = foot.play, foot.panel, foot.banner, foot.margin
    name_size, text_size, band, own_plate = foot.name_size, foot.text_size, foot.band, foot.own_plate
    # your row (issue 40, item 1): one walnut tray from your plate to the rail like Cabanga!'s, your
    # hand at its left, your workshop's rainbows beside it (slim when empty, half the room when in
    # use: the tray's height never changes, so the lanes stay put) and the two buttons as tabs at
    # its right end
    mat = pygame.Rect(own_plate.right + px(10), band.y, band.right - own_plate.right - px(10), band.h)
    floor = mat_floor(mat)
    button_w = max(px(124), min(px(200), int(play.w * 0.15)))
    button_h = min(px(46), (floor.h - px(28)) // 2)
    buttons = pygame.Rect(floor.right - px(6) - button_w, floor.centery - button_h - px(8), button_w, 2 * button_h + px(16))
    inner = pygame.Rect(floor.x + px(6), floor.y, buttons.x - px(12) - floor.x - px(6), floor.h)
    shop_w = int(inner.w * (0.5 if shop else 0.24))
    hand = pygame.Rect(inner.x, inner.y, inner.w - shop_w - px(12), inner.h)
    hand_card = card_size(hand.h - px(17))  # the number key over each card
    shop_box = pygame.Rect(hand.right + px(6), floor.y, inner.right - hand.right - px(6), floor.h)
    workshop_label = pygame.Rect(shop_box.x + px(6), shop_box.y + px(2), shop_box.w - px(10), int(text_size * 1.4) + px(6))
    workshop = pygame.Rect(shop_box.x + px(10), workshop_label.bottom, shop_box.w - px(16),
                           shop_box.bottom - px(4) - workshop_label.bottom)
    top_h = int(h * 0.152)
    top = pygame.Rect(m, m, play.w - 2 * m, top_h)
    seats: dict[int, SeatPlace] = {viewer: SeatPlace(own_plate, workshop, hand, own_plate.right - px(8),
                                                     own_plate.inflate(-px(16), -px(12)))}
    for seat, plate in other_plates(top, viewer, n, seat_width(top_h, name_size, text_size)):
        seats[seat] = other_seat(plate, name_size, text_size)
    others = [s for k, s in seats.items() if k != viewer]
    small_card = min((seat_fan.card_for(s.fan.size) for s in others), default=card_size(px(40)))
    body_h = min((s.workshop.h for s in others), default=40)
    tiny_card = (int(body_h * 0.72), body_h)

    # the middle, from the plates to your row (issue 40, problem 1: no bare half, the piles in the
    # centre): the pots' lanes left and right of the piles' group in the middle (a wide window),
    # or stacked beside the piles' column (a squarer window, where they would crowd a long run)
    middle = pygame.Rect(m, top.bottom + px(10), play.w - 2 * m, mat.top - px(10) - top.bottom - px(10))
    grid, stack = _grid(middle, pots, hand_card), _stack(middle, pots)
    places, pot_card, pile_well, deck, discard, gold_deck = grid if grid[1][1] >= stack[1][1] else stack
    workshop_card = card_size(workshop.h)
    return Layout(size, play, panel, banner, hand, hand_card, buttons, workshop, workshop_card, places,
                  pot_card, deck, discard, seats, small_card, tiny_card, workshop_label, mat, pile_well,
                  text_size, name_size, shop_box, gold_deck)


def _lane(area: pygame.Rect, gold_size: tuple[int, int], pot_card: tuple[int, int]) -> PotPlace:
    """A pot's lane, the inlay `area`: the gold card at its left, the run's row from just after it to
    the inlay's end (INLAY inside its edges)."""
    gold = pygame.Rect(area.x + px(INLAY), area.centery - gold_size[1] // 2, *gold_size)
    row = pygame.Rect(gold.right + px(8), area.centery - pot_card[1] // 2, area.right - px(INLAY) - gold.right - px(8),
                      pot_card[1])
    return PotPlace(area, gold, row)


def _grid(middle: pygame.Rect, pots: int, hand_card: tuple[int, int]) -> tuple:
    """The piles as a group in the middle of the felt (the gold deck and the rainbow deck side by
    side, each with its count's badge at its corner, the discard pile under them) with the pots'
    lanes round them: in reading order, the first of each pair at the left, the second at the
    right (a lone last lane at the left, the right column's lanes spread over the height); the
    cards as large as the lanes allow, a gold card GOLD_SHARE of your hand's at most, and small
    enough that a LONGEST run keeps GRID_STEP of a card apart (issue 40, review problem 1: a
    table's piles in its centre, as Cabanga!'s column)."""
    left, right = -(-pots // 2), pots // 2
    rows = max(1, left)
    gap = px(10)
    row_h = (middle.h - gap * (rows - 1)) // rows
    pile_h = min((middle.h - px(44)) // 2, int(hand_card[1] * GOLD_SHARE * PILE_SHARE))
    pile_w = card_size(pile_h)[0]
    column_w = 2 * pile_w + max(px(24), pile_w // 4) + px(48)  # the deck's count badge between the two decks
    sides = 2 if right else 1
    col_w = (middle.w - column_w - 2 * gap) // 2 if right else middle.w - column_w - gap
    widest = (col_w - px(16 + 2 * INLAY)) / (1 + LONGEST * GRID_STEP + 1 / RUN_SHARE)  # a run card's width
    gold_h = max(px(40), min(row_h - px(2 * INLAY), int(hand_card[1] * GOLD_SHARE), int(widest / 0.7 / RUN_SHARE)))
    gold_size, pot_card = card_size(gold_h), card_size(int(gold_h * RUN_SHARE))
    lane_w = col_w
    pile_card = card_size(min(pile_h, int(gold_h * PILE_SHARE)))
    apart = max(px(24), pile_card[0] // 4)
    column_w = 2 * pile_card[0] + apart + px(48)  # the deck's badge inside the group's tray
    block = column_w + sides * (lane_w + gap)
    x = middle.x + (middle.w - block) // 2
    pile_well = pygame.Rect(x + lane_w + gap, middle.y, column_w, middle.h)
    right_x = pile_well.right + gap

    def lane(k: int) -> pygame.Rect:
        column, r = k % 2, k // 2
        if column == 0:
            return pygame.Rect(x, middle.y + r * (row_h + gap), lane_w, row_h)
        share = (middle.h - gap * (right - 1)) // right  # the right column's lanes spread over the height
        y = middle.y + r * (share + gap) + (share - row_h) // 2
        return pygame.Rect(right_x, max(middle.y, y), lane_w, min(row_h, share))
    places = tuple(_lane(lane(k), gold_size, pot_card) for k in range(pots))
    gold_deck = pygame.Rect(0, 0, *pile_card)  # the gold deck and the rainbow deck side by side, the discard under them
    gold_deck.bottomleft = (pile_well.centerx - pile_card[0] - apart // 2 - px(6), pile_well.centery - px(6))
    deck = gold_deck.move(pile_card[0] + apart, 0)
    discard = pygame.Rect(0, 0, *pile_card)
    discard.midtop = (pile_well.centerx, pile_well.centery + px(6))
    return places, pot_card, pile_well, deck, discard, gold_deck


def _stack(middle: pygame.Rect, pots: int) -> tuple:
    """The pots' lanes one under another right of the piles' column (the deck over the discard
    pile), centred as one block when a LONGEST run leaves room."""
    gap = px(6)
    pot_h = (middle.h - gap * (pots - 1)) // pots
    gold_size = card_size(pot_h - px(INLAY + 2))  # the inlay's rim above and below it
    pot_card = card_size(int((pot_h - px(INLAY + 2)) * RUN_SHARE))
    pile_card = card_size(min((middle.h - px(34)) // 2, int(pot_h * 1.3)))
    column_w = pile_card[0] + px(34)  # room for the count's badge at the deck's corner
    block = gold_size[0] + px(20 + 2 * INLAY) + int(pot_card[0] * (1 + LONGEST * RUN_STEP))
    spare = max(0, middle.w - column_w - px(10) - block)
    pile_well = pygame.Rect(middle.x + spare // 2, middle.y, column_w, middle.h)
    deck = pygame.Rect(0, 0, *pile_card)
    deck.midtop = (pile_well.centerx - px(2), middle.y + px(20))  # its badge inside the tray
    discard = pygame.Rect(0, 0, *pile_card)
    discard.midbottom = (pile_well.centerx, middle.bottom - px(12))
    x, right = pile_well.right + px(10), middle.right - spare // 2
    places = tuple(_lane(pygame.Rect(x, middle.y + k * (pot_h + gap), right - x, pot_h), gold_size, pot_card)
                   for k in range(pots))
    return places, pot_card, pile_well, deck, discard, pygame.Rect(0, 0, 0, 0)  # no room for the gold deck


def lane_slots(row: pygame.Rect, count: int, card: tuple[int, int]) -> list[pygame.Rect]:
    """`count` card places along a pot's lane (its length plus one at each end): the first (where
    a card joins in front of the rainbow, a target only) over the gold card, the others an
    overlapping run from just after the gold card, each RUN_STEP of a card after the one before
    (every lane at the same step, so the runs line up down the table), closer when the lane is
    short of room; the last place, one past a full rainbow, still inside the row."""
    cw, ch = card
    ch = min(ch, row.h)
    cw = min(cw, int(ch * 0.7))
    if count <= 0:
        return []
    step = min(cw * RUN_STEP, (row.w - cw) / max(1, count - 2)) if count > 2 else 0
    top = row.centery - ch // 2
    before = pygame.Rect(row.x - px(4) - cw, top, cw, ch)
    return [before] + [pygame.Rect(int(row.x + k * step), top, cw, ch) for k in range(count - 1)]


def to_go_places(row: pygame.Rect, laid: int, length: int, card: tuple[int, int]) -> list[pygame.Rect]:
    """The places of the cards a pot's run still lacks (the run of `laid` cards toward `length`),
    where they will lie: printed in its inlay as faint inset cards, room for that many more."""
    if length - laid <= 0:
        return []
    return lane_slots(row, length + 2, card)[1 + laid:1 + length]


def row_slots(row: pygame.Rect, count: int, card: tuple[int, int], first: int = 0,
              tiles: bool = False) -> list[pygame.Rect]:
    """`count` card places along a row, from place `first` (cards a little apart, or overlapping
    when there are many; `tiles`: never overlapping, narrower instead, for number chips)."""
    cw, ch = card
    ch = min(ch, row.h)
    cw = min(cw, int(ch * 0.7))
    if tiles and count > 1 and count * (cw + px(2)) > row.w:
        step = row.w / count
        cw = max(px(8), int(step) - px(2))
    else:
        step = min(cw + px(6), (row.w - cw) / max(1, count - 1)) if count > 1 else 0
    return [pygame.Rect(int(row.x + (first + k) * step), row.centery - ch // 2, cw, ch) for k in range(count)]


def hand_slots(lay: Layout, count: int) -> list[pygame.Rect]:
    if count <= 0:
        return []
    cw, ch = lay.hand_card
    step = min(cw + px(10), (lay.hand.w - cw) / max(1, count - 1)) if count > 1 else 0
    width = cw + step * (count - 1)
    x0 = lay.hand.centerx - width / 2
    return [pygame.Rect(int(x0 + k * step), lay.hand.bottom - ch - px(2), cw, ch) for k in range(count)]


def workshop_rows(area: pygame.Rect, places: Sequence[int], card_w: int, runs: bool = False) -> list[pygame.Rect]:
    """The rows of a workshop's rainbows side by side. `runs` (your workshop in your tray): each a
    run as long as its `places` need (SHOP_STEP of a card apart), the cards as large as the
    area's height allows and all smaller alike when the runs do not fit its width; else (another's
    workshop) each as wide as its `places` cards need a little apart, or all narrowed alike when
    they do not fit."""
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


compute_layout.cache_clear = _layout.cache_clear  # type: ignore[attr-defined]  # (tests start afresh)
