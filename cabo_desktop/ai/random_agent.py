"""A random legal agent for simulations and tests.

It picks a kind of action first and then one action of that kind, so that rare choices (CABO,
snapping, multi-exchanges) stay rare and rounds run long, as they do at a real table.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..rules import actions as A
from ..rules.events import Event, RoundStarted
from ..rules.observation import Observation


class RandomAgent:
    name = "Random"
    needs_observation = False  # it looks only at the legal actions

    def __init__(self, cabo_chance: float = 0.03, cabo_after_turn: int = 12, snap_chance: float = 0.05,
                 multi_chance: float = 0.1, ability_chance: float = 0.6, take_discard_chance: float = 0.25):
        self.cabo_chance = cabo_chance
        self.cabo_after_turn = cabo_after_turn
        self.snap_chance = snap_chance
        self.multi_chance = multi_chance
        self.ability_chance = ability_chance
        self.take_discard_chance = take_discard_chance
        self.turns = 0

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
        self.turns += 1
        if A.CALL_CABO in legal and self.turns > self.cabo_after_turn and rng.random() < self.cabo_chance:
            return A.CALL_CABO
        draws = [a for a in legal if a is not A.CALL_CABO]
        if not draws:
            return A.CALL_CABO
        if len(draws) > 1 and rng.random() < self.take_discard_chance:
            return A.TAKE_DISCARD
        return draws[0]

    def _exchange(self, legal: Sequence[A.Action], rng: random.Random) -> A.Action:
        singles = [a for a in legal if isinstance(a, A.Exchange) and len(a.slots) == 1]
        multis = [a for a in legal if isinstance(a, A.Exchange) and len(a.slots) > 1]
        if multis and rng.random() < self.multi_chance:
            return rng.choice(multis)
        return rng.choice(singles)

    def _drawn(self, legal: Sequence[A.Action], rng: random.Random) -> A.Action:
        abilities = [a for a in legal if not isinstance(a, (A.Exchange, A.DiscardDrawn))]
        if abilities and rng.random() < self.ability_chance:
            return rng.choice(abilities)
        if rng.random() < 0.5 and any(isinstance(a, A.Exchange) for a in legal):
            return self._exchange(legal, rng)
        return A.DISCARD_DRAWN

    def notify(self, seat: int, event: Event) -> None:
        if isinstance(event, RoundStarted):
            self.turns = 0
