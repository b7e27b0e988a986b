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
    assert 0.36 < edge / centre < 0.6  # about half as bright at the edges: a lamp's pool, not an even light
    assert foot > top  # the light is a little toward the player, at the foot of the window
    rail = pygame.transform.average_color(felt, pygame.Rect(w // 2 - 40, 0, 80, r))
    cloth = pygame.transform.average_color(felt, pygame.Rect(w // 2 - 40, r + 4, 80, r))
    assert rail[0] > rail[1] and cloth[1] > cloth[0]  # brown leather around green cloth
    assert assets.felt(size) is felt  # built once per size


def test_every_table_colour_keeps_its_hue_under_the_light(display):
    for colour in assets.TABLE_COLOURS:
        assets.set_theme(table_colour=colour)
        base = assets.felt_colour()  # "own" with no game on the screen: green
        centre = pygame.transform.average_color(assets.felt((800, 600)), pygame.Rect(360, 300, 80, 60))
        assert max(range(3), key=lambda i: centre[i]) == max(range(3), key=lambda i: base[i]) or colour == "grey"
    assets.set_theme()


def test_under_own_each_game_lays_its_own_felt_and_the_shell_the_green(display):
    """The table colour "own" (the default): each game's package names its felt colour, the table
    of that game is laid in it (its hue kept under the light), the three differ, and a screen of
    no game (set_stage(None)) keeps the green; a colour the player chose wins over the game's."""
    from cabo_desktop.games import get_game
    assets.set_theme(table_colour="own")
    seen = {}
    try:
        for name in ("cabo", "cabanga", "kobito"):
            game = get_game(name)
            assets.set_stage(game)
            felt = assets.felt((800, 600))
            centre = pygame.transform.average_color(felt, pygame.Rect(360, 300, 80, 60))
            assert assets.felt_colour() == tuple(game.felt)
            assert max(range(3), key=lambda i: centre[i]) == max(range(3), key=lambda i: game.felt[i])
            seen[name] = centre[:3]
        assert len(set(seen.values())) == 3
        assets.set_stage(None)
        assert assets.felt_colour() == assets.TABLE_COLOURS["green"]
        assets.set_stage(get_game("kobito"))
        assets.set_theme(table_colour="blue")
        assert assets.felt_colour() == assets.TABLE_COLOURS["blue"]
    finally:
        assets.set_stage(None)
        assets.set_theme()
