"""Your plate on Cabanga!'s table is a tile of the family of CABO's and Kobito's (a review s52: the
three games' plates "look like three designers' work"): your medallion at its head, your name under
it, your cards and penalty points in words with icons under that (a review s51: the bare icons with
6 and 0 told nobody what they counted), straight on the leather with no box (a review s52: the box
sat tight against the plate's foot), all well inside the plate's stitches at every size; your
short bubble beside the medallion, never over it (a review s51: over its top)."""

import pygame
import pytest

from cabo_desktop.games.cabanga.table import own_seat
from cabo_desktop.games.cabanga.table.layout import compute_layout
from cabo_desktop.ui import assets
from cabo_desktop.ui.theme import px


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_your_plate_is_a_tile_medallion_over_name_over_two_figures_in_words(size):
    pygame.init()
    lay = compute_layout(size, 4, 0)
    plate = lay.seats[0].plate
    face, name, strip = own_seat.parts(plate, lay.name_size)
    inside = plate.inflate(-px(16), -px(16))  # the stitches run px(5) in from the plate's edge
    assert all(inside.contains(r) for r in (face, name, strip)), (plate, face, name, strip)
    assert face.h >= 0.38 * plate.h, (size, face, plate)
    assert abs(face.centerx - plate.centerx) <= px(2) and abs(name.centerx - plate.centerx) <= px(2)  # centred
    assert face.bottom <= name.top and name.bottom <= strip.top  # top to bottom, never overlapping
    assert face.x - plate.x >= px(20)  # the turn's arrow has room left of the medallion
    surf = pygame.Surface(plate.size, pygame.SRCALPHA)
    local = strip.move(-plate.x, -plate.y)
    icons = own_seat.draw_figures(surf, local, lay.name_size, 6, 12)
    assert len(icons) == 2 and icons[0].bottom <= icons[1].top  # a line each
    for icon, words in zip(icons, own_seat.figure_lines(6, 12)):  # each line, icon and words, centred under the medallion
        ink = assets.fit_line(words, own_seat.figure_size(lay.name_size), local.w - icon.w - px(6), bold=True)
        middle = (icon.x + icon.right + px(6) + ink.get_width()) / 2
        assert abs(middle - local.centerx) <= px(2), (size, words, icon, local)
    assert all(local.contains(i) for i in icons)
    assert own_seat.figure_size(lay.name_size) >= px(13)  # the review: secondary text small at 1280
    for icon, words in zip(icons, own_seat.figure_lines(6, 12)):  # the words fit their line whole at full size
        assert assets.text(words, own_seat.figure_size(lay.name_size), bold=True).get_width() <= \
            local.w - (icon.w + px(6)), (size, words)


def test_your_figures_lie_on_the_leather_without_a_box():
    """No box inside the box (a review s52): drawn on a clear picture, the figures' place keeps its
    corners and its edges clear (the old dark strip with its brass rim filled them)."""
    pygame.init()
    lay = compute_layout((1280, 720), 4, 0)
    plate = lay.seats[0].plate
    strip = own_seat.parts(plate.move(-plate.x, -plate.y), lay.name_size)[2]
    surf = pygame.Surface(plate.size, pygame.SRCALPHA)
    own_seat.draw_figures(surf, strip, lay.name_size, 6, 0)
    edge = [(strip.x + px(1), y) for y in range(strip.y, strip.bottom)] + \
        [(strip.right - px(2), y) for y in range(strip.y, strip.bottom)]
    assert all(surf.get_at(spot)[3] == 0 for spot in edge)


def test_your_figures_say_what_they_count():
    assert own_seat.figure_lines(6, 0) == ("6 cards", "0 penalty points")
    assert own_seat.figure_lines(1, 1) == ("1 card", "1 penalty point")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_your_bubble_room_lies_beside_your_medallion_short_of_your_cards(size):
    """Right of the medallion, above your name, on your tray's leather short of your hand's first
    card (never over the medallion's top, your name, your figures or the lanes), tall and wide
    enough for "Cabanga!" with seven cards of three colours in your hand (the throw's picture)."""
    from cabo_desktop.games.cabanga.rules.cards import COLOURS, Card
    from cabo_desktop.games.cabanga.table.view import own_tray
    pygame.init()
    lay = compute_layout(size, 4, 0)
    plate = lay.seats[0].plate
    face, name, strip = own_seat.parts(plate, lay.name_size)
    hand = [Card(COLOURS[k], v) for k, v in ((0, 14), (0, 18), (1, 2), (1, 16), (1, 18), (2, 7), (2, 8))]
    reach = own_seat.hand_reach(lay, hand)
    room = own_seat.bubble_room(lay, reach)
    assert own_tray(lay, 0).inflate(-px(10), -px(10)).contains(room), (room, plate)
    assert not room.colliderect(face) and not room.colliderect(name) and not room.colliderect(strip)
    assert room.left >= face.right and room.right <= reach - px(4)
    assert name.top - room.bottom >= px(own_seat.BUBBLE_AIR) >= px(4), (size, room, name)  # a review s51: it crowded "You"
    type_size = own_seat.bubble_type(lay, "Cabanga!", reach)
    words = assets.text("Cabanga!", type_size, bold=True)
    assert words.get_width() + px(24) <= room.w and words.get_height() + px(10) <= room.h, (size, room)


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



def test_your_turn_lights_your_plate_with_the_arrow_left_of_your_medallion():
    """On your turn the gold arrow points at your medallion from its left, inside your plate (the
    plate keeps room for it there), and the plate is lit."""
    from cabo_desktop.ui import turn_marks
    pygame.init()
    for size in ((1024, 600), (1280, 720), (1920, 1080)):
        lay = compute_layout(size, 4, 0)
        plate = lay.seats[0].plate
        face = own_seat.parts(plate, lay.name_size)[0]
        surface = pygame.Surface(size)
        spot = turn_marks.point_at(surface, face, plate.x + px(6), 1.0)
        assert spot is not None and spot.h >= px(14) and plate.contains(spot) and spot.right <= face.left, (size, spot, face)
        before = pygame.image.tobytes(surface.subsurface(plate), "RGB")
        own_seat.lit(surface, plate, lay.name_size, 0)
        assert pygame.image.tobytes(surface.subsurface(plate), "RGB") != before


def test_your_plate_and_hand_lie_in_one_tray_lit_whole_on_your_turn():
    """Your plate and your hand share one leather tray (a review s52: "boxes in boxes": two boxes side
    by side), your plate's figures inside its rim; on your turn the whole tray is lit, not a box in it."""
    from cabo_desktop.ui import table_trays as trays
    from cabo_desktop.games.cabanga.table.view import own_tray
    pygame.init()
    for size in ((1024, 600), (1280, 720), (1920, 1080)):
        lay = compute_layout(size, 4, 0)
        plate = lay.seats[0].plate
        tray = own_tray(lay, 0)
        assert tray.contains(plate) and tray.contains(lay.mat) and tray.contains(lay.hand)
        floor = trays.mat_floor(tray)
        face, name, strip = own_seat.parts(plate, lay.name_size)
        assert all(floor.contains(part) for part in (face, name, strip)), (size, floor, strip)
        surface = pygame.Surface(size)
        own_seat.lit(surface, plate, lay.name_size, 0, tray)
        x = (plate.right + lay.hand.x) // 2  # between your plate and your cards: lit with the tray
        assert surface.get_at((x, tray.top - px(1)))[:3] != (0, 0, 0), size
