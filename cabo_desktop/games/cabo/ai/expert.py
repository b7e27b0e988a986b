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

from ....core.agents import checkpoint
from ..rules import actions as A
from ..rules.observation import Observation
from .common import snap_matches
from .inference import HandInference
from .knowledge import kamikaze_values
from .rollout import RoundSim, value_abilities
from .round_value import finish_round, tables_for
from .search_values import race_survivors, win_chance
from .sim_calls import SkilledCalls
from .skilled import Assessment, SkilledAgent, lead_kept_at

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
    samples = 100
    cabo_samples = 240
    unknown_bonus = 0.4  # a drawn card put in place of an unknown card: we learn a card of our hand
    search_margin = 5.0  # search a drawn card only if the two best heuristic options are this close
    max_candidates = 5
    opp_weight = 0.5
    cabo_opp_weight = 0.25
    kept_draws = (1, 6)
    pair_weight = 0.4  # share of a known group's future multi-exchange gain credited now
    pair_cost = 5.0  # what the card that will replace a group typically costs
    search_cabo = True
    # with sim_skilled_calls off: the rollouts' players call with an estimated hand this low (one unknown card at most)
    sim_call_thr = 7.0
    sim_call_heads_up = 2.0  # ... plus this much heads-up
    search_snaps = True  # kaboo: snaps and the black King's swap by search, not by Skilled's rules
    snap_samples = 48  # 24 chose wrong 1 time in 20 on a clear case once the rollouts played snaps
    sim_snaps = True  # kaboo: the rollouts' players snap the cards they know after each discard
    # kaboo: the rollouts track who knows which card, so their players spy, look with the black King
    # and snap cards they know in other hands (giving their worst), as Skilled players do
    sim_knowledge = True
    sim_knowledge_everywhere = False  # experiment: the same in official and classic (spies and swaps)
    # The rollouts' players keep cards (RoundSim.keep) and call CABO (sim_calls.SkilledCalls) as
    # Skilled players do: with a fixed call threshold, after we played on, an opponent's call ended 49%
    # of four-seat official rollouts and 2% of real rounds (docs/ai.md, ninth round).
    sim_keep = True
    sim_skilled_calls = True
    # ... only where players snap (kaboo: +3 to +4 points). Without snaps the fixed threshold and the
    # greedy keeping measured better: classic heads-up 70.2% against 65.2%, official heads-up 58.2%
    # against 56.8% and four seats 47.2% against 45.5%, for two to four times the decision time
    # (docs/ai.md, ninth and tenth rounds)
    sim_skilled_without_snaps = False
    sim_own_call_margin: float | None = None  # experiment: our own seat's call margin in the rollouts
    sim_skilled_swaps = False  # experiment, with sim_keep: the rollouts' swaps and spies aimed as Skilled aims them
    # experiment: take-or-draw by search when Skilled's two estimates are within take_search_margin
    search_take = False
    take_search_margin = 2.0
    sim_aimed_swaps = False  # experiment: the rollouts' swaps take the lowest card the swapper knows
    # Deal opponents' known cards within what their play says (inference.py). Off: heads-up official
    # 53.5% with it vs 55.5% without (docs/ai.md, fifth round).
    read_play = False
    prior_bonus = 1.0  # points Skilled's answer is credited in the snap and black-King searches
    call_bias = 0.0  # points the CABO search adds to the call branch's mean before comparing
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
    # Racing (_play_out): a close choice gets up to race_factor times the samples; a candidate that
    # trails the leader by race_z standard errors after a batch of race_batch worlds is dropped.
    # Off (1): up to 4 times won 59.0% of the heads-up official target games against 58.2%, for a
    # p95 of 51 ms against 18 (docs/ai.md, thirteenth round)
    race_factor = 1
    race_z = 2.0
    race_batch = 25
    # Heads-up every search plays this many times the worlds: a heads-up world costs half a
    # four-seat one, and 4 times the worlds won 60.1% of the official target games against 58.2%
    # for a p95 of 79 ms, within the 150 ms budget (docs/ai.md, fourteenth round)
    heads_up_worlds = 4
    # Experiment: play this many turns of a rollout, then score the world by the learned end-of-round
    # value (round_value.py, fitted on real games; a table for heads-up official only, elsewhere the
    # worlds are played out) instead of playing it to the end; None: off
    value_turns: int | None = None

    def __init__(self, seed: int = 0, samples: int | None = None):
        super().__init__(seed)
        if samples is not None:
            self.samples = samples
        self.decisions = 0
        self.inference = HandInference()
        self._abil_cache: tuple[object, dict] | None = None
        self._calls_for: Assessment | None = None
        self._calls_model: SkilledCalls | None = None

    def on_event(self, seat: int, event) -> None:
        if self.read_play:  # an option, off: no work per event unless it is on
            self.inference.on_event(seat, event)

    def _rng(self) -> random.Random:
        self.decisions += 1
        return random.Random(self.seed * 1_000_003 + self.decisions)

    def _abilities(self, variant) -> dict[int, int]:
        if self._abil_cache is None or self._abil_cache[0] is not variant:
            self._abil_cache = (variant, value_abilities(variant))
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
                    cap = self.inference.cap(seat, j, len(hand)) if self.read_play else None
                    if cap is not None and pool[low] > cap:
                        # its play says the card is lower: deal it from the cards within the bound
                        fits = [i for i, v in enumerate(pool) if v <= cap]
                        if fits:
                            low = fits[rng.randrange(len(fits))]
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
                        self.sim_call_thr + (self.sim_call_heads_up if obs.n_seats == 2 else 0.0), obs.variant.scoring, kami)
        sim.multi = (obs.variant.turn.exchange_max or 99) > 1
        skilled = self.sim_skilled_without_snaps or obs.variant.snap.enabled
        sim.keep = self.sim_keep and skilled
        if sim.keep and self.sim_skilled_swaps:
            sim.kept = a.kept_mu
        if self.sim_skilled_calls and skilled:
            sim.calls = self._calls(obs, a)
        sim.snap = obs.variant.snap.enabled and self.sim_snaps
        if (sim.snap and self.sim_knowledge) or self.sim_knowledge_everywhere:
            sim.aim = self.sim_aimed_swaps
            everyone = (1 << obs.n_seats) - 1
            sim.seen = [[(everyone if view.face_up else sum(1 << t for t in view.known_by)) & ~(1 << seat)
                         for view in hand] for seat, hand in enumerate(obs.hands)]
        return sim

    def _calls(self, obs: Observation, a: Assessment) -> SkilledCalls:
        """One call model per decision (its draw-gain table is shared by all the samples)."""
        if self._calls_for is not a:
            self._calls_for = a
            self._calls_model = SkilledCalls(a.mu, a.kept_mu, a.sd, a.unseen, obs.variant.scoring, self.improve_opp,
                                             self.call_margin, lead_kept=lead_kept_at(obs.n_seats))
            if self.sim_own_call_margin is not None:
                self._calls_model.margins[obs.seat] = self.sim_own_call_margin
        return self._calls_model

    def _objective(self, sim: RoundSim, obs: Observation, weight: float | None = None,
                   scores: list[float] | None = None) -> float:
        me = obs.seat
        if scores is None:
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
            sim.top = vals[slots[-1]]
            sim.put(me, slots[0], d, True)
            for s in reversed(slots[1:]):
                sim.remove(me, s)
            return
        sim.top = d
        if t is A.Peek:
            kn[action.slot] = True
        elif t is A.Swap:
            s, j = action.seat_b, action.slot_b
            sim.blind_swap(me, action.slot_a, s, j)
            kn[action.slot_a] = obs.hands[s][j].card is not None  # what `seen` says too, when tracked
        elif t is A.Spy and sim.seen is not None:
            sim.seen[action.seat][action.slot] |= 1 << me
        elif t is A.LookAndSwap and vals:
            s, j = action.seat, action.slot
            if sim.seen is not None:
                sim.seen[s][j] |= 1 << me
            hi = max(range(len(vals)), key=lambda k: vals[k] if kn[k] else a.mu)
            mine = vals[hi] if kn[hi] else a.mu
            if sim.vals[s][j] < mine - 0.5:
                sim.blind_swap(me, hi, s, j)
                kn[hi] = True

    def _play_out(self, obs: Observation, a: Assessment, candidates: list, n_samples: int, apply,
                  offsets: dict | None = None, start: int | None = None,
                  weight: float | None = None) -> tuple[dict[int, float], int]:
        """Play the candidates out on sampled worlds (common random numbers): the total objective
        of each candidate still in the race, by index, and the number of worlds. `apply(sim,
        candidate)` plays a candidate in a world and says whether the round goes on, from seat
        `start` (default: the seat after ours) to its end; `weight`: the opponents' weight in the
        objective (default `opp_weight`); `offsets`: points added to a candidate's mean before
        comparing.

        Heads-up `n_samples` is multiplied by `heads_up_worlds`. Racing: every candidate gets
        `n_samples` worlds; after that, up to `race_factor` times as
        many, a candidate is dropped once it trails the leader by `race_z` standard errors of their
        paired difference, and the search stops when one is left. Clear choices cost the old
        budget, close ones get more worlds. The budget is counted in worlds, never in time, and the
        totals are running sums (not `sum()`, whose rounding changed in Python 3.12), so a seed
        gives the same choice on any machine."""
        rng = self._rng()
        if obs.n_seats == 2:
            n_samples *= self.heads_up_worlds
        alive = list(range(len(candidates)))
        totals = [0.0] * len(candidates)
        racing = self.race_factor > 1
        values: list[list[float]] = [[] for _ in candidates]  # each world's objective, for the race
        first = (obs.seat + 1) % obs.n_seats if start is None else start
        limit = n_samples * max(1, self.race_factor)
        n = 0
        tables = tables_for(obs.variant.name, obs.n_seats) if self.value_turns is not None else None
        while n < limit:
            checkpoint()  # the table's worker may wait here while a frame is drawn
            base = self._sample(obs, a, rng)
            state = rng.getstate()
            for k in alive:
                sim = base.copy()
                rng.setstate(state)
                scores = None
                if apply(sim, candidates[k]):
                    if tables is None:
                        sim.run(first)
                    else:
                        scores = finish_round(sim, first, self.value_turns, obs, tables)
                value = self._objective(sim, obs, weight, scores)
                totals[k] += value
                if racing:
                    values[k].append(value)
            n += 1
            if racing and n >= max(2, n_samples) and n < limit and (n - n_samples) % self.race_batch == 0:
                alive = race_survivors(alive, values, offsets or {}, self.race_z)
                if len(alive) == 1:
                    break
        return {k: totals[k] for k in alive}, n

    def _evaluate(self, obs: Observation, a: Assessment, candidates: list, n_samples: int, bonus: dict,
                  apply, start: int | None = None):
        """The candidate with the best mean objective, less its `bonus` (the first of equals)."""
        totals, n = self._play_out(obs, a, candidates, n_samples, apply, {k: -b for k, b in bonus.items()}, start)
        best, best_value = candidates[0], None
        for k, total in totals.items():
            value = total / n - bonus.get(k, 0.0)
            if best_value is None or value < best_value:
                best, best_value = candidates[k], value
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
                    gain = est[s] - d + (self.unknown_bonus if not a.my_known[s] else 0.0)
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
        def apply(sim, action):
            self._apply_root(sim, obs, action, d_real, a)
            sim.snap_window(obs.seat)
            return bool(sim.deck) or type(action) is A.CallCabo

        return self._evaluate(obs, a, candidates, self.samples, bonus, apply)

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
                return self._cabo_search(obs, a, self._take_or_draw(obs, a, rest, super().on_turn(obs, rest, rng)))
        choice = super().on_turn(obs, legal, rng)
        if choice is A.CALL_CABO:
            return choice
        return self._take_or_draw(obs, a, legal, choice)

    def _take_or_draw(self, obs: Observation, a: Assessment, legal, choice: A.Action) -> A.Action:
        """Take the discard or draw: Skilled's `choice`, or both played out when its two estimates are close."""
        if not self.search_take or A.TAKE_DISCARD not in legal or A.DRAW_FROM_DECK not in legal or \
                a.kami_need is not None or a.kami_keep:
            return choice
        top = obs.top_discard.value
        gain, exchange = a.best_exchange(a.card_value(top), self._exchange_shapes(obs))
        if exchange is None or abs(gain - self.draw_value(a, obs) - self.take_margin) > self.take_search_margin:
            return choice
        me = obs.seat

        def apply(sim, c):
            if c is A.TAKE_DISCARD:
                self._apply_root(sim, obs, exchange, top, a)
                if sim.seen is not None:
                    sim.seen[me][min(exchange.slots)] = sim.others(me)  # everyone saw the card taken
                sim.snap_window(me)
                return True
            return sim.take_turn(me, allow_call=False, allow_take=False)

        candidates = [A.TAKE_DISCARD, A.DRAW_FROM_DECK]
        return self._evaluate(obs, a, candidates, self.samples, self._prior(candidates, choice), apply)

    def _cabo_search(self, obs: Observation, a: Assessment, other: A.Action) -> A.Action:
        """Call, or play on with `other`: both played out (playing on: one greedy turn of ours first)."""
        me = obs.seat

        def apply(sim, choice):
            if choice is A.CALL_CABO:
                sim.caller = me
                return True
            return sim.take_turn(me, allow_call=False)

        totals, n = self._play_out(obs, a, [A.CALL_CABO, other], self.cabo_samples, apply, {0: self.call_bias},
                                   weight=self.cabo_opp_weight)
        if 0 not in totals or 1 not in totals:  # the race dropped one of them
            return A.CALL_CABO if 0 in totals else other
        return A.CALL_CABO if totals[0] + self.call_bias * n < totals[1] else other

    # ----- snaps and the black King, by search

    def on_snap(self, obs, legal, rng):
        top = obs.top_discard
        # a card of ours worth 0 or less (red King, joker) is never snapped: losing it cannot lower
        # our hand (the rollouts, noisy, sometimes favour the smaller hand)
        known = [x for x in legal if type(x) is A.Snap and obs.hands[x.seat][x.slot].card is not None
                 and snap_matches(obs, obs.hands[x.seat][x.slot].card, top)
                 and (x.seat != obs.seat or obs.hands[x.seat][x.slot].card.value > 0)] if top is not None else []
        if not known:
            return A.PASS_SNAP
        a = Assessment(obs)
        if not self.search_snaps or a.kami_need is not None or a.kamikaze_complete:
            return super().on_snap(obs, legal, rng)
        me = obs.seat

        def apply(sim, choice):
            if choice is A.PASS_SNAP:
                return True
            s, j = choice.seat, choice.slot
            sim.top = sim.vals[s][j]
            mine, kn = sim.vals[me], sim.kn[me]
            if s != me and mine:  # we give our worst card (as on_give does); its new owner has not seen it
                i = sim.worst(me)
                known = kn[i]
                sim.put(s, j, sim.remove(me, i), False, (1 << me) if known else 0)
            else:
                sim.remove(s, j)
            return True

        candidates = [A.PASS_SNAP] + known
        return self._evaluate(obs, a, candidates, self.snap_samples, self._prior(candidates, super().on_snap(obs, legal, rng)),
                              apply, start=(obs.current + 1) % obs.n_seats)

    def on_decide_swap(self, obs, legal, rng):
        seat, slot = obs.look_target
        if obs.hands[seat][slot].card is None:
            return A.KEEP_CARDS
        a = Assessment(obs)
        if not self.search_snaps or a.kami_need is not None:
            return super().on_decide_swap(obs, legal, rng)
        me = obs.seat
        # only a swap that gives a card we believe higher than the one we take: the rollouts, where a
        # known high card is a card to snap, sometimes favour taking a King for a 5 by a hair
        looked = a.card_value(obs.hands[seat][slot].card.value)
        swaps = sorted((x for x in legal if type(x) is A.Swap and x.seat_a == me and a.my_est[x.slot_a] > looked),
                       key=lambda x: -a.my_est[x.slot_a])
        if not swaps:
            return A.KEEP_CARDS

        def apply(sim, choice):
            if choice is not A.KEEP_CARDS:
                if sim.seen is not None:
                    sim.seen[seat][slot] |= 1 << me
                i = choice.slot_a
                sim.blind_swap(me, i, seat, slot)
                sim.kn[me][i] = True
            return True

        candidates = [A.KEEP_CARDS] + swaps[: self.max_candidates - 1]
        return self._evaluate(obs, a, candidates, self.samples, self._prior(candidates, super().on_decide_swap(obs, legal, rng)),
                              apply)

    def _prior(self, candidates: list, heuristic) -> dict:
        """Skilled's answer starts `prior_bonus` points ahead: the rollouts are noisy (two moves a
        couple of points apart swap places in a few percent of 36-sample searches), so the search
        overrules the rule only when it finds a clear difference."""
        return {k: self.prior_bonus for k, x in enumerate(candidates) if x == heuristic}
