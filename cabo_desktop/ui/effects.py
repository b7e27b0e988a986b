"""Impact effects over a table (docs/look.md, Motion): a burst of small shapes, coins springing
along arcs, a short shake of a seat's plate, a gold glow round a winner's plate.

An effect never holds the table's queue: a director starts it as an event's moment comes and it
plays out by the table's clock, drawn over the finished frame (`draw`, last in a table scene's
drawing). Everything drawn is a small sprite made once per size (`assets.surfaces`); the particles
are at most `MAX_PARTICLES` at a time. Effects are skipped at the "instant" speed and when the app
shows no live motion (`App.impacts`, on in a window on a real display; the tests, benchmarks and
the screenshot tour run without them unless they turn it on: the tour's impact moments do,
`TourTable.impacts`). They play by the table's clock and their own seeded generator, never the wall
clock: stepped by fixed frames, the same effect lands on the same pixels every time.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pygame

from . import assets
from .theme import GOLD, px, speed_factor
from .tween import ease_out_cubic

MAX_PARTICLES = 48  # bursts and coins together, at any one time
SHAKE = (0.32, 4.0)  # seconds, pixels: CABO called (docs/look.md)
GLOW_SECONDS = 1.6


def star(size: int, colour) -> pygame.Surface:
    """A four-pointed spark in `colour` (a snap's burst), made once per size and colour."""
    key = ("fx-star", size, tuple(colour))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        c, r, w = size / 2, size / 2 - 0.5, max(1.0, size / 7)
        pygame.draw.polygon(surf, colour, [(c, c - r), (c + w, c - w), (c + r, c), (c + w, c + w), (c, c + r),
                                           (c - w, c + w), (c - r, c), (c - w, c - w)])
        assets.surfaces[key] = surf
    return surf


def coin(size: int) -> pygame.Surface:
    """A gold coin seen a little from above: rim, face and a highlight, made once per size."""
    key = ("fx-coin", size)
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        r = size // 2
        pygame.draw.circle(surf, (150, 104, 24), (r, r), r)
        pygame.draw.circle(surf, (236, 188, 64), (r, r), max(1, r - max(1, size // 9)))
        pygame.draw.circle(surf, (252, 226, 128), (r - size // 7, r - size // 7), max(1, size // 6))
        assets.surfaces[key] = surf
    return surf


def halo(size: tuple[int, int], reach: int) -> pygame.Surface:
    """A soft gold ring round a plate of `size`, `reach` px wide, clear inside (the plate's text
    stays as it is), made once per size."""
    key = ("fx-halo", tuple(size), reach)
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = size
        surf = pygame.Surface((w + 2 * reach, h + 2 * reach), pygame.SRCALPHA)
        for k in range(reach, 0, -1):
            alpha = int(230 * (1 - k / (reach + 1)) ** 1.4)
            rect = pygame.Rect(reach - k, reach - k, w + 2 * k, h + 2 * k)
            pygame.draw.rect(surf, GOLD + (alpha,), rect, 2, border_radius=10 + k)
        pygame.draw.rect(surf, (0, 0, 0, 0), pygame.Rect(reach, reach, w, h), 0, border_radius=10)
        assets.surfaces[key] = surf
    return surf


class Particle:
    """One sprite flung from a point (`vx`, `vy` px/s, falling by `gravity`) or flown along an arc
    (`arc`: start, control, end), fading over its `life` seconds."""

    __slots__ = ("sprite", "x", "y", "vx", "vy", "gravity", "born", "life", "arc")

    def __init__(self, sprite, x, y, vx, vy, gravity, born, life, arc=None):
        self.sprite, self.x, self.y, self.vx, self.vy = sprite, x, y, vx, vy
        self.gravity, self.born, self.life, self.arc = gravity, born, life, arc

    def place(self, now: float) -> tuple[float, float, float] | None:
        """Where it is now and its opacity (0-1); None before it starts or once it is gone."""
        age = now - self.born
        if age < 0 or age >= self.life:
            return None
        k = age / self.life
        if self.arc is not None:
            (x0, y0), (cx, cy), (x1, y1) = self.arc
            t = ease_out_cubic(k)
            x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1
            y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1
            return x, y, 1.0 if k < 0.8 else (1 - k) / 0.2
        x = self.x + self.vx * age
        y = self.y + self.vy * age + 0.5 * self.gravity * age * age
        return x, y, 1.0 if k < 0.5 else (1 - k) / 0.5


class Effects:
    """The impact effects of one table (`table`: its `time`, `speed_name` and `app`)."""

    def __init__(self, table: Any):
        self.table = table
        self.particles: list[Particle] = []
        self.shakes: list[tuple[pygame.Rect, float]] = []  # rect, start time
        self.glows: list[tuple[pygame.Rect, float]] = []
        self.rng = random.Random(7)
        self.started = 0  # effects started (for tests)

    # ------------------------------------------------------------ starting one

    @property
    def live(self) -> bool:
        """Whether effects play: the app shows live motion and the speed is not "instant"."""
        t = self.table
        return bool(getattr(t.app, "impacts", False)) and speed_factor(getattr(t, "speed_name", "normal")) < 100

    @property
    def now(self) -> float:
        return self.table.time

    def _slow(self) -> float:
        """Durations are divided by the speed setting's factor, as every animation's are."""
        return 1.0 / speed_factor(getattr(self.table, "speed_name", "normal"))

    def _room(self, count: int) -> int:
        self.particles = [p for p in self.particles if self.now - p.born < p.life]
        return max(0, min(count, MAX_PARTICLES - len(self.particles)))

    def burst(self, center: tuple[float, float], sprite: pygame.Surface, count: int = 12, speed: float = 260.0) -> None:
        """Small shapes flung out from `center` in a ring, falling a little as they fade."""
        if not self.live:
            return
        self.started += 1
        life = 0.6 * self._slow()
        x0, y0 = center[0] - sprite.get_width() / 2, center[1] - sprite.get_height() / 2
        for k in range(self._room(count)):
            angle = 2 * math.pi * (k + self.rng.uniform(-0.3, 0.3)) / count
            v = speed * self.rng.uniform(0.6, 1.0) / self._slow()
            self.particles.append(Particle(sprite, x0, y0, v * math.cos(angle), v * math.sin(angle),
                                           380.0 / self._slow() ** 2, self.now, life))

    def coins(self, start: pygame.Rect, end: pygame.Rect, count: int = 10) -> None:
        """Coins springing from `start` (a pot) to `end` (the winner's plate) along arcs, one
        after another."""
        if not self.live:
            return
        self.started += 1
        size = max(12, min(26, start.h // 3))
        sprite = coin(size)
        for k in range(self._room(count)):
            x0 = start.centerx + self.rng.uniform(-start.w / 4, start.w / 4)
            x1 = end.centerx + self.rng.uniform(-end.w / 4, end.w / 4)
            y1 = end.centery + self.rng.uniform(-end.h / 5, end.h / 5)
            rise = abs(start.centery - y1) * 0.5 + 50
            top = max(size, min(start.top, y1) - rise)  # arcing up, never off the window's top
            control = ((x0 + x1) / 2 + self.rng.uniform(-40, 40), top)
            self.particles.append(Particle(sprite, 0, 0, 0, 0, 0, self.now + 0.05 * k * self._slow(),
                                           0.7 * self._slow(), ((x0 - size / 2, start.top - size / 2), control,
                                                                (x1 - size / 2, y1 - size / 2))))

    def shake(self, rect: pygame.Rect) -> None:
        """A short shake of what is drawn in `rect` (a seat's plate)."""
        if self.live:
            self.started += 1
            self.shakes = [(r, t0) for r, t0 in self.shakes if self.now - t0 < SHAKE[0] * self._slow()]
            self.shakes.append((pygame.Rect(rect), self.now))

    def glow(self, rect: pygame.Rect) -> None:
        """A gold glow round `rect` (the winner's plate), swelling and fading."""
        if self.live:
            self.started += 1
            self.glows = [(r, t0) for r, t0 in self.glows if self.now - t0 < GLOW_SECONDS * self._slow()]
            self.glows.append((pygame.Rect(rect), self.now))

    def clear(self) -> None:
        self.particles.clear()
        self.shakes.clear()
        self.glows.clear()

    @property
    def active(self) -> bool:
        """Whether anything is still playing."""
        now, slow = self.now, self._slow()
        return (any(now - p.born < p.life for p in self.particles)
                or any(now - t0 < SHAKE[0] * slow for _r, t0 in self.shakes)
                or any(now - t0 < GLOW_SECONDS * slow for _r, t0 in self.glows))

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        """Over the finished frame: the shakes, the glows, then the particles."""
        if not (self.particles or self.shakes or self.glows):
            return
        now, slow = self.now, self._slow()
        bounds = surface.get_rect()
        self.shakes = [(r, t0) for r, t0 in self.shakes if now - t0 < SHAKE[0] * slow]
        for rect, t0 in self.shakes:
            k = (now - t0) / (SHAKE[0] * slow)
            dx = int(round(px(SHAKE[1]) * math.sin(k * 6 * math.pi) * (1 - k)))
            area = rect.clip(bounds)
            if dx and area.w > 0 and area.h > 0:
                piece = surface.subsurface(area).copy()
                surface.blit(piece, area.move(dx, 0))
        self.glows = [(r, t0) for r, t0 in self.glows if now - t0 < GLOW_SECONDS * slow]
        for rect, t0 in self.glows:
            k = (now - t0) / (GLOW_SECONDS * slow)
            reach = px(18)
            image = halo(rect.size, reach)
            image.set_alpha(int(255 * min(1.0, k * 5) * (1 - k) ** 0.7))
            surface.blit(image, (rect.x - reach, rect.y - reach))
        alive = []
        for p in self.particles:
            where = p.place(now)
            if where is None:
                if now - p.born < p.life:
                    alive.append(p)  # not started yet
                continue
            alive.append(p)
            x, y, alpha = where
            p.sprite.set_alpha(int(255 * alpha))
            surface.blit(p.sprite, (int(x), int(y)))
        for p in alive:
            p.sprite.set_alpha(None)
        self.particles = alive
