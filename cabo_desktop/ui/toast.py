"""The toast: one line over every scene for a few seconds (F12's file saved, a failure), in a dark
pill at the top middle of the window, fading out (drawn by the app after the scenes)."""

from __future__ import annotations

from functools import lru_cache

import pygame


def draw_toast(surface: pygame.Surface, text: str, alpha: float) -> None:
    """The toast at the top middle of the window, fading out."""
    from .theme import px, ui_scale
    pill = _toast_pill(text, surface.get_width(), ui_scale())
    pill.set_alpha(int(255 * alpha))
    surface.blit(pill, pill.get_rect(midtop=(surface.get_width() // 2, px(10))))


@lru_cache(maxsize=4)
def _toast_pill(text: str, window_w: int, scale: float) -> pygame.Surface:
    """One line in a dark pill, built once per UI `scale` (the toast is drawn every frame it shows)."""
    from . import assets
    from .theme import GOLD, WHITE, px
    img = assets.fit_text(text, 16, window_w - px(60), WHITE, True)
    pill = pygame.Surface((img.get_width() + px(28), img.get_height() + px(14)), pygame.SRCALPHA)
    pygame.draw.rect(pill, (12, 16, 14, 235), pill.get_rect(), border_radius=px(12))
    pygame.draw.rect(pill, GOLD, pill.get_rect(), px(2), border_radius=px(12))
    pill.blit(img, (px(14), px(7)))
    return pill
