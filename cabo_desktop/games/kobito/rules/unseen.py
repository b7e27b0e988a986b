"""The same Kobito table with every card one seat cannot see dealt anew: the probe of the leak and
AI honesty tests (`Game.shuffle_unseen`). Pure, no pygame."""

from __future__ import annotations

import random
from dataclasses import replace

from ....core.redeal import redeal_others
from .engine import GameState


def shuffle_unseen(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The other hands (same sizes, each kept sorted) and the face-down deck share the cards `seat`
    cannot see at random, and the face-down gold cards are shuffled among themselves; a seat
    outside the table sees no hand at all."""
    hands, deck = redeal_others(state.hands, seat, state.deck, rng)
    gold = list(state.gold_deck)
    rng.shuffle(gold)
    return replace(state, hands=hands, deck=deck, gold_deck=tuple(gold))
