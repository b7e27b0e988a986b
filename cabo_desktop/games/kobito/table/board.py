"""Where the board lies on Kobito's felt (no drawing): the piles (the gold deck, the rainbow deck,
the discard pile) in their well at the board's left, the pots' lanes in rows filling the felt to
its right, each lane its gold card then its rainbow's run; or, in a squarer window, the lanes
stacked beside a column of the deck and the discard pile. Where a lane's cards lie, and the
places its run still lacks."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

import pygame

from ....i18n import _
from ....ui import assets
from ....ui.theme import px, ui_scale
from ....ui.table_kit import card_size


RUN_SHARE = 0.94  # a run's cards against its gold card's height (read from across the table: issue 40)
RUN_STEP = 0.9  # how far each card of a run lies from the one before, in card widths: the next covers only
# the right part of the one before, so its corner index at the top left, its numeral and picture show
LONGEST = 8  # the longest rainbow a gold card asks for (the official deck)
LANE_MOST = 1.06  # a gold card's height against your hand's cards at most: a run's cards (RUN_SHARE of
# it) as large as your hand's (a review, s51: "the central piles are big, while the rainbow rows, the real
# play area, are small cards among mostly empty slots": the lanes the hero, the piles no larger than a lane card)
GOLD_SHARE = 1.16  # the stacked lanes' gold card against your hand's cards at most
RUN_GAP = 6  # the felt between two cards of a short pot's run, or two places it lacks (logical px)
TYPICAL = 5  # the length the board's cards are sized for: rows of lanes each asking this lie side by
# side, no card on another (a review: "the x7 lane still overlaps its cards, 0.6 of a card apart")
INLAY = 10  # the room round a lane's cards inside its inlay (logical px)
CHIP_PAD = 10  # a caption chip's room round its words, across (logical px)
# where the piles lie in their well for each number of lane rows beside it: (row, column) of the gold
# deck, the rainbow deck and the discard pile (two rows: the gold deck over the other two, the draw and
# discard piles nearer your hand)
PILE_GRID = {1: ((0, 0), (0, 1), (0, 2)), 2: ((0, 0.5), (1, 0), (1, 1)), 3: ((0, 0), (1, 0), (2, 0))}


@dataclass(frozen=True)
class PotPlace:
    area: pygame.Rect  # the lane: an inlay sunk into the felt holding the gold card, its run and the places to fill
    gold: pygame.Rect
    row: pygame.Rect  # where its rainbow's cards lie, an overlapping run left to right (lane_slots)


def pile_words() -> tuple[str, str, str, str]:
    """The captions under the gold deck, the rainbow deck and the discard pile, then the label of
    an opponent's workshop tray (in the language in use)."""
    # TRANSLATORS: captions under Kobito's piles: the gold cards still to come, the rainbow deck,
    # the discard pile; then the label of another player's workshop tray
    return _("Gold cards"), _("Draw pile"), _("Discard pile"), _("Workshop")


def caption_size(text_size: int) -> int:
    """The piles' captions' size: a little over the seats' small text (a review: "the piles' captions
    are small at 1280"; 15 px at 720)."""
    return text_size + px(1)


def caption_lines(width: int, text_size: int) -> int:
    """How many lines the piles' captions need in `width` (two when one of them does not fit one)."""
    room = width - px(CHIP_PAD)
    return 1 if all(assets.text_width(w, caption_size(text_size), True) <= room for w in pile_words()[:3]) else 2


def _lane(area: pygame.Rect, gold_size: tuple[int, int], pot_card: tuple[int, int]) -> PotPlace:
    """A pot's lane, the inlay `area`: the gold card at its left, the run's row from just after it
    to the inlay's end (as far in from it: INLAY inside its edges)."""
    gold = pygame.Rect(area.x + px(INLAY), area.centery - gold_size[1] // 2, *gold_size)
    row = pygame.Rect(gold.right + px(8), area.centery - pot_card[1] // 2,
                      area.right - px(INLAY) - gold.right - px(8), pot_card[1])
    return PotPlace(area, gold, row)


def lane_need(length: int, gold_w: int, card_w: int) -> int:
    """A lane's width for a run of `length` (0: TYPICAL) side by side after its gold card, its inlay's rim round them."""
    length = length or TYPICAL
    return px(2 * INLAY + 8) + gold_w + length * card_w + (length - 1) * px(RUN_GAP)


def lane_rows(asks: Sequence[int], rows: int, gold_w: int, card_w: int, gap: int) -> list[list[int]]:
    """The pots (their indices, in order) shared out over `rows` rows as evenly as they go, the
    fuller rows first (a review, s52: "one lane row spans the whole width while two lanes share
    the next": every lane as wide, a shorter row centred under the fuller ones). `asks`, `gold_w`,
    `card_w` and `gap` are kept for callers: the rows are the window's, whatever the runs ask."""
    n = len(asks)
    rows = max(1, min(rows, n))
    split, start = [], 0
    for r in range(rows):
        count = -(-(n - start) // (rows - r))
        split.append(list(range(start, start + count)))
        start += count
    return split


def _apart(card_w: int, words_w: int) -> int:
    """The felt between two piles side by side: room for a deck's count badge, and for the widest
    caption on one line under its pile (`words_w`: its words' width) where that is not too wide."""
    return max(px(24), card_w // 4, min(words_w + px(CHIP_PAD + 4) - card_w, int(card_w * 1.3)))


def _board_fits(middle: pygame.Rect, pots: int, gold_h: int, rows: int, text_size: int, caption_h: int,
                gap: int, words_w: int) -> bool:
    """Whether the board fits `middle` with gold cards `gold_h` tall in `rows` rows of lanes: the
    piles' well at the left (as many rows of piles), the lanes' rows beside it, each its lanes
    asking TYPICAL cards."""
    gold_w, (card_w, card_h) = card_size(gold_h)[0], card_size(int(gold_h * RUN_SHARE))
    apart = _apart(card_w, words_w)
    cols = 3 if rows == 1 else 2 if rows == 2 else 1
    well_w = cols * card_w + (cols - 1) * apart + 2 * max(px(INLAY), -(-apart // 2))
    well_h = rows * (text_size // 2 + px(6) + card_h + px(6) + caption_h) + (rows - 1) * px(4) + px(INLAY)
    lanes_h = rows * (gold_h + px(2 * INLAY)) + (rows - 1) * gap
    split = lane_rows((0,) * pots, rows, gold_w, card_w, gap)
    lanes_w = max(len(row) * lane_need(0, gold_w, card_w) + gap * (len(row) - 1) for row in split)
    return well_w + gap + lanes_w <= middle.w and max(well_h, lanes_h) <= middle.h


@lru_cache(maxsize=16)
def _sizing(middle: tuple, pots: int, hand_h: int, text_size: int, caption_h: int, words_w: int,
            scale: float) -> tuple[int, int]:
    """The board's gold cards' height and its rows of lanes (_board; worked out once per window
    and UI `scale`, not again for each new gold card's lengths)."""
    gap, area = px(10), pygame.Rect(middle)
    best = (0, 1)
    for rows in range(1, min(3, pots) + 1):  # the most rows' cards only larger by far win (fewer rows read calmer)
        gold_h = next((g for g in range(int(hand_h * LANE_MOST), px(40) - 1, -1)
                       if _board_fits(area, pots, g, rows, text_size, caption_h, gap, words_w)), px(40))
        if gold_h > best[0] * 1.04:
            best = (gold_h, rows)
    return best


def _board(middle: pygame.Rect, pots: int, hand_card: tuple[int, int], text_size: int, lines: int = 1) -> tuple:
    """The board (a review, s51: "the hierarchy is backwards: the central piles are big, while the
    rainbow rows, the real play area, are small cards among mostly empty slots"): the lanes the
    hero, in one to three rows (as many as make their cards largest, your hand's size at most)
    filling the felt right of the piles' well, whose piles (the gold deck, the rainbow deck, the
    discard pile, each over its caption) are a lane's run cards, in as many rows; the well and the
    lanes one block, as tall, spanning the felt. The pots share the rows evenly (lane_rows), every
    lane as wide, a fuller row spanning the block and a shorter one under its left lanes (reviews,
    s52: one long lane over two short ones read unbalanced; a lone lane centred read as a box). The cards are sized for runs TYPICAL
    long whatever the pots ask: the board is the window's, a new gold card moves nothing."""
    gap = px(10)
    caption_h = lines * (caption_size(text_size) + px(4)) + px(6)  # a caption's chip: one line, or two when one does not fit
    words_w = max(assets.text_width(w, caption_size(text_size), True) for w in pile_words()[:3])
    gold_h, rows = _sizing(tuple(middle), pots, hand_card[1], text_size, caption_h, words_w, ui_scale())
    gold_size, pot_card = card_size(gold_h), card_size(int(gold_h * RUN_SHARE))
    pile_w, pile_h = pot_card
    apart = _apart(pile_w, words_w)
    cols = 3 if rows == 1 else 2 if rows == 2 else 1
    rim = max(px(INLAY), -(-apart // 2))  # (the outer captions inside)
    well_w = cols * pile_w + (cols - 1) * apart + 2 * rim
    badge = text_size // 2 + px(6)  # the room of the decks' count badges over them
    cell_h = badge + pile_h + px(6) + caption_h  # the captions under the piles
    lane_h = gold_h + 2 * px(INLAY)
    spare = middle.h - rows * lane_h - (rows - 1) * gap
    lane_h += max(0, min(spare // (rows + 1), gold_h // 4))  # a roomier inlay where the felt is tall
    space = max(gap, (middle.h - rows * lane_h) // (rows + 1))  # the rows spread evenly down the felt
    block_h = rows * lane_h + (rows - 1) * space
    well_h = max(block_h, rows * cell_h + (rows - 1) * px(4) + px(INLAY))
    # the block low in the felt, px(20) lower than centred at most (a review, s52: an opponent's bubble lay across a lane's rim
    # in the strip under the plaques): the felt it leaves goes to that strip
    leftover = max(0, middle.h - max(block_h, well_h))
    top = middle.y + min(max(0, leftover - px(4)), max(leftover // 2, px(20)))  # (no band over 3 % of the window)
    pile_well = pygame.Rect(middle.x, top + (max(block_h, well_h) - well_h) // 2, well_w, well_h)
    lanes = pygame.Rect(pile_well.right + gap, top + (max(block_h, well_h) - block_h) // 2,
                        middle.right - pile_well.right - gap, block_h)
    split = lane_rows((0,) * pots, rows, gold_size[0], pot_card[0], gap)
    per_row = max(len(row) for row in split)
    lane_w = (lanes.w - gap * (per_row - 1)) // per_row  # every lane as wide (the geometry the window's, not the runs')
    areas: list = [None] * pots
    for r, row in enumerate(split):
        y = lanes.y + r * (lane_h + space)
        x = lanes.x  # a shorter row from the block's left, under the fuller ones (a review, s52: "the third pot sits
        # alone in the centre"): rows of cards laid from the left as a tableau, its right end free felt
        for k in row:
            areas[k] = pygame.Rect(x, y, lane_w, lane_h)
            x += lane_w + gap
    places = tuple(_lane(area, gold_size, pot_card) for area in areas)
    step_y = (well_h - px(INLAY) - cell_h) / max(1, rows - 1) if rows > 1 else 0
    first_y = pile_well.y + px(INLAY) // 2 + (0 if rows > 1 else (well_h - px(INLAY) - cell_h) // 2)
    piles = []
    for row, col in PILE_GRID[rows]:
        x = pile_well.x + rim + int(col * (pile_w + apart))
        piles.append(pygame.Rect(x, int(first_y + row * step_y) + badge, pile_w, pile_h))
    gold_deck, deck, discard = piles
    cap_w = pile_w + apart - px(4)  # each caption as wide as its pile and half the gaps beside it
    if lines == 1 and caption_lines(cap_w, text_size) > 1:
        return _board(middle, pots, hand_card, text_size, 2)
    captions = tuple((pile, pygame.Rect(pile.centerx - cap_w // 2, pile.bottom + px(6), cap_w, caption_h))
                     for pile in (gold_deck, deck, discard))
    return places, pot_card, pile_well, deck, discard, gold_deck, captions


def _stack(middle: pygame.Rect, pots: int, text_size: int, hand_card: tuple[int, int]) -> tuple:
    """The pots' lanes one under another right of the piles' column (the deck over the discard
    pile, each over its caption), centred as one block when a LONGEST run leaves room."""
    gap = px(6)
    pot_h = (middle.h - gap * (pots - 1)) // pots
    gold_h = min(pot_h - px(INLAY + 2), int(hand_card[1] * GOLD_SHARE))  # the inlay's rim above and below it
    gold_size, pot_card = card_size(gold_h), card_size(int(gold_h * RUN_SHARE))
    caption_h = caption_size(text_size) + px(10)
    pile_card = card_size(min((middle.h - px(34) - 2 * caption_h) // 2, int(gold_h * 1.2)))
    column_w = pile_card[0] + px(34)  # room for the count's badge at the deck's corner
    block = gold_size[0] + px(20 + 2 * INLAY) + int(pot_card[0] * (1 + (LONGEST - 1) * RUN_STEP))
    spare = max(0, middle.w - column_w - px(10) - block)
    pile_well = pygame.Rect(middle.x + spare // 2, middle.y, column_w, middle.h)
    deck = pygame.Rect(0, 0, *pile_card)
    deck.midtop = (pile_well.centerx - px(2), middle.y + px(20))  # its badge inside the tray
    discard = pygame.Rect(0, 0, *pile_card)
    discard.midbottom = (pile_well.centerx, middle.bottom - px(12) - caption_h)
    captions = tuple((pile, pygame.Rect(pile_well.x + px(2), pile.bottom + px(4), pile_well.w - px(4), caption_h))
                     for pile in (deck, discard))
    x, right = pile_well.right + px(10), middle.right - spare // 2
    places = tuple(_lane(pygame.Rect(x, middle.y + k * (pot_h + gap), right - x, pot_h), gold_size, pot_card)
                   for k in range(pots))
    return places, pot_card, pile_well, deck, discard, pygame.Rect(0, 0, 0, 0), captions  # no room for the gold deck


def lane_slots(row: pygame.Rect, count: int, card: tuple[int, int], laid: int | None = None) -> list[pygame.Rect]:
    """`count` card places along a pot's lane (its length plus one at each end): the first (where
    a card joins in front of the rainbow, a target only) over the gold card, the others a run from
    just after the gold card, side by side RUN_GAP apart where the row has room; the last place, one
    past a full rainbow (a target only, as the first), half a card past its last card at most.
    `laid`: the cards the run holds (None: as many as its length): its cards and the place of the
    next lie side by side while they fit the row, else each a little on the one before, as close as
    those cards and that place need (a review, s52: "the '2' in pot 1 is half hidden under the '3'":
    a short run's cards never overlap for the room its full length will need), never closer than
    the full run's pitch ending at the row's end (a long run: its corner index and numeral showing)."""
    cw, ch = card
    ch = min(ch, row.h)
    cw = min(cw, int(ch * 0.7))
    if count <= 0:
        return []
    step = min(cw + px(RUN_GAP), (row.w - cw) / max(1, count - 3)) if count > 2 else 0
    if laid is not None and count > 2:  # the laid cards and the next place's room, no more
        step = min(cw + px(RUN_GAP), max(step, (row.w - cw) / max(1, min(count - 2, laid + 1) - 1)))
    top = row.centery - ch // 2
    before = pygame.Rect(row.x - px(4) - cw, top, cw, ch)
    run = [pygame.Rect(min(int(row.x + k * step), row.right - cw), top, cw, ch) for k in range(count - 2)]
    past = [pygame.Rect(min(int(row.x + (count - 3) * step + min(step, cw / 2)), row.right - cw), top, cw, ch)] \
        if count > 2 else [pygame.Rect(row.x, top, cw, ch)]
    return [before] + run + past


def to_go_places(row: pygame.Rect, laid: int, length: int, card: tuple[int, int]) -> list[pygame.Rect]:
    """The places of the cards a pot's run still lacks (the run of `laid` cards toward `length`),
    where they will lie (the targets of the cards' flights)."""
    if length - laid <= 0:
        return []
    return lane_slots(row, length + 2, card, laid)[1 + laid:1 + length]


def ghost_places(row: pygame.Rect, laid: int, length: int, card: tuple[int, int]) -> list[pygame.Rect]:
    """The ghosts of the places a pot's run still lacks as its lane prints them (art.room_to_fill,
    which prints their count, "4 to go", on the first): each exactly a run card's size (a review,
    s52: "pot 1's five empty slots are squashed and smaller than the cards, while pot 2's slots are
    wider than its cards"), the first where the next card will lie, the others side by side
    RUN_GAP of felt apart after it, as many as the row holds whole (the count in words says how
    many more); never fewer than the first."""
    lack = length - laid
    if lack <= 0:
        return []
    slots = lane_slots(row, length + 2, card, laid)
    first = slots[1 + laid].copy()
    pitch = first.w + px(RUN_GAP)
    shown = max(1, min(lack, 1 + (row.right - first.right) // pitch))
    return [first.move(k * pitch, 0) for k in range(shown)]
