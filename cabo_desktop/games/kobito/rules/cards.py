"""Kobito's cards: rainbow cards (a number 1-12 in one of seven colours), the Kobito cards (jokers),
the replacement cards and the gold cards (points and the length of the rainbow that wins them).

Codes (records, stacked decks): a rainbow card is its number and colour letter (`5r`, `12v`:
red, orange, yellow, green, blue, indigo, violet), a Kobito `K1`..`K5`, a replacement card
`X1`..`X3`, a gold card `G1`..`G18` (its points and length come from the variant).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....core.notation import ascii_number

COLOURS = ("r", "o", "y", "g", "b", "i", "v")  # red, orange, yellow, green, blue, indigo, violet
RAINBOW, KOBITO, REPLACEMENT = "rainbow", "kobito", "replacement"


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A card of the rainbow deck: `kind` RAINBOW (with `number` and `colour`), KOBITO or
    REPLACEMENT (numbered 1.. to tell the copies apart: `number` is their copy number)."""

    kind: str
    number: int
    colour: str = ""

    @property
    def code(self) -> str:
        if self.kind == KOBITO:
            return f"K{self.number}"
        if self.kind == REPLACEMENT:
            return f"X{self.number}"
        return f"{self.number}{self.colour}"

    @property
    def is_rainbow(self) -> bool:
        return self.kind == RAINBOW


def parse_card(code: str) -> Card | None:
    """The card of a code, or None when it is not one ('5r', 'K1'; not 'K²' nor '٣r')."""
    code = code.strip()
    if code[:1] in ("K", "X") and (number := ascii_number(code[1:])) is not None:
        return Card(KOBITO if code[0] == "K" else REPLACEMENT, number)
    if code[-1:] in COLOURS and (number := ascii_number(code[:-1])) is not None:
        return Card(RAINBOW, number, code[-1])
    return None


def rainbow_deck(top: int, colours: int, kobitos: int, replacements: int) -> tuple[Card, ...]:
    """The rainbow deck in a canonical order: every number in every colour, then the specials."""
    cards = [Card(RAINBOW, n, c) for n in range(1, top + 1) for c in COLOURS[:colours]]
    cards += [Card(KOBITO, k) for k in range(1, kobitos + 1)]
    cards += [Card(REPLACEMENT, k) for k in range(1, replacements + 1)]
    return tuple(cards)


def follows(a: int, b: int, top: int, wrap: bool) -> bool:
    """Whether number `b` comes right after `a` in a rainbow (top and 1 follow each other if `wrap`)."""
    return b == a + 1 or (wrap and a == top and b == 1)


def next_number(n: int, step: int, top: int, wrap: bool) -> int | None:
    """The number one step up (+1) or down (-1) from `n`, or None past an end without wrapping."""
    m = n + step
    if 1 <= m <= top:
        return m
    if not wrap:
        return None
    return 1 if m > top else top
