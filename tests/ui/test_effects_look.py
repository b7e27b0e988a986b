"""Issue 40, item 5 (a reviewer's "thin light and effects"): the effects' pictures are lit and
shaped (ui/particles.py), they come from caches (a frame builds nothing once each step has been
seen), the snap's glints keep to a card's edge, and a flying card's shadow grows with its height."""

import pygame
import pytest

from cabo_desktop.ui import assets, effects, particles
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table

DT = 1 / 60


def luminance(colour) -> float:
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def opaque_columns(surf: pygame.Surface) -> int:
    return sum(1 for x in range(surf.get_width()) if any(surf.get_at((x, y)).a > 128 for y in range(surf.get_height())))


@pytest.fixture(scope="module")
def table():
    app = App((1280, 720), headless=True)
    app.impacts = True  # as in a window on a real display
    made = make_table(app, None, 3, seed=4, human=0, levels=["random"], speed="normal", game="cabanga")
    app.scenes.push(made)
    for _ in range(3):
        app.step(DT, events=[])
    yield made
    pygame.quit()


def test_a_coin_is_struck_gold_lit_at_its_top_left_over_a_darker_rim():
    face = particles.coin_face(48)
    highlight = max(luminance(face.get_at((x, y))) for x in range(8, 24) for y in range(8, 24))
    rim = luminance(face.get_at((46, 24)))  # the rim's right side, away from the light
    middle = luminance(face.get_at((24, 24)))
    assert highlight > rim + 40 and highlight > middle
    r, g, b, _a = face.get_at((24, 30))
    assert r > g > b  # gold, not grey
    assert face.get_at((1, 1)).a == 0  # round, not a square dot
    assert len({tuple(face.get_at((x, 24)))[:3] for x in range(4, 44)}) > 12  # a struck face, not a flat disc


def test_a_coin_spins_its_width_from_face_on_to_edge_on():
    widths = [opaque_columns(particles.coin(30, step)) for step in range(particles.SPIN_STEPS)]
    assert widths[0] >= 28 and widths[-1] <= 12
    assert widths == sorted(widths, reverse=True)


def test_a_bursts_piece_is_its_shape_lit_with_a_darker_edge_and_turns():
    from cabo_desktop.games.cabanga.table.director import shape_spark
    shape = shape_spark("blue", 32)  # a square in blue, rimmed in card stock
    piece = particles.lit_frames(shape, 0)
    lit, shaded = piece.get_at((10, 10)), piece.get_at((22, 22))
    assert luminance(lit) > luminance(shaded) + 15  # lit from the top left
    edge = piece.get_at((16, 31 - next(y for y in range(32) if piece.get_at((16, 31 - y)).a > 200)))
    assert luminance(edge) < luminance(shaded)  # its foot's edge darker still
    assert lit.b > lit.r + 40 and shaded.b > shaded.r  # the colour's own shape: blue, not the card stock
    turned = particles.lit_frames(shape, 3)  # 45 degrees: a square stands on its corner
    assert turned.get_width() > piece.get_width() and particles.lit_frames(shape, 3) is turned


def test_a_glint_has_four_thin_points_on_a_soft_core():
    g = particles.glint(40)
    centre = g.get_at((20, 20))
    assert centre.a == 255 and luminance(centre) > 200
    assert g.get_at((20, 3)).a > 60 and g.get_at((8, 20)).a > 30  # the upright and the (shorter) level rays
    assert g.get_at((6, 6)).a < 10  # nothing between the rays: a glint, not a blob
    assert 0 < g.get_at((14, 14)).a < 200  # the soft core's light round the middle


def test_a_burst_glows_spins_and_sparks(table):
    fx = table.director.effects
    fx.clear()
    sprite = effects.star(24, (250, 214, 90))
    fx.burst((400, 300), sprite, 12)
    kinds = [p.kind for p in fx.particles]
    assert kinds.count("flash") == 1 and kinds.count("spark") >= 3 and kinds.count("piece") >= 6
    assert sum(1 for p in fx.particles if abs(p.spin) > 200) >= 4  # most of the pieces spin
    before = pygame.Surface((800, 600))
    before.fill((30, 110, 62))
    after = before.copy()
    table.time += 0.1
    fx.draw(after)
    assert after.get_at((400, 300)) != before.get_at((400, 300))  # the glow warms the burst's middle
    fx.clear()


def test_a_bursts_pieces_never_fly_over_a_seats_name_and_score(table):
    """The final review saw a Cabanga! throw's purple triangles over Lulu's name and score: the
    pieces fly shorter (or not at all) where their path would cross a seat's head; with nothing to
    keep off, they fly their full way."""
    fx = table.director.effects
    sprite = effects.star(24, (250, 214, 90))
    head = pygame.Rect(420, 260, 140, 80)  # right of the burst, in its pieces' way
    centre = (400, 300)

    def paths(keep):
        fx.clear()
        fx.burst(centre, sprite, 12, keep_off=keep)
        shown = []
        for k in range(40):
            now = table.time + k * 0.02
            for p in fx.particles:
                where = p.place(now)
                if where is not None and p.kind != "flash":
                    shown.append((p, where))
        return shown
    free = paths([])
    assert any(head.collidepoint(x, y) for _p, (x, y, _a) in free)  # unhindered, they cross it
    kept = paths([head])
    assert kept and not any(head.inflate(-4, -4).collidepoint(x, y) for _p, (x, y, _a) in kept)
    far = max(abs(x - centre[0]) + abs(y - centre[1]) for _p, (x, y, _a) in kept)
    assert far > 60  # the rest of the burst still flies out
    assert fx.keep_off(centre) == [r for r in fx.keep_off(centre) if not r.collidepoint(centre)]
    fx.clear()


def test_the_snaps_glints_sit_round_the_cards_edge_never_over_its_middle(table):
    fx = table.director.effects
    fx.clear()
    card = pygame.Rect(500, 300, 80, 112)
    for _ in range(6):
        fx.glints(card, 5)
        for p in fx.particles:
            assert p.kind == "glint"
            assert not card.inflate(-card.w * 0.6, -card.h * 0.6).collidepoint(p.x, p.y)  # never the face's middle
            assert card.inflate(4, 4).collidepoint(p.x, p.y)  # on the border
        fx.clear()
    fx.glints(card, 5)
    assert len(fx.particles) == 5 and fx.glows and fx.glows[0][0] == card  # with a short gold glow round it
    fx.clear()


def test_effects_draw_from_caches_nothing_is_built_per_frame(table):
    """200 frames of bursts, coins and glints: the pictures are built once per size and step,
    then a second run of the same effects builds nothing."""
    from cabo_desktop.games.cabanga.table.director import shape_spark
    fx = table.director.effects
    screen = pygame.Surface((1280, 720))

    def run() -> int:
        fx.clear()
        fx.rng.seed(11)
        keys = set(assets.surfaces.keys())
        for frame in range(200):
            if frame % 40 == 0:
                fx.burst((600, 300), shape_spark("red", 24), 12)
                fx.coins(pygame.Rect(200, 300, 60, 90), pygame.Rect(900, 60, 200, 70), 12)
                fx.glints(pygame.Rect(400, 300, 80, 112), 5)
            table.time += DT
            fx.draw(screen)
        return len(set(assets.surfaces.keys()) - keys)
    first = run()
    assert first <= 2 * particles.TURN_STEPS + particles.SPIN_STEPS + 24
    assert run() == 0
    fx.clear()


def shadow_outside(table, height: float, tilt: float = 0.0) -> tuple[int, int]:
    """A card flown at `height` over a grey ground: how many pixels round it its shadow darkens,
    and how dark the darkest of them is (the ground's grey minus it)."""
    from cabo_desktop.ui.motion import Flyer
    card = pygame.Rect(300, 200, 70, 98)
    flyer = Flyer(None, card.size, card, False)
    flyer.height, flyer.tilt = height, tilt
    ground = pygame.Surface((700, 500))
    ground.fill((120, 120, 120))
    table.hud.draw_flyer(ground, flyer)
    darker = [120 - ground.get_at((x, y)).r for x in range(200, 480) for y in range(120, 420)
              if not card.inflate(2, 2).collidepoint(x, y) and ground.get_at((x, y)).r < 118]
    return len(darker), max(darker, default=0)


def test_a_flying_cards_shadow_grows_softer_and_fainter_with_height_and_tightens_as_it_lands(table):
    resting, resting_dark = shadow_outside(table, 0.0)
    half, half_dark = shadow_outside(table, 0.5)
    high, high_dark = shadow_outside(table, 1.0)
    assert resting < half < high and high > 2 * resting  # larger the higher it flies
    assert resting_dark > half_dark > high_dark  # fainter
    small, _ = particles.lift_shadow((70, 98), 0.0)[0].get_size(), None
    assert particles.lift_shadow((70, 98), 1.0)[0].get_width() > small[0] + 20
    spun, _dark = shadow_outside(table, 1.0, tilt=45.0)
    assert spun != high  # a thrown card's shadow turns with it


def test_a_flights_shadows_are_few_cached_pictures(table):
    """A card flying from a small slot to a large one while rising and falling: its shadows are
    a handful of pictures built once (sizes by 8 px, heights by steps), none per frame."""
    keys = set(assets.surfaces.keys())
    for k in range(61):
        t = k / 60
        particles.lift_shadow((round(44 + 40 * t), round(62 + 56 * t)), 0.35 + 0.65 * abs(1 - 2 * t))
    built = len(set(assets.surfaces.keys()) - keys)
    assert 0 < built <= 24
    keys = set(assets.surfaces.keys())
    for k in range(61):
        t = k / 60
        particles.lift_shadow((round(44 + 40 * t), round(62 + 56 * t)), 0.35 + 0.65 * abs(1 - 2 * t))
    assert set(assets.surfaces.keys()) == keys


def test_confetti_is_lit_paper_with_a_bright_and_a_shaded_side_turning_over():
    red = (220, 50, 60)
    face, edgewise, back = (particles.paper(red, 24, 0, flip) for flip in (0, 1, 2))

    def mean_red(s):
        reds = [s.get_at((x, y)).r for x in range(s.get_width()) for y in range(s.get_height()) if s.get_at((x, y)).a > 200]
        return sum(reds) / len(reds), len(reds)
    (face_red, face_area), (_mid, mid_area), (back_red, back_area) = mean_red(face), mean_red(edgewise), mean_red(back)
    assert face_red > back_red + 40  # the bright side and the shaded one
    assert face_area > mid_area > back_area  # narrowing as it turns over
    top = [face.get_at((x, y)) for x in range(face.get_width()) for y in range(face.get_height()) if face.get_at((x, y)).a > 200]
    assert max(c.g for c in top) > 120  # a lit edge (the red paper's light catches it), not one flat colour
    assert particles.paper(red, 24, 0, 0) is face  # made once


def test_kobitos_game_over_coins_are_struck_coins_at_rest():
    from cabo_desktop.ui import showdown
    ground = pygame.Surface((600, 400))
    ground.fill((30, 110, 62))
    showdown.draw_confetti(ground, pygame.Rect(20, 20, 560, 360), 1.0, "cosy")
    golds = {tuple(ground.get_at((x, y)))[:3] for x in range(0, 600) for y in range(0, 400)
             if ground.get_at((x, y)).r > 120 and ground.get_at((x, y)).b < 110}
    assert len(golds) > 40  # shaded, lit coins: many tones of gold, not two flat ones


def test_a_burst_over_a_seats_cards_is_a_short_pop(table):
    """Review s49 (a throw's purple triangles lay over Lulu's fan like debris): over a seat's cards
    a burst's pieces are gone in a fifth of a second, fading from the start; elsewhere they keep
    their whole flight."""
    fx = table.director.effects
    sprite = effects.star(24, (250, 214, 90))
    lay = table.layout()
    fan = next(place.fan for seat, place in lay.seats.items() if seat != table.viewer)
    assert fx.over_cards(fan.center) and not fx.over_cards((lay.play.centerx, lay.play.bottom + 40))

    def pieces(centre):
        fx.clear()
        fx.burst(centre, sprite, 12, keep_off=[])
        return [p for p in fx.particles if p.kind == "piece"]
    popped = pieces(fan.center)
    assert popped and all(p.life <= 0.25 for p in popped)
    assert all(p.place(p.born + 0.1)[2] < 0.7 for p in popped)  # fading from the start
    flown = pieces((10, 10))  # the rail's corner: no seat's cards
    assert flown and all(p.life >= 0.6 and p.place(p.born + 0.1)[2] == 1.0 for p in flown)
    fx.clear()
