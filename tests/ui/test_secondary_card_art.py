"""Issue 40, review s50: the secondary card art. Kaboo's court cards are double-headed half-figures
(each half a head over a torso with a hand holding its attribute, not a bust whose mirror shows only
a head), CABO's back shows one whole unicorn's head in a medallion over its name (not a head above
the name and its mirror below), and Kobito's replacement card a wheel of the seven colours under a
rainbow (not a paint brush)."""

import pygame
import pytest

from cabo_desktop.games.cabo.table import backs
from cabo_desktop.games.kobito.rules.cards import REPLACEMENT, Card
from cabo_desktop.games.kobito.table import art as kobito_art
from cabo_desktop.ui import assets, card_court


@pytest.fixture
def window():
    pygame.init()
    pygame.display.set_mode((10, 10))
    assets.surfaces.clear()
    yield
    pygame.quit()


def near(colour, ref, tol: int) -> bool:
    return sum(abs(a - b) for a, b in zip(colour[:3], ref[:3])) < tol


@pytest.mark.parametrize("rank", ["J", "Q", "K"])
def test_each_half_of_a_court_card_holds_its_attribute_in_a_hand(window, rank):
    """A half-figure to the waist: below the head, at the side of the torso, a hand holds the
    sword, the rose or the halberd, in the top half and (turned round) in the bottom half alike."""
    img = card_court.court_figure(rank, "S", (28, 28, 34), (120, 168))
    w, h = img.get_size()

    def hands(y0: float, y1: float) -> int:
        return sum(1 for x in range(w) for y in range(int(h * y0), int(h * y1))
                   if (x < w * 0.4 or x > w * 0.6) and near(img.get_at((x, y)), card_court.SKIN, 12))
    assert hands(0.28, 0.46) >= 10 and hands(0.54, 0.72) >= 10
    assert img.get_at((w // 3, h // 5)) == img.get_at((w - 1 - w // 3, h - 1 - h // 5))  # the halves, turned round


@pytest.mark.parametrize("size", [(80, 112), (140, 196)])
def test_cabos_back_shows_one_unicorn_over_its_name(window, size):
    """The gold is in the medallion above the middle (the unicorn's head, whole); below the
    name's cartouche only a small moon and stars: no second, turned head."""
    back = backs.card_back(size)
    w, h = size

    def gold(y0: float, y1: float) -> int:
        return sum(1 for x in range(w) for y in range(int(h * y0), int(h * y1))
                   if (lambda c: c.r > 150 and c.g > 120 and c.b < 130 and c.r > c.b + 60)(back.get_at((x, y))))
    assert gold(0.7, 0.85) * 3 < gold(0.25, 0.5)


def test_the_replacement_card_shows_the_seven_colours_not_a_brush(window):
    face = kobito_art.card_face(Card(REPLACEMENT, 1), (64, 90))
    w, h = face.get_size()
    pixels = [face.get_at((x, y)) for x in range(w) for y in range(h)]
    for name, colour in kobito_art.RAINBOW.items():
        assert sum(1 for c in pixels if near(c, colour, 45)) >= 25, name
    assert sum(1 for c in pixels if near(c, (138, 90, 42), 30)) < 5  # the old brush's wooden handle
