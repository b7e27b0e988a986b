"""Whose turn it is, at a glance, on Cabanga!'s and Kobito's tables (issue 40, a fresh-eyed review:
"the only sign of the active player is a thin gold outline"; ui/turn_marks.py): the turn's
opponent has a bright gold halo, a lit plaque with a glow and a gold arrow; your plate is lit the
same way on your turn; the other seats stay calm. Even at the pulse's faintest the difference is
strong."""

import pygame
import pytest

from cabo_desktop.ui import own_plate, table_trays, turn_marks
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table
from cabo_desktop.ui.theme import px
from tests.ui.conftest import bright_gold as _gold

FAINTEST_MS = 1200  # table_trays.pulse's low point (PULSE_S 1.6 s: three quarters of a breath)
FELT = (40, 70, 50)


@pytest.fixture(params=["cabanga", "kobito"])
def table(request):
    app = App((1280, 720), headless=True)
    t = make_table(app, "standard", 4, seed=3, human=0, levels=["random"], speed="instant", game=request.param)
    app.scenes.push(t)
    app.step(1 / 60, events=[])
    yield t
    pygame.quit()


def test_the_pulse_is_at_its_faintest_at_the_chosen_moment():
    assert table_trays.pulse(FAINTEST_MS) < 0.01


def test_the_turns_plaque_is_lit_and_the_others_calm():
    size, top = (180, 60), px(5)
    lit = table_trays.plaque("", "", size, 17, 14, True, top)
    calm = table_trays.plaque("", "", size, 17, 14, False, top)
    assert _gold(lit, lit.get_rect()) > 3 * _gold(calm, calm.get_rect())
    mid = (size[0] // 2, size[1] * 2 // 3)
    assert sum(lit.get_at(mid)[:3]) > sum(calm.get_at(mid)[:3]) + 60  # warmer, lighter walnut


def test_the_turns_opponent_stands_out_even_at_the_pulses_faintest(table):
    lay = table.layout()
    seat = next(s for s in lay.seats if s != table.viewer and lay.seats[s].parts is not None)
    parts = lay.seats[seat].parts
    area = parts.head.inflate(px(40), px(30))
    shown = {}
    for current in (True, False):
        surface = pygame.Surface((1280, 720))
        surface.fill(FELT)
        table_trays.opponent_head(surface, table, seat, parts, lay, ("0 pts",), current, now_ms=FAINTEST_MS)
        shown[current] = surface
    assert _gold(shown[True], area) > 2 * _gold(shown[False], area) + 400
    arrow_room = pygame.Rect(parts.plaque.x, parts.medallion.y, parts.medallion.x - parts.plaque.x, parts.medallion.h)
    assert _gold(shown[True], arrow_room) > 40 and _gold(shown[False], arrow_room) == 0  # the arrow, on its turn only


def test_your_plate_is_lit_the_same_way_on_your_turn(table):
    lay = table.layout()
    plate = lay.seats[table.viewer].plate
    area = plate.inflate(px(24), px(24))
    shown = {}
    for current in (True, False):
        surface = pygame.Surface((1280, 720))
        surface.fill(FELT)
        surface.blit(table_trays.leather_plate(plate.size), plate)
        if current:
            own_plate.lit(surface, plate, lay.name_size, FAINTEST_MS)
        own_plate.draw(surface, table, plate, lay, (), current, "test-turn")
        shown[current] = surface
    assert _gold(shown[True], area) > 2 * _gold(shown[False], area) + 400
    face = own_plate.parts(plate, lay.name_size)[0]
    left = pygame.Rect(plate.x + px(8), face.y, face.x - plate.x - px(8), face.h)
    assert _gold(shown[True], left) > 40 > _gold(shown[False], left)  # the arrow points at your medallion


def test_the_turn_marks_are_kept_pictures():
    assert turn_marks.turn_halo(80) is turn_marks.turn_halo(80)
    assert turn_marks.glow((120, 40), 12) is turn_marks.glow((120, 40), 12)
    assert turn_marks.arrow(20) is turn_marks.arrow(20)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_every_opponents_arrow_fits_beside_its_medallion_on_its_plaque(size):
    from cabo_desktop.games.cabanga.table.layout import compute_layout as cabanga_layout
    from cabo_desktop.games.kobito.table.layout import compute_layout as kobito_layout

    pygame.init()
    surface = pygame.Surface(size)
    for layout in (cabanga_layout, kobito_layout):
        for n in range(2, 7):
            lay = layout(size, n, 0)
            for seat, place in lay.seats.items():
                if seat == 0 or place.parts is None:
                    continue
                med, plaque = place.parts.medallion, place.parts.plaque
                for k in (0.0, 1.0):
                    spot = turn_marks.point_at(surface, med, plaque.x, k)
                    assert spot is not None, (layout.__module__, size, n, seat)
                    assert spot.x >= plaque.x and spot.right <= med.x and spot.h >= px(10)
