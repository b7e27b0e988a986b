"""Cabanga!'s board drawn (draw only; issue 40, the fresh-eyed review: "the four 1-18 strips
dominate like a spreadsheet", then "the lanes are low-contrast" and "the stacked end cards are
clipped"): each colour a lane tinted in its colour over the felt (lit from the top, bordered in
the colour), its two piles neat stacks at the lane's ends (the top card whole, up to three plain
card edges under it, no numeral: a review s50 read the older runs' edges as "clipped slivers with
cut-off numbers"; every card with its shadow), the open felt between the two top cards the gap (a rule in
the colour with the lane's name and shape on a dark chip; measured by a gold line with its
numbers when it is this turn's), and along the lane's foot a slim 1-18 ruler on a dark strip:
the cards gone a dark chip in the colour, the pile tops a bright chip, your own values a bright
numeral with the colour's dot, the gap's values gold, the rest quieter (every numeral in a
contrast of at least 4.5). A lane is composed once per look (felt, cards and ruler in one opaque
picture) and blitted each frame. The penalty and thrown piles: side_piles.py."""

from __future__ import annotations

import pygame

from ....i18n import _
from ....ui import assets, card_pictures
from ....ui.card_art import sprite
from ....ui.theme import GOLD, px
from ..rules.cards import COLOURS
from ..rules_text import colour_name
from ..words import gap_words
from . import art
from .layout import RULER_PAD, Layout, RowPlace, numeral_font, open_gap, run_slots

BRIGHT = (240, 244, 238)
# the ruler's numerals and dots in the lane's colour family (a review s52: "four 1-18 number strips
# look like a spreadsheet", "dimmed numbers are grey on near-black"): its colour moved toward white
FAINT = 0.62  # a value still to come: a pale tint of the colour
BETWEEN = 0.45  # a value between the tops (not this turn's gap): a deeper tint
GONE = 0.28  # a value played or thrown: the deepest (a contrast still over 4.5 on the strip)
RULER = (8, 6, 8)  # the ruler's slim dark strip, darker than the lane's inlay
PILL = (16, 12, 14)  # the dark chip under a lane's name and the gap's words


def mix(a, b, t: float) -> tuple[int, int, int]:
    """`a` moved `t` of the way to `b`."""
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


def ruler_states(table, r: int) -> dict[int, str]:
    """Each value's look on row `r`'s ruler: "out" (played or thrown), "top" (a pile's top card),
    "start" (a start card on top), "mine" (in your hand, seen by you alone), "gap" (strictly between the tops), "open" (this
    turn's gap), "preview" (the gap the chosen card would open on the hovered pile), "" unseen."""
    m = table.model
    colour = COLOURS[r]
    states: dict[int, str] = {}
    for side in m.piles[r]:
        for card in side:
            if card.colour == colour:
                states[card.value] = "out"
    for card in m.thrown:
        if card.colour == colour:
            states[card.value] = "out"
    if m.hands and table.eye == table.viewer and table.viewer < len(m.hands):
        for card in m.hands[table.viewer]:
            if card is not None and card.colour == colour:
                states[card.value] = "mine"
    left, right = m.piles[r][0][-1].value, m.piles[r][1][-1].value
    low, high = min(left, right), max(left, right)
    lit = m.gap is not None and m.gap[0] == colour
    preview = None
    hover = table.controls.hover_pile
    if hover is not None and hover[0] == r and not table.animating:
        preview = table.controls.preview(*hover)
    for v in range(low + 1, high):
        if preview is None and states.get(v) != "out":
            states[v] = "open" if lit else (states.get(v) or "gap")
    if preview is not None:
        for v in range(preview[0] + 1, preview[1]):
            if states.get(v) != "out":
                states[v] = "preview"
    for top in (m.piles[r][0][-1], m.piles[r][1][-1]):
        states[top.value] = "top" if top.colour == colour else "start"
    return states


def run_rects(table, lay: Layout) -> list[pygame.Rect]:
    """Every card lying on the lanes now, as drawn (the banner keeps clear of them)."""
    m = table.model
    rects: list[pygame.Rect] = []
    for r, row in enumerate(lay.rows[:len(m.piles)]):
        for s, side in enumerate(("left", "right")):
            rects += run_slots(row, len(m.piles[r][s]), side)
    return rects


def top_rect(table, lay: Layout, r: int, side: str) -> pygame.Rect:
    """Where row `r`'s pile on `side` shows its top card now."""
    piles = table.model.piles
    count = len(piles[r][("left", "right").index(side)]) if piles else 1
    return run_slots(lay.rows[r], max(1, count), side)[-1]


class Board:
    """The lanes, each composed once per look and kept (one opaque picture a lane)."""

    def __init__(self) -> None:
        self.lanes: dict[int, tuple[tuple, pygame.Surface]] = {}  # row -> (what it shows, its picture)
        self.tops: dict[int, tuple[tuple, pygame.Surface]] = {}  # row -> its picture but the ruler
        self.grounds: dict[int, tuple[tuple, pygame.Surface]] = {}  # row -> the felt with its tint
        self.ruled: dict[int, tuple] = {}  # row -> (its top layer's key, its ruler's states) as last drawn
        self.rulers_drawn = 0  # rulers drawn (for the tests)

    def draw(self, surface, table, lay: Layout, felt: pygame.Surface) -> None:
        """Every lane: its picture (composed again when what it shows changed), then the rings
        round the top cards a chosen card may go on."""
        m = table.model
        c = table.controls
        seen = seen_key(table)
        for r, row in enumerate(lay.rows[:len(m.piles)]):
            surface.blit(self.lane(table, lay, r, felt, seen), row.rect)
            chosen = c.selected
            if chosen is None or chosen.colour != COLOURS[r] or c.mode != "play":
                continue
            for side in ("left", "right"):
                rect = top_rect(table, lay, r, side)
                hover = c.hover_pile == (r, side)
                pygame.draw.rect(surface, GOLD if hover else (250, 240, 200), rect.inflate(px(8), px(8)),
                                 px(3 if hover else 2), border_radius=px(8))

    def lane(self, table, lay: Layout, r: int, felt: pygame.Surface, seen: tuple | None = None) -> pygame.Surface:
        """Row `r`'s lane as one picture, kept until its cards, its ruler or its gap change (issue
        40, item 5: a play changes one or two lanes a frame at the fastest speed): composed in
        layers kept apart, each redrawn only when its part changed, into the same buffers: the
        felt with the lane's tint (per window size and felt), then its gap and runs, then its
        ruler (a card seen or the gap moved changes only the ruler, a few of the 18 markers)."""
        m = table.model
        colour = COLOURS[r]
        row = lay.rows[r]
        lit = m.gap is not None and m.gap[0] == colour
        words = _("gap {values}").format(values=gap_words(m.gap[1:])) if lit else colour_name(colour).upper()
        top_key = (id(felt), tuple(row.rect), lay.pile_card, lay.text_size, lay.name_size, words, lit,
                   tuple(tuple(card.code for card in side) for side in m.piles[r]))
        hover = table.controls.hover_pile
        key = top_key + (seen if seen is not None else seen_key(table),
                         (hover, table.animating, table.controls.selected) if hover is not None and hover[0] == r else None)
        kept = self.lanes.get(r)
        if kept is not None and kept[0] == key:  # what its ruler shows is worked out only when it may change
            return kept[1]
        states = ruler_states(table, r)
        if kept is not None and self.ruled.get(r) == (top_key, states):  # a card of another colour seen: the same picture
            self.lanes[r] = (key, kept[1])
            return kept[1]
        top = self.tops.get(r)
        if top is None or top[0] != top_key:
            ground = self.grounds.get(r)
            if ground is None or ground[0] != top_key[:2]:
                self.grounds[r] = ground = (top_key[:2], lane_ground(lay, row, colour, felt))
            self.tops[r] = top = (top_key, compose_top(lay, row, colour, m.piles[r], lit, words, ground[1],
                                                       reuse(top, row.rect.size)))
        surf = reuse(kept, row.rect.size, alpha=True)
        surf.blit(top[1], (0, 0))
        draw_ruler(surf, row, colour, states, row.rect.topleft)
        self.rulers_drawn += 1
        self.lanes[r] = (key, surf)
        self.ruled[r] = (top_key, states)
        return surf


def seen_key(table) -> tuple:
    """What every lane's ruler depends on besides its own piles and gap (ruler_states): the thrown
    cards, your hand as you see it, whether you are the one looking."""
    m = table.model
    hand = m.hands[table.viewer] if m.hands and table.viewer < len(m.hands) else ()
    return (tuple(card.code for card in m.thrown), tuple(card.code if card is not None else None for card in hand),
            table.eye == table.viewer)


def reuse(kept: tuple | None, size: tuple[int, int], alpha: bool = False) -> pygame.Surface:
    """A kept layer's buffer to draw again into when it is still of `size`, else a new opaque one;
    `alpha`: with per-pixel alpha (the lane as blitted: every pixel opaque, it is blitted 1.7 times
    faster than an opaque picture, which SDL copies a row at a time; drawn into directly, not
    copied again after each change)."""
    if kept is not None and kept[1].get_size() == tuple(size):
        return kept[1]
    if alpha:
        return assets.fast(pygame.Surface(size, pygame.SRCALPHA))
    return assets.fast(pygame.Surface(size), alpha=False)


def compose_lane(lay: Layout, row: RowPlace, colour: str, piles, states: dict[int, str], lit: bool, words: str,
                 felt: pygame.Surface) -> pygame.Surface:
    """A lane's picture: the felt under it, its printed band, the open gap (lit when it is this
    turn's), the two runs of cards and the ruler (Board.lane keeps these layers apart)."""
    surf = compose_top(lay, row, colour, piles, lit, words, lane_ground(lay, row, colour, felt))
    draw_ruler(surf, row, colour, states, row.rect.topleft)
    return surf


def lane_ground(lay: Layout, row: RowPlace, colour: str, felt: pygame.Surface) -> pygame.Surface:
    """The felt under a lane with its printed band (the colour's tint) over its soft shadow, one
    opaque picture."""
    area = row.rect.move(-lay.play.x, -lay.play.y).clip(felt.get_rect())
    surf = assets.fast(pygame.Surface(row.rect.size), alpha=False)
    surf.blit(felt, (0, 0), area)
    band = row.strip.move(-row.rect.x, -row.rect.y)
    shadow = pygame.Surface(surf.get_size(), pygame.SRCALPHA)  # the lane's soft shadow on the felt round it, deeper below
    pygame.draw.rect(shadow, (0, 0, 0, 70), band.inflate(px(4), px(3)).move(0, px(1)), border_radius=px(14))
    pygame.draw.rect(shadow, (0, 0, 0, 90), band.inflate(px(2), px(2)).move(0, px(1)), border_radius=px(13))
    surf.blit(shadow, (0, 0))
    surf.blit(lane_tint(colour, band.size), band)  # the lane's colour over its felt, lit from the top
    return surf


def compose_top(lay: Layout, row: RowPlace, colour: str, piles, lit: bool, words: str, ground: pygame.Surface,
                into: pygame.Surface | None = None) -> pygame.Surface:
    """A lane's picture but its ruler, drawn into `into` (else a new picture): its `ground`, the
    open gap (lit when it is this turn's) and the two runs of cards."""
    base = art.colour_of(colour)
    origin = row.rect.topleft
    surf = into if into is not None else assets.fast(pygame.Surface(row.rect.size), alpha=False)
    surf.blit(ground, (0, 0))

    def local(rect: pygame.Rect) -> pygame.Rect:
        return rect.move(-origin[0], -origin[1])
    gap = local(open_gap(row, (len(piles[0]), len(piles[1]))))
    if lit:  # this turn's gap: the open felt softly lit, measured end to end by a gold line
        glow = pygame.Surface(gap.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, GOLD + (22,), glow.get_rect().inflate(-px(8), -px(4)), border_radius=px(10))
        surf.blit(glow, gap)
        y, tick = gap.centery, max(px(6), gap.h // 4)
        pygame.draw.line(surf, GOLD, (gap.x + px(6), y), (gap.right - px(7), y), px(2))
        for x in (gap.x + px(6), gap.right - px(7)):
            pygame.draw.line(surf, GOLD, (x, y - tick), (x, y + tick), px(2))
        label = assets.fit_line(words, pill_size(lay) + px(2), max(px(60), gap.w - px(60)), GOLD, True)
        pill = label.get_rect(center=gap.center).inflate(px(20), px(8))  # the gap's words on a dark pill
        pygame.draw.rect(surf, PILL, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surf, GOLD, pill, px(2), border_radius=pill.h // 2)
        surf.blit(label, label.get_rect(center=pill.center))
    else:  # the colour's name and shape on a dark chip, a rule in the colour from top card to top card
        chip = name_chip(colour, words, pill_size(lay), max(row.middle.w, gap.w) - px(40))
        spot = chip.get_rect(center=gap.center)
        reach = px(3) + px(2) + 2  # the rule's band, not the whole lane (a lane-sized transparent picture per redraw)
        track = pygame.Surface((row.rect.w, 2 * reach), pygame.SRCALPHA)
        y, tone = reach, mix(base, (255, 255, 255), 0.2)
        for x0, x1 in ((gap.x + px(10), spot.x - px(8)), (spot.right + px(8), gap.right - px(10))):
            if x1 - x0 > px(8):
                pygame.draw.line(track, tone + (150,), (x0, y), (x1, y), px(2))
                pygame.draw.circle(track, tone + (200,), (x0 if x0 < spot.x else x1, y), px(3))
        surf.blit(track, (0, gap.centery - reach))
        surf.blit(chip, spot)
    for s, side in enumerate(("left", "right")):
        draw_run(surf, [local(rect) for rect in run_slots(row, len(piles[s]), side)], piles[s], side == "right")
    return surf


INLAY_HEAD = (44, 34, 34)  # a lane's dark inlay at its lit head (charcoal warmed toward walnut)
INLAY_FOOT = (20, 15, 17)  # ... and at its foot
CLOTH = (0.5, 0.7)  # how far the lane's cloth goes from its deep colour (`cloth`) toward those, head and foot
# red's further (the newest review s51: "the red row panel barely separates from the red felt": its
# cloth as deep as the wine felt, so it is darker, a charcoal touched with red beside the felt)
CLOTHS = {"red": (0.8, 0.9)}
CLOTH_TOP = 120  # the deep colour's brightest channel


def pill_size(lay: Layout) -> int:
    """The type of a lane's name on its chip (16 px at 1280x720, 21 at 1080; the gap's words two
    px larger): a review s52 read the 14 px "RED", "BLUE", "gap only 4" pills as tiny."""
    return max(px(16), lay.text_size + px(2))


def cloth(base: tuple) -> tuple[int, int, int]:
    """The colour `base` brought to one depth (the brightest channel CLOTH_TOP): the four lanes'
    cloths equally deep, yellow an ochre rather than a bright olive."""
    k = CLOTH_TOP / max(1, max(base))
    return tuple(int(c * k) for c in base)


def lane_tint(colour: str, size: tuple[int, int]) -> pygame.Surface:
    """A lane as a strip of cloth lying on the felt (cached per colour and size; issue 40: "red on
    red", the old wash of the colour muddy on the wine felt): a dark charcoal-walnut cloth touched
    with the colour, lit from its head, a soft shade inside its hem, a bar of the colour along its
    head and a faint glow of it under that bar, its edge only a fine hem in the colour (a review
    s52: "boxes in boxes": the brass rim, the dark bead and the bright border in the colour, three
    frames a lane, are gone; lane_ground lays its soft shadow on the felt, which parts it from any
    felt: a review s51: "the red row sits on red felt"). Red reads as red against the wine felt
    because the dark cloth, not the felt, lies next to its bar."""
    key = ("cabanga-lane-inlay", colour, tuple(size), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        base = art.colour_of(colour)
        accent = mix(base, (255, 255, 255), 0.12)
        w, h = size
        radius = px(12)
        wash = pygame.Surface((w, h), pygame.SRCALPHA)
        deep = cloth(base)
        depth = CLOTHS.get(colour, CLOTH)
        head, foot = mix(deep, INLAY_HEAD, depth[0]), mix(deep, INLAY_FOOT, depth[1])
        for y in range(h):  # the colour's deep cloth lit from the top (the felt's weave a little through)
            wash.fill(mix(head, foot, y / max(1, h - 1)) + (226,), pygame.Rect(0, y, w, 1))
        glow = px(30)
        haze = pygame.Surface((w, glow), pygame.SRCALPHA)
        for y in range(glow):  # the colour's faint glow under its head bar
            haze.fill(base + (int(56 * (1 - y / glow) ** 2),), pygame.Rect(0, y, w, 1))
        wash.blit(haze, (0, px(4)))
        deep = (6, 4, 6)
        ring = max(4, px(9))
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(ring):  # the inlay sunk into the felt: a soft shadow inside its rim (the rings
            # side by side on one layer, blended once)
            pygame.draw.rect(shade, deep + (int(150 * (1 - i / ring) ** 2),), pygame.Rect(i, i, w - 2 * i, h - 2 * i),
                             1, border_radius=max(0, radius - i))
        wash.blit(shade, (0, 0))
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        wash.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        line = max(1, px(1))
        pygame.draw.rect(wash, accent + (120,), wash.get_rect(), line,
                         border_radius=radius)  # the cloth's hemmed edge, a fine line of its colour
        bar = pygame.Rect(radius, px(2), w - 2 * radius, max(2, px(4)))  # the colour's bar along the head
        pygame.draw.rect(wash, accent + (255,), bar, border_radius=bar.h // 2)
        light = mix(base, (255, 255, 255), 0.5)
        pygame.draw.line(wash, light + (90,), (radius, h - px(4)), (w - radius, h - px(4)), 1)  # the lit lower lip
        assets.surfaces[key] = surf = assets.fast(wash)
    return surf


def name_chip(colour: str, words: str, size: int, width: int) -> pygame.Surface:
    """A lane's name and its colour's shape on a dark chip rimmed in the colour, the name in a
    light tint of the colour (contrast well over 4.5 against the chip; cached)."""
    key = ("cabanga-name-chip", colour, words, size, width)
    surf = assets.surfaces.get(key)
    if surf is None:
        base = art.colour_of(colour)
        tone = mix(base, (255, 255, 255), 0.6)
        label = assets.fit_line(words, size, max(px(40), width - px(40)), tone, True)
        side = max(px(10), label.get_height() - px(4))
        mark = sprite(("cabanga-lane-mark", colour, side), card_pictures.shape(colour, base, tone, 6.0), (side, side))
        w = side + px(6) + label.get_width() + px(24)
        h = label.get_height() + px(6)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, PILL, surf.get_rect(), border_radius=h // 2)
        pygame.draw.rect(surf, base, surf.get_rect(), px(1), border_radius=h // 2)
        surf.blit(mark, mark.get_rect(midleft=(px(12), h // 2)))
        surf.blit(label, label.get_rect(midleft=(px(12) + side + px(6), h // 2)))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def draw_run(surf: pygame.Surface, slots: list[pygame.Rect], cards: list, rightward: bool = False) -> None:
    """A pile as a neat stack (layout.run_slots), bottom first, each card with its shadow on the
    one under it, the top card's deeper (it lies highest): a card under the top shows only a plain
    card edge (`stack_edge`: the stock and a line of its colour, no numeral; a review s50 read the
    old edges with their values as "clipped slivers with cut-off numbers"; the ruler tells what
    lies under); a card hidden under the lowest edge is not drawn."""
    for k, (rect, card) in enumerate(zip(slots, cards)):
        top = k == len(cards) - 1
        if not top and slots[k + 1] == rect:
            continue
        blur = px(4) if top else px(2)
        surf.blit(assets.drop_shadow(rect.size, blur, 110 if top else 70),
                  (rect.x - blur + px(1), rect.y - blur + px(2 if top else 1)))
        surf.blit(art.card_face(card, rect.size) if top else stack_edge(card, rect.size), rect)


def stack_edge(card, size: tuple[int, int]) -> pygame.Surface:
    """A card lying under its pile's top card: its blank face (stock and panel, no numeral), lit as
    every card is, its rim drawn a shade darker so two edges of one stack part (cached)."""
    key = ("cabanga-stack-edge", card.colour, tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = art.lit(art.blank_face(card.colour, size).copy())
        pygame.draw.rect(surf, (120, 108, 96), surf.get_rect(), 1, border_radius=max(2, size[0] // 10))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def draw_ruler(surf: pygame.Surface, row: RowPlace, colour: str, states: dict[int, str], origin) -> None:
    """The lane's 1-18 scale along its foot on a dark strip, drawn as a designed scale (a review
    s52: "four 1-18 number strips look like a spreadsheet"): numerals only where they matter (the
    scale's ends, every fifth, the values between the piles' tops, each pile's top value on a mini
    card in the lane's colour, this turn's gap in gold underlined, the chosen card's gap ringed while
    you point at a pile), every other value a dot; numerals and dots in tints of the lane's colour
    (`ruler_ink`: no grey on black), a value gone the deepest tint, its dot a ring."""
    base = art.colour_of(colour)
    size = ruler_size(row)
    strip = row.ruler.move(-origin[0], -origin[1]).inflate(px(4), 0)  # the dark strip under the numerals
    key = ("cabanga-ruler-strip", strip.size, len(row.cells), px(1))
    shade = assets.surfaces.get(key)
    if shade is None:  # kept per size: a lane's ruler is drawn again whenever one of its values changes
        shade = ruler_strip(strip.size, [cell.x - row.ruler.x + px(1) for cell in row.cells[1:]])
        assets.surfaces[key] = shade
    surf.blit(shade, strip)
    opened = []
    room = int(row.ruler.w / len(row.cells)) - px(NUMERAL_GAP)  # a numeral's ink, felt kept between two
    tile = base if art.ink_on(colour) == art.INK else mix(base, RULER, 0.15)  # its paper numeral well over 4.5
    dot = max(3, px(4))  # a dot 8 px across at 1280x720 (a review s52 round 8: "tiny dots")
    for k, cell in enumerate(row.cells):
        value = k + 1
        state = states.get(value, "")
        cell = cell.move(-origin[0], -origin[1])
        chip = pygame.Rect(0, 0, min(cell.w, int(size * 1.7)), cell.h)
        chip.center = cell.center
        colour_txt, bold = ruler_ink(colour, state), False
        if state in ("top", "start"):  # a pile's top card: a mini card in the lane's colour, paper rim
            pygame.draw.rect(surf, tile, chip, border_radius=px(5))
            pygame.draw.rect(surf, art.PAPER, chip, max(1, px(1)), border_radius=px(5))
            colour_txt, bold = art.ink_on(colour), True
        elif state == "preview":  # the gap the chosen card would open: a pale ring
            pygame.draw.rect(surf, mix(base, RULER, 0.7), chip, border_radius=px(5))
            pygame.draw.rect(surf, (250, 240, 200), chip, max(1, px(1)), border_radius=px(5))
            colour_txt, bold = BRIGHT, True
        elif state == "open":
            colour_txt, bold = GOLD, True
            opened.append(chip)
        if not numbered(value, state):  # a dot on the scale (a ring when its card is gone)
            pygame.draw.circle(surf, colour_txt, chip.center, dot, 0 if state != "out" else max(1, px(1)))
            continue
        label = numeral(value, size, colour_txt, bold, room)
        surf.blit(label, label.get_rect(center=chip.center))
    if opened:
        y = opened[0].bottom - px(1)
        pygame.draw.line(surf, GOLD, (opened[0].x, y), (opened[-1].right, y), px(2))


def numbered(value: int, state: str) -> bool:
    """Whether a ruler's value shows its numeral (else a dot): the scale's ends, every fifth, the
    values between the piles' tops and the marked ones."""
    return value in (1, 18) or value % 5 == 0 or state in ("top", "start", "preview", "open", "gap")


def ruler_ink(colour: str, state: str) -> tuple[int, int, int]:
    """A ruler value's numeral or dot colour: a tint of the lane's colour, deeper for a value
    between the tops, deepest for one gone."""
    return mix(art.colour_of(colour), (255, 255, 255), {"out": GONE, "gap": BETWEEN}.get(state, FAINT))


ENGRAVED = (108, 86, 50)  # the ruler's engraved brass rules and ticks: quiet, darker than any numeral


def ruler_strip(size: tuple[int, int], ticks: list[int]) -> pygame.Surface:
    """The ruler's strip as an engraved ebony rule (a review s50: "the 1-18 number tracks feel
    utilitarian"): dark, a shade lighter at its top, inside a fine brass rim with a bright hairline
    under its top edge; after every fifth numeral (`ticks`: x of each marker's left edge but the
    first) a short engraved tick down from the top and up from the foot, as a printed rule has (a
    review s51: a tick between every two numerals crowded them); composed once per size."""
    w, h = size
    radius = min(px(10), h // 2)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):  # its body, lit a little from above
        shade = mix((30, 23, 21), RULER, min(1.0, y / max(1, h * 0.6)))
        pygame.draw.line(surf, shade + (232,), (0, y), (w - 1, y))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)  # its rounded ends
    line = max(1, px(1))
    pygame.draw.rect(surf, ENGRAVED + (220,), surf.get_rect(), line, border_radius=radius)  # the brass rim
    pygame.draw.line(surf, ENGRAVED + (120,), (radius, line + 1), (w - radius, line + 1), line)  # its hairline
    reach = max(3, px(6))
    for k, x in enumerate(ticks, start=1):  # only after every fifth numeral (a review s51: the numerals tight
        if k % 5 == 0:  # at 1280x720; a tick between every two crowded them)
            pygame.draw.line(surf, ENGRAVED + (235,), (x, line), (x, line + reach), line)
            pygame.draw.line(surf, ENGRAVED + (235,), (x, h - 1 - line - reach), (x, h - 1 - line), line)
    return assets.fast(surf)


NUMERAL_GAP = 7  # logical px of felt kept between two neighbouring numerals' inks on a ruler


def numeral(value: int, size: int, colour: tuple, bold: bool, room: int = 10 ** 4) -> pygame.Surface:
    """A ruler's numeral at `size`, its ink at most `room` wide: a two-digit numeral set condensed
    when it is wider (down to 0.8 of its width; a review s50: at 1024x600 "10111213" nearly touched,
    the gap between two numerals hardly wider than within one). Cached."""
    if value < 10:
        return assets.text(str(value), size, colour, bold)
    key = ("cabanga-ruler-numeral", value, size, tuple(colour), bold, room)
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = assets.text(str(value), size, colour, bold)
        ink = surf.get_bounding_rect()
        if ink.w > room:
            w = max(int(ink.w * 0.8), room)
            inked = surf.subsurface(pygame.Rect(ink.x, 0, ink.w, surf.get_height())).convert_alpha()
            surf = pygame.Surface((w + 2, inked.get_height()), pygame.SRCALPHA)
            surf.blit(pygame.transform.smoothscale(inked, (w, inked.get_height())), (1, 0))
        assets.surfaces[key] = surf
    return surf


def ruler_size(row: RowPlace) -> int:
    """The ruler's numerals' size (layout.numeral_font: 17 px at 720, 25 at 1080; never under 14:
    reviews read the old 13 and 16 px as dim and small, a review s51 the older 20 px "tight")."""
    return numeral_font(max(px(14), row.ruler.h - px(RULER_PAD)), row.ruler.w / max(1, len(row.cells)))
