"""Cards' shadows agree with the felt's lamp (issue 40, review s51): cast away from the lamp's spot
(`felt_light.CENTRE`, a little below the middle), longer the farther the card lies from it and
the higher it is lifted (`shadows.fall`); the opponents' fans lay their shadows that way."""

from __future__ import annotations

import math

import pygame

from cabo_desktop.ui import felt_light, seat_fan, shadows

ROOM = pygame.Rect(0, 0, 1280, 720)
LAMP = (ROOM.w * felt_light.CENTRE[0], ROOM.h * felt_light.CENTRE[1])


def _away(at, **kw) -> tuple[float, float]:
    """The shadow's offset past the one a card right under the lamp casts."""
    base = shadows.fall(LAMP, ROOM, scale=1.0)
    dx, dy = shadows.fall(at, ROOM, scale=1.0, **kw)
    return dx - base[0], dy - base[1]


def test_under_the_lamp_a_short_shadow_down_and_right():
    dx, dy = shadows.fall(LAMP, ROOM, scale=1.0)
    assert 0 < dx < dy <= 4  # the faces' key light from the top left: a short shadow below right


def test_shadows_fall_away_from_the_lamp_and_reach_further_toward_the_edges():
    above, below = _away((LAMP[0], 60)), _away((LAMP[0], 680))
    left, right = _away((60, LAMP[1])), _away((1220, LAMP[1]))
    assert above[1] < 0 < below[1] and left[0] < 0 < right[0]  # each away from the lamp's spot
    assert abs(above[0]) <= 1 and abs(left[1]) <= 1  # straight away from it
    near, side, corner = (math.hypot(*_away(at)) for at in ((LAMP[0] + 200, LAMP[1]), (1220, LAMP[1]), (1220, 680)))
    assert near < side < corner  # longer toward the edges, longest in the corners


def test_a_lifted_card_casts_its_shadow_further_and_sizes_follow_the_scale():
    at = (1100, 150)
    assert math.hypot(*_away(at, lift=1.0)) > 2 * math.hypot(*_away(at))
    small, big = shadows.fall(at, ROOM, scale=1.0), shadows.fall(at, ROOM, scale=2.0)
    assert abs(big[0] - 2 * small[0]) <= 1 and abs(big[1] - 2 * small[1]) <= 1


def _shadow_side(picture: pygame.Surface) -> tuple[int, int]:
    """Which way a fan's shadow shows past its (opaque) cards: the sum of the shadow-only pixels'
    positions, left/right and up/down of the picture's middle."""
    w, h = picture.get_size()
    sx = sy = 0
    for y in range(h):
        for x in range(w):
            c = picture.get_at((x, y))
            if 0 < c.a < 255 and c.r < 20 and c.b < 20:  # shadow (black, part clear), not a card
                sx += (x > w // 2) - (x < w // 2)
                sy += (y > h // 2) - (y < h // 2)
    return sx, sy


def test_an_opponents_fan_lays_its_shadows_away_from_the_lamp(small_window):
    def face(_entry, size):
        surf = pygame.Surface(size)
        surf.fill((200, 200, 200))
        return surf
    up_left = seat_fan.picture((35, 50), [None] * 5, face, "fall test", fall=(-5, -5))
    down_right = seat_fan.picture((35, 50), [None] * 5, face, "fall test", fall=(5, 5))
    assert up_left is not down_right  # kept per fall
    (ux, uy), (dx, dy) = _shadow_side(up_left), _shadow_side(down_right)
    assert ux < 0 < dx and uy < 0 < dy
    canvas = pygame.Surface((1280, 720))  # drawn at the top left of a window: its shadows up and left
    seat_fan.draw(canvas, pygame.Rect(40, 20, 200, 90), (35, 50), [None] * 5, face, 14, "fall test")
    fall = shadows.fall(pygame.Rect(40, 20, 200, 90).center, canvas.get_rect())
    assert fall[0] < shadows.fall(LAMP, ROOM)[0] and fall[1] < shadows.fall(LAMP, ROOM)[1]
