"""The Expert's rollout world: a fast, simplified CABO round over card values.

No engine, no observations: each seat holds a list of values and knows some of its own slots;
every seat plays a greedy policy (replace the highest known card with a lower one, keep low cards,
peek unknown cards, swap away a high card, call with a low estimated hand). In kaboo the world also
records which other seats know each card, so its players spy, look with the black King, and snap
the cards they know after each discard, their own or another player's (then giving their worst
card), as the Skilled players at the table do. The Expert deals its samples of the hidden cards
into one of these and plays candidate moves out to the end of the round.
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
                 "scoring", "kami", "multi", "snap", "seen", "aim", "keep", "calls", "kept")

    def __init__(self, vals, kn, deck, top, caller, n, mu, abil, protect, rng, call_thr, scoring, kami):
        self.vals, self.kn, self.deck, self.top = vals, kn, deck, top
        self.caller, self.n, self.mu, self.abil, self.protect = caller, n, mu, abil, protect
        self.rng, self.call_thr, self.scoring, self.kami = rng, call_thr, scoring, kami
        self.multi = False
        self.snap = False  # kaboo: after each discard, a seat that knows a card of its value snaps it
        # kaboo: which *other* seats know each card (a bit per seat), or None when not tracked. With it
        # the players spy, look with the black King, and snap the cards they know in others' hands.
        self.seen: list[list[int]] | None = None
        self.aim = False  # with `seen`: a swap takes the lowest card the swapper knows in another hand
        # A drawn card replaces the card of highest estimate (an unknown card counted at the mean, plus
        # a little for learning it), as Skilled players do; off: the highest known card first, and an
        # unknown card only for a card of 4 or less.
        self.keep = False
        # how the players call: a call model (sim_calls.SkilledCalls), or None for the fixed threshold call_thr
        self.calls = None
        self.kept = None  # with `keep`: swaps aim at the card believed lowest, an owner's known card at this value

    def copy(self) -> "RoundSim":
        sim = RoundSim([list(h) for h in self.vals], [list(h) for h in self.kn], list(self.deck), self.top,
                       self.caller, self.n, self.mu, self.abil, self.protect, self.rng, self.call_thr,
                       self.scoring, self.kami)
        sim.multi, sim.snap = self.multi, self.snap
        if self.seen is not None:
            sim.seen = [list(h) for h in self.seen]
        sim.aim, sim.keep = self.aim, self.keep
        sim.calls, sim.kept = self.calls, self.kept
        return sim

    # ----- moving cards (keeping `seen` in step)

    def put(self, s: int, i: int, value: int, known: bool, seen: int = 0) -> None:
        """Seat s's slot i now holds `value`; `seen`: the other seats that know it."""
        self.vals[s][i], self.kn[s][i] = value, known
        if self.seen is not None:
            self.seen[s][i] = seen

    def remove(self, s: int, i: int) -> int:
        """Take seat s's card i out of its hand (snapped, or slid out in a multi-exchange)."""
        del self.kn[s][i]
        if self.seen is not None:
            del self.seen[s][i]
        return self.vals[s].pop(i)

    def blind_swap(self, s: int, i: int, t: int, j: int) -> None:
        """Seat s swaps its card i with seat t's card j, unseen: each card stays known to whoever knew it."""
        vals, kn, seen = self.vals, self.kn, self.seen
        mine, theirs = vals[s][i], vals[t][j]
        if seen is None:
            vals[s][i], vals[t][j] = theirs, mine
            kn[s][i] = kn[t][j] = False
            return
        bs, bt = 1 << s, 1 << t
        knew_mine = seen[s][i] | (bs if kn[s][i] else 0)
        knew_theirs = seen[t][j] | (bt if kn[t][j] else 0)
        vals[s][i], kn[s][i], seen[s][i] = theirs, bool(knew_theirs & bs), knew_theirs & ~bs
        vals[t][j], kn[t][j], seen[t][j] = mine, bool(knew_mine & bt), knew_mine & ~bt

    def others(self, s: int) -> int:
        return ((1 << self.n) - 1) & ~(1 << s)

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

    def take_turn(self, s: int, allow_call: bool = True, allow_take: bool = True) -> bool:
        """Play seat s's turn (and the snap window after it); False when the deck ran out (the round
        ends). `allow_take` False: the seat draws from the deck (the discard is not taken)."""
        top = self.top
        going = self._turn(s, allow_call, allow_take)
        if going and self.top != top:
            self.snap_window(s)
        return going

    def snap_window(self, s: int) -> None:
        """After seat s put a card on the pile: each other seat in turn, then s, snaps a card it knows
        to be of that value (worth more than 0: a red King or a joker is kept); the first snap closes
        the window. With `seen` tracked, a seat snaps a card it knows in another hand first, as Skilled
        does, when the card it then gives away is worth more than its own match (nothing to snap of
        its own: always), and gives its worst card. Nothing without snaps (`snap` off: not kaboo)."""
        top, n = self.top, self.n
        if not self.snap or top <= 0:
            return
        vals, kn, seen = self.vals, self.kn, self.seen
        protect, caller = self.protect, self.caller
        matches = []  # (owner, slot, the seats that know the card): the caller's cards are protected
        for v in range(n):
            hand = vals[v]
            if top in hand and not (protect and v == caller):
                for j in range(len(hand)):
                    if hand[j] == top:
                        known = (seen[v][j] if seen is not None else 0) | ((1 << v) if kn[v][j] else 0)
                        if known:
                            matches.append((v, j, known))
        if not matches:
            return
        for k in range(1, n + 1):
            t = (s + k) % n
            if protect and t == caller:
                continue
            bit, own, other = 1 << t, -1, None
            for v, j, known in matches:
                if known & bit:
                    if v == t:
                        if own < 0:
                            own = j
                    elif other is None:
                        other = (v, j)
            if other is not None and vals[t]:
                worst = self.worst(t)
                if (vals[t][worst] if kn[t][worst] else self.mu) + 1 > (top if own >= 0 else 0):
                    given_known = kn[t][worst]
                    v, j = other
                    self.put(v, j, self.remove(t, worst), False, bit if given_known else 0)
                    return
            if own >= 0:
                self.remove(t, own)
                return

    def worst(self, s: int) -> int:
        """Seat s's card it would give away: its highest estimate, an unknown card before a known one."""
        mu, best, slot = self.mu, None, -1
        for i, (v, k) in enumerate(zip(self.vals[s], self.kn[s])):
            key = (v if k else mu, not k)
            if best is None or key > best:
                best, slot = key, i
        return slot

    def best_slot(self, s: int, d: int) -> tuple[float, int]:
        """Where seat s would put a card worth d: (the gain, the slot) for the card of highest
        estimate, an unknown card counted at the mean plus what learning it is worth."""
        best, slot, mu = -99.0, -1, self.mu + 0.4
        for i, (v, k) in enumerate(zip(self.vals[s], self.kn[s])):
            e = v if k else mu
            if e > best:
                best, slot = e, i
        return best - d, slot

    def _turn(self, s: int, allow_call: bool, allow_take: bool = True) -> bool:
        vals, kn = self.vals[s], self.kn[s]
        if self.caller < 0 and allow_call:
            if self.calls is not None:
                if self.calls.wants_call(self, s):
                    self.caller = s
                    return True
            elif kn.count(False) <= 1 and self.est(s) <= self.call_thr:
                self.caller = s
                return True
        if self.keep:
            return self._keeping_turn(s, allow_take)
        hk = self.high_known(s)
        top = self.top
        if allow_take and hk >= 0 and top < vals[hk] - 3:
            self._take_discard(s, hk)
            return True
        if not self.deck:
            return False
        d = self.deck.pop()
        if self.multi and self._slide_pair(s, d, hk):
            return bool(self.deck)
        if hk >= 0 and d < vals[hk]:
            self.top = vals[hk]
            self.put(s, hk, d, True)
            return bool(self.deck)
        u = self.first_unknown(s)
        if u >= 0 and d <= 4:
            self.top = vals[u]
            self.put(s, u, d, True)
            return bool(self.deck)
        self._use_ability(s, self.abil.get(d), hk, u)
        self.top = d
        return bool(self.deck)

    def _take_discard(self, s: int, i: int) -> None:
        top, self.top = self.top, self.vals[s][i]
        self.put(s, i, top, True, self.others(s))  # everyone saw the card taken from the pile

    def _slide_pair(self, s: int, d: int, hk: int) -> bool:
        """Exchange a known pair for the drawn card d when that beats replacing the highest known card."""
        vals = self.vals[s]
        pair = self._known_pair(s)
        if pair is not None and 2 * vals[pair[0]] > d and 2 * vals[pair[0]] - d > (vals[hk] - d if hk >= 0 else 0):
            i, j = pair
            self.top = vals[j]
            self.put(s, i, d, True)
            self.remove(s, j)
            return True
        return False

    def _use_ability(self, s: int, ab, hk: int, u: int) -> None:
        """Seat s plays a drawn card's ability (hk: its highest known card, u: its first unknown one)."""
        vals = self.vals[s]
        if ab == PEEK and u >= 0:
            self.kn[s][u] = True
        elif ab == SWAP and self.kept is not None:
            self._skilled_swap(s)
        elif ab == SWAP and hk >= 0 and vals[hk] >= 9:
            aimed = self._known_low(s, vals[hk]) if self.aim and self.seen is not None else None
            if aimed is not None:
                self.blind_swap(s, hk, *aimed)
            else:
                t = self._victim(s)
                if t >= 0 and self.vals[t]:
                    self.blind_swap(s, hk, t, self.rng.randrange(len(self.vals[t])))
        elif (ab == SPY or ab == LOOK) and self.seen is not None:
            self._look(s, hk, ab == LOOK)

    def _keeping_turn(self, s: int, allow_take: bool = True) -> bool:
        """A turn that keeps cards as Skilled does: the discard is taken when it beats a draw by a
        margin, a drawn card replaces the card of highest estimate when lower, else its ability."""
        vals = self.vals[s]
        top = self.top
        gain, slot = self.best_slot(s, top)
        if allow_take and gain > 3.0 and slot >= 0:
            self._take_discard(s, slot)
            return True
        if not self.deck:
            return False
        d = self.deck.pop()
        hk = self.high_known(s)
        if self.multi and self._slide_pair(s, d, hk):
            return bool(self.deck)
        gain, slot = self.best_slot(s, d)
        ab = self.abil.get(d)
        u = self.first_unknown(s)
        if gain > 0 and not (ab == PEEK and u >= 0 and gain < 1.8):
            self.top = vals[slot]
            self.put(s, slot, d, True)
            return bool(self.deck)
        self._use_ability(s, ab, hk, u)
        self.top = d
        return bool(self.deck)

    def _skilled_swap(self, s: int) -> None:
        """Swap our card of highest estimate for the other card we believe lowest (a card we have
        seen at its value, one its owner knows at the kept-card mean, others at the mean), as Skilled
        does when the gain is worth it."""
        mu, kept, bit = self.mu, self.kept, 1 << s
        high, i = -99.0, -1
        for k, (v, known) in enumerate(zip(self.vals[s], self.kn[s])):
            e = v if known else mu
            if e > high:
                high, i = e, k
        if i < 0:
            return
        seen = self.seen
        best, where, sure = 99.0, None, False
        for t in range(self.n):
            if t == s or (self.protect and t == self.caller):
                continue
            hand, owner_knows = self.vals[t], self.kn[t]
            masks = seen[t] if seen is not None else None
            for j in range(len(hand)):
                if masks is not None and masks[j] & bit:
                    e, known = hand[j], True
                else:
                    e, known = (kept if owner_knows[j] else mu), False
                if e < best:
                    best, where, sure = e, (t, j), known
        if where is None:
            return
        gain = (high - best) * (1.0 + 1.0 / (self.n - 1)) - (0.0 if sure else 0.6)
        if gain > 0.5:
            self.blind_swap(s, i, *where)

    def _known_low(self, s: int, below: int):
        """The lowest card seat s knows in another (unprotected) hand, if lower than `below`: (seat, slot)."""
        bit, best, where = 1 << s, below, None
        for t in range(self.n):
            if t == s or (self.protect and t == self.caller):
                continue
            hand, masks = self.vals[t], self.seen[t]
            for j in range(len(hand)):
                if masks[j] & bit and hand[j] < best:
                    best, where = hand[j], (t, j)
        return where

    def _look(self, s: int, hk: int, may_swap: bool) -> None:
        """Spy (or the black King's look) at a card of another seat's this seat does not know; with
        the black King, take it for our highest known card if it is lower."""
        if self.kept is not None:
            t, j = self._spy_target(s)
            if t < 0:
                return
            masks = self.seen[t]
        else:
            t = self._victim(s)
            if t < 0:
                return
            bit, masks = 1 << s, self.seen[t]
            slots = [j for j in range(len(masks)) if not masks[j] & bit]
            if not slots:
                return
            j = slots[self.rng.randrange(len(slots))]
        masks[j] |= 1 << s
        if may_swap and hk >= 0 and self.vals[t][j] < self.vals[s][hk]:
            self.blind_swap(s, hk, t, j)

    def _spy_target(self, s: int) -> tuple[int, int]:
        """As Skilled aims a spy: at the seat whose hand looks lowest to us, a card we have not seen,
        one its owner knows first (it says most about that hand). (-1, -1): nothing to look at."""
        mu, kept, bit, seen = self.mu, self.kept, 1 << s, self.seen
        best, target = None, (-1, -1)
        for t in range(self.n):
            if t == s or (self.protect and t == self.caller):
                continue
            hand, owner_knows, masks = self.vals[t], self.kn[t], seen[t]
            est, slot = 0.0, -1
            for j in range(len(hand)):
                if masks[j] & bit:
                    est += hand[j]
                elif owner_knows[j]:
                    est += kept
                    if slot < 0 or not owner_knows[slot]:
                        slot = j
                else:
                    est += mu
                    if slot < 0:
                        slot = j
            if slot >= 0 and (best is None or est < best):
                best, target = est, (t, slot)
        return target

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
