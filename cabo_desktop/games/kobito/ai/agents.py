"""Kobito players built on the worth of a position (ai/position.py).

- **Easy** plays what it can reach first: a random card that fits somewhere, until it has played
  the cards due, sometimes one more; it starts a workshop rainbow now and then and gives up random
  cards when it must.
- **Solid** plans its whole turn (ai/turn.py) on a table built from what it sees. Its persona
  promises that it never leaves a pot one card short for the next player: of the ways to play its
  turn it keeps those that leave the fewest pots one card short (none, unless every way does: the
  rules make a player play a card that fits), then those that give the fewest cards to its score
  pile (none while a card can be played: the greedy player it replaced played the card it liked
  best first and was then left with due cards that fitted nowhere), then the one after which the
  position is worth most (ai/position.py: a pot won, the pots left to the others, few workshop
  rainbows to feed).
"""

from __future__ import annotations

import random
from typing import Sequence

from ....core.agents import SeatAgent
from ..rules.actions import Action, End, Play, Replace, Start
from ..rules.engine import GameState
from ..rules.observation import Observation
from .position import keep_value, pile_cost, short_pots, table_from, worth
from .turn import TurnSearch


class EasyAgent(SeatAgent):
    name = "Easy"

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


class SolidAgent(SeatAgent):
    name = "Solid"
    budget = 300  # moves tried per decision (ai/turn.py)
    extra_card = 0.4  # a card played beyond the due ones is a card less for later (the careful style)
    promise = True  # False: pots one card short only count in the worth (for experiments)
    strict_pile = True  # False: cards given to the score pile only count in the worth

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.decisions = 0

    def table(self, obs: Observation) -> GameState:
        self.decisions += 1
        return table_from(obs, random.Random(self.seed * 1_000_003 + self.decisions))

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        table = self.table(obs)
        me = obs.seat
        self._base = (sum(obs.variant.gold[g].points for g in obs.gold_won[me]), len(obs.penalties[me]))
        search = TurnSearch(self.rate, self.over, self.give_up, self.budget)
        _value, action = search.best(table, list(legal))
        return action

    def rate(self, state: GameState, end: End, pending: int) -> tuple:
        """The end of a turn, best first: the fewest pots left one card short (its promise), the
        fewest cards given to the score pile, then the position's worth."""
        me = state.current
        points, lost = self._base
        value = worth(state, me, points, lost) - pile_cost(state, end.penalty) - \
            pending * state.variant.scoring.score_pile_penalty
        value -= self.extra_card * max(0, state.played - state.required)
        value -= 0.01 * sum(keep_value(state, c) for c in end.penalty)
        short = short_pots(state) if self.promise else 0
        given = len(end.penalty) + pending if self.strict_pile else 0
        return (-short, -given, value)

    def over(self, state: GameState) -> tuple:
        """A move that ends the game (a pot won with the gold deck empty): the best there is when it
        wins the game, the last resort when it loses it."""
        me = state.current
        if me in state.winners:
            return (1, 0, 1000.0 + state.totals[me])
        return (-100, 0, state.totals[me] - max(state.totals))

    def give_up(self, state: GameState, ends: list[End]) -> End:
        """The cards to give up when some must go: those least worth keeping."""
        return min(ends, key=lambda end: sum(keep_value(state, c) for c in end.penalty))
