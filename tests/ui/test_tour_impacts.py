"""The tour's impact moments (issue 40, item 5) show their effect mid-flight, the same picture every
time, and CABO's shout lands in the bar's band across the table when no free felt holds it."""

import pygame
import pytest

from cabo_desktop.ui import tour
from cabo_desktop.ui.app import App
from tests.ui.conftest import table_of

IMPACTS = ("kaboo", "cabo", "cabanga_throw", "kobito_pot")


@pytest.fixture(scope="module")
def moments():
    """Each impact moment's app and table, reached once at 1024x600 (a game each: a few seconds)."""
    reached = {}

    def get(screen):
        if screen not in reached:
            app = App((1024, 600), headless=True)
            app.catch_errors = False
            tour.reach(app, screen, 3)
            reached[screen] = (app, table_of(app))
        return reached[screen]
    yield get
    pygame.quit()


def test_only_the_impact_moments_turn_the_effects_on():
    shown = {name: table for name, (_game, table) in tour.tables().items()}
    assert {name for name, table in shown.items() if table.impacts} == set(IMPACTS)


@pytest.mark.parametrize("screen", IMPACTS)
def test_an_impact_moment_shows_its_effect(moments, screen):
    app, table = moments(screen)
    effects = table.director.effects
    assert app.impacts and effects.started >= 1 and effects.active, screen
    with_effects = pygame.Surface(app.size)
    table.draw(with_effects)
    kept = (list(effects.particles), list(effects.shakes), list(effects.glows))
    effects.clear()
    without = pygame.Surface(app.size)
    table.draw(without)
    effects.particles, effects.shakes, effects.glows = kept
    changed = sum(1 for x in range(0, app.size[0], 2) for y in range(0, app.size[1], 2)
                  if with_effects.get_at((x, y)) != without.get_at((x, y)))
    assert changed >= 20, f"{screen}: the effect changes only {changed} sampled pixels"


def test_an_impact_moment_is_the_same_picture_every_time(moments):
    app, table = moments("cabo")
    again = App((1024, 600), headless=True)
    again.catch_errors = False
    tour.reach(again, "cabo", 3)
    first, second = pygame.Surface((1024, 600)), pygame.Surface((1024, 600))
    app.screen = pygame.Surface((1024, 600))
    app.relayout()
    table.draw(first)
    again.scenes.top.draw(second)
    assert table.director.effects.shakes, "caught while the caller's plate shakes"
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_cabo_shout_takes_the_bars_band_below_the_players_plate(moments, size):
    app, table = moments("cabo")
    app.screen = pygame.Surface(size)
    app.relayout()
    table.hud.shout("DR. OKAFOR CALLED CABO!")
    table.draw(app.screen)
    lay = table.layout()
    hud = table.hud
    band = hud.shout_band_rect
    assert band is not None and hud.shout_rect == band, "4 seats fill the felt: the shout takes the band"
    assert band.contains(lay.banner), "the prompt is under the shout while it shows"
    assert (lay.felt or lay.play).contains(band)
    for seat in range(table.n):
        plate = table.painter.name_plate(lay, seat)[1]
        assert not band.colliderect(plate), (seat, plate, band)
        for slot in lay.seats[seat].slots:
            assert not band.colliderect(slot), (seat, slot, band)
    _big, box = hud.shout_text(lay)
    assert band.contains(box) and box.h >= band.h * 0.6, (box, band)  # as large as the band holds


@pytest.mark.parametrize("screen", ("kobito_pot", "cabanga_throw"))
def test_the_bubbles_lie_over_the_impact_effects(moments, screen):
    """A pot's coins fly into the winner's plate beside 'The Fox wins the pot!': the bubbles are
    drawn after the effects (a final review saw the coins hide the winner's name), the drawer last."""
    app, table = moments(screen)
    calls = []
    effects, hud = table.director.effects, table.hud
    real_effects, real_callouts = effects.draw, hud.draw_callouts
    effects.draw = lambda surface: (calls.append("effects"), real_effects(surface))
    hud.draw_callouts = lambda surface, lay: (calls.append("callouts"), real_callouts(surface, lay))
    try:
        real_shout = hud.draw_table_shout
        hud.draw_table_shout = lambda surface, lay: (calls.append("shout"), real_shout(surface, lay))
        table.draw(pygame.Surface(app.size))
    finally:
        del effects.draw, hud.draw_callouts, hud.draw_table_shout
    # every table's shout over the coins (s52 round 8: a coin over the 't' of Kobito's "Pot of gold!")
    assert calls == ["effects", "callouts", "shout"]


def test_the_prompt_is_not_drawn_under_a_shout_across_its_band(moments, monkeypatch):
    """A review saw 'YOU CALLED CABO!' fading over the prompt's words: jumbled. While the shout
    holds the bar's band the prompt is not drawn; once it is gone the prompt is back."""
    app, table = moments("cabo")
    hud = table.hud
    drawn = []
    real = hud.draw_banner
    monkeypatch.setattr(hud, "draw_banner", lambda surface, lay: (drawn.append(1), real(surface, lay)))
    hud.shout("DR. OKAFOR CALLED CABO!")
    table.draw(app.screen)  # places the shout (in the band: four seats fill the felt)
    assert hud.shout_band_rect is not None
    drawn.clear()
    hud.banner_big_alpha = 0.4  # fading out
    table.draw(app.screen)
    assert drawn == []
    hud.banner_big_alpha = 0.0
    table.draw(app.screen)
    assert drawn == [1]


def test_a_cabo_shout_stages_the_cloth_and_leaves_your_cards_lit(moments):
    """CABO's moments lay the vignette on the frame's ground (moment_stage.blit_ground), as the
    other tables do: the felt's top corner darkens, your own cards keep their colours."""
    app, table = moments("kaboo")
    hud = table.hud
    lay = table.layout()
    hud.shout("SNAP!")
    still, shown = pygame.Surface(app.size), pygame.Surface(app.size)
    hud.banner_big_alpha = 0.0
    table.draw(still)
    hud.banner_big_alpha = 0.6  # held: the show whole
    table.draw(shown)
    corner = (lay.play.x + 6, lay.play.y + 6)
    assert sum(shown.get_at(corner)[:3]) < 0.8 * sum(still.get_at(corner)[:3])
    mine = lay.seats[table.viewer].slots[0]
    leftmost = min((slot for seat in lay.seats.values() for slot in seat.slots), key=lambda r: r.x)
    assert leftmost.x < app.size[0] * 0.17  # a side seat's card lies where the cloth darkens
    for card in (mine, leftmost):  # drawn over the staged ground: never darkened
        assert shown.get_at(card.center) == still.get_at(card.center), card
