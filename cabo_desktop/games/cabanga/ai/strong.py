"""Strong: Solid plus a look-ahead over sampled hands.

For its few best plays by Solid's count, it deals the cards it has not seen into the other hands
(their sizes are known) and the penalty pile, many times; in each sampled table it plays the card
and lets every seat, itself included, play on as Solid does until its own next turn (or the round's
end), and keeps the play whose outcome is best on average: its own hand's points against the
others'. Randomness comes from its seed and a decision counter only, so it is deterministic for a
seed and never consults the table's generator.
"""

from __future__ import annotations

import random
from typing import Sequence

from ....core.agents import checkpoint
from ..rules import events as E
from ..rules.actions import Action, Play
from ..rules.engine import GameState, apply, legal_actions
from ..rules.observation import Observation, observe
from .agents import SolidAgent, unseen_cards


class StrongAgent(SolidAgent):
    name = "Strong"
    candidates = 4  # Solid's best plays searched
    samples = 12  # sampled tables per decision
    horizon = 40  # actions at most in one look-ahead
    to_round_end = False  # look ahead to the round's end (within the horizon), not to our next turn

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.decisions = 0

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if len(plays) <= 1:
            return super().choose(obs, legal, rng)
        ranked = sorted(plays, key=lambda a: (self.cost(obs, a), a.card.value, a.side))[: self.candidates]
        self.decisions += 1
        mine = random.Random(self.seed * 1_000_003 + self.decisions)
        totals = [0.0] * len(ranked)
        policy = SolidAgent(self.seed)  # every seat's play in the look-ahead
        for _sample in range(self.samples):
            checkpoint()
            table = self.sample_table(obs, mine)
            for k, play in enumerate(ranked):
                totals[k] += self.play_out(table, play, obs.seat, policy)
        best = min(range(len(ranked)), key=lambda k: (totals[k], k))
        return ranked[best]

    def sample_table(self, obs: Observation, rng: random.Random) -> GameState:
        """A full table consistent with what this seat sees: the unseen cards dealt at random."""
        hidden = unseen_cards(obs)
        rng.shuffle(hidden)
        hands, k = [], 0
        for seat, size in enumerate(obs.hand_sizes):
            if seat == obs.seat:
                hands.append(obs.hand)
            else:
                hands.append(tuple(sorted(hidden[k:k + size])))
                k += size
        return GameState(variant=obs.variant, n_seats=obs.n_seats, seed=rng.randrange(1 << 30), decks=(),
                         round_no=obs.round_no, totals=obs.totals, history=(), over=False, winners=(),
                         hands=tuple(hands), piles=obs.piles, penalty=tuple(hidden[k:]), thrown=obs.thrown,
                         current=obs.current, thrower=-1, gap=None, last_colour=obs.last_colour, renewals=0)

    def play_out(self, table: GameState, play: Play, me: int, policy: SolidAgent) -> float:
        """Our points less the others' mean after `play` and every seat's `policy` up to our next turn."""
        state, events = apply(table, play)
        for _step in range(self.horizon):
            ended = next((e for e in events if isinstance(e, E.RoundEnded)), None)
            if ended is not None:
                return self.balance(ended.scores, me)
            if state.to_act == me and state.thrower < 0 and not self.to_round_end:
                break
            seat = state.to_act
            state, events = apply(state, policy.choose(observe(state, seat), legal_actions(state), None))
        variant = state.variant
        points = [sum(variant.symbols_of(c) for c in hand) for hand in state.hands]
        return self.balance(points, me)

    @staticmethod
    def balance(points: Sequence[int], me: int) -> float:
        others = [p for s, p in enumerate(points) if s != me]
        return points[me] - sum(others) / len(others)
