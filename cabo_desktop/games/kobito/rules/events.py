"""What happens at a Kobito table, as events: public, or seen only by the seat whose hand a card
enters (the deal, the cards drawn at the end of a turn)."""

from __future__ import annotations

from ....core.events import CardsToHand, Event, GameEnd, event
from .cards import Card


@event
class GameStarted(Event):
    dealer: int
    start: int
    pots: tuple[tuple[int, Card], ...]  # each pot's gold card (its index in the variant) and starting card


@event
class CardsDrawn(CardsToHand):
    """Cards drawn into a seat's hand (the deal, the end of a turn), for that seat alone."""
    cards: tuple[Card, ...] | None  # None for the other seats


@event
class TurnStarted(Event):
    seat: int
    required: int  # cards to play this turn


@event
class CardPlayed(Event):
    seat: int
    card: Card
    place: tuple
    end: str
    number: int  # the number it stands for (a Kobito's)


@event
class WorkshopStarted(Event):
    seat: int
    cards: tuple[Card, Card]
    numbers: tuple[int, int]


@event
class CardsMoved(Event):
    seat: int
    rainbow: int
    end: str
    pot: int
    cards: tuple[Card, ...]  # in the order they now lie on the pot's rainbow, low to high
    before: bool  # the block went in front of the pot's first card (else after its last)


@event
class KobitoSwapped(Event):
    seat: int
    place: tuple
    slot: int
    card: Card  # the card put in the Kobito's place
    kobito: Card


@event
class CardReplaced(Event):
    seat: int
    place: tuple
    slot: int
    replacement: Card
    card: Card


@event
class PotWon(Event):
    seat: int
    pot: int
    gold: int
    cards: tuple[Card, ...]  # the finished rainbow, to the discard pile


@event
class PotRefilled(Event):
    pot: int
    gold: int
    start: Card


@event
class DeckReshuffled(Event):
    size: int


@event
class ScorePilePenalty(Event):
    seat: int
    cards: tuple[Card, ...]


@event
class GameOver(GameEnd):
    """Kobito's end: the most points win."""
