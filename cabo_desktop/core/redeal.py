"""Dealing anew the cards one seat cannot see, for games whose hidden cards are the other hands and
one face-down pile (Cabanga!'s penalty pile, Kobito's deck): the core of their `shuffle_unseen`,
the probe of the leak and AI honesty tests. Pure, no pygame."""

from __future__ import annotations

import random
from typing import Any, Sequence


def redeal_others(hands: Sequence[tuple[Any, ...]], seat: int, face_down: Sequence[Any],
                  rng: random.Random) -> tuple[tuple[tuple[Any, ...], ...], tuple[Any, ...]]:
    """The hands and the face-down pile after the other hands (same sizes, each kept sorted) and
    the pile share the cards `seat` cannot see at random (one shuffle of `rng`); `seat`'s own hand
    is kept, and a seat outside the table sees no hand at all."""
    hidden = [c for s, h in enumerate(hands) if s != seat for c in h] + list(face_down)
    rng.shuffle(hidden)
    dealt, k = [], 0
    for s, h in enumerate(hands):
        if s == seat:
            dealt.append(h)
        else:
            dealt.append(tuple(sorted(hidden[k:k + len(h)])))
            k += len(h)
    return tuple(dealt), tuple(hidden[k:])
