"""Small line icons for the title's quiet links (issue 40, interim fix 6: key letters shown only on
hover): continue, join, saved games, replays, statistics, settings, quit. Drawn with pygame's
primitives at four times the size and smoothed down, once per name, size and colour (cached in
assets.surfaces). An unknown name gives None (the link keeps its key cap)."""

from __future__ import annotations

import math

import pygame

from . import assets

SUPER = 4  # drawn this many times larger, then smoothed down


def _continue(s: pygame.Surface, c: tuple, n: int, w: int) -> None:
    pygame.draw.polygon(s, c, [(n * 0.3, n * 0.18), (n * 0.3, n * 0.82), (n * 0.82, n * 0.5)])


def _join(s: pygame.Surface, c: tuple, n: int, w: int) -> None:
    for cx, r in ((0.36, 0.15), (0.66, 0.13)):  # two people side by side
        pygame.draw.circle(s, c, (int(n * cx), int(n * 0.32)), int(n * r))
        body = pygame.Rect(0, 0, int(n * r * 3.2), int(n * r * 3.2))
        body.midtop = (int(n * cx), int(n * 0.54))
        pygame.draw.rect(s, c, body.clip(pygame.Rect(0, 0, n, int(n * 0.86))), border_top_left_radius=body.w // 2,
                         border_top_right_radius=body.w // 2)  # shoulders


def _saves(s: pygame.Surface, c: tuple, n: int, w: int) -> None:
    folder = pygame.Rect(int(n * 0.12), int(n * 0.3), int(n * 0.76), int(n * 0.52))
    tab = pygame.Rect(int(n * 0.12), int(n * 0.2), int(n * 0.32), int(n * 0.16))
    pygame.draw.rect(s, c, tab, border_radius=w)
    pygame.draw.rect(s, c, folder, w, border_radius=w)


def _replays(s: pygame.Surface, c: tuple, n: int, w: int) -> None:
    box = pygame.Rect(int(n * 0.16), int(n * 0.16), int(n * 0.68), int(n * 0.68))
    pygame.draw.arc(s, c, box, math.radians(-200), math.radians(120), w)
    tip = (box.centerx + box.w / 2 * math.cos(math.radians(120)), box.centery - box.h / 2 * math.sin(math.radians(120)))
    pygame.draw.polygon(s, c, [(tip[0] - n * 0.16, tip[1] - n * 0.08), (tip[0] + n * 0.04, tip[1] - n * 0.2),
                               (tip[0] + n * 0.06, tip[1] + n * 0.06)])
    pygame.draw.polygon(s, c, [(n * 0.42, n * 0.36), (n * 0.42, n * 0.64), (n * 0.64, n * 0.5)])


def _stats(s: pygame.Surface, c: tuple, n: int, w: int) -> None:
    for k, top in enumerate((0.56, 0.36, 0.18)):
        bar = pygame.Rect(int(n * (0.16 + k * 0.25)), int(n * top), int(n * 0.18), int(n * (0.84 - top)))
        pygame.draw.rect(s, c, bar, border_radius=w // 2)


def _settings(s: pygame.Surface, c: tuple, n: int, w: int) -> None:
    mid, outer, inner = n / 2, n * 0.42, n * 0.3
    points = []
    for k in range(32):  # eight teeth
        a = math.tau * k / 32
        r = outer if (k % 4) in (0, 1) else inner
        points.append((mid + r * math.cos(a), mid + r * math.sin(a)))
    pygame.draw.polygon(s, c, points)
    pygame.draw.circle(s, (0, 0, 0, 0), (int(mid), int(mid)), int(n * 0.13))


def _quit(s: pygame.Surface, c: tuple, n: int, w: int) -> None:
    box = pygame.Rect(int(n * 0.18), int(n * 0.2), int(n * 0.64), int(n * 0.64))
    pygame.draw.arc(s, c, box, math.radians(120), math.radians(420), w)
    pygame.draw.line(s, c, (n // 2, int(n * 0.1)), (n // 2, int(n * 0.5)), w)


DRAW = {"continue": _continue, "join": _join, "saves": _saves, "replays": _replays,
        "stats": _stats, "settings": _settings, "quit": _quit}


def icon(name: str, size: int, colour: tuple) -> pygame.Surface | None:
    """The icon `name` in a `size` px square in `colour` (cached); None for a name it lacks."""
    draw = DRAW.get(name)
    if draw is None:
        return None
    key = ("link icon", name, size, tuple(colour))
    surf = assets.surfaces.get(key)
    if surf is None:
        n = max(8, size) * SUPER
        big = pygame.Surface((n, n), pygame.SRCALPHA)
        draw(big, tuple(colour), n, max(SUPER, int(n * 0.1)))
        surf = pygame.transform.smoothscale(big, (max(8, size), max(8, size)))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf
