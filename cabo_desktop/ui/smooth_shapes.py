"""Shapes drawn smooth: pygame draws ellipses aliased (a stair of whole pixels along their flat
top and bottom, jagged on a large, faint oval: the s49 review of the hand-off's felt mark). These
are drawn a few times larger and scaled down once (smoothscale), for pictures built once and kept;
never per frame."""

from __future__ import annotations

import pygame

BUDGET = 1_200_000  # the most pixels a shape is drawn at before it is scaled down (~10 ms)


def oval_rings(size: tuple[int, int], rings: list[tuple[int, int]], colour: tuple) -> pygame.Surface:
    """A transparent surface of `size` with concentric oval rings in `colour`, anti-aliased; each
    ring is (how far in from the surface's edge, its thickness) in pixels. Only a quarter is
    drawn (up to 4 times larger, within BUDGET pixels) and scaled down; the others are its mirrors."""
    w, h = max(2, size[0]), max(2, size[1])
    qw, qh = (w + 1) // 2, (h + 1) // 2
    k = max(1, min(4, int((BUDGET / (qw * qh)) ** 0.5)))
    big = pygame.Surface((qw * k, qh * k), pygame.SRCALPHA)
    clear = (colour[0], colour[1], colour[2], 0)  # (a clear pixel of the ink's colour: no dark fringe)
    big.fill(clear)
    for inset, thick in rings:  # each ring: its oval filled, its inside cleared (draw writes, no blend)
        outer = pygame.Rect(0, 0, w * k, h * k).inflate(-2 * inset * k, -2 * inset * k)
        if outer.w <= 0 or outer.h <= 0:
            continue
        pygame.draw.ellipse(big, colour, outer)
        inner = outer.inflate(-2 * thick * k, -2 * thick * k)
        if inner.w > 0 and inner.h > 0:
            pygame.draw.ellipse(big, clear, inner)
    quarter = pygame.transform.smoothscale(big, (qw, qh)) if k > 1 else big
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill(clear)
    for flip_x, flip_y in ((False, False), (True, False), (False, True), (True, True)):
        part = pygame.transform.flip(quarter, flip_x, flip_y)
        surf.blit(part, (w - qw if flip_x else 0, h - qh if flip_y else 0), special_flags=pygame.BLEND_RGBA_MAX)
    return surf
