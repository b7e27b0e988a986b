"""The Expert's rollout world: a fast, simplified CABO round over card values.

No engine, no observations: each seat holds a list of values and knows some of its own slots;
every seat plays a greedy policy (replace the highest known card with a lower one, keep low cards,
peek unknown cards, swap away a high card, call with a low estimated hand; in kaboo, snap a card it
knows to match the pile). The Expert deals its
samples of the hidden cards into one of these and plays candidate moves out to the end of the round.
"""

from __future__ import annotations

PEEK, SPY, SWAP, LOOK = 1, 2, 3, 4
_ABILITY_CODES = {"peek": PEEK, "spy": SPY, "swap": SWAP, "look_and_swap": LOOK}


def value_abilities(variant) -> dict[int, int]:
    """Ability by card value, where every card of that value has the same ability."""
    by_value: dict[int, set] = {}
    for face in variant.faces:
        by_value.setdefault(face.value, set()).add(face.ability.value if face.ability else None)
    return {v: _ABILITY_CODES[next(iter(a))] for v, a in by_value.items() if len(a) == 1 and None not in a}


class RoundSim:
    """A fast, simplified round: values only, own-card knowledge per seat, greedy play for all."""

    __slots__ = ("vals", "kn", "deck", "top", "caller", "n", "mu", "abil", "protect", "rng", "call_thr",
                 "scoring", "kami", "multi", "snap")

    def __init__(self, vals, kn, deck, top, caller, n, mu, abil, protect, rng, call_thr, scoring, kami):
        self.vals, self.kn, self.deck, self.top = vals, kn, deck, top
        self.caller, self.n, self.mu, self.abil, self.protect = caller, n, mu, abil, protect
        self.rng, self.call_thr, self.scoring, self.kami = rng, call_thr, scoring, kami
        self.multi = False
        self.snap = False  # kaboo: after each discard, a seat that knows a card of its value snaps it

    def copy(self) -> "RoundSim":
        sim = RoundSim([list(h) for h in self.vals], [list(h) for h in self.kn], list(self.deck), self.top,
                       self.caller, self.n, self.mu, self.abil, self.protect, self.rng, self.call_thr,
                       self.scoring, self.kami)
        sim.multi, sim.snap = self.multi, self.snap
        return sim

    # ----- one greedy turn

    def est(self, s: int) -> float:
        mu = self.mu
        return sum(v if k else mu for v, k in zip(self.vals[s], self.kn[s]))

    def high_known(self, s: int) -> int:
        best, slot = -99, -1
        for i, (v, k) in enumerate(zip(self.vals[s], self.kn[s])):
            if k and v > best:
                best, slot = v, i
        return slot

    def first_unknown(self, s: int) -> int:
        kn = self.kn[s]
        for i in range(len(kn)):
            if not kn[i]:
                return i
        return -1

    def take_turn(self, s: int, allow_call: bool = True) -> bool:
        """Play seat s's turn (and the snap window after it); False when the deck ran out (the round ends)."""
        top = self.top
        going = self._turn(s, allow_call)
        if going and self.top != top:
            self.snap_window(s)
        return going

    def snap_window(self, s: int) -> None:
        """After seat s put a card on the pile: each other seat in turn, then s, snaps a card of its
        own it knows to be of that value (worth more than 0: a red King or a joker is kept); the
        first snap closes the window. Nothing without snaps (`snap` off: not kaboo)."""
        top, n = self.top, self.n
        if not self.snap or top <= 0:
            return
        for k in range(1, n + 1):
            t = (s + k) % n
            if self.protect and t == self.caller:
                continue
            vals, kn = self.vals[t], self.kn[t]
            for i in range(len(vals)):
                if kn[i] and vals[i] == top:
                    del vals[i]
                    del kn[i]
                    return

    def _turn(self, s: int, allow_call: bool) -> bool:
        vals, kn = self.vals[s], self.kn[s]
        if self.caller < 0 and allow_call:
            unknown = kn.count(False)
            if unknown <= 1 and self.est(s) <= self.call_thr:
                self.caller = s
                return True
        hk = self.high_known(s)
        top = self.top
        if hk >= 0 and top < vals[hk] - 3:
            vals[hk], self.top = top, vals[hk]
            return True
        if not self.deck:
            return False
        d = self.deck.pop()
        if self.multi:
            pair = self._known_pair(s)
            if pair is not None and 2 * vals[pair[0]] > d and 2 * vals[pair[0]] - d > (vals[hk] - d if hk >= 0 else 0):
                i, j = pair
                self.top = vals[j]
                vals[i], kn[i] = d, True
                del vals[j]
                del kn[j]
                return bool(self.deck)
        if hk >= 0 and d < vals[hk]:
            vals[hk], self.top = d, vals[hk]
            kn[hk] = True
            return bool(self.deck)
        u = self.first_unknown(s)
        if u >= 0 and d <= 4:
            vals[u], self.top = d, vals[u]
            kn[u] = True
            return bool(self.deck)
        ab = self.abil.get(d)
        if ab == PEEK and u >= 0:
            kn[u] = True
        elif ab == SWAP and hk >= 0 and vals[hk] >= 9:
            t = self._victim(s)
            if t >= 0 and self.vals[t]:
                j = self.rng.randrange(len(self.vals[t]))
                vals[hk], self.vals[t][j] = self.vals[t][j], vals[hk]
                kn[hk] = False
                self.kn[t][j] = False
        self.top = d
        return bool(self.deck)

    def _known_pair(self, s: int):
        seen: dict[int, int] = {}
        best = None
        for i, (v, k) in enumerate(zip(self.vals[s], self.kn[s])):
            if k:
                if v in seen and (best is None or v > self.vals[s][best[0]]):
                    best = (seen[v], i)
                seen.setdefault(v, i)
        return best

    def _victim(self, s: int) -> int:
        n = self.n
        t = (s + 1 + self.rng.randrange(n - 1)) % n
        if self.protect and t == self.caller:
            return -1
        return t

    def run(self, start: int) -> None:
        """Play from the turn of seat `start` to the end of the round."""
        s = start
        for _ in range(400):
            if s == self.caller:
                return
            if not self.take_turn(s):
                return
            s = (s + 1) % self.n

    def scores(self) -> list[float]:
        sums = [sum(h) for h in self.vals]
        n = self.n
        if self.kami is not None:
            for s in range(n):
                if len(self.vals[s]) == len(self.kami) and tuple(sorted(self.vals[s])) == self.kami:
                    k = self.scoring.kamikaze
                    return [k.self_score if t == s else k.others_score for t in range(n)]
        low = min(sums)
        lowest = [s for s in range(n) if sums[s] == low]
        sc = self.scoring
        out = []
        for s in range(n):
            if s == self.caller:
                rule = sc.caller_not_lowest if sums[s] != low else (sc.caller_lowest if len(lowest) == 1 else sc.caller_tied)
                out.append((0 if rule.base == "zero" else sums[s]) + rule.add)
            elif sums[s] == low and sc.winners_score_zero and not (self.caller in lowest and sc.caller_wins_ties):
                out.append(0)
            else:
                out.append(sums[s])
        return out
