"""What Cabanga!'s table shows one eye: a mutable picture changed by that eye's redacted events as
their animations play, and re-synchronised after each action with the eye's observation, the
authority (so the picture can never hold a card the eye may not see)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from ....ui.table_kit import copy_facts, seen_hands

from ..rules.cards import COLOURS, Card
from ..rules.observation import Observation

ROW_ORDER = {colour: k for k, colour in enumerate(COLOURS)}


def hand_order(card: Card) -> tuple[int, int]:
    """Your hand as players sort it: by row, then by value."""
    return ROW_ORDER.get(card.colour, 9), card.value


@dataclass
class Picture:
    n: int
    eye: int
    hands: list[list[Card | None]] = field(default_factory=list)  # None: a card seen from its back
    piles: list[list[list[Card]]] = field(default_factory=list)  # [row][side] bottom first
    thrown: list[Card] = field(default_factory=list)
    penalty: int = 0
    current: int = 0
    thrower: int = -1
    to_act: int = 0
    gap: tuple[str, int, int] | None = None  # the open gap (colour, low, high), lit on the row
    last_colour: str | None = None
    totals: tuple[int, ...] = ()
    round_no: int = 1
    revealed: bool = False  # the round's count: every hand shown
    # the observation's facts the picture holds as they are (sync)
    FACTS: ClassVar[tuple[str, ...]] = ("current", "thrower", "to_act", "gap", "last_colour", "totals", "round_no")

    def sync(self, obs: Observation) -> None:
        """Make the picture exactly what the observation says."""
        self.hands = seen_hands(obs, hand_order)
        self.piles = [[list(side) for side in row] for row in obs.piles]
        self.thrown = list(obs.thrown)
        self.penalty = obs.penalty_size
        copy_facts(self, obs, self.FACTS)
        self.revealed = False

    def add_to_hand(self, seat: int, card: Card | None) -> None:
        hand = self.hands[seat]
        hand.append(card)
        if all(c is not None for c in hand):
            hand.sort(key=hand_order)

    def take_from_hand(self, seat: int, card: Card | None) -> int:
        """Remove `card` (or a card seen from its back) from a hand; its place before, or -1."""
        hand = self.hands[seat]
        if card in hand:
            k = hand.index(card)
        elif None in hand:
            k = hand.index(None)
        elif hand:
            k = len(hand) - 1
        else:
            return -1
        del hand[k]
        return k

    def top(self, colour: str, side: int) -> Card | None:
        row = self.piles[ROW_ORDER[colour]] if self.piles else None
        return row[side][-1] if row and row[side] else None

    def face_up_cards(self, viewer: int) -> list[tuple[int, Card]]:
        """Every hand card drawn face up now, with its seat (for the no-leak tests)."""
        return [(seat, card) for seat, hand in enumerate(self.hands) for card in hand if card is not None]
