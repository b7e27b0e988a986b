"""Cabanga!'s cards: number cards of four colours and the colourless start cards.

A card is a value, so two equal cards cannot be told apart (there are none: every number card is
unique, and the start cards never leave the table).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....core.notation import ascii_number

COLOURS = ("red", "blue", "violet", "yellow")  # the rows, top to bottom
COLOUR_CODES = {"red": "R", "blue": "B", "violet": "V", "yellow": "Y"}
CODE_COLOURS = {code: colour for colour, code in COLOUR_CODES.items()}
START = "start"  # the colour field of a start card
SIDES = ("left", "right")


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A number card (`colour` one of COLOURS) or a start card (`colour` START)."""

    colour: str
    value: int

    @property
    def code(self) -> str:
        """'R7', 'Y18' for number cards, 'S5' for start cards (records and notation)."""
        return ("S" if self.colour == START else COLOUR_CODES[self.colour]) + str(self.value)


def parse_card(code: str) -> Card | None:
    """The card of a code, or None when it is not one ('R7', 'S12'; not 'R²' nor 'R٣')."""
    code = code.strip().upper()
    value = ascii_number(code[1:])
    if value is None:
        return None
    if code[:1] == "S":
        return Card(START, value)
    colour = CODE_COLOURS.get(code[:1])
    return Card(colour, value) if colour else None


def number_cards(top: int) -> tuple[Card, ...]:
    """Every number card: 1..top in each colour, in a canonical order."""
    return tuple(Card(colour, value) for colour in COLOURS for value in range(1, top + 1))


def in_gap(card: Card, colour: str, low: int, high: int) -> bool:
    """Whether a card may be thrown into the gap of a row: its colour, strictly between."""
    return card.colour == colour and low < card.value < high
