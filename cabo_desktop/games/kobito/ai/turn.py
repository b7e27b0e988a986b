"""A whole turn searched at once: every order of the moves a turn may hold (cards played, workshop
rainbows started, workshop cards moved, Kobitos swapped), on a table built from what the seat
sees, up to the end of the turn, where a scoring function rates it.

A greedy player that rates one move at a time cannot see that the card it likes best now leaves
the cards still due with nowhere to go (they go to the score pile) or that the only way to play
them is to leave a pot one card short: the end of the turn shows both. Positions reached by
different orders are searched once (colours and which Kobito is which do not matter to the
rules). The search stops after `budget` moves tried; the moves not searched then are rated as
they stand, their cards still due counted as given up.

The legal moves never depend on a card the seat cannot see; should a rule ever make them (the
table's hidden cards are dealt at random), a move the real table allows and this one refuses is
left out of the search rather than ending the decision in an error.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ....core.agents import checkpoint
from ..rules.actions import Action, End, Move, Play, Replace, Start, Swap
from ..rules import rainbow as R
from ..rules.cards import KOBITO, RAINBOW, REPLACEMENT
from ..rules.engine import GameState, IllegalAction, apply, legal_actions

# rate(state, end, pending): how good ending the turn in `state` is, with `end` (End(), or End with
# the cards given up); `pending` > 0 for a position not searched to its end (cards still due).
# Any comparable value (a number, a tuple); `over(state)` rates a game that a move has ended.
Rate = Callable[[GameState, End, int], Any]


def key(state: GameState) -> tuple:
    """What the rest of the turn depends on: the hand, the rainbows (each place's number and
    whether a Kobito shows there), the cards played, the pots won (colours left out)."""
    me = state.current
    return (tuple(sorted(_card(c) for c in state.hands[me])),
            tuple((g, _shape(rb)) for g, rb in state.pots),
            tuple(tuple(_shape(rb) for rb in ws) for ws in state.workshops),
            state.played, len(state.gold_won[me]))


def key_after(state: GameState, before: tuple, action: Action) -> tuple | None:
    """`key` of the position after a move, worked out without making it (making a move costs as
    much as listing every legal move twice); None when it cannot be told: a move that may win a
    pot (a new gold card and starting card come out) or moves workshop cards."""
    hand, pots, workshops, played, won = before
    me = state.current
    v = state.variant
    if isinstance(action, Play):
        place, rainbow = action.place, state.rainbow_at(action.place)
        if place[0] == "pot" and len(rainbow) + 1 >= v.gold[state.pots[place[1]][0]].length:
            return None
        number = R.number_at(rainbow, action.end, v.deck.top, v.deck.wrap)
        spot = ((number, action.card.kind),)
        shape = _shape(rainbow)
        shape = spot + shape if action.end == "low" else shape + spot
        return (_without(hand, action.card), *_placed(pots, workshops, place, shape), played + 1, won)
    if isinstance(action, Start):
        numbers = R.start_numbers(action.cards, v.deck.top, v.deck.wrap)
        shape = tuple((n, c.kind) for n, c in zip(numbers, action.cards))
        mine = workshops[me] + (shape,)
        return (_without(_without(hand, action.cards[0]), action.cards[1]), pots,
                workshops[:me] + (mine,) + workshops[me + 1:], played + 2, won)
    if isinstance(action, Replace):  # the place keeps its number, a numbered card on top
        replacement = next(c for c in state.hands[me] if c.kind == REPLACEMENT)
        return (_without(_without(hand, replacement), action.card), pots, workshops, played + 2, won)
    if isinstance(action, Swap):
        rainbow = state.rainbow_at(action.place)
        shape = _shape(rainbow)
        shape = shape[:action.slot] + ((shape[action.slot][0], RAINBOW),) + shape[action.slot + 1:]
        hand = tuple(sorted(_without(hand, action.card) + ((KOBITO, 0),)))
        return (hand, *_placed(pots, workshops, action.place, shape), played, won)
    return None


def _without(hand: tuple, card) -> tuple:
    k = hand.index(_card(card))
    return hand[:k] + hand[k + 1:]


def _placed(pots: tuple, workshops: tuple, place, shape: tuple) -> tuple:
    """The pots' and the workshops' shapes with the rainbow at `place` changed."""
    if place[0] == "pot":
        k = place[1]
        return pots[:k] + ((pots[k][0], shape),) + pots[k + 1:], workshops
    seat, index = place[1], place[2]
    ws = workshops[seat][:index] + (shape,) + workshops[seat][index + 1:]
    return pots, workshops[:seat] + (ws,) + workshops[seat + 1:]


def signature(action: Action) -> tuple:
    """A move with the colours and the Kobitos' copy numbers left out: moves alike lead to the
    same position as far as the rest of the turn goes."""
    if isinstance(action, Start):
        return ("start",) + tuple(_card(c) for c in action.cards)
    if isinstance(action, (Play, Replace, Swap)):
        return (type(action).__name__, _card(action.card)) + tuple(getattr(action, f) for f in action.__slots__
                                                                       if f != "card")
    return (action,)


def _card(card) -> tuple:
    return (card.kind, card.number if card.kind == RAINBOW else 0)


def _shape(rainbow) -> tuple:
    return tuple((spot.number, spot.top.kind) for spot in rainbow)


@dataclass
class TurnSearch:
    rate: Rate
    over: Callable[[GameState], Any]
    give_up: Callable[[GameState, list[End]], End]  # which cards to give up, when some must go
    budget: int = 400  # moves tried at most
    keep_ends: bool = False  # keep every end of turn rated (`ends`), for a player who looks further
    tried: int = 0
    memo: dict = field(default_factory=dict)
    golds: tuple = ()  # the pots' gold cards when the search began
    ends: list = field(default_factory=list)  # (rating, state, end, first move) when keep_ends

    def best(self, state: GameState, legal: list[Action]) -> tuple[Any, Action]:
        """The best rating reachable this turn from `state`, and the move that starts it."""
        value, first, _leaf = self.plan(state, legal)
        return value, first

    def plan(self, state: GameState, legal: list[Action]) -> tuple[Any, Action, tuple]:
        """`best`, and where the best plan ends: (the position before its end, the end), or (the
        position, None) when a move of the plan ends the game or the search stopped short."""
        self.tried, self.memo, self.ends = 0, {}, []
        self.golds = tuple(g for g, _rb in state.pots)
        return self._search(state, legal, key(state), None)

    def _search(self, state: GameState, legal: list[Action], here: tuple, first: Action | None) -> tuple:
        checkpoint()
        if any(g != g0 for (g, _rb), g0 in zip(state.pots, self.golds)):
            legal = [a for a in legal if not self._onto_new_pot(state, a)]
        options: list[tuple[Any, Action, tuple]] = []  # (rating, move, where the plan ends)
        ends = [a for a in legal if isinstance(a, End)]
        if ends:
            end = End() if End() in ends else self.give_up(state, ends)
            rating = self.rate(state, end, 0)
            options.append((rating, end, (state, end)))
            if self.keep_ends:
                self.ends.append((rating, state, end, first or end))
        children = []
        alike = set()
        for action in legal:
            if isinstance(action, End):
                continue
            sign = signature(action)
            if sign in alike:  # the same move with a card of another colour, or another Kobito
                continue
            alike.add(sign)
            known = key_after(state, here, action)
            if known is not None and known in self.memo:  # reached before in another order
                options.append((*self.memo[known][:1], action, self.memo[known][1]))
                continue
            if self.tried >= self.budget:
                break
            self.tried += 1
            try:
                after, _events = apply(state, action)
            except IllegalAction:  # legal at the real table but not on this one (see above)
                continue
            if after.over:
                options.append((self.over(after), action, (after, None)))
                continue
            k = key(after)
            if k in self.memo:
                options.append((self.memo[k][0], action, self.memo[k][1]))
                continue
            rough = self.rate(after, End(), max(0, after.required - after.played))
            self.memo[k] = (rough, (after, None))
            children.append((rough, action, after, k))
        children.sort(key=lambda item: item[0], reverse=True)  # the promising first, while the budget lasts
        for rough, action, after, k in children:
            if self.tried < self.budget:
                value, _first, leaf = self._search(after, legal_actions(after), k, first or action)
                self.memo[k] = (value, leaf)
            else:
                value, leaf = rough, (after, None)
            options.append((value, action, leaf))
        if not options:  # the budget ran out before a single move: the first one
            return (self.rate(state, End(), max(1, state.required - state.played)), (legal[0] if legal else None),
                    (state, None))
        return max(options, key=lambda item: item[0])

    def _onto_new_pot(self, state: GameState, action: Action) -> bool:
        """Whether a move goes onto a pot won and refilled during the search: its new starting card
        is a guess (the table's hidden cards are dealt at random), so the plan does not count on it;
        the next decision sees the real one."""
        place = getattr(action, "place", None)
        pot = action.pot if isinstance(action, Move) else place[1] if place and place[0] == "pot" else None
        return pot is not None and state.pots[pot][0] != self.golds[pot]
