"""Kobito players built on the worth of a position (ai/position.py).

- **Easy** plays what it can reach first: a random card that fits somewhere, until it has played
  the cards due, sometimes one more; it starts a workshop rainbow now and then and gives up random
  cards when it must.
- **Solid** tries each move on a table built from what it sees and keeps the one after which the
  position is worth most (a pot won, no pot left one card short for the next player, few workshop
  rainbows to feed); it ends its turn as soon as playing on would not improve its position.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..rules.actions import Action, End, Move, Play, Replace, Start, Swap
from ..rules.engine import GameState, apply
from ..rules.observation import Observation
from .position import table_from, worth


class EasyAgent:
    name = "Easy"
    needs_observation = True

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        ends = [a for a in legal if isinstance(a, End)]
        plays = [a for a in legal if isinstance(a, (Play, Replace))]
        starts = [a for a in legal if isinstance(a, Start)]
        if End() in ends and (rng.random() < 0.7 or not plays):
            return End()
        if starts and rng.random() < 0.15:
            return rng.choice(starts)
        if plays:
            return rng.choice(plays)
        if starts:
            return rng.choice(starts)
        # the rest of a spread workshop rainbow must move on: only moves are legal then
        return rng.choice(ends or list(legal))

    def notify(self, seat: int, event) -> None:
        pass


class SolidAgent:
    name = "Solid"
    needs_observation = True

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.decisions = 0

    def table(self, obs: Observation) -> GameState:
        self.decisions += 1
        return table_from(obs, random.Random(self.seed * 1_000_003 + self.decisions))

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        table = self.table(obs)
        me = obs.seat
        points = sum(obs.variant.gold[g].points for g in obs.gold_won[me])
        lost = len(obs.penalties[me])
        best, best_value = legal[0], float("-inf")
        for k, action in enumerate(legal):
            state, _events = apply(table, action)
            value = self.value(state, action, me, points, lost)
            if value > best_value + 1e-9:
                best, best_value = action, value
        return best

    def value(self, state: GameState, action: Action, me: int, points: int, lost: int) -> float:
        value = worth(state, me, points, lost)
        if isinstance(action, (Play, Replace, Start)) and state.played > state.required:
            value -= 0.4  # a card played beyond the due ones is a card less for later
        if isinstance(action, (Move, Swap)):
            value += 0.05  # free moves first, when they are as good
        if isinstance(action, End) and action.penalty:
            value -= 0.01 * sum(c.number for c in action.penalty if c.is_rainbow)
        return value

    def notify(self, seat: int, event) -> None:
        pass
