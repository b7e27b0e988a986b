"""Rainbows (no pygame): consecutive numbers, low to high, 12 followed by 1 when the variant wraps.
A rainbow is a tuple of places; each place holds a number and its cards, bottom first (a
replacement card and the card on it lie on an earlier card), the top one showing."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import KOBITO, RAINBOW, Card, next_number


@dataclass(frozen=True, slots=True)
class Spot:
    number: int
    cards: tuple[Card, ...]

    @property
    def top(self) -> Card:
        return self.cards[-1]


Rainbow = tuple[Spot, ...]


def numbers(rainbow: Rainbow) -> list[int]:
    return [spot.number for spot in rainbow]


def number_at(rainbow: Rainbow, end: str, top: int, wrap: bool) -> int | None:
    """The number a card added at `end` must have (None: nothing may be added there)."""
    if not rainbow or len(rainbow) >= top:
        return None
    edge = rainbow[0].number if end == "low" else rainbow[-1].number
    n = next_number(edge, -1 if end == "low" else 1, top, wrap)
    return None if n is None or n in numbers(rainbow) else n


def split_end(rainbow, end: str, count: int) -> tuple:
    """The block of `count` cards at `end` ("low" or "high") of a rainbow, and what stays behind."""
    k = len(rainbow) - count
    return (rainbow[k:], rainbow[:k]) if end == "high" else (rainbow[:count], rainbow[count:])


def joins_before(block: list[int], target: list[int], top: int, wrap: bool) -> bool | None:
    """Where a block of consecutive numbers continues a rainbow: True in front of its first card,
    False after its last, None nowhere. Either end of a workshop rainbow may go to either end of a
    pot's (the text asks only that the numbers run on); the two could only both fit if the two
    rainbows closed the whole circle of numbers (no built-in pot is that long); then it goes in front."""
    if next_number(block[-1], 1, top, wrap) == target[0]:
        return True
    if next_number(target[-1], 1, top, wrap) == block[0]:
        return False
    return None


def card_fits(card: Card, number: int | None) -> bool:
    return number is not None and (card.kind == KOBITO or (card.kind == RAINBOW and card.number == number))


def add(rainbow: Rainbow, card: Card, end: str, number: int) -> Rainbow:
    spot = Spot(number, (card,))
    return (spot,) + rainbow if end == "low" else rainbow + (spot,)


def start_numbers(cards: tuple[Card, Card], top: int, wrap: bool) -> tuple[int, int] | None:
    """The numbers of a new workshop rainbow of two cards (low, high), or None if they do not
    make one (two Kobitos would leave their numbers unclear)."""
    low, high = cards
    if low.kind == RAINBOW and high.kind == RAINBOW:
        up = next_number(low.number, 1, top, wrap)
        return (low.number, high.number) if up == high.number else None
    if low.kind == KOBITO and high.kind == RAINBOW:
        down = next_number(high.number, -1, top, wrap)
        return None if down is None else (down, high.number)
    if low.kind == RAINBOW and high.kind == KOBITO:
        up = next_number(low.number, 1, top, wrap)
        return None if up is None else (low.number, up)
    return None


def cards_of(rainbow: Rainbow) -> list[Card]:
    return [card for spot in rainbow for card in spot.cards]
