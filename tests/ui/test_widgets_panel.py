"""The menus' and end screens' leather plates sit on every felt (the s49 review: the green panels
clashed with Cabanga!'s wine and Kobito's plum): a neutral walnut, not green, their words at
4.5:1 or more on the whole plate, their stitches gold; the settings' rows the same leather."""

import pygame
import pytest

from cabo_desktop.ui import assets
from cabo_desktop.ui.shell_art import row_plate
from cabo_desktop.ui.theme import DIM, GOLD, WHITE
from cabo_desktop.ui.widgets import plate


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    yield
    pygame.quit()


def luminance(colour) -> float:
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ground(surf: pygame.Surface) -> list[tuple]:
    """The plate's leather down its middle, inside the stitches."""
    w, h = surf.get_size()
    return [tuple(surf.get_at((w // 2, y)))[:3] for y in range(h // 8, h - h // 8, max(1, h // 16))]


@pytest.mark.parametrize("lit", [False, True])
def test_a_plate_is_a_neutral_walnut_not_green(lit):
    for r, g, b in ground(plate((400, 240), lit)):
        assert r >= g >= b, (r, g, b)  # warm: never green-dominated
        assert r - b <= 40, (r, g, b)  # and quiet: a neutral on the blue, wine and plum felts


@pytest.mark.parametrize("lit", [False, True])
def test_words_read_on_every_part_of_a_plate(lit):
    for colour in ground(plate((400, 240), lit)):
        for ink in (WHITE, DIM, GOLD):
            assert contrast(ink, colour) >= 4.5, (ink, colour, contrast(ink, colour))


def test_a_plate_keeps_its_gold_stitches():
    surf = plate((400, 240))
    top = [tuple(surf.get_at((x, y)))[:3] for y in range(2, 12) for x in range(40, 360)]  # the stitched top edge
    assert sum(1 for r, g, b in top if r > 150 and g > 120 and b < 110) > 100  # gold stitches along it


@pytest.mark.parametrize("lit", [False, True])
def test_a_settings_row_is_the_same_leather(lit):
    for r, g, b in ground(row_plate((300, 48), lit)):
        assert r >= g >= b, (r, g, b)
        assert contrast(WHITE, (r, g, b)) >= 4.5


def test_plates_are_kept():
    assert plate((321, 123)) is plate((321, 123))
    assert assets.surfaces  # (built once per size, in the shared cache)
