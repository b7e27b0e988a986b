"""The base of every game's rule events: what happened, and who may see its hidden cards.

A game's `apply` returns a list of events. An event that carries hidden information names its
hidden fields in `hidden` (by default the one field `card`) and says who may see them in
`seen_by`, a bitmask of seats (PUBLIC: everyone). `event.for_seat(seat)` is the event as that
seat may see it, with the hidden fields blanked (None), so one seat's view of a table can be
built from events alone and a log line can never name a card its reader may not know.
`CardsToHand` is the cards a hand receives, which only that hand's seat sees; `GameEnd` the end.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

PUBLIC = (1 << 16) - 1  # bitmask of every seat (we allow at most 16 seats)
NOBODY = 0


def seat_bit(seat: int) -> int:
    return 1 << seat


class Event:
    """Base of all events. Subclasses with hidden cards define `seen_by` and list the fields that
    hold the hidden cards in `hidden` (default: `card`)."""

    __slots__ = ()
    hidden: ClassVar[tuple[str, ...]] = ("card",)

    def for_seat(self, seat: int) -> "Event":
        seen_by = getattr(self, "seen_by", PUBLIC)
        if seen_by & (1 << seat):
            return self
        blanks = {name: None for name in self.hidden if getattr(self, name, None) is not None}
        return replace(self, **blanks) if blanks else self  # type: ignore[type-var]

    def visible_to(self, seat: int) -> bool:
        """Whether `seat` may see this event's hidden cards (events without any: always)."""
        return bool(getattr(self, "seen_by", PUBLIC) & (1 << seat))


def event(cls):
    """Make an event class a frozen, slotted dataclass (events are values)."""
    return dataclass(frozen=True, slots=True)(cls)


@event
class GameEnd(Event):
    """The game is over: its winners and the final totals (each game's `GameOver` subclasses it)."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]


@event
class CardsToHand(Event):
    """Cards that enter one seat's hand (a deal, a draw): the seat, how many, and the cards, which
    only that seat sees (`seen_by`; None for the others). A game's event subclasses it and
    declares `cards` again with its own card type (the wire reads it from the type hints)."""

    seat: int
    count: int
    cards: tuple | None
    seen_by: int = PUBLIC
    hidden: ClassVar[tuple[str, ...]] = ("cards",)
