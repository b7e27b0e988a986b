"""The round end's layout (no scene; docs/look.md, the round's end): one board on one grid. Each
player's row is a lane pressed into the felt, all of one width: the name plate at its left (as
wide as the widest name and stamps need), the cards, the medallion the sum counts in, and the
round's figures ("Round +14", "Total 14") in a column of their own on a plate at its right.
The standings (each player's medallion, rounds and total, from the leader down, the game's goal
at their foot) stand beside the rows where the window is wide enough, down the column to the
Continue tab (the band under the rows then holds only the scoring in words, so the rows, and
their cards, grow; the totals then on the standings only), else the score sheet lies in the
band. Sizes are logical px at 720 scaled by k; every rect is relative to the box."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..i18n import _
from . import assets
from .score_sheet import sheet_height, standings_height, wrap_balanced
from .showdown import laurel_pad
from .theme import px

CARD_RATIO = 1.4  # a card's height to its width
ROW_GAP = 8  # between two players' rows, at 720 px
FELT_AIR = 14  # px at 720: the least felt between the screen's plates and the felt's edge (review s51)
LANE_PAD = 6  # the lane's inset round its plate and cards, at 720 px
SIDE_GAP = 20  # between the rows and the score sheet beside them
FIG_PAD = 18  # the round's figures inside their plate, left and right (its stitches 5 px in), at 720 px
FIG_TOP = 12  # and over and under them
NAME_SCALE = 1.3  # a row's name on its plate, to the body's size (review s52: the plates' dead space)
NAME_AIR = 26  # px from a row's name to its plate's right edge (its stitches 5 in: s52 round 7 review,
# "'Uncle Rémi' touches the dashed inner border of its name plate"; 12 before)
EDGE = 14  # the screen's margin inside the rail at 720 px, top and foot alike (reviews: 20 px at the foot,
# 5 at the top; then "the last row and the Continue button touch the bottom frame" at 7)


@dataclass(frozen=True)
class Steps:
    """The screen's type sizes for a window (logical px; px() makes them pixels)."""

    heading: int
    body: int
    small: int

    @staticmethod
    def at(k: float) -> "Steps":
        return Steps(max(20, round(26 * k)), max(14, round(18 * k)), max(12, round(14 * k)))


def note_size(steps: Steps) -> int:
    """The footer notes' type (logical px): a step above the small type, read as sentences."""
    return min(steps.body, steps.small + 2)


def sheet_size(steps: Steps) -> int:
    """The score sheet's type (logical px): the body's (18 at 720), its rows and figures read
    from the chair (the review: "small score sheets")."""
    return steps.body


@dataclass(frozen=True)
class Row:
    """Where one player's row draws: its lane, its plate (portrait, name, stamps), its cards, its
    medallion and the plate of its figures (empty where it has none)."""

    lane: pygame.Rect
    plate: pygame.Rect
    portrait: int  # the portrait's diameter
    cards: tuple[pygame.Rect, ...]
    medal: pygame.Rect
    figures: pygame.Rect

    @property
    def right(self) -> int:
        return self.lane.right


@dataclass(frozen=True)
class Plan:
    """The screen's layout for one window: the sizes, and every rect relative to the box."""

    steps: Steps
    box: tuple[int, int]  # its size; placed centred in the play area
    head: pygame.Rect
    rows: tuple[Row, ...]
    band: pygame.Rect  # the plate of the notes and the tab (and the score sheet when `sheet` is empty)
    notes: tuple[str, ...]  # the wrapped lines of the notes
    card: tuple[int, int]
    sheet: pygame.Rect  # the score sheet's plate beside the rows; empty: the sheet lies in the band
    notes_at: pygame.Rect  # the room the notes are centred in
    tab: pygame.Rect  # the Continue tab
    legend: str = ""  # the report's key to the cards' symbols, the notes' last line, drawn after its picture

    @property
    def group(self) -> pygame.Rect:
        """The rows' lanes and the standings beside them, together (the composition's edges)."""
        return self.rows[0].lane.unionall([row.lane for row in self.rows[1:]] + ([self.sheet] if self.sheet.w else []))


def figures(report, row, totals: bool = True) -> list[tuple[str, str]]:
    """A row's figures for the column beside its medallion: ("Round", "+19"), ("Total", "19")
    (each cell with its column's head; none of them where not `totals`: the standings beside the
    rows hold the round's score and the total, review s51: "the 'Round +14' pill reads
    awkwardly"); the remarks (the last, headless cell) with an empty head, only where the row
    has no stamps."""
    lines = []
    for head, cell in zip(report.heads[2:], row.cells):
        if not totals and head:
            continue
        if cell and (head or not row.marks):
            lines.append((head, cell))
    return lines


def figures_size(report, size: int, totals: bool = True) -> tuple[int, int, int]:
    """The figures' column at `size`: the heads' width, the cells' width, the most lines."""
    heads = cells = most = 0
    for row in report.rows:
        lines = figures(report, row, totals)
        most = max(most, len(lines))
        for head, cell in lines:
            if head:
                heads = max(heads, assets.text_width(head, size, True))
                cells = max(cells, assets.text_width(cell, size, True))
            else:
                cells = max(cells, assets.text_width(cell, size, True) - heads)
    return heads, cells, most


def lay_out(report, play: pygame.Rect, steps: Steps, k: float, sheet_w: int, tab_w: int,
            force: bool = False, side_w: int = 0) -> Plan | None:
    """The layout at `steps`: the sheet beside the rows (`side_w` wide: the standings, with their
    medallions and totals, 0: `sheet_w`) where that leaves the cards at least as large as with
    the sheet in the band (`sheet_w` wide), else in the band; None when the rows would be too low."""
    beside = _try(report, play, steps, k, side_w or sheet_w, tab_w, True, False)
    if beside is not None and beside.band.h and beside.group.w < beside.band.w:
        # the notes' band as wide as the rows and the standings above it, its edges on theirs
        # (review s51: "the player rows start 110 px further right than the footer bar")
        beside = _try(report, play, steps, k, side_w or sheet_w, tab_w, True, False, beside.group.w) or beside
    below = _try(report, play, steps, k, sheet_w, tab_w, False, force)
    if beside is not None and (below is None or beside.card[1] >= below.card[1]):
        return beside  # where it leaves the cards at least as large
    return below


def _try(report, play: pygame.Rect, steps: Steps, k: float, sheet_w: int, tab_w: int, side: bool,
         force: bool, band_w: int = 0) -> Plan | None:
    """The layout with the sheet beside the rows (`side`) or in the band; `band_w`: the band (the
    notes' plate) that wide, centred, the notes wrapped to it (0: the whole width)."""
    rows = report.rows
    n = max(1, len(rows))
    inset = assets.rail_width(play.size) + px(4)  # inside the table's rail
    w = min(play.w - 2 * (inset + px(FELT_AIR - 4)), px(round(1500 * max(1.0, k))))  # the band >= 14 px off the edge
    h = play.h - 2 * inset  # (up and down the head's and the foot's margins give it that air)
    body, small = px(steps.body), px(steps.small)
    head_h = assets.font(px(steps.heading), True, display=True).get_height() + px(14)
    head = pygame.Rect(0, 0, min(w, max(px(420), assets.text_width(report.heading, px(steps.heading), True) + px(80))),
                       head_h)
    edge = px(round(EDGE * max(1.0, k)))  # the heading's margin at the top, the last row's (or the band's) at the foot
    head.midtop = (w // 2, edge)
    sheet_px = px(sheet_size(steps))
    sheet_h = sheet_height(len(report.sheet.names), sheet_px, compact=True)
    side_h = standings_height(len(report.sheet.names), sheet_px)
    sheet_box = pygame.Rect(0, 0, sheet_w + px(40), side_h + px(28)) if side else pygame.Rect(0, 0, 0, 0)
    # the band, low: the score sheet at its left (unless beside the rows), the notes, the tab at the right
    in_band = 0 if side else sheet_w + px(28)
    notes_w = max(px(120), (band_w or w) - px(40) - (0 if side else in_band + tab_w + px(24)))
    note = px(note_size(steps))
    notes = tuple(line for text in report.notes for line in wrap_balanced(text, note, notes_w))
    legend = report.legend[1] if getattr(report, "legend", ()) else ""
    notes += (legend,) if legend else ()  # one line: its picture, then its words (fitted)
    line_h = assets.font(note).get_height() + px(2)
    tab_h = px(steps.body * 2 + 8)
    band_h = max(0 if side else sheet_h, len(notes) * line_h, 0 if side else tab_h) + px(28)
    band = pygame.Rect((w - (band_w or w)) // 2, h - edge - band_h, band_w or w, band_h)
    tab = pygame.Rect(0, 0, tab_w, tab_h)
    if side:  # the tab at the foot of the sheet's column; the band only the notes, across (none: no band)
        foot = h - edge + px(ROW_GAP) // 2 + px(10)  # no band: the last lane's foot `edge` above the rail
        band = band if notes else pygame.Rect(0, foot, w, 0)
        tab.w = max(tab.w, sheet_box.w)
    elif not notes:  # a plate just holding the sheet and the tab, centred
        band.w = min(w, in_band + tab_w + px(40) + px(96))
        band.centerx = w // 2
    tab.midright = (band.right - px(20), band.centery)
    notes_at = pygame.Rect(band.x + px(20) + in_band, band.y + px(14), notes_w, max(0, band.h - px(28)))
    top = head.bottom + px(10)
    row_h = (band.top - px(10) - top) // n
    name_h = assets.font(int(body * NAME_SCALE), True).get_height()
    least = name_h + assets.font(small, True).get_height() + px(22)
    if row_h < max(least, px(44)) and not force:
        return None
    row_h = max(row_h, px(30))
    gap, pad = px(ROW_GAP), px(LANE_PAD)
    inner_h = row_h - gap - 2 * pad  # the plate's and the cards' height, inside the lane
    card_h = min(inner_h, px(round(190 * k)))
    card_w = max(px(12), int(card_h / CARD_RATIO))
    portrait = min(inner_h - px(12), px(round(68 * k)))
    names_w = max((assets.text_width(r.name, int(body * NAME_SCALE), True) for r in rows), default=0)
    marks_w = max((sum(assets.text_width(words, small, True) + px(22) for kind, words in r.marks  # on the plate
                       if (kind != "out" or r.cards or report.card_image is None))
                   for r in rows), default=0)
    wreath = laurel_pad(portrait)  # the winner's laurel round the portrait, inside the plate
    plate_w = min(int(w * 0.3), portrait + 2 * wreath + px(16 + NAME_AIR) + max(names_w, marks_w, px(90)))
    medal = min(inner_h, px(round(76 * k)))
    cell = px(note_size(steps))
    heads_w, cells_w, most_lines = figures_size(report, cell, not side)
    # the figures' plate: the words clear of its stitches (FIG_PAD each side, FIG_TOP over and under:
    # review s50, "the text sits on the dashed stitching"), the plate FIG_PAD from the lane's end
    fig_w = min(heads_w + px(14) + cells_w + 2 * px(FIG_PAD), int(w * 0.2)) if most_lines else 0
    fig_h = min(inner_h, most_lines * (assets.font(cell, True).get_height() + px(2)) + 2 * px(FIG_TOP))
    right_w = medal + (px(14) + fig_w + px(FIG_PAD) if fig_w else 0)
    most = max((len(r.cards) for r in rows), default=0) if report.card_image is not None else 0
    room = w - (sheet_box.w + px(SIDE_GAP) if side else 0) - 2 * pad - plate_w - right_w - px(48)
    pitch = card_w + px(10)
    if most and most * pitch - px(10) > room:  # too many cards for the row: smaller, then overlapped
        if side and room < most * (px(12) + px(10)):
            return None  # the sheet goes to the band rather than the cards overlapping for it
        card_w = max(px(12), min(card_w, int((room + px(10)) / most) - px(10), int(room / (0.55 * most + 0.45))))
        card_h = int(card_w * CARD_RATIO)
        pitch = min(card_w + px(10), (room - card_w) // max(1, most - 1)) if most > 1 else card_w
    cards_w = (most - 1) * pitch + card_w if most else 0
    used = 2 * pad + plate_w + px(24) + (cards_w + px(24) if most else 0) + right_w
    group = used + (px(SIDE_GAP) + sheet_box.w if side else 0)
    x0 = max(0, (w - group) // 2)
    plans = []
    for i, r in enumerate(rows):
        y = top + i * row_h
        lane = pygame.Rect(x0, y + gap // 2, used, row_h - gap)
        plate_rect = pygame.Rect(lane.x + pad, lane.y + pad, plate_w, lane.h - 2 * pad)
        cx = plate_rect.right + px(24)
        cards = tuple(pygame.Rect(cx + j * pitch, lane.centery - card_h // 2, card_w, card_h)
                      for j in range(len(r.cards) if report.card_image is not None else 0))
        mx = (cx + cards_w + px(24)) if most else cx
        medal_rect = pygame.Rect(mx, lane.centery - medal // 2, medal, medal)
        fig = pygame.Rect(medal_rect.right + px(14), lane.centery - fig_h // 2, fig_w, fig_h) if (
            fig_w and figures(report, r, not side)) else pygame.Rect(medal_rect.right, lane.centery, 0, 0)
        plans.append(Row(lane, plate_rect, portrait, cards, medal_rect, fig))
    if side:  # the standings' plate down the column from the first row's top to above the tab
        sheet_box.topleft = (x0 + used + px(SIDE_GAP), top + gap // 2)
        tab.w = min(tab.w, sheet_box.w)
        tab.midbottom = (sheet_box.centerx, plans[-1].lane.bottom)  # the column's foot on the last row's
        sheet_box.h = max(sheet_box.h, tab.top - px(ROW_GAP) * 2 - sheet_box.top)
        if sheet_box.bottom > tab.top - px(ROW_GAP):
            return None  # no room for the standings beside the rows: the sheet goes to the band
    return Plan(steps, (w, h), head, tuple(plans), band, notes, (card_w, card_h), sheet_box, notes_at, tab, legend)
