"""Free felt: where a banner, a speech bubble or a chip may sit on a table without covering a card
(issue 40, item 3). No drawing here: rectangles in, a rectangle out.

`obstacles(layout)` reads every rectangle a game's layout object holds (cards, piles, hands,
fans, rows, pots, name plates, the buttons and the prompt banner), leaving out the containers
that are only felt or a tray (the play area, the side panel, trays, a seat's whole area), and
splits them into the cards and the printed places of the board, a number line or an empty place
in a lane (`hard`: never covered), and the plates and bars around them (`soft`: avoided when
there is room). `place(...)` finds the spot for a rectangle of a size nearest to a
point that covers none of them, shrinking the rectangle (down to a given fraction) before it
gives up on the soft ones, and last returns the spot covering the least. Answers are kept (the
same question asked every frame costs a lookup).
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from operator import attrgetter
from typing import Any, Iterable

import pygame

# rectangles of a layout that are felt or trays, not things on them
CONTAINERS = frozenset({"play", "panel", "mat", "rows_tray", "pile_well", "side_column", "area", "cells",
                        "tray", "rail", "band", "table", "felt", "size"})
# rectangles a banner should rather not cover, but may when the felt is full: not cards. The printed
# board counts as cards (issue 40): Cabanga!'s number lines (`strip`, the row's `rect`) and Kobito's
# pot lanes and workshops (`row`, `workshop`), empty places included, are never covered
SOFT = frozenset({"plate", "head", "name", "buttons", "banner", "workshop_label", "label", "caption"})
GAP = 6  # kept clear around every obstacle
WIDE = 1 << 20  # px: wider than any window (a band of rows across it meets every obstacle level with it)


def _walk(value: Any, name: str, hard: list, soft: list, depth: int = 0) -> None:
    if depth > 4 or name in CONTAINERS:
        return
    if isinstance(value, pygame.Rect):
        if value.w > 0 and value.h > 0:
            (soft if name in SOFT else hard).append(pygame.Rect(value))
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _walk(getattr(value, f.name, None), f.name, hard, soft, depth + 1)
    elif isinstance(value, dict):
        for item in value.values():
            _walk(item, name, hard, soft, depth + 1)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _walk(item, name, hard, soft, depth + 1)


_KEPT: dict[int, tuple] = {}  # id(layout) -> (layout, its obstacles): the tables' layouts are kept objects


def obstacles(layout: Any) -> tuple[tuple[pygame.Rect, ...], tuple[pygame.Rect, ...]]:
    """The layout's cards (hard) and its plates, buttons and banner (soft), as rectangles (read
    once per layout object)."""
    kept = _KEPT.get(id(layout))
    if kept is not None and kept[0] is layout:
        return kept[1]
    found = _obstacles(layout)
    if len(_KEPT) > 32:
        _KEPT.clear()
    _KEPT[id(layout)] = (layout, found)
    return found


def _obstacles(layout: Any) -> tuple[tuple[pygame.Rect, ...], tuple[pygame.Rect, ...]]:
    hard: list[pygame.Rect] = []
    soft: list[pygame.Rect] = []
    _walk(layout, "", hard, soft)
    every = hard + soft

    def holder(rect: pygame.Rect) -> bool:  # a region around two or more others: a tray by another name
        return sum(1 for other in every if other != rect and rect.contains(other)) >= 2
    return tuple(r for r in hard if not holder(r)), tuple(r for r in soft if not holder(r))


def card_rects(layout: Any) -> list[pygame.Rect]:
    """Every rectangle of a layout where a card lies or may lie (the hard obstacles)."""
    return list(obstacles(layout)[0])


def _key(rects: Iterable[pygame.Rect]) -> tuple:
    return tuple(tuple(r) for r in rects)


def place(size: tuple[int, int], area: pygame.Rect, prefer: tuple[int, int], hard: Iterable[pygame.Rect],
          soft: Iterable[pygame.Rect] = (), least: float = 0.6) -> pygame.Rect:
    """A rectangle of `size` (or shrunk, keeping its proportions, to no less than `least` of it)
    inside `area`, as near `prefer` (its centre) as can be, covering no `hard` rectangle and, when
    there is room, no `soft` one either. In a window too small for any of that: the full size at
    the spot covering the least card."""
    args = (tuple(size), tuple(area), tuple(prefer), _key(hard), _key(soft), least)
    spot = _free(*args)
    return pygame.Rect(spot if spot is not None else _least_covered(*args[:4]))


def free_spot(size: tuple[int, int], area: pygame.Rect, prefer: tuple[int, int], hard: Iterable[pygame.Rect],
              soft: Iterable[pygame.Rect] = (), least: float = 0.6) -> pygame.Rect | None:
    """`place`'s answer when it covers no `hard` rectangle, else None (the search for the spot
    covering the least is skipped: a crowded table's costliest part, issue 40's frame p99)."""
    spot = _free(tuple(size), tuple(area), tuple(prefer), _key(hard), _key(soft), least)
    return None if spot is None else pygame.Rect(spot)


def _fitted(size: tuple, area_r: pygame.Rect) -> tuple[int, int]:
    fit = min(1.0, area_r.w / max(1, size[0]), area_r.h / max(1, size[1]))
    return max(1, int(size[0] * fit)), max(1, int(size[1] * fit))  # never larger than the area


@lru_cache(maxsize=256)
def _free(size: tuple, area: tuple, prefer: tuple, hard: tuple, soft: tuple, least: float) -> tuple | None:
    area_r = pygame.Rect(area)
    size = _fitted(size, area_r)
    hard_r = [pygame.Rect(r).inflate(2 * GAP, 2 * GAP) for r in hard]
    soft_r = [pygame.Rect(r).inflate(2 * GAP, 2 * GAP) for r in soft]
    steps = [1.0]
    while steps[-1] * 0.88 >= least - 1e-9:
        steps.append(steps[-1] * 0.88)
    for blocked in (hard_r + soft_r, hard_r):
        for scale in steps:
            w, h = max(1, int(size[0] * scale)), max(1, int(size[1] * scale))
            spot = _first_free((w, h), area_r, prefer, blocked)
            if spot is not None:
                return tuple(spot)
    return None


@lru_cache(maxsize=64)
def _least_covered(size: tuple, area: tuple, prefer: tuple, hard: tuple) -> tuple:
    area_r = pygame.Rect(area)
    size = _fitted(size, area_r)
    hard_r = [pygame.Rect(r).inflate(2 * GAP, 2 * GAP) for r in hard]
    rect = pygame.Rect((0, 0), size)
    rect.center = prefer
    rect.clamp_ip(area_r)
    best, best_cover = rect, _cover(rect, hard_r)
    ys = _ys(size[1], area_r, prefer, hard_r)
    column = pygame.Rect(0, -WIDE, size[0], 2 * WIDE)
    for x in _xs(size[0], area_r, prefer, hard_r):
        # only the cards a candidate meets are measured (found in C: a crowded table's fallback
        # measured every card for each of some 20,000 spots, 10-15 ms of a frame; issue 40, p99)
        column.x = x
        near = [hard_r[k] for k in column.collidelistall(hard_r)]
        cand = pygame.Rect(x, 0, *size)
        for y in ys:
            cand.y = y
            cover = _cover(cand, [near[k] for k in cand.collidelistall(near)], best_cover)
            if cover < best_cover:
                best, best_cover = pygame.Rect(cand), cover
    return tuple(best)


def _cover(rect: pygame.Rect, blocked: list, enough: float = float("inf")) -> int:
    """The area of `blocked` that `rect` covers; counting stops once it reaches `enough`."""
    total = 0
    for other in blocked:
        c = rect.clip(other)
        total += c.w * c.h
        if total >= enough:
            break
    return total


def _xs(w: int, area: pygame.Rect, prefer: tuple, blocked: list) -> list[int]:
    xs = {prefer[0] - w // 2, area.left, area.right - w}
    for r in blocked:
        xs.add(r.right)
        xs.add(r.left - w)
    return [x for x in xs if area.left <= x <= area.right - w]


def _ys(h: int, area: pygame.Rect, prefer: tuple, blocked: list) -> list[int]:
    ys = {prefer[1] - h // 2, area.top, area.bottom - h}
    for r in blocked:
        ys.add(r.bottom)
        ys.add(r.top - h)
    return [y for y in ys if area.top <= y <= area.bottom - h]


def _first_free(size: tuple[int, int], area: pygame.Rect, prefer: tuple, blocked: list) -> pygame.Rect | None:
    """The free spot nearest `prefer`: for each height touching an obstacle's edge or the area's
    (nearest first), the nearest free left edge in that band (beside an obstacle or at the point)."""
    w, h = size
    if w > area.w or h > area.h:
        return None
    px0, py0 = prefer[0] - w // 2, prefer[1] - h // 2
    lo, hi = area.left, area.right - w
    best, best_d = None, None
    row = pygame.Rect(-WIDE, 0, 2 * WIDE, h)  # a band across everything: its obstacles found in C
    for y in sorted(_ys(h, area, prefer, blocked), key=lambda y: abs(y - py0)):
        dy = (y - py0) ** 2
        if best_d is not None and dy >= best_d:
            break  # every band from here on is farther
        row.y = y
        band = [blocked[k] for k in row.collidelistall(blocked)]  # those with r.top < y + h and r.bottom > y
        if not _room_in(band, lo, hi, w):
            continue  # no left edge in the band is free: nothing to sort
        xs = {max(lo, min(hi, px0))}
        for r in band:
            xs.add(r.right)
            xs.add(r.left - w)
        if best_d is None:
            near = [x for x in xs if lo <= x <= hi]
        else:  # only what could be nearer than the spot found (the rest would end the walk below)
            near = [x for x in xs if lo <= x <= hi and dy + (x - px0) ** 2 < best_d]
        spot = pygame.Rect(0, y, w, h)
        for x in sorted(near, key=lambda x: abs(x - px0)):
            spot.x = x
            if spot.collidelist(band) < 0:
                best, best_d = pygame.Rect(x, y, w, h), dy + (x - px0) ** 2
                break
    return best


def _room_in(band: list, lo: int, hi: int, w: int) -> bool:
    """Whether a band's obstacles leave a gap `w` wide with its left edge between `lo` and `hi`
    (every such gap holds one of `_first_free`'s candidate edges: an obstacle's side or the point)."""
    reach = lo
    for r in sorted(band, key=_LEFT):
        if reach > hi:
            return False
        if r.left - reach >= w:
            return True
        reach = max(reach, r.right)
    return reach <= hi


_LEFT = attrgetter("left")
