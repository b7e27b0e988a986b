"""The same Cabanga! table with every card one seat cannot see dealt anew: the probe of the leak
and AI honesty tests (`Game.shuffle_unseen`). Pure, no pygame."""

from __future__ import annotations

import random
from dataclasses import replace

from ....core.redeal import redeal_others
from .engine import GameState


def shuffle_unseen(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The other hands (same sizes, each kept sorted) and the face-down penalty pile share the
    cards `seat` cannot see at random; a seat outside the table sees no hand at all."""
    hands, penalty = redeal_others(state.hands, seat, state.penalty, rng)
    return replace(state, hands=hands, penalty=penalty)
