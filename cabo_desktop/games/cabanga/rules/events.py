"""What happens at a Cabanga! table, as events: public, or seen only by the seat whose hand a
card enters (the deal, a penalty card)."""

from __future__ import annotations

from ....core.events import PUBLIC, CardsToHand, Event, GameEnd, event
from .cards import Card


@event
class RoundStarted(Event):
    round_no: int
    start: int  # the first player
    piles: tuple[tuple[Card, Card], ...]  # each row's start cards (left, right)


@event
class CardsDealt(CardsToHand):
    """A seat's hand dealt (its cards for that seat alone)."""
    cards: tuple[Card, ...] | None  # None for the other seats


@event
class TurnStarted(Event):
    seat: int


@event
class CardPlayed(Event):
    seat: int
    card: Card
    side: str
    gap: tuple[int, int] | None  # the values strictly inside which cards may be thrown (low, high)


@event
class PenaltyDrawn(Event):
    seat: int
    reason: str  # "colour" (the previous player's colour) or "thrown"
    card: Card | None  # None for the other seats
    seen_by: int = PUBLIC


@event
class CardsThrown(Event):
    """"Cabanga!": a seat throws cards of the gap at the player."""
    seat: int
    target: int
    cards: tuple[Card, ...]


@event
class ThrowPassed(Event):
    seat: int


@event
class PenaltyPileRenewed(Event):
    """The thrown pile, shuffled, is the new penalty pile."""
    size: int


@event
class RoundEnded(Event):
    round_no: int
    hands: tuple[tuple[Card, ...], ...]  # every hand, shown for the count
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@event
class GameOver(GameEnd):
    """Cabanga!'s end: the lowest total wins."""
