"""The round end's standings plate (review s52 round 8: "the scoreboard has a blank, untitled band
at the top, and 'Total' is jammed against the right border"): a gold "Standings" title at its
top, the heads and the leader's line right under it, and nothing drawn within 24 px of its sides
but the plate itself (the stitches, then at least 12 px of leather)."""
import pygame
import pytest

from cabo_desktop.ui import assets
from cabo_desktop.ui.score_sheet import LIT_ROW, STANDINGS_INSET, standings_title_h
from cabo_desktop.ui.round_plan import sheet_size
from cabo_desktop.ui.theme import GOLD, px
from cabo_desktop.ui.widgets import plate


def _drawn(tour_app, screen, size):
    app = tour_app(screen)
    app.screen = pygame.Surface(size)
    app.relayout()
    app.step(1 / 60, events=[])
    scene = app.scenes.top
    surf = pygame.Surface(size)
    scene.draw(surf)
    return scene, surf, scene.plan().sheet.move(scene.box_at(scene.table.play_area()).topleft)


def _near(colour, target, slack=24):
    return all(abs(a - b) <= slack for a, b in zip(colour[:3], target))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("screen", ["round_end", "cabanga_round_end"])
def test_the_standings_open_with_their_title_and_heads_at_the_top(tour_app, screen, size):
    scene, surf, beside = _drawn(tour_app, screen, size)
    assert beside.w
    title_foot = beside.y + px(14) + standings_title_h(px(sheet_size(scene.plan().steps)))
    gold = [y for y in range(beside.y + px(6), title_foot) for x in range(beside.centerx - px(40), beside.centerx + px(40))
            if _near(surf.get_at((x, y)), GOLD, 12)]
    assert len(gold) > 40, "the gold title at the plate's top"
    x = beside.right - px(STANDINGS_INSET) + px(2)  # the leader's band reaches past the totals
    lit = [y for y in range(beside.y, beside.bottom) if surf.get_at((x, y))[:3] == LIT_ROW]
    assert lit, "the leader's line lit"
    size_px = px(sheet_size(scene.plan().steps))
    assert min(lit) - title_foot <= size_px + px(24), (min(lit), title_foot)  # the heads between, no band


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("screen", ["round_end", "cabanga_round_end"])
def test_the_standings_columns_keep_clear_of_the_plates_sides(tour_app, screen, size):
    _scene, surf, beside = _drawn(tour_app, screen, size)
    bare = plate(beside.size)
    strip = px(24)  # the stitches (px(6) in), then >= 12 px of leather before the lit band's edge
    for y in range(beside.y + px(4), beside.bottom - px(4), 2):
        for dx in list(range(px(2), strip)) + list(range(beside.w - strip, beside.w - px(2))):
            want = bare.get_at((dx, y - beside.y))
            if want.a == 255:  # the plate's own pixels (its rounded corners let the felt through)
                assert surf.get_at((beside.x + dx, y))[:3] == want[:3], (size, dx, y - beside.y)
