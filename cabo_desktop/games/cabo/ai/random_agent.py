"""A random legal agent for simulations and tests.

It picks a kind of action first and then one action of that kind, so that rare choices (CABO,
snapping, multi-exchanges) stay rare and rounds run long, as they do at a real table.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..rules import actions as A
from ..rules.observation import Observation


class RandomAgent:
    name = "Random"
    needs_observation = False  # it looks only at the legal actions

    def __init__(self, cabo_chance: float = 0.02, snap_chance: float = 0.05,
                 multi_chance: float = 0.1, ability_chance: float = 0.6, take_discard_chance: float = 0.25):
        self.cabo_chance = cabo_chance
        self.snap_chance = snap_chance
        self.multi_chance = multi_chance
        self.ability_chance = ability_chance
        self.take_discard_chance = take_discard_chance

    def choose(self, observation: Observation | None, legal: Sequence[A.Action], rng: random.Random) -> A.Action:
        first = legal[0]
        kind = type(first)
        if kind is A.DrawFromDeck or kind is A.TakeDiscard or kind is A.CallCabo:
            return self._start_turn(legal, rng)
        if kind is A.DiscardDrawn:
            return self._drawn(legal, rng)
        if kind is A.Exchange:  # drawn from the discard pile: exchange only
            return self._exchange(legal, rng)
        if kind is A.PassSnap:
            if len(legal) > 1 and rng.random() < self.snap_chance:
                return legal[rng.randrange(1, len(legal))]
            return first
        return legal[rng.randrange(len(legal))]

    def _start_turn(self, legal: Sequence[A.Action], rng: random.Random) -> A.Action:
        if legal[-1] is A.CALL_CABO and rng.random() < self.cabo_chance:
            return A.CALL_CABO
        draws = [a for a in legal if a is not A.CALL_CABO]
        if not draws:
            return A.CALL_CABO
        if len(draws) > 1 and rng.random() < self.take_discard_chance:
            return A.TAKE_DISCARD
        return draws[0]

    def _exchange(self, exchanges: Sequence[A.Action], rng: random.Random) -> A.Action:
        # Exchanges come ordered by size: the single-card ones first, then pairs, then larger.
        singles = 0
        while singles < len(exchanges) and len(exchanges[singles].slots) == 1:  # type: ignore[union-attr]
            singles += 1
        if singles < len(exchanges) and rng.random() < self.multi_chance:
            pairs = singles * (singles - 1) // 2
            if rng.random() < 0.8 or singles + pairs >= len(exchanges):
                return exchanges[singles + rng.randrange(pairs)]
            return exchanges[rng.randrange(singles + pairs, len(exchanges))]
        return exchanges[rng.randrange(singles)]

    def _drawn(self, legal: Sequence[A.Action], rng: random.Random) -> A.Action:
        first_exchange = 1
        while first_exchange < len(legal) and type(legal[first_exchange]) is not A.Exchange:
            first_exchange += 1
        if first_exchange > 1 and rng.random() < self.ability_chance:
            return legal[rng.randrange(1, first_exchange)]
        if first_exchange < len(legal) and rng.random() < 0.5:
            return self._exchange(legal[first_exchange:], rng)
        return A.DISCARD_DRAWN
