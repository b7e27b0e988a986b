"""The round's end and the game's end as moments (issue 40, item 4): the table dims under a sheet
that rises into place (at once at the "instant" speed), grows with the window and fits it, the
round's winner lit with their portrait; the game over's podium puts the winner in the middle, in
the game's own order (lowest total for CABO and Cabanga!, most points for Kobito)."""

import pygame
import pytest

from cabo_desktop.ui import tour
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.game_over import GameOverScene
from cabo_desktop.ui.scenes.round_end import RoundEndScene
from cabo_desktop.ui.score_sheet import RISE_TIME

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


@pytest.fixture(scope="module")
def moments():
    reached = {}

    def get(screen):
        if screen not in reached:
            app = App((1280, 720), headless=True)
            app.catch_errors = False
            tour.reach(app, screen, 3)
            reached[screen] = app
        return reached[screen]
    yield get
    pygame.quit()


def redraw(app, size):
    app.screen = pygame.Surface(size)
    app.relayout()
    for scene in app.scenes.stack:
        for value in vars(scene).values():
            if hasattr(value, "image") and hasattr(value, "ready"):
                value.image = None  # kept frames of another size: drawn afresh
    app.scenes.draw(app.screen)


@pytest.mark.parametrize("screen", ["round_end", "cabanga_round_end"])
def test_the_round_end_sheet_rises_grows_with_the_window_and_fits(moments, screen):
    app = moments(screen)
    scene = app.scenes.top
    assert isinstance(scene, RoundEndScene)
    heights, bodies = [], []
    for size in SIZES:
        redraw(app, size)
        play = scene.table.play_area()
        assert play.contains(scene.sheet_rect), (size, scene.sheet_rect, play)
        heights.append(scene.sheet_rect.h)
        bodies.append(scene.steps().body)
        assert scene.steps().small >= 12
    assert bodies[2] > bodies[1] >= bodies[0] and bodies[1] == 18, bodies  # the type scale: body 18 at 720 px
    assert heights[2] > heights[1]
    # a new sheet at the normal speed starts low and rises; the winner's row is lit
    table = scene.table
    fresh = RoundEndScene(app, table, scene.event)
    redraw(app, (1280, 720))
    fresh.draw(app.screen)  # the opening frame: the table bared only, the sheet laid out after it
    fresh.draw(app.screen)
    start = fresh.sheet_rect.y
    fresh.age = RISE_TIME / 2
    fresh.draw(app.screen)
    middle = fresh.sheet_rect.y
    fresh.age = RISE_TIME
    fresh.draw(app.screen)
    assert start > middle > fresh.sheet_rect.y, (start, middle, fresh.sheet_rect.y)
    assert any(row.highlight for row in fresh.report.rows)


def test_at_the_instant_speed_the_sheet_is_in_place_on_its_first_frame(moments):
    app = moments("round_end")
    scene = app.scenes.top
    table = scene.table
    speed = table.speed_name
    try:
        table.speed_name = "instant"
        fresh = RoundEndScene(app, table, scene.event)
        fresh.update(1 / 60)
        redraw(app, (1280, 720))
        fresh.draw(app.screen)
        settled = RoundEndScene(app, table, scene.event)
        settled.age = 10
        settled.draw(app.screen)
        assert fresh.sheet_rect == settled.sheet_rect
    finally:
        table.speed_name = speed


@pytest.mark.parametrize("screen,lower_wins", [("game_over", True), ("kobito_game_over", False)])
def test_the_podium_puts_the_winner_first_and_the_sheet_fits(moments, screen, lower_wins):
    app = moments(screen)
    scene = app.scenes.top
    assert isinstance(scene, GameOverScene)
    sheet = scene.report.sheet
    assert sheet.lower_wins is lower_wins
    order = scene.order()
    totals = [sheet.totals[seat] for seat in order]
    assert totals == sorted(totals, reverse=not lower_wins)
    assert sheet.totals[order[0]] == sheet.best
    for size in SIZES:
        redraw(app, size)
        play = scene.table.play_area()
        assert play.contains(scene.sheet_rect), (size, scene.sheet_rect)
        for button in scene.menu.buttons:  # the tabs inside the sheet, side by side
            assert scene.sheet_rect.contains(button.rect), (size, button.rect)
        a, b = scene.menu.buttons
        assert not a.rect.colliderect(b.rect)
