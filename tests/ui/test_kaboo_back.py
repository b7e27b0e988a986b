"""KABOO's back has an emblem of its own (review s52: "the standard-deck back is generic next to
CABO's unicorn back"): a gold-rimmed medallion with the four suits round a gold crown, a gold line
inside the panel's edge, and still the white border of a standard deck."""

import pygame

from cabo_desktop.games.cabo.table import art


def _gold(c) -> bool:
    return c.r > 170 and 130 < c.g < 215 and c.b < 130 and c.r - c.b > 80


def test_kaboos_back_has_a_gold_rimmed_emblem_with_the_four_suits():
    pygame.init()
    pygame.display.set_mode((10, 10))
    try:
        w, h = 180, 252
        back = art.card_back((w, h), standard=True)
        cx, cy = w // 2, h // 2
        assert min(back.get_at((3, cy))[:3]) > 200  # the standard deck's white border
        row = [back.get_at((x, cy)) for x in range(w)]
        golds = [x for x, c in enumerate(row) if _gold(c)]
        assert any(x < cx - 40 for x in golds) and any(x > cx + 40 for x in golds), golds  # the rim
        assert any(abs(x - cx) < 10 for x in golds), golds  # the crown at its heart
        white = lambda x, y: min(back.get_at((x, y))[:3]) > 225  # noqa: E731
        r = int(0.2 * w)  # a suit's pip at each quarter, white on the medallion
        for x, y in ((cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)):
            assert any(white(x + dx, y + dy) for dx in range(-4, 5) for dy in range(-4, 5)), (x, y)
    finally:
        pygame.quit()
