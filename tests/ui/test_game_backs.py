"""Issue 40, review s50: Kobito's and Cabanga!'s backs (card_art.game_back) are one family with
CABO's: the game's emblem once, whole, in a round medallion above the middle, the name in a
cartouche across its foot, a small gold flourish below (not the emblem above the name and again,
turned round, below it: a blob at 60-120 px); narrower than WORDED px, the medallion alone."""

import pygame
import pytest

from cabo_desktop.games.cabanga.table import art as cabanga_art
from cabo_desktop.games.kobito.table import art as kobito_art
from cabo_desktop.ui import assets, card_art


@pytest.fixture
def window():
    pygame.init()
    pygame.display.set_mode((10, 10))
    assets.surfaces.clear()
    yield
    pygame.quit()


def near(colour, ref, tol: int) -> bool:
    return sum(abs(a - b) for a, b in zip(colour[:3], ref[:3])) < tol


def count(img: pygame.Surface, colours, y0: float, y1: float, tol: int = 70) -> int:
    """Pixels between y0 and y1 (fractions of the height) near any of `colours`."""
    w, h = img.get_size()
    return sum(1 for x in range(w) for y in range(int(h * y0), int(h * y1))
               if any(near(img.get_at((x, y)), c, tol) for c in colours))


# the emblem's colours unlike its back's own (Cabanga!'s red back: its yellow and blue shapes, not the red)
GAMES = [(kobito_art, [kobito_art.RAINBOW[k] for k in "roy"]),
         (cabanga_art, [cabanga_art.COLOURS[k] for k in ("blue", "yellow")])]


@pytest.mark.parametrize("size", [(70, 98), (120, 168)])
@pytest.mark.parametrize("art, colours", GAMES)
def test_a_games_back_shows_its_emblem_once_above_its_name(window, art, colours, size):
    """The emblem's colours fill the medallion above the middle; under the name only the gold
    flourish: no second, turned emblem."""
    back = art.card_back(size)
    above, below = count(back, colours, 0.22, 0.48), count(back, colours, 0.62, 0.9)
    assert above >= size[0] // 3
    assert below * 8 < above


@pytest.mark.parametrize("art, colours", GAMES)
def test_a_small_back_shows_its_medallion_alone_in_the_middle(window, art, colours):
    """Narrower than WORDED px: no name, the emblem larger, round the card's middle."""
    w = card_art.WORDED - 6
    back = art.card_back((w, round(w * 1.4)))
    middle, foot = count(back, colours, 0.35, 0.65), count(back, colours, 0.7, 0.95)
    assert middle >= w // 3 and foot * 8 < middle


def test_each_game_has_its_own_back_colour_by_default(window):
    """Under the card back "own" (the default) the three games' backs are three colours (a review,
    s51: 'the three games' card backs are all blue with gold frames, so the games look alike'); the
    player's explicit choice still colours every game's back alike."""
    from cabo_desktop.games.cabo.table import backs as cabo_backs
    size = (90, 126)

    def middle_left(img):  # the pattern beside the medallion, between frame and emblem
        return img.get_at((size[0] // 5, size[1] * 3 // 4))[:3]

    try:
        assets.set_theme("own")
        own = [middle_left(make(size)) for make in (cabo_backs.card_back, cabanga_art.card_back, kobito_art.card_back)]
        assert all(sum(abs(a - b) for a, b in zip(p, q)) > 60 for k, p in enumerate(own) for q in own[k + 1:]), own
        assert own[1][0] > own[1][2] + 40  # Cabanga!'s red
        assert own[2][1] > own[2][0] + 30  # Kobito's green
        assets.set_theme("blue")
        chosen = [middle_left(make(size)) for make in (cabo_backs.card_back, cabanga_art.card_back, kobito_art.card_back)]
        assert all(c[2] > c[0] + 30 for c in chosen), chosen  # all blue
    finally:
        assets.set_theme()
