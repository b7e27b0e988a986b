"""A speech bubble's tail (ui/table_hud: bubble_tail, draw_tail) joins its bubble: its base on
the straight part of the bubble's edge, clear of the rounded corners, and the rim open into it
(the kobito_pot review: a tail floated detached above the bubble's top-left corner)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from cabo_desktop.ui import table_hud  # noqa: E402
from cabo_desktop.ui.theme import px  # noqa: E402

GOLD = (240, 210, 110)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield
    pygame.quit()


def test_a_tail_toward_a_speaker_far_aside_starts_clear_of_the_corner():
    bubble = pygame.Rect(400, 300, 160, 60)
    for speaker in (pygame.Rect(100, 100, 120, 80), pygame.Rect(700, 100, 120, 80),  # above, far left / right
                    pygame.Rect(100, 500, 120, 80)):  # below, far left
        (ax, ay), (bx, by), _tip = table_hud.bubble_tail(bubble, speaker)
        assert ay == by
        assert bubble.left + px(table_hud.BUBBLE_ROUND) <= min(ax, bx) and \
            max(ax, bx) <= bubble.right - px(table_hud.BUBBLE_ROUND)
    for speaker in (pygame.Rect(50, 0, 100, 40), pygame.Rect(50, 200, 100, 40)):  # beside it, reaching high and low
        (ax, ay), (bx, by), _tip = table_hud.bubble_tail(bubble, pygame.Rect(speaker.x, speaker.y, 100, 400))
        assert ax == bx and bubble.top + px(table_hud.BUBBLE_ROUND) <= min(ay, by) <= max(ay, by) <= \
            bubble.bottom - px(table_hud.BUBBLE_ROUND)


def test_the_tail_is_drawn_joined_to_its_bubble():
    ground = pygame.Surface((800, 600))
    ground.fill((80, 40, 120))
    pill = table_hud.bubble_pill("The Fox wins the pot!", GOLD, px(19), px(240))
    bubble = pill.get_rect(topleft=(400, 300))
    ground.blit(pill, bubble)
    tip = table_hud.bubble_tail(bubble, pygame.Rect(100, 100, 120, 80))
    table_hud.draw_tail(ground, tip, GOLD)
    x = (tip[0][0] + tip[1][0]) // 2
    rim_row = [ground.get_at((x, bubble.top + k))[:3] for k in range(px(2))]
    assert all(sum(c) < 120 for c in rim_row)  # the rim opens into the tail: its fill over it
    above = ground.get_at((x, bubble.top - px(2)))[:3]
    assert above != (80, 40, 120)  # the tail stands on the edge, no gap of felt under it
