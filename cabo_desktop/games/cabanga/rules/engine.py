"""Cabanga!'s rules: an immutable state, the legal actions, and `apply` returning the new state
and the events. Readings of the text's open points are the variant file's notes.

A turn: the player plays a card onto either pile of its colour's row (a penalty card first if it
is the colour the previous player played). When the card opens a gap to the row's other pile,
every other seat in turn, clockwise from the player's left, throws any of its cards of that
colour inside the gap or passes; the player draws a penalty card per card thrown. After the
window, a seat with no cards ends the round.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Sequence

from ....core.events import seat_bit
from ....core.notation import stacked_cards
from ....core.round_result import RoundScores
from ....i18n import _
from . import events as E
from .actions import PASS, Action, Pass, Play, Throw
from .cards import COLOURS, SIDES, START, Card, in_gap, parse_card
from .variant import Variant


class IllegalAction(ValueError):
    """An action the rules do not allow now. The message is meant for players."""


class SetupError(ValueError):
    """A game that cannot be set up as asked. The message is meant for players."""


@dataclass(frozen=True)
class RoundResult(RoundScores):
    """A scored round (its winners: the lowest scores), its first player and every hand at the count."""
    start: int = 0  # the round's first player
    hands: tuple[tuple[Card, ...], ...] = ()  # every hand at the count (empty: out)


@dataclass(frozen=True)
class GameState:
    variant: Variant
    n_seats: int
    seed: int
    decks: tuple[tuple[str, ...], ...]  # stacked decks for the first rounds (tests); () = shuffled
    round_no: int
    totals: tuple[int, ...]
    history: tuple[RoundResult, ...]
    over: bool
    winners: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...]  # each sorted
    piles: tuple[tuple[tuple[Card, ...], tuple[Card, ...]], ...]  # per row: (left, right), bottom first
    penalty: tuple[Card, ...]  # face down; the top is the last
    thrown: tuple[Card, ...]  # face up
    current: int  # whose turn it is (the target of throws)
    thrower: int  # in a throw window: the seat deciding; else -1
    gap: tuple[str, int, int] | None  # colour, low, high of the open window
    last_colour: str | None  # the colour the previous player played
    renewals: int  # penalty piles renewed this round (seeds their shuffles)
    round_start: int = 0  # the round's first player

    @property
    def to_act(self) -> int:
        if self.over:
            return -1
        return self.thrower if self.thrower >= 0 else self.current

    def top(self, colour: str, side: str) -> Card:
        return self.piles[COLOURS.index(colour)][SIDES.index(side)][-1]


# ---------------------------------------------------------------- setting up


def new_game(variant: Variant, seats: int, seed: int, *, decks: Sequence[Sequence[str]] = (),
             start_seat: int | None = None) -> tuple[GameState, list]:
    """A new game. `decks`: stacked decks for the first rounds (tests), each a list of codes: the
    eight start cards (red left, red right, blue left, … yellow right), then each seat's hand in
    turn, then the penalty pile from its top down."""
    if not variant.players.min <= seats <= variant.players.max:
        raise SetupError(_("{title} is for {low} to {high} players, not {n}").format(
            title=variant.title, low=variant.players.min, high=variant.players.max, n=seats))
    if start_seat is None:
        start_seat = random.Random(f"{seed}:start").randrange(seats)
    elif not 0 <= start_seat < seats:
        raise SetupError(_("there is no seat {n}").format(n=start_seat + 1))
    state = GameState(variant=variant, n_seats=seats, seed=seed, decks=tuple(tuple(d) for d in decks), round_no=0,
                      totals=(0,) * seats, history=(), over=False, winners=(), hands=(), piles=(), penalty=(),
                      thrown=(), current=start_seat, thrower=-1, gap=None, last_colour=None, renewals=0)
    return _deal(state, start_seat)


def _deal(state: GameState, start: int) -> tuple[GameState, list]:
    v, n = state.variant, state.n_seats
    round_no = state.round_no + 1
    starts = [Card(START, value) for value in v.deal.start_values]
    cards = list(v.deck)
    if round_no <= len(state.decks):
        order = stacked_cards(state.decks[round_no - 1], parse_card, SetupError)
        if sorted(order[:8]) != sorted(starts) or sorted(order[8:]) != sorted(cards):
            raise SetupError(_("a stacked deck must hold the start cards, then every number card once"))
        starts, cards = order[:8], order[8:]
    else:
        rng = random.Random(f"{state.seed}:deal:{round_no}")
        rng.shuffle(starts)
        rng.shuffle(cards)
    size = v.deal.hand_size
    blocks = [tuple(sorted(cards[k * size:(k + 1) * size])) for k in range(n)]
    if round_no <= len(state.decks) and v.deal.stacked_from_start:  # the first hand to the start player
        blocks = [blocks[(seat - start) % n] for seat in range(n)]
    hands = tuple(blocks)
    penalty = tuple(reversed(cards[n * size:]))  # the first card after the hands is the top
    piles = tuple(((starts[2 * r],), (starts[2 * r + 1],)) for r in range(len(COLOURS)))
    state = replace(state, round_no=round_no, hands=hands, piles=piles, penalty=penalty, thrown=(), current=start,
                    thrower=-1, gap=None, last_colour=None, renewals=0, round_start=start)
    evs: list = [E.RoundStarted(round_no, start, tuple((p[0][0], p[1][0]) for p in piles))]
    evs += [E.CardsDealt(seat, size, hands[seat], seat_bit(seat)) for seat in range(n)]
    evs.append(E.TurnStarted(start))
    return state, evs


# ---------------------------------------------------------------- what may be done


def legal_actions(state: GameState) -> list[Action]:
    """The actions to offer the seat to act. In a throw window these are passing, each fitting
    card alone and all of them together: the thrower may throw any set of its fitting cards, but
    there are 2^K - 1 sets of K cards, too many to list; `is_legal` checks any of them."""
    if state.over:
        return []
    if state.thrower >= 0:
        fits = fitting_cards(state)
        singles = [Throw((card,)) for card in fits]
        return [PASS] + singles + ([Throw(fits)] if len(fits) > 1 else [])
    return [Play(card, side) for card in state.hands[state.current] for side in SIDES]


def fitting_cards(state: GameState) -> tuple[Card, ...]:
    """The thrower's cards that fit the open gap, sorted as its hand is (no card is there twice:
    every number card is unique)."""
    colour, low, high = state.gap
    return tuple(c for c in state.hands[state.thrower] if in_gap(c, colour, low, high))


def is_legal(state: GameState, action: Action) -> bool:
    """Whether the rules allow `action` now: a listed action, or a throw of any set of fitting
    cards, checked without listing the sets."""
    if isinstance(action, Throw):
        return not state.over and state.thrower >= 0 and _is_fitting_set(state, action.cards)
    return action in legal_actions(state)


def _is_fitting_set(state: GameState, cards: tuple) -> bool:
    """At least one card, each a fitting card of the thrower's hand, in strictly rising order:
    sorted as the notation writes it (the thrown pile keeps this order and a renewed penalty pile
    is shuffled from it, so another order would not replay the same) and so never twice."""
    fits = fitting_cards(state)
    return (isinstance(cards, tuple) and len(cards) > 0 and all(card in fits for card in cards)
            and all(a < b for a, b in zip(cards, cards[1:])))


def _refuse(state: GameState, action: Action) -> IllegalAction:
    if state.over:
        return IllegalAction(_("the game is over"))
    if state.thrower >= 0:
        if isinstance(action, Play):
            return IllegalAction(_("now the others may throw cards into the gap; nobody plays a card"))
        return IllegalAction(_("only cards of the gap's colour strictly inside the gap, from your hand, may be thrown"))
    if isinstance(action, Play):
        return IllegalAction(_("you can only play a card from your hand, onto the left or right pile of its row"))
    return IllegalAction(_("nobody may throw now: no gap is open"))


# ---------------------------------------------------------------- applying an action


def apply(state: GameState, action: Action) -> tuple[GameState, list]:
    if not is_legal(state, action):
        raise _refuse(state, action)
    if isinstance(action, Play):
        return _play(state, action)
    return _answer(state, action)


def _draw(state: GameState, seat: int, count: int, reason: str, evs: list) -> GameState:
    """`seat` draws `count` penalty cards; the thrown pile is shuffled into a new penalty pile when
    it runs out (no card is drawn when both are empty)."""
    hands, penalty, thrown, renewals = list(state.hands), state.penalty, state.thrown, state.renewals
    for _k in range(count):
        if not penalty and thrown:
            renewals += 1
            fresh = list(thrown)
            random.Random(f"{state.seed}:renew:{state.round_no}:{renewals}").shuffle(fresh)
            penalty, thrown = tuple(fresh), ()
            evs.append(E.PenaltyPileRenewed(len(penalty)))
        if not penalty:
            break
        card, penalty = penalty[-1], penalty[:-1]
        hands[seat] = tuple(sorted(hands[seat] + (card,)))
        evs.append(E.PenaltyDrawn(seat, reason, card, seat_bit(seat)))
    return replace(state, hands=tuple(hands), penalty=penalty, thrown=thrown, renewals=renewals)


def _play(state: GameState, action: Play) -> tuple[GameState, list]:
    seat, card = state.current, action.card
    row, side = COLOURS.index(card.colour), SIDES.index(action.side)
    hands = list(state.hands)
    hands[seat] = tuple(c for c in hands[seat] if c != card)
    piles = list(state.piles)
    sides = list(piles[row])
    sides[side] = sides[side] + (card,)
    piles[row] = (sides[0], sides[1])
    other = sides[1 - side][-1].value
    low, high = min(card.value, other), max(card.value, other)
    gap = (low, high) if high - low > 1 else None
    evs: list = [E.CardPlayed(seat, card, action.side, gap)]
    same = draws_penalty_first(state, card)
    state = replace(state, hands=tuple(hands), piles=tuple(piles), last_colour=card.colour)
    if same:
        state = _draw(state, seat, 1, "colour", evs)
    if gap is None:
        return _end_turn(state, evs)
    state = replace(state, gap=(card.colour, low, high), thrower=(seat + 1) % state.n_seats)
    return state, evs


def draws_penalty_first(state: GameState, card: Card) -> bool:
    """Whether playing `card` now costs a penalty card first: the colour the previous player
    played (public: the table warns of it before the card is played)."""
    return state.variant.turn.same_colour_penalty and state.last_colour == card.colour


def _answer(state: GameState, action: Action) -> tuple[GameState, list]:
    seat, target = state.thrower, state.current
    evs: list = []
    if isinstance(action, Pass):
        evs.append(E.ThrowPassed(seat))
    else:
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c not in action.cards)
        state = replace(state, hands=tuple(hands), thrown=state.thrown + action.cards)
        evs.append(E.CardsThrown(seat, target, action.cards))
        state = _draw(state, target, len(action.cards), "thrown", evs)
    following = (seat + 1) % state.n_seats
    if following != target:
        return replace(state, thrower=following), evs
    state = replace(state, thrower=-1, gap=None)
    state, more = _end_turn(state, [])
    return state, evs + more


def _end_turn(state: GameState, evs: list) -> tuple[GameState, list]:
    if any(not hand for hand in state.hands):
        return _score(state, evs)
    following = (state.current + 1) % state.n_seats
    evs.append(E.TurnStarted(following))
    return replace(state, current=following), evs


def _score(state: GameState, evs: list) -> tuple[GameState, list]:
    v = state.variant
    scores = tuple(sum(v.symbols_of(c) for c in hand) for hand in state.hands)
    totals = tuple(t + s for t, s in zip(state.totals, scores))
    low = min(scores)
    result = RoundResult(state.round_no, scores, totals, tuple(s for s in range(state.n_seats) if scores[s] == low),
                         state.round_start, state.hands)
    evs.append(E.RoundEnded(state.round_no, state.hands, scores, totals))
    state = replace(state, totals=totals, history=state.history + (result,))
    end = v.game_end
    if (end.points is not None and max(totals) >= end.points) or (end.rounds is not None and state.round_no >= end.rounds):
        best = min(totals)
        winners = tuple(s for s in range(state.n_seats) if totals[s] == best)
        evs.append(E.GameOver(winners, totals))
        return replace(state, over=True, winners=winners, thrower=-1), evs
    # the next round starts left of the player who played last: the one whose turn it was
    state, more = _deal(state, (state.current + 1) % state.n_seats)
    return state, evs + more
