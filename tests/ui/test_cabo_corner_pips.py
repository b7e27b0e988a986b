"""A CABO card's corner mark (the band's picture under the corner index, as a suit under a rank)
reads at the sizes the table draws (issue 40: a review found card 4's moon invisible): for every
value, at the table's card widths, the pip is printed, dark against the card's colour, and its
ink covers enough of its box to be seen as a shape (a thin crescent and specks of stars did not)."""

import pygame
import pytest

from cabo_desktop.games.cabo.rules.cards import Ability, Card
from cabo_desktop.games.cabo.table import art

ABILITIES = {7: Ability.PEEK, 8: Ability.PEEK, 9: Ability.SPY, 10: Ability.SPY, 11: Ability.SWAP, 12: Ability.SWAP}


def luminance(colour) -> float:
    """WCAG relative luminance of an sRGB colour."""
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = colour[:3]
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


@pytest.mark.parametrize("width", [76, 100, 137, 180])  # the opponents' and piles' (720), yours, 1080's
def test_every_values_corner_pip_is_dark_and_solid_enough_to_read(small_window, width):
    height = int(width * 1.4)
    for value in range(14):
        card = Card(str(value), value, None, ABILITIES.get(value))
        pip = art.numbered_layout(card.rank, width, height, card.ability is not None)["pip"]
        assert pip is not None and pip.w >= 0.12 * width, (value, width)
        face = art.card_face(card, (width, height))
        pixels = [face.get_at((x, y)) for x in range(pip.left, pip.right) for y in range(pip.top, pip.bottom)]
        lums = sorted(luminance(p) for p in pixels)
        ground, ink = lums[-len(lums) // 4], lums[len(lums) // 20]  # the card's colour; the pip's darkest
        assert (ground + 0.05) / (ink + 0.05) >= 3.5, (value, width, ground, ink)
        inked = sum(1 for lum in lums if (ground + 0.05) / (lum + 0.05) >= 2.0)
        assert inked >= 0.18 * len(lums), (value, width, inked, len(lums))
