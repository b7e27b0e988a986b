"""The turn's seat on Cabanga!'s and Kobito's tables, unmistakable at a glance (issue 40, a
fresh-eyed review: "the only sign of the active player is a thin gold outline"; docs/look.md,
Seats): one treatment for an opponent's seat and for your plate, a bright breathing gold halo
round the medallion, the plaque or plate lit (warmer leather, a thick gold rim, a soft gold glow
round it) and a small gold arrow pointing at the medallion; the other seats stay calm. Every
picture is composed once per size and kept; a frame only sets the glows' alpha from the table's
pulse (0..1) and nudges the arrow."""

from __future__ import annotations

import pygame

from . import assets
from .theme import GOLD, px

LIT_RIM = (255, 222, 120)  # the lit plaque's and plate's rim: brighter than the calm seats' brass
LIT_TOP = (150, 100, 44)  # the lit plaque's walnut, warmer and lighter than the calm (84, 52, 30)
LIT_FOOT = (84, 50, 20)


def halo_alpha(k: float) -> int:
    """The halo's and glows' alpha at the pulse `k` (0..1): never faint (the calm seats have none)."""
    return int(170 + 85 * k)


def turn_halo(d: int) -> pygame.Surface:
    """A wide bright gold ring of light round a medallion `d` wide: a blurred band and a solid
    ring on the medallion's rim (cached; its alpha is set each frame)."""
    key = ("turn halo", d, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        pad = px(16)
        size = d + 2 * pad
        ring = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size // 2
        pygame.draw.circle(ring, (*GOLD, 230), (c, c), d // 2 + px(7), px(10))
        surf = pygame.transform.gaussian_blur(ring, max(1, px(4)))
        pygame.draw.circle(surf, (*LIT_RIM, 255), (c, c), d // 2 + px(3), max(2, px(4)))
        assets.surfaces[key] = surf
    return surf


def glow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A soft gold glow round a plaque or plate of `size` (corners of `radius`), px(10) wider on
    every side; its middle hollow so the plate's own face shows (cached; alpha set each frame)."""
    key = ("turn glow", tuple(size), radius, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        pad = px(10)
        w, h = size[0] + 2 * pad, size[1] + 2 * pad
        small = pygame.Surface((max(4, w // 2), max(4, h // 2)), pygame.SRCALPHA)
        inner = small.get_rect().inflate(-pad, -pad)
        pygame.draw.rect(small, (*GOLD, 220), inner.inflate(px(8) // 2, px(8) // 2), max(3, px(10) // 2),
                         border_radius=radius // 2 + 2)
        small = pygame.transform.gaussian_blur(small, max(1, px(2)))
        surf = pygame.transform.smoothscale(small, (w, h))
        assets.surfaces[key] = surf
    return surf


def arrow(h: int) -> pygame.Surface:
    """A small gold arrow `h` tall pointing right: a gold wedge with a dark edge and a lit upper
    face (cached)."""
    key = ("turn arrow", h, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        w = max(6, h * 3 // 4)
        surf = pygame.Surface((w + px(2), h + px(3)), pygame.SRCALPHA)
        tip = [(0, 0), (w, h // 2), (0, h)]
        pygame.draw.polygon(surf, (0, 0, 0, 110), [(x + px(1), y + px(2)) for x, y in tip])  # its shadow
        pygame.draw.polygon(surf, (196, 138, 30), tip)
        pygame.draw.polygon(surf, LIT_RIM, [(0, 0), (w, h // 2), (0, h // 2)])  # the lit upper face
        pygame.draw.polygon(surf, (92, 58, 12), tip, max(1, px(1)))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def point_at(surface: pygame.Surface, med: pygame.Rect, least_x: int, k: float) -> pygame.Rect | None:
    """The gold arrow left of the medallion `med`, pointing at it and nudged by the pulse `k`,
    never left of `least_x` (smaller where the room is short); returns where it lies (None when
    there is no room even for a small one)."""
    nudge = px(3)
    h = min(max(px(14), min(px(30), med.h * 2 // 5)), (med.x - px(4) - nudge - least_x) * 4 // 3)
    if h < px(10):
        return None
    image = arrow(h)
    tip = med.x - px(4) - int(nudge * (1 - k))
    spot = image.get_rect(midright=(tip + px(2), med.centery))
    surface.blit(image, spot)
    return spot


def halo(surface: pygame.Surface, med: pygame.Rect, k: float) -> None:
    """The bright gold halo round the medallion `med` at the pulse `k`."""
    image = turn_halo(med.w)
    image.set_alpha(halo_alpha(k))
    surface.blit(image, image.get_rect(center=med.center))


def glow_round(surface: pygame.Surface, rect: pygame.Rect, radius: int, k: float) -> None:
    """The soft gold glow round a plaque or plate at `rect` at the pulse `k`."""
    image = glow(rect.size, radius)
    image.set_alpha(halo_alpha(k))
    surface.blit(image, image.get_rect(center=rect.center))


def wash(size: tuple[int, int]) -> pygame.Surface:
    """A warm light laid over your plate's leather on your turn (cached)."""
    key = ("turn wash", tuple(size), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 190, 90, 46), surf.get_rect().inflate(-px(4), -px(4)), border_radius=px(13))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def lit_plate(surface: pygame.Surface, rect: pygame.Rect, k: float) -> None:
    """Your plate (already laid in the table's backdrop) lit on your turn: the gold glow round it,
    its leather warmed and a thick bright gold rim."""
    rect = pygame.Rect(rect)
    glow_round(surface, rect.inflate(px(4), px(4)), px(15), k)
    surface.blit(wash(rect.size), rect)
    pygame.draw.rect(surface, LIT_RIM, rect.inflate(px(4), px(4)), max(3, px(4)), border_radius=px(15))
