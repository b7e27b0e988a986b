"""Cabanga!'s board drawn (draw only; issue 40, the fresh-eyed review: "the four 1-18 strips
dominate like a spreadsheet"): each colour a lane printed faintly on the felt, its two piles real
runs of overlapping cards growing from the lane's ends toward its middle (each card's corner
index showing, the top card whole, every card with its shadow), the open felt between the two
top cards the gap (a faint track with the colour's name and shape; measured by a gold line with
its numbers when it is this turn's), and along the lane's
foot a slim 1-18 ruler of small markers: the cards gone a chip in the colour, the pile tops a
bright chip, your own values a bright numeral with the colour's dot, the gap's values gold, the
rest faint. A lane is composed once per look (felt, cards and ruler in one opaque picture) and
blitted each frame. Also the penalty pile (backs) and the thrown pile, each with a count badge."""

from __future__ import annotations

import pygame

from ....i18n import _, p_
from ....ui import assets, card_pictures
from ....ui import table_trays as trays
from ....ui.card_art import sprite
from ....ui.theme import DIM, GOLD, px
from ....ui.widgets import wrap_text
from ..rules.cards import COLOURS
from ..rules_text import colour_name
from ..words import gap_words
from . import art
from .layout import Layout, RowPlace, open_gap, run_slots

FAINT = (112, 150, 126)  # a value still unseen: a faint numeral printed on the felt
BRIGHT = (240, 244, 238)
BADGE = (44, 28, 16)


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
        self.lanes: dict[int, tuple[tuple, pygame.Surface]] = {}

    def draw(self, surface, table, lay: Layout, felt: pygame.Surface) -> None:
        """Every lane: its picture (composed again when what it shows changed), then the rings
        round the top cards a chosen card may go on."""
        m = table.model
        c = table.controls
        for r, row in enumerate(lay.rows[:len(m.piles)]):
            surface.blit(self.lane(table, lay, r, felt), row.rect)
            chosen = c.selected
            if chosen is None or chosen.colour != COLOURS[r] or c.mode != "play":
                continue
            for side in ("left", "right"):
                rect = top_rect(table, lay, r, side)
                hover = c.hover_pile == (r, side)
                pygame.draw.rect(surface, GOLD if hover else (250, 240, 200), rect.inflate(px(8), px(8)),
                                 px(3 if hover else 2), border_radius=px(8))

    def lane(self, table, lay: Layout, r: int, felt: pygame.Surface) -> pygame.Surface:
        """Row `r`'s lane as one picture: kept until its cards, its ruler or its gap change."""
        m = table.model
        colour = COLOURS[r]
        lit = m.gap is not None and m.gap[0] == colour
        words = _("gap {values}").format(values=gap_words(m.gap[1:])) if lit else colour_name(colour).upper()
        states = ruler_states(table, r)
        key = (id(felt), tuple(lay.rows[r].rect), lay.pile_card, lay.text_size, words, lit,
               tuple(tuple(card.code for card in side) for side in m.piles[r]), tuple(sorted(states.items())))
        kept = self.lanes.get(r)
        if kept is not None and kept[0] == key:
            return kept[1]
        surf = compose_lane(lay, lay.rows[r], colour, m.piles[r], states, lit, words, felt)
        self.lanes[r] = (key, surf)
        return surf


def compose_lane(lay: Layout, row: RowPlace, colour: str, piles, states: dict[int, str], lit: bool, words: str,
                 felt: pygame.Surface) -> pygame.Surface:
    """A lane's picture: the felt under it, its printed band, the open gap (lit when it is this
    turn's), the two runs of cards and the ruler."""
    base = art.colour_of(colour)
    origin = row.rect.topleft
    area = row.rect.move(-lay.play.x, -lay.play.y).clip(felt.get_rect())
    surf = pygame.Surface(row.rect.size)
    surf.blit(felt, (0, 0), area)

    def local(rect: pygame.Rect) -> pygame.Rect:
        return rect.move(-origin[0], -origin[1])
    ink = pygame.Surface(row.rect.size, pygame.SRCALPHA)  # the print on the cloth: a faint band in the colour
    band = local(row.strip)
    pygame.draw.rect(ink, base + (20,), band, border_radius=px(12))
    pygame.draw.rect(ink, base + (70,), band, px(1), border_radius=px(12))
    gap = local(open_gap(row, (len(piles[0]), len(piles[1]))))
    if lit:  # this turn's gap: the open felt softly lit, measured end to end by a gold line
        pygame.draw.rect(ink, GOLD + (22,), gap.inflate(-px(8), -px(4)), border_radius=px(10))
    surf.blit(ink, (0, 0))
    if lit:
        y, tick = gap.centery, max(px(6), gap.h // 4)
        pygame.draw.line(surf, GOLD, (gap.x + px(6), y), (gap.right - px(7), y), px(2))
        for x in (gap.x + px(6), gap.right - px(7)):
            pygame.draw.line(surf, GOLD, (x, y - tick), (x, y + tick), px(2))
    middle = local(row.middle)
    if lit:  # the gap's words on a dark pill over the line's middle
        label = assets.fit_line(words, lay.name_size, max(px(60), gap.w - px(60)), GOLD, True)
        pill = label.get_rect(center=gap.center).inflate(px(20), px(8))
        pygame.draw.rect(surf, (16, 36, 26), pill, border_radius=pill.h // 2)
        pygame.draw.rect(surf, GOLD, pill, px(2), border_radius=pill.h // 2)
        surf.blit(label, label.get_rect(center=pill.center))
    else:  # the colour's name and shape printed faintly on the cloth
        tone = mix(base, (200, 220, 205), 0.25)
        label = assets.fit_line(words, lay.text_size, middle.w - px(40), tone, True)
        side = max(px(10), label.get_height() - px(2))
        mark = sprite(("cabanga-lane-mark", colour, side), card_pictures.shape(colour, tone), (side, side))
        width = side + px(6) + label.get_width()
        x = middle.centerx - width // 2
        surf.blit(mark, mark.get_rect(midleft=(x, middle.centery)))
        surf.blit(label, label.get_rect(midleft=(x + side + px(6), middle.centery)))
        track = ink.copy()  # the open felt's track from top card to top card, the name in its middle
        track.fill((0, 0, 0, 0))
        y = gap.centery
        for a, b in ((gap.x + px(10), x - px(12)), (x + width + px(12), gap.right - px(10))):
            if b - a > px(8):
                pygame.draw.line(track, tone + (110,), (a, y), (b, y), px(1))
                pygame.draw.circle(track, tone + (150,), (a if a < x else b, y), px(2))
        surf.blit(track, (0, 0))
    for s, side in enumerate(("left", "right")):
        draw_run(surf, [local(rect) for rect in run_slots(row, len(piles[s]), side)], piles[s], side == "right")
    draw_ruler(surf, row, colour, states, origin)
    return assets.fast(surf, alpha=False)


def draw_run(surf: pygame.Surface, slots: list[pygame.Rect], cards: list, rightward: bool = False) -> None:
    """A pile's cards bottom first, each with its shadow on the one under it; the top card's
    shadow deeper (it lies highest). A run growing leftward from the lane's right end
    (`rightward`: the cards under the top show their right edges) shows on each such edge the
    card's upright corner index (`edge_face`), not half of its big numeral."""
    for k, (rect, card) in enumerate(zip(slots, cards)):
        top = k == len(cards) - 1
        blur = px(4) if top else px(3)
        surf.blit(assets.drop_shadow(rect.size, blur, 110 if top else 80),
                  (rect.x - blur + px(1), rect.y - blur + px(2 if top else 1)))
        shown = rect.right - slots[k + 1].right if rightward and not top else 0
        surf.blit(edge_face(card, rect.size, shown) if shown > 0 else art.card_face(card, rect.size), rect)


def edge_face(card, size: tuple[int, int], shown: int) -> pygame.Surface:
    """A card's face whose right `shown` pixels show what its left edge shows (the upright corner
    index and the colour's mark) with the card's own right rim: the face of a card seen only by
    its right edge, as a deck indexed in all four corners would (cached per card, size, edge)."""
    key = ("cabanga-edge", card.colour, card.value, tuple(size), shown)
    surf = assets.surfaces.get(key)
    if surf is None:
        face = art.card_face(card, size)
        w, h = size
        shown = min(shown, w // 2)
        rim = max(2, w // 12)
        surf = face.copy()
        surf.fill((0, 0, 0, 0), pygame.Rect(w - shown, 0, shown, h))
        surf.blit(face, (w - shown, 0), pygame.Rect(rim, 0, shown, h))  # the left edge's index, past its rim
        surf.blit(face, (w - rim, 0), pygame.Rect(w - rim, 0, rim, h))  # the card's own right rim and corners
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def draw_ruler(surf: pygame.Surface, row: RowPlace, colour: str, states: dict[int, str], origin) -> None:
    """The 1-18 markers along the lane's foot (see the module's docstring); the gap's values
    underlined in gold when it is open."""
    base = art.colour_of(colour)
    size = max(px(12), row.ruler.h - px(2))
    opened = []
    for k, cell in enumerate(row.cells):
        value = k + 1
        state = states.get(value, "")
        cell = cell.move(-origin[0], -origin[1])
        chip = pygame.Rect(0, 0, min(cell.w, int(size * 1.7)), cell.h)
        chip.center = cell.center
        colour_txt, bold = FAINT, False
        if state == "out":
            pygame.draw.rect(surf, mix(base, (20, 44, 32), 0.45), chip, border_radius=chip.h // 2)
            colour_txt = mix(art.ink_on(colour), base, 0.35)
        elif state in ("top", "start"):  # a mini card: the top card's own colour, paper rim
            pygame.draw.rect(surf, base if state == "top" else art.START_FILL, chip, border_radius=chip.h // 2)
            pygame.draw.rect(surf, art.PAPER if state == "top" else base, chip, px(1), border_radius=chip.h // 2)
            colour_txt, bold = art.ink_on(colour if state == "top" else "start"), True
        elif state == "preview":  # the gap the chosen card would open: a pale ring, not a card gone
            pygame.draw.rect(surf, mix(base, (20, 44, 32), 0.7), chip, border_radius=chip.h // 2)
            pygame.draw.rect(surf, (250, 240, 200), chip, px(1), border_radius=chip.h // 2)
            colour_txt, bold = BRIGHT, True
        elif state == "open":
            colour_txt, bold = GOLD, True
            opened.append(chip)
        elif state == "mine":
            colour_txt, bold = BRIGHT, True
        elif state == "gap":
            colour_txt = DIM
        label = assets.text(str(value), size, colour_txt, bold)
        surf.blit(label, label.get_rect(center=chip.center))
        if state == "mine":  # your card: the colour's dot beside the numeral
            pygame.draw.circle(surf, base, (label.get_rect(center=chip.center).right + px(4), chip.y + px(4)),
                               max(2, px(3)))
    if opened:
        y = opened[0].bottom - px(1)
        pygame.draw.line(surf, GOLD, (opened[0].x, y), (opened[-1].right, y), px(2))


def badge(count: int, size: int) -> pygame.Surface:
    """A pile's count on a round dark badge with a gold rim (cached)."""
    key = ("cabanga-badge", count, size)
    surf = assets.surfaces.get(key)
    if surf is None:
        label = assets.text(str(count), size, (250, 246, 236), True)
        d = max(label.get_height() + px(6), label.get_width() + px(10))
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        pygame.draw.circle(surf, (0, 0, 0, 90), (d // 2, d // 2 + px(1)), d // 2)
        pygame.draw.circle(surf, BADGE, (d // 2, d // 2), d // 2 - px(1))
        pygame.draw.circle(surf, GOLD, (d // 2, d // 2), d // 2 - px(1), px(2))
        surf.blit(label, label.get_rect(center=(d // 2, d // 2)))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def draw_side_piles(surface, table, lay: Layout) -> None:
    """The penalty pile (a little stack of backs) and the thrown cards, each with its count on a
    badge at its corner, over its caption."""
    m = table.model
    room = lay.side_column.w - px(6)
    for rect, count, face, caption in (
            (lay.penalty, m.penalty, None, p_("cabanga pile", "Penalty pile")),
            (lay.thrown, len(m.thrown), m.thrown[-1] if m.thrown else None, p_("cabanga pile", "Thrown"))):
        if count:
            for depth in range(min(3, count - 1), 0, -1):  # the cards beneath, offset
                under = art.card_back(rect.size) if face is None else art.card_face(m.thrown[-1 - depth], rect.size)
                surface.blit(under, rect.move(-px(2) * depth, px(2) * depth))
            surface.blit(assets.drop_shadow(rect.size, px(5), 110), (rect.x - px(5) + px(2), rect.y - px(5) + px(4)))
            surface.blit(art.card_back(rect.size) if face is None else art.card_face(face, rect.size), rect)
        else:
            surface.blit(trays.slot_mark(rect.size), rect)
        if count:
            chip = badge(count, lay.text_size)
            surface.blit(chip, chip.get_rect(center=(rect.right - px(3), rect.top + px(3))))
        y = rect.bottom + px(8)
        for line in wrap_text(caption, lay.text_size, room):  # two lines when one does not fit its column
            label = assets.fit_text(line.strip(), lay.text_size, room, DIM)
            surface.blit(label, label.get_rect(midtop=(rect.centerx, y)))
            y += label.get_height()
