"""When the rollouts' players call CABO: the way Skilled decides it, on what each seat can estimate.

A fixed threshold (call with one unknown card at most and a hand this low) calls too late early in
a round, when a player well ahead calls with 12 or 15 points, and far too often late in a long
round, when every hand is low and nobody can be sure of being lowest. Skilled players call on the
chance of being lowest, which is what this model plays: a normal approximation over what the seat
can estimate (its own known cards; a card another seat has seen at its value; an opponent's card
its owner knows at the kept-card mean; the others at the unseen mean), each opponent improving a
little in its last turn, against the expected score of playing on. The Expert's rollouts use it
only where players snap (kaboo), so classic's tie edge, floor and settled-round call (skilled.py,
where the lowest scores zero whoever called) are left out.
"""

from __future__ import annotations

import math
from bisect import bisect_left

from .knowledge import phi
from .skilled import call_floor, call_pays


class SkilledCalls:
    """A call rule for the seats of a `RoundSim`, built once per decision (shared by its samples)."""

    __slots__ = ("mu", "kept_mu", "var", "improve", "margin", "scoring", "sorted_unseen", "prefix", "_gain",
                 "margins", "lead_kept")

    def __init__(self, mu: float, kept_mu: float, sd: float, unseen: list[int], scoring, improve: float = 1.2,
                 margin: float = 0.5, *, lead_kept: float):
        self.mu, self.kept_mu, self.var = mu, kept_mu, sd * sd
        self.lead_kept = lead_kept  # skilled.lead_kept_at(the table's size)
        self.improve, self.margin = improve, margin
        self.margins: dict[int, float] = {}  # a seat that calls with another margin (see ExpertAgent)
        self.scoring = scoring
        self.sorted_unseen = sorted(unseen)
        self.prefix = [0]
        for v in self.sorted_unseen:
            self.prefix.append(self.prefix[-1] + v)
        self._gain: dict[float, float] = {}

    def draw_gain(self, high: float) -> float:
        """Mean gain of a deck draw that replaces a card worth `high` when lower."""
        gain = self._gain.get(high)
        if gain is None:
            n = len(self.sorted_unseen)
            k = bisect_left(self.sorted_unseen, high)
            gain = (k * high - self.prefix[k]) / n if n else 0.0
            self._gain[high] = gain
        return gain

    def wants_call(self, sim, s: int) -> bool:
        """Whether seat s of `sim` calls now: the expected score of calling beats playing on."""
        mu, var = self.mu, self.var
        mine, unknown, high = 0.0, 0, -99.0
        for v, k in zip(sim.vals[s], sim.kn[s]):
            if k:
                mine += v
                if v > high:
                    high = v
            else:
                mine += mu
                unknown += 1
        if unknown:
            high = max(high, mu + 0.4)
        gain = self.draw_gain(high)
        margin = self.margins.get(s, self.margin) if self.margins else self.margin
        floor = call_floor(mine, gain, self.scoring, margin, self.lead_kept)
        if floor is not None and floor >= 1.0:
            return False  # no chance of being lowest would make this hand's call pay
        # the chance only falls as opponents are multiplied in: stop once it cannot pay
        stop = 0.05 if floor is None else max(0.05, floor - 1e-9)
        my_var = unknown * var + 1.0
        kept, seen, bit = self.kept_mu, sim.seen, 1 << s
        p = 1.0
        for t in range(sim.n):
            if t == s:
                continue
            m, v = -self.improve, my_var
            vals, owner_knows = sim.vals[t], sim.kn[t]
            masks = seen[t] if seen is not None else None
            for j in range(len(vals)):
                if masks is not None and masks[j] & bit:
                    m += vals[j]
                elif owner_knows[j]:
                    m += kept
                    v += 0.6 * var
                else:
                    m += mu
                    v += var
            p *= phi((m - mine) / math.sqrt(v))
            if p < stop:
                return False
        return call_pays(p, mine, gain, self.scoring, margin, self.lead_kept)
