"""The shadow of a panel lying on the cloth (a plate, a tray, a mat; review s52: "straight-edged
panels ... printed on" the felt): a close dark contact shadow hugging its edges, darkest just
under its foot where it meets the cloth, over a wide soft one cast down and a little right by the
lamp (docs/look.md, Lighting). Both laid from `assets.drop_shadow`'s nine pieces (no blur per
size) and composed once per size into one kept surface, laid out as `widgets.soft_shadow`'s
(8 logical px wider each side, blitted 6 left of and 4 above the panel)."""

from __future__ import annotations

import pygame

from . import assets
from .theme import px, ui_scale

PAD = 8  # logical px the shadow reaches past the panel on every side (its blit: -PAD + 2, -PAD + 4)
CONTACT = (2, 170, (0, 1))  # the close shadow: blur, darkness, offset from the panel (logical px)
CAST = (7, 96, (2, 4))  # the wide soft one the lamp casts down and a little right


def contact_shadow(size: tuple[int, int], radius: int | None = None) -> pygame.Surface:
    """The shadow of a panel of `size` (corners of `radius`, 12 logical px unless told) lying on
    the felt, `2 * px(PAD)` larger; blit it at the panel's position moved by (-px(6), -px(4)).
    Cached per size."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    radius = min(px(12) if radius is None else radius, min(w, h) // 2)
    key = ("contact shadow", (w, h), radius, ui_scale())
    surf = assets.surfaces.get(key)
    if surf is None:
        pad = px(PAD)
        surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        origin = (pad - px(2), pad - px(4))  # the panel's top left on the shadow
        for blur, alpha, (dx, dy) in (CAST, CONTACT):
            b = max(1, px(blur))
            layer = assets.drop_shadow((w, h), b, alpha, radius)
            surf.blit(layer, (origin[0] + px(dx) - b, origin[1] + px(dy) - b), special_flags=pygame.BLEND_RGBA_MAX)
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf
