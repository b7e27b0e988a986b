"""A person's name plate on their New game seat card (review s52: "the Player 1 name box looks like
a default text field"): an engraved slot in the card's own materials, a dark inset rimmed in brass
with a fine engraved line under the name and a small brass pen at its right end (the name can be
written there), brighter and gold-rimmed while it is being typed in. Composed once per size and
state (assets.surfaces); a frame blits it and sets the name and its caret on it."""

from __future__ import annotations

import pygame

from . import assets
from .theme import GOLD, px

NAME_INK = (246, 236, 210)  # the name on the plate: cream, as the AI seats' names on their cards
BRASS_TOP, BRASS_FOOT = (226, 190, 110), (132, 96, 42)


def pen_room(h: int) -> int:
    """How much of a plate `h` px tall its pen takes at the right end (with its air)."""
    return max(px(16), int(h * 0.85))


def _pen(side: int, colour: tuple, edge: tuple) -> pygame.Surface:
    """A small pen `side` px square, its nib down-left: the mark of a field that is written in."""
    big = side * 4  # drawn large, smoothed down once
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    t = big * 0.17  # half the body's thickness, across the 45-degree line
    tip, end = pygame.Vector2(big * 0.08, big * 0.92), pygame.Vector2(big * 0.9, big * 0.1)
    along = (end - tip).normalize()
    across = pygame.Vector2(-along.y, along.x) * t
    neck = tip + along * big * 0.3
    cap = end - along * big * 0.2
    body = [neck + across, cap + across, cap - across, neck - across]
    pygame.draw.polygon(surf, edge, [p + along * 0 for p in body])
    inner = [neck + across * 0.6, cap + across * 0.6, cap - across * 0.6, neck - across * 0.6]
    pygame.draw.polygon(surf, colour, inner)
    pygame.draw.polygon(surf, edge, [end + across, end - across, cap - across, cap + across])  # its cap
    pygame.draw.polygon(surf, colour, [tip, neck + across, neck - across])  # the nib
    pygame.draw.line(surf, edge, tip, neck, max(1, big // 28))  # the nib's slit
    return pygame.transform.smoothscale(surf, (side, side))


def name_plate(size: tuple[int, int], focused: bool) -> pygame.Surface:
    """The plate `size` px: a brass rim (lit at its top, darker at its foot) round a dark engraved
    slot (a shadow under its top edge), an engraved line under the name's place and the pen at
    its right end; focused, the rim gold and the slot a little lighter."""
    key = ("name plate", tuple(size), focused, px(1))
    surf = assets.surfaces.get(key)
    if surf is not None:
        return surf
    w, h = size
    radius = min(px(7), h // 3)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (255, 236, 180, 70), pygame.Rect(0, px(1), w, h - px(1)), border_radius=radius)  # lit lip
    body = pygame.Rect(0, 0, w, h - px(1))
    rim = pygame.Surface(body.size, pygame.SRCALPHA)
    top, foot = (GOLD, (170, 124, 40)) if focused else (BRASS_TOP, BRASS_FOOT)
    for y in range(body.h):  # the brass, lit from above
        f = y / max(1, body.h - 1)
        pygame.draw.line(rim, [round(a + (b - a) * f) for a, b in zip(top, foot)], (0, y), (body.w, y))
    mask = pygame.Surface(body.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    rim.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(rim, body.topleft)
    pygame.draw.rect(surf, (40, 26, 10), body, 1, border_radius=radius)  # the brass's dark outer edge
    slot = body.inflate(-2 * max(2, px(3)), -2 * max(2, px(3)))
    ground = pygame.Surface(slot.size, pygame.SRCALPHA)
    deep, shallow = ((40, 32, 50), (58, 48, 68)) if focused else ((20, 16, 28), (36, 30, 44))
    for y in range(slot.h):  # the slot's shadow under its top edge, lighter toward its foot
        f = y / max(1, slot.h - 1)
        pygame.draw.line(ground, [round(a + (b - a) * f) for a, b in zip(deep, shallow)], (0, y), (slot.w, y))
    inset = pygame.Surface(slot.size, pygame.SRCALPHA)
    pygame.draw.rect(inset, (255, 255, 255, 255), inset.get_rect(), border_radius=max(1, radius - px(2)))
    ground.blit(inset, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(ground, slot.topleft)
    room = pen_room(h)
    line_y = slot.bottom - max(2, slot.h // 6)  # the engraved line under the name: a cut and its lit edge
    pygame.draw.line(surf, (8, 6, 12), (slot.x + px(10), line_y), (slot.right - room, line_y))
    pygame.draw.line(surf, (170, 134, 70), (slot.x + px(10), line_y + 1), (slot.right - room, line_y + 1))
    side = max(px(10), int(slot.h * 0.62))
    pen = _pen(side, GOLD if focused else (214, 176, 96), (70, 48, 18))
    surf.blit(pen, pen.get_rect(center=(slot.right - room // 2, slot.centery)))
    assets.surfaces[key] = surf = assets.fast(surf)
    return surf
