"""Snapping: a matching card thrown on the discard pile, a miss and its penalty, the card given."""

from __future__ import annotations

from . import actions as A
from . import events as E
from .cards import Card
from .changes import KNOWN_BY_ALL, SHOWN, IllegalAction, check_slot, insert_at_end, protected, set_hand, with_round
from .events import Event
from .rounds import advance, ensure_deck
from .state import GameState, Phase, RoundState


def snap_matches(variant, a: Card, b: Card) -> bool:
    """Whether card `a` may be snapped onto `b` in this variant (by rank, or by value)."""
    if variant.snap.match == "rank":
        return a.rank == b.rank
    return a.value == b.value


def _snap_matches(gs: GameState, a: Card, b: Card) -> bool:
    return snap_matches(gs.variant, a, b)


def snap(gs: GameState, rs: RoundState, action: A.Snap, events: list[Event]) -> GameState:
    snapper, target = rs.to_act, action.seat
    if not isinstance(target, int) or not 0 <= target < gs.n_seats:
        raise IllegalAction(f"seat {target} does not exist")
    if protected(gs, rs, target):
        raise IllegalAction("the caller's cards may not be touched after the call")
    card = check_slot(rs, target, action.slot, "that")
    faces = gs.variant.faces
    top = faces[rs.discard[-1]]
    rs = rs._replace(pending=())
    if _snap_matches(gs, faces[card], top):
        events.append(E.SnapHit(snapper, target, action.slot, faces[card]))
        hand = rs.hands[target]
        rs = rs._replace(
            hands=set_hand(rs.hands, target, hand[: action.slot] + hand[action.slot + 1 :]),
            discard=rs.discard + (card,),
            vis=rs.vis[:card] + (SHOWN,) + rs.vis[card + 1 :],
        )
        if target != snapper and rs.hands[snapper]:
            return with_round(gs, rs._replace(phase=Phase.SNAP_GIVE, pending=(target, action.slot)))
        return advance(gs, rs, events)
    events.append(E.SnapMissed(snapper, target, action.slot, faces[card]))
    rs = rs._replace(vis=rs.vis[:card] + (rs.vis[card] | KNOWN_BY_ALL,) + rs.vis[card + 1 :])
    for _ in range(gs.variant.snap.penalty_cards):
        rs = ensure_deck(gs, rs, events)
        if not rs.deck:
            break
        penalty = rs.deck[-1]
        hand, slot = insert_at_end(rs.hands[snapper], "right", penalty)
        events.append(E.CardAddedAtEnd(snapper, "right", slot, "penalty", False, faces[penalty], 0))
        rs = rs._replace(hands=set_hand(rs.hands, snapper, hand), deck=rs.deck[:-1])
    return advance(gs, rs, events)


def pass_snap(gs: GameState, rs: RoundState, action: A.PassSnap, events: list[Event]) -> GameState:
    events.append(E.SnapPassed(rs.to_act))
    waiting = rs.pending[1:]
    if waiting:
        return with_round(gs, rs._replace(pending=waiting, to_act=waiting[0]))
    return advance(gs, rs._replace(pending=()), events)


def give(gs: GameState, rs: RoundState, action: A.GiveCard, events: list[Event]) -> GameState:
    giver = rs.to_act
    target, gap = rs.pending
    card = check_slot(rs, giver, action.slot, "your")
    own = rs.hands[giver]
    receiving = rs.hands[target]
    hands = set_hand(rs.hands, giver, own[: action.slot] + own[action.slot + 1 :])
    hands = set_hand(hands, target, receiving[:gap] + (card,) + receiving[gap:])
    events.append(E.CardGiven(giver, action.slot, target, gap))
    return advance(gs, rs._replace(hands=hands, pending=()), events)


