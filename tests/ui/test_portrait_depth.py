"""Issue 40, review s50 ("the avatars are plain flat circles"): a round portrait has depth: its
backdrop lit (a pool of light above the middle, deepening toward the rim), a soft shade just inside
the rim, the gold ring bevelled (lit at its top, dark at its foot)."""

import pygame
import pytest

from cabo_desktop.ui import assets, portraits

SIZE = 120


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((10, 10))
    assets.clear_caches()
    yield
    assets.clear_caches()
    pygame.quit()


def light(colour) -> float:
    return 0.3 * colour[0] + 0.59 * colour[1] + 0.11 * colour[2]


def drawn(monkeypatch, **changes) -> pygame.Surface:
    """The random player's portrait (its initial on a plain colour), drawn afresh with `changes`
    to the portraits module."""
    assets.clear_caches()
    with monkeypatch.context() as m:
        for name, value in changes.items():
            m.setattr(portraits, name, value)
        surf = portraits.portrait("random", "Random", SIZE, "cabo").copy()
    assets.clear_caches()
    return surf


def test_the_backdrop_is_lit_above_the_middle_and_deepens_toward_the_rim(monkeypatch):
    lit, flat = drawn(monkeypatch), drawn(monkeypatch, LIGHT=0.0)
    pool, rim = (SIZE // 2, SIZE // 3), (SIZE // 5, SIZE * 66 // 100)  # above and beside the initial
    assert light(lit.get_at(pool)) > light(flat.get_at(pool)) + 6
    assert light(lit.get_at(rim)) < light(flat.get_at(rim)) - 6


def test_a_soft_shade_lies_just_inside_the_rim(monkeypatch):
    shaded, bare = drawn(monkeypatch), drawn(monkeypatch, _inner_shadow=lambda img, r: None)
    inside_top = (SIZE // 2, SIZE * 11 // 120)  # just inside the ring (which ends 9/120 in) at the top
    assert light(shaded.get_at(inside_top)) < light(bare.get_at(inside_top)) - 8
    middle = (SIZE * 30 // 100, SIZE // 2)  # and nothing of it nearer the middle
    assert shaded.get_at(middle) == bare.get_at(middle)


def test_the_gold_ring_is_bevelled_lit_at_its_top_dark_at_its_foot(monkeypatch):
    img = drawn(monkeypatch)
    band = SIZE * 5 // 120  # the ring's middle (the bezel 1/40 of the width, then the ring 1/20)
    top, foot, side = (SIZE // 2, band), (SIZE // 2, SIZE - 1 - band), (band, SIZE // 2)
    assert light(img.get_at(top)) > light(img.get_at(side)) + 15 > light(img.get_at(foot)) + 30
    assert img.get_at(foot)[0] > img.get_at(foot)[2] + 40  # still gold, not a grey shadow
