"""Kobito's lanes each as wide as its own rainbow needs (a review, s51: "the x7 lane still overlaps
its cards (0.6 of a card apart); the empty places are numbered 3-7, which reads like required
values")."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from cabo_desktop.games.kobito.table import art
from cabo_desktop.games.kobito.table.layout import compute_layout, ghost_places, lane_slots

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((16, 16))
    compute_layout.cache_clear()
    yield
    compute_layout.cache_clear()


def rows_of(lay) -> list[list]:
    """The lanes of each row, left to right, top row first."""
    return [sorted((p for p in lay.pots if p.area.y == y), key=lambda p: p.area.x)
            for y in sorted({p.area.y for p in lay.pots})]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lengths", [(7, 5, 3), (8, 4, 3), (3, 3, 4)])
def test_each_lane_holds_its_own_run_side_by_side(size, lengths):
    """Runs asking five cards on average or fewer: every run's cards side by side, no face on
    another, inside its lane; in a row the longer run's lane the wider, the lanes apart, every row
    spanning the same block to the felt's right end (no bare felt at a row's end); the pots shared
    over the rows so that the widest row needs least (a lone x7 on a row, the x5 and x3 beside
    each other on the next)."""
    lay = compute_layout(size, 4, 0, 3, True, 5, lengths)
    for pot, length in zip(lay.pots, lengths):
        run = lane_slots(pot.row, length + 2, lay.pot_card)[1:-1]
        assert all(b.left - a.right >= 2 for a, b in zip(run, run[1:])), (size, lengths, run)
        assert all(pot.area.contains(card) for card in run)
    rows = rows_of(lay)
    for row in rows:
        asks = [lengths[lay.pots.index(p)] for p in row]
        assert all(a.area.w <= b.area.w for (a, x), (b, y) in zip(zip(row, asks), zip(row[1:], asks[1:])) if x < y) and \
            all(a.area.w >= b.area.w for (a, x), (b, y) in zip(zip(row, asks), zip(row[1:], asks[1:])) if x > y), (size, row)
        assert all(a.area.right < b.area.left for a, b in zip(row, row[1:]))
        assert row[0].area.left == rows[0][0].area.left and row[-1].area.right == rows[0][-1].area.right
    assert rows[0][-1].area.right - lay.pile_well.left >= 0.9 * (lay.play.w - 2 * lay.pile_well.left), size
    if lengths == (7, 5, 3):
        assert [len(row) for row in rows] == [1, 2], (size, rows)


def test_a_row_of_long_runs_still_fits_its_lanes():
    """Three runs of eight: the lanes of a row share it alike, every card inside its lane, each
    run's cards in order (lying a little on one another where the lane is short of room)."""
    lay = compute_layout((1280, 720), 4, 0, 3, True, 5, (8, 8, 8))
    for pot in lay.pots:
        run = lane_slots(pot.row, 10, lay.pot_card)[1:-1]
        assert all(pot.area.contains(card) for card in run)
        assert all(a.left < b.left for a, b in zip(run, run[1:]))
    assert all(abs(a.area.w - b.area.w) <= 1 for row in rows_of(lay) for a, b in zip(row, row[1:]))


@pytest.mark.parametrize("size", SIZES)
def test_the_places_a_run_lacks_are_plain(size):
    """The places still to fill are quiet: the next a ghost of a card, plain (no number printed in it:
    read as the values the run must have), its middle as pale as its rim's inside; each after it only
    a pip at its middle, the rest of it bare felt."""
    lay = compute_layout(size, 4, 0, 3, True, 5, (7, 5, 3))
    pot = lay.pots[0]
    room = ghost_places(pot.row, 2, 7, lay.pot_card)
    union = room[0].unionall(room[1:])
    picture = art.room_to_fill(room, 3, union.size, room[0].x)
    for k, place in enumerate(room):  # the next place a plain ghost, each after it a pip at its middle (s51:
        r = place.move(-union.x, -union.y)  # "about 20 ghost slots: a player sees a spreadsheet before a game")
        inside = {tuple(picture.get_at((x, y))) for x in range(r.x + 4, r.right - 4, 2) for y in range(r.y + 4, r.bottom - 4, 2)}
        if k == 0:
            assert len(inside) == 1 and picture.get_at(r.center).a > 0, (size, place, len(inside))
        else:  # bare but for the pip: its corners and a third up from its foot clear
            assert len(inside) == 2 and picture.get_at(r.center).a > 0, (size, place, inside)
            assert all(picture.get_at(p).a == 0 for p in ((r.x + 2, r.y + 2), (r.centerx, r.bottom - r.h // 3)))
