"""The engine's shared pieces: its errors, knowledge flags and immutable updates of a round."""

from __future__ import annotations

from .events import PUBLIC
from .state import FACE_UP, GameState, RoundState



KNOWN_BY_ALL = PUBLIC
SHOWN = PUBLIC | FACE_UP


class IllegalAction(ValueError):
    """The action is not allowed now. `str(exc)` says why, in words for players."""


class SetupError(ValueError):
    """A game cannot be set up as asked (seat count, stacked deck)."""



def shuffle_seed(seed: int, round_no: int, reshuffle: int) -> int:
    return (seed * 1_000_003 + round_no * 7_919 + reshuffle * 104_729) % (1 << 62)


def protected(gs: GameState, rs: RoundState, seat: int) -> bool:
    return rs.caller == seat and gs.variant.turn.protect_caller


def face_down(rs: RoundState, card: int) -> bool:
    return not rs.vis[card] & FACE_UP


def check_slot(rs: RoundState, seat: int, slot: int, whose: str) -> int:
    hand = rs.hands[seat]
    if not isinstance(slot, int) or not 0 <= slot < len(hand):
        raise IllegalAction(f"{whose} card {slot} does not exist (that hand has {len(hand)} cards)")
    return hand[slot]


def check_other_seat(gs: GameState, rs: RoundState, seat: int) -> None:
    if not isinstance(seat, int) or not 0 <= seat < gs.n_seats:
        raise IllegalAction(f"seat {seat} does not exist")
    if seat == rs.current:
        raise IllegalAction("that ability needs another player's card")
    if protected(gs, rs, seat):
        raise IllegalAction("the caller's cards may not be touched after the call")


def with_vis(vis: tuple[int, ...], changes: dict[int, int]) -> tuple[int, ...]:
    as_list = list(vis)
    for card, value in changes.items():
        as_list[card] = value
    return tuple(as_list)


ROUND_FIELD = GameState._fields.index("round")


def with_round(gs: GameState, rs: RoundState) -> GameState:
    """gs._replace(round=rs), without _replace's keyword machinery (this runs on every action)."""
    return tuple.__new__(GameState, gs[:ROUND_FIELD] + (rs,) + gs[ROUND_FIELD + 1 :])


def set_hand(hands: tuple, seat: int, hand: tuple[int, ...]) -> tuple:
    return hands[:seat] + (hand,) + hands[seat + 1 :]


def insert_at_end(hand: tuple[int, ...], end: str, card: int) -> tuple[tuple[int, ...], int]:
    if end == "left":
        return (card,) + hand, 0
    return hand + (card,), len(hand)


