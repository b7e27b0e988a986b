"""The history drawer's head (issue 40, problem 2: the table shows no prose; the log in words is
the drawer's, ui/log_drawer.py): the head plate with the game's title and its round or goal, and
the score pad with a medallion on each seat's row."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from . import assets
from .theme import GOLD, px


def head_plate(size: tuple[int, int]) -> pygame.Surface:
    """The panel's head plate (the game's title and its round): dark leather with a lit bevel, a
    gold rule along its foot and a dark rim. Cached per size."""
    key = ("panel head plate", tuple(size), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        shade = pygame.Surface((1, 2))
        shade.set_at((0, 0), (70, 46, 28))
        shade.set_at((0, 1), (38, 24, 14))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 255, 255, 255), surf.get_rect(), border_radius=px(8))
        surf.blit(pygame.transform.smoothscale(shade, (w, h)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        pygame.draw.line(surf, (136, 100, 64), (px(8), px(1)), (w - px(8), px(1)), px(1))
        pygame.draw.line(surf, GOLD, (px(10), h - px(4)), (w - px(10), h - px(4)), px(1))
        pygame.draw.rect(surf, (22, 13, 8), surf.get_rect(), px(1), border_radius=px(8))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def draw_head(surface: pygame.Surface, p: pygame.Rect, lines: Sequence[pygame.Surface]) -> int:
    """The panel's head: the rendered `lines` (the title, its round or goal) on the head plate
    across the top of panel `p`; returns the y under it."""
    x, y = p.x + px(6), p.y + px(6)
    h = sum(line.get_height() + px(2) for line in lines) + px(12)
    surface.blit(head_plate((p.w - px(12), h)), (x, y))
    top = y + px(5)
    for line in lines:
        surface.blit(line, (x + px(8), top))
        top += line.get_height() + px(2)
    return y + h


def draw_scores(surface: pygame.Surface, p: pygame.Rect, y: int, n: int, name: Callable[[int], str],
                totals: Sequence[int], current: int | None, size: int,
                face: Callable[[int, int], pygame.Surface]) -> int:
    """The score pad across rect `p` from `y`, a medallion on each of the `n` seats' rows (the
    drawer's, under its head plate); returns the y under it."""
    from .table_kit import score_pad
    rows = [(name(seat), totals[seat] if seat < len(totals) else 0) for seat in range(n)]
    medal = assets.font(size).get_linesize() + px(6)
    faces = [face(seat, medal) for seat in range(n)]
    return y + score_pad(surface, p.x + px(10), y, p.w - px(18), rows, current, size, faces) + px(8)
