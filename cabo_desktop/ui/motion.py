"""Cards in motion: a card flying across the table, lifting and flipping, and a wait-until step.

Game-independent: a card slot here is anything with `lift`, `squash` and `reveal` attributes
(a game's table model), and a flying card carries whatever the game's art draws.
"""

from __future__ import annotations

import math

from typing import Any, Callable

import pygame

from .tween import Tween, ease_in_out_cubic, ease_out_back, ease_out_cubic, lerp, linear

LANDING = 0.16  # seconds a card takes to settle on a pile (its squash springs back)
SQUASH = 0.08  # how much wider and flatter a card lands (docs/look.md: overshoot at most 8 %)


class WaitUntil:
    """An animation step that ends when `predicate()` is true (a barrier: skipping stops here)."""

    barrier = True

    def __init__(self, predicate: Callable[[], bool]):
        self.predicate = predicate
        self.done = False

    def update(self, dt: float) -> float:
        self.done = self.predicate()
        return dt if self.done else 0.0

    def finish(self) -> None:
        self.done = self.predicate()


class Flyer:
    """A card moving across the table (drawn above everything)."""

    def __init__(self, card: Any, size, start: pygame.Rect, face_up: bool):
        self.card = card
        self.face_up = face_up and card is not None
        self.rect = pygame.FRect(start)
        self.size = size
        self.squash = 1.0
        self.tilt = 0.0  # degrees: a card in flight turns a little, as in a hand
        self.height = 1.0  # how high it flies: 1 in flight, 0 lying (its shadow tightens as it lands)
        self.scale = (1.0, 1.0)  # its landing squash (width, height factors), drawn about its foot


def move(flyer: Flyer, a: pygame.Rect, b: pygame.Rect, duration: float, flip_to: bool | None = None,
         easing=ease_in_out_cubic, spin: float = 0.0) -> Tween:
    """Move `flyer` from a to b (resizing on the way), turning it over half way when `flip_to`
    differs from how it starts; `spin`: degrees it turns round on the way (a thrown card)."""
    start_face = flyer.face_up

    lean = 4.0 if b.x >= a.x else -4.0  # leaning into its way

    def step(t: float) -> None:
        flat = flip_to is None or flip_to == start_face
        flyer.tilt = (-lean * math.sin(math.pi * t) + spin * (1 - t)) if flat else 0.0
        flyer.height = 0.35 + 0.65 * math.sin(math.pi * t)  # up in the air half way, low at its ends
        flyer.rect.x = lerp(a.x, b.x, t)
        flyer.rect.y = lerp(a.y, b.y, t)
        flyer.rect.w = lerp(a.w, b.w, t)
        flyer.rect.h = lerp(a.h, b.h, t)
        if flip_to is not None and flip_to != start_face:
            flyer.squash = abs(1 - 2 * t)
            flyer.face_up = flip_to if t >= 0.5 else start_face
        else:
            flyer.squash = 1.0

    return Tween(duration, step, easing)


def settle(flyer: Flyer, duration: float = LANDING) -> Tween:
    """A card landing with impact: it arrives a little wider and flatter and springs back
    (ease-out-back), its shadow tightening under it."""
    def step(t: float) -> None:
        k = SQUASH * (1 - t)
        flyer.scale = (1 + k, 1 - k)
        flyer.height = max(0.0, 0.35 * (1 - t))
        flyer.tilt = 0.0
    return Tween(duration, step, ease_out_back)


def lift(slot: Any, up: float, duration: float) -> Tween:
    """Lift a card toward the table's centre (1) or set it down (0)."""
    start = slot.lift
    return Tween(duration, lambda t: setattr(slot, "lift", lerp(start, up, t)), ease_out_cubic)


def flip(slot: Any, card: Any, duration: float) -> Tween:
    """Turn a card over: it narrows, shows `card` (None: its back) from half way, widens again."""
    def step(t: float) -> None:
        slot.squash = abs(1 - 2 * t)
        if t >= 0.5:
            slot.reveal = card

    return Tween(duration, step, linear)


def fly(flyers: list, card: Any, start: pygame.Rect, end: pygame.Rect, duration: float, face_from: bool,
        face_to: bool, before: Callable[[], None] | None = None, after: Callable[[], None] | None = None,
        impact: Callable[[], None] | None = None, spin: float = 0.0):
    """A card flying from `start` to `end` on a table whose list of flying cards is `flyers`:
    `before` runs as it takes off (take it from where it was), `after` as it lands (put it where it
    goes). A card unknown to the viewer (None) stays face down. `impact`: it lands with impact on a
    pile (`settle`), and this runs as it touches down (its sound, a burst); `spin`: degrees it turns
    round on the way (a thrown card)."""
    from .tween import Call, Sequence

    flyer = Flyer(card, start.size, start, face_from)

    def begin():
        if before:
            before()
        flyers.append(flyer)

    def land():
        if flyer in flyers:
            flyers.remove(flyer)
        if after:
            after()

    steps = [Call(begin), move(flyer, start, end, duration, face_to if card is not None else False, spin=spin)]
    if impact is not None:
        steps += [Call(impact), settle(flyer)]
    return Sequence(steps + [Call(land)])
