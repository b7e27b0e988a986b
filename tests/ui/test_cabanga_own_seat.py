"""Your plate on Cabanga!'s table is used, not an empty leather box (issue 40, a fresh-eyed
review: "a big empty box with 'You' and '6 cards · 0 pts'"): your medallion at least half the
plate's width, your name under it, your cards and points as figures with icons, all well inside
the plate's stitches at every size."""

import pygame
import pytest

from cabo_desktop.games.cabanga.table import own_seat
from cabo_desktop.games.cabanga.table.layout import compute_layout
from cabo_desktop.ui.theme import px


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_your_plate_holds_a_large_medallion_your_name_and_two_figures(size):
    lay = compute_layout(size, 4, 0)
    plate = lay.seats[0].plate
    face, name, strip = own_seat.parts(plate, lay.name_size)
    inside = plate.inflate(-px(16), -px(16))  # the stitches run px(5) in from the plate's edge
    assert all(inside.contains(r) for r in (face, name, strip)), (plate, face, name, strip)
    assert face.w >= 0.5 * plate.w or face.w >= plate.h - name.h - strip.h - px(30), (size, face, plate)
    assert face.bottom <= name.top and name.bottom <= strip.top  # stacked, never overlapping
    surf = pygame.Surface(plate.size, pygame.SRCALPHA)
    local = strip.move(-plate.x, -plate.y)
    icons = own_seat.draw_figures(surf, local, lay.name_size, 6, 12)
    assert len(icons) == 2 and icons[0].right < local.centerx < icons[1].left  # one figure a half
    assert all(local.contains(i) for i in icons)


def test_your_plate_shows_your_count_and_points_as_figures():
    """The figures drawn are your hand's count and your points: a change in either draws a new picture."""
    pygame.init()
    lay = compute_layout((1280, 720), 4, 0)
    plate = lay.seats[0].plate
    strip = own_seat.parts(plate.move(-plate.x, -plate.y), lay.name_size)[2]
    pictures = []
    for cards, points in ((6, 0), (7, 0), (6, 9)):
        surf = pygame.Surface(plate.size, pygame.SRCALPHA)
        own_seat.draw_figures(surf, strip, lay.name_size, cards, points)
        pictures.append(pygame.image.tobytes(surf.subsurface(strip), "RGBA"))
    assert len(set(pictures)) == 3
