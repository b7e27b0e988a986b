"""A leather plate's hide (ui/table_kit.leather_grain, issue 40, frame p99): made a channel of a
row at a time, it is byte for byte the hide the pixel-at-a-time loop made."""

from __future__ import annotations

import random

from cabo_desktop.ui import table_kit


def _pixel_at_a_time(sw: int, sh: int) -> bytes:
    rng = random.Random(5)
    (tr, tg, tb), (fr, fg, fb) = table_kit.LEATHER
    pixels = bytearray()
    for yy in range(sh):
        k = yy / max(1, sh - 1)
        br, bg, bb = (tr + (fr - tr) * k, tg + (fg - tg) * k, tb + (fb - tb) * k)
        for _xx in range(sw):
            n = 0.9 + 0.16 * rng.random()
            pixels += bytes((max(0, min(255, int(br * n))), max(0, min(255, int(bg * n))),
                             max(0, min(255, int(bb * n)))))
    return bytes(pixels)


def test_the_hide_is_the_one_the_pixel_loop_made():
    for size in ((2, 2), (3, 7), (100, 40), (150, 60), (427, 33)):
        assert table_kit.leather_grain(*size) == _pixel_at_a_time(*size), size


def test_a_brighter_leather_is_clamped_as_before(monkeypatch):
    monkeypatch.setattr(table_kit, "LEATHER", ((250, 248, 120), (240, 20, 0)))
    assert table_kit.leather_grain(50, 12) == _pixel_at_a_time(50, 12)
