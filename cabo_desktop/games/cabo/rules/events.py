"""CABO's events: what happened, in order, for those who watch.

An event carries at most one hidden card, always in the field `card`, together with `seen_by`,
a bitmask of the seats allowed to see it (PUBLIC: everyone); `event.for_seat(seat)` (from the
base in core.events) gives the event as that seat may see it, with a hidden card blanked out.
"""

from __future__ import annotations

from typing import Literal

from ....core.events import NOBODY, PUBLIC, Event, GameEnd, event as _event, seat_bit  # noqa: F401  (re-exported)
from .cards import Card



@_event
class RoundStarted(Event):
    round_no: int
    start_seat: int
    hand_sizes: tuple[int, ...]


@_event
class CardDealt(Event):
    seat: int
    slot: int


@_event
class DiscardStarted(Event):
    """The card turned face up to start the discard pile."""

    card: Card


@_event
class TurnStarted(Event):
    seat: int
    turn: int


@_event
class CardPeeked(Event):
    """A seat looked at one of its own cards (after the deal, or with a Peek)."""

    seat: int
    slot: int
    reason: Literal["initial", "peek"]
    card: Card | None
    seen_by: int


@_event
class CardSpied(Event):
    """A seat looked at another seat's card (Spy, or the look of a look-and-swap)."""

    seat: int
    target_seat: int
    slot: int
    reason: Literal["spy", "look"]
    card: Card | None
    seen_by: int


@_event
class CardDrawn(Event):
    seat: int
    source: Literal["deck", "discard"]
    card: Card | None
    seen_by: int


@_event
class CardDiscarded(Event):
    """A card landed face up on the discard pile; `slot` is None when it was the drawn card."""

    seat: int
    card: Card
    slot: int | None


@_event
class CardPlaced(Event):
    """The drawn card took the place of an exchanged card."""

    seat: int
    slot: int
    face_up: bool
    card: Card | None
    seen_by: int


@_event
class CardsSlidOut(Event):
    """Several cards slid forward for a multi-exchange; all are shown to everyone."""

    seat: int
    slots: tuple[int, ...]
    cards: tuple[Card, ...]


@_event
class ExchangeMatched(Event):
    seat: int
    slots: tuple[int, ...]
    placed_slot: int


@_event
class ExchangeFailed(Event):
    """Slid cards did not match and went back to their places (`face_up` says how)."""

    seat: int
    slots: tuple[int, ...]
    face_up: bool


@_event
class CardAddedAtEnd(Event):
    """A card joined an end of a hand: the drawn card after a failed match, or a penalty card."""

    seat: int
    end: Literal["left", "right"]
    slot: int
    reason: Literal["drawn", "penalty"]
    face_up: bool
    card: Card | None
    seen_by: int


@_event
class CardsSwapped(Event):
    seat: int
    seat_a: int
    slot_a: int
    seat_b: int
    slot_b: int


@_event
class SwapDeclined(Event):
    seat: int


@_event
class CaboCalled(Event):
    seat: int


@_event
class DeckReshuffled(Event):
    size: int


@_event
class SnapWindowOpened(Event):
    card: Card
    order: tuple[int, ...]


@_event
class SnapPassed(Event):
    seat: int


@_event
class SnapHit(Event):
    seat: int
    target_seat: int
    slot: int
    card: Card


@_event
class SnapMissed(Event):
    """A wrong snap: the card is shown to everyone and goes back."""

    seat: int
    target_seat: int
    slot: int
    card: Card


@_event
class CardGiven(Event):
    """After snapping an opponent's card, the snapper's card moved into the gap."""

    seat: int
    slot: int
    to_seat: int
    to_slot: int


@_event
class RoundEnded(Event):
    reason: Literal["cabo", "deck"]


@_event
class RoundScored(Event):
    round_no: int
    hands: tuple[tuple[Card, ...], ...]
    sums: tuple[int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    caller: int | None
    kamikaze: int | None
    winners: tuple[int, ...]


@_event
class ScoreReset(Event):
    seat: int
    old_total: int
    new_total: int


@_event
class GameOver(GameEnd):
    """CABO's end: a total went past the end's points; the lowest total wins."""
