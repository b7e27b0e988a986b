"""The CABO engine: `new_game`, `legal_actions`, `apply`. Pure functions over immutable states.

Randomness is explicit: every shuffle draws from `random.Random` seeded from the game's seed,
the round number and the reshuffle count, so a game is its seed (or stacked decks) plus its
actions, and replays exactly.
"""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import combinations
from typing import Sequence

from ....core.notation import quoted
from . import actions as A
from . import snapping, turn
from .cards import Ability
from .changes import IllegalAction, SetupError, face_down, protected
from .events import Event
from .rounds import start_round
from .state import GameState, Phase, RoundState, Source
from .variant import Variant

__all__ = ["IllegalAction", "SetupError", "apply", "deck_from_codes", "legal_actions", "new_game"]


def deck_from_codes(variant: Variant, codes: Sequence[str]) -> tuple[int, ...]:
    """Card ids for a stacked deck written top card first, e.g. ['5', '13', ...] or ['KS', 'JOKER']."""
    free: dict[str, list[int]] = {}
    for card_id, face in enumerate(variant.faces):
        free.setdefault(face.code, []).append(card_id)
    ids = []
    for index, code in enumerate(codes):
        code = str(code).upper()
        if code not in free:
            raise SetupError(f"stacked deck, card {index}: {quoted(code)} is not a card of the {variant.name} deck")
        if not free[code]:
            raise SetupError(f"stacked deck, card {index}: more {quoted(code)} cards than the deck has")
        ids.append(free[code].pop(0))
    if len(ids) != len(variant.faces):
        raise SetupError(f"stacked deck has {len(ids)} cards; the {variant.name} deck has {len(variant.faces)}")
    return tuple(ids)


def new_game(
    variant: Variant,
    seats: int,
    seed: int,
    *,
    decks: Sequence[Sequence[str]] = (),
    start_seat: int | None = None,
) -> tuple[GameState, list[Event]]:
    """A new game and the events of its first deal.

    `decks` optionally stacks the deck of the first rounds (card codes, top card first); later
    rounds are shuffled from `seed`. `start_seat` overrides the random first start player.
    """
    limit = variant.players.limit
    if not variant.players.min <= seats <= limit:
        extra = ""
        if variant.players.stretch_max and not variant.players.allow_stretch and seats <= variant.players.stretch_max:
            extra = " (turn on the option 'players.allow_stretch' for more)"
        raise SetupError(
            f"{variant.title} is for {variant.players.min} to {limit} players, not {seats}{extra}"
        )
    if start_seat is not None and not 0 <= start_seat < seats:
        raise SetupError(f"start seat {start_seat} does not exist in a {seats}-seat game")
    stacked = tuple(deck_from_codes(variant, d) for d in decks)
    if start_seat is None:
        start_seat = random.Random(seed).randrange(seats)
    state = GameState(
        variant=variant,
        n_seats=seats,
        seed=seed,
        decks=stacked,
        round=None,  # type: ignore[arg-type]  # set by start_round just below
        totals=(0,) * seats,
        resets_used=(0,) * seats,
        history=(),
        winners=(),
    )
    events: list[Event] = []
    return start_round(state, 1, start_seat, events), events


# ---------------------------------------------------------------- legal actions


@lru_cache(maxsize=None)
def _subsets(size: int, low: int, high: int) -> tuple[tuple[int, ...], ...]:
    return tuple(c for k in range(low, min(high, size) + 1) for c in combinations(range(size), k))


@lru_cache(maxsize=None)
def _exchanges(size: int, most: int) -> tuple[A.Exchange, ...]:
    return tuple(A.Exchange(s) for s in _subsets(size, 1, most))


@lru_cache(maxsize=None)
def _initial_peeks(size: int, count: int) -> tuple[A.InitialPeek, ...]:
    return tuple(A.InitialPeek(s) for s in _subsets(size, count, count))


def _ability_actions(gs: GameState, rs: RoundState, ability: Ability) -> list[A.Action]:
    me, hands, n = rs.current, rs.hands, gs.n_seats
    others = [s for s in range(n) if s != me and not protected(gs, rs, s)]
    if ability is Ability.PEEK:
        return [A.Peek(i) for i, c in enumerate(hands[me]) if face_down(rs, c)]
    if ability is Ability.SPY or ability is Ability.LOOK_AND_SWAP:
        make = A.Spy if ability is Ability.SPY else A.LookAndSwap
        return [make(s, i) for s in others for i, c in enumerate(hands[s]) if face_down(rs, c)]
    sizes = tuple(len(h) for h in hands)
    return list(_swaps(me, sizes, tuple(others), gs.variant.turn.swap_between_opponents))


# the actions themselves are made once (a few thousand at most: seats x slots); the tuples of
# them are built per call, so no cache keyed by whole hand-size patterns grows over many games
@lru_cache(maxsize=None)
def _swap(seat_a: int, slot_a: int, seat_b: int, slot_b: int) -> A.Swap:
    return A.Swap(seat_a, slot_a, seat_b, slot_b)


@lru_cache(maxsize=None)
def _snap(seat: int, slot: int) -> A.Snap:
    return A.Snap(seat, slot)


@lru_cache(maxsize=1024)  # tuples of shared actions: about 1 KB each
def _swaps(me: int, sizes: tuple[int, ...], others: tuple[int, ...], between: bool) -> tuple[A.Swap, ...]:
    result = [_swap(me, i, s, j) for i in range(sizes[me]) for s in others for j in range(sizes[s])]
    if between:
        result += [
            _swap(s, i, t, j)
            for s in others for t in others if s < t
            for i in range(sizes[s]) for j in range(sizes[t])
        ]
    return tuple(result)


@lru_cache(maxsize=1024)
def _snaps(sizes: tuple[int, ...], protected: int) -> tuple[A.Action, ...]:
    snaps = [_snap(s, i) for s, size in enumerate(sizes) if s != protected for i in range(size)]
    return (A.PASS_SNAP, *snaps)


_TURN_STARTS = {
    (deck, discard, cabo): tuple(
        a for a, ok in ((A.DRAW_FROM_DECK, deck), (A.TAKE_DISCARD, discard), (A.CALL_CABO, cabo)) if ok
    )
    for deck in (False, True) for discard in (False, True) for cabo in (False, True)
}


LISTED_EXCHANGE_MOST = 4


def is_legal(gs: GameState, action: A.Action) -> bool:
    """Whether `action` may be taken now: a listed action, or one the rules accept though it is
    not listed (an exchange of more than four cards where the variant allows it)."""
    if action in legal_actions(gs):
        return True
    try:
        apply(gs, action)
    except IllegalAction:
        return False
    return True


def legal_actions(gs: GameState) -> Sequence[A.Action]:
    """Every action the seat `gs.to_act` may take now (empty when the game is over)."""
    rs = gs.round
    phase = rs.phase
    if phase == Phase.TURN:
        return _TURN_STARTS[bool(rs.deck), bool(rs.discard and rs.hands[rs.current]), rs.caller < 0]
    if phase == Phase.DRAWN:
        size = len(rs.hands[rs.current])
        # sets of up to four cards are listed (a deck has at most four cards of a value); a larger
        # set, where the variant allows it, is legal without being listed (is_legal): listing
        # every subset of a long hand would grow exponentially
        most = min(gs.variant.turn.exchange_max or size, LISTED_EXCHANGE_MOST)
        exchanges = _exchanges(size, most)
        if rs.drawn_from == Source.DISCARD:
            return exchanges
        result = [A.DISCARD_DRAWN]
        ability = gs.variant.faces[rs.drawn].ability
        if ability is not None:
            result += _ability_actions(gs, rs, ability)
        result += exchanges
        return result
    if phase == Phase.INITIAL_PEEK:
        return _initial_peeks(len(rs.hands[rs.to_act]), gs.variant.deal.peek_count)
    if phase == Phase.PLACE_DRAWN or phase == Phase.PLACE_PENALTY:
        return (A.PLACE_LEFT, A.PLACE_RIGHT)
    if phase == Phase.DECIDE_SWAP:
        seat, slot = rs.pending
        return [A.KEEP_CARDS] + [A.Swap(rs.current, i, seat, slot) for i in range(len(rs.hands[rs.current]))]
    if phase == Phase.SNAP:
        guarded = rs.caller if gs.variant.turn.protect_caller else -1
        return _snaps(tuple(len(h) for h in rs.hands), guarded)
    if phase == Phase.SNAP_GIVE:
        return [A.GiveCard(i) for i in range(len(rs.hands[rs.to_act]))]
    return ()


# ---------------------------------------------------------------- apply


def apply(gs: GameState, action: A.Action) -> tuple[GameState, list[Event]]:
    """The state after `action` by the seat to act, and the events it caused, in order.

    Raises IllegalAction (with the reason) for anything that is not legal now.
    """
    handler = _HANDLERS.get((gs.round.phase, type(action)))
    if handler is None:
        raise IllegalAction(_wrong_time(gs, action))
    events: list[Event] = []
    return handler(gs, gs.round, action, events), events


def _wrong_time(gs: GameState, action: A.Action) -> str:
    name = A.format_action(action) if isinstance(action, tuple(_ACTION_TYPES)) else repr(action)
    what = {
        Phase.INITIAL_PEEK: "look at their first cards",
        Phase.TURN: "draw from the deck, take the discard or call CABO",
        Phase.DRAWN: "exchange or discard the drawn card",
        Phase.PLACE_DRAWN: "put the drawn card at the left or right end",
        Phase.PLACE_PENALTY: "put the penalty card at the left or right end",
        Phase.DECIDE_SWAP: "swap with the card they looked at, or keep",
        Phase.SNAP: "snap a matching card or pass",
        Phase.SNAP_GIVE: "give a card to the player they snapped from",
        Phase.GAME_OVER: "nothing: the game is over",
    }[gs.round.phase]
    if gs.round.phase == Phase.GAME_OVER:
        return f"'{name}' is not possible: the game is over"
    return f"'{name}' is not possible now: seat {gs.round.to_act} must {what}"


_HANDLERS = {
    (Phase.INITIAL_PEEK, A.InitialPeek): turn.initial_peek,
    (Phase.TURN, A.DrawFromDeck): turn.draw_deck,
    (Phase.TURN, A.TakeDiscard): turn.take_discard,
    (Phase.TURN, A.CallCabo): turn.call_cabo,
    (Phase.DRAWN, A.Exchange): turn.exchange,
    (Phase.DRAWN, A.DiscardDrawn): turn.discard,
    (Phase.DRAWN, A.Peek): turn.peek,
    (Phase.DRAWN, A.Spy): turn.spy,
    (Phase.DRAWN, A.Swap): turn.swap,
    (Phase.DRAWN, A.LookAndSwap): turn.look_and_swap,
    (Phase.DECIDE_SWAP, A.Swap): turn.decide_swap,
    (Phase.DECIDE_SWAP, A.KeepCards): turn.keep,
    (Phase.PLACE_DRAWN, A.PlaceAtEnd): turn.place_drawn,
    (Phase.PLACE_PENALTY, A.PlaceAtEnd): turn.place_penalty,
    (Phase.SNAP, A.Snap): snapping.snap,
    (Phase.SNAP, A.PassSnap): snapping.pass_snap,
    (Phase.SNAP_GIVE, A.GiveCard): snapping.give,
}
_ACTION_TYPES = {t for _, t in _HANDLERS}
