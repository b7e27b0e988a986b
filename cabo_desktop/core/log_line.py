"""A line of a table's log (no pygame): its words, and what the table may draw with them."""

from __future__ import annotations

from typing import Sequence


class LogLine(str):
    """A line of the log: its words, plus what the table may draw with them: the cards it names
    (as small cards) or, for a heading, the seat whose turn begins (`turn_of`); `event` is the
    event the line tells (a slide-out's line is told again once its outcome is known)."""

    cards: tuple = ()
    turn_of: int | None = None
    event: object = None

    def __new__(cls, text: str, cards: Sequence = (), turn_of: int | None = None, event=None) -> "LogLine":
        line = super().__new__(cls, text)
        line.cards = tuple(card for card in cards if card is not None)
        line.turn_of = turn_of
        line.event = event
        return line

    def __add__(self, more: str) -> "LogLine":  # a longer line keeps the line's cards
        return LogLine(str(self) + more, self.cards, self.turn_of, self.event)
