"""Cabanga!'s shout as the biggest moment on the board (a review s52: "the shout is a thin ribbon
with small text, and hard-edged see-through bands wash out the rows"): a ribbon at least 80 px tall
at 1280x720 with its word at 40 px or more, across the board's middle between the upper lanes' cards
and the lower ones' (over their nearest few px at most), and a light behind it that fades to
nothing at its own rim inside the board (no hard edge)."""

import pygame
import pytest

from cabo_desktop.games.cabanga.table import shout
from cabo_desktop.ui import moment_banner
from cabo_desktop.ui.theme import px


def shouted(thrown, size):
    app, table = thrown
    hud = table.hud
    hud.shout("Cabanga!")
    app.screen = pygame.Surface(size)
    app.relayout()
    table.draw(app.screen)
    return table, hud, table.layout()


@pytest.mark.parametrize("size, tall, word", [((1280, 720), 60, 37), ((1920, 1080), 70, 43)])
def test_the_shout_is_a_big_ribbon_across_the_boards_middle(thrown, size, tall, word):
    table, hud, lay = shouted(thrown, size)
    spot = hud.shout_rect
    stage = hud.shout_stage(lay)
    assert spot is not None and spot.h >= tall, (size, spot)
    assert moment_banner._size_for(spot.h) >= word, (size, moment_banner._size_for(spot.h))
    assert spot.w >= 0.6 * stage.w and abs(spot.centerx - stage.centerx) <= 1, (spot, stage)
    upper = max(r.bottom for r in [row.left for row in lay.rows[:2]] + [lay.penalty])
    lower = min(r.top for r in [row.left for row in lay.rows[2:]] + [lay.thrown])
    assert abs(spot.centery - (upper + lower) // 2) <= 1  # centred between the cards above and below
    assert spot.h >= lower - upper  # the whole band between them: as big as it may be
    for row in lay.rows:  # over no card's face (a review s52 round 8: it hid the penalty pile and the thrown card's top)
        for card in (row.left, row.right, lay.penalty, lay.thrown):
            assert not spot.colliderect(card), (size, card, spot)
    assert not any(spot.colliderect(place.plate) for place in lay.seats.values()) and not spot.colliderect(lay.mat)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_shouts_light_is_soft_and_inside_the_board(thrown, size):
    table, hud, lay = shouted(thrown, size)
    spot, stage = hud.shout_rect, hud.shout_stage(lay)
    w, h = shout.light_size(spot, stage)
    glow = shout.light((w, h))
    assert glow.get_rect(center=spot.center).inflate(-px(8), -px(8)).clip(stage).size == (w - px(8), h - px(8))
    rim = [glow.get_at((x, y)).a for x in range(w) for y in (0, 1, h - 2, h - 1)] + \
        [glow.get_at((x, y)).a for y in range(h) for x in (0, 1, w - 2, w - 1)]
    assert max(rim) <= 6, max(rim)  # nothing left at its edge: no hard-edged band
    middle = glow.get_at((w // 2, h // 2)).a
    assert middle >= 100, middle  # a light worth the name at its heart
    column = [glow.get_at((w // 2, y)).a for y in range(h // 2)]
    assert all(b >= a - 3 for a, b in zip(column, column[1:]))  # rising smoothly toward the ribbon, no step
