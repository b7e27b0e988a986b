"""The yardstick: a simple fixed player that every Kobito level is measured against
(`benchmarks/level_ladder.py`, docs/ai.md "Level ladder"); not offered to players.

Keep it frozen: the ladder's figures of every version are comparable only while it plays the same.
It sees only its observation and plays the same in the same position (no randomness):

- a card or a workshop block that wins a pot now (the first in the notation's order);
- else, once the cards due are played, it ends its turn;
- else a card from its hand (added to a rainbow, a workshop rainbow started, a replacement),
  one that leaves no pot a card short of its gold card first, then a card added to a pot before
  one added to its workshop, a workshop rainbow started, a replacement, each in the notation's order;
- when nothing can be played, it gives up the cards first in the notation's order.

It never moves workshop cards except to win a pot, and never swaps a Kobito.
"""

from __future__ import annotations

import random
from typing import Sequence

from ....core.agents import SeatAgent
from ..rules.actions import Action, End, Move, Play, Replace, Start, format_action
from ..rules.observation import Observation


class YardstickAgent(SeatAgent):
    name = "Yardstick"

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        winning = [a for a in legal if self._lack_after(obs, a) == 0]
        if winning:
            return min(winning, key=format_action)
        if End() in legal:
            return End()
        plays = [a for a in legal if isinstance(a, (Play, Start, Replace))]
        if plays:
            kind = {Play: 0, Start: 2, Replace: 3}
            return min(plays, key=lambda a: (self._lack_after(obs, a) == 1,
                                             kind[type(a)] + (isinstance(a, Play) and a.place[0] != "pot"),
                                             format_action(a)))
        ends = [a for a in legal if isinstance(a, End)]
        return min(ends or legal, key=format_action)

    @staticmethod
    def _lack_after(obs: Observation, action: Action) -> int | None:
        """How many cards the pot an action adds to still lacks after it (None: not a pot)."""
        if isinstance(action, Play) and action.place[0] == "pot":
            pot, added = action.place[1], 1
        elif isinstance(action, Move):
            pot, added = action.pot, action.count
        else:
            return None
        gold, rainbow = obs.pots[pot]
        return obs.variant.gold[gold].length - len(rainbow) - added
