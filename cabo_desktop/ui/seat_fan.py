"""An opponent's hand as a player holds it toward the table (issue 40, review problem 3): the
cards overlapped in an angled fan about a point below them, each tilted a few degrees more than
the one before, on soft shadows, with the hand's count on a large badge at the fan's foot. Shared
by Cabanga!'s and Kobito's seats. Geometry is proportional to the card's height, so a fan's card
size is fitted to its room once (`card_for`) and the same for any count; the whole fan is rotated
and composed once per size, count and faces (`picture`, kept in `assets.surfaces`): a frame
blits one picture and one badge."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable, Sequence

import pygame

from . import assets, shadows
from .table_kit import count_badge
from .theme import px

STEP_DEG = 6.0  # each card tilted this much more than the one before
MOST_DEG = 36.0  # the whole fan's spread at most: seven cards and more lie closer, never wider
RADIUS = 1.8  # the fan's pivot below the cards' centres, in card heights
BADGE_FILL = (120, 28, 36)  # the count badge's fill: a deep red lacquer (the counts of the piles are indigo)
_UNIT = 1000  # the card height the geometry is worked out at


SPREADS = (36.0, 30.0, 24.0, 18.0, 12.0, 8.0)  # the fans' spreads a narrow room may take instead of MOST_DEG


def angles(count: int, most: float = MOST_DEG) -> list[float]:
    """Each card's tilt in degrees, left to right (0 for one card), the whole fan `most` at most."""
    if count <= 1:
        return [0.0] * max(0, count)
    spread = min(most, STEP_DEG * (count - 1))
    return [-spread / 2 + spread * k / (count - 1) for k in range(count)]


def _centres(count: int, ch: float, most: float = MOST_DEG) -> list[tuple[float, float]]:
    """Each card's centre relative to the fan's pivot, for cards `ch` tall."""
    r = RADIUS * ch
    return [(r * math.sin(math.radians(a)), -r * math.cos(math.radians(a))) for a in angles(count, most)]


@lru_cache(maxsize=512)  # asked every frame for every seat: its geometry is worked out once (helper-76)
def _bounds(count: int, card: tuple[float, float], most: float = MOST_DEG) -> tuple[float, float, float, float]:
    """The box round a fan of `count` cards of `card` size (left, top, right, bottom about the pivot)."""
    cw, ch = card
    xs, ys = [], []
    for (cx, cy), a in zip(_centres(count, ch, most), angles(count, most)):
        s, c = math.sin(math.radians(a)), math.cos(math.radians(a))
        for dx, dy in ((-cw / 2, -ch / 2), (cw / 2, -ch / 2), (cw / 2, ch / 2), (-cw / 2, ch / 2)):
            xs.append(cx + dx * c - dy * s)
            ys.append(cy + dx * s + dy * c)
    return min(xs), min(ys), max(xs), max(ys)


@lru_cache(maxsize=512)  # asked every frame for every seat: its geometry is worked out once (helper-76)
def _card_at(room: tuple[int, int], most: float) -> int:
    """The card height whose widest fan of spread `most` fits in `room`."""
    left, top, right, bottom = _bounds(99, (_UNIT * 0.7, _UNIT), most)
    return int(min((room[0] - 3) * _UNIT / (right - left), (room[1] - 3) * _UNIT / (bottom - top)))


@lru_cache(maxsize=512)  # asked every frame for every seat: its geometry is worked out once (helper-76)
def spread_for(room: tuple[int, int]) -> float:
    """The widest spread of SPREADS whose fan in `room` keeps its cards at least 0.8 of the height
    the room allows: a narrow room (six seats) takes a tighter fan, not smaller cards."""
    tallest = _card_at((10 ** 5, room[1]), SPREADS[-1])
    return next((most for most in SPREADS if _card_at(room, most) >= 0.8 * tallest), SPREADS[-1])


def card_for(room: tuple[int, int], most_h: int | None = None) -> tuple[int, int]:
    """The card size whose widest fan (at `spread_for(room)`) fits in `room` (and `most_h` tall at most)."""
    ch = _card_at(room, spread_for(room))
    if most_h is not None:
        ch = min(ch, most_h)
    ch = max(px(12), ch)
    return int(ch * 0.7), ch


def extent(count: int, card: tuple[int, int], most: float = MOST_DEG) -> tuple[int, int]:
    """The size of a fan of `count` cards of `card` size (spread `most` at most)."""
    left, top, right, bottom = _bounds(max(1, count), card, most)
    return int(math.ceil(right - left)) + 2, int(math.ceil(bottom - top)) + 2


def place(room: pygame.Rect, count: int, card: tuple[int, int]) -> pygame.Rect:
    """Where a fan of `count` cards lies in `room`: at its left (beside the seat's plaque), its foot
    on the room's foot."""
    w, h = extent(count, card, spread_for(room.size))
    rect = pygame.Rect(0, 0, w, h)
    rect.bottomleft = room.bottomleft
    return rect


def slots(room: pygame.Rect, count: int, card: tuple[int, int]) -> list[pygame.Rect]:
    """Each card's place in the fan as an upright rectangle at its centre (where a card flies to or
    from), left to right (worked out once per room, count and size: a deal asks it for every card
    in flight every frame)."""
    return [pygame.Rect(r) for r in _slots(tuple(room), count, tuple(card))]


@lru_cache(maxsize=256)
def _slots(room_at: tuple, count: int, card: tuple[int, int]) -> tuple[tuple, ...]:
    room = pygame.Rect(room_at)
    if count <= 0:
        return ()
    most = spread_for(room.size)
    rect = place(room, count, card)
    left, top, _right, _bottom = _bounds(count, card, most)
    pivot = (rect.x + 1 - left, rect.y + 1 - top)
    out = []
    for cx, cy in _centres(count, card[1], most):
        r = pygame.Rect(0, 0, *card)
        r.center = (int(pivot[0] + cx), int(pivot[1] + cy))
        out.append(tuple(r.clamp(rect)))
    return tuple(out)


def picture(card: tuple[int, int], faces: Sequence, face_of: Callable, tag: str = "",
            most: float = MOST_DEG, fall: tuple[int, int] | None = None) -> pygame.Surface:
    """The fan of `faces` (one entry a card: what `face_of(entry, size)` draws, e.g. a card or None
    for its back) at `card` size, spread `most` at most, each card rotated once onto its shadow,
    cast `fall` px away (`shadows.fall`: away from the lamp); kept per size, spread, faces and
    fall (`tag` tells games apart)."""
    faces = tuple(faces)
    fall = (px(2), px(3)) if fall is None else tuple(fall)
    key = _key(tag, card, most, faces, fall)
    surf = assets.surfaces.get(key)
    if surf is None:
        count = len(faces)
        w, h = extent(count, card, most)
        left, top, _r, _b = _bounds(count, card, most)
        pivot = (1 - left, 1 - top)
        blur = max(2, px(4))
        pad = blur + max(abs(fall[0]), abs(fall[1]))  # room for the shadows every way (kept centred)
        surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        for entry, (cx, cy), a in zip(faces, _centres(count, card[1], most), angles(count, most)):
            centre = (pad + pivot[0] + cx, pad + pivot[1] + cy)
            shadow, image = _tilted(tag, entry, card, a, blur, face_of)
            surf.blit(shadow, shadow.get_rect(center=(centre[0] + fall[0], centre[1] + fall[1])))
            surf.blit(image, image.get_rect(center=centre))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def _key(tag: str, card: tuple[int, int], most: float, faces: tuple, fall: tuple = (0, 0)) -> tuple:
    """A fan picture's key in `assets.surfaces`."""
    return ("seat fan", tag, tuple(card), most, faces, px(1), tuple(fall))


def _tilted(tag: str, entry, card: tuple[int, int], a: float, blur: int, face_of: Callable) -> tuple:
    """A card (`entry` drawn by `face_of`) and its shadow turned by `a` degrees, kept per card, size
    and angle: a hand's next count reuses most of its turns (the angles step by STEP_DEG), so a
    new fan is mostly blits."""
    key = ("fan tilt", tag, entry, tuple(card), round(a, 3), blur)
    pair = assets.surfaces.get(key)
    if pair is None:
        shadow = pygame.transform.rotozoom(assets.drop_shadow(card, blur, 95), -a, 1.0)
        pair = (shadow, pygame.transform.rotozoom(face_of(entry, card), -a, 1.0))
        assets.surfaces[key] = pair
    return pair


@lru_cache(maxsize=64)
def _fall(centre: tuple[int, int], size: tuple[int, int], _scale: int) -> tuple[int, int]:
    """`shadows.fall` for a seat's room on a window of `size`, worked out once per room (it was asked
    for every fan in every frame), `_scale` keying the UI's scale."""
    return shadows.fall(centre, pygame.Rect((0, 0), size))


def draw(surface: pygame.Surface, room: pygame.Rect, card: tuple[int, int], faces: Sequence,
         face_of: Callable, badge_size: int, tag: str = "") -> pygame.Rect:
    """A hand's fan in `room` (its foot on the room's foot) with its count on a badge over the fan's
    upper right (clear of what lies in front of the fan's foot); returns the fan's rectangle."""
    count = len(faces)
    if count <= 0:
        return pygame.Rect(room.midbottom, (0, 0))
    rect = place(room, count, card)
    most = spread_for(room.size)
    fall = _fall(room.center, surface.get_size(), px(1))  # its shadows away from the lamp (the seat's room, not the
    # fan's rect: that moves with the count, and the next counts' fans built ahead would be of another fall)
    image = picture(card, faces, face_of, tag, most, fall)
    surface.blit(image, image.get_rect(center=rect.center))
    if faces[0] is None and faces[-1] is None:  # a hidden hand: its next counts' fans built in spare time
        for n in (count - 1, count + 1):
            if n > 0 and _key(tag, card, most, (None,) * n, fall) not in assets.surfaces:
                assets.prebuild.want(_key(tag, card, most, (None,) * n, fall),
                                     lambda n=n: picture(card, (None,) * n, face_of, tag, most, fall))
    badge = count_badge(count, badge_size, BADGE_FILL)
    spot = badge.get_rect(center=(rect.right - badge.get_width() // 3, rect.top + badge.get_height() * 2 // 3))
    surface.blit(badge, spot.clamp(room))
    return rect
