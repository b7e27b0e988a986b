"""What one seat may see of a Kobito table: its own hand, every rainbow, the score piles, the
sizes of the other hands and of the decks, whose turn it is and how the game stands (the score,
whether it is over and who won). The only window into hidden cards, and the only thing a table
draws from."""

from __future__ import annotations

from dataclasses import dataclass, replace

from . import rainbow as R
from .actions import Move
from .cards import Card
from .engine import GameState, move_joins_before, score_parts
from .variant import Variant


@dataclass(frozen=True)
class Observation:
    seat: int
    variant: Variant
    n_seats: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    pots: tuple[tuple[int, R.Rainbow], ...]
    workshops: tuple[tuple[R.Rainbow, ...], ...]
    gold_won: tuple[tuple[int, ...], ...]
    penalties: tuple[tuple[Card, ...], ...]
    deck_size: int
    discard: tuple[Card, ...]
    gold_left: int
    current: int
    required: int
    played: int
    to_act: int
    totals: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...] | None = None  # every hand: only for finished games (replays)
    over: bool = False
    winners: tuple[int, ...] = ()
    round_no: int = 1
    # each seat's score in its two parts: the gold cards' points, what its score pile costs (<= 0)
    score_parts: tuple[tuple[int, int], ...] = ()

    def joins_before(self, move: Move) -> bool:
        """Whether a legal move's block of the current player's workshop goes in front of its
        pot's first card (else after its last): the side its numbers run on from."""
        return move_joins_before(self, move)  # public facts only: the workshops and the pots


def observe(state: GameState, seat: int) -> Observation:
    hand = state.hands[seat] if 0 <= seat < state.n_seats else ()
    parts = tuple(score_parts(state, s) for s in range(state.n_seats))
    return Observation(seat, state.variant, state.n_seats, hand, tuple(len(h) for h in state.hands), state.pots,
                       state.workshops, state.gold_won, state.penalties, len(state.deck), state.discard,
                       len(state.gold_deck), state.current, state.required, state.played, state.to_act,
                       tuple(gold + pile for gold, pile in parts), over=state.over, winners=state.winners,
                       round_no=state.round_no, score_parts=parts)


def observe_all(state: GameState) -> Observation:
    """Every hand known: for the replay viewer of finished games, where nothing is secret."""
    return replace(observe(state, 0), hands=state.hands)
