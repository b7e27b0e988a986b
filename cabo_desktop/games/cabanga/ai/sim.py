"""A fast Cabanga! round for look-aheads: the rules of `rules/engine.py` over bit masks, with every
seat playing as Solid does (`agents.SolidAgent`), so a searching player can play a sampled table
to the round's end hundreds of times within a decision.

A card is a bit: colour index × top value + (value − 1). A hand is an int of such bits; a row is
its two pile tops. The simulator plays exactly the engine's rules (the same-colour penalty drawn
before the window, every other seat throwing clockwise from the player's left, one penalty card
per card thrown, the thrown pile shuffled into a new penalty pile when it runs out, the round over
after a window that leaves a hand empty) and exactly Solid's choices (its cost, its tie-break, all
it can throw), which `tests/cabanga/test_cabanga_sim.py` checks against the engine and the agent.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..rules.cards import COLOURS, Card


class Geometry:
    """The bit layout of one variant's cards, with the masks the simulator needs made once."""

    def __init__(self, variant):
        self.variant = variant
        self.top = top = variant.deal.top_value
        self.n_colours = len(COLOURS)
        self.all = (1 << (top * self.n_colours)) - 1
        self.points = [variant.symbols_of(Card(COLOURS[0], v)) for v in range(1, top + 1)]
        self.mean_points = sum(self.points) / len(self.points)
        self.penalty_rule = variant.turn.same_colour_penalty
        # gap[c][a][b]: the cards of colour c strictly between values a and b (either order, 0..top+1)
        self.gap = [[[0] * (top + 2) for _ in range(top + 2)] for _ in range(self.n_colours)]
        for c in range(self.n_colours):
            for low in range(top + 2):
                for high in range(low + 2, top + 2):
                    mask = 0
                    for v in range(low + 1, high):
                        if 1 <= v <= top:
                            mask |= 1 << (c * top + v - 1)
                    self.gap[c][low][high] = self.gap[c][high][low] = mask
        self.colour_mask = (1 << top) - 1
        # local_gap[a][b]: the same cards as gap[c][a][b] for any colour, as bits of that colour alone
        self.local_gap = [[mask & self.colour_mask for mask in row] for row in self.gap[0]]
        # Solid's candidates come in sorted Card order: colours by name, then values
        self.name_order = sorted(range(self.n_colours), key=lambda c: COLOURS[c])

    def bit(self, card: Card) -> int:
        return COLOURS.index(card.colour) * self.top + card.value - 1

    def card(self, index: int) -> Card:
        return Card(COLOURS[index // self.top], index % self.top + 1)

    def mask(self, cards) -> int:
        out = 0
        for card in cards:
            out |= 1 << self.bit(card)
        return out

    def public_mask(self, piles, thrown) -> int:
        """The cards every seat sees: the number cards on the rows and the thrown pile."""
        return self.mask(thrown) | self.mask(c for row in piles for side in row for c in side if c.colour in COLOURS)

    def hand_points(self, hand: int) -> int:
        top, points, total = self.top, self.points, 0
        while hand:
            low = hand & -hand
            total += points[(low.bit_length() - 1) % top]
            hand ^= low
        return total


_GEOMETRIES: dict[int, tuple[object, Geometry]] = {}


def geometry_of(variant) -> Geometry:
    """The variant's geometry, made once per variant object."""
    known = _GEOMETRIES.get(id(variant))
    if known is None or known[0] is not variant:
        if len(_GEOMETRIES) > 64:
            _GEOMETRIES.clear()
        known = _GEOMETRIES[id(variant)] = (variant, Geometry(variant))
    return known[1]


def solid_choice(g: Geometry, hand: int, tops: Sequence[Sequence[int]], public: int, in_others: int,
                 last: int) -> tuple[int, int]:
    """Solid's play from `hand` (bit index, side 0 left / 1 right) at a table of these pile `tops`,
    `public` cards, `in_others` cards in the other hands and `last` colour played, with Solid's
    tie-break (the lower cost, then the lower value, then the left pile, then the first colour by
    name)."""
    top, points, full, local = g.top, g.points, g.colour_mask, g.local_gap
    unseen = g.all & ~public & ~hand
    share, mean = min(1.0, in_others / max(1, unseen.bit_count())), g.mean_points
    best = best_v = best_index = best_side = None
    for c in g.name_order:
        shift = c * top
        cards = (hand >> shift) & full
        if not cards:
            continue
        hidden = (unseen >> shift) & full  # one colour's cards as a small int: quicker to count
        left, right = tops[c]
        to_right, to_left = local[right], local[left]
        extra = 1.0 if g.penalty_rule and c == last else 0.0
        while cards:
            low_bit = cards & -cards
            cards ^= low_bit
            v = low_bit.bit_length()
            own = points[v - 1]
            # left pile: the gap runs to the right pile's top, and the other way round
            cost = ((hidden & to_right[v]).bit_count() * share + extra) * mean - own  # as Solid reckons it
            if best is None or cost < best or (cost == best and (v < best_v or v == best_v and best_side)):
                best, best_v, best_index, best_side = cost, v, shift + v - 1, 0
            cost = ((hidden & to_left[v]).bit_count() * share + extra) * mean - own
            if cost < best or (cost == best and v < best_v):
                best, best_v, best_index, best_side = cost, v, shift + v - 1, 1
    return best_index, best_side


class SimRound:
    """One round from a given table to its end, every seat playing as Solid."""

    __slots__ = ("g", "n", "hands", "tops", "penalty", "thrown", "public", "current", "last", "rng", "held")

    def __init__(self, g: Geometry, hands: list[int], tops: list[list[int]], penalty: list[int],
                 thrown: list[int], public: int, current: int, last: int, rng: random.Random):
        self.g, self.n = g, len(hands)
        self.hands, self.tops = hands, tops
        self.penalty, self.thrown = penalty, thrown  # penalty: bit indices, the top is the last
        self.public = public  # cards on the rows and the thrown pile: seen by every seat
        self.current, self.last, self.rng = current, last, rng  # last: colour index played, -1 none
        self.held = sum(h.bit_count() for h in hands)  # cards in all the hands

    def copy(self, rng: random.Random) -> "SimRound":
        return SimRound(self.g, list(self.hands), [list(t) for t in self.tops], list(self.penalty),
                        list(self.thrown), self.public, self.current, self.last, rng)

    # ---------------------------------------------------------------- Solid's choice

    def solid_play(self, seat: int) -> tuple[int, int]:
        """Solid's play for `seat` at this table."""
        hand = self.hands[seat]
        return solid_choice(self.g, hand, self.tops, self.public, self.held - hand.bit_count(), self.last)

    # ---------------------------------------------------------------- the rules

    def draw(self, seat: int, count: int) -> None:
        for _k in range(count):
            if not self.penalty and self.thrown:
                fresh = self.thrown
                self.rng.shuffle(fresh)
                for index in fresh:
                    self.public &= ~(1 << index)
                self.penalty, self.thrown = fresh, []
            if not self.penalty:
                return
            self.hands[seat] |= 1 << self.penalty.pop()
            self.held += 1

    def play(self, index: int, side: int) -> bool:
        """The current seat plays card `index` on `side`; the window follows (every other seat
        throws all it can). True when the round is over."""
        g, seat = self.g, self.current
        c, v = divmod(index, g.top)
        v += 1
        self.hands[seat] &= ~(1 << index)
        self.held -= 1
        self.public |= 1 << index
        other = self.tops[c][1 - side]
        self.tops[c][side] = v
        if g.penalty_rule and self.last == c:
            self.draw(seat, 1)
        self.last = c
        if v - other > 1 or other - v > 1:
            gap = g.gap[c][v][other]
            for k in range(1, self.n):
                thrower = (seat + k) % self.n
                fits = self.hands[thrower] & gap
                if fits:
                    self.hands[thrower] &= ~fits
                    self.public |= fits
                    count = 0
                    while fits:
                        low_bit = fits & -fits
                        self.thrown.append(low_bit.bit_length() - 1)
                        fits ^= low_bit
                        count += 1
                    self.held -= count
                    self.draw(seat, count)
        if not all(self.hands):
            return True
        self.current = (seat + 1) % self.n
        return False

    def run(self, limit: int = 400) -> list[int]:
        """Play on as Solid to the round's end; each seat's points."""
        for _turn in range(limit):
            index, side = self.solid_play(self.current)
            if self.play(index, side):
                break
        return [self.g.hand_points(h) for h in self.hands]


def tops_of(piles: Sequence) -> list[list[int]]:
    return [[row[0][-1].value, row[1][-1].value] for row in piles]
