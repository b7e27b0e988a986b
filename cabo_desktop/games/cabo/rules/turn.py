"""A turn's moves: the first look, drawing, exchanging (one or several cards), abilities, placing."""

from __future__ import annotations

from . import actions as A
from . import events as E
from .cards import Ability
from .changes import (
    FACE_UP, KNOWN_BY_ALL, PUBLIC, SHOWN, IllegalAction, check_other_seat, check_slot, face_down, insert_at_end,
    protected, set_hand, with_round, with_vis,
)
from .events import Event
from .rounds import end_turn, ensure_deck
from .state import GameState, Phase, RoundState, Source


# ----- initial peek


def initial_peek(gs: GameState, rs: RoundState, action: A.InitialPeek, events: list[Event]) -> GameState:
    seat, count = rs.to_act, gs.variant.deal.peek_count
    slots = action.slots
    if len(slots) != count or len(set(slots)) != count:
        raise IllegalAction(f"choose exactly {count} different cards to look at")
    faces, vis = gs.variant.faces, list(rs.vis)
    for slot in sorted(slots):
        card = check_slot(rs, seat, slot, "your")
        vis[card] |= 1 << seat
        events.append(E.CardPeeked(seat, slot, "initial", faces[card], 1 << seat))
    pending = rs.pending[1:]
    if pending:
        return with_round(gs, rs._replace(vis=tuple(vis), pending=pending, to_act=pending[0]))
    events.append(E.TurnStarted(rs.current, 1))
    return with_round(
        gs, rs._replace(vis=tuple(vis), pending=(), phase=Phase.TURN, to_act=rs.current, turn=1)
    )


# ----- start of turn


def draw_deck(gs: GameState, rs: RoundState, action: A.DrawFromDeck, events: list[Event]) -> GameState:
    if not rs.deck:
        raise IllegalAction("the deck is empty")
    seat, card = rs.current, rs.deck[-1]
    bit = 1 << seat
    events.append(E.CardDrawn(seat, "deck", gs.variant.faces[card], bit))
    vis = rs.vis[:card] + (bit,) + rs.vis[card + 1 :]
    return with_round(
        gs, rs._replace(deck=rs.deck[:-1], vis=vis, drawn=card, drawn_from=Source.DECK, phase=Phase.DRAWN)
    )


def take_discard(gs: GameState, rs: RoundState, action: A.TakeDiscard, events: list[Event]) -> GameState:
    if not rs.discard:
        raise IllegalAction("the discard pile is empty")
    if not rs.hands[rs.current]:
        raise IllegalAction("you have no card to exchange for the discard")
    card = rs.discard[-1]
    events.append(E.CardDrawn(rs.current, "discard", gs.variant.faces[card], PUBLIC))
    return with_round(
        gs, rs._replace(discard=rs.discard[:-1], drawn=card, drawn_from=Source.DISCARD, phase=Phase.DRAWN)
    )


def call_cabo(gs: GameState, rs: RoundState, action: A.CallCabo, events: list[Event]) -> GameState:
    if rs.caller >= 0:
        raise IllegalAction("CABO has already been called this round")
    events.append(E.CaboCalled(rs.current))
    return end_turn(gs, rs._replace(caller=rs.current), events)


# ----- holding a drawn card


def _drawn_vis(gs: GameState, rs: RoundState) -> int:
    """Knowledge of the drawn card once it lies in the current seat's hand."""
    if rs.drawn_from == Source.DISCARD:
        return SHOWN if gs.variant.turn.take_discard_face_up else KNOWN_BY_ALL
    return 1 << rs.current


def exchange(gs: GameState, rs: RoundState, action: A.Exchange, events: list[Event]) -> GameState:
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
        check_slot(rs, seat, slot, "your")
    drawn, drawn_face = rs.drawn, faces[rs.drawn]
    drawn_vis = _drawn_vis(gs, rs)

    if len(slots) == 1:
        slot = slots[0]
        old = hand[slot]
        events.append(E.CardDiscarded(seat, faces[old], slot))
        events.append(E.CardPlaced(seat, slot, bool(drawn_vis & FACE_UP), drawn_face, drawn_vis & PUBLIC))
        new_hand = hand[:slot] + (drawn,) + hand[slot + 1 :]
        rs = rs._replace(
            hands=set_hand(rs.hands, seat, new_hand),
            discard=rs.discard + (old,),
            vis=with_vis(rs.vis, {old: SHOWN, drawn: drawn_vis}),
            drawn=-1,
            discarded=True,
        )
        return end_turn(gs, rs, events)

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
            hands=set_hand(rs.hands, seat, new_hand),
            discard=rs.discard + slid,
            vis=with_vis(rs.vis, changes),
            drawn=-1,
            discarded=True,
        )
        return end_turn(gs, rs, events)

    shown = SHOWN if rules.mismatch_face_up else KNOWN_BY_ALL
    events.append(E.ExchangeFailed(seat, slots, rules.mismatch_face_up))
    vis = with_vis(rs.vis, {c: shown for c in slid})
    if rules.on_mismatch == "discard_drawn":
        events.append(E.CardDiscarded(seat, drawn_face, None))
        vis = with_vis(vis, {drawn: SHOWN})
        rs = rs._replace(vis=vis, discard=rs.discard + (drawn,), drawn=-1, discarded=True)
        return end_turn(gs, rs, events)
    owes_penalty = rules.mismatch_penalty_from is not None and len(slots) >= rules.mismatch_penalty_from
    return with_round(
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


def discard(gs: GameState, rs: RoundState, action: A.DiscardDrawn, events: list[Event]) -> GameState:
    return end_turn(gs, _discard_drawn(gs, rs, events), events)


def _require_ability(gs: GameState, rs: RoundState, ability: Ability) -> None:
    if rs.drawn_from != Source.DECK:
        raise IllegalAction("abilities work only for a card drawn from the deck")
    if gs.variant.faces[rs.drawn].ability is not ability:
        raise IllegalAction(f"the drawn {gs.variant.faces[rs.drawn].label()} has no {ability.value.replace('_', ' ')} ability")


def peek(gs: GameState, rs: RoundState, action: A.Peek, events: list[Event]) -> GameState:
    _require_ability(gs, rs, Ability.PEEK)
    seat = rs.current
    card = check_slot(rs, seat, action.slot, "your")
    if not face_down(rs, card):
        raise IllegalAction("Peek needs one of your face-down cards")
    rs = _discard_drawn(gs, rs, events)
    events.append(E.CardPeeked(seat, action.slot, "peek", gs.variant.faces[card], 1 << seat))
    rs = rs._replace(vis=rs.vis[:card] + (rs.vis[card] | 1 << seat,) + rs.vis[card + 1 :])
    return end_turn(gs, rs, events)


def _look(gs: GameState, rs: RoundState, seat: int, slot: int, reason: str, events: list[Event]) -> RoundState:
    check_other_seat(gs, rs, seat)
    card = check_slot(rs, seat, slot, "that player's")
    if not face_down(rs, card):
        raise IllegalAction("that card is face up: everyone can already see it")
    rs = _discard_drawn(gs, rs, events)
    me = rs.current
    events.append(E.CardSpied(me, seat, slot, reason, gs.variant.faces[card], 1 << me))
    return rs._replace(vis=rs.vis[:card] + (rs.vis[card] | 1 << me,) + rs.vis[card + 1 :])


def spy(gs: GameState, rs: RoundState, action: A.Spy, events: list[Event]) -> GameState:
    _require_ability(gs, rs, Ability.SPY)
    return end_turn(gs, _look(gs, rs, action.seat, action.slot, "spy", events), events)


def look_and_swap(gs: GameState, rs: RoundState, action: A.LookAndSwap, events: list[Event]) -> GameState:
    _require_ability(gs, rs, Ability.LOOK_AND_SWAP)
    rs = _look(gs, rs, action.seat, action.slot, "look", events)
    return with_round(gs, rs._replace(phase=Phase.DECIDE_SWAP, pending=(action.seat, action.slot)))


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
        if seat != me and protected(gs, rs, seat):
            raise IllegalAction("the caller's cards may not be touched after the call")
    if a.seat_a == a.seat_b:
        raise IllegalAction("a swap exchanges cards of two different players")
    if me not in (a.seat_a, a.seat_b) and not gs.variant.turn.swap_between_opponents:
        raise IllegalAction("one of the swapped cards must be yours")
    check_slot(rs, a.seat_a, a.slot_a, f"seat {a.seat_a}'s")
    check_slot(rs, a.seat_b, a.slot_b, f"seat {a.seat_b}'s")


def swap(gs: GameState, rs: RoundState, action: A.Swap, events: list[Event]) -> GameState:
    _require_ability(gs, rs, Ability.SWAP)
    _check_swap(gs, rs, action)
    rs = _discard_drawn(gs, rs, events)
    events.append(E.CardsSwapped(rs.current, action.seat_a, action.slot_a, action.seat_b, action.slot_b))
    return end_turn(gs, _swap_cards(rs, action), events)


def decide_swap(gs: GameState, rs: RoundState, action: A.Swap, events: list[Event]) -> GameState:
    seat, slot = rs.pending
    if (action.seat_b, action.slot_b) != (seat, slot) or action.seat_a != rs.current:
        raise IllegalAction("swap one of your cards with the card you looked at, or keep")
    check_slot(rs, rs.current, action.slot_a, "your")
    events.append(E.CardsSwapped(rs.current, action.seat_a, action.slot_a, seat, slot))
    return end_turn(gs, _swap_cards(rs, action)._replace(pending=()), events)


def keep(gs: GameState, rs: RoundState, action: A.KeepCards, events: list[Event]) -> GameState:
    events.append(E.SwapDeclined(rs.current))
    return end_turn(gs, rs._replace(pending=()), events)


# ----- failed multi-exchange: placing cards at an end


def _check_end(action: A.PlaceAtEnd) -> str:
    if action.end not in ("left", "right"):
        raise IllegalAction(f"{action.end!r} is not an end of the line; choose left or right")
    return action.end


def place_drawn(gs: GameState, rs: RoundState, action: A.PlaceAtEnd, events: list[Event]) -> GameState:
    end, seat = _check_end(action), rs.current
    drawn_vis = _drawn_vis(gs, rs)
    hand, slot = insert_at_end(rs.hands[seat], end, rs.drawn)
    events.append(
        E.CardAddedAtEnd(seat, end, slot, "drawn", bool(drawn_vis & FACE_UP), gs.variant.faces[rs.drawn], drawn_vis & PUBLIC)
    )
    owes_penalty = rs.pending[0]
    rs = rs._replace(
        hands=set_hand(rs.hands, seat, hand),
        vis=rs.vis[: rs.drawn] + (drawn_vis,) + rs.vis[rs.drawn + 1 :],
        drawn=-1,
        pending=(),
    )
    if owes_penalty:
        rs = ensure_deck(gs, rs, events)
        if rs.deck:
            return with_round(gs, rs._replace(phase=Phase.PLACE_PENALTY))
    return end_turn(gs, rs, events)


def place_penalty(gs: GameState, rs: RoundState, action: A.PlaceAtEnd, events: list[Event]) -> GameState:
    end, seat = _check_end(action), rs.current
    card = rs.deck[-1]
    hand, slot = insert_at_end(rs.hands[seat], end, card)
    events.append(E.CardAddedAtEnd(seat, end, slot, "penalty", False, gs.variant.faces[card], 0))
    rs = rs._replace(hands=set_hand(rs.hands, seat, hand), deck=rs.deck[:-1])
    return end_turn(gs, rs, events)


