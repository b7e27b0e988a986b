"""Where everything sits on Cabanga!'s table, computed from the window size and the seats (no
drawing): the opponents' seats along the top (each a portrait in a medallion over its name plaque,
the hand held as an angled fan beside it: ui/seat_fan), the four rows as lanes of felt in the
middle (each pile a neat stack at the lane's end, its top card whole, the gap the open
felt between the two top cards, the 1-18 ruler of small markers along the lane's foot) in two pairs
either side of a centre column holding the penalty and thrown piles (`centrepiece`), your hand in a
walnut tray at the bottom right of your plate (where a throw window's buttons show), the banner and
the side panel. Everything keeps inside the felt's rail and grows with the window. A pile's bottom
card lies at its lane's end (`RowPlace.left`, `.right`); the cards played on it lie on it a few
px toward the middle, three edges at most showing (`run_slots`), the open felt between the two top
cards (`open_gap`) as wide all round long."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from ....ui import assets, seat_fan
from ....ui.key_caps import number_cap_h
from ....ui.theme import px, ui_scale
from ....ui.table_kit import card_size, other_plates
from ....ui.table_trays import PLAQUE_LEAST, SeatParts, foot_row, mat_floor, seat_parts
from ..rules.cards import COLOURS

PLATE_RATIO = 1.15  # your plate's width to its height: a tile, medallion over name over figures (own_seat),
# as CABO's and Kobito's (a review s52: three games' plates "look like three designers' work")



@dataclass(frozen=True)
class RowPlace:
    """A colour's lane: its two piles' runs, the open felt between their top cards, its ruler."""

    rect: pygame.Rect  # the lane (its felt and everything on it)
    left: pygame.Rect  # the left pile's bottom card, at the lane's left end (its run grows rightward)
    right: pygame.Rect  # the right pile's bottom card, at the lane's right end
    strip: pygame.Rect  # the lane's printed band on the felt
    cells: tuple[pygame.Rect, ...]  # the ruler's markers, value 1 .. top
    middle: pygame.Rect = field(default_factory=pygame.Rect)  # open felt no run reaches: the gap's words
    ruler: pygame.Rect = field(default_factory=pygame.Rect)  # the 1-18 markers along the lane's foot
    left_run: pygame.Rect = field(default_factory=pygame.Rect)  # the left pile's half (its stack at its start)
    right_run: pygame.Rect = field(default_factory=pygame.Rect)


@dataclass(frozen=True)
class SeatPlace:
    plate: pygame.Rect  # the seat's whole place (yours: your leather plate)
    fan: pygame.Rect  # where its cards are drawn (and fly to): beside its medallion and plaque, never over them
    head: pygame.Rect = field(default_factory=pygame.Rect)  # the portrait, name and score
    parts: SeatParts | None = None  # an opponent's medallion, plaque and the room of its fan


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
    pile_card: tuple[int, int]  # a card on the lanes
    penalty: pygame.Rect
    thrown: pygame.Rect
    side_column: pygame.Rect  # the column of the penalty and thrown piles (their labels fit in it)
    seats: dict  # seat -> SeatPlace
    small_card: tuple[int, int]  # the opponents' cards
    mat: pygame.Rect = field(default_factory=pygame.Rect)  # the walnut tray your hand lies in
    rows_tray: pygame.Rect = field(default_factory=pygame.Rect)  # the region of the four lanes
    text_size: int = 14  # the seats' and piles' captions (Small of docs/look.md, grown with the window)
    name_size: int = 17
    key_rise: int = 9  # how far the number keys' caps over your cards rise above their tops


FOOT_ROOM = 14  # logical px of felt under the prompt's ribbon, above the rail
TOP_ROOM = 10  # logical px of felt between the rail and the opponents' medallions
SIDE_AIR = 9  # logical px of felt between the felt's edge and the lanes, your plate and tray (the wood's shadow about 7)


def key_cap_h(text_size: int) -> int:
    """The height of a hand card's number key cap (its numeral a step under the captions, 14 px at least: a review s52, "every label >= 14 px")."""
    return number_cap_h(max(px(14), text_size - 1))


def seat_place(plate: pygame.Rect, name_size: int, text_size: int = 14) -> SeatPlace:
    """An opponent's seat: its medallion over its plaque at the left, its hand's fan beside them;
    the plaque as wide as `plaque_width` (at most half the seat), the medallion on its middle."""
    parts = seat_parts(plate, name_size, text_size)
    width = min(plate.w // 2, plaque_width(parts.medallion.w, text_size))
    if width > parts.plaque.w:
        plaque = pygame.Rect(parts.plaque.x, parts.plaque.y, width, parts.plaque.h)
        medallion = parts.medallion.copy()
        medallion.centerx = plaque.centerx
        room = pygame.Rect(plaque.right + px(8), plate.y, plate.right - plaque.right - px(8), plate.h)
        parts = SeatParts(medallion, plaque, room)
    return SeatPlace(plate, parts.room.inflate(0, -px(4)), parts.head, parts)


def plaque_width(d: int, text_size: int) -> int:
    """An opponent's plaque's width beside a medallion `d` wide: the seats' least plaque grown with
    the captions' size (a review s50: at 1920x1080 "7 cards · 0 pts" no longer fitted the plaque
    of 720 and the plaque fell back to its points alone), and room left of the medallion for the
    turn's whole arrow (ui/turn_marks.point_at: it touched the medallion)."""
    return max(d + px(64), px(PLAQUE_LEAST) * text_size // px(14))


def seat_width(top_h: int, name_size: int, text_size: int) -> int:
    """An opponent's seat wide enough for its plaque and the widest fan of its height, no wider:
    the seats stand apart in their shares of the top, not stretched into panels."""
    d = top_h - name_size - text_size - px(14)  # the medallion standing on the plaque (seat_parts)
    plaque_w = max(d + px(40), px(PLAQUE_LEAST), plaque_width(d, text_size))
    return plaque_w + px(8) + seat_fan.extent(99, seat_fan.card_for((10 ** 4, top_h - px(4))))[0] + px(4)


def top_plates(top: pygame.Rect, viewer: int, n: int, most_w: int) -> list[tuple[int, pygame.Rect]]:
    """The other seats' plates along `top`, clockwise from the viewer's left, as wide as
    `table_kit.other_plates` makes them, the felt between two seats as wide as at either end (a
    review s50: at 1920x1080 the band read "plaque, fan, plaque, fan", the ends narrower than the
    gaps)."""
    plates = other_plates(top, viewer, n, most_w)
    if not plates:
        return plates
    pw = plates[0][1].w
    gap = (top.w - len(plates) * pw) / (len(plates) + 1)
    return [(seat, pygame.Rect(int(top.x + gap + k * (pw + gap)), plate.y, pw, plate.h))
            for k, (seat, plate) in enumerate(plates)]


def compute_layout(size: tuple[int, int], n: int, viewer: int, top_value: int = 18) -> Layout:
    """The table's places for a window of `size` with `n` seats seen from `viewer`, at the UI scale
    in use (fixed lengths are logical: theme.px); see _layout."""
    return _layout(tuple(size), n, viewer, top_value, ui_scale())


@lru_cache(maxsize=16)
def _layout(size: tuple[int, int], n: int, viewer: int, top_value: int, scale: float) -> Layout:
    """compute_layout worked out (cached per size and UI scale)."""
    w, h = size
    foot = foot_row(size, 0.245, px(8))  # your hand large; the lanes in pairs keep their cards (issue 40)
    play, panel, banner, m = foot.play, foot.panel, foot.banner, foot.margin
    name_size, text_size, hand_h, band, own_plate = foot.name_size, foot.text_size, foot.hand_h, foot.band, foot.own_plate
    # the prompt's ribbon FOOT_ROOM over the rail's inner edge (a review s50: 7 px at 1280x720 read
    # cramped against the frame), your tray and plate risen with it: the lanes give the room
    lift = max(0, px(FOOT_ROOM) - (play.inflate(0, -2 * assets.rail_width(play.size)).bottom - banner.bottom))
    banner, band = banner.move(0, -lift), band.move(0, -lift)
    # the lanes, your plate and your tray SIDE_AIR clear of the rail's inner edge (a review s51:
    # 14 px from the frame; they lay 3 px inside the felt, 8-12 px from the wood)
    m = max(m, assets.rail_width(play.size) + px(SIDE_AIR))
    band = pygame.Rect(m, band.y, play.w - 2 * m, band.h)
    own_plate = pygame.Rect(band.x, own_plate.y, own_plate.w, own_plate.h)
    # a throw window's buttons take your plate's place while they show (view.draw_seat): your
    # hand's walnut tray runs to the band's right end (issue 40, item 3: the buttons' own column
    # was bare felt but for those windows)
    # your plate a tile as wide as its medallion with your name and figures under it need (own_seat)
    own_plate = pygame.Rect(own_plate.x, own_plate.y, max(own_plate.w, int(band.h * PLATE_RATIO)), own_plate.h)
    mat = pygame.Rect(own_plate.right + px(10), band.y, band.right - own_plate.right - px(10), band.h)
    own_plate = pygame.Rect(own_plate.x, mat.y, own_plate.w, mat.h)  # as tall as your tray, beside it
    buttons = own_plate.inflate(-px(12), -px(8))
    floor = mat_floor(mat)
    hand = floor.inflate(-px(12), -px(2))
    # the cards as tall as the tray's floor allows, their number keys on caps over their tops
    # (issue 40, problem 1: six cards sat small in a wide empty tray)
    key_rise = key_cap_h(text_size) // 2 + px(1)  # its number key's cap sits across its top edge
    hand_card = card_size(min(hand.h - key_rise, int(hand.w * 0.2 / 0.7)))

    top_h = int(h * 0.152)
    # the medallions (px(2) under their plate's top) TOP_ROOM clear of the rail's inner edge (a
    # review s50: "the top-row avatars kiss the frame", 5 px at 1280x720)
    top_y = max(m, play.y + assets.rail_width(play.size) + px(TOP_ROOM) - px(2))
    top = pygame.Rect(m, top_y, play.w - 2 * m, top_h)
    own_head = own_plate.inflate(-px(16), -px(12))  # your portrait, name and count, upright in the plate's middle
    own_head.h = min(own_head.h, own_head.w * 45 // 100 + 2 * name_size + px(12))
    own_head.centery = own_plate.centery
    seats: dict[int, SeatPlace] = {viewer: SeatPlace(own_plate, hand, own_head)}
    plates = top_plates(top, viewer, n, seat_width(top_h, name_size, text_size))
    for seat, plate in plates:
        seats[seat] = seat_place(plate, name_size, text_size)
    fans = [s.fan for s in seats.values() if s.parts is not None]
    small_card = min((seat_fan.card_for(f.size) for f in fans), default=card_size(px(40)))

    middle = pygame.Rect(m, top.bottom + px(10), play.w - 2 * m, mat.top - px(10) - top.bottom - px(10))
    side_column, penalty, thrown, rows, pile_card = centrepiece(middle, text_size, top_value)
    rows_tray = middle.copy()
    return Layout(size, play, panel, banner, hand, hand_card, buttons, tuple(rows), pile_card, penalty, thrown,
                  side_column, seats, small_card, mat, rows_tray, text_size, name_size, key_rise)


def centrepiece(middle: pygame.Rect, text_size: int, top_value: int) -> tuple:
    """The play area staged as one composition (issue 40, review problem 1: four long strips with
    ~90 % bare felt between their piles): the four lanes in two pairs, two lanes either side of a
    centre column holding the penalty and thrown piles large over their captions; each lane half
    the width (its ruler still spans it: the gap reads at a glance) and twice the height, so its
    piles are big cards. Returns (the column, the penalty pile, the thrown pile, the lanes in
    COLOURS order: top left, top right, bottom left, bottom right; a lane's card)."""
    gap_y = px(10)
    lane_h = (middle.h - gap_y) // 2
    # the ruler's numerals a step over the captions (issue 40: "dim 13 px digits"; 16 px at 720, 21 at 1080)
    caption_h = 2 * caption_size(text_size) + px(14)  # a side pile's caption chip, two lines at most
    side_h = min(int((middle.h - 2 * caption_h - px(24)) / 2), int(middle.w * 0.13 / 0.7))
    side_card = (int(side_h * 0.7), side_h)
    column_w = max(side_card[0] + px(40), px(104), caption_size(text_size) * 15 // 2)
    side_column = pygame.Rect(0, middle.y, column_w, middle.h)
    side_column.centerx = middle.centerx
    lane_w = (middle.w - column_w) // 2 - px(10)
    # (the strip's height as before the numerals were set smaller, so the lanes' cards keep the side
    # piles' size at 1280x720 and 1920x1080: one face size for both, not two to build)
    ruler_h = ruler_font(text_size, (lane_w - px(20)) / top_value) + px(RULER_PAD) + px(RULER_LIFT)
    # a lane's cards: as tall as its band allows under the ruler, but narrow enough that RUN_SHOWN
    # cards a quarter of a card apart would fit its half (the open gap between two stacks stays wide)
    half = (lane_w - px(20) - middle_width(lane_w - px(4))) // 2
    card_h = min(lane_h - ruler_h - px(18), int(half / (1 + (RUN_SHOWN - 1) * 0.27) / 0.7))
    pile_card = card_size(card_h)
    penalty = pygame.Rect(0, 0, *side_card)
    thrown = pygame.Rect(0, 0, *side_card)
    block = 2 * side_h + 2 * caption_h + px(16)
    penalty.midtop = (side_column.centerx, middle.y + max(px(8), (middle.h - block) // 2))
    thrown.midtop = (side_column.centerx, penalty.bottom + caption_h + px(16))
    lefts = (middle.x, middle.right - lane_w)
    rows = tuple(lane_place(pygame.Rect(lefts[r % 2], middle.y + (r // 2) * (lane_h + gap_y), lane_w, lane_h),
                            pile_card, ruler_h, top_value) for r in range(len(COLOURS)))
    return side_column, penalty, thrown, rows, pile_card


def caption_size(text_size: int) -> int:
    """The side piles' captions' type ("Penalty pile", "Thrown"): a step over the seats' captions
    (a review s51: small at 1280x720; 16 px there, 21 at 1080)."""
    return text_size + px(2)


def ruler_font(text_size: int, cell_w: float) -> int:
    """The size the 1-18 ruler's strip is made for (its height: this and RULER_PAD): well over the
    seats' captions (reviews: "the 1-18 track digits are about 11-12 px" at 1280x720, then at 18
    px "tiny (about 11 px)"; 20 px at 720, 30 at 1080) while two digits keep apart in a marker
    `cell_w` wide, never under 14 px. Its numerals are set a little smaller in it: `numeral_font`."""
    return max(px(14), min(text_size + px(7), int(cell_w / 1.35)))


def numeral_font(strip_font: int, cell_w: float) -> int:
    """The ruler's numerals' size in a strip made for `strip_font` (ruler_font) with markers `cell_w`
    wide: up to 2 px over the strip's size and AIRY of a marker (a review s52 read the 21 px numerals
    at 1280x720, condensed to fit, as "10-18 have almost no spacing", then round 8 the 17 px ones
    as "roughly 12 px numerals ... only just readable": 19 px at 720 now (15 px of ink, a bold
    two-digit numeral condensed a little, NUMERAL_GAP of felt kept), 25 at 1080, uncondensed), as tall as a two-digit numeral condensed to 0.8 of its width (board.numeral) still
    leaves NUMERAL_GAP of felt to the next, never under 14 px."""
    condensed = int((cell_w - px(7)) / 0.96)  # a bold "18" is about 1.2 of its size wide: 0.8 of that
    grown = int(cell_w * 0.4) + px(8)  # slower than their marker: the air between them grows with it
    return max(px(14), min(strip_font + px(2), int(cell_w * AIRY), condensed, grown))


AIRY = 0.7  # the ruler's numerals at most this much of a marker's width (a review s52: at 1280x720
# "the ruler digits 10-18 have almost no spacing" at 0.77, then at 0.6 (16 px) "small and
# low-contrast", at 0.63 (17 px) "roughly 12 px numerals": 19 px at 720 now, 25 at 1080, a bold two-digit
# numeral, condensed a little at 720, still leaving a quarter of its marker as felt to the next)


CHIP_PAD = 5  # a ruler's marker chip is this much taller than its numerals' size
CHIP_INSET = 3  # ... and lies this far inside the ruler's dark strip, above and below (a review: the
# top values' chips were clipped by the strip's edges)
RULER_PAD = CHIP_PAD + 2 * CHIP_INSET  # the ruler's strip is this much taller than its numerals' size (board.ruler_size)
RULER_LIFT = 4  # the strip's foot this far over the lane's border (the chips never on the border)
RULER_SIDE = 6  # logical px from the lane's band to the ruler's first and last markers (its dark strip 2 px wider)


STACK_EDGES = 3  # a pile shows at most this many cards' edges under its top card
STACK_STEP = 6  # logical px of each of those edges (plain card edges, no numerals)
RUN_SHOWN = 6  # a lane's card no wider than such a run of cards a quarter of a card apart needs in its half


def middle_width(strip_w: int) -> int:
    """The open felt kept between a lane's two halves for the gap's words."""
    return max(px(120), int(strip_w * 0.24))


def lane_place(lane: pygame.Rect, card: tuple[int, int], ruler_h: int, top_value: int) -> RowPlace:
    """A lane's places: the printed band inset in it, the two runs along its top from its ends
    (each at most half of it but the middle kept open for the gap's words), the ruler at its foot."""
    strip = lane.inflate(-px(4), -px(4))
    cw, ch = card
    cards_y = strip.y + max(px(3), (strip.h - ruler_h - ch) // 2)  # centred over the ruler
    middle_w = middle_width(strip.w)
    half = (strip.w - px(16) - middle_w) // 2
    left_run = pygame.Rect(strip.x + px(8), cards_y, half, ch)
    right_run = pygame.Rect(strip.right - px(8) - half, cards_y, half, ch)
    left = pygame.Rect(left_run.x, cards_y, cw, ch)
    right = pygame.Rect(right_run.right - cw, cards_y, cw, ch)
    middle = pygame.Rect(left_run.right, cards_y, right_run.x - left_run.right, ch)
    ruler = pygame.Rect(strip.x + px(RULER_SIDE), strip.bottom - ruler_h, strip.w - 2 * px(RULER_SIDE), ruler_h - px(RULER_LIFT))
    cell_w = ruler.w / top_value
    inset = px(CHIP_INSET)  # the markers inside the strip, clear of its edges
    cells = tuple(pygame.Rect(int(ruler.x + k * cell_w) + px(1), ruler.y + inset, int(cell_w) - px(2), ruler.h - 2 * inset)
                  for k in range(top_value))
    return RowPlace(lane, left, right, strip, cells, middle, ruler, left_run, right_run)


def run_slots(row: RowPlace, count: int, side: str) -> list[pygame.Rect]:
    """The cards of a pile of `count` cards, bottom first, as a neat stack at the lane's end (a
    review s50: the cards under the top read as "clipped slivers with cut-off numbers"): the top
    card whole, the STACK_EDGES cards under it each a plain card edge STACK_STEP wide toward the
    lane's end, any deeper card hidden under the lowest edge; the last is the top card."""
    if count <= 0:
        return []
    start = row.left if side == "left" else row.right
    edges = min(count - 1, STACK_EDGES)
    step = max(3, px(STACK_STEP))
    sign = 1 if side == "left" else -1
    hidden = count - 1 - edges
    return [start.move(sign * step * max(0, k - hidden), 0) for k in range(count)]


def open_gap(row: RowPlace, counts: tuple[int, int]) -> pygame.Rect:
    """The open felt between the two piles' top cards (their runs `counts` cards long)."""
    left, right = run_slots(row, max(1, counts[0]), "left")[-1], run_slots(row, max(1, counts[1]), "right")[-1]
    return pygame.Rect(left.right, left.y, right.left - left.right, left.h)


GROUP_GAP = 3  # the gap between two colours of your hand, in gaps between a colour's cards
GROUP_MOST = 1 / 3  # ... at most this much of a card (a review s52: wider "look like missing cards")


def hand_slots(lay: Layout, count: int, colours: tuple | list = ()) -> list[pygame.Rect]:
    """The viewer's cards spread across the hand's tray (issue 40, problem 1: no bare tray but a
    margin): each colour's cards (`colours`, the hand's colours in order, when known) in a tight
    group (the same gap between any two), the groups apart by three times that gap (issue 40: "the
    hand's spacing is uneven": two clear steps), that at most GROUP_MOST of a card (a review s52:
    "the wide gaps between colour groups look like missing cards"), the whole centred on the tray
    as one row; overlapping evenly when they do not fit side by side."""
    if count <= 0:
        return []
    cw, ch = lay.hand_card
    area = lay.hand
    y = area.bottom - ch  # the number keys' caps rise over the cards' tops, inside the tray
    if count == 1:
        return [pygame.Rect(area.centerx - cw // 2, y, cw, ch)]
    colours = list(colours) if len(colours) == count else [None] * count
    weights = [GROUP_GAP if colours[k] != colours[k + 1] or colours[k] is None else 1 for k in range(count - 1)]
    free = area.w - count * cw
    if free < sum(weights):  # too many to lie apart, a pixel between a colour's cards: evenly overlapped
        step = min((area.w - cw) / (count - 1), cw - px(4))  # overlapping, never edge to edge
        x0 = area.x + (area.w - cw - step * (count - 1)) / 2
        return [pygame.Rect(round(x0 + k * step), y, cw, ch) for k in range(count)]  # round: 272.9999 is 273
    unit = max(1, int(min(free / sum(weights), cw * GROUP_MOST / GROUP_GAP)))  # whole pixels: rounding never evens the gaps out
    xs, x = [], 0
    for k in range(count):
        xs.append(x)
        x += cw + (unit * weights[k] if k < count - 1 else 0)
    x0 = area.x + (area.w - x) // 2
    return [pygame.Rect(x0 + a, y, cw, ch) for a in xs]


def colours_of(hand) -> list:
    """Each card's colour in a hand as the table sees it (None for a hidden card): `hand_slots`'s groups."""
    return [getattr(card, "colour", None) for card in hand]


def fan_slots(place: SeatPlace, count: int, card: tuple[int, int]) -> list[pygame.Rect]:
    """An opponent's cards in its fan (seat_fan.slots: each card upright at its centre in the
    fan, where a card flies to or from), left to right."""
    return seat_fan.slots(place.fan, count, card)


compute_layout.cache_clear = _layout.cache_clear  # type: ignore[attr-defined]  # (tests start afresh)
