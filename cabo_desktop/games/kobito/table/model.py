"""What Kobito's table shows one eye: a mutable picture, changed by that eye's redacted events as
they animate and re-synchronised with its observation (the authority) after every action."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from ....ui.table_kit import copy_facts, seen_hands

from ..rules.cards import Card
from ..rules.observation import Observation


@dataclass
class Picture:
    n: int
    eye: int
    hands: list[list[Card | None]] = field(default_factory=list)  # None: a card seen from its back
    pots: list[tuple[int, list]] = field(default_factory=list)  # (gold index, [Spot...])
    workshops: list[list[list]] = field(default_factory=list)  # per seat: rainbows of Spots
    gold_won: list[list[int]] = field(default_factory=list)
    penalties: list[list[Card]] = field(default_factory=list)
    deck: int = 0
    discard: list[Card] = field(default_factory=list)
    gold_left: int = 0
    current: int = 0
    required: int = 1
    played: int = 0
    totals: tuple[int, ...] = ()
    # the observation's facts the picture holds as they are (sync)
    FACTS: ClassVar[tuple[str, ...]] = ("gold_left", "current", "required", "played", "totals")

    def sync(self, obs: Observation) -> None:
        """Make the picture exactly what the observation says."""
        self.hands = seen_hands(obs)
        self.pots = [(gold, list(rainbow)) for gold, rainbow in obs.pots]
        self.workshops = [[list(rb) for rb in ws] for ws in obs.workshops]
        self.gold_won = [list(g) for g in obs.gold_won]
        self.penalties = [list(p) for p in obs.penalties]
        self.deck = obs.deck_size
        self.discard = list(obs.discard)
        copy_facts(self, obs, self.FACTS)

    def win_pot(self, seat: int, gold: int, points: int) -> None:
        """A seat wins a pot: its gold card counts, and its points join the seat's total (as the
        rules' score counts them: the gold cards' points less the score pile's cost)."""
        if 0 <= seat < len(self.gold_won):
            self.gold_won[seat].append(gold)
        if 0 <= seat < len(self.totals):
            self.totals = tuple(total + points if s == seat else total for s, total in enumerate(self.totals))

    def to_score_pile(self, seat: int, card: Card, cost: int) -> None:
        """A card reaches a seat's score pile: the pile counts it and the total loses its cost."""
        if 0 <= seat < len(self.penalties):
            self.penalties[seat].append(card)
        if 0 <= seat < len(self.totals):
            self.totals = tuple(total - cost if s == seat else total for s, total in enumerate(self.totals))

    def take_from_hand(self, seat: int, card: Card | None) -> None:
        hand = self.hands[seat]
        if card in hand:
            hand.remove(card)
        elif None in hand:
            hand.remove(None)
        elif hand:
            hand.pop()
