"""Where everything sits on the table, for 2-6 seats, scaled to the window.

Pure geometry (pygame.Rect only). The window is cut into disjoint bands, so nothing can overlap
by construction: a side panel (log, scores) on the right; in the play area, from the bottom up,
the banner, the button row, the viewer's hand, a middle band (side opponents left and right, the
piles in the centre) and a top band shared by the remaining opponents. Each seat's cards are
sized to fit its own area (a line, fanned for an opponent), so long hands shrink
instead of spilling. Recomputed only when the window size or hand sizes change.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

import pygame

from ....ui.assets import prebuild, rail_width
from ....ui.theme import px, ui_scale
from ....ui.table_kit import panel_width
from . import fan
from .pile_room import badge_height, label_height, label_size, level, overlaps, stack_depth  # noqa: F401 (theirs too)

CARD_RATIO = 1.4  # height / width
NAME_H = 22  # the strip above each hand for the name plate
LIFT = 0.15  # how far a lifted card moves toward the middle, at most, in card heights (kept clear of the piles)

# How the opponents sit, clockwise from the viewer's left: "L" left side, "T" top band, "R" right.
_PLACES = {
    0: "",
    1: "T",
    2: "TT",
    3: "LTR",
    4: "LTTR",
    5: "LTTTR",
}


@dataclass(frozen=True)
class SeatLayout:
    seat: int
    area: pygame.Rect  # the space this seat may use (name strip + cards)
    card_size: tuple[int, int]
    slots: tuple[pygame.Rect, ...]  # one rect per card, in slot order
    name: pygame.Rect  # the name plate
    lift: tuple[int, int]  # direction a card lifts (toward the table centre), in pixels
    panel: bool = False  # an opponent's seat plate (portrait, name, cards and points) in `name`, not a pill
    tilts: tuple[float, ...] = ()  # degrees each card is turned (a hand held across the table, fanned); () none


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    play: pygame.Rect  # the felt, without the side panel
    panel: pygame.Rect  # the log and scores
    banner: pygame.Rect
    buttons: pygame.Rect  # the row of action buttons
    deck: pygame.Rect
    discard: pygame.Rect
    drawn: pygame.Rect  # where a held (drawn) card is shown
    pile_size: tuple[int, int]
    seats: dict[int, SeatLayout]
    felt: pygame.Rect | None = None  # the cloth inside the table's rail: every card stays in it


def _grid(count: int, rows: int = 1) -> tuple[int, int]:
    """(columns, rows) on screen of a line of `count` cards in at most `rows` rows."""
    rows = min(rows, max(1, count))
    return max(1, -(-count // rows)), rows


GAP = 1 / 8  # the gap between your cards (and the piles), in card widths
OVERLAP = 1 - fan.STRIDE  # an opponent's line: each card lies over the one before by this share of its width (a held hand)


def _spread(facing: tuple[int, int]) -> tuple[float, float]:
    """(gap between columns, between rows) in card widths: the viewer's cards apart, an
    opponent's line overlapped as a hand held at the table (each card still a separate target)."""
    if facing == (0, -1):
        return GAP, GAP
    return -OVERLAP, GAP


def _card_size_for(area: pygame.Rect, count: int, largest: int, rows: int = 1,
                   spread: tuple[float, float] = (GAP, GAP)) -> tuple[int, int]:
    cols, rows = _grid(count, rows)
    w_by_width = area.w / (cols + (cols - 1) * spread[0])
    w_by_height = area.h / (rows * CARD_RATIO + (rows - 1) * spread[1])
    w = int(max(16, min(largest, w_by_width, w_by_height)))
    return w, int(w * CARD_RATIO)


def _slots_in(area: pygame.Rect, count: int, card: tuple[int, int], rows: int = 1,
              spread: tuple[float, float] = (GAP, GAP)) -> tuple[pygame.Rect, ...]:
    """Slots centred in `area`, left to right (a long line in a narrow area wraps onto a second
    row, still read left to right, top row first). `spread`: the gaps between columns and rows in
    card widths (negative: overlapped)."""
    if count == 0:
        return ()
    w, h = card
    gap = max(3, w // 8) if spread[0] == GAP else int(w * spread[0])
    vgap = max(3, w // 8) if spread[1] == GAP else int(w * spread[1])
    cols, rows = _grid(count, rows)
    total_w = cols * w + (cols - 1) * gap
    total_h = rows * h + (rows - 1) * vgap
    x0 = area.centerx - total_w // 2
    y0 = area.centery - total_h // 2
    return tuple(pygame.Rect(x0 + (i % cols) * (w + gap), y0 + (i // cols) * (h + vgap), w, h) for i in range(count))


def _seat(seat: int, area: pygame.Rect, count: int, largest: int, lift: tuple[int, int],
          name_h: int = NAME_H, below: bool = False, beside: bool = False) -> SeatLayout:
    """One seat's cards and plate in `area`; the plate above the cards, or `below` them (always for
    the viewer, so lifted cards never cover it), or `beside` them (the viewer's line: its plate at
    the left of its cards, their whole height the cards')."""
    below = below or lift == (0, -1)
    if beside:
        name = pygame.Rect(area.x, area.bottom - name_h, area.w, name_h)
        cards = pygame.Rect(area)
    elif below:
        name = pygame.Rect(area.x, area.bottom - name_h, area.w, name_h)
        cards = pygame.Rect(area.x, area.y, area.w, area.h - name_h - px(2))
    else:
        name = pygame.Rect(area.x, area.y, area.w, name_h)
        cards = pygame.Rect(area.x, area.y + name_h + px(2), area.w, area.h - name_h - px(2))
    inner = cards.inflate(-px(4), -px(4))
    rows = 1
    spread = _spread(lift)
    size = _card_size_for(inner, count, largest, spread=spread)
    if count > 4:  # a long line may wrap onto two rows when that makes its cards 15 % larger
        wrapped = _card_size_for(inner, count, largest, rows=2, spread=spread)
        # (a side seat's four stay one fan as every opponent's: in two overlapped rows they read
        # as "a pile of squares" beside the fans across)
        if wrapped[0] > size[0] * 1.15:
            size, rows = wrapped, 2
    slots, tilts = _slots_in(cards, count, size, rows, spread), ()
    if lift != (0, -1) and rows == 1 and count > 1:  # an opponent's line in one row: a fan
        wide, tall = fan.extent(count, CARD_RATIO)
        w = int(max(16, min(size[0], inner.w / wide, inner.h / tall)))
        size = (w, int(w * CARD_RATIO))
        slots, tilts = fan.lay(cards, count, size)
    if beside:  # the viewer's line: its plate left of the cards, level with their foot (the hand lower and larger)
        return _plate_beside(seat, area, size, slots, name, lift)
    if slots:  # the plate right against its cards (above them; the viewer's below), not at the area's edge
        hull = fan.box(slots, tilts, size)
        name.y = min(hull.bottom + px(2), area.bottom - name_h) if below else max(area.y, hull.top - px(2) - name_h)
    return SeatLayout(seat, area, size, slots, name, lift, tilts=tilts)


def drawn_box(seat: SeatLayout) -> pygame.Rect:
    """The box round a seat's cards as drawn (a fan's turned cards reach past their slots)."""
    return fan.box(seat.slots, seat.tilts, seat.card_size)


PANEL_W = 200  # logical px: an opponent's seat plate beside a line across the table
PANEL_SHARE = 0.9  # a panel is taken where the cards keep at least this share of their size with a pill


def _opponent(seat: int, area: pygame.Rect, count: int, largest: int, lift: tuple[int, int],
              name_h: int, grouped: bool = False) -> SeatLayout:
    """An opponent's overlapped hand with its seat plate, a panel (a larger portrait, its name, its
    cards and points) as your own: beside a line across the table, at its left and level with its
    middle, the group centred in `area`; above a side seat's cards (or a line's, where beside
    would shrink them); a one-line pill above them where a panel would shrink the cards by more
    than a tenth (a crowded top band)."""
    pill = _seat(seat, area, count, largest, lift, name_h)
    if not pill.slots:
        return pill
    panel_h = max(px(62), name_h * 14 // 5)
    if lift == (0, 1):
        room = px(PANEL_W) + px(10)
        beside = _seat(seat, pygame.Rect(area.x + room, area.y, area.w - room, area.h), count, largest, lift, 0)
        hull = drawn_box(beside)
        if beside.card_size[0] >= PANEL_SHARE * pill.card_size[0] and panel_h <= hull.h:
            name = pygame.Rect(hull.left - room, hull.centery - panel_h // 2, px(PANEL_W), panel_h)
            dx = area.centerx - hull.centerx  # the cards on the column's middle, the panel at their left
            if grouped or name.left + dx < area.left:  # the panel and its cards one group centred, as your
                dx = area.centerx - (name.left + hull.right) // 2  # plate and row (review s50: "Pip's
                # nameplate sits off to the side"; alone across, at 2 seats, the cards keep the middle)
            return replace(beside, area=area, name=name.move(dx, 0), slots=tuple(r.move(dx, 0) for r in beside.slots),
                           panel=True)
    above = _seat(seat, area, count, largest, lift, panel_h)
    if above.card_size[0] >= PANEL_SHARE * pill.card_size[0]:
        return replace(above, panel=True)
    return pill


DOCK = 4  # the docked buttons' column holds this many (a turn's Draw, Take discard, CABO and Hint)
STATUS_W = 170  # the right end of your band kept free beside a plate-beside line (a network table's notes)
PLATE_BESIDE = 250  # the room a plate beside the viewer's line needs (its portrait and "Name (you)   12 pts")
PLATE_SLOT = 120  # a plate beside its cards is centred on a slot this wide against them: a longer one grows leftward


def _plate_beside(seat: int, area: pygame.Rect, size: tuple[int, int], slots: tuple, name: pygame.Rect,
                  lift: tuple[int, int]) -> SeatLayout:
    """A seat's cards (the viewer's) with its plate's slot left of them, level with their middle;
    the plate is drawn centred in its slot, its portrait at its left."""
    if slots:
        hull = slots[0].unionall(list(slots[1:]))
        right = hull.left - px(12)
        y = hull.centery - name.h // 2  # yours level with your cards' middle
        name = pygame.Rect(right - px(PLATE_SLOT), y, px(PLATE_SLOT), name.h)
    return SeatLayout(seat, area, size, slots, name, lift)


PILE = 1.2  # the piles' cards, in the others' card heights, budgeted in the bands (a touch larger: the centre of the game)
MINE = 1.3  # the viewer's cards, in the others' (clearly larger: a review saw 1.15 as hardly bigger)


def _bands(room: int, name_h: int, label_h: int, pad: int, opponents: bool, most_h: int) -> tuple[int, int]:
    """(top band, viewer's band) heights for `room` px above the buttons: solved for one card
    height u of the others' cards (at most `most_h`) so that the top band (a name plate and a row),
    the middle (where lifted cards reach, the piles and their badges) and the viewer's band (its
    larger cards and plate) fill the room exactly."""
    plate = name_h + 6
    fixed = 2 * plate + 2 * label_h + 2 * pad
    per_u = (1 if opponents else 0) + MINE + LIFT * ((1 if opponents else 0) + MINE) + PILE
    u = min(most_h, (room - fixed) / per_u)
    top = int(plate + u) if opponents else 0
    mine = int(plate + MINE * u)
    return top, mine


COLUMN_LEAST = 110  # logical px: your cards at least this tall for your plate to stand beside them as a column


def you_plate_w(card_h: int, name_h: int) -> int:
    """The width of your plate beside your line (plates.you_panel draws it at least this wide,
    wider only for a longer text): a column as tall as your cards, or the one-line panel under
    COLUMN_LEAST; the layout centres your plate and your cards as one group on the piles."""
    if card_h >= px(COLUMN_LEAST):
        return max(px(130), card_h * 11 // 20)  # (3/4 read as an oversized tile beside your cards, review s50)
    h = max(px(56), name_h * 5 // 2)
    return px(14) + h - px(14) + px(10) + px(120) + px(18)


def _group(seat: SeatLayout, name_h: int) -> tuple[pygame.Rect, int]:
    """(your cards' box, the left end of your plate beside them)."""
    hull = seat.slots[0].unionall(list(seat.slots[1:]))
    return hull, hull.left - px(12) - you_plate_w(seat.card_size[1], name_h)


def _plate_beside_centred(room: pygame.Rect, seat: SeatLayout, axis: int, name_h: int) -> SeatLayout | None:
    """The viewer's line and its plate beside it in `room` (the felt's width left of the buttons'
    corner): the plate and the line one group centred on `axis` (the piles' centre line: the
    table reads symmetric, a review saw your row 80 px left of the piles), its plate's slot
    (`name`) as wide as it is drawn; None when the group does not fit there (`_layout` lays the
    line again in a narrower room)."""
    if not seat.slots:
        return None
    hull, left = _group(seat, name_h)
    if hull.left - px(12) - px(PLATE_BESIDE) < room.left:
        return None  # (the longest plate, "Name (you)   12 pts", must still fit on its left)
    dx = axis - (left + hull.right) // 2
    if left + dx < room.left or hull.right + dx > room.right:
        return None
    name = pygame.Rect(left, seat.name.y, hull.left - px(12) - left, seat.name.h)
    return _moved(replace(seat, name=name), dx, room)


def compute_layout(size: tuple[int, int], hand_sizes: tuple[int, ...], viewer: int, square: bool,
                   docked: bool = True) -> TableLayout:
    """The layout for a window of `size` with `hand_sizes[seat]` cards, seen from `viewer`, at
    the UI scale in use (its fixed lengths are logical: theme.px); see _layout. `square`: the
    variant deals kaboo's square, which lies as CABO's line (one look for every table). `docked`: the
    action buttons in the bottom right corner beside your hand (play); else a row across the
    felt above the banner (a replay's six buttons)."""
    key = (tuple(size), tuple(hand_sizes), viewer, ui_scale(), docked)
    if key not in _near:
        _near_ahead(key)
    return _settled(*key)


_near: set = set()  # the layouts whose neighbours have been queued to be worked out ahead


def _near_ahead(key: tuple) -> None:
    """Queue, for the frames' spare time (assets.prebuild), the layouts of the hands one card
    larger or smaller at each seat than `key`'s: the next draw, penalty or snap finds its layout
    ready (worked out in the frame that needed it, a new layout cost 1.5-3 ms: issue 40, frame p99
    at the fastest speed)."""
    if len(_near) > 512:
        _near.clear()
    _near.add(key)
    size, hands, viewer, scale, docked = key
    for seat in range(len(hands)):
        for step in (1, -1):
            near = hands[:seat] + (hands[seat] + step,) + hands[seat + 1:]
            if min(near) >= 0:
                task = lambda near=near: _settled(size, near, viewer, scale, docked)  # noqa: E731
                prebuild.want(("cabo layout", size, near, viewer, scale, docked), task)


@lru_cache(maxsize=256)
def _settled(size: tuple[int, int], hand_sizes: tuple[int, ...], viewer: int, scale: float, docked: bool = True) -> TableLayout:
    """_layout's, with your plate at your cards' foot where beside their middle it would lie on
    another seat's cards (kaboo at 1024x600, 4 seats, a long side hand)."""
    lay = _layout(size, hand_sizes, viewer, scale, docked)
    if overlaps(lay):  # the seat across kept between the side seats' columns (it reached over their plates)
        lay = _layout(size, hand_sizes, viewer, scale, docked, False)
    mine = lay.seats.get(viewer)
    if mine is None or not mine.slots or not any(o.startswith(f"name {viewer} ") for o in overlaps(lay)):
        return lay
    hull = mine.slots[0].unionall(list(mine.slots[1:]))
    seats = dict(lay.seats)
    seats[viewer] = replace(mine, name=mine.name.move(0, hull.bottom - mine.name.h - mine.name.y))
    moved = replace(lay, seats=seats)
    return moved if len(overlaps(moved)) < len(overlaps(lay)) else lay


@lru_cache(maxsize=256)
def _layout(size: tuple[int, int], hand_sizes: tuple[int, ...], viewer: int, scale: float, docked: bool = True, over: bool = True) -> TableLayout:
    """The layout for a window of `size` with `hand_sizes[seat]` cards, seen from `viewer`.

    One composition for every seat count and both games (issue 40, review problems 1 and 2): the
    deck and the discard pile side by side on the felt's middle axis, the held card's place right
    of them; your hand centred at the foot, the largest cards, your plate at its left end on its
    line; the seats across in a band along the top, one each side (3-6 seats) level with the
    piles, larger than those across (they have the height). Every opponent's plate lies above its
    cards, an opponent's hand fanned. Kaboo's squares lie as CABO's lines: yours a flat row (a row
    stepped as the square was read as one card sitting lower), every opponent's a fan (a review saw
    a fan across and 2x2 grids beside: two looks on one table). Everything sits inside the table's rail (`assets.rail_width`)."""
    width, height = max(px(640), size[0]), max(px(400), size[1])
    panel_w = panel_width(width)  # the side rail of every table (ui/table_kit)
    play = pygame.Rect(0, 0, width - panel_w, height)
    panel = pygame.Rect(play.right, 0, panel_w, height)
    felt = play.inflate(-2 * rail_width(play.size), -2 * rail_width(play.size))
    pad = max(px(6), height // 100)
    hand_sizes = tuple(hand_sizes)
    n = len(hand_sizes)
    others = [(viewer + k) % n for k in range(1, n)]
    places = _PLACES[len(others)]
    n_top = places.count("T")
    sides = "L" in places
    tall_sides = sides and n_top == 1  # the side seats reach up beside the one seat across

    # the prompt read at a glance at 1920x1080 too (review s51: "the instruction ribbon is small"): 1/19 of a tall window
    banner_h, buttons_h = max(px(30), height // (22 if height < 900 else 19)), max(px(34), height // 19)
    # the prompt's ribbon FOOT_ROOM over the rail's inner edge (a review s50: 10 px at 1280x720 read cramped)
    banner = pygame.Rect(felt.x + pad, felt.bottom - max(pad, px(FOOT_ROOM)) - banner_h, felt.w - 2 * pad, banner_h)
    buttons = pygame.Rect(felt.x + pad, banner.y - pad - buttons_h, felt.w - 2 * pad, buttons_h)
    # your cards' foot: HAND_ROOM of felt over the prompt's ribbon (review s51: "the hand and drop slots nearly touch the status ribbon")
    # (a short window keeps its cards' height: 0.26 of it)
    foot = (banner.y - (max(pad, px(HAND_ROOM), height // 45) if height >= 680 else pad)) if docked else buttons.y - pad
    if docked:  # the buttons docked in the corner beside your hand: the row's height goes to the cards
        buttons = pygame.Rect(0, 0, max(px(150), min(px(260), felt.w // 6)), DOCK * buttons_h + (DOCK - 1) * pad)
        buttons.bottomright = (felt.right - pad, foot)
    edge = max(pad, min(px(EDGE), height // 42))  # the top band's cards off the rail (a review saw them 10 px from it)
    room = foot - (felt.y + edge)
    name_h = max(px(NAME_H), height // 32)
    largest = int(min(felt.w * 0.11, height * 0.17))
    top_h, my_h = _bands(room, name_h, label_height(int(largest * CARD_RATIO), height), pad, bool(others),
                         int(largest * CARD_RATIO))
    top = pygame.Rect(felt.x + pad, felt.y + edge, felt.w - 2 * pad, top_h)
    side_w = int((felt.w - 2 * pad) * SIDE) if sides else 0
    half = int(felt.w * 0.33)
    if docked:  # your cards centred on the felt's axis, clear of the buttons' corner
        half = min(half, buttons.x - pad - felt.centerx)
    my_area = pygame.Rect(felt.centerx - half, foot - my_h, 2 * half, my_h)
    strip = buttons.w + pad if docked else px(STATUS_W)  # the right end of your band kept free
    middle = pygame.Rect(felt.x + pad, top.bottom + pad, felt.w - 2 * pad, my_area.y - top.bottom - 2 * pad)

    seats: dict[int, SeatLayout] = {}
    seats[viewer] = _seat(viewer, my_area, hand_sizes[viewer], int(largest * 1.45), (0, -1), name_h)
    # your plate beside your line when there is room (the cards taking the plate's strip), the line
    # and its plate one group centred left of a strip at the right end kept for a network table's notes
    beside = pygame.Rect(felt.x + pad, felt.y, felt.w - 2 * pad - strip, felt.h)
    line = pygame.Rect(beside.x + px(PLATE_BESIDE + 12), my_area.y, beside.w - px(PLATE_BESIDE + 12), my_area.h)
    if not docked:
        line = my_area
    first = None
    for _try in range(2):  # the second time in a room symmetric about the axis (the cards a touch smaller)
        wide = _seat(viewer, line, hand_sizes[viewer], int(largest * 1.45 * 1.12), (0, -1), name_h, beside=True)
        placed = _plate_beside_centred(beside, wide, felt.centerx, name_h) if wide.slots else None
        if first is not None and wide.card_size[0] < 0.97 * first.card_size[0]:
            placed = None  # (a narrow window: your cards keep their size, the piles come over your row)
        first = first or wide
        if placed is not None or not wide.slots or not docked:
            break
        half = min(felt.centerx - beside.left, beside.right - felt.centerx)
        plate_w = px(12) + you_plate_w(wide.card_size[1], name_h)
        line = pygame.Rect(felt.centerx - half + plate_w, my_area.y, 2 * half - plate_w, my_area.h)
    if placed is None and first is not None and first.slots:  # no room for that: the group as near the axis as fits
        hull, left = _group(first, name_h)
        if hull.left - px(12) - px(PLATE_BESIDE) >= beside.left:
            name = pygame.Rect(left, first.name.y, hull.left - px(12) - left, first.name.h)
            dx = max(beside.left - left, min(felt.centerx - (left + hull.right) // 2, beside.right - hull.right))
            placed = _moved(replace(first, name=name), dx, beside)
    if placed is not None:
        seats[viewer] = placed
    # the others' cards stay smaller than the viewer's (theirs is the largest and nearest hand)
    mine_w = seats[viewer].card_size[0] if seats[viewer].slots else int(largest * 1.45)
    largest = min(largest, int(mine_w / MINE))

    # the seat across between the side seats' columns, or `over` half of each (the felt above their plates)
    across = top.inflate(-2 * ((side_w // 2 if over else side_w) + pad), 0) if tall_sides else top
    top_cols = [pygame.Rect(across.x + i * across.w // max(1, n_top), across.y, across.w // max(1, n_top), across.h)
                for i in range(n_top)]
    top_largest = largest

    def lay_across(most: int) -> None:
        for t, seat in enumerate(s for s, place in zip(others, places) if place == "T"):
            # several seats across: a clear stretch of felt between their hands (12 cards edge to edge at 6 seats read as one)
            col = top_cols[t].inflate(-(max(pad, top_cols[t].w // 7) if n_top > 1 else pad), 0)
            seats[seat] = _opponent(seat, col, hand_sizes[seat], most, (0, 1), name_h, grouped=tall_sides)

    for _pass in range(3):  # the seats across a touch smaller than the piles: made again smaller when they are
        lay_across(top_largest)
        # the piles in the centre of the middle band, clear of where your cards and the top seats' lift
        # to (toward the middle, by up to LIFT of a card's height)
        reach_up = int(LIFT * seats[viewer].card_size[1])
        reach_down = int(LIFT * max([seats[s].card_size[1] for s, place in zip(others, places) if place == "T"] or [0]))
        centre = pygame.Rect(middle.x + side_w + pad, middle.y + reach_down, middle.w - 2 * side_w - 2 * pad,
                             middle.h - reach_down - reach_up)
        label_h = label_height(centre.h, height)
        # the piles at least as large as the others' cards (the centre of the game), at most the viewer's
        most = min(mine_w, (centre.w - 4 * pad) / 3.6, (centre.h - 2 * label_h) / CARD_RATIO,
                   (centre.w // 2 - pad) / (2.45 + HELD_OUT))  # (the deck and discard pair on the axis, the held card's place beside it)
        pile_w = int(most)  # your cards' size where the centre has room (the bands give it PILE of theirs)
        top_w = max([seats[s].card_size[0] for s, place in zip(others, places) if place == "T"] or [0])
        if top_w * 1.05 <= pile_w:  # (a touch smaller: the piles are the centre of the game)
            break
        top_largest = max(16, min(top_largest - 1, int(pile_w / 1.05)))
    pile = (pile_w, int(pile_w * CARD_RATIO))
    gap = int(pile_w * 0.3)
    out = gap + int(pile_w * HELD_OUT)  # the held card's place: on the felt right of the piles' mat, clear of it
    row_w = 3 * pile_w + gap + out
    # the deck and the discard pile centred on the felt's middle axis, the held card's place right of
    # them (the row pulled left only as far as the room on the right needs)
    pair = centre.centerx - (2 * pile_w + gap) // 2
    x0 = max(centre.centerx - row_w // 2, min(pair, centre.right - row_w))
    y = centre.centery - pile[1] // 2
    mine = seats[viewer]
    if mine.slots and mine.name.right <= mine.slots[0].left:  # the pair over your row's middle (off the axis at
        shift = (mine.name.left + mine.slots[-1].right) // 2 - (pair + pile_w + gap // 2)  # most a few px)
        if centre.left <= x0 + shift and x0 + shift + row_w <= centre.right:
            x0 += shift
    deck = pygame.Rect(x0, y, *pile)
    discard = pygame.Rect(x0 + pile_w + gap, y, *pile)
    drawn = pygame.Rect(discard.right + out, y, *pile)
    # the side seats: from the top band (beside one seat across) or the middle band down to your
    # hand's band, their cards as large as their room allows, below the piles' (a touch smaller)
    # and yours; their plates above their cards, as every opponent's
    side_largest = max(16, min(int(mine_w / 1.15), int(pile_w / 1.05)))
    if top_w:  # every opponent's fan the same size (and the felt beside the piles free for kaboo's snap ribbon)
        side_largest = min(side_largest, top_w)
    side_top = top.y if tall_sides else middle.y
    for seat, place in zip(others, places):
        if place in "LR":
            room = max(px(SIDE_ROOM), felt.w // SIDE_SHARE)  # (review s51: Marta's fan 17 px off the frame at 1280)
            x = max(middle.x, felt.x + room) if place == "L" else middle.right - side_w
            w = side_w - (x - middle.x) if place == "L" else min(middle.right, felt.right - room) - x
            area = pygame.Rect(x, side_top, w, middle.bottom - side_top)  # (SIDE_ROOM of felt off the rail)
            side = _opponent(seat, area, hand_sizes[seat], side_largest,
                             (1, 0) if place == "L" else (-1, 0), name_h)
            if side.slots:  # half the way toward the rail: the felt beside the piles free for the snap's ribbon
                hull = drawn_box(side)
                side = _moved(side, ((area.left - hull.left) if place == "L" else (area.right - hull.right)) // 2, felt)
                # and down toward the felt's middle (a ring about the table, not a row along the top:
                # the felt under the side seats was bare; level with the piles, review s51 still saw
                # the lower corners bare at 1920), its plate still above it, all in its area
                dy = max(0, min(area.bottom - hull.bottom, felt.centery - hull.centery))
                side = replace(side, slots=tuple(r.move(0, dy) for r in side.slots), name=side.name.move(0, dy))
            seats[seat] = side
    sides_w = [seats[s].card_size[0] for s, place in zip(others, places) if place in "LR" and seats[s].slots]
    if sides_w and top_w > min(sides_w):  # every opponent's cards one size: the seats across as the side seats'
        lay_across(min(sides_w))  # (review s50: 78 beside and 96 across at 1280 read as two designs)
        for seat in (s for s, place in zip(others, places) if place == "T" and seats[s].slots):
            across_seat = seats[seat]  # up to the band's top, where the larger fan reached: felt toward the piles
            dy = min(0, top.y + px(3) - min(drawn_box(across_seat).top, across_seat.name.top))
            seats[seat] = replace(across_seat, slots=tuple(r.move(0, dy) for r in across_seat.slots),
                                  name=across_seat.name.move(0, dy))
    air = max(px(AIR), height // 30)  # the seats across as far off the rail as the side seats (review s52: Pip's fan 20 px)
    for seat in (s for s, place in zip(others, places) if place == "T" and seats[s].slots):
        dy = max(0, felt.y + air - min(drawn_box(seats[seat]).top, seats[seat].name.top))
        seats[seat] = replace(seats[seat], slots=tuple(r.move(0, dy) for r in seats[seat].slots),
                              name=seats[seat].name.move(0, dy))
    return _levelled(TableLayout((width, height), play, panel, banner, buttons, deck, discard, drawn, pile, seats, felt),
                     [s for s, place in zip(others, places) if place == "T"])


def _levelled(lay: TableLayout, across: list[int]) -> TableLayout:
    """`lay` with its piles moved up or down so the piles' mat sits in the middle of the felt
    between the seats across and your cards (pile_room.level)."""
    mine = lay.seats[next(s for s in lay.seats if lay.seats[s].lift == (0, -1))]
    boxes = [b for s in across if lay.seats[s].slots for b in (drawn_box(lay.seats[s]), lay.seats[s].name)]
    dy = level(lay.deck.y, lay.pile_size, lay.size[1], boxes, list(mine.slots)) - lay.deck.y
    if not dy:
        return lay
    return replace(lay, deck=lay.deck.move(0, dy), discard=lay.discard.move(0, dy), drawn=lay.drawn.move(0, dy))


HELD_OUT = 0.2  # the held card's place this many pile widths further from the discard pile than the gap between the piles
FOOT_ROOM = 14  # logical px of felt under the prompt's ribbon, above the rail (as Cabanga!'s)
SIDE = 0.25  # a side seat's column, in the felt's width (0.245 before review s52: "empty areas between the opponents and the piles"; 0.265 left no room for the snap's ribbon; its fan beside the piles leaves kaboo's snap ribbon room level with them)
SIDE_ROOM = 14  # logical px at least: the felt kept between a side seat's fan and the rail (a review saw Marta's nearly touch it)
SIDE_SHARE = 48  # ... and a 48th of the felt's width (24 px at 1280x720: 14 px still read "hugging the frame", review s51)
HAND_ROOM = 12  # logical px (or a 45th of the window's height): the felt between your cards' foot and the prompt's ribbon
AIR = 24  # logical px (or a 30th of the window's height): the felt between the seats across' turned cards and the rail
EDGE = 18  # logical px: the felt kept above the top band (its fans' turned corners reach a little higher)
def _moved(seat: SeatLayout, dx: int, room: pygame.Rect) -> SeatLayout:
    """`seat` moved `dx` pixels sideways (its area kept inside `room`, its name plate's slot
    narrowed about its centre to stay in it)."""
    area = seat.area.move(dx, 0).clamp(room) if seat.area.w <= room.w else seat.area
    name = seat.name.move(dx, 0)
    half = max(1, min(name.w // 2, name.centerx - room.left, room.right - name.centerx))
    name = pygame.Rect(name.centerx - half, name.y, 2 * half, name.h)
    return replace(seat, area=area, slots=tuple(r.move(dx, 0) for r in seat.slots), name=name)


compute_layout.cache_clear = _layout.cache_clear  # type: ignore[attr-defined]  # (tests start afresh)
