"""The same Cabanga! table with every card one seat cannot see dealt anew: the probe of the leak
and AI honesty tests (`Game.shuffle_unseen`). Pure, no pygame."""

from __future__ import annotations

import random
from dataclasses import replace

from .engine import GameState


def shuffle_unseen(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The other hands (same sizes, each kept sorted) and the face-down penalty pile share the
    cards `seat` cannot see at random; a seat outside the table sees no hand at all."""
    hidden = [c for s, h in enumerate(state.hands) if s != seat for c in h] + list(state.penalty)
    rng.shuffle(hidden)
    hands, k = [], 0
    for s, h in enumerate(state.hands):
        if s == seat:
            hands.append(h)
        else:
            hands.append(tuple(sorted(hidden[k:k + len(h)])))
            k += len(h)
    return replace(state, hands=tuple(hands), penalty=tuple(hidden[k:]))
