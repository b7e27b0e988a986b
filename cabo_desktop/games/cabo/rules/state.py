"""Immutable game state.

States are NamedTuples: typed, immutable, and cheap to copy with `_replace` (the engine makes one
per action, so construction cost matters; see benchmarks/engine.py). Cards in a round are ids
into `variant.faces`. Nothing here is meant for players or agents directly: they see a state
only through `observe(state, seat)`.
"""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from .cards import Card
from .variant import Variant

FACE_UP = 1 << 20  # flag in RoundState.vis: the card lies face up (everyone knows it)


class Phase(IntEnum):
    INITIAL_PEEK = 0  # seats look at their first cards, one seat after another
    TURN = 1  # the current seat draws, takes the discard or calls CABO
    DRAWN = 2  # the current seat holds a drawn card
    PLACE_DRAWN = 3  # failed match: choose the end for the drawn card
    PLACE_PENALTY = 4  # failed match of 3+: choose the end for the penalty card
    DECIDE_SWAP = 5  # look-and-swap: swap with the looked-at card, or keep
    SNAP = 6  # snap window after a discard: seats in `pending` may snap or pass
    SNAP_GIVE = 7  # a successful snap on an opponent: give them a card
    GAME_OVER = 8


class Source(IntEnum):
    DECK = 0
    DISCARD = 1


class RoundState(NamedTuple):
    round_no: int
    hands: tuple[tuple[int, ...], ...]  # card ids per seat, left to right
    deck: tuple[int, ...]  # draw pile; the top card is the last element
    discard: tuple[int, ...]  # discard pile; the top card is the last element
    vis: tuple[int, ...]  # per card id: bitmask of seats that know it, plus FACE_UP
    phase: Phase
    to_act: int  # the one seat that must act now (-1 when the game is over)
    current: int  # whose turn it is
    start_seat: int
    turn: int  # turns started this round
    drawn: int  # card id in hand of the current seat, or -1
    drawn_from: Source
    caller: int  # seat that called CABO, or -1
    pending: tuple  # phase data: seats still to peek or snap, a look target, a penalty flag ...
    discarded: bool  # a card landed on the discard pile this turn (opens a snap window)
    reshuffles: int  # reshuffles so far this round (each draws fresh randomness)


class RoundResult(NamedTuple):
    round_no: int
    start_seat: int
    caller: int | None
    hands: tuple[tuple[Card, ...], ...]
    sums: tuple[int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]  # after this round, resets included
    kamikaze: int | None
    winners: tuple[int, ...]
    end_reason: str


class GameState(NamedTuple):
    variant: Variant
    n_seats: int
    seed: int
    decks: tuple[tuple[int, ...] | None, ...]  # stacked decks per round (top first), if any
    round: RoundState
    totals: tuple[int, ...]
    resets_used: tuple[int, ...]
    history: tuple[RoundResult, ...]
    winners: tuple[int, ...]  # set when the game is over

    @property
    def over(self) -> bool:
        return self.round.phase == Phase.GAME_OVER

    @property
    def to_act(self) -> int:
        return self.round.to_act

    @property
    def round_no(self) -> int:
        return self.round.round_no

    def face(self, card_id: int) -> Card:
        return self.variant.faces[card_id]
