"""A soft shadow of any size is cut from one shadow blurred per blur, alpha and corner
(assets.drop_shadow, issue 40's frame p99: a card flying and growing asked a new size every frame,
and CABO's slowest frames at the normal speed were its Gaussian blurs, 1-9 ms each)."""

from __future__ import annotations

import pygame
import pytest

from cabo_desktop.ui import assets, shadows


@pytest.fixture(autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode((8, 8))
    assets.surfaces.clear()
    yield
    assets.surfaces.clear()


def _alphas(surface: pygame.Surface) -> list[int]:
    w, h = surface.get_size()
    return [surface.get_at((x, y)).a for y in range(h) for x in range(w)]


@pytest.mark.parametrize("size, blur, alpha, radius", [
    ((100, 140), 7, 95, 10), ((64, 90), 5, 110, None), ((300, 60), 10, 80, 10), ((130, 180), 20, 60, None),
    ((41, 57), 4, 100, None), ((30, 30), 12, 90, 4)])
def test_a_shadow_cut_from_pieces_is_the_blurred_shadow(size, blur, alpha, radius):
    got = assets.drop_shadow(size, blur, alpha, radius)
    blurred = shadows.blurred_rect(size, blur, alpha, radius if radius is not None else max(4, size[0] // 10))
    assert got.get_size() == blurred.get_size()
    assert max(abs(a - b) for a, b in zip(_alphas(got), _alphas(blurred))) <= 2
    assert max(_alphas(got)) >= alpha - 2  # its middle is the shadow's full strength, not a faded copy


def test_a_card_growing_in_flight_blurs_once(monkeypatch):
    blurs = []
    real = pygame.transform.gaussian_blur

    def counting(surface, radius, *rest):
        blurs.append(surface.get_size())
        return real(surface, radius, *rest)
    monkeypatch.setattr(pygame.transform, "gaussian_blur", counting)
    for k in range(40):  # a card from 60x84 to 99x138: a new size each frame
        assets.drop_shadow((60 + k, 84 + int(k * 1.4)), 9, 70, 8)
    assert len(blurs) == 1
