"""Time-based tweens with easing, in sequences and parallel groups.

Nothing here blocks: the scene calls `update(dt)` once per frame and reads the values. A tween
that is skipped jumps to its end (and runs its end callbacks) at once.
"""

from __future__ import annotations

import math
from typing import Callable, Iterable, Protocol

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def smoothstep(t: float) -> float:
    return t * t * (3 - 2 * t)


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


class Animation(Protocol):
    done: bool

    def update(self, dt: float) -> float:
        """Advance by dt seconds; returns the time left over once finished."""
        ...

    def finish(self) -> None:
        """Jump to the end."""
        ...


class Tween:
    """Calls `apply(eased_progress)` over `duration` seconds, then `on_done`."""

    def __init__(self, duration: float, apply: Callable[[float], None], easing: Easing = ease_in_out_cubic,
                 on_done: Callable[[], None] | None = None, delay: float = 0.0):
        self.duration = max(0.0, duration)
        self.apply = apply
        self.easing = easing
        self.on_done = on_done
        self.delay = delay
        self.elapsed = 0.0
        self.done = False
        self._started = False

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        if self.delay > 0:
            used = min(self.delay, dt)
            self.delay -= used
            dt -= used
            if self.delay > 0:
                return 0.0
        if not self._started:
            self._started = True
            self.apply(self.easing(0.0))
        self.elapsed += dt
        if self.elapsed >= self.duration:
            left = self.elapsed - self.duration
            self.finish()
            return left
        self.apply(self.easing(self.elapsed / self.duration if self.duration else 1.0))
        return 0.0

    def finish(self) -> None:
        if self.done:
            return
        self.done = True
        self.apply(self.easing(1.0))
        if self.on_done:
            self.on_done()


class Call:
    """An instant step in a sequence: runs a function once."""

    def __init__(self, func: Callable[[], None]):
        self.func = func
        self.done = False

    def update(self, dt: float) -> float:
        self.finish()
        return dt

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.func()


class Wait(Tween):
    def __init__(self, duration: float):
        super().__init__(duration, lambda _t: None, linear)


class Sequence:
    """Runs its steps one after another; leftover time flows into the next step."""

    def __init__(self, steps: Iterable[Animation] = ()):
        self.steps = list(steps)
        self.index = 0
        self.done = not self.steps

    def add(self, step: Animation) -> "Sequence":
        self.steps.append(step)
        self.done = False
        return self

    def update(self, dt: float) -> float:
        while not self.done:
            dt = self.steps[self.index].update(dt)
            if not self.steps[self.index].done:
                return 0.0
            self.index += 1
            if self.index >= len(self.steps):
                self.done = True
        return dt

    def finish(self) -> None:
        while self.index < len(self.steps):
            self.steps[self.index].finish()
            self.index += 1
        self.done = True


class Parallel:
    """Runs its members together; done when all are."""

    def __init__(self, members: Iterable[Animation] = ()):
        self.members = list(members)
        self.done = not self.members

    def update(self, dt: float) -> float:
        left = min((m.update(dt) for m in self.members if not m.done), default=dt)
        self.done = all(m.done for m in self.members)
        return left if self.done else 0.0

    def finish(self) -> None:
        for member in self.members:
            member.finish()
        self.done = True


def distance(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])
