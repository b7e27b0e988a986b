"""The round's end keeps clear of its frames (review s50): the last row and Continue a margin
above the rail ("they touch the bottom frame"), the round's figures clear of their plate's
stitches and the plate clear of its lane's end, and Cabanga!'s band a key to the penalty symbols
("nothing explains the penalty symbols")."""
import pygame
import pytest

from cabo_desktop.ui import assets
from cabo_desktop.ui.round_plan import _try, figures, note_size, sheet_size
from cabo_desktop.ui.theme import px


def _scene(tour_app, screen, size):
    app = tour_app(screen)
    app.screen = pygame.Surface(size)
    app.relayout()
    app.step(1 / 60, events=[])
    return app, app.scenes.top


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("screen", ["round_end", "cabanga_round_end"])
def test_the_foot_keeps_off_the_frame(tour_app, screen, size):
    _app, scene = _scene(tour_app, screen, size)
    plan = scene.plan()
    foot = plan.box[1] - max(plan.rows[-1].lane.bottom, plan.tab.bottom, plan.band.bottom if plan.band.h else 0)
    assert foot >= px(14), foot  # inside the box, itself inside the rail


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("screen", ["round_end", "cabanga_round_end"])
def test_the_sides_keep_14_px_of_felt(tour_app, screen, size):
    """Review s51: "14 px of air from the frame": the notes' band, the widest of the screen's
    plates, stands >= 14 px inside the felt at its left and its right (it lay 4 px off it)."""
    _app, scene = _scene(tour_app, screen, size)
    play = scene.table.play_area()
    felt = play.inflate(-2 * assets.rail_width(play.size), 0)
    box = scene.box_at(play)
    plan = scene.plan()
    for part in (plan.band, *(row.lane for row in plan.rows)):
        if part.w:
            placed = part.move(box.topleft)
            assert placed.left - felt.left >= px(14) and felt.right - placed.right >= px(14), (size, placed, felt)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_figures_sit_clear_of_their_stitches_and_the_lanes_end(tour_app, size):
    """With the standings beside the rows no row has a figures' plate (review s51: "the 'Round
    +14' pill reads awkwardly"; the standings tell the round's score and the total); with the
    sheet in the band (a window too narrow for the standings), the plates clear of their edges."""
    _app, scene = _scene(tour_app, "round_end", size)
    beside = scene.plan()
    assert beside.sheet.w and not any(row.figures.w for row in beside.rows)
    play = scene.table.play_area()
    small = px(sheet_size(beside.steps))
    plan = _try(scene.report, play, beside.steps, beside.steps.body / 18, scene.sheet_width(small, beside.box[0]),
                scene.tab_width(beside.box[0]), False, True)  # the sheet in the band
    assert not plan.sheet.w and all(row.figures.w for row in plan.rows)
    cell = px(note_size(plan.steps))
    for report_row, row in zip(scene.report.rows, plan.rows):
        lines = figures(scene.report, report_row, totals=True)
        widest = max(assets.text_width(head, cell, True) + px(14) + assets.text_width(value, cell, True)
                     for head, value in lines)
        assert row.figures.w - widest >= 2 * px(16)  # the stitches are 5 px in: the words well inside
        tall = len(lines) * assets.font(cell, True).get_height()
        assert row.figures.h - tall >= 2 * px(10)
        assert row.lane.right - row.figures.right >= px(14)  # not at the lane's very end


def test_cabangas_band_is_a_key_to_the_penalty_symbols(tour_app):
    app, scene = _scene(tour_app, "cabanga_round_end", (1280, 720))
    scene.age = scene.timeline.end + 1
    for _ in range(6):
        app.step(1 / 60, events=[])
    plan = scene.plan()
    assert plan.legend and plan.band.h > 0 and plan.notes == (plan.legend,)
    picture, words = scene.report.legend
    side = 20
    face = picture(side)
    assert face.get_size() == (side, side)
    cream = [face.get_at((x, y)) for x in range(side) for y in range(side) if face.get_at((x, y))[0] > 200]
    assert len(cream) > side * side // 4  # the grumpy face, cream, as the cards print it
    band = plan.band.move(scene.box_at(scene.table.play_area()).topleft)
    shot = app.screen.subsurface(band)
    light = [(x, y) for x in range(0, band.w, 2) for y in range(0, band.h, 2) if shot.get_at((x, y))[0] > 200]
    xs = [x for x, _y in light]
    assert light and abs((min(xs) + max(xs)) // 2 - band.w // 2) < px(30)  # the key drawn, centred on its plate


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("screen", ["round_end", "cabanga_round_end"])
def test_the_notes_band_lines_up_with_the_rows_and_the_standings(tour_app, screen, size):
    """Review s51 (Cabanga!'s round end at 1920x1080): "the player rows start about 110 px
    further right than the footer bar": the band's edges on the composition's above it."""
    _app, scene = _scene(tour_app, screen, size)
    plan = scene.plan()
    assert plan.sheet.w and plan.band.h
    group = plan.group
    assert abs(plan.band.left - group.left) <= 1 and abs(plan.band.right - group.right) <= 1, (plan.band, group)
