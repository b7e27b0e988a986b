"""Kobito's lanes all alike in balanced rows, the window's whatever the runs ask (a review, s52:
"one lane row spans the whole width while two lanes share the next"), and the places a run lacks
a ghost and a measure, not loose marks."""

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
@pytest.mark.parametrize("pots", [1, 2, 3, 4, 5, 6])
def test_the_lane_rows_are_balanced(size, pots):
    """A review (s52): "Kobito's layout is unbalanced: one lane row spans the whole width while two
    lanes share the next". At every count of pots every lane as wide and as tall, the rows' counts
    at most one apart, the fuller rows first, a fuller row spanning the lanes' block and a shorter
    one from its left (s52: "the third pot sits alone in the centre"); the lanes apart, every lane's run of eight inside it in order."""
    lay = compute_layout(size, 4, 0, pots, True, 5)
    rows = rows_of(lay)
    assert len({p.area.size for p in lay.pots}) == 1, (size, pots, [p.area for p in lay.pots])
    counts = [len(row) for row in rows]
    assert counts == sorted(counts, reverse=True) and counts[0] - counts[-1] <= 1, (size, pots, counts)
    left, right = rows[0][0].area.left, rows[0][-1].area.right
    for row in rows:
        assert all(a.area.right < b.area.left for a, b in zip(row, row[1:]))
        assert row[0].area.left == left and row[-1].area.right <= right, (size, pots, row)  # from the block's left
    for pot in lay.pots:
        run = lane_slots(pot.row, 10, lay.pot_card)[1:-1]
        assert all(pot.area.contains(card) for card in run) and all(a.left < b.left for a, b in zip(run, run[1:]))


@pytest.mark.parametrize("lengths", [(7, 5, 3), (8, 4, 3), (3, 3, 4), (8, 8, 8)])
def test_the_lanes_are_the_windows_whatever_the_runs_ask(lengths):
    """The lane geometry is decided by the window and the count of pots, not the runs' lengths (a new
    gold card lays nothing again: the lanes' pictures are composed again only when their cards change)."""
    assert compute_layout((1280, 720), 4, 0, 3, True, 5, lengths) is compute_layout((1280, 720), 4, 0, 3, True, 5)


@pytest.mark.parametrize("size", SIZES)
def test_the_places_a_run_lacks_are_dashed_ghosts_and_a_count_in_words(size):
    """A pot's progress at a glance (a review, s52: "the remaining-cards count is an unexplained '+4'
    on a line that trails into space"): one ghost card for each place still to fill, each in a
    dashed outline (its top edge inked, then bare, then inked), plain inside, and over their
    first their count in words ("5 to go", the number in it) on a dark chip, on that place alone
    (s52 round 8: the labels "sit across slot dividers")."""
    lay = compute_layout(size, 4, 0, 3, True, 5)
    pot = lay.pots[0]
    room = ghost_places(pot.row, 2, 7, lay.pot_card)
    assert 1 <= len(room) <= 5 and len({r.size for r in room}) == 1 and room[0].h > room[0].w
    union = room[0].unionall(room[1:])
    picture = art.room_to_fill(room, 5, union.size, room[0].x)
    first = room[0].move(-union.x, -union.y)
    assert picture.get_at(first.center).a > 150  # the count's dark chip on the first place
    gap = (first.right + 2, first.centery)
    assert len(room) == 1 or picture.get_at(gap).a < 60, (size, gap)  # not across the felt between two places
    for place in room:
        p = place.move(-union.x, -union.y)
        edge = [picture.get_at((x, p.y)).a for x in range(p.x + p.w // 5, p.right - p.w // 5)]
        assert max(edge) >= 100 and min(edge) < 40, (size, place, edge)  # dashes
        assert 0 < picture.get_at((p.x + p.w // 4, p.y + p.h // 8 + 2)).a < 60, (size, place)  # a faint ghost (over the chip)
    assert "5" in art.to_go_words(5) and art.to_go_words(5) != "+5"


def test_the_places_to_fill_are_drawn_once_per_shape():
    """At the fastest speed a lane's run changes every few frames and its kept picture is painted
    again each time: its places still to fill are one picture kept per shape (their places, size
    and words), each ghost drawn once per size, not dashed line by line again."""
    lay = compute_layout((1280, 720), 4, 0, 3, True, 5)
    room = ghost_places(lay.pots[0].row, 2, 7, lay.pot_card)
    union = room[0].unionall(room[1:])
    first = art.room_to_fill(room, 5, union.size, room[0].x)
    assert art.room_to_fill(room, 5, union.size, room[0].x) is first
    fewer = ghost_places(lay.pots[0].row, 3, 7, lay.pot_card)
    other = art.room_to_fill(fewer, 4, fewer[0].unionall(fewer[1:]).size, fewer[0].x)
    assert other is not first
