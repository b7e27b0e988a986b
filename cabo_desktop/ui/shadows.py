"""Soft shadows of any size without a blur each (issue 40, frame p99): one rounded rectangle
blurred per blur, alpha and corner (`pieces`), its four corners, its middle row and column
stretched along the sides and its middle colour between (`nine_slice`); the same pixels as
blurring the whole shadow (`blurred_rect`), at a tenth of the cost or less. `assets.drop_shadow`
keeps them."""

from __future__ import annotations

import pygame


def blurred_rect(size: tuple[int, int], blur: int, alpha: int, radius: int) -> pygame.Surface:
    """A rounded rectangle of `size` in black at `alpha`, padded `blur` px and blurred."""
    w, h = size
    surf = pygame.Surface((w + 2 * blur, h + 2 * blur), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, alpha), (blur, blur, w, h), border_radius=radius)
    return pygame.transform.gaussian_blur(surf, max(1, blur // 2)) if blur > 0 else surf


def pieces(blur: int, alpha: int, radius: int) -> tuple[int, pygame.Surface, tuple]:
    """One shadow blurred for good, large enough that its middle row and column are those of any
    larger shadow: its corner's side (the padding, the corner's curve and the blur's reach), the
    surface and the colour of its middle."""
    corner = blur + radius + blur // 2 + 2
    side = 2 * (corner - blur) + 2  # the rectangle: its middle lies beyond every corner's reach
    surf = blurred_rect((side, side), blur, alpha, radius)
    return corner, surf, tuple(surf.get_at((surf.get_width() // 2, surf.get_height() // 2)))


def nine_slice(size: tuple[int, int], corner: int, piece: pygame.Surface, middle: tuple) -> pygame.Surface:
    """A shadow of `size` from `piece`'s four corners, its middle row and column stretched along
    the sides and its middle colour filled between."""
    w, h = size
    pw, ph = piece.get_size()
    c = corner
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill(middle, (c, c, w - 2 * c, h - 2 * c))
    for sx, dx in ((0, 0), (pw - c, w - c)):
        for sy, dy in ((0, 0), (ph - c, h - c)):
            surf.blit(piece, (dx, dy), (sx, sy, c, c))
    mx, my = pw // 2, ph // 2
    for src, dst in (((mx, 0, 1, c), (c, 0, w - 2 * c, c)), ((mx, ph - c, 1, c), (c, h - c, w - 2 * c, c)),
                     ((0, my, c, 1), (0, c, c, h - 2 * c)), ((pw - c, my, c, 1), (w - c, c, c, h - 2 * c))):
        strip = pygame.transform.scale(piece.subsurface(src), dst[2:])
        surf.blit(strip, dst[:2])
    return surf


BASE = (2.0, 3.0)  # px at 720: a card lying right under the lamp casts its shadow this far (down and right,
# as the key light that lights the faces from the top left, docs/look.md, Lighting)...
REACH = 4.0  # ...and this much further (px at 720) away from the lamp's spot at the felt's sides, more
# toward its corners (a low light reaches further): the shadows fan out from the pool of light
LIFT = 2.5  # a lifted card's shadow reaches this many times further (its height above the cloth)


def fall(centre: tuple[float, float], room: pygame.Rect, lift: float = 0.0, scale: float | None = None) -> tuple[int, int]:
    """How far (dx, dy) the shadow of a card with its centre at `centre` falls on the table `room`
    (the window or the felt) under the lamp (`felt_light.CENTRE`, a little below the middle):
    `BASE` plus `REACH` away from the lamp's spot, growing with the card's distance from it (1 at
    the middle of the sides, more in the corners) and with `lift` (0 lying, 1 at the top of a
    flight); `scale`: px a logical px (the UI's scale unless given)."""
    from .felt_light import CENTRE
    from .theme import ui_scale
    scale = ui_scale() if scale is None else scale
    lx, ly = room.x + room.w * CENTRE[0], room.y + room.h * CENTRE[1]
    vx = (centre[0] - lx) / max(1.0, room.w * 0.5)
    vy = (centre[1] - ly) / max(1.0, room.h * 0.5)
    reach = REACH * (1.0 + LIFT * max(0.0, min(1.0, lift)))
    return round(scale * (BASE[0] + reach * vx)), round(scale * (BASE[1] + reach * vy))
