"""Skilled: card counting, opponent tracking, value of information, multi-exchanges, snaps.

Every decision is a comparison of expected points:
- an unknown card is worth the mean of the unseen multiset (deck counting);
- an opponent's unknown card that its owner has seen is worth the mean of the lower part of the
  unseen cards (players keep the low cards they know);
- abilities are worth what they are expected to save later (peek, look) or take from an
  opponent (swap), spies aim at the most dangerous opponent's cards;
- CABO is called when the expected score of calling (probability of being lowest from a normal
  approximation, the caller penalty otherwise) beats the expected score of playing on.
"""

from __future__ import annotations

import math
from typing import Sequence

from ..rules import actions as A
from ..rules.observation import Observation
from .common import PhaseAgent, face_down_unknown, others, snap_matches
from .knowledge import deck_mean, kamikaze_values, low_mean, lowest_value, mean_sd, phi, unseen_values

KAMI_KEEP = -15.0  # the value a card needed for Kamikaze is treated as
# Where a round's lowest player scores zero whoever called (classic), the chance that a player who
# plays on is still lowest when someone ends the round, per unit of its chance of being lowest
# now: heads-up and at a bigger table (docs/ai.md, eleventh round: at 0.8 everywhere Skilled
# players almost never called in classic, and rounds ran to the long-round limit).
LEAD_KEPT_HEADS_UP = 0.6
LEAD_KEPT = 0.4
# Where only a call ends a round (the deck is reshuffled), hands stop improving and a table can wait
# for ever: a player whose draws are worth less than SETTLE_GAIN points calls once it is lowest with
# chance SETTLE_P (docs/ai.md, twelfth round: without it 3 four-seat classic rounds in 10 ran to the
# long-round limit).
SETTLE_GAIN = 0.3
SETTLE_P = 0.6


def outcome(rule, total: float) -> float:
    """A scoring outcome (base zero/sum plus add) applied to a fractional expected sum."""
    return (0.0 if rule.base == "zero" else total) + rule.add


def lead_kept_at(n_seats: int) -> float:
    """LEAD_KEPT for a table of `n_seats`."""
    return LEAD_KEPT_HEADS_UP if n_seats == 2 else LEAD_KEPT


def _call_line(mine: float, draw_gain: float, scoring, margin: float, lead_kept: float) -> tuple[float, float]:
    """Skilled's call test as `slope * p + intercept < 0`, p the chance of being lowest: calling
    with a hand worth `mine` beats playing on (about one and a half more draws, each worth
    `draw_gain`) by `margin`. Both expected scores are linear in p."""
    low, high = outcome(scoring.caller_lowest, mine), outcome(scoring.caller_not_lowest, mine)
    # playing on; where winners score zero, still lowest when the round ends with chance lead_kept * p
    cont = mine - 1.5 * draw_gain
    slope = low - high + (lead_kept * cont if scoring.winners_score_zero else 0.0)
    return slope, high + margin - cont


def call_pays(p: float, mine: float, draw_gain: float, scoring, margin: float, lead_kept: float) -> bool:
    """Skilled's call rule: calling, lowest with chance p, beats playing on by `margin`."""
    slope, intercept = _call_line(mine, draw_gain, scoring, margin, lead_kept)
    return slope * p + intercept < 0


def call_floor(mine: float, draw_gain: float, scoring, margin: float, lead_kept: float) -> float | None:
    """The chance of being lowest that `call_pays` needs: it says yes exactly when p is above this
    floor. None when a higher p does not make calling better (no scoring of ours). Lets a caller
    stop multiplying chances early."""
    slope, intercept = _call_line(mine, draw_gain, scoring, margin, lead_kept)
    return intercept / -slope if slope < 0 else None


class Assessment:
    """Everything a decision needs, computed once from the observation."""

    __slots__ = ("obs", "me", "mu", "sd", "kept_mu", "unseen", "my_est", "my_known", "opp_est", "opp_var",
                 "kami_need", "kami_keep", "n")

    def __init__(self, obs: Observation, kept_fraction: float = 0.5):
        self.obs = obs
        self.me = me = obs.seat
        self.n = obs.n_seats
        unseen = unseen_values(obs)
        self.unseen = unseen
        self.mu, self.sd = mean_sd(unseen, deck_mean(obs.variant))
        self.kept_mu = min(self.mu, low_mean(unseen, kept_fraction, self.mu))
        hand = obs.hands[me]
        self.my_known = [v.card is not None for v in hand]
        self.my_est = [float(v.card.value) if v.card is not None else self.mu for v in hand]
        self.opp_est: dict[int, list[float]] = {}
        self.opp_var: dict[int, float] = {}
        var = self.sd * self.sd
        for seat in range(obs.n_seats):
            if seat == me:
                continue
            ests, v = [], 0.0
            for view in obs.hands[seat]:
                if view.card is not None:
                    ests.append(float(view.card.value))
                elif seat in view.known_by:
                    ests.append(self.kept_mu)
                    v += 0.6 * var
                else:
                    ests.append(self.mu)
                    v += var
            self.opp_est[seat] = ests
            self.opp_var[seat] = v
        self.kami_need: int | None = None
        self.kami_keep: set[int] = set()
        self._kamikaze()

    def _kamikaze(self) -> None:
        target = kamikaze_values(self.obs.variant)
        hand = self.obs.hands[self.me]
        if target is None or len(hand) != len(target):
            return
        need = list(target)
        keep = []
        for i, view in enumerate(hand):
            if view.card is not None and view.card.value in need:
                need.remove(view.card.value)
                keep.append(i)
        if len(need) <= 1:
            self.kami_keep = set(keep)
            self.kami_need = need[0] if need else None
            if need:
                for i in keep:
                    self.my_est[i] = KAMI_KEEP

    @property
    def kamikaze_complete(self) -> bool:
        return len(self.kami_keep) == len(self.obs.hands[self.me]) and self.kami_need is None and bool(self.kami_keep)

    def card_value(self, value: int) -> float:
        """A drawn card's worth in our hand (the missing Kamikaze card is worth a lot)."""
        if self.kami_need is not None and value == self.kami_need:
            return KAMI_KEEP
        return float(value)

    def my_mean(self) -> float:
        if self.kamikaze_complete:
            return 0.0
        return sum(self.obs.hands[self.me][i].card.value if self.my_known[i] else self.mu
                   for i in range(len(self.my_known)))

    def my_var(self) -> float:
        return self.my_known.count(False) * self.sd * self.sd

    def best_exchange(self, value: float, legal: Sequence[A.Action], multi: bool = True) -> tuple[float, A.Action | None]:
        """Best exchange of a held card worth `value`: (gain in points, action)."""
        best, best_action = -99.0, None
        est, known = self.my_est, self.my_known
        hand = self.obs.hands[self.me]
        for a in legal:
            if type(a) is not A.Exchange:
                continue
            slots = a.slots
            if len(slots) == 1:
                s = slots[0]
                gain = est[s] - value + (0.4 if not known[s] else 0.0)
            else:
                if not multi or not all(known[s] for s in slots):
                    continue
                vals = {hand[s].card.value for s in slots}
                if len(vals) != 1 or any(s in self.kami_keep for s in slots):
                    continue
                gain = sum(est[s] for s in slots) - value
            if gain > best:
                best, best_action = gain, a
        return best, best_action

    def p_lowest(self, my_mean: float, my_var: float, improve: float, ties_won: bool = False) -> float:
        """Chance that a hand worth `my_mean` is below every opponent's once each improves by
        `improve` (normal approximation). `ties_won`: a tie counts as lowest (the caller wins ties),
        and nobody improves below the lowest hand its cards can make."""
        p = 1.0
        edge, least = (0.5, lowest_value(self.obs.variant)) if ties_won else (0.0, 0)
        for seat, ests in self.opp_est.items():
            m = sum(ests) - improve
            if ties_won:  # every estimate is a card value or a mean of them, so the sum is never below this
                m = max(m, least * len(ests))
            spread = math.sqrt(self.opp_var[seat] + my_var + 1.0)
            p *= phi((m - my_mean + edge) / spread)
        return p

    def threat_order(self) -> list[int]:
        """Opponents, most dangerous (lowest estimated sum) first."""
        return sorted(self.opp_est, key=lambda s: (sum(self.opp_est[s]), s))


class SkilledAgent(PhaseAgent):
    name = "Skilled"
    peek_value = 1.8
    spy_value = 0.7
    take_margin = 0.3
    call_margin = 0.5
    improve_opp = 1.2  # what an opponent improves in their last turn after a call
    long_round = 30  # turns per seat after which we end a round that only a call can end
    lead_kept: float | None = None  # LEAD_KEPT for this player alone (benchmarks/skilled_lead.py); None: by table size

    # ----- start of turn

    def round_dragging(self, obs: Observation) -> bool:
        """Where the deck is reshuffled, only a call ends a round. When every hand has stopped
        improving (two players each sure the other is lower, say), a real table calls sooner or
        later, so after `long_round` turns per seat we call rather than play forever."""
        return obs.variant.turn.deck_empty != "end_round" and obs.turn >= self.long_round * obs.n_seats

    def on_turn(self, obs, legal, rng):
        a = Assessment(obs)
        if A.CALL_CABO in legal and (self.round_dragging(obs) or self.wants_call(a, obs)):
            return A.CALL_CABO
        if A.TAKE_DISCARD in legal and A.DRAW_FROM_DECK in legal:
            top = obs.top_discard
            gain, _ = a.best_exchange(a.card_value(top.value), [x for x in self._exchange_shapes(obs)])
            if gain > self.draw_value(a, obs) + self.take_margin:
                return A.TAKE_DISCARD
        if A.DRAW_FROM_DECK in legal:
            return A.DRAW_FROM_DECK
        return A.TAKE_DISCARD if A.TAKE_DISCARD in legal else legal[0]

    def _exchange_shapes(self, obs: Observation) -> list[A.Exchange]:
        size = len(obs.my_hand)
        most = obs.variant.turn.exchange_max or size
        from itertools import combinations
        shapes = []
        for k in range(1, min(most, size) + 1):
            shapes.extend(A.Exchange(c) for c in combinations(range(size), k))
        return shapes

    def draw_value(self, a: Assessment, obs: Observation) -> float:
        """Expected gain of drawing from the deck (counting over the unseen cards)."""
        if not a.unseen:
            return 0.0
        shapes = self._exchange_shapes(obs)
        abilities = obs.variant.deck.abilities
        total, seen = 0.0, {}
        has_unknown = any(not k for k in a.my_known)
        for v in a.unseen:
            if v not in seen:
                g, _ = a.best_exchange(a.card_value(v), shapes)
                seen[v] = max(0.0, g, self.peek_value if has_unknown and v in (7, 8) and abilities else 0.0)
            total += seen[v]
        return total / len(a.unseen)

    def wants_call(self, a: Assessment, obs: Observation) -> bool:
        if a.kamikaze_complete:
            return True
        if a.kami_need is not None:
            return False
        scoring = obs.variant.scoring
        mine = a.my_mean()
        # Where the lowest scores zero whoever called (classic): ties won by the caller count as
        # lowest, nobody improves below the lowest hand its cards can make, and a settled round is
        # called. Official and kaboo keep the rule they were tuned and measured with (docs/ai.md).
        classic = scoring.winners_score_zero
        p = a.p_lowest(mine, a.my_var(), self.improve_opp, ties_won=classic and scoring.caller_wins_ties)
        draw_gain = self.draw_value(a, obs)
        if classic and self.round_settled(obs, p, draw_gain):
            return True
        return call_pays(p, mine, draw_gain, scoring, self.call_margin,
                         lead_kept_at(obs.n_seats) if self.lead_kept is None else self.lead_kept)

    def round_settled(self, obs: Observation, p: float, draw_gain: float) -> bool:
        """Only a call ends this round, our draws no longer improve our hand, and we are probably
        lowest: waiting gains nothing, so call (SETTLE_GAIN, SETTLE_P)."""
        return obs.variant.turn.deck_empty != "end_round" and draw_gain < SETTLE_GAIN and p >= SETTLE_P

    # ----- holding a card

    def on_taken(self, obs, legal, rng):
        a = Assessment(obs)
        _, action = a.best_exchange(a.card_value(obs.drawn.value), legal)
        return action

    def on_drawn(self, obs, legal, rng):
        a = Assessment(obs)
        d = a.card_value(obs.drawn.value)
        options: list[tuple[float, A.Action]] = [(0.0, A.DISCARD_DRAWN)]
        gain, ex = a.best_exchange(d, legal)
        if ex is not None:
            options.append((gain + 0.01, ex))
        ab = self.best_ability(a, obs, legal)
        if ab is not None:
            options.append(ab)
        options.sort(key=lambda t: -t[0])
        return options[0][1]

    def best_ability(self, a: Assessment, obs: Observation, legal) -> tuple[float, A.Action] | None:
        kinds = {type(x) for x in legal}
        me = obs.seat
        if A.Peek in kinds:
            unknown = face_down_unknown(obs, me)
            if unknown:
                return self.peek_value, A.Peek(unknown[0])
            return None
        if A.Spy in kinds:
            target = self.spy_target(a, obs)
            if target is not None:
                value = self.spy_value * (1.6 if obs.n_seats == 2 else 1.0)
                if obs.variant.snap.enabled:
                    value += 0.3
                return value, A.Spy(*target)
            return None
        if A.LookAndSwap in kinds:
            target = self.spy_target(a, obs, prefer_kept=True)
            if target is None:
                return None
            high = max(a.my_est, default=0.0)
            lows = a.unseen[: max(1, len(a.unseen) // 2)]
            value = sum(max(0.0, high - x) for x in lows) / len(lows) * 0.8 + 0.3
            return value, A.LookAndSwap(*target)
        if A.Swap in kinds:
            return self.best_swap(a, obs, legal)
        return None

    def spy_target(self, a: Assessment, obs: Observation, prefer_kept: bool = False) -> tuple[int, int] | None:
        best, best_key = None, None
        threat = a.threat_order()
        for rank, seat in enumerate(threat):
            if seat not in others(obs):
                continue
            for slot in face_down_unknown(obs, seat):
                owner_knows = seat in obs.hands[seat][slot].known_by
                key = (rank - (1.5 if owner_knows else 0.0), slot)
                if best_key is None or key < best_key:
                    best, best_key = (seat, slot), key
        return best

    def best_swap(self, a: Assessment, obs: Observation, legal) -> tuple[float, A.Action] | None:
        me = obs.seat
        mine = sorted(range(len(a.my_est)), key=lambda i: -a.my_est[i])
        if not mine:
            return None
        i = mine[0]
        if i in a.kami_keep:
            return None
        weight = 1.0 / (obs.n_seats - 1)
        best = None
        for seat in others(obs):
            ests = a.opp_est[seat]
            for j, e in enumerate(ests):
                view = obs.hands[seat][j]
                gain = a.my_est[i] - e
                if view.card is None:
                    gain -= 0.6  # we give up knowing our card, and theirs is only an estimate
                elif view.card.value == a.kami_need:
                    gain = 30.0
                gain += weight * (a.my_est[i] - e)
                if best is None or gain > best[0]:
                    best = (gain, A.Swap(me, i, seat, j))
        if best is None or best[0] <= 0.5:
            return None
        return best

    # ----- look-and-swap, snaps

    def on_decide_swap(self, obs, legal, rng):
        seat, slot = obs.look_target
        looked = obs.hands[seat][slot].card
        if looked is None:
            return A.KEEP_CARDS
        a = Assessment(obs)
        i = max(range(len(a.my_est)), key=lambda k: a.my_est[k])
        if looked.value < a.my_est[i] - 0.5:
            return A.Swap(obs.seat, i, seat, slot)
        return A.KEEP_CARDS

    def on_snap(self, obs, legal, rng):
        top = obs.top_discard
        if top is None:
            return A.PASS_SNAP
        me = obs.seat
        best = None
        a = None
        for act in legal:
            if type(act) is not A.Snap:
                continue
            view = obs.hands[act.seat][act.slot]
            if view.card is None or not snap_matches(obs, view.card, top):
                continue
            if act.seat == me:
                gain = float(view.card.value)
            else:
                if a is None:
                    a = Assessment(obs)
                gain = (max(a.my_est) if a.my_est else 0.0) + 1.0
            if gain > 0 and (best is None or gain > best[0]):
                best = (gain, act)
        return best[1] if best else A.PASS_SNAP

    def on_give(self, obs, legal, rng):
        a = Assessment(obs)
        order = sorted(range(len(a.my_est)), key=lambda i: (-a.my_est[i], a.my_known[i]))
        return A.GiveCard(order[0])
