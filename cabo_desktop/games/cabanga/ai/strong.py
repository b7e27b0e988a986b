"""Strong: Solid's count made sharper by what the table has shown, and every close play searched a
few turns ahead over sampled tables.

- **Where the cards are** (`tracker.CardTracker`): from the passes and throws of every window, the
  cards played and the penalty cards drawn, the chance of each unseen card being in each other
  hand or in the penalty pile. Solid's count becomes "the cards of the gap the others probably
  hold", and the sampled tables follow the same chances.
- **Look-ahead** (`sim.SimRound`): its best plays by that count are each played on many tables
  dealt from the tracker (the same tables for every play), and every seat, itself included, plays
  on as Solid does for two more turns of its own (or to the round's end, if sooner); a race spends
  the budget on the close plays, and it keeps the play that leaves it the fewest points on average.

Randomness comes from its seed and a decision counter only, so it is deterministic for a seed and
never consults the table's generator. Its budget is counted in tables, not in time.
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from ....core.agents import checkpoint
from ..rules.actions import Action, Play
from ..rules.cards import COLOURS, SIDES, Card
from ..rules.observation import Observation
from .agents import SolidAgent
from .sim import SimRound, geometry_of, tops_of
from .tracker import CardTracker


class StrongAgent(SolidAgent):
    name = "Strong"
    candidates = 8  # plays searched: the best by the tracked count
    budget = 240  # play-outs per decision at most (a play-out is one play on one table)
    max_samples = 100  # tables per decision at most
    # the race: when plays may drop out, and how far behind (in standard errors) they must be; 1.0
    # measured a lower regret than 2.0 (benchmarks/cabanga_regret.py, docs/cabanga.md)
    first, step, z = 16, 8, 1.0
    # A play-out stops after this many more turns of its own (every seat playing in between) or at
    # the round's end, and the outcome is the points then in its hand (counting the others' points
    # too measured worse: docs/cabanga.md): two judged the plays as well
    # as playing to the round's end (benchmarks/cabanga_regret.py) in a little over half the time;
    # one judged them worse.
    rotations = 2

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.decisions = 0
        self.tracker: CardTracker | None = None
        self._heard: list = []  # events told before the first decision (the variant is not known yet)
        self._synced: Observation | None = None

    def notify(self, seat: int, event) -> None:
        if self.tracker is None:
            self._heard.append(event)
        else:
            self.tracker.notify(event)

    def track(self, obs: Observation) -> CardTracker:
        """The tracker, up to date with every event told so far (made at the first decision)."""
        tracker = self.tracker
        if tracker is None or tracker.me != obs.seat or tracker.variant is not obs.variant:
            tracker = self.tracker = CardTracker(obs.seat, obs.variant)
            for event in self._heard:
                tracker.notify(event)
            self._heard = []
        elif self._synced is obs and not tracker.pending:
            return tracker
        tracker.sync(obs)
        self._synced = obs
        return tracker

    # ------------------------------------------------------------ the count

    def expected_throws(self, obs: Observation, card: Card, low: int, high: int) -> float:
        """Solid's count, with each of the gap's cards counted by the chance that another hand
        holds it."""
        tracker = self.track(obs)
        return sum(tracker.in_other_hands(c) for c in self.unseen(obs)
                   if c.colour == card.colour and low < c.value < high)

    # ------------------------------------------------------------ the search

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if len(plays) <= 1:
            return super().choose(obs, legal, rng)
        self.track(obs)
        ranked = sorted(plays, key=lambda a: (self.cost(obs, a), a.card.value, a.side))[: self.candidates]
        self.decisions += 1
        return ranked[self.race(obs, ranked, random.Random(self.seed * 1_000_003 + self.decisions))]

    def race(self, obs: Observation, plays: Sequence[Play], rng: random.Random) -> int:
        """The index of the play whose rounds end best on average over tables dealt from the
        tracker (the same tables for every play still in the race). After `first` tables, and
        every `step` more, a play that trails the leader by more than `z` standard errors of their
        paired difference drops out; the race ends when one play is left, `max_samples` tables
        have been played, or the next table would pass the `budget` of play-outs."""
        outcomes: list[list[float]] = [[] for _ in plays]
        alive = list(range(len(plays)))
        used = n = 0
        for table in self.tables(obs, rng):
            if n >= self.max_samples or used + len(alive) > self.budget:
                break
            for k in alive:
                outcomes[k].append(table(plays[k]))
            used += len(alive)
            n += 1
            if n >= self.first and (n - self.first) % self.step == 0:
                alive = self.survivors(alive, outcomes, n)
                if len(alive) == 1:
                    break
        return min(alive, key=lambda k: (sum(outcomes[k][:n]), k))

    def survivors(self, alive: list[int], outcomes: list[list[float]], n: int) -> list[int]:
        lead = min(alive, key=lambda k: (sum(outcomes[k]), k))
        keep = []
        for k in alive:
            diffs = [a - b for a, b in zip(outcomes[k], outcomes[lead])]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
            if k == lead or var <= 0.0 and mean <= 0.0 or var > 0.0 and mean / math.sqrt(var / n) < self.z:
                keep.append(k)
        return keep

    def tables(self, obs: Observation, rng: random.Random):
        """Endless sampled tables, each a function playing a play out `rotations` turns of ours ahead
        (or to the round's end) and returning our points there: lower is better."""
        geo = geometry_of(obs.variant)
        me, tracker = obs.seat, self.track(obs)
        public = geo.public_mask(obs.piles, obs.thrown)
        tops, thrown = tops_of(obs.piles), [geo.bit(c) for c in obs.thrown]
        last = COLOURS.index(obs.last_colour) if obs.last_colour else -1
        mine = geo.mask(obs.hand)
        horizon = self.rotations * obs.n_seats  # turns after the play searched, its own last
        while True:
            checkpoint()  # the table's worker may wait here while a frame is drawn
            hands, pile = tracker.sample(rng)
            base = SimRound(geo, [mine if s == me else geo.mask(hands[s]) for s in range(obs.n_seats)], tops,
                            [geo.bit(c) for c in pile], thrown, public, obs.current, last, None)
            seed = rng.randrange(1 << 30)

            def outcome(play: Play, base=base, seed=seed) -> float:
                sim = base.copy(random.Random(seed))  # the same renewal shuffles for every play
                if sim.play(geo.bit(play.card), SIDES.index(play.side)):
                    return geo.hand_points(sim.hands[me])
                return sim.run(horizon)[me]

            yield outcome


__all__ = ["StrongAgent"]
