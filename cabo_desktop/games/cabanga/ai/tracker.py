"""Where the cards a seat has not seen probably are, from what its seat may see.

Every number card is unique, so a Cabanga! table comes down to where each unseen card lies: in one
of the other hands or in the penalty pile. The tracker keeps, for each such card, its chance of
being in each place, and moves it with the events its seat is told:

- the deal spreads every unseen card evenly over the other hands and the pile;
- a pass in a window, or a throw (players throw all they can), says that hand holds none of the
  gap's cards; the chance is cut, not zeroed, since a person may keep a card back (`pass_weight`);
- a card played says a little about the rest of that hand: a player who opens a costly gap
  probably had no cheaper card to play, as a card counter reckons it from the public table
  (`play_sharpness`: how fast that falls with how much cheaper the other card was, down to the
  same floor as a pass);
- a penalty card drawn by another seat moves a share of every card in the pile into that hand;
- the thrown pile shuffled into a new penalty pile brings its cards back into hiding.

After each change the chances are balanced (Sinkhorn scaling) so that every card is somewhere
once and every place holds as many cards as it really does. `sample` deals a whole table from
them, for the Strong level's look-ahead.

The tracker reads only the events of its seat, already redacted, so it never knows a card its seat
may not see. Events are queued by `notify` (the table calls it within a frame) and worked through
when the seat next thinks (`sync`, off the frame at the table).
"""

from __future__ import annotations

import math
import random
from bisect import bisect_right
from itertools import accumulate

from ..rules import events as E
from ..rules.cards import COLOURS, SIDES, Card
from .agents import unseen_cards
from .sim import Geometry, geometry_of, tops_of

PILE = -1  # the penalty pile's place (the other places are seats)


class CardTracker:
    pass_weight = 0.05  # a card's chance in a hand that passed (or threw) in a window on it, times this
    play_sharpness = 2.0  # a card's chance in the hand of a player who played a card this much dearer
    play_floor = 0.05  # ... falls as exp(-sharpness x points cheaper), down to this
    own_cards = True  # a player's reckoning leaves out the cards it probably holds itself
    balance_rounds = 200  # at most; the scaling stops once every place holds its size within 0.001
    floor = 1e-4  # the least chance of a card in a place with room, before scaling

    def __init__(self, me: int, variant):
        self.me = me
        self.variant = variant
        self.geo: Geometry = geometry_of(variant)
        self._pending: list = []
        self.round_no = 0
        self.places: list[int] = []  # the other seats, then PILE
        self.sizes: dict[int, int] = {}  # cards in each hand and in the pile
        self.chance: dict[Card, list[float]] = {}  # hidden card -> chance in each place (like `places`)
        self.hand: set[Card] = set()
        self.public = 0  # bits of the cards face up on the rows or the thrown pile
        self.thrown: list[Card] = []
        self.tops: list[list[int]] = []
        self.last: str | None = None
        self.gap: tuple[str, int, int] | None = None
        self._dealing = False
        self._dirty = False
        self._version = 0  # counts the changes of the chances, for `_dealing_table`
        self._deal_version = -1
        self._deal_cache: tuple = ()

    # ------------------------------------------------------------ events

    def notify(self, event) -> None:
        """Queue an event of this seat (redacted); it is read at the next `sync`."""
        self._pending.append(event)

    @property
    def pending(self) -> int:
        return len(self._pending)

    def sync(self, obs) -> bool:
        """Read the queued events, then check the count against the observation: the hidden cards
        and every place's size must be what the seat sees. When they are not (a tracker that
        joined mid-round), start over from the observation with every hidden card spread evenly.
        True when the chances carry what the events said."""
        count = len(self._pending)
        self._version += 1
        for event in self._pending[:count]:
            handler = getattr(self, "_on_" + type(event).__name__, None)
            if handler is not None:
                handler(event)
        del self._pending[:count]
        fits = self.matches(obs)
        if not fits:
            self.restart(obs)
        self._balance()
        return fits

    def matches(self, obs) -> bool:
        if self.round_no != obs.round_no or not self.places:
            return False
        sizes = {s: n for s, n in enumerate(obs.hand_sizes) if s != self.me}
        sizes[PILE] = obs.penalty_size
        if any(self.sizes.get(p) != n for p, n in sizes.items()) or self.hand != set(obs.hand):
            return False
        return set(self.chance) == set(unseen_cards(obs))

    def restart(self, obs) -> None:
        """Every hidden card spread evenly, from the observation alone."""
        self.round_no = obs.round_no
        self.tops = tops_of(obs.piles)
        self.thrown = list(obs.thrown)
        self.public = self.geo.public_mask(obs.piles, obs.thrown)
        self.last, self.gap = obs.last_colour, obs.gap
        self.sizes = {s: n for s, n in enumerate(obs.hand_sizes) if s != self.me}
        self.sizes[PILE] = obs.penalty_size
        self.sizes[self.me] = len(obs.hand)
        self.hand = set(obs.hand)
        self._spread(unseen_cards(obs))

    def _spread(self, hidden: list[Card]) -> None:
        self.places = [s for s in sorted(self.sizes) if s not in (self.me, PILE)] + [PILE]
        total = max(1, len(hidden))
        row = [self.sizes[p] / total for p in self.places]
        self.chance = {c: list(row) for c in hidden}
        self._dirty = True

    def _on_RoundStarted(self, e: E.RoundStarted) -> None:
        self.round_no = e.round_no
        self.tops = [[left.value, right.value] for left, right in e.piles]
        self.thrown, self.public, self.hand, self.chance = [], 0, set(), {}
        self.sizes, self.last, self.gap, self.places, self._dealing = {}, None, None, [], True

    def _on_CardsDealt(self, e: E.CardsDealt) -> None:
        self.sizes[e.seat] = e.count
        if e.seat == self.me:
            self.hand = set(e.cards or ())

    def _on_TurnStarted(self, e: E.TurnStarted) -> None:
        if self._dealing:  # every seat has its cards: the rest of the deck is the pile
            self._dealing = False
            self.sizes[PILE] = len(self.variant.deck) - sum(self.sizes.values())
            self._spread([c for c in self.variant.deck if c not in self.hand])

    def _on_CardPlayed(self, e: E.CardPlayed) -> None:
        card = e.card
        if e.seat == self.me:
            self.hand.discard(card)
        elif card in self.chance:
            self._play_evidence(e.seat, card, e.side)
            self._reveal(card)
        self.sizes[e.seat] = self.sizes.get(e.seat, 1) - 1
        self.public |= 1 << self.geo.bit(card)
        if self.tops:
            self.tops[COLOURS.index(card.colour)][SIDES.index(e.side)] = card.value
        self.gap = (card.colour, *e.gap) if e.gap else None
        self.last = card.colour

    def _on_ThrowPassed(self, e: E.ThrowPassed) -> None:
        if e.seat != self.me:
            self._none_in_gap(e.seat)

    def _on_CardsThrown(self, e: E.CardsThrown) -> None:
        for card in e.cards:
            if e.seat == self.me:
                self.hand.discard(card)
            else:
                self._reveal(card)
            self.public |= 1 << self.geo.bit(card)
            self.thrown.append(card)
        self.sizes[e.seat] = self.sizes.get(e.seat, len(e.cards)) - len(e.cards)
        if e.seat != self.me:
            self._none_in_gap(e.seat)

    def _on_PenaltyDrawn(self, e: E.PenaltyDrawn) -> None:
        pile = self.sizes.get(PILE, 0)
        moves = e.seat != self.me and pile > 0 and e.seat in self.places
        if moves:
            self._balance()  # with the sizes from before the draw
        self.sizes[e.seat] = self.sizes.get(e.seat, 0) + 1
        self.sizes[PILE] = max(0, pile - 1)
        if e.seat == self.me:
            if e.card is not None:
                self.hand.add(e.card)
                self._reveal(e.card)
        elif moves:
            i, j = self.places.index(e.seat), len(self.places) - 1
            for row in self.chance.values():  # each card of the pile was the one drawn with chance 1/pile
                moved = row[j] / pile
                row[j] -= moved
                row[i] += moved

    def _on_PenaltyPileRenewed(self, e: E.PenaltyPileRenewed) -> None:
        j = len(self.places) - 1
        for card in self.thrown:
            self.public &= ~(1 << self.geo.bit(card))
            row = [0.0] * len(self.places)
            row[j] = 1.0
            self.chance[card] = row
        self.sizes[PILE] = self.sizes.get(PILE, 0) + len(self.thrown)
        self.thrown = []
        self._dirty = True

    # ------------------------------------------------------------ evidence

    def _reveal(self, card: Card) -> None:
        if self.chance.pop(card, None) is not None:
            self._dirty = True

    def _none_in_gap(self, seat: int) -> None:
        if not self.gap or seat not in self.places:
            return
        colour, low, high = self.gap
        i = self.places.index(seat)
        for value in range(low + 1, high):
            row = self.chance.get(Card(colour, value))
            if row is not None:
                row[i] *= self.pass_weight
                self._dirty = True

    def _play_evidence(self, seat: int, played: Card, side: str) -> None:
        """A player who played `played` probably held no card it would have found cheaper."""
        if seat not in self.places or not self.tops:
            return
        self._balance()
        i = self.places.index(seat)
        # what that player can not count as unseen: its own cards (the one played surely, the
        # others by their chance), per colour and value
        own = [[0.0] * (self.geo.top + 2) for _ in COLOURS]
        if self.own_cards:
            for card, row in self.chance.items():
                own[COLOURS.index(card.colour)][card.value] = row[i]
        own[COLOURS.index(played.colour)][played.value] = 1.0
        cost_played = self._public_cost(seat, played, SIDES.index(side), own)
        for card, row in self.chance.items():
            cheaper = cost_played - min(self._public_cost(seat, card, 0, own), self._public_cost(seat, card, 1, own))
            if cheaper > 0:
                row[i] *= max(self.play_floor, math.exp(-self.play_sharpness * cheaper))
                self._dirty = True

    def _public_cost(self, seat: int, card: Card, side: int, own: list[list[float]]) -> float:
        """What a card counter at `seat` would reckon playing `card` on `side` costs (Solid's
        reckoning), counted from the public table less what that seat probably holds (`own`)."""
        geo = self.geo
        c = COLOURS.index(card.colour)
        other = self.tops[c][1 - side]
        hidden = (geo.all & ~self.public & geo.gap[c][card.value][other]).bit_count()
        low, high = min(card.value, other), max(card.value, other)
        hidden -= sum(own[c][low + 1:high])
        in_others = sum(n for s, n in self.sizes.items() if s not in (seat, PILE))
        share = min(1.0, in_others / max(1, in_others + self.sizes.get(PILE, 0)))
        extra = 1.0 if geo.penalty_rule and self.last == card.colour else 0.0
        return (max(0.0, hidden) * share + extra) * geo.mean_points - geo.points[card.value - 1]

    # ------------------------------------------------------------ reading

    def _balance(self) -> None:
        """Scale the chances so that each card is somewhere once and each place holds its size."""
        if not self._dirty or not self.chance:
            return
        self._version += 1
        sizes = [max(0, self.sizes.get(p, 0)) for p in self.places]
        rows = list(self.chance.values())
        k = len(sizes)
        floor = self.floor
        for row in rows:  # no place with room is ever quite ruled out: that keeps the scaling quick
            for j in range(k):
                if sizes[j] and row[j] < floor:
                    row[j] = floor
        scale = [1.0] * k
        for _round in range(self.balance_rounds):
            cols = [0.0] * k
            for row in rows:
                total = 0.0
                for j in range(k):
                    row[j] *= scale[j]
                    total += row[j]
                if total > 1e-12:
                    for j in range(k):
                        row[j] /= total
                else:  # every place with room ruled out: spread it by the places' sizes again
                    mass = sum(sizes) or 1
                    for j in range(k):
                        row[j] = sizes[j] / mass
                for j in range(k):
                    cols[j] += row[j]
            if all(abs(cols[j] - sizes[j]) < 1e-3 for j in range(k)):
                break
            scale = [sizes[j] / cols[j] if cols[j] > 1e-12 else 0.0 for j in range(k)]
        self._dirty = False

    def in_other_hands(self, card: Card) -> float:
        """The chance `card` is in another player's hand (0 for cards this seat holds or sees)."""
        self._balance()
        row = self.chance.get(card)
        return 0.0 if row is None else 1.0 - row[-1]

    def held_by(self, card: Card, seat: int) -> float:
        self._balance()
        row = self.chance.get(card)
        return 0.0 if row is None or seat not in self.places else row[self.places.index(seat)]

    def sample(self, rng: random.Random) -> tuple[dict[int, list[Card]], list[Card]]:
        """One deal of the hidden cards: each other seat's hand (of its real size) and the pile (in
        random order). Each card goes to a place by its chance there (the chances are balanced, so
        every place gets about its size); then cards picked at random move out of the places dealt
        too many into those dealt too few, each by its chance among them."""
        cards, cumulative, rows, active, sizes = self._dealing_table()
        m = len(active)
        members: list[list[int]] = [[] for _ in range(m)]
        draw = rng.random
        for n, cum in enumerate(cumulative):
            members[min(m - 1, bisect_right(cum, draw() * cum[-1]))].append(n)
        short = [sizes[j] - len(members[j]) for j in range(m)]
        if any(short):
            movers: list[int] = []
            for j in range(m):
                if short[j] < 0:
                    rng.shuffle(members[j])
                    movers.extend(members[j][short[j]:])
                    del members[j][short[j]:]
                    short[j] = 0
            for n in movers:
                row = rows[n]
                weights = [row[j] * short[j] if short[j] > 0 else 0.0 for j in range(m)]
                total = sum(weights)
                x, place = draw() * total, 0
                for j in range(m):
                    if weights[j] > 0.0:
                        place = j
                        x -= weights[j]
                        if x < 0.0:
                            break
                members[place].append(n)
                short[place] -= 1
        dealt: list[list[Card]] = [[] for _ in self.places]
        for j, column in zip(active, members):
            dealt[j] = [cards[n] for n in column]
        pile = dealt[-1]
        rng.shuffle(pile)
        return {p: dealt[j] for j, p in enumerate(self.places) if p != PILE}, pile

    def _dealing_table(self) -> tuple:
        """The hidden cards with their chances, and cumulative chances, over the places that have
        room: made once per change of the chances, since a look-ahead deals many tables from the
        same ones."""
        self._balance()
        if self._deal_version != self._version:
            sizes = [max(0, self.sizes.get(p, 0)) for p in self.places]
            active = [j for j, size in enumerate(sizes) if size > 0]
            cards = sorted(self.chance)
            rows = [[self.chance[c][j] + 1e-12 for j in active] for c in cards]  # never all zero
            self._deal_cache = (cards, [list(accumulate(r)) for r in rows], rows, active, [sizes[j] for j in active])
            self._deal_version = self._version
        return self._deal_cache
