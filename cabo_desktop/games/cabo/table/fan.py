"""An opponent's hand at CABO's table held as a fan (issue 40, the fresh-eyed review: "the
opponents' hands look sloppy: the backs' oval cut off, the tilts and vertical offsets random").

Pure geometry (pygame.Rect only). The cards turn about one point behind the hand, on its
holder's side (above the cards: the hand is seen from across the table, its foot toward its
holder), each STEP degrees more than the one before, symmetric about the middle; their centres
lie on one circle, STRIDE card widths apart, so the whole hand reads as one rigid object and each
back shows its medallion nearly whole. A card's slot is its unturned rect about its centre (what
a click and a flight aim at); `box` is the turned cards' extent (what the hand covers on screen).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

STEP = 4.0  # degrees: each card turned this much more than the one before
MOST = 30.0  # degrees: the whole fan's spread at most (a long hand turns less per card)
STRIDE = 0.77  # neighbouring cards' centres this many card widths apart (the medallion, 0.75 of the back, shows whole; 0.8 until review s52 asked for larger opponent cards)


def angles(count: int) -> tuple[float, ...]:
    """Each card's turn in degrees, left to right, counter-clockwise positive (pygame's): the left
    end turned clockwise, the right end as far the other way, evenly stepped."""
    if count < 2:
        return (0.0,) * count
    step = min(STEP, MOST / (count - 1))
    return tuple(round(step * (i - (count - 1) / 2), 2) for i in range(count))


@lru_cache(maxsize=256)
def _centres(count: int, w: float) -> tuple[tuple[float, float], ...]:
    """Each card's centre about the pivot (y down: the pivot above the cards), cards `w` wide."""
    turns = angles(count)
    step = math.radians(abs(turns[1] - turns[0])) if count > 1 else 0.0
    radius = STRIDE * w / (2 * math.sin(step / 2)) if step else 0.0
    return tuple((radius * math.sin(math.radians(a)), radius * math.cos(math.radians(a))) for a in turns)


def _corners(centre: tuple[float, float], size: tuple[float, float], angle: float) -> list[tuple[float, float]]:
    """A card's four corners turned `angle` degrees counter-clockwise about its centre (y down)."""
    s, c = math.sin(math.radians(angle)), math.cos(math.radians(angle))
    w, h = size[0] / 2, size[1] / 2
    return [(centre[0] + dx * c + dy * s, centre[1] - dx * s + dy * c) for dx, dy in ((-w, -h), (w, -h), (w, h), (-w, h))]


@lru_cache(maxsize=256)
def extent(count: int, ratio: float) -> tuple[float, float]:
    """(width, height) of a fan of `count` cards in card widths (cards `ratio` times as tall as wide)."""
    if count == 0:
        return 0.0, 0.0
    points = [p for centre, a in zip(_centres(count, 1.0), angles(count)) for p in _corners(centre, (1.0, ratio), a)]
    xs, ys = [x for x, _y in points], [y for _x, y in points]
    return max(xs) - min(xs), max(ys) - min(ys)


def lay(area: pygame.Rect, count: int, card: tuple[int, int]) -> tuple[tuple[pygame.Rect, ...], tuple[float, ...]]:
    """(slots, turns) of a fan of `count` cards of `card` size, its turned cards' box centred in `area`."""
    if count == 0:
        return (), ()
    w, h = card
    centres = _centres(count, w)
    points = [p for centre, a in zip(centres, angles(count)) for p in _corners(centre, card, a)]
    xs, ys = [x for x, _y in points], [y for _x, y in points]
    dx, dy = area.centerx - (min(xs) + max(xs)) / 2, area.centery - (min(ys) + max(ys)) / 2
    slots = tuple(pygame.Rect(round(cx + dx - w / 2), round(cy + dy - h / 2), w, h) for cx, cy in centres)
    return slots, angles(count)


def box(slots, turns, card: tuple[int, int]) -> pygame.Rect:
    """The box round a hand's cards as drawn: its slots', or its turned cards' where it is fanned."""
    if not turns:
        return slots[0].unionall(list(slots[1:]))
    points = [p for r, a in zip(slots, turns) for p in _corners(r.center, card, a)]
    xs, ys = [x for x, _y in points], [y for _x, y in points]
    left, top = math.floor(min(xs)), math.floor(min(ys))
    return pygame.Rect(left, top, math.ceil(max(xs)) - left, math.ceil(max(ys)) - top)
