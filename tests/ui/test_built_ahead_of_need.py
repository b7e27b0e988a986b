"""What a frame at the fastest speed would otherwise work out in itself is worked out in the spare
time before (issue 40, frame p99 <= 4 ms at every speed): a moment's staged ground while its show
fades in (ui/moment_stage), and the CABO layouts of the hands one card larger or smaller than the
one in use (games/cabo/table/layout)."""

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from cabo_desktop.games.cabo.table import layout  # noqa: E402
from cabo_desktop.ui import moment_stage  # noqa: E402
from cabo_desktop.ui.assets import prebuild  # noqa: E402


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    moment_stage._grounds.clear()
    prebuild.clear()
    yield
    prebuild.clear()
    pygame.quit()


def test_a_moments_staged_ground_is_made_in_spare_time_while_the_show_fades_in():
    ground = pygame.Surface((640, 360))
    ground.fill((40, 120, 90))
    hand = (pygame.Rect(60, 260, 520, 100),)
    frame = pygame.Surface(ground.get_size())
    moment_stage.blit_ground(frame, ground, 0.2, hand)  # the show's first, faint frame
    assert moment_stage.ready(ground, hand) is None  # not made in the frame
    assert frame.get_at((4, 4))[1] < 120  # the bands laid over the frame at the show's strength
    assert prebuild.run(time.perf_counter() + 1.0) >= 1
    copy = moment_stage.ready(ground, hand)
    assert copy is not None and copy.get_at((4, 4))[1] < frame.get_at((4, 4))[1]  # the whole vignette
    shown = pygame.Surface(ground.get_size())
    moment_stage.blit_ground(shown, ground, 1.0, hand)
    assert shown.get_at((4, 4)) == copy.get_at((4, 4))  # the whole show blits the copy made ahead


def test_a_show_that_starts_whole_is_staged_in_its_first_frame_and_copied_ahead():
    ground = pygame.Surface((320, 200))
    ground.fill((40, 120, 90))
    frame = pygame.Surface(ground.get_size())
    moment_stage.blit_ground(frame, ground, 1.0)  # straight to the whole show (the fastest speed)
    assert frame.get_at((2, 2))[1] < 100  # the vignette already whole in that frame, laid over it
    assert moment_stage.ready(ground) is None  # the copy (1-3 ms) is not made in the frame...
    assert prebuild.run(time.perf_counter() + 1.0) >= 1  # ...but in the pause after it
    copy = moment_stage.ready(ground)
    assert copy is not None and copy.get_at((2, 2))[1] < 100
    shown = pygame.Surface(ground.get_size())
    moment_stage.blit_ground(shown, ground, 1.0)
    assert shown.get_at((2, 2)) == copy.get_at((2, 2))


def test_the_layouts_one_card_either_side_are_worked_out_ahead():
    layout._near.clear()
    layout._settled.cache_clear()
    hands = (4, 4, 4, 4)
    layout.compute_layout((1280, 720), hands, 0, False)
    assert layout._settled.cache_info().currsize == 1
    assert prebuild.run(time.perf_counter() + 5.0) == 8  # each seat's hand one larger and one smaller
    hits = layout._settled.cache_info().hits
    for near in ((5, 4, 4, 4), (4, 3, 4, 4), (4, 4, 4, 5)):
        layout.compute_layout((1280, 720), near, 0, False)
    assert layout._settled.cache_info().hits == hits + 3  # ready when the hand changes


def test_a_whole_show_with_no_copy_made_in_its_pause_makes_it_in_its_second_frame():
    """The spare time builds nothing while the surface cache is near its budget: a show shown whole
    twice with no staged copy made has it made then, not its bands laid over every frame."""
    ground = pygame.Surface((300, 180))
    ground.fill((40, 120, 90))
    frame = pygame.Surface(ground.get_size())
    moment_stage.blit_ground(frame, ground, 1.0)
    assert moment_stage.ready(ground) is None
    prebuild.tasks.clear()  # (no pause came, or it built nothing)
    moment_stage.blit_ground(frame, ground, 1.0)
    copy = moment_stage.ready(ground)
    assert copy is not None and frame.get_at((2, 2)) == copy.get_at((2, 2))
