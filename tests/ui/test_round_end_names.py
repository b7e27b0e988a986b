"""The round's end: each row's name is set large on its plate (review s52: "name plates have a lot
of dead space"): 1.3 times the body's size, the plate as wide as the largest name or marks need."""

import pygame
import pytest

from cabo_desktop.ui import assets
from cabo_desktop.ui.scenes import round_end
from cabo_desktop.ui.theme import px


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_rows_names_are_set_large(tour_app, monkeypatch, size):
    app = tour_app("round_end")
    set_at = {}
    real = assets.fit_text
    monkeypatch.setattr(round_end.assets, "fit_text",
                        lambda words, text, *rest, **kw: set_at.setdefault(words, text) and real(words, text, *rest, **kw))
    app.screen = pygame.Surface(size)
    app.relayout()
    scene = app.scenes.top
    scene.final.image = None
    scene.backdrop.image = None
    scene.age = scene.timeline.end + 1
    app.scenes.draw(app.screen)
    body = px(scene.plan().steps.body)
    names = [row.name for row in scene.report.rows]
    assert all(name in set_at for name in names), (names, set_at)
    assert all(set_at[name] >= int(body * 1.3) for name in names), (body, set_at)
    plan = scene.plan()
    for row, where in zip(scene.report.rows, plan.rows):  # the name fits its plate whole
        assert assets.text_width(row.name, set_at[row.name], True) < where.plate.w // 2


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("moment", ["round_end", "cabanga_round_end"])
def test_the_rows_names_keep_air_inside_their_plates(tour_app, monkeypatch, moment, size):
    """Review s52 round 7: "'Uncle Rémi' touches the dashed inner border of its name plate": every
    name's ink ends at least 18 px (at 720) inside its plate's right edge (its stitches 5 px in)."""
    app = tour_app(moment)
    made = {}
    real = assets.fit_text

    def spy(words, text, *rest, **kw):
        img = real(words, text, *rest, **kw)
        made[words] = max(made.get(words, 0), img.get_width())  # the row's name (the standings' is smaller)
        return img

    monkeypatch.setattr(round_end.assets, "fit_text", spy)
    app.screen = pygame.Surface(size)
    app.relayout()
    scene = app.scenes.top
    scene.final.image = None
    scene.backdrop.image = None
    scene.age = scene.timeline.end + 1
    app.scenes.draw(app.screen)
    plan = scene.plan()
    for row, where in zip(scene.report.rows, plan.rows):
        wreath = round_end.laurel_pad(where.portrait)
        start = where.plate.x + px(8) + 2 * wreath + where.portrait + px(8)  # where draw_row sets the name
        room = where.plate.right - (start + made[row.name])
        assert room >= px(18), (row.name, room)
