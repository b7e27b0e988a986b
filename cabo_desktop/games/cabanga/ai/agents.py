"""Two Cabanga! players built on what a seat can count.

- **Easy** plays a random card, but never into the previous player's colour when it has another
  colour, and throws what it can only some of the time (it does not watch the table closely).
- **Solid** counts the cards still unseen (every card minus its hand, the piles and the thrown
  pile) and plays the card that costs least: the penalty cards it expects back (each unseen card
  inside the gap it would open, held by another player with the chance that the others' hands
  hold it, and the same-colour penalty), less the points the played card would have cost at the
  end of the round. It always throws every card it can: a thrown card leaves its hand for good.
"""

from __future__ import annotations

import random
from typing import Sequence

from ....core.agents import SeatAgent
from ..rules.actions import PASS, Action, Play, Throw
from ..rules.cards import COLOURS, SIDES, Card
from ..rules.observation import Observation


def unseen_cards(obs: Observation) -> list[Card]:
    """Number cards this seat has not seen: not in its hand, on the piles or thrown."""
    seen = set(obs.hand) | set(obs.thrown) | {c for row in obs.piles for side in row for c in side}
    return [c for c in obs.variant.deck if c not in seen]


def other_pile_top(obs: Observation, card: Card, side: str) -> int:
    row = obs.piles[COLOURS.index(card.colour)]
    return row[1 - SIDES.index(side)][-1].value


class EasyAgent(SeatAgent):
    name = "Easy"
    throw_chance = 0.6  # it notices a gap it could throw into this often

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            fresh = [a for a in plays if a.card.colour != obs.last_colour]
            return rng.choice(fresh or plays)
        throws = [a for a in legal if isinstance(a, Throw)]
        if throws and rng.random() < self.throw_chance:
            return max(throws, key=lambda a: len(a.cards))
        return PASS


class SolidAgent(SeatAgent):
    name = "Solid"
    keep_weight = 1.0  # how much the points of the played card count (it leaves the hand)

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self._unseen_key: tuple | None = None
        self._unseen: list[Card] = []

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            throws = [a for a in legal if isinstance(a, Throw)]
            return max(throws, key=lambda a: len(a.cards)) if throws else PASS
        return min(plays, key=lambda a: (self.cost(obs, a), a.card.value, a.side))

    def cost(self, obs: Observation, play: Play) -> float:
        """Expected points this play costs: the penalty cards it draws (at the mean points of a
        card) less the points of the card it gets rid of."""
        card, other = play.card, other_pile_top(obs, play.card, play.side)
        expected = self.expected_throws(obs, card, min(card.value, other), max(card.value, other))
        if obs.variant.turn.same_colour_penalty and obs.last_colour == card.colour:
            expected += 1.0
        mean_points = self.mean_points(obs)
        return expected * mean_points - self.keep_weight * obs.variant.symbols_of(card)

    def expected_throws(self, obs: Observation, card: Card, low: int, high: int) -> float:
        """How many cards of `card`'s colour strictly between `low` and `high` the others may
        throw: each unseen one, held by another hand with the chance that the others' hands hold
        an unseen card."""
        unseen = self.unseen(obs)
        in_others = sum(n for s, n in enumerate(obs.hand_sizes) if s != obs.seat)
        share = min(1.0, in_others / max(1, len(unseen)))
        throwable = sum(1 for c in unseen if c.colour == card.colour and low < c.value < high)
        return throwable * share

    def unseen(self, obs: Observation) -> list[Card]:
        key = (obs.round_no, obs.hand, obs.thrown, obs.piles)  # exactly what the count depends on
        if self._unseen_key != key:  # one count per table position, shared by the candidate plays
            self._unseen_key, self._unseen = key, unseen_cards(obs)
        return self._unseen

    @staticmethod
    def mean_points(obs: Observation) -> float:
        symbols = obs.variant.scoring.symbols
        return sum(symbols.values()) / len(symbols)
