"""The pictures of the impact effects (ui/effects.py), each made once and kept in the bounded
surface cache (`assets.surfaces`) keyed by its size, colour and the step of its turn: a frame only
blits them (docs/look.md, Lighting and Motion).

- `lit_frames`: any small shape (a Cabanga! colour's own shape) lit from the top left, its edge
  darker, turned in `TURN_STEPS` steps (a burst's pieces spin);
- `glow`: a soft round light laid over the frame, faded by its opacity;
- `glint`: a four-point glint, long thin rays on a soft gold core (a snap's sparkle);
- `coin`: a struck gold coin (a rim, a star embossed in a ring, lit from the top left), its width
  in `SPIN_STEPS` steps as it spins, its edge showing when it turns edge-on;
- `paper`: a piece of confetti, a small card of paper turning (its bright and its shaded side);
- `lift_shadow`: a flying card's shadow, larger, softer and fainter the higher it flies.
"""

from __future__ import annotations

import itertools
import math
import weakref

import pygame

from . import assets

TURN_STEPS = 24  # a piece's turn in steps of 15 degrees
SPIN_STEPS = 8  # a coin's width from face-on to edge-on
PAPER_TURNS = 12  # confetti's angle in steps of 15 degrees (a rectangle repeats after 180)
PAPER_FLIPS = 4  # a piece of confetti turning over: face, edgewise, its back, edgewise

_ids: "weakref.WeakKeyDictionary[pygame.Surface, int]" = weakref.WeakKeyDictionary()
_next_id = itertools.count(1)


def sprite_id(sprite: pygame.Surface) -> int:
    """A number for `sprite` that no other surface ever gets (its id() may be reused once it is gone)."""
    n = _ids.get(sprite)
    if n is None:
        n = _ids[sprite] = next(_next_id)
    return n


def _mask_edge(mask: pygame.mask.Mask, width: int) -> pygame.mask.Mask:
    """The pixels of `mask` within `width` px of its outline."""
    inner = mask
    for _ in range(width):
        for off in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            inner = inner.overlap_mask(mask, off) if inner is mask else inner.overlap_mask(inner, off)
    edge = mask.copy()
    edge.erase(inner, (0, 0))
    return edge


def light(sprite: pygame.Surface) -> pygame.Surface:
    """`sprite`'s shape as a small die-cut piece in the colour of its middle (a rim of another
    colour, as card stock round a Cabanga! shape, takes it too), lit: brighter at its top left,
    shaded at its foot, a specular spot high on the left and its outline darker (a new surface)."""
    w, h = sprite.get_size()
    mask = pygame.mask.from_surface(sprite, 20)
    inner = mask.copy()
    inner.erase(_mask_edge(mask, max(1, min(w, h) // 5)), (0, 0))
    colour = (250, 214, 90)
    if inner.count():
        core = inner.to_surface(setsurface=sprite, unsetcolor=(0, 0, 0, 0))
        colour = pygame.transform.average_color(core, core.get_rect(), True)[:3]
    lit = sprite.copy()
    lit.fill((0, 0, 0), special_flags=pygame.BLEND_RGB_MULT)  # its outline and alpha, in one colour
    lit.fill(colour, special_flags=pygame.BLEND_RGB_ADD)
    shine = pygame.Surface((w, h))
    shade = pygame.Surface((w, h))
    diag = max(1, w + h)
    for s in range(diag):  # one diagonal line of pixels at a time: 0 top left, 1 foot right
        d = s / diag
        pygame.draw.line(shine, (int(100 * max(0.0, 0.6 - d) / 0.6),) * 3, (s, 0), (0, s), 2)
        k = 255 - int(120 * max(0.0, d - 0.4) / 0.6)
        pygame.draw.line(shade, (k, k, k), (s, 0), (0, s), 2)
    lit.blit(shine, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    lit.blit(shade, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    spot = pygame.Surface((w, h))
    spot.fill((0, 0, 0))
    pygame.draw.ellipse(spot, (70, 68, 60), (w * 0.24, h * 0.2, max(2, w * 0.24), max(2, h * 0.14)))
    lit.blit(spot, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    b = max(1, min(w, h) // 14)  # a bevel: the edges facing the light lit, those away from it dark
    upper = mask.copy()
    upper.erase(mask, (b, b))
    lower = mask.copy()
    lower.erase(mask, (-b, -b))
    lit.blit(upper.to_surface(setcolor=(90, 86, 72, 255), unsetcolor=(0, 0, 0, 255)), (0, 0),
             special_flags=pygame.BLEND_RGB_ADD)
    lit.blit(lower.to_surface(setcolor=(120, 112, 118, 255), unsetcolor=(255, 255, 255, 255)), (0, 0),
             special_flags=pygame.BLEND_RGB_MULT)
    edge = _mask_edge(mask, 1)
    lit.blit(edge.to_surface(setcolor=(170, 160, 166, 255), unsetcolor=(255, 255, 255, 255)), (0, 0),
             special_flags=pygame.BLEND_RGB_MULT)
    return lit


def lit_frames(sprite: pygame.Surface, step: int, known: int | None = None) -> pygame.Surface:
    """`sprite` lit (`light`) and turned by `step` of `TURN_STEPS` (made once per sprite and step;
    `known`: the sprite's `sprite_id`, when the caller has it already)."""
    n = sprite_id(sprite) if known is None else known
    step %= TURN_STEPS
    key = ("fx-lit", n, step)
    surf = assets.surfaces.get(key)
    if surf is None:
        if step == 0:
            surf = assets.fast(light(sprite))
        else:
            surf = assets.fast(pygame.transform.rotozoom(lit_frames(sprite, 0, n), step * 360 / TURN_STEPS, 1.0))
        assets.surfaces[key] = surf
    return surf


def glow(radius: int, colour) -> pygame.Surface:
    """A soft round light of `radius` in `colour`, its opacity falling from the middle out (fade
    it with `set_alpha`; it is laid over the frame, so it warms what it covers, never whitens)."""
    key = ("fx-glow", radius, tuple(colour[:3]))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
        for r in range(radius, 0, -1):
            a = int(200 * (1 - r / radius) ** 1.8)
            pygame.draw.circle(surf, tuple(colour[:3]) + (a,), (radius, radius), r)
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def glint(size: int, colour=(250, 214, 90)) -> pygame.Surface:
    """A four-point glint `size` px across: two long thin rays (the upright one longer) crossing
    on a soft core in `colour`, a pale gold centre (nothing glows white: docs/look.md)."""
    key = ("fx-glint", size, tuple(colour[:3]))
    surf = assets.surfaces.get(key)
    if surf is None:
        big = 4 * size  # drawn four times larger, then smoothed down
        c = big / 2
        art = pygame.Surface((big, big), pygame.SRCALPHA)
        for r in range(int(big * 0.28), 0, -1):  # the core's soft light
            a = int(150 * (1 - r / (big * 0.28)) ** 1.8)
            pygame.draw.circle(art, tuple(colour[:3]) + (a,), (c, c), r)
        pale = tuple(min(255, int(v + (255 - v) * 0.7)) for v in colour[:3])
        for length, width in ((big * 0.5, big * 0.06), (big * 0.36, big * 0.05)):
            for rays, tone in ((1.0, colour[:3]), (0.55, pale)):
                lw, ll = width * rays, length * (0.55 + 0.45 * rays)
                horizontal = length < big * 0.5
                pts = ([(c, c - ll), (c + lw, c), (c, c + ll), (c - lw, c)] if not horizontal
                       else [(c - ll, c), (c, c - lw), (c + ll, c), (c, c + lw)])
                pygame.draw.polygon(art, tuple(tone) + (255,), pts)
        pygame.draw.circle(art, pale + (255,), (c, c), big * 0.07)
        surf = assets.fast(pygame.transform.smoothscale(art, (size, size)))
        assets.surfaces[key] = surf
    return surf


GOLD_RIM, GOLD_FACE, GOLD_LIGHT, GOLD_EDGE = (138, 92, 22), (232, 180, 56), (255, 236, 150), (112, 72, 16)


def coin_face(size: int) -> pygame.Surface:
    """A gold coin face-on, `size` px: a darker milled rim, a face lit from the top left, a ring
    and a five-point star struck in it (their lit and shaded sides), a highlight on the rim."""
    key = ("fx-coin-face", size)
    surf = assets.surfaces.get(key)
    if surf is None:
        big = 4 * size
        r = big / 2
        art = pygame.Surface((big, big), pygame.SRCALPHA)
        pygame.draw.circle(art, GOLD_EDGE, (r, r), r)
        pygame.draw.circle(art, GOLD_RIM, (r, r), r * 0.96)
        face = r * 0.80
        for k in range(int(face), 0, -1):  # the face: lit at its top left, deeper at its foot
            t = k / face
            col = tuple(int(a + (b - a) * (1 - t) * 0.9) for a, b in zip(GOLD_FACE, GOLD_LIGHT))
            pygame.draw.circle(art, col, (r - (1 - t) * face * 0.35, r - (1 - t) * face * 0.35), k)
        ring = r * 0.58
        pygame.draw.circle(art, GOLD_LIGHT, (r + big * 0.012, r + big * 0.012), ring, max(2, int(big * 0.035)))
        pygame.draw.circle(art, GOLD_RIM, (r, r), ring, max(2, int(big * 0.035)))
        star = []
        for k in range(10):
            rad = ring * (0.72 if k % 2 == 0 else 0.3)
            a = -math.pi / 2 + k * math.pi / 5
            star.append((r + rad * math.cos(a), r + rad * math.sin(a)))
        pygame.draw.polygon(art, GOLD_LIGHT, [(x - big * 0.014, y - big * 0.014) for x, y in star])
        pygame.draw.polygon(art, (196, 140, 36), star)
        pygame.draw.arc(art, (255, 246, 196), (r - r * 0.9, r - r * 0.9, r * 1.8, r * 1.8),
                        math.radians(100), math.radians(170), max(2, int(big * 0.05)))
        surf = assets.surfaces[key] = assets.fast(pygame.transform.smoothscale(art, (size, size)))
    return surf


def coin(size: int, step: int = 0) -> pygame.Surface:
    """The coin spinning: `step` of `SPIN_STEPS` from face-on (0) to edge-on (its width
    |cos| of the turn, never under a fifth, the rim's edge showing beside the face)."""
    step = max(0, min(SPIN_STEPS - 1, step))
    key = ("fx-coin", size, step)
    surf = assets.surfaces.get(key)
    if surf is None:
        face = coin_face(size)
        width = max(2, round(size * max(0.2, math.cos(step * math.pi / 2 / SPIN_STEPS))))
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        if width < size:
            thick = max(1, min(size // 8, size - width))
            edge = pygame.Rect(0, 0, width + thick, size)
            edge.center = (size // 2 + thick // 2, size // 2)
            pygame.draw.ellipse(surf, GOLD_EDGE, edge)
            squeezed = pygame.transform.smoothscale(face, (width, size))
            surf.blit(squeezed, squeezed.get_rect(center=(size // 2, size // 2)))
        else:
            surf.blit(face, (0, 0))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def coin_glowing(size: int, step: int, colour=(255, 214, 120)) -> pygame.Surface:
    """`coin` at `step` over its own soft gold light (a glow 2.6 coins wide, laid under it in
    one picture: one blit a coin a frame), made once per size and step."""
    key = ("fx-coin-glow", size, step, tuple(colour[:3]))
    surf = assets.surfaces.get(key)
    if surf is None:
        light = glow(round(size * 1.3), colour).copy()
        light.fill((255, 255, 255, 200), special_flags=pygame.BLEND_RGBA_MULT)
        face = coin(size, step)
        light.blit(face, face.get_rect(center=light.get_rect().center))
        assets.surfaces[key] = surf = assets.fast(light)
    return surf


def coin_lying(size: int, flat: float) -> pygame.Surface:
    """The coin lying on the felt seen from the player's side: its height `flat` of its width
    (quantised to tenths), its rim's thickness below it."""
    tenth = max(1, min(10, round(flat * 10)))
    key = ("fx-coin-lying", size, tenth)
    surf = assets.surfaces.get(key)
    if surf is None:
        h = max(2, round(size * tenth / 10))
        thick = max(1, size // 10)
        surf = pygame.Surface((size, h + thick), pygame.SRCALPHA)
        pygame.draw.ellipse(surf, GOLD_EDGE, (0, thick, size, h))
        surf.blit(pygame.transform.smoothscale(coin_face(size), (size, h)), (0, 0))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def paper(colour, size: int, turn: int, flip: int) -> pygame.Surface:
    """A piece of confetti `size` px long in `colour`, at `turn` of `PAPER_TURNS` (its angle) and
    `flip` of `PAPER_FLIPS` (turning over: its width from full to a sliver, the shaded back
    from the half on), with a lit edge on its bright side."""
    turn, flip = turn % PAPER_TURNS, flip % PAPER_FLIPS
    key = ("fx-paper", tuple(colour[:3]), size, turn, flip)
    surf = assets.surfaces.get(key)
    if surf is None:
        big = 3 * size
        ang = math.radians(turn * 180 / PAPER_TURNS)
        k = abs(math.cos(flip * math.pi / PAPER_FLIPS))
        back = flip * 2 >= PAPER_FLIPS
        base = tuple(colour[:3])
        tone = tuple(int(v * 0.62) for v in base) if back else base
        a, b = big * 0.5, big * 0.3 * max(0.18, k)
        ca, sa = math.cos(ang), math.sin(ang)
        c = big / 2 + 1

        def pt(dx, dy):
            return (c + ca * dx - sa * dy, c + sa * dx + ca * dy)
        art = pygame.Surface((big + 2, big + 2), pygame.SRCALPHA)
        pygame.draw.polygon(art, tuple(int(v * 0.5) for v in base), [pt(-a, -b), pt(a, -b), pt(a, b), pt(-a, b)])
        inset = max(1.0, big * 0.05)
        pygame.draw.polygon(art, tone, [pt(-a + inset, -b + inset), pt(a - inset, -b + inset), pt(a - inset, b - inset),
                                        pt(-a + inset, b - inset)])
        if not back and b > 2 * inset:  # its bright side catches the light along its upper edge
            lit = tuple(min(255, int(v + (255 - v) * 0.55)) for v in base)
            pygame.draw.polygon(art, lit, [pt(-a + inset, -b + inset), pt(a - inset, -b + inset),
                                           pt(a - inset, -b + 3 * inset), pt(-a + inset, -b + 3 * inset)])
        surf = assets.surfaces[key] = assets.fast(pygame.transform.smoothscale(art, (size + 1, size + 1)))
    return surf


SHADOW_LEVELS = 4  # a card's height above the felt in steps: 0 lying ... 4 at the top of its flight


def lift_shadow(size: tuple[int, int], height: float, scale: float = 1.0) -> tuple[pygame.Surface, tuple[int, int]]:
    """The shadow of a card of `size` at `height` (0 lying on the felt, 1 at the top of a flight):
    the higher, the larger, softer and fainter, and the further down and right of the card (the
    key light is above the table, a little toward the player: docs/look.md, Lighting). Returns the
    picture and where to put its top left relative to the card's. Sizes go by 8 px and heights
    by `SHADOW_LEVELS` steps (a resizing flight builds a few, each blurred at a quarter of its
    size: well under a millisecond), and are kept in the surface cache. `scale` is the UI scale."""
    level = max(0, min(SHADOW_LEVELS, round(height * SHADOW_LEVELS)))
    w, h = max(8, size[0]), max(8, size[1])
    qw, qh = 8 * max(1, round(w / 8)), 8 * max(1, round(h / 8))
    key = ("fx-lift-shadow", qw, qh, level, round(scale * 4))
    surf = assets.surfaces.get(key)
    grow = round(qw * 0.07 * level / SHADOW_LEVELS)
    blur = round(scale * (4 + 2.5 * level))
    if surf is None:
        alpha = 130 - 14 * level  # 130 lying, 74 at the top of a flight
        full = (qw + 2 * (grow + blur), qh + 2 * (grow + blur))
        small = pygame.Surface((max(2, full[0] // 4), max(2, full[1] // 4)), pygame.SRCALPHA)
        r = pygame.Rect(blur // 4, blur // 4, max(1, (qw + 2 * grow) // 4), max(1, (qh + 2 * grow) // 4))
        pygame.draw.rect(small, (0, 0, 0, alpha), r, border_radius=max(1, qw // 40))
        small = pygame.transform.gaussian_blur(small, max(1, blur // 8))
        surf = assets.surfaces[key] = assets.fast(pygame.transform.smoothscale(small, full))
    dx = -blur - grow + (w - qw) // 2 + round(scale * (1 + 5 * level / SHADOW_LEVELS))
    dy = -blur - grow + (h - qh) // 2 + round(scale * (2 + 9 * level / SHADOW_LEVELS))
    return surf, (dx, dy)
