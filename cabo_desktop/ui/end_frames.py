"""What the end screens (the round's end, the game's end) keep and build ahead, so that no frame
of theirs costs more than 4 ms (issue 40): the window-sized frames they keep (`KeptFrame`, its
buffer used again), the soft shadow of their large plates without a large blur (`plate_shadow`)
and their pieces drawn once on a scratch surface in the pauses between frames (`warm_up`)."""

from __future__ import annotations

import time

import pygame

from . import assets
from .widgets import Backdrop


class KeptFrame(Backdrop):
    """A widgets.Backdrop whose window-sized buffer is used again: given back to a small pool when
    the screen that kept it is gone (or kept a frame of another size), and taken from there by the
    next end screen. A fresh 1280x720 buffer costs 1-3 ms of page faults in the frame that opens
    a round's end; a kept one's blit 0.2 ms. A buffer is only ever in one live KeptFrame."""

    spare: list[pygame.Surface] = []  # the buffers given back, newest last (at most SPARE_MOST)
    SPARE_MOST = 4

    def take(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self.image is None or self.image.get_size() != size:
            self.give_back()
            self.image = self._spare_for(surface) or pygame.Surface(size, 0, surface)
        self.image.blit(surface, (0, 0))

    @classmethod
    def _spare_for(cls, surface: pygame.Surface) -> pygame.Surface | None:
        """A buffer given back of `surface`'s size and pixel format, out of the pool; else None."""
        form = (surface.get_size(), surface.get_bitsize(), surface.get_masks())
        for i in range(len(cls.spare) - 1, -1, -1):
            buf = cls.spare[i]
            if (buf.get_size(), buf.get_bitsize(), buf.get_masks()) == form:
                return cls.spare.pop(i)
        return None

    def give_back(self) -> None:
        """The buffer back to the pool (this frame is no longer kept: `ready` is False)."""
        image, self.image = self.image, None
        if image is not None:
            KeptFrame.spare.append(image)
            del KeptFrame.spare[:-self.SPARE_MOST]

    def __del__(self):
        try:
            self.give_back()
        except Exception:  # noqa: BLE001 - at the interpreter's exit, nothing to give back to
            pass


def plate_shadow(size: tuple[int, int], blur: int, alpha: int, radius: int) -> pygame.Surface:
    """The soft shadow of a rounded plate or card of `size`, `blur` px wider on every side, the
    same pixels as assets.drop_shadow's with `radius`: its gaussian blur (50 ms for a 1000x150
    band) made once at a small size whose middle is flat, and its corners, edges and middle laid
    out to the size (under 1 ms); cached by size."""
    key = ("plate_shadow", tuple(size), blur, alpha, radius)
    surf = assets.surfaces.get(key)
    if surf is not None:
        return surf
    w, h = max(1, size[0]), max(1, size[1])
    core = 2 * (radius + blur) + 4  # the corners and a flat middle
    tw, th = min(w, core), min(h, core)
    small = pygame.Surface((tw + 2 * blur, th + 2 * blur), pygame.SRCALPHA)
    pygame.draw.rect(small, (0, 0, 0, alpha), (blur, blur, tw, th), border_radius=radius)
    if blur > 0:
        small = pygame.transform.gaussian_blur(small, max(1, blur // 2))
    if (tw, th) == (w, h):
        assets.surfaces[key] = surf = assets.fast(small)
        return surf
    surf = pygame.Surface((w + 2 * blur, h + 2 * blur), pygame.SRCALPHA)
    cols = _slices(small.get_width(), surf.get_width())
    rows = _slices(small.get_height(), surf.get_height())
    for sx, sw, dx, dw in cols:
        for sy, sh, dy, dh in rows:
            piece = small.subsurface((sx, sy, sw, sh))
            surf.blit(piece if (sw, sh) == (dw, dh) else pygame.transform.scale(piece, (dw, dh)), (dx, dy))
    assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def _slices(small: int, big: int) -> list[tuple[int, int, int, int]]:
    """Along one axis: (from, width, to, width) of the part before the middle line, the middle
    line stretched, and the part after it (the middle dropped where there is nothing to stretch)."""
    mid = small // 2
    after = small - mid - 1
    parts = [(0, mid, 0, mid), (mid, 1, mid, big - small + 1), (mid + 1, after, big - after, after)]
    return [part for part in parts if part[1] > 0 and part[3] > 0]


_scratch: dict[tuple[int, int], pygame.Surface] = {}


def scratch(size: tuple[int, int]) -> pygame.Surface:
    """A window-sized surface nobody sees, for drawing a screen's pieces once ahead of their frame
    (what they build is cached; the pixels are thrown away); one kept, of the last size asked."""
    surf = _scratch.get(tuple(size))
    if surf is None:
        _scratch.clear()
        display = pygame.display.get_surface()
        _scratch[tuple(size)] = surf = pygame.Surface(size, 0, display) if display else pygame.Surface(size)
    return surf


WARM_FRAMES = 12  # frames at most an end screen shows the bared table while its pieces are built
_cost = [0.002]  # s: the longest step lately (decays toward 0.5 ms call by call, at most 4 ms)


def warm_up(steps: list, deadline: float) -> int:
    """Run `steps` (callables, each building a piece of a screen: a card face at its size, a row
    drawn once on a scratch surface), first to last, removing each, while the longest one seen
    lately still fits before `deadline` (a time.perf_counter() value); the number run. For
    App.idle's pause between two frames."""
    _cost[0] = max(0.0005, _cost[0] * 0.85)
    done = 0
    while steps and time.perf_counter() + _cost[0] <= deadline:
        started = time.perf_counter()
        steps.pop(0)()
        _cost[0] = min(0.004, max(_cost[0], time.perf_counter() - started))
        done += 1
    return done


