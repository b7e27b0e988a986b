"""Cabanga!'s card art, drawn with pygame (no image files): number cards in the four row colours
with their penalty symbols, the colourless start cards, the back, and small cards for lists.
Every colour also has its own shape, so no card depends on its tint alone. Each surface is built
once per size and kept in the shell's bounded surface cache."""

from __future__ import annotations

import pygame

from ....ui import assets, card_pictures as pictures
from ....ui.assets import blit_centered, fast
from ....ui.card_art import back_colours, faces, game_back, lit, rank_text, sprite
from ....ui.card_svg import card_stock, colour_panel, height_for, hexc, place, shade
from ....ui.table_kit import fit_rank, label_chip
from ..rules.cards import START, Card

INK = (28, 28, 34)
PAPER = (250, 247, 238)
COLOURS = {"red": (206, 48, 52), "blue": (38, 104, 204), "violet": (134, 70, 178), "yellow": (240, 192, 36)}
START_FILL = (222, 214, 196)


def colour_of(colour: str) -> tuple[int, int, int]:
    return COLOURS.get(colour, START_FILL)


def ink_on(colour: str) -> tuple[int, int, int]:
    """The numerals' colour on a card of `colour` (dark on yellow and on start cards)."""
    return INK if colour in ("yellow", START) else PAPER


def blank_face(colour: str, size: tuple[int, int]) -> pygame.Surface:
    """A face of `colour` at `size` without its number (as `card_face` starts from, unlit): board.py
    prints a covered card's edge on it."""
    w, _h = size
    return _blank(colour, size, pygame.Rect(0, 0, *size).inflate(-max(4, w // 9), -max(4, w // 9)))


def _blank(colour: str, size: tuple[int, int], inner: pygame.Rect) -> pygame.Surface:
    """A face without its number, kept per colour and size: card stock; the colour's panel lit
    from its top, printed with its shape small in staggered rows (tone on tone) from 40 px wide;
    the shape large behind the number, a darker emblem edged in a light line (a start card: the
    ring) (the light falls on the finished face: card_art.lit)."""
    w, h = size

    def svg() -> str:  # written only when this blank is not kept (its pattern's SVG costs 2 ms to write)
        scale, height = 100 / max(1, w), height_for(size)
        base = colour_of(colour)
        x, y, iw, ih = (v * scale for v in inner)
        body = [card_stock(100, height, PAPER), colour_panel(x, y, iw, ih, base, 7, w >= 40)]
        if w >= 40:  # the pattern, inside the panel's printed line
            tone = shade(base, 0.86) if colour != START else shade(base, 0.84)
            body.append(pictures.shape_pattern(colour, tone, x + 4, y + 4, iw - 8, ih - 8, max(13.0, iw / 4.6)))
        if colour != START and w >= 40:
            side = min(iw * 0.8, height * 0.5)
            body.append(place(pictures.shape(colour, shade(base, 0.78), shade(base, 1.5), 2.6), 50, height * 0.47, side))
        if colour == START:
            body.append(f'<ellipse cx="50" cy="{height * 0.47:.2f}" rx="{iw * 0.4:.2f}" ry="{height * 0.25:.2f}" '
                        f'fill="{hexc(shade(base, 1.12))}" stroke="{hexc(INK)}" stroke-width="{max(1.0, 33 / max(1, w)):.2f}"/>')
        return "".join(body)
    return sprite(("cabanga-blank", colour, tuple(size)), svg, size)


def card_face(card: Card, size: tuple[int, int], symbols: int = 0) -> pygame.Surface:
    """The face of `card` at `size` (w, h); `symbols`: the penalty symbols printed at its foot
    (grumpy little faces). The colour's panel is lit from its top; its shape stands large and faint
    behind the number and small in two corners (so no card depends on its tint alone)."""
    key = ("cabanga", card.colour, card.value, tuple(size), symbols)
    surf = assets.surfaces.get(key)
    if surf is None:  # in a live frame, a near size's face scaled while this one is built in the pause
        surf = faces.stand_in("Cabanga!", (card, symbols), size, lambda s: ("cabanga", card.colour, card.value, s, symbols),
                              lambda s: card_face(card, s, symbols))
    if surf is None:
        w, h = size
        base, ink = colour_of(card.colour), ink_on(card.colour)
        inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 9), -max(4, w // 9))
        surf = _blank(card.colour, size, inner).copy()
        parts = face_layout(str(card.value), size, symbols, card.colour != START)
        if parts["marks"]:  # the colour's shape beside the two corner indices
            top_mark, foot_mark = parts["marks"]
            mark = sprite(("cabanga-mark", card.colour, ink, top_mark.w), lambda: pictures.shape(card.colour, ink), top_mark.size)
            surf.blit(mark, top_mark)
            surf.blit(pygame.transform.rotate(mark, 180), foot_mark)
        if parts["points"]:  # the grumpy faces a card costs, clear of the bottom index and mark
            side = parts["points"][0].w
            face = sprite(("cabanga-point", ink, base, side), lambda: pictures.grumpy(ink, base), (side, side))
            for spot in parts["points"]:
                surf.blit(face, spot)
        label = str(card.value)
        big = fit_rank(rank_text(label, max(10, int(h * (0.44 if len(label) == 1 else 0.38))), ink), inner)
        blit_centered(surf, big, (w / 2, h * (0.43 if symbols and w >= 44 else 0.47)))
        if w >= 34:  # the corner indices, the top one upright and the bottom one upside down
            small = rank_text(label, max(9, int(h * 0.15)), ink)
            surf.blit(small, (inner.x + 3, inner.y + 1))
            if parts["index"] is not None:  # a small card with symbols has no room for it
                surf.blit(pygame.transform.rotate(small, 180), small.get_rect(bottomright=(inner.right - 3, inner.bottom - 1)))
        assets.surfaces[key] = surf = fast(lit(surf))
        faces.drawn("Cabanga!", (card, symbols), size, lambda other: card_face(card, other, symbols))  # ahead of need
    return surf


def face_layout(label: str, size: tuple[int, int], symbols: int, marks: bool = True) -> dict:
    """Where a face's small parts sit: "index", the ink of the bottom (upside-down) index (None
    on a card under 60 px with symbols, or under 34 px); "marks", the colour's shape beside the top
    index and, turned, at the foot's left ([] without `marks` or under 34 px); "points", one square
    per penalty symbol in a row at the foot (on a card of 44 px or more a band a seventh of its
    height under the numeral), moved up clear of the index and the mark (a playtest saw them
    touching the index on the round's sheet)."""
    w, h = size
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 9), -max(4, w // 9))
    parts: dict = {"index": None, "marks": [], "points": []}
    if w < 34:
        return parts
    if marks:
        r = max(3, int(w * 0.07))
        parts["marks"] = [pygame.Rect(0, 0, 2 * r, 2 * r), pygame.Rect(0, 0, 2 * r, 2 * r)]
        parts["marks"][0].center = (inner.right - r - 4, inner.y + r + 4)
        parts["marks"][1].center = (inner.x + r + 4, inner.bottom - r - 4)
    if not symbols or w >= 60:
        small = rank_text(label, max(9, int(h * 0.15)), INK)
        place_at = small.get_rect(bottomright=(inner.right - 3, inner.bottom - 1))
        ink = small.get_bounding_rect()
        parts["index"] = pygame.Rect(place_at.right - ink.right, place_at.bottom - ink.bottom, ink.w, ink.h)
    if symbols:
        # (large: the faces a round's hands cost are what its sheet is about, issue 40; the numeral
        # stands higher on such a face, so the row takes the band under it)
        foot = pygame.Rect(0, int(h * 0.66), int(inner.w * 0.9), int(h * 0.13)) if w >= 44 else \
            pygame.Rect(0, inner.bottom - int(h * 0.235), int(inner.w * 0.56), int(h * 0.09))
        foot.centerx = w // 2
        side = max(3, int(min(foot.h, foot.w / (symbols + 0.4 * (symbols - 1)))))
        row = pygame.Rect(0, 0, round((symbols - 1) * side * 1.25) + side, side)
        row.center = foot.center
        obstacles = [r for r in (parts["index"], *parts["marks"][1:]) if r is not None]
        if any(row.inflate(4, 2).colliderect(r) for r in obstacles):  # narrower, between the mark and the index
            left = max([inner.x + 2] + [r.right + 3 for r in obstacles if r.centerx < w / 2])
            right = min([inner.right - 2] + [r.left - 3 for r in obstacles if r.centerx >= w / 2])
            fit = int((right - left) / ((symbols - 1) * 1.25 + 1))
            if fit >= 5:
                side = min(side, fit)
                row = pygame.Rect(0, 0, round((symbols - 1) * side * 1.25) + side, side)
                row.center = ((left + right) // 2, foot.centery)
            else:  # no room beside them: above them
                row.bottom = min(r.top for r in obstacles) - 2
        parts["points"] = [pygame.Rect(round(row.x + k * side * 1.25), row.y, side, side) for k in range(symbols)]
    return parts


def penalty_symbol(side: int) -> pygame.Surface:
    """One grumpy penalty symbol `side` px wide, cream with dark features: the round end's key to
    the symbols on the cards' faces (RoundReport.legend)."""
    face, features = (238, 226, 200), (46, 30, 18)
    return sprite(("cabanga-point", face, features, side), lambda: pictures.grumpy(face, features), (side, side))


def card_chip(card: Card, size: tuple[int, int]) -> pygame.Surface:
    """A small card for lists (the log, the round's hands): its colour and number, large."""
    return label_chip(("cabanga-chip", card.colour, card.value, tuple(size)), size, colour_of(card.colour),
                      ink_on(card.colour), str(card.value))


def _back_pattern(_height: float) -> str:
    """Cabanga!'s back: the four colours' shapes in a grid, in the back's pattern colour (one
    period of 24 card units: game_back repeats it)."""
    line = back_colours("Cabanga!")[1]  # (under "own", its own back's)
    return "".join(place(pictures.shape(kind, line), x, y, 25) for kind, x, y in (
        ("red", 25, 25), ("blue", 75, 25), ("violet", 75, 75), ("yellow", 25, 75)))


# the backs' emblem: the four shapes in their colours, edged in cream (clear on the back's dark medallion
# whatever the back's colour)
EMBLEM = "".join(place(pictures.shape(kind, COLOURS[kind], (250, 244, 226), 7), x, y, 40) for kind, x, y in (
    ("red", 28, 28), ("blue", 72, 28), ("violet", 28, 72), ("yellow", 72, 72)))


def card_back(size: tuple[int, int]) -> pygame.Surface:
    """Cabanga!'s back: rows of the four shapes, the four colours in its medallion over its name."""
    return game_back(size, "Cabanga!", _back_pattern, EMBLEM, tile=24)
