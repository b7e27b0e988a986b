"""The keys line at the foot of a screen: which keys do what, in words set on the felt."""

from __future__ import annotations

from functools import lru_cache

import pygame

from . import assets
from .theme import DIM, px

HINT_INK = (218, 226, 212)  # the keys line on the felt: light enough to read on the green


def hint_size(height: int) -> int:
    """The felt's keys line type for a window `height` tall: 15 px at 720 (legible beside the
    felt's grain), up to 20 at 1080 and over."""
    return max(px(15), min(px(20), height // 46))


def draw_hint(surface: pygame.Surface, hint: str, margin: int = 8, felt: bool = False) -> None:
    """The keys line at the bottom of a screen; `felt`: inside the felt's rail, larger when tall,
    light type with a dark shadow under it, as words printed on the cloth."""
    w, h = surface.get_size()
    rail, size = (assets.rail_width((w, h)), hint_size(h)) if felt else (0, px(14))
    width = w - 2 * rail - px(24)
    for k, line in enumerate(reversed(hint_lines(hint, size, width))):
        img = assets.fit_text(line, size, width, HINT_INK if felt else DIM)
        where = img.get_rect(midbottom=(w // 2, h - rail - px(margin) - k * (size + px(3))))
        if felt:
            shade = assets.fit_text(line, size, width, (6, 18, 12))
            surface.blit(shade, where.move(0, max(1, px(1))))
        surface.blit(img, where)


@lru_cache(maxsize=256)
def hint_lines(hint: str, size: int, width: int) -> tuple[str, ...]:
    """The keys line, split in two at the " · " nearest its middle when it is too wide for one
    (French and Ukrainian key hints run longer)."""
    if assets.font(size).size(hint)[0] <= width or " · " not in hint:
        return (hint,)
    parts = hint.split(" · ")
    best = min(range(1, len(parts)), key=lambda i: abs(len(" · ".join(parts[:i])) - len(hint) / 2))
    return (" · ".join(parts[:best]), " · ".join(parts[best:]))
