"""The felt's light (issue 40, item 3): the baize under one warm key light and the shadow its
padded rail casts onto it, drawn once per window size for `assets.felt`.

- The pool: a hanging lamp's light, hot a little below the middle (where your hand and the piles
  lie) and warmed there, falling off as a bulb's does to about half at the middle of the sides,
  with its shade's soft rim, over the room's dim light (a vignette: the corners about a third).
  Built as a small map and scaled up: it is smooth, so nothing is lost.
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
LAMP = 0.82  # the lamp's light at its spot, as a share of the cloth's colour...
HEIGHT = 0.76  # ...hanging this high (in the felt's half-widths): its light falls as a real bulb's,
# (1 + (d / HEIGHT)^2)^-1.5 (the inverse square times the slant), a hot middle fading all the way out
CONE = (0.5, 0.98)  # its shade cuts the light off over this soft edge (distances: 1 at the middle of the sides)...
SPILL = 0.5  # ...to this share of it past the cone: the pool's rim, soft but seen
ROOM = (0.46, 0.2)  # the room's own light: this much more at the middle, this much in the far corners...
FALL = (1.45, 4)  # ...falling over this distance with this power (a broad top and a quicker fall: a vignette)
WARM = (40, 24, 2)  # added with the lamp's light: a warm bulb, not white (most straight under it)
MAP = (48, 27)  # the light's map (smooth, so scaled up to any size; 80x45 cost the first frame 7 ms, this 2.5)


def light(d: float) -> tuple[float, float]:
    """The light at distance `d` from the lamp's spot (1 at the middle of the felt's sides): the
    cloth's colour times the first, and the lamp's share of it (1 straight under the bulb), which
    warms it. About 1.45 under the lamp, half that at the middle of the sides and under a third
    in the corners: a pool of light over the middle and a vignette toward the rail."""
    t = min(1.0, max(0.0, (d - CONE[0]) / (CONE[1] - CONE[0])))
    lamp = (1 + (d / HEIGHT) ** 2) ** -1.5 * (1.0 - (1.0 - SPILL) * t * t * (3 - 2 * t))
    room = ROOM[1] + ROOM[0] * math.exp(-((d / FALL[0]) ** FALL[1]))
    return room + LAMP * lamp, lamp


@lru_cache(maxsize=8)
def _light_map(base: tuple[int, int, int]) -> pygame.Surface:
    """The cloth of colour `base` under the light, on a small map (kept per colour)."""
    mw, mh = MAP
    small = pygame.Surface((mw, mh))
    cx, cy = CENTRE[0] * mw, CENTRE[1] * mh
    pixels = bytearray()  # RGB rows, laid on the map in one blit (a pixel at a time cost the first frame ~20 ms)
    (r, g, b), (wr, wg, wb) = (tuple(c * 256 / GRAIN for c in colour) for colour in (base, WARM))  # the weave's share back
    for y in range(mh):
        dy = (y + 0.5 - cy) / (0.62 * mh)
        for x in range(mw):
            k, warm = light(math.hypot((x + 0.5 - cx) / (0.5 * mw), dy))
            pixels += bytes((max(0, min(255, int(r * k + wr * warm))), max(0, min(255, int(g * k + wg * warm))),
                             max(0, min(255, int(b * k + wb * warm)))))
    small.blit(pygame.image.frombytes(bytes(pixels), (mw, mh), "RGB"), (0, 0))
    return small


GRAIN = 226  # the cloth's weave laid over its light as a share of it (/256): plain cloth this...
NAP = (19, 17)  # ...a fibre catching the light up to this more, one in shade up to this less: the
# grain follows the light (clearest in the lamp's pool, fading in the dark), in one pass


@lru_cache(maxsize=1)
def grain_tile() -> pygame.Surface:
    """The cloth's weave (fixed seed: the same felt every time), as shares of the cloth's light
    (/256, `GRAIN` where no fibre is): short horizontal and vertical fibres, some lighter, some
    darker; 384 px square (a few blits cover a window)."""
    rand = random.Random(7).random  # its floats: randrange's checks cost the first frame 5 ms here
    tile = pygame.Surface((96, 96))
    tile.fill((GRAIN,) * 3)
    for _ in range(1800):  # short fibres, across and along (wrapping: the tiles join unseen)
        x, y, lit = int(rand() * 96), int(rand() * 96), rand() < 0.5
        v = GRAIN + int((NAP[0] if lit else -NAP[1]) * (0.35 + 0.65 * rand()))
        dx, dy = (1, 0) if rand() < 0.5 else (0, 1)
        length = 2 + int(rand() * 4)
        crosses = (x if dx else y) + length - 1 >= 96  # its wrapped copy only where it leaves the tile
        for ox, oy in ((0, 0), (-96 * dx, -96 * dy))[:2 if crosses else 1]:
            pygame.draw.line(tile, (v, v, v), (x + ox, y + oy), (x + ox + dx * (length - 1), y + oy + dy * (length - 1)))
    big = pygame.Surface((384, 384))
    for gy in range(0, 384, 96):
        for gx in range(0, 384, 96):
            big.blit(tile, (gx, gy))
    return big


@lru_cache(maxsize=1)
def grain_tiles() -> tuple[pygame.Surface, pygame.Surface]:
    """The weave's fibres as two tiles of a few levels to add and to take away (a leather's
    grain, `table_rail`): the lighter and the darker fibres of `grain_tile`, a quarter as strong."""
    tile = grain_tile()
    lighter = tile.copy()
    lighter.fill((GRAIN,) * 3, special_flags=pygame.BLEND_RGB_SUB)
    darker = pygame.Surface(tile.get_size())
    darker.fill((GRAIN,) * 3)
    darker.blit(tile, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    for part in (lighter, darker):
        part.fill((64, 64, 64), special_flags=pygame.BLEND_RGB_MULT)
    return lighter, darker


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
SHADOWS = {"top": ((1.0, 190), (3.4, 100)), "left": ((0.7, 165), (2.4, 80)),
           "right": ((0.7, 165), (2.4, 80)), "bottom": ((0.4, 125), (1.3, 55))}  # the cloth sits below the rail


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
    tile = grain_tile()  # the weave times the light: the grain follows it
    for gy in range(0, h, tile.get_height()):
        for gx in range(0, w, tile.get_width()):
            surf.blit(tile, (gx, gy), special_flags=pygame.BLEND_RGB_MULT)
    rail_shadow(surf, rail)
    return surf


WOOD = (74, 44, 26)  # the rail's walnut in plain light
BRASS = (198, 160, 82)  # its inlay line


def _profile(t: float) -> float:
    """The rail's brightness across its width (`t`: 0 at its outer edge, 1 at the cloth): a dark
    outer edge, a rounded crown catching the light (its bevel), the flat top, then the inner bevel
    falling into shade where it meets the cloth."""
    if t < 0.07:
        return 0.42
    if t < 0.34:  # the rounded outer edge: up to the crown's highlight and down to the flat
        return 0.95 + 0.42 * math.sin(math.pi * (t - 0.07) / 0.27) ** 1.5
    if t < 0.8:
        return 0.98 - 0.12 * (t - 0.34) / 0.46
    return 0.86 - 0.5 * ((t - 0.8) / 0.2) ** 1.3  # the inner bevel, into shade


def wood_strip(length: int, depth: int, light: float, seed: int) -> pygame.Surface:
    """One side of the rail, `length` along and `depth` across (outer edge at the top): walnut
    with long streaks of grain along it, its profile (`_profile`) and the key light's share
    `light`. Made of a column (the profile and a streak per row) times a row (the wood's slow
    changes along its length), both scaled up, and a few dark grain lines wandering along it:
    no pixel drawn one at a time (a few ms at 1920x1080)."""
    rng = random.Random(seed)
    column = pygame.Surface((1, depth))
    for y in range(depth):
        k = _profile((y + 0.5) / depth) * (0.86 + 0.26 * rng.random()) * light
        column.set_at((0, y), tuple(max(0, min(255, int(c * k))) for c in WOOD))
    strip = pygame.transform.scale(column, (max(1, length), depth))
    along = pygame.Surface((24, 1))
    for x in range(24):
        v = int(255 * (0.84 + 0.16 * rng.random()))
        along.set_at((x, 0), (v, v, v))
    strip.blit(pygame.transform.smoothscale(along, (max(1, length), depth)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    for _k in range(max(2, depth // 4)):  # dark lines of grain, wandering a pixel or two along the rail
        y = rng.uniform(0.1, 0.75) * depth
        points = [(x, y + rng.uniform(-1.2, 1.2)) for x in range(0, length + 160, 160)]
        pygame.draw.aalines(strip, tuple(int(c * 0.55 * light) for c in WOOD), False, points)
    return strip


def rim(surf: pygame.Surface, r: int) -> None:
    """The table's wooden rim round `surf`, `r` px wide (over the cloth's edge): walnut with its
    grain along each side, mitred at the corners, its rounded outer edge catching the light (a
    bevel), a brass inlay line along its flat top and its inner edge falling into shade where it
    meets the cloth (the shadow it casts is `rail_shadow`'s); the far rail lit more than the
    near one."""
    w, h = surf.get_size()
    if r < 3 or w <= 2 * r or h <= 2 * r:
        return
    inlay = int(r * 0.62), max(1, r // 12)  # the brass line: its place across the rail and its width
    for side, light in (("left", 1.0), ("right", 0.92), ("bottom", 0.78), ("top", 1.16)):
        across = side in ("top", "bottom")
        length = w if across else h
        strip = wood_strip(length, r, light, {"top": 3, "bottom": 5, "left": 7, "right": 9}[side])
        a, b = inlay[0], length - inlay[0] - 1  # mitred as the wood: meeting the next side's line
        pygame.draw.line(strip, BRASS, (a, inlay[0]), (b, inlay[0]), inlay[1])
        pygame.draw.line(strip, (255, 226, 150), (a - 1, inlay[0] - 1), (b + 1, inlay[0] - 1), 1)  # its lit edge
        pygame.draw.line(strip, (40, 24, 12), (a + inlay[1], inlay[0] + inlay[1]), (b - inlay[1], inlay[0] + inlay[1]), 1)
        strip = _with_alpha(strip)
        cut = pygame.Surface(strip.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(cut, (255, 255, 255, 255), [(0, 0), (length, 0), (length - r, r), (r, r)])  # mitred
        strip.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        if side == "bottom":
            strip = pygame.transform.flip(strip, False, True)
        elif side == "left":
            strip = pygame.transform.rotate(strip, 90)  # its outer edge to the left
        elif side == "right":
            strip = pygame.transform.rotate(strip, -90)
        surf.blit(strip, {"top": (0, 0), "bottom": (0, h - r), "left": (0, 0), "right": (w - r, 0)}[side])
    pygame.draw.rect(surf, (24, 14, 8), pygame.Rect(0, 0, w, h), 1)  # the outer edge
    pygame.draw.rect(surf, (30, 18, 10), pygame.Rect(r - 1, r - 1, w - 2 * r + 2, h - 2 * r + 2), 1)  # into the cloth


def _with_alpha(strip: pygame.Surface) -> pygame.Surface:
    """`strip` on a surface with an alpha channel (no display to convert for)."""
    out = pygame.Surface(strip.get_size(), pygame.SRCALPHA)
    out.blit(strip, (0, 0))
    return out


def clear() -> None:
    """Forget the kept grain and light maps (after pygame.quit())."""
    grain_tile.cache_clear()
    grain_tiles.cache_clear()
    _light_map.cache_clear()
