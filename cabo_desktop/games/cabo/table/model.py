"""What the table shows one seat: a mutable picture built from that seat's redacted events.

The table scene never draws from a GameState. Each rules event, already redacted with
`event.for_seat(viewer)`, changes this model when its animation reaches that point; after the
last event of an action the model is re-synchronised with the viewer's observation (the table's
`view`, given by the authority), so a mistake here can never show more than the seat may see
(events and observations only ever carry cards the seat may see).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..rules.cards import Card
from ..rules.observation import Observation


@dataclass
class Slot:
    card: Card | None = None  # known to the viewer (None: unknown)
    face_up: bool = False  # lies face up on the table
    hidden: bool = False  # not drawn (in flight, or not dealt yet)
    lift: float = 0.0  # 0 on the table, 1 lifted toward the centre (peek, slide-out)
    squash: float = 1.0  # horizontal scale while flipping
    reveal: Card | None = None  # shown face up for a moment (peek, spy, slide-out, final reveal)
    eye: bool = False  # an eye marker: someone is looking at this card
    looked: bool = False  # your first look: face up in its own place, a soft gold rim and a small eye
    seen_by_others: frozenset[int] = frozenset()
    offset: tuple[float, float] = (0.0, 0.0)  # pixels from its layout place (a line closing up)

    def shown_card(self) -> Card | None:
        """The card drawn face up now, or None for a back."""
        if self.reveal is not None:
            return self.reveal
        if self.face_up:
            return self.card
        return None


@dataclass
class TableModel:
    viewer: int
    n_seats: int
    hands: list[list[Slot]] = field(default_factory=list)
    deck_size: int = 0
    discard: list[Card] = field(default_factory=list)
    discard_hidden: int = 0  # top cards of the discard pile still in flight
    holding: bool = False
    held: Card | None = None
    held_seat: int | None = None
    held_hidden: bool = False
    held_reveal: bool = False
    current: int = 0
    to_act: int = 0
    caller: int | None = None
    totals: tuple[int, ...] = ()
    round_no: int = 1
    phase_name: str = ""

    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(len(h) for h in self.hands)

    def slot(self, seat: int, index: int) -> Slot | None:
        if 0 <= seat < len(self.hands) and 0 <= index < len(self.hands[seat]):
            return self.hands[seat][index]
        return None

    def sync(self, obs: Observation) -> None:
        """Make the picture exactly what the observation says (kept: nothing transient)."""
        self.hands = [
            [Slot(card=v.card, face_up=v.face_up, seen_by_others=frozenset(v.known_by - {obs.seat})) for v in hand]
            for hand in obs.hands
        ]
        self.deck_size = obs.deck_size
        self.discard = list(obs.discard)
        self.discard_hidden = 0
        self.holding = obs.holding
        self.held = obs.drawn
        self.held_seat = obs.current if obs.holding else None
        self.held_hidden = False
        self.held_reveal = False
        # the plate lit as "whose turn": the seat looking at its first cards, else the turn's player
        self.current = obs.to_act if obs.phase.name == "INITIAL_PEEK" and obs.to_act >= 0 else obs.current
        self.to_act = obs.to_act
        self.caller = obs.caller
        self.totals = obs.totals
        self.round_no = obs.round_no
        self.phase_name = obs.phase.name

    def face_up_cards(self) -> list[tuple[str, Card]]:
        """Every card drawn face up for the viewer now (for the no-leak test)."""
        shown: list[tuple[str, Card]] = []
        for seat, hand in enumerate(self.hands):
            for i, slot in enumerate(hand):
                card = slot.shown_card()
                if card is not None and not slot.hidden:
                    shown.append((f"seat {seat} card {i}", card))
        if self.holding and self.held is not None and not self.held_hidden:
            shown.append(("held", self.held))
        return shown
