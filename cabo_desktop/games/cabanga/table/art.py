"""Cabanga!'s card art, drawn with pygame (no image files): number cards in the four row colours
with their penalty symbols, the colourless start cards, the back, and small cards for lists.
Every colour also has its own shape, so no card depends on its tint alone. Each surface is built
once per size and kept in the shell's bounded surface cache."""

from __future__ import annotations

import math

import pygame

from ....ui import assets
from ....ui.assets import blit_centered, fast, rounded, text
from ....ui.card_art import lattice_back, rank_text
from ....ui.table_kit import face_panel, fit_rank, label_chip
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


def shape(surf: pygame.Surface, colour: str, center, r: int, fill) -> None:
    """The colour's own shape: red a circle, blue a square, violet a triangle, yellow a star."""
    cx, cy = center
    if colour == "red":
        pygame.draw.circle(surf, fill, (cx, cy), r)
    elif colour == "blue":
        pygame.draw.rect(surf, fill, (cx - r + 1, cy - r + 1, 2 * r - 2, 2 * r - 2))
    elif colour == "violet":
        pygame.draw.polygon(surf, fill, [(cx, cy - r), (cx + r, cy + r - 1), (cx - r, cy + r - 1)])
    elif colour == "yellow":
        pts = []
        for k in range(10):
            rad = r if k % 2 == 0 else r * 0.45
            a = -math.pi / 2 + k * math.pi / 5
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        pygame.draw.polygon(surf, fill, pts)


def _symbols(surf: pygame.Surface, count: int, rect: pygame.Rect, colour) -> None:
    """The penalty symbols: small faces along the card's foot."""
    r = max(2, min(rect.h // 2, rect.w // (2 * max(1, count) + 2)))
    gap = 2 * r + max(2, r // 2)
    x0 = rect.centerx - (count - 1) * gap / 2
    for k in range(count):
        c = (int(x0 + k * gap), rect.centery)
        pygame.draw.circle(surf, colour, c, r)
        if r >= 4:  # a grumpy face: the points a card costs
            eye = max(1, r // 4)
            back = (0, 0, 0) if colour == PAPER else PAPER
            pygame.draw.circle(surf, back, (c[0] - r // 3, c[1] - r // 4), eye)
            pygame.draw.circle(surf, back, (c[0] + r // 3, c[1] - r // 4), eye)
            pygame.draw.line(surf, back, (c[0] - r // 3, c[1] + r // 2), (c[0] + r // 3, c[1] + r // 2), max(1, r // 5))


def card_face(card: Card, size: tuple[int, int], symbols: int = 0) -> pygame.Surface:
    """The face of `card` at `size` (w, h); `symbols`: the penalty symbols printed at its foot."""
    key = ("cabanga", card.colour, card.value, tuple(size), symbols)
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = size
        surf, inner = face_panel(size, PAPER, colour_of(card.colour))
        ink = ink_on(card.colour)
        label = str(card.value)
        big = fit_rank(rank_text(label, max(10, int(h * (0.44 if len(label) == 1 else 0.38))), ink), inner)
        blit_centered(surf, big, (w / 2, h * 0.47))
        if w >= 34:  # the corner indices, the top one upright and the bottom one upside down
            small = rank_text(label, max(9, int(h * 0.15)), ink)
            surf.blit(small, (inner.x + 3, inner.y + 1))
            if not symbols or w >= 60:  # a small card with symbols has no room for it
                surf.blit(pygame.transform.rotate(small, 180), small.get_rect(bottomright=(inner.right - 3, inner.bottom - 1)))
            if card.colour != START:
                r = max(3, int(w * 0.07))
                shape(surf, card.colour, (inner.right - r - 4, inner.y + r + 4), r, ink)
                shape(surf, card.colour, (inner.x + r + 4, inner.bottom - r - 4), r, ink)
        if card.colour == START:  # a start card: a ring around its number
            pygame.draw.ellipse(surf, INK, pygame.Rect(0, 0, int(inner.w * 0.8), int(h * 0.5)).move(
                w // 2 - int(inner.w * 0.4), int(h * 0.47) - int(h * 0.25)), max(1, w // 30))
        if symbols and w >= 34:
            foot = pygame.Rect(0, inner.bottom - int(h * 0.21), int(inner.w * 0.62), int(h * 0.11))
            foot.centerx = w // 2
            _symbols(surf, symbols, foot, ink)
        assets.surfaces[key] = surf = fast(surf)
    return surf


def card_chip(card: Card, size: tuple[int, int]) -> pygame.Surface:
    """A small card for lists (the log, the round's hands): its colour and number, large."""
    return label_chip(("cabanga-chip", card.colour, card.value, tuple(size)), size, colour_of(card.colour),
                      ink_on(card.colour), str(card.value))


def card_back(size: tuple[int, int]) -> pygame.Surface:
    return lattice_back(size, "Cabanga!")


def row_cell(colour: str, value: int, size: tuple[int, int], state: str) -> pygame.Surface:
    """One value of a row's number line: `state` "top" (a pile's top card), "gap" (may be thrown),
    "open" (the gap of this turn, lit), "out" (played or thrown already), "mine" (in your hand),
    "preview" (the gap a chosen card would open) or "" (still unseen)."""
    key = ("cabanga-cell", colour, value, tuple(size), state)
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = size
        base = colour_of(colour)
        fills = {"top": base, "gap": _mix(base, (30, 40, 34), 0.55), "open": _mix(base, (255, 255, 255), 0.35),
                 "preview": _mix(base, (255, 245, 200), 0.55), "out": (34, 48, 40), "mine": (56, 74, 64),
                 "": (44, 62, 52)}
        surf = rounded((w, h), fills.get(state, fills[""]), base if state in ("top", "open") else (70, 96, 82),
                       max(2, w // 5), 2 if state == "open" else 1)
        colour_txt = {"top": ink_on(colour), "out": (95, 110, 100), "open": INK, "preview": INK}.get(state, (225, 232, 226))
        label = text(str(value), max(8, int(h * 0.55)), colour_txt, state in ("top", "open", "mine"))
        if label.get_width() > w - 2:
            label = pygame.transform.smoothscale(label, (w - 2, max(1, label.get_height() * (w - 2) // label.get_width())))
        blit_centered(surf, label, (w / 2, h / 2))
        if state == "out":  # crossed out: this card is gone
            pygame.draw.line(surf, (95, 110, 100), (3, h - 3), (w - 3, 3), 1)
        if state == "mine":
            pygame.draw.circle(surf, base, (w - 4, 4), max(2, w // 8))
        assets.surfaces[key] = surf = fast(surf)
    return surf


def _mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))
