"""The table's felt is a table: a rail framing the cloth, the cloth lit from above the middle a
little toward the player (about a third darker at its edges), built once per size."""

import pygame
import pytest

from cabo_desktop.ui import assets


@pytest.fixture
def display():
    pygame.init()
    pygame.display.set_mode((10, 10))
    assets.clear_caches()
    yield
    pygame.quit()


def _lum(colour) -> float:
    return 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]


def _area(surf, rect) -> float:
    """The mean brightness of `rect` on `surf` (the grain averaged out)."""
    return _lum(pygame.transform.average_color(surf, rect))


@pytest.mark.parametrize("size", [(804, 600), (1024, 720), (1590, 1080)])
def test_the_felt_is_lit_and_framed_by_a_rail(display, size):
    w, h = size
    felt = assets.felt(size)
    assert felt.get_size() == size
    r = assets.rail_width(size)
    assert 10 <= r <= min(size) // 30
    centre = _area(felt, pygame.Rect(w // 2 - 40, int(h * 0.55) - 30, 80, 60))
    edge = _area(felt, pygame.Rect(r + 2 * r, h // 2 - 30, 20, 60))  # the cloth near its left edge
    top, foot = _area(felt, pygame.Rect(w // 2 - 40, r + 2 * r, 80, 20)), _area(felt, pygame.Rect(w // 2 - 40, h - 3 * r - 20, 80, 20))
    assert 0.55 < edge / centre < 0.85  # about a third darker at the edges
    assert foot > top  # the light is a little toward the player, at the foot of the window
    rail = pygame.transform.average_color(felt, pygame.Rect(w // 2 - 40, 0, 80, r))
    cloth = pygame.transform.average_color(felt, pygame.Rect(w // 2 - 40, r + 4, 80, r))
    assert rail[0] > rail[1] and cloth[1] > cloth[0]  # brown leather around green cloth
    assert assets.felt(size) is felt  # built once per size


def test_every_table_colour_keeps_its_hue_under_the_light(display):
    for colour, base in assets.TABLE_COLOURS.items():
        assets.set_theme(table_colour=colour)
        centre = pygame.transform.average_color(assets.felt((800, 600)), pygame.Rect(360, 300, 80, 60))
        assert max(range(3), key=lambda i: centre[i]) == max(range(3), key=lambda i: base[i]) or colour == "grey"
    assets.set_theme()
