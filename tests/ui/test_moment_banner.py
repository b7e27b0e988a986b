"""The moment's banner (ui/moment_banner): the game's opaque ribbon, dropping in from 1.25 times
its size with ease-out-back, held, fading out; its pictures built once; staged (issue 40, review
problem 4): the table dimmed behind it and a burst of warm rays round it while it shows."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from cabo_desktop.ui import assets, moment_banner  # noqa: E402


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield
    pygame.quit()


def drawn(words, game, rect, age, life=1.6, start=moment_banner.ENTER_SCALE, staged=False):
    """The banner drawn on plain felt (the ribbon alone unless `staged`: the dim and the rays)."""
    ground = pygame.Surface((800, 400))
    ground.fill((30, 110, 62))
    moment_banner.draw(ground, words, game, rect, age, life, start, dimmed=staged, burst=staged)
    return ground


def painted(ground) -> pygame.Rect:
    """The bounding box of what differs from the felt's colour."""
    mask = pygame.mask.from_threshold(ground, (30, 110, 62), (1, 1, 1, 255))
    mask.invert()
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


def test_it_is_opaque_in_the_games_colour_once_arrived():
    rect = pygame.Rect(200, 150, 400, 90)
    ground = drawn("Cabanga!", "cabanga", rect, 0.8)
    # the ribbon's body left of the words is the game's red, not felt showing through
    r, g, b, *_ = ground.get_at((rect.x + 45, rect.y + rect.h // 3))
    assert r > 150 and g < 90 and b < 100, (r, g, b)
    kobito = drawn("Pot of gold!", "kobito", rect, 0.8).get_at((rect.x + 45, rect.y + rect.h // 3))
    assert kobito[0] > 200 and kobito[1] > 150 and kobito[2] < 140  # gold


def test_it_drops_in_from_larger_and_settles_at_its_size():
    rect = pygame.Rect(200, 150, 400, 90)
    first = painted(drawn("CABO!", "cabo", rect, 0.001))
    settled = painted(drawn("CABO!", "cabo", rect, 0.6))
    assert first.w > settled.w * 1.15, (first, settled)
    assert abs(settled.centerx - rect.centerx) <= 2
    assert rect.w <= settled.w <= rect.w + 2 * moment_banner.pad()
    no_room = painted(drawn("CABO!", "cabo", rect, 0.001, start=1.0))
    assert no_room.w <= settled.w + 2  # no room to grow: it arrives at its size


def test_it_fades_out_at_the_end_and_is_gone_after_its_life():
    rect = pygame.Rect(200, 150, 400, 90)
    at = (rect.x + 45, rect.y + rect.h // 3)
    full = drawn("Cabanga!", "cabanga", rect, 1.0).get_at(at)
    fading = drawn("Cabanga!", "cabanga", rect, 1.55).get_at(at)
    assert fading != full and abs(fading[0] - 30) < abs(full[0] - 30)
    assert painted(drawn("Cabanga!", "cabanga", rect, 1.7)).w == 0


def test_its_pictures_are_built_once():
    rect = pygame.Rect(200, 150, 400, 90)
    drawn("Cabanga!", "cabanga", rect, 0.5)
    before = len(assets.surfaces)
    for age in (0.5, 0.7, 0.9):
        drawn("Cabanga!", "cabanga", rect, age)
    assert len(assets.surfaces) == before


def test_the_entrance_never_grows_over_a_card():
    rect = pygame.Rect(200, 150, 400, 90)
    card = pygame.Rect(rect.right + 10, rect.y, 60, 90)
    bounds = pygame.Rect(0, 0, 800, 400)
    assert moment_banner.entrance_room(rect, [], bounds) == moment_banner.ENTER_SCALE
    start = moment_banner.entrance_room(rect, [card], bounds)
    assert 1.0 <= start < moment_banner.ENTER_SCALE
    big = pygame.Rect(0, 0, int(rect.w * start), int(rect.h * start))
    big.center = rect.center
    assert not big.colliderect(card)


def test_the_moment_is_staged_the_tables_edges_dimmed_and_rays_behind_it():
    """UNO and Hearthstone dim the table and stage a short show, but never muddy it (the review:
    'your hand goes grey and washed out'): the table's top corner, far from the ribbon, darkens
    while it shows, fading in with its entrance and out with it, and the player's side below stays
    lit; round the ribbon a warm light (the rays and the glow); gone with the ribbon."""
    rect = pygame.Rect(250, 160, 300, 70)
    far = (20, 20)  # a top corner of the table, far from the ribbon and its rays
    below = (400, 395)  # the player's side of the table, under the ribbon
    near = (rect.centerx, rect.top - 8)  # just over the ribbon (its shadow falls below it), in its glow
    felt = (30, 110, 62)
    moment_banner.rays(rect.size)  # (made in the pauses ahead, as a window's loop does)
    held = drawn("Cabanga!", "cabanga", rect, 0.8, staged=True)
    dimmed = held.get_at(far)
    assert dimmed[1] < 0.75 * felt[1], dimmed  # the corner in shadow
    assert held.get_at(below)[:3] == felt  # the player's side as lit as ever
    lit = held.get_at(near)
    assert lit[0] > felt[0] + 20 and lit[0] - felt[0] > lit[2] - felt[2], lit  # a warm light round it
    entering = drawn("Cabanga!", "cabanga", rect, 0.05, staged=True).get_at(far)
    leaving = drawn("Cabanga!", "cabanga", rect, 1.5, staged=True).get_at(far)
    assert dimmed[1] < entering[1] < felt[1] and dimmed[1] < leaving[1] < felt[1]  # fading in and out
    assert drawn("Cabanga!", "cabanga", rect, 1.7, staged=True).get_at(far)[:3] == felt  # gone with it
    again = drawn("Cabanga!", "cabanga", rect, 0.8, staged=True)
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(held, "RGB")  # by its age alone
    before = len(assets.surfaces)
    drawn("Cabanga!", "cabanga", rect, 0.9, staged=True)
    assert len(assets.surfaces) == before  # the rays built once per size


def test_the_rays_fall_only_on_the_felt_they_are_told():
    """A ribbon beside the felt's edge: its rays light the felt, never the rail beside it."""
    rect = pygame.Rect(560, 160, 220, 60)
    felt = pygame.Rect(0, 0, 700, 400)
    ground = pygame.Surface((800, 400))
    ground.fill((30, 110, 62))
    moment_banner.rays(rect.size)  # (made in the pauses ahead)
    moment_banner.draw(ground, "Cabanga!", "cabanga", rect, 0.8, 1.6, 1.0, dimmed=False, within=felt)
    beyond = (felt.right + 20, rect.top - 20)  # past the felt's edge, over the ribbon (clear of its shadow): in its rays' reach
    assert ground.get_at(beyond)[:3] == (30, 110, 62)
    free = pygame.Surface((800, 400))
    free.fill((30, 110, 62))
    moment_banner.draw(free, "Cabanga!", "cabanga", rect, 0.8, 1.6, 1.0, dimmed=False)
    assert free.get_at(beyond)[:3] != (30, 110, 62)  # untold, they reach there


def test_the_rays_stop_at_the_felts_wooden_rim():
    """The play area told includes the table's wooden rim (drawn over the felt's edge): the rays
    light the cloth inside it and never the rim (the kobito_pot review: a ray ran onto the frame)."""
    felt = pygame.Rect(0, 0, 700, 400)
    rim = assets.rail_width(felt.size)
    rect = pygame.Rect(felt.right - rim - 240, 160, 220, 60)
    ground = pygame.Surface((800, 400))
    ground.fill((30, 110, 62))
    moment_banner.rays(rect.size)  # (made in the pauses ahead)
    moment_banner.draw(ground, "Cabanga!", "cabanga", rect, 0.8, 1.6, 1.0, dimmed=False, within=felt)
    on_rim = [(x, y) for x in range(felt.right - rim, felt.right) for y in range(rect.top - 40, rect.bottom + 40)]
    assert all(ground.get_at(at)[:3] == (30, 110, 62) for at in on_rim)
    inside = [(felt.right - rim - 4, y) for y in range(rect.top - 40, rect.bottom + 40)]
    assert any(ground.get_at(at)[:3] != (30, 110, 62) for at in inside)  # the cloth beside it is lit


def test_a_show_without_its_rays_made_draws_its_ribbon_and_has_them_made_in_the_pause():
    """At the fastest speed a show starts whole, with no entrance to build its rays in (2-3 ms a
    size): that frame shows the ribbon alone, the rays are made in the pause after it, and the next
    frame has them."""
    import time
    rect = pygame.Rect(250, 160, 317, 71)  # a size no other test makes
    assets.surfaces.pop(("moment rays", moment_banner.rays_extent(rect.size)), None)
    near = (rect.centerx, rect.top - 30)  # above the ribbon and its shadow, in its rays' reach
    first = pygame.Surface((800, 400))
    first.fill((30, 110, 62))
    moment_banner.draw(first, "Cabanga!", "cabanga", rect, 0.8, 1.6, 1.0, dimmed=False)
    assert first.get_at(near)[:3] == (30, 110, 62)  # no rays yet
    assert ("moment rays", moment_banner.rays_extent(rect.size)) not in assets.surfaces
    assets.prebuild.run(time.perf_counter() + 5.0)
    assert ("moment rays", moment_banner.rays_extent(rect.size)) in assets.surfaces
    second = pygame.Surface((800, 400))
    second.fill((30, 110, 62))
    moment_banner.draw(second, "Cabanga!", "cabanga", rect, 0.8, 1.6, 1.0, dimmed=False)
    assert second.get_at(near)[0] > first.get_at(near)[0] + 5  # the warm light round it


def test_rays_not_built_in_a_pause_are_made_in_the_next_frame_that_asks():
    """The spare time builds nothing while the surface cache is near its budget (a 1920x1080 table):
    a show asked for its rays twice with none made has them made in that second frame, never going
    on without its light."""
    rect = pygame.Rect(250, 160, 331, 73)  # a size no other test makes
    key = ("moment rays", moment_banner.rays_extent(rect.size))
    assets.surfaces.pop(key, None)
    first = pygame.Surface((800, 400))
    first.fill((30, 110, 62))
    moment_banner.draw(first, "Cabanga!", "cabanga", rect, 0.8, 1.6, 1.0, dimmed=False)
    assert key not in assets.surfaces
    assets.prebuild.tasks.clear()  # (no pause came, or it built nothing)
    second = pygame.Surface((800, 400))
    second.fill((30, 110, 62))
    moment_banner.draw(second, "Cabanga!", "cabanga", rect, 0.8, 1.6, 1.0, dimmed=False)
    near = (rect.centerx, rect.top - 30)
    assert key in assets.surfaces
    assert second.get_at(near)[0] > first.get_at(near)[0] + 5
