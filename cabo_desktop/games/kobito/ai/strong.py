"""Strong: plans its whole turn. From a table built from what it sees, it searches sequences of
moves (cards played, workshop rainbows started or moved to a pot, Kobitos swapped) up to the end
of its turn, following at each step the two moves the solid player would rate best, and keeps
the plan whose end is worth most (ai/position.py). It plays the plan's first move and plans again
at its next decision (the table may have changed: a pot won brings a new starting card)."""

from __future__ import annotations

import random
from typing import Sequence

from ....core.agents import checkpoint
from ..rules.actions import Action, End
from ..rules.engine import GameState, apply, legal_actions
from ..rules.observation import Observation
from .agents import SolidAgent


class StrongAgent(SolidAgent):
    name = "Strong"
    width = 2  # moves followed at each step
    depth = 6  # moves at most in a plan
    budget = 400  # moves tried per decision

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        table = self.table(obs)
        me = obs.seat
        self._base = (sum(obs.variant.gold[g].points for g in obs.gold_won[me]), len(obs.penalties[me]))
        self._tried = 0
        value, first = self.search(table, list(legal), me, 0)
        return first if first is not None else super().choose(obs, legal, rng)

    def search(self, state: GameState, legal: list[Action], me: int, depth: int) -> tuple[float, Action | None]:
        """The best value reachable from `state` within the depth and budget, and its first move."""
        checkpoint()
        points, lost = self._base
        scored = []
        for action in legal:
            if self._tried >= self.budget and scored:
                break
            self._tried += 1
            after, _events = apply(state, action)
            scored.append((self.value(after, action, me, points, lost), action, after))
        scored.sort(key=lambda item: -item[0])
        best_value, best_action = scored[0][0], scored[0][1]
        if depth + 1 >= self.depth:
            return best_value, best_action
        for value, action, after in scored[: self.width]:
            if isinstance(action, End) or after.over or after.current != me:
                continue
            deeper, _first = self.search(after, legal_actions(after), me, depth + 1)
            if deeper > best_value:
                best_value, best_action = deeper, action
        return best_value, best_action
