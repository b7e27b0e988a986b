"""Card faces and decks.

A *face* is what a card shows (rank, suit, value, ability). Physical cards in a round are small
integers (card ids) indexing the deck's tuple of faces; ids never leave the engine, so two equal
faces cannot be told apart by anything a seat observes.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

SUITS = ("S", "H", "D", "C")
RED_SUITS = frozenset({"H", "D"})
STANDARD_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
JOKER = "JOKER"
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


class Ability(str, Enum):
    """What a card drawn from the deck may do when it is discarded."""

    PEEK = "peek"  # look at one of your own face-down cards
    SPY = "spy"  # look at a face-down card of another player
    SWAP = "swap"  # exchange one of your cards with another player's, unseen
    LOOK_AND_SWAP = "look_and_swap"  # look at another player's card, then decide to swap


@dataclass(frozen=True, slots=True)
class Card:
    """A card face. Equal faces are interchangeable for every rule."""

    rank: str
    value: int
    suit: str | None = None
    ability: Ability | None = None

    @property
    def code(self) -> str:
        """Short text used in records: '7' (CABO deck), '10H', 'KS', 'JOKER' (standard deck)."""
        return self.rank if self.suit is None else f"{self.rank}{self.suit}"

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    def label(self) -> str:
        """Human-readable name, e.g. '7', '10\u2665', 'Joker'."""
        if self.rank == JOKER:
            return "Joker"
        if self.suit is None:
            return self.rank
        return f"{self.rank}{SUIT_SYMBOLS[self.suit]}"

    def __str__(self) -> str:
        return self.label()


def standard_keys(rank: str, suit: str | None) -> tuple[str, ...]:
    """Lookup keys for a standard-deck card, most specific first ('K_red', then 'K')."""
    if suit is None:
        return (rank,)
    colour = "red" if suit in RED_SUITS else "black"
    return (f"{rank}_{colour}", rank)
