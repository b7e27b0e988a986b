"""Cabanga!'s shout staged as the biggest thing on the board (a review s52: "the shout is a thin
ribbon with small text, and hard-edged see-through bands wash out the rows. It reads as a glitch,
not a climax"): a ribbon across the board's middle, as tall as the band between the upper lanes'
cards (and the penalty pile) and the lower ones' (and the thrown card) allows, over the upper
rulers, never over a card's face (a review s52 round 8: "the banner hides ... the penalty pile and
the top of the thrown card"), and behind it a warm light with soft rays that fades to nothing
inside the board (no rectangle clips it: no hard edge anywhere). The light is composed once per
size and blitted, fading with the show (moment_banner.show)."""

from __future__ import annotations

import math

import pygame

from ....ui import assets, moment_banner
from ....ui.theme import px

SHOUT_SPAN = 0.64  # the ribbon's width: of the board (the lanes and the side column)
SHOUT_LEAST = 36  # logical px: the ribbon's least height (a review s52 read 43 px at 1280x720 as "a thin ribbon")
LIGHT = (255, 222, 140)  # warm gold light (nothing glows white, docs/look.md)
RAYS = 16
BASE = 128  # the light's drawing, made once and scaled once per size (soft: a small drawing suffices)


def place(stage: pygame.Rect, rows, piles: tuple = ()) -> pygame.Rect | None:
    """The ribbon's rect: SHOUT_SPAN of the `stage` wide, centred across the band between the upper
    lanes' cards (and the side column's `piles` above it) and the lower ones', filling it and no more
    (SHOUT_LEAST tall at least); None without four lanes."""
    if len(rows) < 4:
        return None
    cards = [c for r in rows for c in (r.left, r.right)] + list(piles)  # the side column's `piles` too
    middle = (rows[0].rect.bottom + rows[2].rect.top) // 2
    upper = max(c.bottom for c in cards if c.centery < middle)
    lower = min(c.top for c in cards if c.centery >= middle)
    h = max(px(SHOUT_LEAST), lower - upper)
    spot = pygame.Rect(0, 0, int(stage.w * SHOUT_SPAN), h)  # the word fitted inside it (moment_banner.banner)
    spot.center = (stage.centerx, (upper + lower) // 2)
    return spot


def light_size(spot: pygame.Rect, stage: pygame.Rect) -> tuple[int, int]:
    """The light's size round the ribbon `spot`: a third again its width, about three ribbons tall,
    within the board whole (it fades to nothing at its own edge, so nothing clips it)."""
    h = min(int(spot.h * 3.2), 2 * min(spot.centery - stage.top, stage.bottom - spot.centery) + px(8))
    w = min(int(spot.w * 1.3), 2 * min(spot.centerx - stage.left, stage.right - spot.centerx) + px(8))
    return max(8, w), max(8, h)


def light(size: tuple[int, int]) -> pygame.Surface:
    """The warm light behind the ribbon at `size`: a glow at its middle and soft rays, every edge
    blurred and the whole fading to nothing at its rim (composed once per size)."""
    key = ("cabanga-shout-light", tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = assets.surfaces[key] = assets.fast(pygame.transform.smoothscale(_base(), size))
    return surf


def _base() -> pygame.Surface:
    base = assets.surfaces.get(("cabanga-shout-light", "base"))
    if base is not None:
        return base
    n, c = BASE, BASE // 2
    rays = pygame.Surface((n, n), pygame.SRCALPHA)
    for k in range(RAYS):  # thin wedges, long and short in turn
        a = 2 * math.pi * (k + 0.5) / RAYS
        reach = c * (1.0 if k % 2 == 0 else 0.75)
        spread = math.pi / RAYS * 0.5
        pygame.draw.polygon(rays, LIGHT + (220,), [(c, c), (c + reach * math.cos(a - spread), c + reach * math.sin(a - spread)),
                                                   (c + reach * math.cos(a + spread), c + reach * math.sin(a + spread))])
    rays = pygame.transform.gaussian_blur(rays, 3)  # soft rays, no hard wedge edge
    glow = pygame.Surface((n, n), pygame.SRCALPHA)  # the glow at the middle, under the ribbon
    for r in range(c, 0, -1):
        pygame.draw.circle(glow, LIGHT + (int(170 * (1 - r / c) ** 2),), (c, c), r)
    rays.blit(glow, (0, 0))
    fade = pygame.Surface((n, n), pygame.SRCALPHA)  # to nothing at the rim: no edge where it ends
    for r in range(c, 0, -1):
        pygame.draw.circle(fade, (255, 255, 255, int(255 * (1 - r / c) ** 1.1)), (c, c), r)
    rays.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    assets.surfaces[("cabanga-shout-light", "base")] = rays
    return rays


def made_light(size: tuple[int, int]) -> pygame.Surface | None:
    """The light at `size` if it is made, else None, and it is made in the pause after this frame
    (its first drawing costs a few ms); asked a second time before that pause came (the fastest
    speed), it is made in that frame: a shout never goes on without its light."""
    made = assets.surfaces.get(("cabanga-shout-light", tuple(size)))
    if made is None:
        if size in _asked:
            _asked.discard(size)
            return light(size)
        _asked.add(size)
        assets.prebuild.want(("cabanga-shout-light", tuple(size)), lambda: light(size), first=True)
    return made


_asked: set = set()  # the lights' sizes asked for once and queued for the spare time


def draw_light(surface: pygame.Surface, spot: pygame.Rect, stage: pygame.Rect, show: float) -> None:
    """The light round the ribbon `spot`, `show` (0-1) of its strength (none the frame it is first
    asked for: the show fades in from nothing)."""
    glow = made_light(light_size(spot, stage))
    if show <= 0 or glow is None:
        return
    glow.set_alpha(int(255 * show))
    surface.blit(glow, glow.get_rect(center=spot.center))
    glow.set_alpha(None)
