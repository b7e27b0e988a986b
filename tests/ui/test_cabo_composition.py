"""CABO's and kaboo's tables composed round a centre (issue 40, review problems 1 and 2): the
deck and the discard pile on the felt's middle axis, your hand centred at the foot with your plate
at its left end on its line, every opponent's plate on the same side of its cards (above them),
and no quarter of the felt bare."""

import pygame
import pytest

from cabo_desktop.games.cabo.table.layout import compute_layout, overlaps

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def hull(sl) -> pygame.Rect:
    """The box round a seat's cards."""
    return sl.slots[0].unionall(list(sl.slots[1:]))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("square", [False, True])
def test_every_opponents_plate_lies_above_its_cards(size, seats, square):
    """A review saw "name plates above some seats' cards and below others'": one rule for every
    opponent, the plate right above its cards (within a few pixels) and across their middle."""
    lay = compute_layout(size, (4,) * seats, 0, square)
    for seat in range(1, seats):
        sl = lay.seats[seat]
        box = hull(sl)
        assert 0 <= box.top - sl.name.bottom <= 8, (seat, sl.name, box)
        assert sl.name.left <= box.centerx <= sl.name.right, (seat, sl.name, box)
    assert overlaps(lay) == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("square", [False, True])
def test_your_plate_sits_at_your_hands_left_end_on_its_line(size, seats, square):
    """A review saw "the 'You' plate floats left of your hand": it sits in one place at every size
    and seat count, right against your cards' left end (its slot within 12 logical px of them plus
    the portrait's room), level with their middle; your hand centred at the foot."""
    lay = compute_layout(size, (4,) * seats, 0, square)
    mine = lay.seats[0]
    box = hull(mine)
    assert mine.name.right < box.left and box.left - mine.name.right <= 20 + mine.name.h
    assert box.top < mine.name.centery < box.bottom
    group = box.union(mine.name)
    assert abs(group.centerx - lay.felt.centerx) <= 0.1 * lay.felt.w
    assert lay.felt.bottom - box.bottom <= 0.15 * lay.felt.h
    if size[0] >= 1280:  # your hand itself on the piles' axis, its plate at its left (was 46 px right of it)
        assert abs(box.centerx - lay.felt.centerx) <= 2 and abs(box.centerx - lay.deck.union(lay.discard).centerx) <= 4


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("square", [False, True])
def test_the_deck_and_discard_are_the_centrepiece(size, seats, square):
    """The deck and the discard pile side by side on the felt's middle axis, between the seats
    across and your hand, at least the others' cards' size."""
    lay = compute_layout(size, (4,) * seats, 0, square)
    pair = lay.deck.union(lay.discard)
    assert lay.deck.top == lay.discard.top and lay.deck.right < lay.discard.left
    assert abs(pair.centerx - lay.felt.centerx) <= 0.02 * lay.felt.w
    assert pair.bottom < hull(lay.seats[0]).top
    across = [sl for sl in lay.seats.values() if sl.lift == (0, 1)]
    assert across and all(hull(sl).bottom < pair.top for sl in across)
    assert lay.pile_size[0] >= max(lay.seats[s].card_size[0] for s in range(1, seats))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("square", [False, True])
def test_no_quarter_of_the_felt_is_bare(size, seats, square):
    """A review saw 35-40 % of the felt bare, whole corners of it: every quarter of the cloth now
    has at least 15 % of it under cards (the seats' and the piles'); kaboo's squares left 8-10 %."""
    lay = compute_layout(size, (4,) * seats, 0, square)
    f = lay.felt
    cards = [r for sl in lay.seats.values() for r in sl.slots] + [lay.deck, lay.discard]
    for qx in (0, 1):
        for qy in (0, 1):
            q = pygame.Rect(f.x + qx * f.w // 2, f.y + qy * f.h // 2, f.w // 2, f.h // 2)
            covered = sum(q.clip(r).w * q.clip(r).h for r in cards) / (q.w * q.h)
            assert covered >= 0.15, (qx, qy, round(covered, 3))
