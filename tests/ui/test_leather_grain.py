"""A leather plate's hide (ui/table_kit.leather_grain, issue 40, frame p99): the row's colour, lit
at the top and darker at the foot, each pixel 0.9-1.06 of it at random, the same hide every time."""

from __future__ import annotations

import pygame
import pytest

from cabo_desktop.ui import table_kit


def _rows(sw: int, sh: int) -> list[list[tuple[int, int, int]]]:
    raw = table_kit.leather_grain(sw, sh)
    assert len(raw) == 3 * sw * sh
    return [[tuple(raw[3 * (y * sw + x):3 * (y * sw + x) + 3]) for x in range(sw)] for y in range(sh)]


def _row_colour(yy: int, sh: int) -> tuple[float, ...]:
    (top, foot), k = table_kit.LEATHER, yy / max(1, sh - 1)
    return tuple(a + (b - a) * k for a, b in zip(top, foot))


@pytest.mark.parametrize("size", [(2, 2), (3, 7), (100, 40), (427, 33)])
def test_every_pixel_is_its_rows_colour_times_0_9_to_1_06(size):
    sw, sh = size
    for yy, row in enumerate(_rows(sw, sh)):
        base = _row_colour(yy, sh)
        for pixel in row:
            for value, colour in zip(pixel, base):
                assert 0.9 * colour - 1.5 <= value <= 1.06 * colour + 1.5, (size, yy, pixel, base)


def test_the_hide_is_grained_and_lit_from_the_top():
    rows = _rows(150, 60)
    reds = [[p[0] for p in row] for row in rows]
    assert len(set(reds[10])) >= 6  # a grain, not a flat colour
    mean = [sum(r) / len(r) for r in reds]
    assert mean[0] > mean[-1] + 25  # lit at the top, dark at the foot
    base = _row_colour(30, 60)[0]
    assert 0.95 * base <= mean[30] <= 1.01 * base  # on average 0.98 of the row's colour


def test_the_same_hide_every_time_and_it_makes_a_plate():
    assert table_kit.leather_grain(60, 20) == table_kit.leather_grain(60, 20)
    pygame.init()
    plate = table_kit.leather_plate((180, 60))
    assert plate.get_size() == (180, 60)
    assert plate.get_at((90, 30)).a == 255 and plate.get_at((0, 0)).a < 255  # rounded corners


def test_a_bright_leather_is_clamped_to_a_byte(monkeypatch):
    monkeypatch.setattr(table_kit, "LEATHER", ((250, 248, 120), (240, 20, 0)))
    reds = [p[0] for p in _rows(50, 12)[0]]
    assert max(reds) == 255 and min(reds) >= int(0.85 * 250)  # 1.06 x 250 clamped, not wrapped round
