"""A disabled button still reads (its caption at >= 4.5:1, its corner key cap at >= 3:1 against
their faces: the review found "New rainbow" and its "S" nearly invisible) yet reads as disabled
(its caption well dimmer than an enabled one's)."""
import pygame
import pytest

from cabo_desktop.ui.table_banner import corner_cap
from cabo_desktop.ui.widgets import button_face


@pytest.fixture
def display():
    pygame.init()
    pygame.display.set_mode((10, 10))


def _lum(c) -> float:
    def one(v: int) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * one(c[0]) + 0.7152 * one(c[1]) + 0.0722 * one(c[2])


def _contrast(a, b) -> float:
    a, b = _lum(a), _lum(b)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def _ink_contrast(surf, box) -> float:
    """The best contrast between the ink and the face's commonest colour inside `box`."""
    x0, y0, x1, y1 = box
    pixels = [tuple(surf.get_at((x, y)))[:3] for y in range(y0, y1) for x in range(x0, x1)]
    ground = max(set(pixels), key=pixels.count)
    return max(_contrast(p, ground) for p in pixels)


def test_a_disabled_caption_reads_at_3_to_1_yet_dimmer_than_an_enabled_one(display):
    size = (180, 44)
    box = (20, 12, 160, 32)
    off = _ink_contrast(button_face(size, "New rainbow", "disabled"), box)
    on = _ink_contrast(button_face(size, "New rainbow", "normal"), box)
    assert off >= 4.5, off  # (was 3.2-3.8 on its gradient, and read as nearly invisible)
    assert on > 1.5 * off, (on, off)  # still reads as disabled


def test_a_disabled_key_cap_reads_at_3_to_1(display):
    cap = corner_cap("S", 22, False)
    w, h = cap.get_size()
    assert _ink_contrast(cap, (3, 3, w - 3, h - 5)) >= 3.0
