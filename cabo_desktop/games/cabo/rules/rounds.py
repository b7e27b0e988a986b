"""Rounds: the deal, the end of each turn (snap window or next seat), and the end of a round and game."""

from __future__ import annotations

import random

from . import events as E
from .events import Event
from .changes import SHOWN, protected, shuffle_seed, with_round, with_vis
from .scoring import apply_resets, game_winners, next_start_seat, score_round
from .state import GameState, Phase, RoundResult, RoundState, Source


def start_round(gs: GameState, round_no: int, start: int, events: list[Event]) -> GameState:
    variant, n = gs.variant, gs.n_seats
    faces = variant.faces
    if round_no <= len(gs.decks):
        order = list(reversed(gs.decks[round_no - 1]))  # stored top first; our top is the end
    else:
        order = list(range(len(faces)))
        random.Random(shuffle_seed(gs.seed, round_no, 0)).shuffle(order)
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


def snap_order(gs: GameState, rs: RoundState) -> tuple[int, ...]:
    """Each other seat clockwise from the next one, then the current seat; a protected caller sits out."""
    n = gs.n_seats
    order = [(rs.current + k) % n for k in range(1, n + 1)]
    return tuple(s for s in order if not protected(gs, rs, s))


def reshuffles_left(gs: GameState, rs: RoundState) -> bool:
    """The variant refills an empty deck from the discard pile, and may still do so this round."""
    turn = gs.variant.turn
    return turn.deck_empty == "reshuffle" and (turn.reshuffles_max is None or rs.reshuffles < turn.reshuffles_max)


def ensure_deck(gs: GameState, rs: RoundState, events: list[Event]) -> RoundState:
    """Refill an empty deck from the discard pile if the variant reshuffles (its top card stays) and
    has reshuffles left this round; otherwise the deck stays empty and the round ends."""
    if rs.deck or not reshuffles_left(gs, rs) or len(rs.discard) < 2:
        return rs
    cards = list(rs.discard[:-1])
    random.Random(shuffle_seed(gs.seed, rs.round_no, rs.reshuffles + 1)).shuffle(cards)
    events.append(E.DeckReshuffled(len(cards)))
    return rs._replace(
        deck=tuple(cards),
        discard=rs.discard[-1:],
        vis=with_vis(rs.vis, {c: 0 for c in cards}),
        reshuffles=rs.reshuffles + 1,
    )


def deck_spent(gs: GameState, rs: RoundState) -> bool:
    """The deck is empty and will not be refilled: the round ends with this turn."""
    return not rs.deck and not reshuffles_left(gs, rs)


def end_turn(gs: GameState, rs: RoundState, events: list[Event]) -> GameState:
    # No snap window once the deck is spent: the round ends with this turn, and a wrong snap could
    # not be paid for with penalty cards
    if rs.discarded and gs.variant.snap.enabled and not deck_spent(gs, rs):
        order = snap_order(gs, rs)
        if order:
            events.append(E.SnapWindowOpened(gs.variant.faces[rs.discard[-1]], order))
            return with_round(gs, rs._replace(phase=Phase.SNAP, pending=order, to_act=order[0], discarded=False))
    return advance(gs, rs, events)


def advance(gs: GameState, rs: RoundState, events: list[Event]) -> GameState:
    """Pass the turn on, or end the round (CABO came round, or the deck is depleted)."""
    nxt = (rs.current + 1) % gs.n_seats
    if rs.caller >= 0 and nxt == rs.caller:
        return end_round(gs, rs, "cabo", events)
    rs = ensure_deck(gs, rs, events)
    if not rs.deck:
        return end_round(gs, rs, "deck", events)
    turn = rs.turn + 1
    events.append(E.TurnStarted(nxt, turn))
    return with_round(
        gs, rs._replace(phase=Phase.TURN, current=nxt, to_act=nxt, turn=turn, discarded=False, pending=())
    )


def end_round(gs: GameState, rs: RoundState, reason: str, events: list[Event]) -> GameState:
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
    return start_round(gs, rs.round_no + 1, start, events)


