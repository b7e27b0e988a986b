"""The round's end sits balanced inside the rail: the heading's margin at the top and the last
row's at the foot alike (a review: the last row 8-10 px from the frame, the top ~20)."""
import pytest

from cabo_desktop.ui.theme import px


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_heading_and_the_last_row_keep_the_same_margin(tour_app, size):
    import pygame
    app = tour_app("cabanga_round_end")
    app.screen = pygame.Surface(size)
    app.relayout()
    panel = app.scenes.top
    app.step(1 / 60, events=[])
    plan = panel.plan()
    top = plan.head.top
    foot = plan.box[1] - max(plan.rows[-1].lane.bottom, plan.band.bottom if plan.band.h else 0)
    assert top >= px(4) and abs(top - foot) <= px(3), (top, foot)
