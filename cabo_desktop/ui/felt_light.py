"""The felt's light (issue 40, item 3): the baize under one warm key light and the shadow its
padded rail casts onto it, drawn once per window size for `assets.felt`.

- The pool: the cloth brightest a little below the middle (where your hand and the piles lie),
  warmed there, falling off to about 38 % darker at the middle of its sides and darker still in
  its corners (a vignette). Built as a small map and scaled up: it is smooth, so nothing is lost.
- The grain: short fibres in two tiles, one lightening and one darkening a few levels.
- The rail's shadow: a soft band along the cloth's rim, deepest under the far (top) rail, thinner
  along the sides and only a trace under the near one (the light hangs above the player's side).

No fonts or other assets here (assets.felt calls this module): only pygame.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

CENTRE = (0.5, 0.58)  # where the light falls, as fractions of the felt's width and height
BRIGHT = 1.24  # the cloth's colour times this under the light...
SIDE = 0.74  # ...times this at the middle of its left and right sides (40 % darker than the centre)
LEAST = 0.42  # ...falling (a bell) toward this in the corners
WARM = (20, 13, 0)  # added under the light: a warm lamp, not white
SPREAD = -1 / math.log((SIDE - LEAST) / (BRIGHT - LEAST))  # the bell's width: SIDE at the sides
MAP = (80, 45)  # the light's map (smooth, so scaled up to any size)


@lru_cache(maxsize=8)
def _light_map(base: tuple[int, int, int]) -> pygame.Surface:
    """The cloth of colour `base` under the light, on a small map (kept per colour)."""
    mw, mh = MAP
    small = pygame.Surface((mw, mh))
    cx, cy = CENTRE[0] * mw, CENTRE[1] * mh
    pixels = bytearray()  # RGB rows, laid on the map in one blit (a pixel at a time cost the first frame ~20 ms)
    (r, g, b), (wr, wg, wb) = base, WARM
    for y in range(mh):
        dy = (y + 0.5 - cy) / (0.62 * mh)
        for x in range(mw):
            d = math.hypot((x + 0.5 - cx) / (0.5 * mw), dy)  # 1 at the middle of the sides
            k = LEAST + (BRIGHT - LEAST) * math.exp(-d * d / SPREAD)
            warm = max(0.0, 1.0 - d) ** 2
            pixels += bytes((max(0, min(255, int(r * k + wr * warm))), max(0, min(255, int(g * k + wg * warm))),
                             max(0, min(255, int(b * k + wb * warm)))))
    small.blit(pygame.image.frombytes(bytes(pixels), (mw, mh), "RGB"), (0, 0))
    return small


@lru_cache(maxsize=1)
def grain_tiles() -> tuple[pygame.Surface, pygame.Surface]:
    """Two tiles of the cloth's grain (fixed seed: the same felt every time): one lightens, one
    darkens a few levels, in short horizontal and vertical fibres; 384 px square (a few blits
    cover a window)."""
    rng = random.Random(7)
    tiles = []
    for _ in range(2):
        tile = pygame.Surface((96, 96))
        tile.fill((0, 0, 0))
        for _ in range(900):  # short fibres, across and along (wrapping: the tiles join unseen)
            x, y, v = rng.randrange(96), rng.randrange(96), rng.randrange(3, 9)
            dx, dy = rng.choice(((1, 0), (0, 1)))
            length = rng.randrange(2, 6)
            for ox, oy in ((0, 0), (-96 * dx, -96 * dy)):
                pygame.draw.line(tile, (v, v, v), (x + ox, y + oy), (x + ox + dx * (length - 1), y + oy + dy * (length - 1)))
        big = pygame.Surface((384, 384))
        for gy in range(0, 384, 96):
            for gx in range(0, 384, 96):
                big.blit(tile, (gx, gy))
        tiles.append(big)
    return tiles[0], tiles[1]


def _band(length: int, depth: int, alpha: int, across: bool) -> pygame.Surface:
    """A shadow band `depth` px deep along an edge `length` px long: `alpha` against the rail,
    fading (quadratically) to nothing; `across` lays it along a top edge (else a left edge)."""
    strip = pygame.Surface((1, depth) if across else (depth, 1), pygame.SRCALPHA)
    for i in range(depth):
        a = int(alpha * (1 - i / depth) ** 2)
        strip.set_at((0, i) if across else (i, 0), (0, 0, 0, a))
    return pygame.transform.scale(strip, (length, depth) if across else (depth, length))


# the rail's shadow on each side: (depth as a multiple of the rail's width, darkness against the
# rail) for the close contact shadow and the wide soft one; the far (top) rail casts the most
SHADOWS = {"top": ((0.8, 150), (2.4, 70)), "left": ((0.55, 120), (1.6, 50)),
           "right": ((0.55, 120), (1.6, 50)), "bottom": ((0.3, 90), (0.9, 35))}


def rail_shadow(surf: pygame.Surface, rail: int) -> None:
    """The shadow the rail (`rail` px wide) casts on the cloth of `surf` (`SHADOWS`): on each side
    a close band and a wide soft one, deepest under the far rail at the top."""
    w, h = surf.get_size()
    inner = pygame.Rect(rail, rail, max(1, w - 2 * rail), max(1, h - 2 * rail))
    for side, layers in SHADOWS.items():
        across = side in ("top", "bottom")
        for reach, alpha in layers:
            depth = max(3, min(int(rail * reach), (inner.h if across else inner.w) // 3))
            band = _band(inner.w if across else inner.h, depth, alpha, across)
            if side == "bottom":
                band = pygame.transform.flip(band, False, True)
            elif side == "right":
                band = pygame.transform.flip(band, True, False)
            at = {"top": inner.topleft, "left": inner.topleft, "bottom": (inner.left, inner.bottom - depth),
                  "right": (inner.right - depth, inner.top)}[side]
            surf.blit(band, at)


def cloth(size: tuple[int, int], base: tuple[int, int, int], rail: int) -> pygame.Surface:
    """The baize of `size` in colour `base` (opaque): the light's pool, the grain, and the shadow
    of a rail `rail` px wide (the rail itself is assets' to draw over its edge)."""
    w, h = max(1, size[0]), max(1, size[1])
    half = pygame.transform.smoothscale(_light_map(tuple(base)), (max(1, (w + 1) // 2), max(1, (h + 1) // 2)))
    surf = pygame.transform.scale(half, (w, h))  # a smooth ramp: doubling its pixels shows nothing
    lighter, darker = grain_tiles()
    for gy in range(0, h, lighter.get_height()):
        for gx in range(0, w, lighter.get_width()):
            surf.blit(lighter, (gx, gy), special_flags=pygame.BLEND_RGB_ADD)
            surf.blit(darker, (gx, gy), special_flags=pygame.BLEND_RGB_SUB)
    rail_shadow(surf, rail)
    return surf


def clear() -> None:
    """Forget the kept grain and light maps (after pygame.quit())."""
    grain_tiles.cache_clear()
    _light_map.cache_clear()
