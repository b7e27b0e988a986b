"""The room kept round CABO's piles (their stacks' depth and their badges) and the check that
nothing on the table overlaps (`overlaps`, for layout.py and the tests): pure geometry, split
from layout.py (its length)."""

from __future__ import annotations

import pygame

from ....ui.theme import px
from . import fan


def label_height(pile_h: int, height: int) -> int:
    """The strip under a pile kept free: its stack's depth and the lower half of its badge (the
    deck's count across the pile's foot; "You hold" and kaboo's marks lie wholly under the card,
    or over its head, reaching into the room kept for the cards' lift beyond)."""
    return stack_depth(pile_h) + badge_height(pile_h, height) // 2 + px(2)


def label_size(pile_h: int, height: int) -> int:
    """The size of a pile's badge text: the type scale's Small step (14 at 720 px, growing with
    the window), never below 14 and never above a seventh of the pile."""
    return max(px(14), min(pile_h // 7, round(14 * height / 720)))


def badge_height(pile_h: int, height: int) -> int:
    """The height of a pile's badge (a pill across the pile's foot)."""
    return label_size(pile_h, height) * 5 // 4 + px(8)


def stack_depth(pile_h: int) -> int:
    """How far below its top card a full deck's edges show (its thickness)."""
    return max(px(3), pile_h // 22)


def overlaps(layout) -> list[str]:
    """Names of things that overlap or leave the table (for tests); empty when the layout is clean.

    Piles are checked with their labels (a strip below each), seats with their name plates and
    the room a card needs to lift.
    """
    label = label_height(layout.pile_size[1], layout.size[1])
    boxes: list[tuple[str, pygame.Rect]] = [
        ("deck", layout.deck.inflate(0, 2 * label)), ("discard", layout.discard.inflate(0, 2 * label)),
        ("drawn", layout.drawn.inflate(0, 2 * label)), ("buttons", layout.buttons), ("banner", layout.banner),
    ]
    for seat, seat_layout in layout.seats.items():
        boxes.append((f"name {seat}", seat_layout.name))
        if seat_layout.slots:
            boxes.append((f"seat {seat}", fan.box(seat_layout.slots, seat_layout.tilts, seat_layout.card_size)))
    found = []
    for i, (name_a, a) in enumerate(boxes):
        if not (layout.felt or layout.play).contains(a):
            found.append(f"{name_a} leaves the table")
        for name_b, b in boxes[i + 1 :]:
            if name_a.split()[-1] == name_b.split()[-1] and name_a.startswith(("name", "seat")) and name_b.startswith(("name", "seat")):
                continue  # a seat's own name plate sits against its cards
            if a.colliderect(b):
                found.append(f"{name_a} overlaps {name_b}")
    return found


def mat_margin(pile_w: int) -> int:
    """The piles' mat's margin round the piles (pile_mat)."""
    return max(px(10), pile_w // 5)


def mat_extent(pile_size: tuple[int, int], height: int) -> tuple[int, int]:
    """(how far the piles' mat reaches above the piles' top, below their foot): its captions'
    band over them; their stacks, badges and kaboo's marks under them (pile_mat.mat_rect)."""
    m = mat_margin(pile_size[0])
    caption = max(px(12), label_size(pile_size[1], height))
    return m // 2 + caption * 5 // 4 + px(6), stack_depth(pile_size[1]) + badge_height(pile_size[1], height) + px(6) + m // 3


def level(y: int, pile_size: tuple[int, int], height: int, above: list, mine: list) -> int:
    """The piles' top `y` moved so their mat sits in the middle of the felt between the seats
    across (`above`: their cards' and plates' boxes) and your cards (`mine`) as they rest (review
    s51: 50 px of felt over the mat, 20 under it, where your lifted set and its badge crossed its
    edge); `y` where the mat does not fit there."""
    if not above or not mine:
        return y
    up, down = mat_extent(pile_size, height)
    top = max(r.bottom for r in above) + px(8)
    bottom = min(r.top for r in mine) - px(8)
    room = bottom - top - (up + pile_size[1] + down)
    return y if room < 0 else top + room // 2 + up
