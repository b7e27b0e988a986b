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

from . import actions as A
from . import events as E
from .cards import Ability, Card
from .events import PUBLIC, Event
from .scoring import apply_resets, game_winners, next_start_seat, score_round
from .state import FACE_UP, GameState, Phase, RoundResult, RoundState, Source
from .variant import Variant

KNOWN_BY_ALL = PUBLIC
SHOWN = PUBLIC | FACE_UP


class IllegalAction(ValueError):
    """The action is not allowed now. `str(exc)` says why, in words for players."""


class SetupError(ValueError):
    """A game cannot be set up as asked (seat count, stacked deck)."""


# ---------------------------------------------------------------- setup


def _shuffle_seed(seed: int, round_no: int, reshuffle: int) -> int:
    return (seed * 1_000_003 + round_no * 7_919 + reshuffle * 104_729) % (1 << 62)


def deck_from_codes(variant: Variant, codes: Sequence[str]) -> tuple[int, ...]:
    """Card ids for a stacked deck written top card first, e.g. ['5', '13', ...] or ['KS', 'JOKER']."""
    free: dict[str, list[int]] = {}
    for card_id, face in enumerate(variant.faces):
        free.setdefault(face.code, []).append(card_id)
    ids = []
    for index, code in enumerate(codes):
        code = str(code).upper()
        if code not in free:
            raise SetupError(f"stacked deck, card {index}: {code!r} is not a card of the {variant.name} deck")
        if not free[code]:
            raise SetupError(f"stacked deck, card {index}: more {code!r} cards than the deck has")
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
        round=None,  # type: ignore[arg-type]  # set by _start_round just below
        totals=(0,) * seats,
        resets_used=(0,) * seats,
        history=(),
        winners=(),
    )
    events: list[Event] = []
    return _start_round(state, 1, start_seat, events), events


def _start_round(gs: GameState, round_no: int, start: int, events: list[Event]) -> GameState:
    variant, n = gs.variant, gs.n_seats
    faces = variant.faces
    if round_no <= len(gs.decks):
        order = list(reversed(gs.decks[round_no - 1]))  # stored top first; our top is the end
    else:
        order = list(range(len(faces)))
        random.Random(_shuffle_seed(gs.seed, round_no, 0)).shuffle(order)
    size = variant.deal.hand_size
    seats_from_start = [(start + k) % n for k in range(n)]
    hands: list[list[int]] = [[] for _ in range(n)]
    events.append(E.RoundStarted(round_no, start, (size,) * n))
    for slot in range(size):
        for seat in seats_from_start:
            hands[seat].append(order.pop())
            events.append(E.CardDealt(seat, slot))
    first_discard = order.pop()
    vis = [0] * len(faces)
    vis[first_discard] = SHOWN
    events.append(E.DiscardStarted(faces[first_discard]))

    peek = variant.deal.peek_count
    phase, pending = Phase.TURN, ()
    if peek and variant.deal.peek_choice == "nearest":
        for seat in seats_from_start:
            for slot in range(size - peek, size):
                card = hands[seat][slot]
                vis[card] |= 1 << seat
                events.append(E.CardPeeked(seat, slot, "initial", faces[card], 1 << seat))
    elif peek:
        phase, pending = Phase.INITIAL_PEEK, tuple(seats_from_start)
    rs = RoundState(
        round_no=round_no,
        hands=tuple(tuple(h) for h in hands),
        deck=tuple(order),
        discard=(first_discard,),
        vis=tuple(vis),
        phase=phase,
        to_act=pending[0] if pending else start,
        current=start,
        start_seat=start,
        turn=0 if pending else 1,
        drawn=-1,
        drawn_from=Source.DECK,
        caller=-1,
        pending=pending,
        discarded=False,
        reshuffles=0,
    )
    if not pending:
        events.append(E.TurnStarted(start, 1))
    return gs._replace(round=rs)


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


def _protected(gs: GameState, rs: RoundState, seat: int) -> bool:
    return rs.caller == seat and gs.variant.turn.protect_caller


def _face_down(rs: RoundState, card: int) -> bool:
    return not rs.vis[card] & FACE_UP


def _ability_actions(gs: GameState, rs: RoundState, ability: Ability) -> list[A.Action]:
    me, hands, n = rs.current, rs.hands, gs.n_seats
    others = [s for s in range(n) if s != me and not _protected(gs, rs, s)]
    if ability is Ability.PEEK:
        return [A.Peek(i) for i, c in enumerate(hands[me]) if _face_down(rs, c)]
    if ability is Ability.SPY or ability is Ability.LOOK_AND_SWAP:
        make = A.Spy if ability is Ability.SPY else A.LookAndSwap
        return [make(s, i) for s in others for i, c in enumerate(hands[s]) if _face_down(rs, c)]
    sizes = tuple(len(h) for h in hands)
    return list(_swaps(me, sizes, tuple(others), gs.variant.turn.swap_between_opponents))


@lru_cache(maxsize=4096)
def _swaps(me: int, sizes: tuple[int, ...], others: tuple[int, ...], between: bool) -> tuple[A.Swap, ...]:
    result = [A.Swap(me, i, s, j) for i in range(sizes[me]) for s in others for j in range(sizes[s])]
    if between:
        result += [
            A.Swap(s, i, t, j)
            for s in others for t in others if s < t
            for i in range(sizes[s]) for j in range(sizes[t])
        ]
    return tuple(result)


@lru_cache(maxsize=4096)
def _snaps(sizes: tuple[int, ...], protected: int) -> tuple[A.Action, ...]:
    snaps = [A.Snap(s, i) for s, size in enumerate(sizes) if s != protected for i in range(size)]
    return (A.PASS_SNAP, *snaps)


_TURN_STARTS = {
    (deck, discard, cabo): tuple(
        a for a, ok in ((A.DRAW_FROM_DECK, deck), (A.TAKE_DISCARD, discard), (A.CALL_CABO, cabo)) if ok
    )
    for deck in (False, True) for discard in (False, True) for cabo in (False, True)
}


def legal_actions(gs: GameState) -> Sequence[A.Action]:
    """Every action the seat `gs.to_act` may take now (empty when the game is over)."""
    rs = gs.round
    phase = rs.phase
    if phase == Phase.TURN:
        return _TURN_STARTS[bool(rs.deck), bool(rs.discard and rs.hands[rs.current]), rs.caller < 0]
    if phase == Phase.DRAWN:
        size = len(rs.hands[rs.current])
        most = gs.variant.turn.exchange_max or size
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
        protected = rs.caller if gs.variant.turn.protect_caller else -1
        return _snaps(tuple(len(h) for h in rs.hands), protected)
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


def _check_slot(rs: RoundState, seat: int, slot: int, whose: str) -> int:
    hand = rs.hands[seat]
    if not isinstance(slot, int) or not 0 <= slot < len(hand):
        raise IllegalAction(f"{whose} card {slot} does not exist (that hand has {len(hand)} cards)")
    return hand[slot]


def _check_other_seat(gs: GameState, rs: RoundState, seat: int) -> None:
    if not isinstance(seat, int) or not 0 <= seat < gs.n_seats:
        raise IllegalAction(f"seat {seat} does not exist")
    if seat == rs.current:
        raise IllegalAction("that ability needs another player's card")
    if _protected(gs, rs, seat):
        raise IllegalAction("the caller's cards may not be touched after the call")


def _with_vis(vis: tuple[int, ...], changes: dict[int, int]) -> tuple[int, ...]:
    as_list = list(vis)
    for card, value in changes.items():
        as_list[card] = value
    return tuple(as_list)


_ROUND_FIELD = GameState._fields.index("round")


def _with_round(gs: GameState, rs: RoundState) -> GameState:
    """gs._replace(round=rs), without _replace's keyword machinery (this runs on every action)."""
    return tuple.__new__(GameState, gs[:_ROUND_FIELD] + (rs,) + gs[_ROUND_FIELD + 1 :])


def _set_hand(hands: tuple, seat: int, hand: tuple[int, ...]) -> tuple:
    return hands[:seat] + (hand,) + hands[seat + 1 :]


# ----- initial peek


def _initial_peek(gs: GameState, rs: RoundState, action: A.InitialPeek, events: list[Event]) -> GameState:
    seat, count = rs.to_act, gs.variant.deal.peek_count
    slots = action.slots
    if len(slots) != count or len(set(slots)) != count:
        raise IllegalAction(f"choose exactly {count} different cards to look at")
    faces, vis = gs.variant.faces, list(rs.vis)
    for slot in sorted(slots):
        card = _check_slot(rs, seat, slot, "your")
        vis[card] |= 1 << seat
        events.append(E.CardPeeked(seat, slot, "initial", faces[card], 1 << seat))
    pending = rs.pending[1:]
    if pending:
        return _with_round(gs, rs._replace(vis=tuple(vis), pending=pending, to_act=pending[0]))
    events.append(E.TurnStarted(rs.current, 1))
    return _with_round(
        gs, rs._replace(vis=tuple(vis), pending=(), phase=Phase.TURN, to_act=rs.current, turn=1)
    )


# ----- start of turn


def _draw_deck(gs: GameState, rs: RoundState, action: A.DrawFromDeck, events: list[Event]) -> GameState:
    if not rs.deck:
        raise IllegalAction("the deck is empty")
    seat, card = rs.current, rs.deck[-1]
    bit = 1 << seat
    events.append(E.CardDrawn(seat, "deck", gs.variant.faces[card], bit))
    vis = rs.vis[:card] + (bit,) + rs.vis[card + 1 :]
    return _with_round(
        gs, rs._replace(deck=rs.deck[:-1], vis=vis, drawn=card, drawn_from=Source.DECK, phase=Phase.DRAWN)
    )


def _take_discard(gs: GameState, rs: RoundState, action: A.TakeDiscard, events: list[Event]) -> GameState:
    if not rs.discard:
        raise IllegalAction("the discard pile is empty")
    if not rs.hands[rs.current]:
        raise IllegalAction("you have no card to exchange for the discard")
    card = rs.discard[-1]
    events.append(E.CardDrawn(rs.current, "discard", gs.variant.faces[card], PUBLIC))
    return _with_round(
        gs, rs._replace(discard=rs.discard[:-1], drawn=card, drawn_from=Source.DISCARD, phase=Phase.DRAWN)
    )


def _call_cabo(gs: GameState, rs: RoundState, action: A.CallCabo, events: list[Event]) -> GameState:
    if rs.caller >= 0:
        raise IllegalAction("CABO has already been called this round")
    events.append(E.CaboCalled(rs.current))
    return _end_turn(gs, rs._replace(caller=rs.current), events)


# ----- holding a drawn card


def _drawn_vis(gs: GameState, rs: RoundState) -> int:
    """Knowledge of the drawn card once it lies in the current seat's hand."""
    if rs.drawn_from == Source.DISCARD:
        return SHOWN if gs.variant.turn.take_discard_face_up else KNOWN_BY_ALL
    return 1 << rs.current


def _exchange(gs: GameState, rs: RoundState, action: A.Exchange, events: list[Event]) -> GameState:
    seat, faces, rules = rs.current, gs.variant.faces, gs.variant.turn
    hand = rs.hands[seat]
    slots = action.slots
    if len(slots) != 1:
        slots = tuple(sorted(slots))
        most = rules.exchange_max or len(hand)
        if not slots:
            raise IllegalAction("choose at least one card to exchange")
        if len(set(slots)) != len(slots):
            raise IllegalAction("each card can be chosen only once")
        if len(slots) > most:
            raise IllegalAction(f"at most {most} card{'s' if most > 1 else ''} can be exchanged at once")
    for slot in slots:
        _check_slot(rs, seat, slot, "your")
    drawn, drawn_face = rs.drawn, faces[rs.drawn]
    drawn_vis = _drawn_vis(gs, rs)

    if len(slots) == 1:
        slot = slots[0]
        old = hand[slot]
        events.append(E.CardDiscarded(seat, faces[old], slot))
        events.append(E.CardPlaced(seat, slot, bool(drawn_vis & FACE_UP), drawn_face, drawn_vis & PUBLIC))
        new_hand = hand[:slot] + (drawn,) + hand[slot + 1 :]
        rs = rs._replace(
            hands=_set_hand(rs.hands, seat, new_hand),
            discard=rs.discard + (old,),
            vis=_with_vis(rs.vis, {old: SHOWN, drawn: drawn_vis}),
            drawn=-1,
            discarded=True,
        )
        return _end_turn(gs, rs, events)

    slid = tuple(hand[s] for s in slots)
    events.append(E.CardsSlidOut(seat, slots, tuple(faces[c] for c in slid)))
    if len({faces[c].value for c in slid}) == 1:
        placed = slots[0]
        events.append(E.ExchangeMatched(seat, slots, placed))
        for slot, card in zip(slots, slid):
            events.append(E.CardDiscarded(seat, faces[card], slot))
        events.append(E.CardPlaced(seat, placed, bool(drawn_vis & FACE_UP), drawn_face, drawn_vis & PUBLIC))
        chosen = set(slots)
        new_hand = tuple(drawn if i == placed else c for i, c in enumerate(hand) if i == placed or i not in chosen)
        changes = {c: SHOWN for c in slid}
        changes[drawn] = drawn_vis
        rs = rs._replace(
            hands=_set_hand(rs.hands, seat, new_hand),
            discard=rs.discard + slid,
            vis=_with_vis(rs.vis, changes),
            drawn=-1,
            discarded=True,
        )
        return _end_turn(gs, rs, events)

    shown = SHOWN if rules.mismatch_face_up else KNOWN_BY_ALL
    events.append(E.ExchangeFailed(seat, slots, rules.mismatch_face_up))
    vis = _with_vis(rs.vis, {c: shown for c in slid})
    if rules.on_mismatch == "discard_drawn":
        events.append(E.CardDiscarded(seat, drawn_face, None))
        vis = _with_vis(vis, {drawn: SHOWN})
        rs = rs._replace(vis=vis, discard=rs.discard + (drawn,), drawn=-1, discarded=True)
        return _end_turn(gs, rs, events)
    owes_penalty = rules.mismatch_penalty_from is not None and len(slots) >= rules.mismatch_penalty_from
    return _with_round(
        gs, rs._replace(vis=vis, phase=Phase.PLACE_DRAWN, pending=(owes_penalty,))
    )


def _discard_drawn(gs: GameState, rs: RoundState, events: list[Event]) -> RoundState:
    """Put the drawn card on the discard pile (used by a plain discard and by every ability)."""
    if rs.drawn_from != Source.DECK:
        raise IllegalAction("a card taken from the discard pile must be exchanged")
    card = rs.drawn
    events.append(E.CardDiscarded(rs.current, gs.variant.faces[card], None))
    return rs._replace(
        drawn=-1,
        discard=rs.discard + (card,),
        vis=rs.vis[:card] + (SHOWN,) + rs.vis[card + 1 :],
        discarded=True,
    )


def _discard(gs: GameState, rs: RoundState, action: A.DiscardDrawn, events: list[Event]) -> GameState:
    return _end_turn(gs, _discard_drawn(gs, rs, events), events)


def _require_ability(gs: GameState, rs: RoundState, ability: Ability) -> None:
    if rs.drawn_from != Source.DECK:
        raise IllegalAction("abilities work only for a card drawn from the deck")
    if gs.variant.faces[rs.drawn].ability is not ability:
        raise IllegalAction(f"the drawn {gs.variant.faces[rs.drawn].label()} has no {ability.value.replace('_', ' ')} ability")


def _peek(gs: GameState, rs: RoundState, action: A.Peek, events: list[Event]) -> GameState:
    _require_ability(gs, rs, Ability.PEEK)
    seat = rs.current
    card = _check_slot(rs, seat, action.slot, "your")
    if not _face_down(rs, card):
        raise IllegalAction("Peek needs one of your face-down cards")
    rs = _discard_drawn(gs, rs, events)
    events.append(E.CardPeeked(seat, action.slot, "peek", gs.variant.faces[card], 1 << seat))
    rs = rs._replace(vis=rs.vis[:card] + (rs.vis[card] | 1 << seat,) + rs.vis[card + 1 :])
    return _end_turn(gs, rs, events)


def _look(gs: GameState, rs: RoundState, seat: int, slot: int, reason: str, events: list[Event]) -> RoundState:
    _check_other_seat(gs, rs, seat)
    card = _check_slot(rs, seat, slot, "that player's")
    if not _face_down(rs, card):
        raise IllegalAction("that card is face up: everyone can already see it")
    rs = _discard_drawn(gs, rs, events)
    me = rs.current
    events.append(E.CardSpied(me, seat, slot, reason, gs.variant.faces[card], 1 << me))
    return rs._replace(vis=rs.vis[:card] + (rs.vis[card] | 1 << me,) + rs.vis[card + 1 :])


def _spy(gs: GameState, rs: RoundState, action: A.Spy, events: list[Event]) -> GameState:
    _require_ability(gs, rs, Ability.SPY)
    return _end_turn(gs, _look(gs, rs, action.seat, action.slot, "spy", events), events)


def _look_and_swap(gs: GameState, rs: RoundState, action: A.LookAndSwap, events: list[Event]) -> GameState:
    _require_ability(gs, rs, Ability.LOOK_AND_SWAP)
    rs = _look(gs, rs, action.seat, action.slot, "look", events)
    return _with_round(gs, rs._replace(phase=Phase.DECIDE_SWAP, pending=(action.seat, action.slot)))


def _swap_cards(rs: RoundState, a: A.Swap) -> RoundState:
    hands = list(rs.hands)
    hand_a, hand_b = list(hands[a.seat_a]), list(hands[a.seat_b])
    hand_a[a.slot_a], hand_b[a.slot_b] = hands[a.seat_b][a.slot_b], hands[a.seat_a][a.slot_a]
    hands[a.seat_a], hands[a.seat_b] = tuple(hand_a), tuple(hand_b)
    return rs._replace(hands=tuple(hands))


def _check_swap(gs: GameState, rs: RoundState, a: A.Swap) -> None:
    n, me = gs.n_seats, rs.current
    for seat in (a.seat_a, a.seat_b):
        if not isinstance(seat, int) or not 0 <= seat < n:
            raise IllegalAction(f"seat {seat} does not exist")
        if seat != me and _protected(gs, rs, seat):
            raise IllegalAction("the caller's cards may not be touched after the call")
    if a.seat_a == a.seat_b:
        raise IllegalAction("a swap exchanges cards of two different players")
    if me not in (a.seat_a, a.seat_b) and not gs.variant.turn.swap_between_opponents:
        raise IllegalAction("one of the swapped cards must be yours")
    _check_slot(rs, a.seat_a, a.slot_a, f"seat {a.seat_a}'s")
    _check_slot(rs, a.seat_b, a.slot_b, f"seat {a.seat_b}'s")


def _swap(gs: GameState, rs: RoundState, action: A.Swap, events: list[Event]) -> GameState:
    _require_ability(gs, rs, Ability.SWAP)
    _check_swap(gs, rs, action)
    rs = _discard_drawn(gs, rs, events)
    events.append(E.CardsSwapped(rs.current, action.seat_a, action.slot_a, action.seat_b, action.slot_b))
    return _end_turn(gs, _swap_cards(rs, action), events)


def _decide_swap(gs: GameState, rs: RoundState, action: A.Swap, events: list[Event]) -> GameState:
    seat, slot = rs.pending
    if (action.seat_b, action.slot_b) != (seat, slot) or action.seat_a != rs.current:
        raise IllegalAction("swap one of your cards with the card you looked at, or keep")
    _check_slot(rs, rs.current, action.slot_a, "your")
    events.append(E.CardsSwapped(rs.current, action.seat_a, action.slot_a, seat, slot))
    return _end_turn(gs, _swap_cards(rs, action)._replace(pending=()), events)


def _keep(gs: GameState, rs: RoundState, action: A.KeepCards, events: list[Event]) -> GameState:
    events.append(E.SwapDeclined(rs.current))
    return _end_turn(gs, rs._replace(pending=()), events)


# ----- failed multi-exchange: placing cards at an end


def _insert(hand: tuple[int, ...], end: str, card: int) -> tuple[tuple[int, ...], int]:
    if end == "left":
        return (card,) + hand, 0
    return hand + (card,), len(hand)


def _check_end(action: A.PlaceAtEnd) -> str:
    if action.end not in ("left", "right"):
        raise IllegalAction(f"{action.end!r} is not an end of the line; choose left or right")
    return action.end


def _place_drawn(gs: GameState, rs: RoundState, action: A.PlaceAtEnd, events: list[Event]) -> GameState:
    end, seat = _check_end(action), rs.current
    drawn_vis = _drawn_vis(gs, rs)
    hand, slot = _insert(rs.hands[seat], end, rs.drawn)
    events.append(
        E.CardAddedAtEnd(seat, end, slot, "drawn", bool(drawn_vis & FACE_UP), gs.variant.faces[rs.drawn], drawn_vis & PUBLIC)
    )
    owes_penalty = rs.pending[0]
    rs = rs._replace(
        hands=_set_hand(rs.hands, seat, hand),
        vis=rs.vis[: rs.drawn] + (drawn_vis,) + rs.vis[rs.drawn + 1 :],
        drawn=-1,
        pending=(),
    )
    if owes_penalty:
        rs = _ensure_deck(gs, rs, events)
        if rs.deck:
            return _with_round(gs, rs._replace(phase=Phase.PLACE_PENALTY))
    return _end_turn(gs, rs, events)


def _place_penalty(gs: GameState, rs: RoundState, action: A.PlaceAtEnd, events: list[Event]) -> GameState:
    end, seat = _check_end(action), rs.current
    card = rs.deck[-1]
    hand, slot = _insert(rs.hands[seat], end, card)
    events.append(E.CardAddedAtEnd(seat, end, slot, "penalty", False, gs.variant.faces[card], 0))
    rs = rs._replace(hands=_set_hand(rs.hands, seat, hand), deck=rs.deck[:-1])
    return _end_turn(gs, rs, events)


# ----- snapping


def _snap_order(gs: GameState, rs: RoundState) -> tuple[int, ...]:
    """Each other seat clockwise from the next one, then the current seat; a protected caller sits out."""
    n = gs.n_seats
    order = [(rs.current + k) % n for k in range(1, n + 1)]
    return tuple(s for s in order if not _protected(gs, rs, s))


def _snap_matches(gs: GameState, a: Card, b: Card) -> bool:
    if gs.variant.snap.match == "rank":
        return a.rank == b.rank
    return a.value == b.value


def _snap(gs: GameState, rs: RoundState, action: A.Snap, events: list[Event]) -> GameState:
    snapper, target = rs.to_act, action.seat
    if not isinstance(target, int) or not 0 <= target < gs.n_seats:
        raise IllegalAction(f"seat {target} does not exist")
    if _protected(gs, rs, target):
        raise IllegalAction("the caller's cards may not be touched after the call")
    card = _check_slot(rs, target, action.slot, "that")
    faces = gs.variant.faces
    top = faces[rs.discard[-1]]
    rs = rs._replace(pending=())
    if _snap_matches(gs, faces[card], top):
        events.append(E.SnapHit(snapper, target, action.slot, faces[card]))
        hand = rs.hands[target]
        rs = rs._replace(
            hands=_set_hand(rs.hands, target, hand[: action.slot] + hand[action.slot + 1 :]),
            discard=rs.discard + (card,),
            vis=rs.vis[:card] + (SHOWN,) + rs.vis[card + 1 :],
        )
        if target != snapper and rs.hands[snapper]:
            return _with_round(gs, rs._replace(phase=Phase.SNAP_GIVE, pending=(target, action.slot)))
        return _advance(gs, rs, events)
    events.append(E.SnapMissed(snapper, target, action.slot, faces[card]))
    rs = rs._replace(vis=rs.vis[:card] + (rs.vis[card] | KNOWN_BY_ALL,) + rs.vis[card + 1 :])
    for _ in range(gs.variant.snap.penalty_cards):
        rs = _ensure_deck(gs, rs, events)
        if not rs.deck:
            break
        penalty = rs.deck[-1]
        hand, slot = _insert(rs.hands[snapper], "right", penalty)
        events.append(E.CardAddedAtEnd(snapper, "right", slot, "penalty", False, faces[penalty], 0))
        rs = rs._replace(hands=_set_hand(rs.hands, snapper, hand), deck=rs.deck[:-1])
    return _advance(gs, rs, events)


def _pass_snap(gs: GameState, rs: RoundState, action: A.PassSnap, events: list[Event]) -> GameState:
    events.append(E.SnapPassed(rs.to_act))
    waiting = rs.pending[1:]
    if waiting:
        return _with_round(gs, rs._replace(pending=waiting, to_act=waiting[0]))
    return _advance(gs, rs._replace(pending=()), events)


def _give(gs: GameState, rs: RoundState, action: A.GiveCard, events: list[Event]) -> GameState:
    giver = rs.to_act
    target, gap = rs.pending
    card = _check_slot(rs, giver, action.slot, "your")
    own = rs.hands[giver]
    receiving = rs.hands[target]
    hands = _set_hand(rs.hands, giver, own[: action.slot] + own[action.slot + 1 :])
    hands = _set_hand(hands, target, receiving[:gap] + (card,) + receiving[gap:])
    events.append(E.CardGiven(giver, action.slot, target, gap))
    return _advance(gs, rs._replace(hands=hands, pending=()), events)


# ---------------------------------------------------------------- end of turn, round and game


def _ensure_deck(gs: GameState, rs: RoundState, events: list[Event]) -> RoundState:
    """Refill an empty deck from the discard pile if the variant reshuffles (its top card stays)."""
    if rs.deck or gs.variant.turn.deck_empty != "reshuffle" or len(rs.discard) < 2:
        return rs
    cards = list(rs.discard[:-1])
    random.Random(_shuffle_seed(gs.seed, rs.round_no, rs.reshuffles + 1)).shuffle(cards)
    events.append(E.DeckReshuffled(len(cards)))
    return rs._replace(
        deck=tuple(cards),
        discard=rs.discard[-1:],
        vis=_with_vis(rs.vis, {c: 0 for c in cards}),
        reshuffles=rs.reshuffles + 1,
    )


def _end_turn(gs: GameState, rs: RoundState, events: list[Event]) -> GameState:
    if rs.discarded and gs.variant.snap.enabled:
        order = _snap_order(gs, rs)
        if order:
            events.append(E.SnapWindowOpened(gs.variant.faces[rs.discard[-1]], order))
            return _with_round(gs, rs._replace(phase=Phase.SNAP, pending=order, to_act=order[0], discarded=False))
    return _advance(gs, rs, events)


def _advance(gs: GameState, rs: RoundState, events: list[Event]) -> GameState:
    """Pass the turn on, or end the round (CABO came round, or the deck is depleted)."""
    nxt = (rs.current + 1) % gs.n_seats
    if rs.caller >= 0 and nxt == rs.caller:
        return _end_round(gs, rs, "cabo", events)
    rs = _ensure_deck(gs, rs, events)
    if not rs.deck:
        return _end_round(gs, rs, "deck", events)
    turn = rs.turn + 1
    events.append(E.TurnStarted(nxt, turn))
    return _with_round(
        gs, rs._replace(phase=Phase.TURN, current=nxt, to_act=nxt, turn=turn, discarded=False, pending=())
    )


def _end_round(gs: GameState, rs: RoundState, reason: str, events: list[Event]) -> GameState:
    variant, faces = gs.variant, gs.variant.faces
    events.append(E.RoundEnded(reason))
    hands = tuple(tuple(faces[c] for c in hand) for hand in rs.hands)
    caller = rs.caller if rs.caller >= 0 else None
    result = score_round(variant.scoring, hands, caller)
    totals = tuple(t + s for t, s in zip(gs.totals, result.scores))
    events.append(
        E.RoundScored(rs.round_no, hands, result.sums, result.scores, totals, caller, result.kamikaze, result.winners)
    )
    totals, used, resets = apply_resets(variant.game_end, totals, gs.resets_used)
    for seat, old, new in resets:
        events.append(E.ScoreReset(seat, old, new))
    record = RoundResult(
        rs.round_no, rs.start_seat, caller, hands, result.sums, result.scores, totals, result.kamikaze,
        result.winners, reason,
    )
    gs = gs._replace(totals=totals, resets_used=used, history=gs.history + (record,))
    if max(totals) > variant.game_end.over:
        winners = game_winners(totals, result.scores)
        events.append(E.GameOver(winners, totals))
        final = rs._replace(phase=Phase.GAME_OVER, to_act=-1, pending=(), drawn=-1)
        return gs._replace(round=final, winners=winners)
    start = next_start_seat(variant.game_end, rs.start_seat, result.scores, totals, result.winners)
    return _start_round(gs, rs.round_no + 1, start, events)


_HANDLERS = {
    (Phase.INITIAL_PEEK, A.InitialPeek): _initial_peek,
    (Phase.TURN, A.DrawFromDeck): _draw_deck,
    (Phase.TURN, A.TakeDiscard): _take_discard,
    (Phase.TURN, A.CallCabo): _call_cabo,
    (Phase.DRAWN, A.Exchange): _exchange,
    (Phase.DRAWN, A.DiscardDrawn): _discard,
    (Phase.DRAWN, A.Peek): _peek,
    (Phase.DRAWN, A.Spy): _spy,
    (Phase.DRAWN, A.Swap): _swap,
    (Phase.DRAWN, A.LookAndSwap): _look_and_swap,
    (Phase.DECIDE_SWAP, A.Swap): _decide_swap,
    (Phase.DECIDE_SWAP, A.KeepCards): _keep,
    (Phase.PLACE_DRAWN, A.PlaceAtEnd): _place_drawn,
    (Phase.PLACE_PENALTY, A.PlaceAtEnd): _place_penalty,
    (Phase.SNAP, A.Snap): _snap,
    (Phase.SNAP, A.PassSnap): _pass_snap,
    (Phase.SNAP_GIVE, A.GiveCard): _give,
}
_ACTION_TYPES = {t for _, t in _HANDLERS}
