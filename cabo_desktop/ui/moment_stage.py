"""A moment's stage (issue 40): the table's cloth behind a moment's ribbon darkened toward its
edges and most in its top corners, a vignette, while the middle where the ribbon and the acting
cards are stays lit, and every card, your hand first, keeps its full colours (the review before:
"the table is dimmed during the moments: your hand goes grey and washed out, the whole picture
muddy"; the one before it: "UNO and Hearthstone dim the table and stage a short show").

The vignette is separable: a band along the top of the frame darkening toward its edge, and one
down each side (never reaching over the rectangles it keeps: your hand), so the top corners, under
both, are the darkest; the player's side of the table, below, stays lit like the felt's own pool
of light. It is laid on a copy of the frame's still ground (the felt, its trays and plates, the
rail: `table_rail.ground`), made once per ground (`staged`): while a moment shows, a frame blits
that copy instead of the ground, no dearer than the frame without a moment; only while the show
fades in or out are the bands laid over the ground as multiplying fills at the show's strength
(`stage`, as over the whole frame of a table without that ground).
"""

from __future__ import annotations

import pygame

TOP, SIDE = 0.24, 0.17  # the bands' reach: shares of the frame's height (top) and width (sides)
DEPTH = 0.42  # how dark a band is at the frame's edge (the top corners, under two: 0.66)
# the shades' step (of 255): laid on the ground once; laid over a frame, every frame (a table without
# the ground: fewer, wider fills, cheaper than the whole frame's multiplying fill); while the show fades
STEP, OVER, FADING = 2, 8, 8

_kept: dict = {}  # the last few frames' bands (a window resized, a layout changed)
_grounds: list = []  # the last two grounds staged: (ground, keep, staged copy)
_whole_asked: set = set()  # (ground's id, kept rectangles) shown whole once with no staged copy made


def ramp(reach: int, step: int = STEP) -> tuple:
    """A band `reach` px deep as (start, length, darkness) runs from the frame's edge inward: dark
    `DEPTH` at the edge easing to nothing at `reach`, in steps of `step`/255."""
    runs: list = []
    for i in range(max(0, reach)):
        t = 1.0 - i / reach
        dark = round(DEPTH * t * t * 255 / step) * step / 255
        if dark <= 0:
            break
        if runs and runs[-1][2] == dark:
            runs[-1][1] += 1
        else:
            runs.append([i, 1, dark])
    return tuple(tuple(r) for r in runs)


def bands(size: tuple[int, int], keep: tuple = (), step: int = STEP) -> tuple:
    """The vignette of a frame of `size` clear of `keep`: (rect, darkness) fills in shades `step`
    apart, worked out once."""
    key = (tuple(size), _clear(keep), step)
    got = _kept.pop(key, None)
    if got is None:
        got = _bands(*key)
    _kept[key] = got  # the newest last
    while len(_kept) > 4:
        del _kept[next(iter(_kept))]
    return got


def _bands(size: tuple[int, int], keep: tuple, step: int) -> tuple:
    w, h = size
    keep = [pygame.Rect(r) for r in keep]
    # a kept strip down the frame's right edge (the side rail) is left out whole: the vignette is
    # the table's, and a rail darkened with it read as disabled (review s51)
    edge = min([w] + [r.left for r in keep if r.right >= w and r.top <= 0 and r.bottom >= h])
    fills = [(pygame.Rect(0, at, edge, n), dark) for at, n, dark in ramp(int(h * TOP), step)]
    side = int(w * SIDE)  # each side's band, no wider than the felt left of (right of) what it keeps
    left = min([side] + [r.left for r in keep if r.left > 0])
    right = min([side] + [edge - r.right for r in keep if r.right < edge])
    fills += [(pygame.Rect(at, 0, n, h), dark) for at, n, dark in ramp(left, step)]
    fills += [(pygame.Rect(edge - at - n, 0, n, h), dark) for at, n, dark in ramp(right, step)]
    return tuple(fills)


def stage(surface: pygame.Surface, k: float, keep: tuple = (), step: int = OVER) -> None:
    """The vignette over `surface` at `k` (0-1) of its strength: its bands' multiplying fills, in
    shades `step` apart (FADING while it fades: a few frames)."""
    if k <= 0:
        return
    mult = pygame.BLEND_RGB_MULT
    for rect, dark in bands(surface.get_size(), keep, step if k >= 0.995 else FADING):
        v = int(255.5 - 255 * k * dark)
        if v < 255:
            surface.fill((v, v, v), rect, special_flags=mult)


def staged(ground: pygame.Surface, keep: tuple = ()) -> pygame.Surface:
    """`ground` with the vignette laid on it, clear of `keep` (made once per ground and kept
    rectangles; the last two kept)."""
    keep = _clear(keep)
    made = ready(ground, keep)
    if made is not None:
        return made
    copy = ground.copy()
    fills = bands(ground.get_size(), keep)
    for rect, dark in fills:
        v = int(255.5 - 255 * dark)
        copy.fill((v, v, v), rect, special_flags=pygame.BLEND_RGB_MULT)
    del _grounds[1:]
    _grounds.insert(0, (ground, keep, copy))
    return copy


def blit_ground(surface: pygame.Surface, ground: pygame.Surface, k: float, keep: tuple = ()) -> None:
    """The frame's still `ground` blitted, staged at `k` (0-1) of the show: the staged copy once it
    is whole; while the show fades in or out, the ground with the bands' fills at `k` over it (a
    fifth of a second at each end: cheaper than one multiplying fill of the frame, and far cheaper
    than the copy blended over the ground)."""
    made = ready(ground, keep) if k >= 0.995 else None
    if made is None and k >= 0.995 and (id(ground), _clear(keep)) in _whole_asked:
        made = staged(ground, keep)  # whole twice and still not made in a pause (none came, or the spare
        # time built nothing, the surface cache near its budget): made now, once, not laid every frame
    if made is not None:
        _whole_asked.clear()
        surface.blit(made, (0, 0))
        return
    if k >= 0.995:
        _whole_asked.add((id(ground), _clear(keep)))
    surface.blit(ground, (0, 0))
    if k > 0:
        if ready(ground, keep) is None:  # made in the spare time, ready when whole (a show that starts
            # whole, at the fastest speed, has its bands laid over the frame until then: 3 ms less in its first frame)
            from .assets import prebuild  # (a copy of the frame and its bands: 1-3 ms in the show's first frame)
            clear = _clear(keep)
            prebuild.want(("staged ground", id(ground), clear), lambda: staged(ground, clear), first=True)
        stage(surface, k, keep)


def ready(ground: pygame.Surface, keep: tuple = ()) -> pygame.Surface | None:
    """`ground`'s staged copy clear of `keep` if it is made, else None (nothing is made)."""
    keep = _clear(keep)
    return next((kept[2] for kept in _grounds if kept[0] is ground and kept[1] == keep), None)


def _clear(keep) -> tuple:
    """The rectangles a vignette keeps clear, as tuples (a key), the empty ones left out."""
    return tuple(tuple(r) for r in keep if r and r[2] > 0 and r[3] > 0)


def own_places(lay) -> tuple:
    """What a moment's vignette keeps clear on a table's layout `lay`: the player's hand (its
    walnut tray where it has one; in CABO the cards of the seat nearest the player, the lowest
    on screen), and the side rail (`lay.panel`), never darkened."""
    rail = (pygame.Rect(lay.panel),) if getattr(lay, "panel", None) else ()
    hand = getattr(lay, "mat", None) or getattr(lay, "hand", None)
    if hand:
        return (pygame.Rect(hand),) + rail
    seats = getattr(lay, "seats", None)
    if isinstance(seats, dict) and seats:
        cards = [pygame.Rect(s.slots[0]).unionall([pygame.Rect(r) for r in s.slots[1:]])
                 for s in seats.values() if getattr(s, "slots", None)]
        if cards:
            return (max(cards, key=lambda r: (r.bottom, r.w * r.h)),) + rail
    return rail
