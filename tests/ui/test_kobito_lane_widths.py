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


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lengths", [(7, 5, 3), (8, 4, 3), (3, 3, 4)])
def test_each_lane_holds_its_own_run_side_by_side(size, lengths):
    """A row whose runs ask five cards on average or fewer: each lane as wide as its run needs
    (the longer run's lane the wider), every run's cards side by side, no face on another, the
    lanes in one row, apart, spanning the felt's width (no bare felt at the row's ends)."""
    lay = compute_layout(size, 4, 0, 3, True, 5, lengths)
    areas = [p.area for p in lay.pots]
    for pot, length in zip(lay.pots, lengths):
        run = lane_slots(pot.row, length + 2, lay.pot_card)[1:-1]
        assert all(b.left - a.right >= 2 for a, b in zip(run, run[1:])), (size, lengths, run)
        assert all(pot.area.contains(card) for card in run)
    widest = max(range(3), key=lambda k: lengths[k])
    assert all(areas[widest].w >= a.w for a in areas)
    assert all(a.right < b.left for a, b in zip(areas, areas[1:]))
    assert areas[-1].right - areas[0].left >= 0.9 * (lay.play.w - 2 * areas[0].left), (size, areas)


def test_a_row_of_long_runs_still_fits_its_lanes():
    """Three runs of eight: the lanes share the row alike, every card inside its lane, each run's
    cards lying a little on one another, in order."""
    lay = compute_layout((1280, 720), 4, 0, 3, True, 5, (8, 8, 8))
    for pot in lay.pots:
        run = lane_slots(pot.row, 10, lay.pot_card)[1:-1]
        assert all(pot.area.contains(card) for card in run)
        assert all(a.left < b.left for a, b in zip(run, run[1:]))
    assert len({p.area.w for p in lay.pots}) == 1


@pytest.mark.parametrize("size", SIZES)
def test_the_places_a_run_lacks_are_plain(size):
    """The places still to fill are ghosts of cards, plain: no number printed in them (read as the
    values the run must have), so each is the same picture, its middle as pale as its rim's inside."""
    lay = compute_layout(size, 4, 0, 3, True, 5, (7, 5, 3))
    pot = lay.pots[0]
    room = ghost_places(pot.row, 2, 7, lay.pot_card)
    union = room[0].unionall(room[1:])
    picture = art.room_to_fill(room, 3, union.size, room[0].x)
    for place in room:
        r = place.move(-union.x, -union.y)
        inside = {tuple(picture.get_at((x, y))) for x in range(r.x + 4, r.right - 4, 2) for y in range(r.y + 4, r.bottom - 4, 2)}
        assert len(inside) == 1, (size, place, len(inside))
