"""Impact effects over a table (docs/look.md, Motion): a burst of lit, spinning shapes over a soft
glow with fading sparks, struck gold coins spinning along arcs, gold glints round a card's edge,
a short shake of a seat's plate, a gold glow round a winner's plate.

An effect never holds the table's queue: a director starts it as an event's moment comes and it
plays out by the table's clock, drawn over the finished frame (`draw`, last in a table scene's
drawing). Everything drawn is a small picture made once per size and turn step
(`ui/particles.py`, kept in `assets.surfaces`); the particles are at most `MAX_PARTICLES` at a time. Effects are skipped at the "instant" speed and when the app
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

from . import assets, particles
from .theme import GOLD, px, speed_factor
from .tween import ease_out_cubic

MAX_PARTICLES = 48  # bursts and coins together, at any one time
SHAKE = (0.32, 4.0)  # seconds, pixels: CABO called (docs/look.md)
GLOW_SECONDS = 1.6
POP_LIFE = 0.22  # seconds a burst's pieces live over a seat's cards (elsewhere 0.62)
WARM = (255, 214, 120)  # a burst's glow and its sparks: warm gold light (nothing glows white)


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
    """A struck gold coin face-on (`particles.coin`), made once per size."""
    return particles.coin(size, 0)


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
    """One picture flung from a point (`vx`, `vy` px/s, falling by `gravity`) or flown along an arc
    (`arc`: start, control, end), fading over its `life` seconds. `kind` says how it is drawn:
    "piece" (`sprite` lit and turning by `spin` degrees a second from `angle`), "coin" (spinning
    about its upright axis, over a soft glow), "glint" (a four-point glint swelling and shrinking
    in place), "spark" (a small glint flung, shrinking) or "flash" (a soft glow fading). `size`:
    a coin's, a glint's or a spark's size in px; a piece's sprite's `particles.sprite_id`. A flung
    one is whole until `fade` of its life, then fades (a burst over a seat's cards: from the start)."""

    __slots__ = ("sprite", "x", "y", "vx", "vy", "gravity", "born", "life", "arc", "kind", "angle", "spin", "size",
                 "drag", "fade")

    def __init__(self, sprite, x, y, vx, vy, gravity, born, life, arc=None, kind="piece", angle=0.0, spin=0.0,
                 size=0, drag=0.0, fade=0.5):
        self.sprite, self.x, self.y, self.vx, self.vy = sprite, x, y, vx, vy
        self.gravity, self.born, self.life, self.arc = gravity, born, life, arc
        self.kind, self.angle, self.spin, self.size = kind, angle, spin, size
        self.drag = drag  # seconds: flung fast, slowed by the air (its way out is `drag` x its speed)
        self.fade = fade

    def place(self, now: float) -> tuple[float, float, float] | None:
        """Where its middle is now and its opacity (0-1); None before it starts or once it is gone."""
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
        out = self.drag * (1 - math.exp(-age / self.drag)) if self.drag else age
        x = self.x + self.vx * out
        y = self.y + self.vy * out + 0.5 * self.gravity * age * age
        if self.kind in ("flash", "glint"):
            return x, y, math.sin(math.pi * min(1.0, k * 1.6)) if k < 0.3 else (1 - k) / 0.7
        return x, y, 1.0 if k < self.fade else (1 - k) / (1 - self.fade)

    def image(self, now: float) -> pygame.Surface:
        """The picture to draw now (from the caches of ui/particles.py: nothing is built per frame
        once each turn step and size has been seen)."""
        age = max(0.0, now - self.born)
        if self.kind == "piece":
            step = round((self.angle + self.spin * age) / (360 / particles.TURN_STEPS))
            return particles.lit_frames(self.sprite, step, self.size)  # size: the sprite's id (burst)
        if self.kind == "coin":
            quarter = ((self.angle + self.spin * age) / 90.0) % 2.0  # face-on at 0, edge-on at 1
            edge = quarter if quarter <= 1.0 else 2.0 - quarter
            return particles.coin_glowing(self.size, round(edge * (particles.SPIN_STEPS - 1)), WARM)
        if self.kind in ("glint", "spark"):
            k = min(1.0, age / self.life)
            swell = math.sin(math.pi * k) if self.kind == "glint" else 1.0 - 0.6 * k
            return particles.glint(max(4, 4 * round(self.size * (0.35 + 0.65 * swell) / 4)))
        return self.sprite


class Effects:
    """The impact effects of one table (`table`: its `time`, `speed_name` and `app`)."""

    def __init__(self, table: Any):
        self.table = table
        self.particles: list[Particle] = []
        self.shakes: list[tuple[pygame.Rect, float]] = []  # rect, start time
        self.glows: list[tuple[pygame.Rect, float, float]] = []  # rect, start time, seconds
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

    def keep_off(self, center: tuple[float, float]) -> list[pygame.Rect]:
        """What a burst's pieces never fly over: every seat's portrait, name and score (its layout's
        `head`, where it has one) that does not hold the burst's middle (issue 40's review: 'purple
        triangles over Lulu's stats')."""
        try:
            seats = self.table.layout().seats
        except (AttributeError, TypeError):
            return []
        heads = [getattr(place, "head", None) for place in getattr(seats, "values", lambda: ())()]
        return [pygame.Rect(h) for h in heads if h and h.w > 0 and not h.collidepoint(center)]

    def over_cards(self, center: tuple[float, float]) -> bool:
        """Whether `center` lies over a seat's cards (its layout's `fan`, or the viewer's `hand`)."""
        try:
            lay = self.table.layout()
        except (AttributeError, TypeError):
            return False
        seats = getattr(lay, "seats", None)
        fans = [getattr(place, "fan", None) for place in getattr(seats, "values", lambda: ())()]
        fans.append(getattr(lay, "hand", None))
        return any(isinstance(r, pygame.Rect) and r.collidepoint(center) for r in fans)

    @staticmethod
    def _reach(center, vx: float, vy: float, gravity: float, life: float, drag: float, half: int,
               keep: list[pygame.Rect]) -> float:
        """How much of its speed a piece flung from `center` keeps so that its path (its middle and
        `half` px round it, over its whole life) stays off every rectangle of `keep`: 1, or less
        (a shorter flight), or 0 (none clear: the piece is not flung)."""
        if not keep:
            return 1.0
        for scale in (1.0, 0.7, 0.45, 0.25):
            clear = True
            for k in range(1, 9):
                age = life * k / 8
                out = drag * (1 - math.exp(-age / drag)) if drag else age
                x = center[0] + vx * scale * out
                y = center[1] + vy * scale * out + 0.5 * gravity * age * age
                spot = pygame.Rect(int(x) - half, int(y) - half, 2 * half, 2 * half)
                if spot.collidelist(keep) >= 0:
                    clear = False
                    break
            if clear:
                return scale
        return 0.0

    def burst(self, center: tuple[float, float], sprite: pygame.Surface, count: int = 12, speed: float = 260.0,
              keep_off: list | None = None) -> None:
        """A burst at `center`: a soft warm glow swelling and fading behind it, `sprite`'s shape
        lit (`particles.lit_frames`) flung out in a ring, most of them spinning, falling a little
        as they fade, and a few small gold sparks flying further, shrinking; none flying over a
        rectangle of `keep_off` (by default the seats' names and scores, `keep_off()`): flung
        shorter, or not at all. Over a seat's cards (`over_cards`) the pieces are a pop: short-lived
        (POP_LIFE) and fading from the start, never left lying on the fan like debris (review s49)."""
        if not self.live:
            return
        keep = self.keep_off(center) if keep_off is None else [pygame.Rect(r) for r in keep_off
                                                                if not pygame.Rect(r).collidepoint(center)]
        self.started += 1
        slow = self._slow()
        size = sprite.get_width()
        if self._room(1):  # the glow, behind what flies
            self.particles.append(Particle(particles.glow(max(8, round(size * 2.4)), WARM), center[0], center[1],
                                           0, 0, 0, self.now, 0.5 * slow, kind="flash"))
        sparks = count // 3
        known = particles.sprite_id(sprite)
        life, fade = (POP_LIFE, 0.0) if self.over_cards(center) else (0.62, 0.5)
        for k in range(self._room(count - sparks)):
            angle = 2 * math.pi * (k + self.rng.uniform(-0.3, 0.3)) / (count - sparks)
            v = 3.0 * speed * self.rng.uniform(0.55, 1.0) / slow  # fast out of the blast, then slowed
            spin = self.rng.choice((-1, 1)) * self.rng.uniform(240, 620) if k % 3 else self.rng.uniform(-60, 60)
            v *= self._reach(center, v * math.cos(angle), v * math.sin(angle), 380.0 / slow ** 2, life * slow,
                             0.16 * slow, size // 2, keep)
            if v <= 0:
                continue
            self.particles.append(Particle(sprite, center[0], center[1], v * math.cos(angle), v * math.sin(angle),
                                           380.0 / slow ** 2, self.now, life * slow, kind="piece",
                                           angle=self.rng.uniform(0, 360), spin=spin / slow, drag=0.16 * slow,
                                           size=known, fade=fade))
        for k in range(self._room(sparks)):
            angle = 2 * math.pi * (k + 0.5 + self.rng.uniform(-0.3, 0.3)) / max(1, sparks)
            v = 3.6 * speed * self.rng.uniform(0.8, 1.0) / slow
            v *= self._reach(center, v * math.cos(angle), v * math.sin(angle), 160.0 / slow ** 2, 0.45 * slow,
                             0.2 * slow, max(12, round(size * 0.9)) // 2, keep)
            if v <= 0:
                continue
            self.particles.append(Particle(sprite, center[0], center[1], v * math.cos(angle), v * math.sin(angle),
                                           160.0 / slow ** 2, self.now + 0.03 * slow, 0.45 * slow, kind="spark",
                                           size=max(12, round(size * 0.9)), drag=0.2 * slow))

    def glints(self, rect: pygame.Rect, count: int = 5, foot: bool = True, card: pygame.Rect | None = None) -> None:
        """Gold four-point glints round the edge of `rect` (a card slapped down), each swelling and
        shrinking in place one after another: on the card's border and the felt beside it, never
        over the middle of its face; and a short gold glow round the card (`card`, else `rect`:
        the whole card even when the glints keep off its foot). Without `foot`, none along its foot
        (a pile whose badge lies across it: kaboo's discard pile's marks)."""
        if not self.live:
            return
        self.started += 1
        slow = self._slow()
        size = max(18, min(64, round(min(rect.w, rect.h * 0.72) * 0.6)))  # a card: 0.6 of its width
        w, h = rect.w, rect.h
        perimeter = 2 * (w + h) if foot else w + 2 * h
        first = self.rng.uniform(0, perimeter)
        for k in range(self._room(count)):
            d = (first + perimeter * (k + self.rng.uniform(-0.18, 0.18)) / count) % perimeter
            if d < w:
                x, y = rect.x + d, rect.y
            elif d < w + h:
                x, y = rect.right, rect.y + d - w
            elif foot and d < 2 * w + h:
                x, y = rect.right - (d - w - h), rect.bottom
            else:  # the left side, bottom up
                x, y = rect.x, rect.bottom - (d - (2 * w + h if foot else w + h))
            self.particles.append(Particle(None, x, y, 0, 0, 0, self.now + 0.07 * k * slow, 0.5 * slow,
                                           kind="glint", size=size))
        self.glows = [g for g in self.glows if self.now - g[1] < g[2]]
        self.glows.append((pygame.Rect(rect if card is None else card), self.now, 0.6 * slow))

    def coins(self, start: pygame.Rect, end: pygame.Rect, count: int = 10, size: int | None = None,
              via: tuple[float, float] | None = None) -> None:
        """Struck gold coins springing from `start` (a pot, or a won pot's whole row: spread along
        it) to `end` (the winner's plate) along arcs one after another (to a plate above: low across
        the table, then up into it, clear of the plates beside it), each spinning (its width
        swinging) over a soft gold light; `size`: the coins' size in px (else from `start`'s height);
        `via`: a point each arc passes through halfway (a gap between cards the coins rise through)."""
        if not self.live:
            return
        self.started += 1
        slow = self._slow()
        size = size or max(14, min(44, round(start.h / 2.6)))
        if self._room(count + 1) > count:  # a soft gold light swells on the pot as they spring
            self.particles.append(Particle(particles.glow(max(16, min(round(start.w * 0.9), 3 * size)), WARM),
                                           start.centerx, start.top + start.h * 0.3, 0, 0, 0, self.now, 0.7 * slow,
                                           kind="flash"))
        for k in range(self._room(count)):
            x0 = start.x + start.w * (k + 0.5 + self.rng.uniform(-0.3, 0.3)) / max(1, count) if start.w > 4 * size \
                else start.centerx + self.rng.uniform(-start.w / 4, start.w / 4)
            x1 = end.centerx + self.rng.uniform(-end.w / 4, end.w / 4)
            y1 = end.centery + self.rng.uniform(-end.h / 5, end.h / 5)
            if via is not None:  # through `via` at the arc's middle
                control = (2 * via[0] - (x0 + x1) / 2, 2 * via[1] - (start.top + y1) / 2)
            elif end.bottom < start.top:  # a plate above: swooping low across the table, then up into
                # it under the winner (not arcing over the other plates along the top)
                control = (x1 + self.rng.uniform(-end.w / 8, end.w / 8), max(end.bottom + size, start.top))
            else:
                rise = abs(start.centery - y1) * 0.5 + 50
                top = max(size, min(start.top, y1) - rise)  # arcing up, never off the window's top
                control = ((x0 + x1) / 2 + self.rng.uniform(-40, 40), top)
            self.particles.append(Particle(coin(size), 0, 0, 0, 0, 0, self.now + 0.05 * k * slow, 0.7 * slow,
                                           ((x0, start.top), control, (x1, y1)), kind="coin",
                                           angle=self.rng.uniform(0, 180), spin=self.rng.uniform(540, 900) / slow,
                                           size=size))

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
            self.glows = [g for g in self.glows if self.now - g[1] < g[2]]
            self.glows.append((pygame.Rect(rect), self.now, GLOW_SECONDS * self._slow()))

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
                or any(now - t0 < seconds for _r, t0, seconds in self.glows))

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        """Over the finished frame: the shakes, the glows, then the particles (a burst's glow
        first, under its pieces)."""
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
        self.glows = [g for g in self.glows if now - g[1] < g[2]]
        for rect, t0, seconds in self.glows:
            k = (now - t0) / seconds
            reach = px(18)
            image = halo(rect.size, reach)
            image.set_alpha(int(255 * min(1.0, k * 5) * (1 - k) ** 0.7))
            surface.blit(image, (rect.x - reach, rect.y - reach))
            image.set_alpha(None)
        alive, shown = [], []
        for p in self.particles:
            if now - p.born >= p.life:
                continue
            alive.append(p)
            where = p.place(now)
            if where is not None:
                shown.append((p, where))
        shown.sort(key=lambda pw: pw[0].kind != "flash")  # the bursts' glows under their pieces
        faded = []
        for p, (x, y, alpha) in shown:
            image = p.image(now)  # a coin comes over its soft gold light
            image.set_alpha(int(255 * alpha))
            surface.blit(image, image.get_rect(center=(int(x), int(y))))
            faded.append(image)
        for image in faded:
            image.set_alpha(None)
        self.particles = alive
