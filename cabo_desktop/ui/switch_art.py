"""A yes/no switch's art: a sunken track and a knob, gold when on (the setup's "Allow 5-6 players")."""

from __future__ import annotations

import pygame

from .theme import px


def switch_track(surf: pygame.Surface, track: pygame.Rect, on: bool) -> None:
    """A switch drawn on `surf` in `track`: sunken (a dark inset, lit at its foot) and gold when on,
    a cream knob with a lit top and a shadow under it at the end it is set to."""
    r = track.h // 2
    pygame.draw.rect(surf, (222, 172, 58) if on else (34, 24, 16), track, border_radius=r)
    inner = track.inflate(-px(2), -px(2))
    pygame.draw.rect(surf, (250, 212, 96) if on else (48, 34, 23), inner.move(0, px(1)).clip(inner), border_radius=r)
    pygame.draw.rect(surf, (120, 88, 30) if on else (14, 9, 6), track, px(1), border_radius=r)  # the groove
    knob = pygame.Rect(0, 0, track.h - px(4), track.h - px(4))
    knob.center = (track.right - r, track.centery) if on else (track.x + r, track.centery)
    pygame.draw.ellipse(surf, (0, 0, 0, 90), knob.move(0, px(2)))
    pygame.draw.ellipse(surf, (226, 214, 184), knob)
    pygame.draw.ellipse(surf, (252, 246, 228), knob.inflate(-px(4), -px(4)).move(0, -px(1)))
    pygame.draw.ellipse(surf, (120, 96, 60), knob, 1)
