"""Strong: plans its whole turn as Solid does (ai/turn.py), but rates the end of a turn by what
the cards it cannot see make likely rather than by fixed rules, and is bound by no promise: it
leaves a pot one card short, or gives a card to its score pile, when that pays.

- **The others' chances** (`Chances`): for each pot, the chance that a player after it finishes it
  before its next turn, from the unseen cards (their hands are drawn from them: the numbers at
  either end and the Kobitos that would finish it, counted on sampled hands) and from the
  workshop rainbows on the table that would finish it.
- **Its own**: a pot it could finish with the cards it keeps (its hand and its workshop rainbows)
  is worth part of its points, as long as the others do not take it first.
- **The game's end**: with no gold card left to draw, the next pot won ends the game, so a pot is
  worth the game rather than its points: one the others could win the game with costs the game,
  one it could win the game with is worth it.
- **Playing on**: a card played beyond the due ones counts for it (Solid counts it against), so
  it plays out its hand when nothing else matters: its hand is refilled to five at the end of
  its turn, and more new cards are more chances (measured: docs/ai.md, "Level ladder").

Randomness comes from its seed and a decision counter only, so it is deterministic for a seed and
never consults the table's generator.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Sequence

from ..rules.actions import Action, End
from ..rules.cards import KOBITO, RAINBOW, next_number
from ..rules.engine import GameState
from ..rules.observation import Observation
from .agents import SolidAgent
from .position import _fits, keep_value, pile_cost, unseen_cards
from .turn import TurnSearch

WORKSHOPS = {0: 0.0, 1: 0.3, 2: 1.0, 3: 2.2, 4: 4.0}  # more cards due next turn (as Solid's worth)


class Chances:
    """The chance that the others finish a pot before our next turn, from hands sampled from the
    cards we cannot see (the same hands for every position of a decision)."""

    samples = 40

    def __init__(self, obs: Observation, rng: random.Random):
        v = obs.variant
        self.top, self.wrap = v.deck.top, v.deck.wrap
        unseen = unseen_cards(obs)
        self.others = [s for s in range(obs.n_seats) if s != obs.seat]
        sizes = {obs.hand_sizes[s] for s in self.others}
        self.hands: dict[int, list[tuple[Counter, int]]] = {}
        for size in sizes:
            hands = []
            for _ in range(self.samples):
                cards = rng.sample(unseen, min(size, len(unseen)))
                hands.append((Counter(c.number for c in cards if c.kind == RAINBOW),
                              sum(1 for c in cards if c.kind == KOBITO)))
            self.hands[size] = hands
        self.sizes = [obs.hand_sizes[s] for s in self.others]
        self._memo: dict = {}

    def taken(self, low: int, high: int, lack: int) -> float:
        """The chance that one of the others can finish a rainbow from `low` to `high` that lacks
        `lack` cards with the cards in their hand."""
        key = (low, high, lack)
        if key not in self._memo:
            keep = 1.0
            for size in self.sizes:
                hands = self.hands[size]
                keep *= 1.0 - sum(self.finishes(n, k, low, high, lack) for n, k in hands) / len(hands)
            self._memo[key] = 1.0 - keep
        return self._memo[key]

    def finishes(self, numbers: Counter, kobitos: int, low: int, high: int, lack: int) -> bool:
        """Whether these cards can add `lack` cards at the two ends of a rainbow from low to high."""
        if lack > 4:
            return False
        for below in range(lack + 1):
            need, ok = [], True
            n = low
            for _ in range(below):
                n = next_number(n, -1, self.top, self.wrap)
                if n is None:
                    ok = False
                    break
                need.append(n)
            n = high
            for _ in range(lack - below):
                if not ok:
                    break
                n = next_number(n, 1, self.top, self.wrap)
                if n is None:
                    ok = False
                    break
                need.append(n)
            if ok and sum(1 for n in need if not numbers[n]) <= kobitos:
                return True
        return False


class StrongAgent(SolidAgent):
    name = "Strong"
    budget = 300  # moves tried per decision (ai/turn.py)
    extra_card = -0.3  # a card played beyond the due ones
    taken_weight = 1.0  # a pot the others take costs its points (times this; less with more players)
    own_weight = 0.4  # a pot we could finish next turn, if the others do not first
    last_pot = 30.0  # the game lost (in points) when the others can win the last pot and the game with it

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        table = self.table(obs)
        me = obs.seat
        self._base = (sum(obs.variant.gold[g].points for g in obs.gold_won[me]), len(obs.penalties[me]))
        self._chances = Chances(obs, random.Random(self.seed * 7_919 + self.decisions))
        self._weight = self.taken_weight if obs.n_seats == 2 else 0.8 * self.taken_weight
        _value, action = TurnSearch(self.rate, self.over, self.give_up, self.budget).best(table, list(legal))
        return action

    def rate(self, state: GameState, end: End, pending: int) -> float:
        v = state.variant
        me = state.current
        points, lost = self._base
        value = sum(v.gold[g].points for g in state.gold_won[me]) - points
        given = (len(state.penalties[me]) - lost) * v.scoring.score_pile_penalty + pile_cost(state, end.penalty) + \
            pending * v.scoring.score_pile_penalty
        value -= given
        value -= self.extra_card * max(0, state.played - state.required)
        value -= 0.01 * sum(keep_value(state, c) for c in end.penalty)
        kept = Counter(c.number for c in state.hands[me] if c.kind == RAINBOW and c not in end.penalty)
        kobitos = sum(1 for c in state.hands[me] if c.kind == KOBITO and c not in end.penalty)
        # with no gold card left to draw, the next pot won ends the game: one the others can take
        # and win the game with costs the game
        last = not state.gold_deck
        ours = state.totals[me] - pile_cost(state, end.penalty) - pending * v.scoring.score_pile_penalty
        best_other = max(state.totals[s] for s in range(state.n_seats) if s != me)
        for gold, rainbow in state.pots:
            if not rainbow:
                continue
            lack = v.gold[gold].length - len(rainbow)
            worth = v.gold[gold].points
            taken = self._chances.taken(rainbow[0].number, rainbow[-1].number, lack)
            if any(_fits(ws, rainbow, lack, v) for s in range(state.n_seats) if s != me for ws in state.workshops[s]):
                taken = max(taken, 0.9)
            if last:
                value -= taken * (self.last_pot if best_other + worth >= ours else 0.0)
            else:
                value -= self._weight * taken * worth
            if any(_fits(ws, rainbow, lack, v) for ws in state.workshops[me]) or \
                    self._chances.finishes(kept, kobitos, rainbow[0].number, rainbow[-1].number, lack):
                bonus = self.last_pot if last and ours + worth > best_other else worth
                value += self.own_weight * (1.0 - taken) * bonus
        value -= WORKSHOPS.get(len(state.workshops[me]), 5.0)
        value += 0.15 * sum(len(rb) for rb in state.workshops[me])
        return value

    def over(self, state: GameState) -> float:
        me = state.current
        return 1000.0 + state.totals[me] if me in state.winners else state.totals[me] - max(state.totals) - 100.0
