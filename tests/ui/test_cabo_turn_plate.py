"""Whose turn it is on CABO's and KABOO's tables, at a glance (issue 40, review: "the CABO and
KABOO tables have no persistent turn indicator"; plates.seat): the turn's seat plate, an
opponent's or yours, is lit with a gold rim in a breathing gold glow, a gold halo round its
portrait and a gold arrow pointing at it, the other seats' plates calm; strong even at the
pulse's faintest."""

import pygame
import pytest

from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table
from cabo_desktop.ui.theme import px
from tests.ui.conftest import bright_gold as _gold

FAINTEST_S = 1.2  # table_trays.pulse's low point (PULSE_S 1.6 s: three quarters of a breath)
FELT = (40, 70, 50)


@pytest.fixture(params=[("official", (1280, 720)), ("kaboo", (1920, 1080)), ("official", (1024, 600))])
def table(request):
    variant, size = request.param
    app = App(size, headless=True)
    t = make_table(app, variant, 4, seed=2, human=0, levels=["random"] * 3, speed="instant")
    app.scenes.push(t)
    app.step(1 / 60, events=[])
    yield t
    pygame.quit()


def _plate_gold(t, seat: int, current: int) -> tuple[int, int]:
    """(gold pixels round `seat`'s plate, gold pixels left of its portrait) with `current` to play."""
    lay = t.layout()
    t.model.current = current
    t.time = FAINTEST_S
    surface = pygame.Surface(lay.size)
    surface.fill(FELT)
    t.painter._draw_seat(surface, lay, seat)
    _plate, back, _face, face_at = t.painter.name_plate(lay, seat)
    left = pygame.Rect(back.x - px(40), face_at.y, px(40), face_at.h)
    return _gold(surface, back.inflate(px(30), px(30))), _gold(surface, left)


def test_the_turns_plate_has_far_more_gold_than_the_others(table):
    assert not table.view.over
    for seat in range(table.n):
        other = (seat + 1) % table.n
        lit, arrow = _plate_gold(table, seat, seat)
        calm, no_arrow = _plate_gold(table, seat, other)
        assert lit > 3 * calm + 300, (seat, lit, calm)
        if table.layout().seats[seat].panel:  # an opponent's panel: the arrow on the felt left of it
            assert arrow > 20 and no_arrow == 0, (seat, arrow, no_arrow)
