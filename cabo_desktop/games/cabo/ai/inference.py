"""What an opponent's play says about the cards it knows.

The sampler already deals an opponent's known cards low (owners keep low cards), but their play
says more, and a player at the table reads it:
- a player who draws a card from the deck and throws it away holds nothing it knows that is much
  higher (else it would have kept the drawn card): its known cards are at most that card, plus a
  little when the card had an ability worth using;
- a player who puts a card drawn from the deck in place of one it knew put in a lower card (the
  one it threw away is on the pile for all to see); in place of a card it did not know, a low one.

`HandInference` keeps these upper bounds per (seat, slot) from the events a seat is shown; the
Expert's sampler deals an owner-known slot within its bound. Anything that reshapes a hand
(multi-exchanges, snaps, gifts, penalty cards) ends the reading of that hand for the round, and a
swap ends it for the two slots, so a bound is never applied to the wrong card. The owner's
knowledge is tracked from the events too; the sampler applies a bound only where the observation
also says the owner knows the card.
"""

from __future__ import annotations

from ..rules import events as E


class HandInference:
    """Upper bounds on the cards opponents know, read from their play (one round at a time)."""

    def __init__(self, ability_slack: int = 2, unknown_cap: int = 6):
        self.ability_slack = ability_slack  # a card with an ability may be thrown away for its use
        self.unknown_cap = unknown_cap  # what a player puts in place of a card it did not know
        self.me = -1
        self.caps: list[list[int | None] | None] = []
        self.owner_knows: list[list[bool] | None] = []
        self.drew_from: dict[int, str] = {}
        self.replaced: dict[int, tuple[int, bool, int]] = {}  # seat -> (slot, owner knew it, its value)

    def cap(self, seat: int, slot: int, hand_size: int) -> int | None:
        caps = self.caps[seat] if 0 <= seat < len(self.caps) else None
        if caps is None or len(caps) != hand_size:
            return None
        return caps[slot]

    def on_event(self, me: int, event) -> None:
        t = type(event)
        if t is E.RoundStarted:
            self.me = me
            self.caps = [[None] * n for n in event.hand_sizes]
            self.owner_knows = [[False] * n for n in event.hand_sizes]
            self.drew_from.clear()
            self.replaced.clear()
        elif not self.caps:
            return
        elif t is E.CardPeeked:  # always a seat looking at its own card
            self._set_known(event.seat, event.slot)
        elif t is E.CardDrawn:
            self.drew_from[event.seat] = event.source
        elif t is E.CardDiscarded:
            self._discarded(event)
        elif t is E.CardPlaced:
            self._placed(event)
        elif t is E.CardsSwapped:
            for seat, slot in ((event.seat_a, event.slot_a), (event.seat_b, event.slot_b)):
                if self.caps[seat] is not None and slot < len(self.caps[seat]):
                    self.caps[seat][slot] = None
                    self.owner_knows[seat][slot] = False
        elif t in (E.CardsSlidOut, E.SnapHit, E.SnapMissed, E.CardGiven, E.CardAddedAtEnd):
            for seat in {getattr(event, name) for name in ("seat", "target_seat", "to_seat") if hasattr(event, name)}:
                self.caps[seat] = None
                self.owner_knows[seat] = None

    def _set_known(self, seat: int, slot: int) -> None:
        if self.owner_knows[seat] is not None and slot < len(self.owner_knows[seat]):
            self.owner_knows[seat][slot] = True
            self.caps[seat][slot] = None  # learnt just now: what it did before says nothing of it

    def _discarded(self, event) -> None:
        seat, caps, knows = event.seat, self.caps[event.seat], self.owner_knows[event.seat]
        if caps is None or seat == self.me:
            return
        if event.slot is not None:  # a card of the hand replaced: what comes next is the placement
            knew = knows[event.slot] if event.slot < len(knows) else False
            self.replaced[seat] = (event.slot, knew, event.card.value)
            return
        if self.drew_from.get(seat) != "deck":
            return
        bound = event.card.value + (self.ability_slack if event.card.ability is not None else 0)
        for slot, known in enumerate(knows):
            if known:
                caps[slot] = bound if caps[slot] is None else min(caps[slot], bound)

    def _placed(self, event) -> None:
        seat, caps = event.seat, self.caps[event.seat]
        slot_known = self.replaced.pop(seat, None)
        if caps is None or event.slot >= len(caps):
            return
        self.owner_knows[seat][event.slot] = True
        caps[event.slot] = None
        if seat == self.me or event.card is not None or self.drew_from.get(seat) != "deck" or slot_known is None:
            return
        slot, knew, old = slot_known
        if slot == event.slot:
            # the card thrown away is on the pile; the new one is lower, or low if the old was unknown
            caps[slot] = old - 1 if knew else self.unknown_cap
