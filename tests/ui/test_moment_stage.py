"""A moment's stage (ui/moment_stage): the cloth's edges and top corners darkened under a moment's
ribbon, the middle and the player's hand at their full colours (issue 40: 'the table is dimmed
during the moments: your hand goes grey and washed out'), laid once on a copy of the frame's
ground and blitted in its place."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from cabo_desktop.ui import moment_stage  # noqa: E402

FELT = (40, 120, 90)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    moment_stage._grounds.clear()
    yield
    pygame.quit()


def ground(size=(1280, 720)):
    g = pygame.Surface(size)
    g.fill(FELT)
    return g


def test_the_corners_darken_the_middle_and_the_hand_keep_their_colours():
    g = ground()
    hand = pygame.Rect(120, 480, 1040, 200)  # the player's hand, down to the frame's foot, near the sides
    frame = pygame.Surface(g.get_size())
    moment_stage.blit_ground(frame, g, 1.0, (hand,))
    corner, edge = frame.get_at((8, 8)), frame.get_at((640, 8))
    assert corner[1] < 0.5 * FELT[1], corner  # the top corners under both bands: the darkest
    assert corner[1] < edge[1] < 0.75 * FELT[1], edge
    assert frame.get_at((640, 360))[:3] == FELT  # the middle, where the ribbon and the acting cards are
    for x in range(hand.left, hand.right, 40):  # your hand's place keeps its colours, to its foot
        for y in range(hand.top, hand.bottom, 40):
            assert frame.get_at((x, y))[:3] == FELT, (x, y)
    assert frame.get_at((640, 715))[:3] == FELT  # the player's side below stays lit


def test_it_fades_with_the_show_and_is_the_ground_itself_without_one():
    g = ground()
    frame = pygame.Surface(g.get_size())
    moment_stage.blit_ground(frame, g, 0.0)
    assert pygame.image.tobytes(frame, "RGB") == pygame.image.tobytes(g, "RGB")
    shades = []
    for k in (0.25, 0.6, 1.0):
        moment_stage.blit_ground(frame, g, k)
        shades.append(frame.get_at((8, 8))[1])
        assert frame.get_at((640, 360))[:3] == FELT
    assert FELT[1] > shades[0] > shades[1] > shades[2], shades


def test_the_staged_ground_is_made_once_per_ground():
    g = ground()
    frame = pygame.Surface(g.get_size())
    moment_stage.blit_ground(frame, g, 1.0)
    copy = moment_stage.staged(g)
    for k in (0.3, 1.0, 0.7):
        moment_stage.blit_ground(frame, g, k)
        assert moment_stage.staged(g) is copy
    other = ground((1920, 1080))
    moment_stage.blit_ground(pygame.Surface(other.get_size()), other, 1.0)
    assert moment_stage.staged(other) is not copy and moment_stage.staged(g) is copy  # the last two kept


def test_a_frame_without_a_ground_gets_the_same_bands():
    frame = ground()
    moment_stage.stage(frame, 1.0)
    staged = pygame.Surface(frame.get_size())
    moment_stage.blit_ground(staged, ground(), 1.0)
    for at in ((8, 8), (640, 8), (8, 360), (200, 100), (640, 360)):  # in shades a little coarser
        assert all(abs(a - b) <= 2 for a, b in zip(frame.get_at(at), staged.get_at(at))), at


def test_own_places_finds_the_hand_or_the_lowest_seats_cards():
    class Lay:
        hand = pygame.Rect(100, 500, 600, 150)
        mat = pygame.Rect(90, 490, 620, 170)
    assert moment_stage.own_places(Lay()) == (Lay.mat,)

    class Seat:
        def __init__(self, slots):
            self.slots = slots

    class Cabo:
        seats = {0: Seat((pygame.Rect(400, 460, 100, 150), pygame.Rect(520, 460, 100, 150))),
                 1: Seat((pygame.Rect(50, 180, 90, 120),))}
    assert moment_stage.own_places(Cabo()) == (pygame.Rect(400, 460, 220, 150),)

    class WithRail(Lay):
        panel = pygame.Rect(1210, 0, 70, 720)
    assert moment_stage.own_places(WithRail()) == (Lay.mat, WithRail.panel)


def test_the_side_rail_keeps_its_colours_and_the_felt_beside_it_darkens():
    g = ground()
    rail = pygame.Rect(1210, 0, 70, 720)  # the side rail, the frame's whole height at its right edge
    hand = pygame.Rect(220, 480, 840, 200)
    frame = pygame.Surface(g.get_size())
    moment_stage.blit_ground(frame, g, 1.0, (hand, rail))
    for x in range(rail.left, rail.right, 10):  # the rail is not the table: left at full colour
        for y in range(0, 720, 30):
            assert frame.get_at((x, y))[:3] == FELT, (x, y)
    beside, corner = frame.get_at((rail.left - 2, 360)), frame.get_at((rail.left - 2, 2))
    assert beside[1] < 0.7 * FELT[1] and corner[1] < beside[1], (beside, corner)  # the felt's own edge darkens
    assert frame.get_at((8, 8))[1] < 0.5 * FELT[1]
