"""The keys line at the foot of a screen: which keys do what, in words on a slim dark strip."""

from __future__ import annotations

from functools import lru_cache

import pygame

from . import assets
from .theme import DIM, px, ui_scale

HINT_INK = (218, 226, 212)  # the keys line on its strip
FRAME_AIR = 14  # px of felt at the least between the keys line's strip and the wooden frame


def hint_size(height: int) -> int:
    """The felt's keys line type for a window `height` tall: 15 px at 720 (legible beside the
    felt's grain), up to 20 at 1080 and over."""
    return max(px(15), min(px(20), height // 46))


def draw_hint(surface: pygame.Surface, hint: str, margin: int = 8, felt: bool = False) -> None:
    """The keys line at the bottom of a screen; `felt`: inside the felt's rail, larger when tall,
    on a slim dark leather strip sized to its words (`strip`: the title's links sit on the same),
    its foot `margin` px (FRAME_AIR at the least) above the rail."""
    w, h = surface.get_size()
    rail, size = (assets.rail_width((w, h)), hint_size(h)) if felt else (0, px(14))
    width = w - 2 * rail - px(64)
    lines = hint_lines(hint, size, width)
    images = [assets.fit_text(line, size, width, HINT_INK if felt else DIM) for line in lines]
    step = size + px(3)
    foot = h - rail - px(max(margin, FRAME_AIR) if felt else margin)
    if felt:  # the strip: the words' width and some air, one step a line
        box = pygame.Rect(0, 0, max(img.get_width() for img in images) + px(36), step * len(images) + px(10))
        box.midbottom = (w // 2, foot)
        surface.blit(strip(box.size), box)
        foot -= px(5) + (step - images[-1].get_height()) // 2
    for k, img in enumerate(reversed(images)):
        surface.blit(img, img.get_rect(midbottom=(w // 2, foot - k * step)))


def hint_room(size: tuple[int, int], hint: str) -> int:
    """How much of a `size` window's foot the felt's keys line takes above its rail: its strip
    (one or two lines) and the felt under it."""
    w, h = size
    lines = hint_lines(hint, hint_size(h), w - 2 * assets.rail_width(size) - px(64))
    return (hint_size(h) + px(3)) * len(lines) + px(10) + px(FRAME_AIR)


def strip(size: tuple[int, int]) -> pygame.Surface:
    """A slim dark leather strip, lit a touch at its top, with a thin brass rim: the shell's keys
    line and the title's links sit on it (the tables' prompt on its lacquered plate). Cached."""
    key = ("link strip", tuple(size), ui_scale())
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        radius = min(h // 2, px(14))
        gradient = pygame.Surface((1, 2))
        gradient.set_at((0, 0), (30, 26, 22))
        gradient.set_at((0, 1), (14, 12, 10))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 255, 255), surf.get_rect(), border_radius=radius)
        surf.blit(pygame.transform.smoothscale(gradient, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        pygame.draw.rect(surf, (110, 86, 52), surf.get_rect(), px(1), border_radius=radius)
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


@lru_cache(maxsize=256)
def hint_lines(hint: str, size: int, width: int) -> tuple[str, ...]:
    """The keys line, split in two at the " · " nearest its middle when it is too wide for one
    (French and Ukrainian key hints run longer)."""
    if assets.font(size).size(hint)[0] <= width or " · " not in hint:
        return (hint,)
    parts = hint.split(" · ")
    best = min(range(1, len(parts)), key=lambda i: abs(len(" · ".join(parts[:i])) - len(hint) / 2))
    return (" · ".join(parts[:best]), " · ".join(parts[best:]))
