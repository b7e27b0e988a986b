"""Expert: Skilled plus determinized look-ahead.

For the decisions that matter (what to do with a drawn card when the options are close, whether to
call CABO) the Expert samples the hidden cards many times, consistently with its observation: the
unseen multiset is dealt into the slots it does not know and into the deck; an opponent's card
that its owner has seen is dealt first, as the lowest of a few draws, since players keep the low
cards they know, and the other hidden cards share what is left with the deck. Each candidate action is then played out to the end of the round on every sample by a fast
greedy policy for every seat (a tiny simulator over card values, not the engine), and the action
with the best mean outcome (own round score minus half the opponents' mean, minus a weight times
the chance of winning the game after the round) is chosen. The same
samples are used for every candidate (common random numbers). Everything else is answered at once
by the Skilled policy.

Randomness comes from the agent's seed and a decision counter only, so the Expert is deterministic
for a seed and never consults the table's generator.
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from ....core.agents import checkpoint
from ..rules import actions as A
from ..rules.observation import Observation
from ..rules.scoring import apply_resets, game_winners
from .knowledge import kamikaze_values, phi, unseen_values
from .skilled import Assessment, SkilledAgent

PEEK, SPY, SWAP, LOOK = 1, 2, 3, 4
_ABILITY_CODES = {"peek": PEEK, "spy": SPY, "swap": SWAP, "look_and_swap": LOOK}


def _value_abilities(variant) -> dict[int, int]:
    """Ability by card value, where every card of that value has the same ability."""
    by_value: dict[int, set] = {}
    for face in variant.faces:
        by_value.setdefault(face.value, set()).add(face.ability.value if face.ability else None)
    return {v: _ABILITY_CODES[next(iter(a))] for v, a in by_value.items() if len(a) == 1 and None not in a}


class RoundSim:
    """A fast, simplified round: values only, own-card knowledge per seat, greedy play for all."""

    __slots__ = ("vals", "kn", "deck", "top", "caller", "n", "mu", "abil", "protect", "rng", "call_thr",
                 "scoring", "kami", "multi")

    def __init__(self, vals, kn, deck, top, caller, n, mu, abil, protect, rng, call_thr, scoring, kami):
        self.vals, self.kn, self.deck, self.top = vals, kn, deck, top
        self.caller, self.n, self.mu, self.abil, self.protect = caller, n, mu, abil, protect
        self.rng, self.call_thr, self.scoring, self.kami = rng, call_thr, scoring, kami
        self.multi = False

    def copy(self) -> "RoundSim":
        sim = RoundSim([list(h) for h in self.vals], [list(h) for h in self.kn], list(self.deck), self.top,
                       self.caller, self.n, self.mu, self.abil, self.protect, self.rng, self.call_thr,
                       self.scoring, self.kami)
        sim.multi = self.multi
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
        """Play seat s's turn; False when the deck ran out (the round ends)."""
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


def win_chance(rules, totals: Sequence[int], resets_used: Sequence[int], me: int, scores: Sequence[float],
               round_mean: float, round_sd: float) -> float:
    """Seat `me`'s chance of winning the game once a round with `scores` is added to `totals`:
    exact when that ends the game (resets first, then the rules' winners), otherwise a normal
    approximation over the rounds left (the leader gains about `round_mean` per round, each
    player's round score spreads by `round_sd`)."""
    after = [t + round(x) for t, x in zip(totals, scores)]
    after, _, _ = apply_resets(rules, after, resets_used)
    if max(after) > rules.over:
        winners = game_winners(after, [round(x) for x in scores])
        return 1.0 / len(winners) if me in winners else 0.0
    rounds_left = max(1.0, (rules.over - max(after)) / round_mean)
    spread = round_sd * math.sqrt(2.0 * rounds_left)
    p = 1.0
    for s, t in enumerate(after):
        if s != me:
            p *= phi((t - after[me]) / spread)
    return p


# Logistic model of "the caller ends lowest" over call_features (intercept first), fitted by
# benchmarks/fit_cabo_calls.py from explorer-Expert vs Skilled games (see docs/ai.md).
CALL_COEF = (-1.3171, 1.0565, -0.0576, 0.3056, -0.0932, 0.4077, 0.0582, 0.3754)


def call_features(a: Assessment, obs: Observation) -> tuple[float, ...]:
    """What the CABO-call model looks at (all from the observation): see benchmarks/fit_cabo_calls.py."""
    mine = a.my_mean()
    p = min(max(a.p_lowest(mine, a.my_var(), SkilledAgent.improve_opp), 1e-4), 1 - 1e-4)
    sums = [sum(e) for e in a.opp_est.values()]
    n_opp = len(sums)
    hidden = sum(1 for s in a.opp_est for v in obs.hands[s] if v.card is None) / max(1, n_opp)
    return (math.log(p / (1 - p)), mine, float(a.my_known.count(False)), min(sums) - mine, float(n_opp),
            obs.turn / obs.n_seats, hidden)


class ExpertAgent(SkilledAgent):
    name = "Expert"
    samples = 36
    cabo_samples = 80
    search_margin = 5.0  # search a drawn card only if the two best heuristic options are this close
    max_candidates = 5
    opp_weight = 0.5
    cabo_opp_weight = 0.25
    kept_draws = (1, 6)
    pair_weight = 0.4  # share of a known group's future multi-exchange gain credited now
    pair_cost = 5.0  # what the card that will replace a group typically costs
    search_cabo = True
    cabo_min_p = 0.4  # search a CABO call only when the quick estimate already gives a fair chance
    # Alternative CABO rule: call when the fitted model (CALL_COEF) gives p >= fitted_threshold, no
    # search. Off: 37.5% vs 38.7% for the search over 1,000 games (docs/ai.md, tuning history).
    fitted_calls = False
    fitted_threshold = 0.72
    # Game awareness: the rollouts' objective also credits the chance of winning the game after the
    # round (game_weight points per unit of probability), so the Expert ends a game it leads and
    # takes risks when only a risk can still win.
    game_weight = 30.0
    # What spying on an opponent is worth (Skilled: 0.7): knowing the other hands sharpens the
    # CABO search and the swap targets far more than the heuristic credits.
    spy_value = 4.0
    round_sd = 7.0  # spread of one player's round score, for the chance of winning a game that goes on
    round_mean = 8.0  # how fast the leader's total grows per round

    def __init__(self, seed: int = 0, samples: int | None = None):
        super().__init__(seed)
        if samples is not None:
            self.samples = samples
        self.decisions = 0
        self._abil_cache: tuple[object, dict] | None = None

    def _rng(self) -> random.Random:
        self.decisions += 1
        return random.Random(self.seed * 1_000_003 + self.decisions)

    def _abilities(self, variant) -> dict[int, int]:
        if self._abil_cache is None or self._abil_cache[0] is not variant:
            self._abil_cache = (variant, _value_abilities(variant))
        return self._abil_cache[1]

    # ----- sampling

    def _sample(self, obs: Observation, a: Assessment, rng: random.Random):
        pool = list(a.unseen)
        rng.shuffle(pool)
        me = obs.seat
        lo, hi = self.kept_draws
        vals = [[0] * len(hand) for hand in obs.hands]
        kn = [[view.face_up or seat in view.known_by for view in hand] for seat, hand in enumerate(obs.hands)]
        # Kept cards are dealt first, so the hidden cards nobody chose (ours among them) and the deck
        # share what the keepers leave, as they do at the table.
        unchosen = []
        for seat, hand in enumerate(obs.hands):
            draws = rng.randint(lo, hi)  # how good a keeper this opponent is, in this sample
            for j, view in enumerate(hand):
                if view.card is not None:
                    vals[seat][j] = view.card.value
                elif seat != me and seat in view.known_by and len(pool) >= draws:
                    # the lowest of a few draws: owners keep the low cards they know. The draws are
                    # from anywhere in the pool (with replacement: kept_draws is tuned so, and the
                    # result matches the table, see benchmarks/expert_sampling.py), so the rejected
                    # higher cards stay spread out rather than piling up where the next slots are
                    # dealt from.
                    low = min((rng.randrange(len(pool)) for _ in range(draws)), key=pool.__getitem__)
                    pool[low], pool[-1] = pool[-1], pool[low]
                    vals[seat][j] = pool.pop()
                else:
                    unchosen.append((seat, j))
        for seat, j in unchosen:
            vals[seat][j] = pool.pop() if pool else round(a.mu)
        deck = pool[-obs.deck_size:] if obs.deck_size else []
        top = obs.top_discard.value if obs.top_discard is not None else 99
        kami = kamikaze_values(obs.variant)
        sim = RoundSim(vals, kn, deck, top, obs.caller if obs.caller is not None else -1, obs.n_seats, a.mu,
                        self._abilities(obs.variant), obs.variant.turn.protect_caller, rng,
                        7.0 + (2.0 if obs.n_seats == 2 else 0.0), obs.variant.scoring, kami)
        sim.multi = (obs.variant.turn.exchange_max or 99) > 1
        return sim

    def _objective(self, sim: RoundSim, obs: Observation, weight: float | None = None) -> float:
        me = obs.seat
        scores = sim.scores()
        others = [scores[s] for s in range(sim.n) if s != me]
        value = scores[me] - (self.opp_weight if weight is None else weight) * sum(others) / len(others)
        if self.game_weight:
            value -= self.game_weight * win_chance(obs.variant.game_end, obs.totals, obs.resets_used, me, scores,
                                                   self.round_mean, self.round_sd)
        return value

    # ----- applying our own candidate in a sample

    def _apply_root(self, sim: RoundSim, obs: Observation, action: A.Action, d: int, a: Assessment) -> None:
        me = obs.seat
        vals, kn = sim.vals[me], sim.kn[me]
        t = type(action)
        if t is A.Exchange:
            slots = sorted(action.slots)
            old = [vals[s] for s in slots]
            keep = slots[0]
            vals[keep], kn[keep] = d, True
            for s in reversed(slots[1:]):
                del vals[s]
                del kn[s]
            sim.top = old[-1]
            return
        sim.top = d
        if t is A.Peek:
            kn[action.slot] = True
        elif t is A.Swap:
            s, j = action.seat_b, action.slot_b
            i = action.slot_a
            vals[i], sim.vals[s][j] = sim.vals[s][j], vals[i]
            kn[i] = obs.hands[s][j].card is not None
            sim.kn[s][j] = False
        elif t is A.LookAndSwap and vals:
            s, j = action.seat, action.slot
            hi = max(range(len(vals)), key=lambda k: vals[k] if kn[k] else a.mu)
            mine = vals[hi] if kn[hi] else a.mu
            if sim.vals[s][j] < mine - 0.5:
                vals[hi], sim.vals[s][j] = sim.vals[s][j], vals[hi]
                kn[hi] = True
                sim.kn[s][j] = False

    def _evaluate(self, obs: Observation, a: Assessment, candidates: list[A.Action], d: int, n_samples: int,
                  bonus: dict) -> A.Action:
        rng = self._rng()
        totals = [0.0] * len(candidates)
        me, n = obs.seat, obs.n_seats
        for _ in range(n_samples):
            checkpoint()  # the table's worker may wait here while a frame is drawn
            base = self._sample(obs, a, rng)
            state = rng.getstate()
            for k, action in enumerate(candidates):
                sim = base.copy()
                rng.setstate(state)
                self._apply_root(sim, obs, action, d, a)
                if sim.deck or type(action) is A.CallCabo:
                    sim.run((me + 1) % n)
                totals[k] += self._objective(sim, obs)
        best, best_value = candidates[0], None
        for k, action in enumerate(candidates):
            value = totals[k] / n_samples - bonus.get(k, 0.0)
            if best_value is None or value < best_value:
                best, best_value = action, value
        return best

    # ----- decisions

    def on_drawn(self, obs, legal, rng):
        a = Assessment(obs)
        d_real = obs.drawn.value
        d = a.card_value(d_real)
        scored: list[tuple[float, A.Action]] = [(0.0, A.DISCARD_DRAWN)]
        est = a.my_est
        hand = obs.my_hand
        multi_ok = (obs.variant.turn.exchange_max or 99) > 1 and not a.kami_keep
        base_potential = self._pair_potential(hand, -1, None) if multi_ok else 0.0
        for x in legal:
            if type(x) is A.Exchange:
                if len(x.slots) == 1:
                    s = x.slots[0]
                    gain = est[s] - d + (0.4 if not a.my_known[s] else 0.0)
                    if multi_ok:
                        gain += self._pair_potential(hand, s, d_real) - base_potential
                    scored.append((gain, x))
                elif all(a.my_known[s] for s in x.slots) and len({hand[s].card.value for s in x.slots}) == 1:
                    scored.append((sum(est[s] for s in x.slots) - d, x))
        ab = self.best_ability(a, obs, legal)
        if ab is not None:
            scored.append(ab)
        scored.sort(key=lambda t: -t[0])
        if len(scored) == 1 or scored[0][0] - scored[1][0] > self.search_margin or a.kami_keep:
            return scored[0][1]
        candidates = [x for _, x in scored[: self.max_candidates]]
        bonus = {k: self.spy_value * 0.5 for k, x in enumerate(candidates) if type(x) is A.Spy}
        return self._evaluate(obs, a, candidates, d_real, self.samples, bonus)

    def _pair_potential(self, hand, slot: int, value: int | None) -> float:
        """What known groups of equal cards are worth as future multi-exchanges (with `slot` set to `value`)."""
        counts: dict[int, int] = {}
        for i, view in enumerate(hand):
            v = value if i == slot else (view.card.value if view.card is not None else None)
            if v is not None:
                counts[v] = counts.get(v, 0) + 1
        return sum(self.pair_weight * max(0.0, k * v - self.pair_cost) for v, k in counts.items() if k >= 2)

    def p_call(self, a: Assessment, obs: Observation) -> float:
        """Chance that calling now leaves us lowest: a logistic model fitted from logged self-play."""
        f = call_features(a, obs)
        z = CALL_COEF[0] + sum(c * x for c, x in zip(CALL_COEF[1:], f))
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def on_turn(self, obs, legal, rng):
        a = Assessment(obs)
        if A.CALL_CABO in legal:
            if a.kamikaze_complete or self.round_dragging(obs):
                return A.CALL_CABO
            rest = [x for x in legal if x is not A.CALL_CABO]
            # fitted on official games, where the deck ends the round (elsewhere: the search)
            if self.fitted_calls and obs.variant.turn.deck_empty == "end_round":
                if a.kami_need is None and any(a.my_known) and self.p_call(a, obs) >= self.fitted_threshold:
                    return A.CALL_CABO
                return super().on_turn(obs, rest, rng)
            mine = a.my_mean()
            p = a.p_lowest(mine, a.my_var(), self.improve_opp)
            if self.search_cabo and p > self.cabo_min_p and a.kami_need is None and not all(not k for k in a.my_known):
                return self._cabo_search(obs, a, super().on_turn(obs, rest, rng))
        return super().on_turn(obs, legal, rng)

    def _cabo_search(self, obs: Observation, a: Assessment, other: A.Action) -> A.Action:
        rng = self._rng()
        me, n = obs.seat, obs.n_seats
        call_total = cont_total = 0.0
        for _ in range(self.cabo_samples):
            checkpoint()
            base = self._sample(obs, a, rng)
            state = rng.getstate()
            for branch in (0, 1):
                sim = base.copy()
                rng.setstate(state)
                if branch == 0:
                    sim.caller = me
                    sim.run((me + 1) % n)
                    call_total += self._objective(sim, obs, self.cabo_opp_weight)
                else:
                    if sim.take_turn(me, allow_call=False):
                        sim.run((me + 1) % n)
                    cont_total += self._objective(sim, obs, self.cabo_opp_weight)
        return A.CALL_CABO if call_total < cont_total else other
