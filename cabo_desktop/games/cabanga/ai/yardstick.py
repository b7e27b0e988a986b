"""The yardstick: a simple fixed player that every Cabanga! level is measured against
(`benchmarks/level_ladder.py`, docs/ai.md "Level ladder"); not offered to players.

Keep it frozen: the ladder's figures of every version are comparable only while it plays the same.
It sees only its observation and plays the same in the same position (no randomness):

- it plays the card that opens the narrowest gap (the fewest values strictly between it and the
  other pile's top card of its row), on a tie the one worth most penalty points (it leaves the
  hand), then the lowest card, the left pile first;
- in a throw window it throws every card it can.

It counts no cards and does not mind the previous player's colour.
"""

from __future__ import annotations

import random
from typing import Sequence

from ....core.agents import SeatAgent
from ..rules.actions import PASS, Action, Play, Throw
from ..rules.cards import COLOURS, SIDES
from ..rules.observation import Observation


class YardstickAgent(SeatAgent):
    name = "Yardstick"

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            return min(plays, key=lambda a: (self._gap(obs, a), -obs.variant.symbols_of(a.card), a.card.value,
                                             SIDES.index(a.side), a.card.colour))
        throws = [a for a in legal if isinstance(a, Throw)]
        return max(throws, key=lambda a: len(a.cards)) if throws else PASS

    @staticmethod
    def _gap(obs: Observation, play: Play) -> int:
        """The values strictly between the card and the top of its row's other pile."""
        row = obs.piles[COLOURS.index(play.card.colour)]
        other = row[1 - SIDES.index(play.side)][-1].value
        return max(0, abs(play.card.value - other) - 1)
