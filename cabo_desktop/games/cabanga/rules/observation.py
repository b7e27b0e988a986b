"""What one seat may see of a Cabanga! table: its own hand, the piles, the thrown cards, the
sizes of the other hands and of the penalty pile, and the public facts of the game (whose turn,
the open gap, the totals, whether it is over and who won). The only window into hidden cards: a
table draws and takes input from it alone."""

from __future__ import annotations

from dataclasses import dataclass, replace

from .cards import Card
from .engine import GameState, draws_penalty_first
from .variant import Variant


@dataclass(frozen=True)
class Observation:
    seat: int
    variant: Variant
    n_seats: int
    round_no: int
    totals: tuple[int, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    piles: tuple[tuple[tuple[Card, ...], tuple[Card, ...]], ...]
    thrown: tuple[Card, ...]
    penalty_size: int
    current: int
    thrower: int
    gap: tuple[str, int, int] | None
    last_colour: str | None
    to_act: int
    round_start: int = 0
    hands: tuple[tuple[Card, ...], ...] | None = None  # every hand: only for finished games (replays)
    over: bool = False
    winners: tuple[int, ...] = ()  # the game's winners, once it is over

    def draws_penalty_first(self, card: Card) -> bool:
        """Whether playing `card` now costs a penalty card first (the colour the previous player
        played: public, the table warns of it before the card is played)."""
        return draws_penalty_first(self, card)


def observe(state: GameState, seat: int) -> Observation:
    # a seat outside the table (the public view of a hot-seat table) sees no hand
    hand = state.hands[seat] if 0 <= seat < state.n_seats else ()
    return Observation(seat, state.variant, state.n_seats, state.round_no, state.totals, hand,
                       tuple(len(h) for h in state.hands), state.piles, state.thrown, len(state.penalty),
                       state.current, state.thrower, state.gap, state.last_colour, state.to_act, state.round_start,
                       over=state.over, winners=state.winners)


def observe_all(state: GameState) -> Observation:
    """Every hand known: for the replay viewer of finished games, where nothing is secret."""
    return replace(observe(state, 0), hands=state.hands)
