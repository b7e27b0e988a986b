"""A yes/no switch's art (the setup's "Allow 5-6 players"): a brass-rimmed track of sunken leather,
gold when on, and a round brass knob with a lit top, drawn four times as large and smoothed down
(review s52 round 8: "the toggle looks crude" beside the studs and pills; hard-edged ellipses)."""

from __future__ import annotations

import pygame

from .theme import px

SS = 4  # the supersampling: drawn at four times the size, then smoothed down once (the chip is kept)


def _mix(a: tuple, b: tuple, t: float) -> tuple:
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))


def switch_art(size: tuple[int, int], on: bool) -> pygame.Surface:
    """The switch as a picture of `size`: a brass rim (lit at its top), the leather track sunk in it
    (a shadow under its top edge; amber gold when on), and at the end it is set to a brass knob
    with a cream face lit from above, a dark rim and a soft shadow under it."""
    w, h = size
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    r = big.get_rect()
    line = max(1, px(1)) * SS
    pygame.draw.rect(big, (84, 60, 26), r, border_radius=r.h // 2)  # the rim's dark edge
    rim = r.inflate(-line, -line)  # the dark edge half a line
    pygame.draw.rect(big, (206, 170, 90), rim, border_radius=rim.h // 2)  # brass
    pygame.draw.rect(big, (150, 116, 54), rim.inflate(0, -rim.h // 2).move(0, rim.h // 4), border_radius=rim.h // 4)
    track = rim.inflate(-3 * line, -3 * line)  # a line and a half of brass
    pygame.draw.rect(big, (24, 16, 10) if not on else (130, 90, 24), track, border_radius=track.h // 2)  # its shadow
    face = (58, 41, 28) if not on else (226, 176, 64)
    lit = track.move(0, int(1.5 * line)).clip(track)
    pygame.draw.rect(big, face, lit, border_radius=track.h // 2)
    foot = lit.inflate(-track.h // 2, 0)  # the leather's sheen near its foot
    foot.h, foot.bottom = max(1, line), lit.bottom - line
    pygame.draw.rect(big, _mix(face, (255, 240, 200), 0.25), foot, border_radius=line)
    d = r.h - 2 * line
    knob = pygame.Rect(0, 0, d, d)
    knob.center = (r.right - r.h // 2, r.centery) if on else (r.x + r.h // 2, r.centery)
    shadow = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 110), knob.move(0, int(1.5 * line)).inflate(line, 0))
    big.blit(shadow, (0, 0))
    pygame.draw.ellipse(big, (96, 70, 30), knob)  # the knob's dark rim
    body = knob.inflate(-line, -line)
    steps = 12  # its face: brass at the edge to cream at a centre above the middle (lit from above)
    for k in range(steps):
        t = k / (steps - 1)
        disc = body.inflate(-int(body.w * 0.7 * t), -int(body.h * 0.7 * t))
        disc.centery = int(body.centery - body.h * 0.12 * t)
        pygame.draw.ellipse(big, _mix((190, 150, 72), (255, 246, 222), t), disc)
    glint = pygame.Rect(0, 0, body.w // 3, body.h // 5)
    glint.center = (body.centerx - body.w // 8, body.y + body.h // 4)
    pygame.draw.ellipse(big, (255, 255, 248), glint)
    return pygame.transform.smoothscale(big, size)


def switch_track(surf: pygame.Surface, track: pygame.Rect, on: bool) -> None:
    """The switch drawn on `surf` in `track` (see switch_art; drawn into the chip kept by the setup)."""
    surf.blit(switch_art(track.size, on), track)
